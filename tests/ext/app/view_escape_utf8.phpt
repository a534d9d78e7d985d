--TEST--
Vela: View::escape() answers as htmlspecialchars(ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') for valid UTF-8 (escaped by the engine) and invalid UTF-8 (left to PHP), at every length and position
--DESCRIPTION--
Valid UTF-8 is escaped by src/core/html.c (its characters past ASCII copied
as they are); text that is not valid UTF-8 goes to PHP's own escaper for its
U+FFFD substitutions. 20,000 random texts built from plain letters, the five
characters, 2-, 3- and 4-byte characters and invalid bytes (a stray
continuation, a cut sequence, an overlong form, a surrogate, a code point
past U+10FFFF) must come out exactly as htmlspecialchars() makes them, and
text with nothing to escape must come back unchanged.
--EXTENSIONS--
vela
--FILE--
<?php
$pieces = ['a', 'Z', ' ', '.', '&', '<', '>', '"', "'", "\u{e9}", "\u{2014}", "\u{30d5}", "\u{1f600}",
    "\x80", "\xc3", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "\xff"];
$valid = array_slice($pieces, 0, 13);
mt_srand(21);
$same = $runs = 0;
foreach ([$valid, $pieces] as $kind => $from) {
    for ($round = 0; $round < 10000; $round++) {
        $text = '';
        $n = mt_rand(0, 48);
        $plain = $round % 4 === 0; // long runs with nothing to escape, too
        for ($k = 0; $k < $n; $k++) {
            $text .= $from[$plain ? mt_rand(0, 3) : mt_rand(0, count($from) - 1)];
        }
        $want = htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
        $got = Vela\View::escape($text);
        $runs++;
        if ($got === $want) {
            $same++;
        } elseif ($runs - $same <= 3) {
            echo 'differs for ', bin2hex($text), ': ', bin2hex($got), ' vs ', bin2hex($want), "\n";
        }
    }
    echo ['valid UTF-8', 'any bytes'][$kind], ": $same of $runs the same\n";
    $same = $runs = 0;
}
foreach (["\u{30d5}\u{30ec}\u{30fc}\u{30e0} \u{2014} caf\u{e9}", str_repeat("plain text ", 20)] as $text) {
    echo 'nothing to escape, ', strlen($text), ' bytes: ', Vela\View::escape($text) === $text ? 'same' : 'differs', "\n";
}
echo Vela\View::escape("<\u{1f600}>'\u{20ac}\" & caf\u{e9} \u{30d5}\u{30ec}<b>"), "\n";
echo bin2hex(Vela\View::escape("caf\xc3 <")), "\n";
?>
--EXPECT--
valid UTF-8: 10000 of 10000 the same
any bytes: 10000 of 10000 the same
nothing to escape, 22 bytes: same
nothing to escape, 220 bytes: same
&lt;😀&gt;&#039;€&quot; &amp; café フレ&lt;b&gt;
636166efbfbd20266c743b
