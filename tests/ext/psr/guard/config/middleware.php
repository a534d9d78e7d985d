<?php
// Global middleware: the method override runs on every request, as Slim's does.
return [App\Http\MethodOverride::class];
