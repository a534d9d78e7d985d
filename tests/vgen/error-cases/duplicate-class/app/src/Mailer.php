<?php
namespace App;

class Mailer {}
