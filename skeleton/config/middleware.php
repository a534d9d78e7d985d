<?php

// Global middleware, outermost first: wraps every request, 404, 405 and error answers included.
return [
    \App\Middleware\ResponseTime::class,
];
