/*
 * The proxy emitter. Signatures are re-emitted from the model with fully
 * qualified types and defaults (phpgen.c), so they are compatible with the
 * parent's. A by-reference parameter is captured by reference in the
 * closure that calls parent::, so interceptors do not break it.
 */
#include "emit_proxies.h"

#include "names.h"
#include "phpgen.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool vgen_service_has_proxy(const vgen_service_t *s)
{
    return s->lazy || s->nintercepted > 0;
}

/* "    public function name(params): type\n    {\n", the parameters one per line when long;
 * `by_ref` makes it return by reference whatever `m` declares. */
static void signature_ex(const vgen_method_t *m, const vgen_class_t *owner, bool by_ref,
                         vgen_buf_t *out)
{
    vgen_buf_t prefix = {0}, suffix = {0};
    vgen_buf_t *params = vgen_xcalloc(m->nparams + 1, sizeof(*params));
    const char **texts = vgen_xcalloc(m->nparams + 1, sizeof(*texts));
    vgen_buf_printf(&prefix, "public function %s%s(", m->by_ref_return || by_ref ? "&" : "",
                    m->name);
    vgen_buf_putc(&suffix, ')');
    if (m->returns) {
        vgen_buf_puts(&suffix, ": ");
        vgen_php_type(&suffix, m->returns, owner);
    }
    for (size_t i = 0; i < m->nparams; i++) {
        vgen_php_param(&params[i], m, i, owner);
        texts[i] = vgen_buf_str(&params[i]);
    }
    vgen_php_list(out, 4, vgen_buf_str(&prefix), texts, m->nparams, vgen_buf_str(&suffix));
    vgen_buf_puts(out, "    {\n");
    for (size_t i = 0; i < m->nparams; i++) {
        vgen_buf_free(&params[i]);
    }
    free(params);
    free(texts);
    vgen_buf_free(&prefix);
    vgen_buf_free(&suffix);
}

static void signature(const vgen_method_t *m, const vgen_class_t *owner, vgen_buf_t *out)
{
    signature_ex(m, owner, false, out);
}

static void emit_intercepted_method(const vgen_method_t *m, const vgen_class_t *owner,
                                    vgen_buf_t *out)
{
    signature(m, owner, out);
    bool nothing = vgen_php_returns_nothing(m);
    vgen_buf_printf(out, "        %s$this->vgen__run(", nothing ? "" : "return ");
    vgen_php_str(out, m->name);
    vgen_buf_puts(out, ", [");
    vgen_php_forward_args(out, m);
    vgen_buf_puts(out, "], function ()");
    if (m->nparams) {
        vgen_buf_puts(out, " use (");
        for (size_t i = 0; i < m->nparams; i++) {
            vgen_buf_printf(out, "%s%s$%s", i ? ", " : "", m->params[i].by_ref ? "&" : "",
                            m->params[i].name);
        }
        vgen_buf_putc(out, ')');
    }
    vgen_buf_printf(out, " {\n            %sparent::%s(", nothing ? "" : "return ", m->name);
    vgen_php_forward_args(out, m);
    vgen_buf_printf(out, ");\n        });\n    }\n\n");
}

/*
 * vgen__run() calls the chain's first interceptor with a $proceed that calls the next, the last
 * one's calling the method. The inner closures are built from the end, without array_reverse();
 * with one interceptor (#[Cacheable], #[Transactional]) the only closure made per call is the
 * one that calls parent::, which carries the arguments.
 */
static const char *const run_method =
    "    /** @param array<string, list<array{object, array}>> $chains */\n"
    "    public function vgen__intercept(array $chains): void\n"
    "    {\n"
    "        $this->vgen__chains = $chains;\n"
    "    }\n"
    "\n"
    "    private function vgen__run(string $method, array $args, \\Closure $call): mixed\n"
    "    {\n"
    "        $chain = $this->vgen__chains[$method] ?? null;\n"
    "        if ($chain === null || $chain === []) {\n"
    "            return $call();\n"
    "        }\n"
    "        for ($i = \\count($chain) - 1; $i > 0; $i--) {\n"
    "            [$interceptor, $options] = $chain[$i];\n"
    "            $call = fn () => $interceptor->intercept($this, $method, $args, $call, "
    "$options);\n"
    "        }\n"
    "        return $chain[0][0]->intercept($this, $method, $args, $call, $chain[0][1]);\n"
    "    }\n";

