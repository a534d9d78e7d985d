--TEST--
Vela: Testing\Client: drives the app in-process (router, global and route middleware, binders, container, error answers) and returns real Responses
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile();
eval(notes_boot($root));
$client = new Vela\Testing\Client($app);

function show(string $what, Vela\Http\Response $r): void
{
    $h = $r->headers();
    echo $what, ' => ', $r->status(), ' ', $r->body(), ' | id=', $h['X-Request-Id'][0] ?? $h['x-request-id'][0] ?? '-',
        isset($h['Location']) ? ' location=' . $h['Location'][0] : '', "\n";
}

show('get /notes', $client->get('/notes'));
show('get /notes/1', $client->get('/notes/1', ['X-Request-Id' => 'mine']));
show('get /notes/9', $client->get('/notes/9', ['Accept' => 'application/json']));
show('post json', $client->post('/notes', json: ['title' => 'from the client']));
show('post blank', $client->post('/notes', json: ['title' => '']));
show('delete no token', $client->delete('/notes/1'));
show('delete', $client->delete('/notes/1', ['Authorization' => 'Bearer good']));
show('get /notes', $client->get('/notes'));
show('options', $client->options('/notes'));
show('request()', $client->request('patch', '/notes/2', ['Accept' => 'application/json']));
var_dump($client->get('/notes/2') instanceof Vela\Http\Response);
var_dump($app->match('GET', '/notes/2'));
var_dump($app->match('GET', '/notes/two'));
try {
    $client->get('notes');
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
get /notes => 200 [{"id":1,"title":"first"}] | id=req-1
get /notes/1 => 200 {"id":1,"title":"first"} | id=mine
get /notes/9 => 404 {"error":{"status":404,"message":"no note 9"}} | id=req-2
post json => 201 {"id":2,"title":"from the client"} | id=req-3 location=/notes/2
post blank => 422 {"errors":{"title":"must not be blank"}} | id=req-4
delete no token => 403 a good token is needed | id=req-5
delete => 204  | id=req-6
get /notes => 200 [{"id":2,"title":"from the client"}] | id=req-7
options => 204  | id=req-8
request() => 405 {"error":{"status":405,"message":"Method Not Allowed"}} | id=req-9
bool(true)
array(4) {
  ["name"]=>
  string(10) "notes.show"
  ["controller"]=>
  string(29) "App\Controller\NoteController"
  ["method"]=>
  string(4) "show"
  ["params"]=>
  array(1) {
    ["id"]=>
    string(1) "2"
  }
}
NULL
ValueError: Vela\Testing\Client: the URI must be a path starting with '/', "notes" given
