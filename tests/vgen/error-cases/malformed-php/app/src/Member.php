<?php
namespace App;

class Member
{
    oops;
}
