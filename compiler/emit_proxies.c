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

/* "    public function name(params): type\n    {\n", the parameters one per line when long. */
static void signature(const vgen_method_t *m, const vgen_class_t *owner, vgen_buf_t *out)
{
    vgen_buf_t prefix = {0}, suffix = {0};
    vgen_buf_t *params = vgen_xcalloc(m->nparams + 1, sizeof(*params));
    const char **texts = vgen_xcalloc(m->nparams + 1, sizeof(*texts));
    vgen_buf_printf(&prefix, "public function %s%s(", m->by_ref_return ? "&" : "", m->name);
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

static void emit_intercepted_method(const vgen_method_t *m, const vgen_class_t *owner,
                                    vgen_buf_t *out)
{
    signature(m, owner, out);
    bool nothing = vgen_php_returns_nothing(m);
    vgen_buf_printf(out, "        %s$this->vgen__run('%s', [", nothing ? "" : "return ", m->name);
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

static const char *const run_method =
    "    /** @param array<string, list<array{object, array}>> $chains */\n"
    "    public function vgen__intercept(array $chains): void\n"
    "    {\n"
    "        $this->vgen__chains = $chains;\n"
    "    }\n"
    "\n"
    "    private function vgen__run(string $method, array $args, \\Closure $call): mixed\n"
    "    {\n"
    "        foreach (\\array_reverse($this->vgen__chains[$method] ?? []) as [$interceptor, "
    "$options]) {\n"
    "            $call = fn () => $interceptor->intercept($this, $method, $args, $call, "
    "$options);\n"
    "        }\n"
    "        return $call();\n"
    "    }\n";

static void emit_intercepted(const vgen_service_t *s, vgen_buf_t *out)
{
    char name[600];
    vgen_proxy_name(s->id, "_Intercepted", name, sizeof(name));
    vgen_buf_printf(out, "/** %s with its interceptor chains (%s:%d). */\n", s->id,
                    s->cls->file->path, s->cls->line);
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

static void emit_lazy(const vgen_graph_t *g, const vgen_service_t *s, vgen_buf_t *out)
{
    char name[600];
    vgen_method_list_t methods;
    vgen_proxy_name(s->id, "_Lazy", name, sizeof(name));
    vgen_buf_printf(out, "/** %s, constructed on first use (#[Lazy], %s:%d). */\n", s->id,
                    s->cls->file->path, s->cls->line);
    vgen_buf_printf(out, "final class %s extends \\%s\n{\n", name, s->id);
    vgen_buf_printf(out, "    private ?\\%s $vgen__real = null;\n\n", s->id);
    vgen_buf_puts(
        out, "    public function __construct(private \\Closure $vgen__init)\n    {\n    }\n\n");
    vgen_class_methods(g->app, s->cls, &methods);
    for (size_t i = 0; i < methods.count; i++) {
        if (lazy_overrides(methods.methods[i])) {
            emit_lazy_method(methods.methods[i], methods.owners[i], out);
        }
    }
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
