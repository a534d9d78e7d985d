/*
 * The container emitter. Layout of the generated class, top to bottom: the
 * id → factory table (classes and the interfaces bound to them), the
 * runtime-provided ids, the public API (get, has, ids, config, fromConfigDir)
 * and then the factories in service-id order. A service that is lazy or
 * intercepted gets a second method, build_X(), that constructs the real
 * object; create_X() then wraps or caches it. A #[WebSocket] class's service
 * has a second id too, its route's adapter (binders.php declares the class),
 * made by socket_X() around the service.
 *
 * Config is PHP that only runs at run time, so the constructor checks what
 * vgen cannot: every #[Value] key without a default exists (CONFIG_KEYS),
 * and every #[Value] the config holds has the parameter's declared type
 * (CONFIG_TYPES), by the rules of the call the factories make — under
 * strict_types, whatever the app's file declares (an int passes for a
 * float, nothing else converts). Either fails the container's creation, at
 * boot, naming the key and the parameter's file:line. The type check is the
 * runtime's (Vela\Binder::checkConfig(), in the extension and the
 * polyfill): a container gets CONFIG_TYPES and the one line that hands it
 * over only when its services take typed #[Value] parameters.
 */
#include "emit_container.h"

#include "names.h"
#include "phpgen.h"
#include "routes.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* The container's API up to the end of its constructor's check of CONFIG_KEYS. */
static const char *const api_head =
    "    /** @var array<string, object> */\n"
    "    private array $instances = [];\n"
    "\n"
    "    /**\n"
    "     * @param array<string, mixed>  $config   config/<name>.php arrays by file name\n"
    "     * @param array<string, object> $provided runtime services by id (see PROVIDED)\n"
    "     */\n"
    "    public function __construct(private array $config = [], private array $provided = [])\n"
    "    {\n"
    "        $missing = [];\n"
    "        foreach (self::CONFIG_KEYS as $key => $where) {\n"
    "            if (!$this->hasConfig($key)) {\n"
    "                $missing[] = \"'$key' (#[Value] at $where)\";\n"
    "            }\n"
    "        }\n"
    "        if ($missing) {\n"
    "            throw new \\UnexpectedValueException('vgen: config/ lacks ' . \\implode(', ', "
    "$missing)\n"
    "                . '; add the key to its config file or give the parameter a default');\n"
    "        }\n";

/* The rest of the container's API, after its constructor. */
static const char *const api_tail =
    "    }\n"
    "\n"
    "    /** Loads every config/<name>.php of $dir as config key <name>. */\n"
    "    public static function fromConfigDir(string $dir, array $provided = []): self\n"
    "    {\n"
    "        $config = [];\n"
    "        foreach (\\glob($dir . '/*.php') ?: [] as $file) {\n"
    "            $config[\\basename($file, '.php')] = require $file;\n"
    "        }\n"
    "        return new self($config, $provided);\n"
    "    }\n"
    "\n"
    "    public function has(string $id): bool\n"
    "    {\n"
    "        return isset(self::FACTORIES[$id]) || isset($this->provided[$id]);\n"
    "    }\n"
    "\n"
    "    public function get(string $id): object\n"
    "    {\n"
    "        if (isset($this->provided[$id])) {\n"
    "            return $this->provided[$id];\n"
    "        }\n"
    "        $factory = self::FACTORIES[$id]\n"
    "            ?? throw new ServiceNotFound(\"vgen: no service '$id' (is it a class vgen "
    "compiled?)\");\n"
    "        return $this->$factory();\n"
    "    }\n"
    "\n"
    "    /** @return list<string> every service id, aliases included */\n"
    "    public function ids(): array\n"
    "    {\n"
    "        return \\array_keys(self::FACTORIES);\n"
    "    }\n"
    "\n"
    "    /** A config value by dotted key ('app.name'); the default when absent, else an error. "
    "*/\n"
    "    public function config(string $key, mixed ...$default): mixed\n"
    "    {\n"
    "        $value = $this->config;\n"
    "        foreach (\\explode('.', $key) as $part) {\n"
    "            if (!\\is_array($value) || !\\array_key_exists($part, $value)) {\n"
    "                return $default ? $default[0] : throw new \\OutOfBoundsException(\"vgen: "
    "missing config key '$key'\");\n"
    "            }\n"
    "            $value = $value[$part];\n"
    "        }\n"
    "        return $value;\n"
    "    }\n"
    "\n"
    "    /** Whether the dotted config key exists (its value may be null). */\n"
    "    public function hasConfig(string $key): bool\n"
    "    {\n"
    "        $value = $this->config;\n"
    "        foreach (\\explode('.', $key) as $part) {\n"
    "            if (!\\is_array($value) || !\\array_key_exists($part, $value)) {\n"
    "                return false;\n"
    "            }\n"
    "            $value = $value[$part];\n"
    "        }\n"
    "        return true;\n"
    "    }\n"
    "\n"
    "    /** Hands the container a runtime service (Vela\\App gives itself, its URL "
    "generator and the pools). */\n"
    "    public function provide(string $id, object $service): void\n"
    "    {\n"
    "        $this->provided[$id] = $service;\n"
    "    }\n"
    "\n"
    "    private function provided(string $id): object\n"
    "    {\n"
    "        return $this->provided[$id]\n"
    "            ?? throw new \\OutOfBoundsException(\"vgen: the runtime service '$id' was not "
    "provided to the container\");\n"
    "    }\n";

