<?php
/*
 * The reference for `vgen tokens`: prints token_get_all()'s tokens of each
 * file as `LINE NAME TEXT` (NAME from token_name(), a plain-string token as
 * itself; TEXT as a JSON string, bytes >= 0x80 as \u00XX when the text is not
 * valid UTF-8). With more than one file, each file's tokens follow "== FILE".
 * A plain-string token has no line of its own in token_get_all(); it is on
 * the line where the previous token ended.
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

function print_tokens(string $source): void
{
    $out = [];
    $line = 1;
    $pending = '';
    foreach (token_get_all($source) as $token) {
        if (is_array($token)) {
            [$id, $text, $line] = $token;
            $out[] = $line . ' ' . token_name($id) . ' ' . json_text($text);
            $pending = $text;
        } else {
            $line += lines_in($pending);
            $pending = '';
            $out[] = $line . ' ' . $token . ' ' . json_text($token);
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
