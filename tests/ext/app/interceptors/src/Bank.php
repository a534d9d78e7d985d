<?php
namespace App;

use Vela\Attribute\{Transactional, Value};
use Vela\Interceptor\TransactionalInterceptor;
use Vela\Pg\Pool;

/** #[Transactional] on pg.default and on a named pool. */
class Bank
{
    public function __construct(#[Value('shop.table')] private string $table, private Pool $db)
    {
    }

    /** Only the pool, no connection(): its queries from this coroutine run in the transaction. */
    #[Transactional]
    public function viaPool(int $from, int $amount, bool $fail): array
    {
        $this->db->execute("UPDATE $this->table SET balance = balance - \$2 WHERE id = \$1", [$from, $amount]);
        $seen = $this->db->queryValue("SELECT balance FROM $this->table WHERE id = \$1", [$from]);
        $same = $this->db->queryValue('SELECT txid_current()') === TransactionalInterceptor::connection()->queryValue('SELECT txid_current()');
        if ($fail) {
            throw new \RuntimeException("failed after seeing $seen");
        }
        return [$seen, $same];
    }

    #[Transactional]
    public function transfer(int $from, int $to, int $amount): string
    {
        $tx = TransactionalInterceptor::connection();
        $tx->execute("UPDATE $this->table SET balance = balance - \$2 WHERE id = \$1", [$from, $amount]);
        $tx->execute("UPDATE $this->table SET balance = balance + \$2 WHERE id = \$1", [$to, $amount]);
        if ($tx->queryValue("SELECT balance FROM $this->table WHERE id = \$1", [$from]) < 0) {
            throw new \DomainException("account $from would be overdrawn");
        }
        return (string) $tx->queryValue('SELECT txid_current()');
    }

    /** Two transfers in one transaction: the inner #[Transactional] calls join it. */
    #[Transactional]
    public function both(int $a, int $b, int $back): array
    {
        $outer = (string) TransactionalInterceptor::connection()->queryValue('SELECT txid_current()');
        return [$outer, $this->transfer($a, $b, 1), $this->transfer($b, $a, $back)];
    }

    #[Transactional(pool: 'analytics')]
    public function where(): string
    {
        return TransactionalInterceptor::connection('analytics')->queryValue('SELECT current_setting($1)', ['application_name']);
    }
}
