--TEST--
Vela: Http\Server: the early worker template is invisible to the script's pcntl_wait(); start() with workers = 0 ends it
--EXTENSIONS--
pcntl
--INI--
vela.worker_template=1
--FILE--
<?php
// PHP's CLI running a script file forks the first generation's worker
// template before the script is compiled (docs/http-processes.md). It is a
// child that sends no SIGCHLD: wait() in the script never sees it.
function templates(): int
{
    $children = 0;
    foreach (glob('/proc/self/task/*/children') as $file) {
        foreach (preg_split('/\s+/', trim(file_get_contents($file)), -1, PREG_SPLIT_NO_EMPTY) as $pid) {
            $children += trim((string) @file_get_contents("/proc/$pid/comm")) === 'vela-template';
        }
    }
    return $children;
}
// The child names itself (comm) just after the fork: wait for that, at most 5 s.
for ($deadline = microtime(true) + 5; templates() === 0 && microtime(true) < $deadline;) {
    usleep(10000);
}
var_dump(templates());
var_dump(pcntl_wait($status, WNOHANG));
$pid = pcntl_fork();
if ($pid === 0) {
    exit(3);
}
var_dump(pcntl_waitpid(-1, $status) === $pid, pcntl_wexitstatus($status));
var_dump(pcntl_wait($status, WNOHANG));
// Serving in this process: no worker will ever fork from it.
$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => 0, 'workers' => 0]);
$server->handle(fn () => Vela\Http\Response::text('ok'));
$server->onStart(function ($s) {
    echo "templates while serving: ", templates(), "\n";
    $s->stop();
});
$server->start();
?>
--EXPECT--
int(1)
int(-1)
bool(true)
int(3)
int(-1)
templates while serving: 0
