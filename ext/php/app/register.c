/*
 * MINIT of the framework area: creates the classes app.stub.php declares
 * (Vela\App, the middleware contract, the binders' runtime Vela\Binder and
 * Vela\BindFailure, Vela\Env, the clocks, the HTTP error exceptions, the URL
 * generator, the rate limiter, pages, the test client, the attributes vgen reads,
 * the interceptor contract), from the generated arginfo.
 */
#include "php/core/binding.h"

#include <Zend/zend_attributes.h>
#include <ext/json/php_json.h>
#include <ext/spl/spl_exceptions.h>

#include "app_arginfo.h"
#include "php/app/app.h"

zend_class_entry *vela_ce_http_too_many_requests;

/* The attributes vgen reads, with the targets PHP checks on newInstance(). */
static void register_attributes(void)
{
    const uint32_t cls = ZEND_ATTRIBUTE_TARGET_CLASS, method = ZEND_ATTRIBUTE_TARGET_METHOD;
    const uint32_t param = ZEND_ATTRIBUTE_TARGET_PARAMETER, prop = ZEND_ATTRIBUTE_TARGET_PROPERTY;
    const uint32_t repeat = ZEND_ATTRIBUTE_IS_REPEATABLE;
    zend_class_entry *route = register_class_Vela_Attribute_HttpRoute();

    vela_php_app_attribute_register(register_class_Vela_Attribute_Controller(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Command(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Get(route), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Post(route), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Put(route), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Patch(route), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Delete(route), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Route(), method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Middleware(),
                                    cls | method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_WebSocket(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Inject(), param | prop);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Value(), param | prop);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Bind(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Transient(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Lazy(), cls);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Intercept(),
                                    cls | method | repeat);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Transactional(), cls | method);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Cacheable(), method);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Query(), param);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Header(), param);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Cookie(), param);
    vela_php_app_attribute_register(register_class_Vela_Attribute_Body(), param);
    vela_php_app_attribute_register(register_class_Vela_Attribute_CacheEvict(), method | repeat);
    zend_class_entry *interceptor = register_class_Vela_Interceptor_MethodInterceptor();
    vela_ce_app_cacheable_interceptor =
        register_class_Vela_Interceptor_CacheableInterceptor(interceptor);
    vela_ce_app_transactional_interceptor =
        register_class_Vela_Interceptor_TransactionalInterceptor(interceptor);
}

/* The constraint attributes vgen compiles into the binders (Vela\Validation). */
static void register_constraints(void)
{
    const uint32_t targets = ZEND_ATTRIBUTE_TARGET_PARAMETER | ZEND_ATTRIBUTE_TARGET_PROPERTY;
    vela_php_app_attribute_register(register_class_Vela_Validation_NotBlank(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Length(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Range(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Regex(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Email(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Url(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Choice(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_Count(), targets);
    vela_php_app_attribute_register(register_class_Vela_Validation_ListOf(), targets);
}

/* Vela\Http\HttpException and its subclasses, ValidationException. */
static void register_http_exceptions(void)
{
    zend_class_entry *base = register_class_Vela_Http_HttpException(vela_ce_core_exception);
    register_class_Vela_Http_BadRequestException(base);
    register_class_Vela_Http_UnauthorizedException(base);
    register_class_Vela_Http_ForbiddenException(base);
    register_class_Vela_Http_NotFoundException(base);
    register_class_Vela_Http_ConflictException(base);
    register_class_Vela_Http_GoneException(base);
    vela_ce_http_too_many_requests = register_class_Vela_Http_TooManyRequestsException(base);
    register_class_Vela_Http_ServiceUnavailableException(base);
    vela_php_app_http_exceptions_register(base, register_class_Vela_Http_ValidationException(base));
}

void vela_php_app_minit(void)
{
    zend_class_entry *middleware = register_class_Vela_Http_Middleware();
    vela_ce_http_exception_handler = register_class_Vela_Http_ExceptionHandler();
    vela_php_app_register(register_class_Vela_App(), register_class_Vela_Http_Next());
    vela_php_app_bind_failure_register(register_class_Vela_BindFailure(vela_ce_core_exception));
    register_class_Vela_Binder();
    register_class_Vela_Env();
    zend_class_entry *clock = register_class_Vela_Clock();
    vela_php_app_system_clock_register(clock, register_class_Vela_SystemClock(clock));
    register_http_exceptions();
    vela_php_app_url_generator_register(register_class_Vela_Http_UrlGenerator());
    vela_php_app_throttle_register(register_class_Vela_Http_Throttle(middleware));
    vela_php_app_page_register(register_class_Vela_Http_Page(php_json_serializable_ce));
    vela_php_app_view_register(register_class_Vela_View());
    vela_php_app_testing_client_register(register_class_Vela_Testing_Client());
    vela_php_app_frozen_clock_register(register_class_Vela_Testing_FrozenClock(clock));
    register_attributes();
    register_constraints();
}
