<?php
// Global middleware, outermost first: a PSR-15 one around a Vela one.
return [App\Http\Cors::class, App\Http\Stamp::class];