static void emit_intercepted(const vgen_service_t *s, vgen_buf_t *out)
{
    char name[600];
    vgen_proxy_name(s->id, "_Intercepted", name, sizeof(name));
    vgen_buf_printf(out, "/** %s with its interceptor chains (", s->id);
    vgen_php_comment_str(out, s->cls->file->path);
    vgen_buf_printf(out, ":%d). */\n", s->cls->line);
    vgen_buf_printf(out, "final class %s extends \\%s\n{\n", name, s->id);
    vgen_buf_puts(out, "    /** @var array<string, list<array{object, array}>> */\n"
                       "    private array $vgen__chains = [];\n\n");
    for (size_t i = 0; i < s->nintercepted; i++) {
        emit_intercepted_method(s->intercepted[i].method, s->intercepted[i].owner, out);
    }
    vgen_buf_puts(out, run_method);
    vgen_buf_puts(out, "}\n");
}

static bool lazy_overrides(const vgen_method_t *m)
{
    return vgen_method_is_public(m) && !(m->modifiers & (VGEN_MOD_STATIC | VGEN_MOD_FINAL)) &&
           strncmp(m->name, "__", 2) != 0;
}

static void emit_lazy_method(const vgen_method_t *m, const vgen_class_t *owner, vgen_buf_t *out)
{
    signature(m, owner, out);
    bool nothing = vgen_php_returns_nothing(m);
    bool fluent = m->returns && strcmp(m->returns->php, "static") == 0;
    vgen_buf_printf(out, "        %s$this->vgen__real()->%s(",
                    nothing  ? ""
                    : fluent ? "$result = "
                             : "return ",
                    m->name);
    vgen_php_forward_args(out, m);
    vgen_buf_puts(out, ");\n");
    if (fluent) {
        vgen_buf_puts(out, "        return $result === $this->vgen__real ? $this : $result;\n");
    }
    vgen_buf_puts(out, "    }\n\n");
}

/* ---- lazy proxies: properties ---------------------------------------------------- */

/*
 * The magic methods through which a lazy proxy forwards property access,
 * with the signature used when the service does not declare its own (then
 * its own is re-emitted, so the override stays compatible) and the body,
 * where %1$s and %2$s are the first two parameters' names.
 */
static const struct {
    const char *name, *signature, *body;
} magic[] = {
    {"__get", "    public function &__get(string $name): mixed\n    {\n",
     "        $real = $this->vgen__real();\n"
     "        if (isset(self::VGEN__BY_REFERENCE[$%1$s])) {\n"
     "            return $real->$%1$s; /* $proxy->list[] = … changes the service's */\n"
     "        }\n"
     "        $value = self::vgen__outside(static fn () => $real->$%1$s);\n"
     "        return $value;\n"},
    {"__set", "    public function __set(string $name, mixed $value): void\n    {\n",
     "        $real = $this->vgen__real();\n"
     "        self::vgen__outside(static fn () => $real->$%1$s = $%2$s);\n"},
    {"__isset", "    public function __isset(string $name): bool\n    {\n",
     "        $real = $this->vgen__real();\n"
     "        return self::vgen__outside(static fn () => isset($real->$%1$s));\n"},
    {"__unset", "    public function __unset(string $name): void\n    {\n",
     "        $real = $this->vgen__real();\n"
     "        self::vgen__outside(static function () use ($real, $%1$s): void {\n"
     "            unset($real->$%1$s);\n"
     "        });\n"},
};

static const char *const outside_method =
    "    /** Runs $access outside any class: visibility and the service's own magic apply. */\n"
    "    private static function vgen__outside(\\Closure $access): mixed\n"
    "    {\n"
    "        return \\Closure::bind($access, null, null)();\n"
    "    }\n\n";

static const vgen_method_t *find_method(const vgen_method_list_t *methods, const char *name,
                                        const vgen_class_t **owner)
{
    for (size_t i = 0; i < methods->count; i++) {
        if (strcasecmp(methods->methods[i]->name, name) == 0) {
            *owner = methods->owners[i];
            return methods->methods[i];
        }
    }
    return NULL;
}

static void emit_magic(const vgen_method_list_t *methods, vgen_buf_t *out)
{
    for (size_t i = 0; i < sizeof(magic) / sizeof(magic[0]); i++) {
        const vgen_class_t *owner = NULL;
        const vgen_method_t *own = find_method(methods, magic[i].name, &owner);
        if (own) {
            signature_ex(own, owner, i == 0, out);
        } else {
            vgen_buf_puts(out, magic[i].signature);
        }
        const char *first = own && own->nparams > 0 ? own->params[0].name : "name";
        const char *second = own && own->nparams > 1 ? own->params[1].name : "value";
        vgen_buf_printf(out, magic[i].body, first, second);
        vgen_buf_puts(out, "    }\n\n");
    }
    vgen_buf_puts(out, outside_method);
}

