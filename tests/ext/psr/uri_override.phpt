--TEST--
Vela: Psr: a URI a PSR-15 middleware sets must hold only what a request target can (visible ASCII): a space, a quote, a newline or a byte past ASCII from a URI that does not percent-encode is 400, an encoded one passes
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$root = notes_compile(__DIR__ . '/guard');
eval(psr_boot($root));
$client = new Vela\Testing\Client($app);
foreach (['/fine%20path', '/a b', '/a"b', "/a\nb", "/a\0b", "/caf\u{e9}", "/a\x7f", "/a\xff"] as $path) {
    $r = $client->get('/raw', ['X-Path' => rawurlencode($path)]); // RawPath decodes it
    printf("%-16s %d %s\n", addcslashes($path, "\0..\37\177..\377"), $r->status(), $r->body());
}
?>
--EXPECT--
/fine%20path     200 {"uri":"\/fine%20path"}
/a b             400 the URI a PSR-15 middleware set holds bytes a request target cannot
/a"b             200 {"uri":"\/a\"b"}
/a\nb            400 the URI a PSR-15 middleware set holds bytes a request target cannot
/a\000b          400 the URI a PSR-15 middleware set holds bytes a request target cannot
/caf\303\251     400 the URI a PSR-15 middleware set holds bytes a request target cannot
/a\177           400 the URI a PSR-15 middleware set holds bytes a request target cannot
/a\377           400 the URI a PSR-15 middleware set holds bytes a request target cannot
