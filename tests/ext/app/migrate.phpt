--TEST--
Vela: App::console(): migrate applies database/migrations in number order, each once in its own transaction, even when 4 instances run it at the same moment; migrate:status; a failing migration is rolled back
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN')) die('skip needs the test PostgreSQL (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-migrate-phpt-' . getmypid();
$schema = 'migrate_' . getmypid();
$admin = new Vela\Pg\Pool(getenv('VELA_TEST_PG_DSN'));
$admin->execute("DROP SCHEMA IF EXISTS $schema CASCADE");
$admin->execute("CREATE SCHEMA $schema");
register_shutdown_function(function () use ($root, $admin, $schema) {
    exec('rm -rf ' . escapeshellarg($root));
    $admin->execute("DROP SCHEMA IF EXISTS $schema CASCADE");
});
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
@mkdir("$root/bin");
@mkdir("$root/database/migrations", 0777, true);
$dsn = getenv('VELA_TEST_PG_DSN') . " options='-csearch_path=$schema'";
file_put_contents("$root/config/app.php", "<?php return [];");
file_put_contents("$root/config/database.php", "<?php return ['default' => ['dsn' => " . var_export($dsn, true) . ", 'max' => 2]];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/bin/console", <<<'PHP'
<?php
require dirname(__DIR__) . '/var/cache/container.php';
exit((new Vela\App(dirname(__DIR__), Vela\Generated\Container::fromConfigDir(dirname(__DIR__) . '/config')))->console($argv));
PHP);
$migrations = [
    '0001_create_items.sql' => "CREATE TABLE items (id int PRIMARY KEY, note text);\n"
        . "CREATE FUNCTION item_notes() RETURNS text LANGUAGE sql AS \$\$ SELECT string_agg(note, ',' ORDER BY id) FROM items; \$\$;\n"
        . "INSERT INTO items VALUES (1, 'a;b');",
    '0002_slow.sql' => "SELECT pg_sleep(0.3);\nINSERT INTO items VALUES (2, 'two');",
    '9_tags.sql' => "CREATE TABLE tags (name text PRIMARY KEY);",        /* 9 before 10, though '10' < '9' as text */
    '10_tag_items.sql' => "INSERT INTO tags VALUES ('first');\nINSERT INTO items VALUES (10, 'ten');",
    'README.md' => "not a migration",
];
foreach ($migrations as $file => $sql) {
    file_put_contents("$root/database/migrations/$file", $sql);
}
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: $status ", implode("\n", $out), "\n";

function console(string $root, string ...$args): array
{
    $cmd = array_merge([PHP_BINARY, '-n', '-d', 'extension=' . vela_test_extension(), "$root/bin/console"], $args);
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    return [$proc, $pipes];
}

function finish(array $run): array
{
    [$proc, $pipes] = $run;
    $stdout = stream_get_contents($pipes[1]);
    $stderr = stream_get_contents($pipes[2]);
    return [proc_close($proc), $stdout, $stderr];
}

/* Four instances starting together. */
$runs = [];
for ($i = 0; $i < 4; $i++) {
    $runs[] = console($root, 'migrate');
}
$applied = [];
$codes = [];
foreach ($runs as $run) {
    [$rc, $stdout, $stderr] = finish($run);
    $codes[] = $rc;
    preg_match_all('/^migrate: applied (\S+)$/m', $stdout, $m);
    foreach ($m[1] as $file) {
        $applied[$file] = ($applied[$file] ?? 0) + 1;
    }
    if ($stderr !== '') {
        echo "stderr: $stderr\n";
    }
}
ksort($applied);
echo "exit codes: ", implode(' ', $codes), "\n";
echo "applied (file => by how many instances): ", json_encode($applied), "\n";
$pool = new Vela\Pg\Pool($dsn);
echo "items: ", $pool->queryValue('SELECT item_notes()'), "\n";
echo "recorded: ", json_encode($pool->query('SELECT version, name FROM vela_migrations ORDER BY applied_at, version')), "\n";

[$rc, $stdout] = finish(console($root, 'migrate'));
echo "again: [$rc] $stdout";

/* A failing migration is rolled back as a whole and stops migrate. */
file_put_contents("$root/database/migrations/11_broken.sql", "INSERT INTO items VALUES (11, 'eleven');\nINSERT INTO items VALUES (1, 'duplicate');");
file_put_contents("$root/database/migrations/12_after.sql", "INSERT INTO items VALUES (12, 'twelve');");
[$rc, $stdout, $stderr] = finish(console($root, 'migrate'));
echo "broken: [$rc] $stdout$stderr";
echo "items: ", $pool->queryValue('SELECT item_notes()'), "\n";
[$rc, $stdout] = finish(console($root, 'migrate:status'));
echo "status: [$rc]\n", preg_replace('/^applied  \S+ \S+\s+/m', 'applied  <when> ', $stdout);

/* Misnamed files stop it before anything runs. */
unlink("$root/database/migrations/11_broken.sql");
file_put_contents("$root/database/migrations/0012_again.sql", "SELECT 1");
[$rc, $stdout, $stderr] = finish(console($root, 'migrate'));
echo "same number: [$rc] $stdout$stderr";
unlink("$root/database/migrations/0012_again.sql");
file_put_contents("$root/database/migrations/later.sql", "SELECT 1");
[$rc, $stdout, $stderr] = finish(console($root, 'migrate'));
echo "no number: [$rc] $stdout$stderr";
unlink("$root/database/migrations/later.sql");

/* A recorded number whose file is another one (a second app in this database, a rename) is an
 * error, not "already applied" with its tables missing. */
rename("$root/database/migrations/9_tags.sql", "$root/database/migrations/9_labels.sql");
[$rc, $stdout, $stderr] = finish(console($root, 'migrate'));
echo "renamed: [$rc] $stdout$stderr";
?>
--EXPECT--
vgen compile: 0 
exit codes: 0 0 0 0
applied (file => by how many instances): {"0001_create_items.sql":1,"0002_slow.sql":1,"10_tag_items.sql":1,"9_tags.sql":1}
items: a;b,two,ten
recorded: [{"version":1,"name":"0001_create_items.sql"},{"version":2,"name":"0002_slow.sql"},{"version":9,"name":"9_tags.sql"},{"version":10,"name":"10_tag_items.sql"}]
again: [0] migrate: 0 applied, 4 already applied
broken: [1] migrate: database/migrations/11_broken.sql failed; it was rolled back
migrate: Vela\Pg\UniqueViolation: statement 2 of the script: duplicate key value violates unique constraint "items_pkey"
items: a;b,two,ten
status: [0]
applied  <when> 0001_create_items.sql
applied  <when> 0002_slow.sql
applied  <when> 9_tags.sql
applied  <when> 10_tag_items.sql
pending                                   11_broken.sql
pending                                   12_after.sql
6 migrations, 2 pending
same number: [1] migrate: database/migrations/0012_again.sql and 12_after.sql have the same number
no number: [1] migrate: database/migrations/later.sql: a migration is named <number>_<name>.sql
renamed: [1] migrate: database/migrations/9_labels.sql failed; it was rolled back
migrate: Vela\Exception: migration 9 is recorded as 9_tags.sql, but the file is 9_labels.sql (another app's migrations in this database, or a renamed file)