void vgen_emit_dep(const vgen_dep_t *d, int wrap_indent, vgen_buf_t *out)
{
    switch (d->kind) {
    case VGEN_DEP_SERVICE:
        /* A service provided under the id asked for (a test client's override) comes first;
         * with wrap_indent >= 0 the fallback goes on a line of its own, to stay under 120 columns. */
        if (d->key != NULL) {
            vgen_buf_puts(out, "$this->provided[");
            vgen_php_str(out, d->key);
            vgen_buf_putc(out, ']');
            if (wrap_indent >= 0) {
                vgen_buf_putc(out, '\n');
                vgen_buf_indent(out, wrap_indent);
            } else {
                vgen_buf_putc(out, ' ');
            }
            vgen_buf_printf(out, "?? $this->%s()", d->service->factory);
        } else {
            vgen_buf_printf(out, "$this->%s()", d->service->factory);
        }
        break;
    case VGEN_DEP_EXTERNAL:
        vgen_buf_puts(out, "$this->provided(");
        vgen_php_str(out, d->key);
        vgen_buf_putc(out, ')');
        break;
    case VGEN_DEP_CONFIG:
        vgen_buf_puts(out, "$this->config(");
        vgen_php_str(out, d->key);
        if (d->param && d->param->def) {
            vgen_buf_puts(out, ", ");
            vgen_php_value(out, d->param->def);
        }
        vgen_buf_putc(out, ')');
        break;
    case VGEN_DEP_CONTAINER:
        vgen_buf_puts(out, "$this");
        break;
    case VGEN_DEP_OMIT:
        break;
    }
}

/* The #[Value] keys without a default, each with where it is asked for: checked when the
 * container is created, so a missing key fails a deploy at boot, not a request. */
static void emit_config_keys(const vgen_graph_t *g, vgen_buf_t *out)
{
    vgen_buf_puts(out, "    /** #[Value] keys without a default => where they are needed. */\n"
                       "    private const CONFIG_KEYS = [");
    bool any = false;
    for (size_t i = 0; i < g->nservices; i++) {
        const vgen_service_t *s = g->services[i];
        for (size_t j = 0; j < s->ndeps; j++) {
            const vgen_dep_t *d = &s->deps[j];
            if (d->kind != VGEN_DEP_CONFIG || d->param->def != NULL) {
                continue;
            }
            vgen_buf_t where = {0};
            vgen_buf_printf(&where, "%s:%d:%d ($%s of %s::__construct)", s->ctor_owner->file->path,
                            d->param->line, d->param->col, d->param->name, s->ctor_owner->name);
            vgen_buf_puts(out, "\n        ");
            vgen_php_str(out, d->key);
            vgen_buf_puts(out, " => ");
            vgen_php_str(out, vgen_buf_str(&where));
            vgen_buf_putc(out, ',');
            vgen_buf_free(&where);
            any = true;
        }
    }
    vgen_buf_puts(out, any ? "\n    ];\n\n" : "];\n\n");
}

