<?php
abstract and array as break callable case catch class clone const continue declare default die do
echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit extends final
finally fn for foreach function global goto if implements include include_once instanceof insteadof
interface isset list match namespace new or print private protected public readonly require
require_once return static switch throw trait try unset use var while xor yield
__CLASS__ __DIR__ __FILE__ __FUNCTION__ __LINE__ __METHOD__ __NAMESPACE__ __TRAIT__
ABSTRACT Class FuNcTiOn ReadOnly NEW __class__ __Dir__ never mixed self parent true false null
$o->class; $o->list(); $o?->function; $o
  ->
  new; $o->/* comment */class; A::class; A::list; A::new(); A::function; static::$x;
function list() {} function &array() {} $o->if->else->while;
