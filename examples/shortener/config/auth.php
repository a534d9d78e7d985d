<?php

// API keys come from App\ApiKeys (the app's one Vela\Auth\KeyResolver).
return [];
