/*
 * MINIT of the authentication area (docs/auth.md): Vela\Auth\Principal,
 * KeyResolver, Authenticate and the #[RequireScope] attribute vgen reads.
 */
#include "php/core/binding.h"

#include <Zend/zend_attributes.h>

#include "auth_arginfo.h"
#include "php/app/app.h"
#include "php/auth/auth.h"

void vela_php_auth_minit(void)
{
    vela_ce_auth_principal = register_class_Vela_Auth_Principal();
    register_class_Vela_Auth_KeyResolver();
    zend_class_entry *middleware =
        zend_hash_str_find_ptr(CG(class_table), "vela\\http\\middleware", 20);
    vela_php_auth_authenticate_register(register_class_Vela_Auth_Authenticate(middleware));
    /* Targets as names scripts/gen-arginfo reads to write the stub's #[\Attribute]. */
    const uint32_t cls = ZEND_ATTRIBUTE_TARGET_CLASS, method = ZEND_ATTRIBUTE_TARGET_METHOD;
    const uint32_t repeat = ZEND_ATTRIBUTE_IS_REPEATABLE;
    vela_php_app_attribute_register(register_class_Vela_Attribute_RequireScope(),
                                    cls | method | repeat);
}