/* The type a #[Value] parameter declares as "int|null" (classes resolved, no leading
 * backslash), or false when there is nothing to check: untyped, mixed, an intersection, or
 * self/static/parent. */
static bool config_type(const vgen_type_t *type, vgen_buf_t *out)
{
    if (type == NULL || type->intersection || type->count == 0) {
        return false;
    }
    bool has_null = false;
    for (size_t i = 0; i < type->count; i++) {
        const char *name = type->names[i];
        if (strcmp(name, "mixed") == 0 || strcmp(name, "self") == 0 ||
            strcmp(name, "static") == 0 || strcmp(name, "parent") == 0) {
            return false;
        }
        has_null |= strcmp(name, "null") == 0;
        vgen_buf_printf(out, "%s%s", i ? "|" : "", name);
    }
    if (type->nullable && !has_null) {
        vgen_buf_puts(out, "|null");
    }
    return true;
}

/* One CONFIG_TYPES entry, [key, declared type, where], for `d` when it is a #[Value] whose
 * type can be checked; nothing otherwise. */
static void emit_config_type(const vgen_service_t *s, const vgen_dep_t *d, vgen_buf_t *out)
{
    vgen_buf_t type = {0}, where = {0};
    if (d->kind == VGEN_DEP_CONFIG && config_type(d->param->type, &type)) {
        vgen_buf_printf(&where, "%s:%d:%d ($%s of %s::__construct)", s->ctor_owner->file->path,
                        d->param->line, d->param->col, d->param->name, s->ctor_owner->name);
        vgen_buf_puts(out, "\n        [");
        vgen_php_str(out, d->key);
        vgen_buf_puts(out, ", ");
        vgen_php_str(out, vgen_buf_str(&type));
        vgen_buf_puts(out, ",\n            ");
        vgen_php_str(out, vgen_buf_str(&where));
        vgen_buf_puts(out, "],");
    }
    vgen_buf_free(&type);
    vgen_buf_free(&where);
}

/* Every #[Value] parameter with its key, declared type and place: the container hands them to
 * Vela\Binder::checkConfig() when it is created, so a string where an int is declared fails a
 * deploy at boot with the key and file:line, not the first request with a TypeError. Nothing
 * when no parameter has a type to check; returns whether the constant was written. */
static bool emit_config_types(const vgen_graph_t *g, vgen_buf_t *out)
{
    vgen_buf_t entries = {0};
    for (size_t i = 0; i < g->nservices; i++) {
        for (size_t j = 0; j < g->services[i]->ndeps; j++) {
            emit_config_type(g->services[i], &g->services[i]->deps[j], &entries);
        }
    }
    bool any = entries.len > 0;
    if (any) {
        vgen_buf_puts(out, "    /** #[Value] parameters: [key, declared type, where]. */\n"
                           "    private const CONFIG_TYPES = [");
        vgen_buf_put(out, entries.data, entries.len);
        vgen_buf_puts(out, "\n    ];\n\n");
    }
    vgen_buf_free(&entries);
    return any;
}

/* The ids whose service is not shared: Vela\App keeps every other one it gets. */
static void emit_transient(const vgen_graph_t *g, vgen_buf_t *out)
{
    vgen_buf_puts(out, "    /** Ids of services made anew at every get() (#[Transient]). */\n"
                       "    public const TRANSIENT = [");
    bool any = false;
    for (size_t i = 0; i < g->naliases; i++) {
        if (!g->aliases[i].service->shared) {
            vgen_buf_puts(out, "\n        ");
            vgen_php_str(out, g->aliases[i].id);
            vgen_buf_puts(out, " => true,");
            any = true;
        }
    }
    vgen_buf_puts(out, any ? "\n    ];\n\n" : "];\n\n");
}

static bool is_socket(const vgen_service_t *s)
{
    return vgen_attr_find(s->cls->attrs, s->cls->nattrs, VGEN_ATTR("WebSocket")) != NULL;
}

