// bench/websocket: Node's ws echo server, the peer. usage: node node-echo.js PORT
'use strict';
const { WebSocketServer } = require('ws');
const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.argv[2]), perMessageDeflate: false });
wss.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
wss.on('listening', () => console.log('listening'));
