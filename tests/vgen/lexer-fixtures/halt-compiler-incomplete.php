<?php
__halt_compiler (