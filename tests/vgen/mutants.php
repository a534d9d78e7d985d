<?php
/*
 * Writes COUNT mutants of the lexer fixtures into DIR for the conformance
 * check: each is a fixture with 1 to 8 random edits (insert a PHP-significant
 * fragment, delete bytes, splice in a piece of another fixture, truncate).
 * Broken PHP is the point: it drives token_get_all through its error paths.
 * The seed makes the set reproducible. A mutant on which token_get_all
 * returns text that is not the source (PHP reads past the end of its buffer
 * on some malformed heredocs) is replaced, since no lexer can match that.
 *
 * usage: php mutants.php SEED COUNT DIR FIXTURE...
 */

const FRAGMENTS = ['"', "'", '`', '$', '{', '}', '[', ']', '(', ')', '->', '?->', '${', '{$', '::',
    "<<<EOT\n", "<<<'EOT'\n", "\nEOT", "\n  EOT", "\n \tEOT", 'EOT;', "\n", "\r", "\r\n", ' ', "\t",
    '\\', '?>', '<?php ', '<?=', '/*', '*/', '//', '#', '#[', '0x', '0b', '0o', '_', '1', '.', 'e',
    '(int)', '&', '...', 'enum ', 'yield from', '__halt_compiler();', 'namespace\\', "\x00", "\x80",
    "\xff", '$a', '$a[', '[0]', '\\u{zz}', '\\u{41}'];

function mutate(string $s, array $fixtures): string
{
    for ($edits = mt_rand(1, 8); $edits > 0; $edits--) {
        $at = mt_rand(0, strlen($s));
        $op = mt_rand(0, 99);
        if ($op < 50) {
            $s = substr_replace($s, FRAGMENTS[mt_rand(0, count(FRAGMENTS) - 1)], $at, 0);
        } elseif ($op < 70) {
            $s = substr_replace($s, '', $at, mt_rand(1, 10));
        } elseif ($op < 85) {
            $other = $fixtures[mt_rand(0, count($fixtures) - 1)];
            $s = substr_replace($s, substr($other, mt_rand(0, strlen($other)), mt_rand(1, 60)), $at, 0);
        } else {
            $s = substr($s, 0, $at);
        }
    }
    return $s;
}

[, $seed, $count, $dir] = $argv;
$fixtures = array_map('file_get_contents', array_slice($argv, 4));
mt_srand((int)$seed);
for ($i = 0; $i < (int)$count; $i++) {
    do {
        $mutant = mutate($fixtures[mt_rand(0, count($fixtures) - 1)], $fixtures);
        $text = implode('', array_map(fn ($t) => is_array($t) ? $t[1] : $t, token_get_all($mutant)));
    } while ($text !== $mutant);
    file_put_contents(sprintf('%s/m%05d.php', $dir, $i), $mutant);
}
