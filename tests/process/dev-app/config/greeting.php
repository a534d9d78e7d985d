<?php

// Read at worker start through #[Value('greeting.word')]; tests/process/dev-loop edits it.
return ['word' => 'hello'];
