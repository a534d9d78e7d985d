<?php
namespace App\Jobs;

#[\Vela\Attribute\Transient]
final class SendMail extends BaseJob {}
