--TEST--
Vela: View: templates escape <script>, & and quotes by default, raw() is the explicit opt-out, and two coroutines that suspend mid-render each get their own page
--EXTENSIONS--
vela
--FILE--
<?php
$dir = sys_get_temp_dir() . '/vela-view-' . getmypid() . '-' . bin2hex(random_bytes(3));
mkdir("$dir/mail", 0777, true);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($dir)));
file_put_contents("$dir/page.php", <<<'TPL'
<title><?= $title ?></title>
<?php foreach ($rows as $row): ?>
<tr><td><?= $row['id'] ?></td><td><?= $row['message']; ?></td></tr>
<?php endforeach ?>
<a href="?q=<?= $query ?>" title='<?= $query ?>'>x</a>
<div><?= raw($trusted) ?></div>
<?php /* a ?> in a block comment does not end PHP, as in any PHP file */ ?>
<p><?= "in a string ?> stays" ?> <?= $obj->raw('<i>') ?></p>
TPL);
file_put_contents("$dir/mail/slow.php", "<?php Vela\\Coroutine::sleep(\$delay); ?>\n<p><?= \$who ?></p>\n<?php Vela\\Coroutine::sleep(\$delay); ?>\n<p><?= \$who ?> again</p>\n");
$view = new Vela\View("$dir/");
$obj = new class {
    public function raw(string $s): string { return $s; }
};
echo $view->render('page', [
    'title' => '<script>alert("x")</script>',
    'rows' => [['id' => 1, 'message' => "Tom & Jerry's \"show\""], ['id' => 2, 'message' => "bad \xff byte"]],
    'query' => "a&b=\"c\" 'd'",
    'trusted' => '<b>bold & raw</b>',
    'obj' => $obj,
]), "\n";

echo "-- two coroutines suspend mid-render\n";
$pages = [];
$wg = new Vela\WaitGroup();
foreach (['ana' => 0.03, 'bo' => 0.01] as $who => $delay) {
    $wg->add();
    Vela\Coroutine::spawn(function () use ($view, $who, $delay, &$pages, $wg) {
        $pages[] = $view->render('mail/slow', ['who' => "<$who>", 'delay' => $delay]);
        $wg->done();
    });
}
$wg->wait();
echo implode("--\n", $pages);

echo "-- compiled once per View\n";
file_put_contents("$dir/page.php", 'changed');
echo strlen($view->render('page', ['title' => '', 'rows' => [], 'query' => '', 'trusted' => '', 'obj' => $obj])) > 7 ? "kept\n" : "recompiled\n";
echo (new Vela\View($dir))->render('page'), "\n";

echo "-- errors\n";
file_put_contents("$dir/echo.php", "<p>\n<?php echo \$x ?>\n");
file_put_contents("$dir/half.php", "<p>\n\n<?= raw(\$a) . \$b ?>\n");
file_put_contents("$dir/syntax.php", "<p>\n\n<?= \$x + ?>\n");
file_put_contents("$dir/throws.php", "<p>\n\n\n<?= intdiv(1, \$zero) ?>\n");
foreach (['../page', '/etc/passwd', '', 'missing', 'echo', 'half', 'syntax', 'throws'] as $name) {
    try {
        $view->render($name, ['zero' => 0]);
        echo "$name: rendered\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', str_replace($dir, 'DIR', $e->getMessage()),
            $e instanceof Vela\Exception ? '' : ' at ' . str_replace($dir, 'DIR', $e->getFile()) . ':' . $e->getLine(), "\n";
    }
}
echo Vela\View::escape('<a href="x">&\'</a>'), "\n";

echo "-- every kind of value as htmlspecialchars((string) ...) escapes it\n";
file_put_contents("$dir/value.php", '<?= $v ?>');
$stringable = new class {
    public function __toString(): string { return '<to & string>'; }
};
$values = [0, -7, PHP_INT_MAX, PHP_INT_MIN, 1.5, -0.0, 1e100, NAN, true, false, null, '', '0', 'plain ascii',
    "tab\tnul\0del\x7f", '<&>"\'', 'caf\u{e9} <b>', "\xc3\x28 <", 'フレームワークのベンチマーク', $stringable];
$same = 0;
foreach ($values as $v) {
    $want = htmlspecialchars((string) $v, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    $got = $view->render('value', ['v' => $v]);
    $same += $got === $want && Vela\View::escape($v) === $want;
    if ($got !== $want) {
        echo 'differs for ', var_export($v, true), ': ', $got, ' vs ', $want, "\n";
    }
}
echo "$same of ", count($values), " the same\n";
foreach ([[1], new stdClass()] as $bad) {
    try {
        $page = @$view->render('value', ['v' => $bad]);
        echo "rendered: $page\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>
<tr><td>1</td><td>Tom &amp; Jerry&#039;s &quot;show&quot;</td></tr>
<tr><td>2</td><td>bad � byte</td></tr>
<a href="?q=a&amp;b=&quot;c&quot; &#039;d&#039;" title='a&amp;b=&quot;c&quot; &#039;d&#039;'>x</a>
<div><b>bold & raw</b></div>
<p>in a string ?&gt; stays &lt;i&gt;</p>
-- two coroutines suspend mid-render
<p>&lt;bo&gt;</p>
<p>&lt;bo&gt; again</p>
--
<p>&lt;ana&gt;</p>
<p>&lt;ana&gt; again</p>
-- compiled once per View
kept
changed
-- errors
../page: Vela\Exception: invalid template name '../page'
/etc/passwd: Vela\Exception: invalid template name '/etc/passwd'
: Vela\Exception: invalid template name ''
missing: Vela\Exception: no template 'missing': DIR/missing.php cannot be read
echo: Vela\Exception: DIR/echo.php:2: echo in a template writes to the process's output, not the page: use <?= ... ?> (escaped) or <?= raw(...) ?>
half: Vela\Exception: DIR/half.php:3: raw(...) must be the whole of its <?= ?>: <?= raw($html) ?>
syntax: ParseError: syntax error, unexpected token ")" at DIR/syntax.php:3
throws: DivisionByZeroError: Division by zero at DIR/throws.php:4
&lt;a href=&quot;x&quot;&gt;&amp;&#039;&lt;/a&gt;
-- every kind of value as htmlspecialchars((string) ...) escapes it
20 of 20 the same
rendered: Array
Error: Object of class stdClass could not be converted to string
