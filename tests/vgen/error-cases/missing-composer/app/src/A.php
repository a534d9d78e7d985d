<?php class A {}
