<?php
{ { } } } } { ?> html { <?php } $a->{'b'}; $a->{$b}; "${a}"; "{$a}{$b}"; function() { "{$x[ fn() => "{$y}" ]}"; };
if ($a): ?>x<?php endif; ?>
