<?php
namespace App;

/** What an attacker with write access to Redis would plant: it acts when unserialized or freed. */
final class Gadget
{
    public string $marker = '';

    public function __wakeup(): void
    {
        file_put_contents($this->marker, "__wakeup\n", FILE_APPEND);
    }

    public function __destruct()
    {
        if ($this->marker !== '') {
            file_put_contents($this->marker, "__destruct\n", FILE_APPEND);
        }
    }
}
