<?php
// Declares nothing vgen needs: odd code here is not vgen's business.
$x = [1, 2;
