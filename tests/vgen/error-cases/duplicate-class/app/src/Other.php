<?php
namespace App;

// Same name, different case: PHP class names are case-insensitive.
class MAILER {}
