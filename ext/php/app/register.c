/*
 * MINIT of the framework area: creates the classes app.stub.php declares
 * (Vela\App, the middleware contract, the binders' runtime Vela\Binder and
 * Vela\BindFailure, the attributes vgen reads, the interceptor contract),
 * from the generated arginfo.
 */
#include "php/core/binding.h"

#include <Zend/zend_attributes.h>
#include <ext/spl/spl_exceptions.h>

#include "app_arginfo.h"
#include "php/app/app.h"

/* The attributes vgen reads, with the targets PHP checks on newInstance(). */
static void register_attributes(void)
{
    const uint32_t cls = ZEND_ATTRIBUTE_TARGET_CLASS, method = ZEND_ATTRIBUTE_TARGET_METHOD;
    const uint32_t param = ZEND_ATTRIBUTE_TARGET_PARAMETER, prop = ZEND_ATTRIBUTE_TARGET_PROPERTY;
    const uint32_t repeat = ZEND_ATTRIBUTE_IS_REPEATABLE;
    zend_class_entry *route = register_class_Vela_Attribute_HttpRoute();

    vela_attribute_register(register_class_Vela_Attribute_Controller(), cls);
    vela_attribute_register(register_class_Vela_Attribute_Get(route), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Post(route), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Put(route), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Patch(route), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Delete(route), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Route(), method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Middleware(), cls | method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Inject(), param | prop);
    vela_attribute_register(register_class_Vela_Attribute_Value(), param | prop);
    vela_attribute_register(register_class_Vela_Attribute_Bind(), cls);
    vela_attribute_register(register_class_Vela_Attribute_Transient(), cls);
    vela_attribute_register(register_class_Vela_Attribute_Lazy(), cls);
    vela_attribute_register(register_class_Vela_Attribute_Intercept(), cls | method | repeat);
    vela_attribute_register(register_class_Vela_Attribute_Transactional(), cls | method);
    vela_attribute_register(register_class_Vela_Attribute_Cacheable(), method);
    vela_attribute_register(register_class_Vela_Attribute_Query(), param);
    vela_attribute_register(register_class_Vela_Attribute_Header(), param);
    vela_attribute_register(register_class_Vela_Attribute_Body(), param);
    register_class_Vela_Interceptor_MethodInterceptor();
}

void vela_php_app_minit(void)
{
    register_class_Vela_Http_Middleware();
    vela_app_register(register_class_Vela_App(), register_class_Vela_Http_Next());
    vela_bind_failure_register(register_class_Vela_BindFailure(spl_ce_RuntimeException));
    register_class_Vela_Binder();
    register_attributes();
}