/* socket_X(): the adapter the #[WebSocket] route of service s calls, around the service. */
static void emit_socket(const vgen_service_t *s, vgen_buf_t *out)
{
    vgen_buf_t adapter = {0};
    vgen_socket_adapter(s->cls, &adapter);
    vgen_buf_printf(out,
                    "    /** The #[WebSocket] route of %s (the class is in binders.php). */\n"
                    "    private function socket_%s(): \\%s\n    {\n"
                    "        return $this->instances[",
                    s->id, s->factory, vgen_buf_str(&adapter));
    vgen_php_str(out, vgen_buf_str(&adapter));
    vgen_buf_printf(out, "] ?\?= new \\%s($this->get(", vgen_buf_str(&adapter));
    vgen_php_str(out, s->id);
    vgen_buf_puts(out, "));\n    }\n\n");
    vgen_buf_free(&adapter);
}

/* The constants; returns whether CONFIG_TYPES is among them. */
static bool emit_table(const vgen_graph_t *g, vgen_buf_t *out)
{
    vgen_buf_puts(out,
                  "    /** Service id (class, or interface bound to it) => factory method. */\n"
                  "    private const FACTORIES = [\n");
    for (size_t i = 0; i < g->naliases; i++) {
        vgen_buf_puts(out, "        ");
        vgen_php_str(out, g->aliases[i].id);
        vgen_buf_puts(out, " => ");
        vgen_php_str(out, g->aliases[i].service->factory);
        vgen_buf_puts(out, ",\n");
    }
    for (size_t i = 0; i < g->nservices; i++) {
        if (is_socket(g->services[i])) {
            vgen_buf_t adapter = {0};
            vgen_socket_adapter(g->services[i]->cls, &adapter);
            vgen_buf_puts(out, "        ");
            vgen_php_str(out, vgen_buf_str(&adapter));
            vgen_buf_printf(out, " => 'socket_%s',\n", g->services[i]->factory);
            vgen_buf_free(&adapter);
        }
    }
    vgen_buf_puts(out, "    ];\n\n    /** Services the runtime must pass to the constructor. */\n"
                       "    public const PROVIDED = [");
    for (size_t i = 0; i < g->nexternals; i++) {
        vgen_buf_puts(out, i ? ", " : "");
        vgen_php_str(out, g->externals[i]);
    }
    vgen_buf_puts(out, "];\n\n");
    emit_config_keys(g, out);
    bool typed = emit_config_types(g, out);
    emit_transient(g, out);
    return typed;
}

static bool needs_build(const vgen_service_t *s)
{
    return s->lazy || s->nintercepted > 0;
}

/* "new \X(\n a: …,\n)" with the class (or its interceptor proxy) and named args. */
static void emit_new(const vgen_service_t *s, const char *cls, int indent, vgen_buf_t *out)
{
    vgen_buf_printf(out, "new %s(", cls);
    bool any = false;
    for (size_t i = 0; i < s->ndeps; i++) {
        const vgen_dep_t *d = &s->deps[i];
        if (d->kind == VGEN_DEP_OMIT) {
            continue;
        }
        vgen_buf_putc(out, '\n');
        vgen_buf_indent(out, indent + 4);
        vgen_buf_printf(out, "%s: ", d->param->name);
        vgen_emit_dep(d, indent + 8, out);
        vgen_buf_putc(out, ',');
        any = true;
    }
    if (any) {
        vgen_buf_putc(out, '\n');
        vgen_buf_indent(out, indent);
    }
    vgen_buf_putc(out, ')');
}

/* The classes of `it`'s declared return type as a PHP list ("['App\Price']"; self and
 * static are the declaring class, parent its parent), into `out`. */
static void return_classes(const vgen_intercepted_t *it, vgen_buf_t *out)
{
    const vgen_type_t *t = it->method->returns;
    vgen_buf_putc(out, '[');
    for (size_t i = 0, n = 0; t && i < t->count; i++) {
        const char *name = t->names[i];
        if (strcasecmp(name, "self") == 0 || strcasecmp(name, "static") == 0) {
            name = it->owner->name;
        } else if (strcasecmp(name, "parent") == 0) {
            name = it->owner->extends;
        } else if (vgen_is_builtin_type(name, strlen(name))) {
            name = NULL;
        }
        if (name) {
            vgen_buf_puts(out, n++ ? ", " : "");
            vgen_php_str(out, name);
        }
    }
    vgen_buf_putc(out, ']');
}