/* The table of public properties a read may return by reference (not readonly). */
static void emit_by_reference(const vgen_instance_property_t *props, size_t n, vgen_buf_t *out)
{
    vgen_buf_t *items = vgen_xcalloc(n + 1, sizeof(*items));
    const char **texts = vgen_xcalloc(n + 1, sizeof(*texts));
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (!props[i].readonly) {
            vgen_php_str(&items[count], props[i].name);
            vgen_buf_puts(&items[count], " => true");
            texts[count] = vgen_buf_str(&items[count]);
            count++;
        }
    }
    vgen_buf_puts(out, "    /** The service's public properties that are not readonly. */\n");
    vgen_php_list(out, 4, "private const VGEN__BY_REFERENCE = [", texts, count, "];");
    vgen_buf_putc(out, '\n');
    for (size_t i = 0; i < count; i++) {
        vgen_buf_free(&items[i]);
    }
    free(items);
    free(texts);
}

/* unset() of every public property: the mutable ones here, the readonly ones from
 * their declaring class (PHP allows no other scope). */
static void emit_unsets(const vgen_instance_property_t *props, size_t n, vgen_buf_t *out)
{
    for (size_t i = 0; i < n; i++) {
        if (!props[i].readonly) {
            vgen_buf_printf(out, "        unset($this->%s);\n", props[i].name);
        }
    }
    for (size_t i = 0; i < n; i++) {
        bool first_of_owner = props[i].readonly;
        for (size_t j = 0; j < i && first_of_owner; j++) {
            first_of_owner = !(props[j].readonly && props[j].owner == props[i].owner);
        }
        if (!first_of_owner) {
            continue;
        }
        vgen_buf_puts(out, "        \\Closure::bind(function (): void {\n");
        for (size_t j = i; j < n; j++) {
            if (props[j].readonly && props[j].owner == props[i].owner) {
                vgen_buf_printf(out, "            unset($this->%s);\n", props[j].name);
            }
        }
        vgen_buf_printf(out, "        }, $this, \\%s::class)();\n", props[i].owner->name);
    }
}

static void emit_lazy_constructor(const vgen_graph_t *g, const vgen_service_t *s, vgen_buf_t *out)
{
    vgen_instance_property_t *props;
    size_t n;
    vgen_class_public_properties(g->app, s->cls, &props, &n);
    emit_by_reference(props, n, out);
    vgen_buf_printf(out, "    private ?\\%s $vgen__real = null;\n\n", s->id);
    vgen_buf_puts(
        out,
        "    /** Unsets the public properties, so using one reaches __get() and the service. */\n"
        "    public function __construct(private \\Closure $vgen__init)\n    {\n");
    emit_unsets(props, n, out);
    vgen_buf_puts(out, "    }\n\n");
    free(props);
}

static void emit_lazy(const vgen_graph_t *g, const vgen_service_t *s, vgen_buf_t *out)
{
    char name[600];
    vgen_method_list_t methods;
    vgen_proxy_name(s->id, "_Lazy", name, sizeof(name));
    vgen_buf_printf(out, "/** %s, constructed on first use (#[Lazy], ", s->id);
    vgen_php_comment_str(out, s->cls->file->path);
    vgen_buf_printf(out, ":%d). */\n", s->cls->line);
    vgen_buf_printf(out, "final class %s extends \\%s\n{\n", name, s->id);
    emit_lazy_constructor(g, s, out);
    vgen_class_methods(g->app, s->cls, &methods);
    for (size_t i = 0; i < methods.count; i++) {
        if (lazy_overrides(methods.methods[i])) {
            emit_lazy_method(methods.methods[i], methods.owners[i], out);
        }
    }
    emit_magic(&methods, out);
    vgen_method_list_free(&methods);
    vgen_buf_printf(out, "    private function vgen__real(): \\%s\n    {\n", s->id);
    vgen_buf_puts(out, "        return $this->vgen__real ?\?= ($this->vgen__init)();\n    }\n}\n");
}

void vgen_emit_proxy(const vgen_graph_t *g, const vgen_service_t *s, vgen_buf_t *out)
{
    vgen_buf_puts(out, VGEN_PHP_HEADER
                  "\ndeclare(strict_types=1);\n\nnamespace Vela\\Generated\\Proxy;\n");
    if (s->nintercepted) {
        vgen_buf_putc(out, '\n');
        emit_intercepted(s, out);
    }
    if (s->lazy) {
        vgen_buf_putc(out, '\n');
        emit_lazy(g, s, out);
    }
}
