<?php

declare(strict_types=1);

namespace App\Command;

use Vela\Attribute\Command;
use Vela\Pg\Pool;

/**
 * `php bin/console notes:purge --older-than=30d [--dry-run]`: a console
 * command. vgen reads the signature of __invoke(): a parameter with a
 * default is an option (--older-than), a bool one a flag (--dry-run), one
 * without a default a positional argument. The int it returns is the exit
 * code; the container builds the class like any service.
 */
#[Command('notes:purge', description: 'Deletes the notes older than a duration (30d, 12h, 15m)')]
final class PurgeNotes
{
    public function __construct(private Pool $db)
    {
    }

    public function __invoke(string $olderThan = '30d', bool $dryRun = false): int
    {
        if (!preg_match('/^(\d+)([dhm])$/', $olderThan, $m)) {
            fwrite(STDERR, "notes:purge: --older-than takes a number and d, h or m (30d), not \"$olderThan\"\n");
            return 2;
        }
        $interval = $m[1] . ' ' . ['d' => 'days', 'h' => 'hours', 'm' => 'minutes'][$m[2]];
        $where = 'created_at < now() - $1::interval';
        $count = $dryRun
            ? $this->db->queryValue("SELECT count(*) FROM notes WHERE $where", [$interval])
            : $this->db->execute("DELETE FROM notes WHERE $where", [$interval]);
        echo $dryRun ? "would delete $count notes\n" : "deleted $count notes\n";
        return 0;
    }
}
