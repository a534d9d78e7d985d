// One Node.js client process of bench/pg/run: node node.js CLIENT URL MODE SECONDS CALLERS MAX
// CLIENT is "pg" (node-postgres Pool) or "postgres" (postgres.js). Same modes
// and output as vela.php: CALLERS concurrent async loops until the time is up.
const [client, url, mode, seconds, callers, max] = process.argv.slice(2);
const SELECT = 'SELECT id, randomnumber FROM world WHERE id = $1';
const UPDATE = 'UPDATE world SET randomnumber = v.r FROM (SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS r) AS v WHERE world.id = v.id';
const rand = () => 1 + Math.floor(Math.random() * 10000);
let query;
let close;
if (client === 'pg') {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: +max });
  query = async (text, params) => (await pool.query({ text, values: params, name: text === SELECT ? 's' : 'u' })).rows;
  close = () => pool.end();
} else {
  const postgres = require('postgres');
  const sql = postgres(url, { max: +max, prepare: true });
  query = (text, params) => sql.unsafe(text, params, { prepare: true });
  close = () => sql.end();
}
async function round() {
  if (mode === 'single') {
    await query(SELECT, [rand()]);
    return 1;
  }
  const rows = await Promise.all(Array.from({ length: 20 }, () => query(SELECT, [rand()])));
  if (mode === 'pipeline') return 20;
  const ids = [...new Set(rows.map((r) => r[0].id))].sort((a, b) => a - b);
  await query(UPDATE, [ids, ids.map(rand)]);
  return 21;
}
(async () => {
  const end = Date.now() + seconds * 1000;
  let calls = 0;
  let queries = 0;
  await Promise.all(Array.from({ length: +callers }, async () => {
    while (Date.now() < end) {
      const n = await round(); // not `queries += await ...`: that reads queries before the await
      queries += n;
      calls++;
    }
  }));
  console.log(`${calls} ${queries}`);
  await close();
})().catch((e) => { console.error(e); process.exit(1); });
