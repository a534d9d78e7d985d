<?php
return [App\Http\WorkerHeader::class];
