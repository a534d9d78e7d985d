<?php
"{$a["b" . 