<?php
namespace App\Other;

// Declared under src/Sub/, but psr-4 maps App\Other\Thing to src/Other/Thing.php.
final class Thing {}
