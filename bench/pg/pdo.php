<?php
/*
 * One pdo_pgsql client process of bench/pg/run (persistent connection,
 * server-side prepared statements, one query at a time): $argv = [pdo dsn,
 * user, password, mode, seconds]. Same modes and output as vela.php.
 */
[, $dsn, $user, $password, $mode, $seconds] = $argv;
$pdo = new PDO($dsn, $user, $password, [PDO::ATTR_PERSISTENT => true, PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
    PDO::ATTR_EMULATE_PREPARES => false]);
$select = $pdo->prepare('SELECT id, randomnumber FROM world WHERE id = ?');
$update = $pdo->prepare('UPDATE world SET randomnumber = v.r FROM (SELECT unnest(?::int[]) AS id, unnest(?::int[]) AS r) AS v WHERE world.id = v.id');
$calls = $queries = 0;
$end = hrtime(true) + (int)($seconds * 1e9);
while (hrtime(true) < $end) {
    $n = $mode === 'single' ? 1 : 20;
    $ids = [];
    for ($i = 0; $i < $n; $i++) {
        $select->execute([mt_rand(1, 10000)]);
        $ids[] = $select->fetch(PDO::FETCH_ASSOC)['id'];
    }
    $queries += $n;
    if ($mode === 'update') {
        sort($ids);
        $ids = array_values(array_unique($ids));
        $update->execute(['{' . implode(',', $ids) . '}', '{' . implode(',', array_map(fn () => mt_rand(1, 10000), $ids)) . '}']);
        $queries++;
    }
    $calls++;
}
echo "$calls $queries\n";
