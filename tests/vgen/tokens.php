<?php
/*
 * The reference for `vgen tokens`: prints token_get_all()'s tokens of each
 * file as `LINE NAME TEXT` (NAME from token_name(), a plain-string token as
 * itself; TEXT as a JSON string, bytes >= 0x80 as \u00XX when the text is not
 * valid UTF-8). With more than one file, each file's tokens follow "== FILE".
 * A plain-string token has no line of its own in token_get_all(); it gets
 * the line PHP's lexer was on (see print_tokens()).
 */

function json_text(string $text): string
{
    $json = json_encode($text, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS);
    if ($json !== false) {
        return $json;
    }
    $short = ["\x08" => '\b', "\f" => '\f', "\n" => '\n', "\r" => '\r', "\t" => '\t', '"' => '\"', '\\' => '\\\\'];
    return '"' . preg_replace_callback('/[\x00-\x1f"\\\\\x80-\xff]/', static function (array $m) use ($short): string {
        return $short[$m[0]] ?? sprintf('\u%04x', ord($m[0]));
    }, $text) . '"';
}

function lines_in(string $text): int
{
    return substr_count($text, "\n") + substr_count($text, "\r") - substr_count($text, "\r\n");
}

/* A plain-string token contains no newline, so PHP's line counter stands
 * still over it: its line is that of the next array token; at the very end,
 * the line where the last array token ended. */
function print_tokens(string $source): void
{
    $tokens = token_get_all($source);
    $next = null;
    $lines = [];
    for ($i = count($tokens) - 1; $i >= 0; $i--) {
        $next = is_array($tokens[$i]) ? $tokens[$i][2] : $next;
        $lines[$i] = $next;
    }
    $out = [];
    $line = 1;
    foreach ($tokens as $i => $token) {
        if (is_array($token)) {
            [$id, $text, $line] = $token;
            $out[] = $line . ' ' . token_name($id) . ' ' . json_text($text);
            $line += lines_in($text);
        } else {
            $out[] = ($lines[$i] ?? $line) . ' ' . $token . ' ' . json_text($token);
        }
    }
    if ($out) {
        echo implode("\n", $out), "\n";
    }
}

$files = array_slice($argv, 1);
foreach ($files as $file) {
    $source = file_get_contents($file);
    if ($source === false) {
        fwrite(STDERR, "$file: cannot read\n");
        exit(1);
    }
    if (count($files) > 1) {
        echo "== $file\n";
    }
    print_tokens($source);
}
