<?php
// Global middleware, outermost first: they wrap every answer, errors included.
return [App\Http\RequestId::class, App\Http\Cors::class];
