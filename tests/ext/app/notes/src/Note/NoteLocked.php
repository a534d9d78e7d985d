<?php
namespace App\Note;

final class NoteLocked extends \RuntimeException
{
}