/* The options array of one interceptor of a chain: the attribute's arguments by name; a
 * #[CacheEvict] tells the Cacheable interceptor it serves to evict, and a #[Cacheable] gets
 * the classes its method's return type names (the only ones it unserializes, with those of
 * its classes: argument). */
static void emit_interceptor_options(const vgen_intercepted_t *it, const vgen_interceptor_t *ic,
                                     vgen_buf_t *out)
{
    static const char *const cacheable[] = {"ttl", "key", "classes", NULL};
    static const char *const evict[] = {"key", NULL};
    static const char *const transactional[] = {"pool", NULL};
    const char *kind = vgen_short_name(ic->attr->name);
    bool custom = strcmp(kind, "Intercept") == 0, evicts = strcmp(kind, "CacheEvict") == 0;
    bool caches = strcmp(kind, "Cacheable") == 0;
    vgen_buf_t options = {0}, classes = {0};
    return_classes(it, &classes);
    vgen_php_options(&options, ic->attr,
                     evicts   ? evict
                     : caches ? cacheable
                     : custom ? NULL
                              : transactional,
                     custom ? 1 : 0);
    if (evicts) {
        vgen_buf_printf(out, "['evict' => true%s%s", options.len > 2 ? ", " : "]",
                        vgen_buf_str(&options) + (options.len > 2 ? 1 : 2));
    } else if (caches && classes.len > 2) {
        vgen_buf_put(out, options.data, options.len - 1);
        vgen_buf_puts(out, options.len > 2 ? ", 'returns' => " : "'returns' => ");
        vgen_buf_put(out, classes.data, classes.len);
        vgen_buf_putc(out, ']');
    } else {
        vgen_buf_put(out, options.data, options.len);
    }
    vgen_buf_free(&options);
    vgen_buf_free(&classes);
}

static void emit_chains(const vgen_service_t *s, vgen_buf_t *out)
{
    vgen_buf_puts(out, "        $service->vgen__intercept([\n");
    for (size_t i = 0; i < s->nintercepted; i++) {
        const vgen_intercepted_t *it = &s->intercepted[i];
        vgen_buf_puts(out, "            ");
        vgen_php_str(out, it->method->name);
        vgen_buf_puts(out, " => [\n");
        for (size_t j = 0; j < it->nchain; j++) {
            vgen_buf_t parts[2] = {{0}, {0}};
            vgen_emit_dep(&it->chain[j].target, -1, &parts[0]);
            emit_interceptor_options(it, &it->chain[j], &parts[1]);
            const char *items[] = {vgen_buf_str(&parts[0]), vgen_buf_str(&parts[1])};
            vgen_php_list(out, 16, "[", items, 2, "],");
            vgen_buf_free(&parts[0]);
            vgen_buf_free(&parts[1]);
        }
        vgen_buf_puts(out, "            ],\n");
    }
    vgen_buf_puts(out, "        ]);\n");
}

/* "require_once __DIR__ . '/proxies/NAME.php';" at `indent`. */
static void require_proxy(const char *name, int indent, vgen_buf_t *out)
{
    vgen_buf_t rel = {0};
    vgen_buf_printf(&rel, "/proxies/%s.php", name);
    vgen_buf_indent(out, indent);
    vgen_buf_puts(out, "require_once __DIR__ . ");
    vgen_php_str(out, vgen_buf_str(&rel));
    vgen_buf_puts(out, ";\n");
    vgen_buf_free(&rel);
}

static void emit_build(const vgen_service_t *s, vgen_buf_t *out)
{
    char proxy[600];
    vgen_buf_printf(out, "    private function build%s(): \\%s\n    {\n", s->factory + 6, s->id);
    if (s->nintercepted == 0) {
        vgen_buf_puts(out, "        return ");
        char cls[600];
        snprintf(cls, sizeof(cls), "\\%s", s->id);
        emit_new(s, cls, 8, out);
        vgen_buf_puts(out, ";\n    }\n\n");
        return;
    }
    vgen_proxy_name(s->id, "", proxy, sizeof(proxy));
    require_proxy(proxy, 8, out);
    vgen_buf_puts(out, "        $service = ");
    vgen_proxy_name(s->id, "_Intercepted", proxy, sizeof(proxy));
    char cls[700];
    snprintf(cls, sizeof(cls), "\\Vela\\Generated\\Proxy\\%s", proxy);
    emit_new(s, cls, 8, out);
    vgen_buf_puts(out, ";\n");
    emit_chains(s, out);
    vgen_buf_puts(out, "        return $service;\n    }\n\n");
}

