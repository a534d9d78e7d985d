<?php

declare(strict_types=1);

namespace App\World;

use Vela\Pg\Pipeline;
use Vela\Pg\Pool;

/**
 * The World table as the tests read and write it. Every SELECT is its own
 * statement with its own Sync, all of a request's sent before the first
 * reply is read (pipeline()); the updates are one statement over the
 * sorted ids, so concurrent requests lock rows in the same order.
 */
final class Worlds
{
    /** PostgreSQL folds the unquoted column to randomnumber: the alias gives the key its case. */
    public const SELECT = 'SELECT id, randomnumber AS "randomNumber" FROM world WHERE id = $1';

    public function __construct(private Pool $db)
    {
    }

    /** @return array{id: int, randomNumber: int} */
    public function one(): array
    {
        return $this->db->queryOne(self::SELECT, [mt_rand(1, 10000)]);
    }

    /** @return list<array{id: int, randomNumber: int}> $n random rows, one query each */
    public function many(int $n): array
    {
        return $this->db->pipeline(static function (Pipeline $p) use ($n): void {
            for ($i = 0; $i < $n; $i++) {
                $p->queryOne(self::SELECT, [mt_rand(1, 10000)]);
            }
        });
    }

    /**
     * $n random rows, each given a new random number, written back in one
     * UPDATE: @return list<array{id: int, randomNumber: int}> the rows with
     * their new numbers (an id drawn twice gets one number).
     */
    public function update(int $n): array
    {
        $worlds = $this->many($n);
        $new = [];
        foreach ($worlds as $i => $world) {
            $new[$world['id']] ??= mt_rand(1, 10000);
            $worlds[$i]['randomNumber'] = $new[$world['id']];
        }
        ksort($new);
        $this->db->execute(
            'UPDATE world SET randomnumber = v.r FROM unnest($1::int[], $2::int[]) AS v(id, r) WHERE world.id = v.id',
            [array_keys($new), array_values($new)]
        );
        return $worlds;
    }

    /** @return list<array{id: int, message: string}> every fortune, unsorted (the app sorts) */
    public function fortunes(): array
    {
        return $this->db->query('SELECT id, message FROM fortune');
    }
}
