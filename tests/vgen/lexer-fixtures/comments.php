<?php
# hash comment
// slash comment
#[Attribute]
# [not an attribute]
/* block */ /** doc */ /**/ /***/ /**x*/ /** */ /**
 * doc block
 */ /*
 multi */
// ends at the close tag ?> inline
<?php # also here ?>
<?php // ?? not a close tag ? > still comment
/* ?> inside a block comment does not close */
#?>
<?php //
/*/ not closed yet */
