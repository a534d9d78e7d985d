<?php
namespace App;

class Unclosed
{
    public function a(): void
    {
        if (true) {
    }
