<?php
`ls $dir