static void emit_create_body(const vgen_service_t *s, vgen_buf_t *out)
{
    char proxy[600];
    vgen_buf_puts(out, "        return ");
    if (s->shared) {
        vgen_buf_puts(out, "$this->instances[");
        vgen_php_str(out, s->id);
        vgen_buf_puts(out, "] ?\?= ");
    }
    if (s->lazy) {
        vgen_proxy_name(s->id, "", proxy, sizeof(proxy));
        vgen_buf_puts(out, "(function () {\n");
        require_proxy(proxy, 12, out);
        vgen_proxy_name(s->id, "_Lazy", proxy, sizeof(proxy));
        vgen_buf_printf(out,
                        "            return new \\Vela\\Generated\\Proxy\\%s(fn () => "
                        "$this->build%s());\n        })()",
                        proxy, s->factory + 6);
    } else if (needs_build(s)) {
        vgen_buf_printf(out, "$this->build%s()", s->factory + 6);
    } else {
        char cls[600];
        snprintf(cls, sizeof(cls), "\\%s", s->id);
        emit_new(s, cls, 8, out);
    }
    vgen_buf_puts(out, ";\n");
}

static void emit_service(const vgen_service_t *s, vgen_buf_t *out)
{
    vgen_buf_printf(out, "    /** %s%s%s — ", s->id, s->shared ? "" : " (transient)",
                    s->lazy ? " (lazy)" : "");
    vgen_php_comment_str(out, s->cls->file->path);
    vgen_buf_printf(out, ":%d */\n", s->cls->line);
    vgen_buf_printf(out, "    private function %s(): \\%s\n    {\n", s->factory, s->id);
    emit_create_body(s, out);
    vgen_buf_puts(out, "    }\n\n");
    if (needs_build(s)) {
        emit_build(s, out);
    }
}

void vgen_emit_container(const vgen_graph_t *g, vgen_buf_t *out)
{
    vgen_buf_puts(
        out, VGEN_PHP_HEADER
        "\n"
        "declare(strict_types=1);\n"
        "\n"
        "namespace Vela\\Generated;\n"
        "\n"
        "// PSR-11 when psr/container is installed (Composer, or Debian's php-psr-container\n"
        "// loaded before this file); the same container without it.\n"
        "if (\\interface_exists(\\Psr\\Container\\ContainerInterface::class)) {\n"
        "    /** @internal */\n"
        "    abstract class ContainerBase implements \\Psr\\Container\\ContainerInterface\n"
        "    {\n"
        "    }\n"
        "\n"
        "    /** get() of an id the container has no service for. */\n"
        "    final class ServiceNotFound extends \\OutOfBoundsException implements "
        "\\Psr\\Container\\NotFoundExceptionInterface\n"
        "    {\n"
        "    }\n"
        "} else {\n"
        "    /** @internal */\n"
        "    abstract class ContainerBase\n"
        "    {\n"
        "    }\n"
        "\n"
        "    /** get() of an id the container has no service for. */\n"
        "    final class ServiceNotFound extends \\OutOfBoundsException\n"
        "    {\n"
        "    }\n"
        "}\n"
        "\n"
        "/**\n"
        " * The app's services, wired at compile time: every constructor argument below\n"
        " * was resolved by vgen from types and attributes, so nothing reflects at run time.\n"
        " */\n"
        "final class Container extends ContainerBase\n"
        "{\n");
    bool typed = emit_table(g, out);
    vgen_buf_puts(out, api_head);
    if (typed) {
        vgen_buf_puts(out,
                      "        \\Vela\\Binder::checkConfig($this->config, self::CONFIG_TYPES);\n");
    }
    vgen_buf_puts(out, api_tail);
    vgen_buf_putc(out, '\n');
    for (size_t i = 0; i < g->nservices; i++) {
        emit_service(g->services[i], out);
        if (is_socket(g->services[i])) {
            emit_socket(g->services[i], out);
        }
    }
    out->len -= 1; /* no blank line before the closing brace */
    vgen_buf_puts(out, "}\n");
}
