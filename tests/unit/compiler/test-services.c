/* Unit tests for compiler/services.c: the service graph built from scanned
 * sources (roots, interface resolution, config values, omitted defaults,
 * lazy edges, interceptor chains). Errors are covered by tests/vgen/errors. */
#include "diag.h"
#include "scanner.h"
#include "services.h"
#include "unit.h"

static const char *const source =
    "<?php\n"
    "namespace App;\n"
    "use Vela\\Attribute\\{Bind, Controller, Get, Lazy, Transient, Value, Inject, Intercept, "
    "Cacheable};\n"
    "interface Store {}\n"
    "#[Bind] final class DbStore implements Store { public function __construct(\\Vela\\Pg\\Pool "
    "$pool) {} }\n"
    "final class FileStore implements Store {}\n"
    "#[Transient] class Stamp {}\n"
    "#[Lazy] class Report { public function __construct(Home $home) {} }\n"
    "class Timer {}\n"
    "#[Controller] class Home {\n"
    "  public function __construct(Store $store, #[Value('app.name')] string $name, int $n = 3,\n"
    "      #[Inject(FileStore::class)] Store $files = null, Report $report = null, Stamp "
    "...$stamps) {}\n"
    "  #[Get('/'), Intercept(Timer::class, label: 'x'), Cacheable(5)] public function index(): "
    "void {}\n"
    "  public function plain(): void {}\n"
    "}\n"
    "class Unused { public function __construct(string $x) {} }\n";

static vgen_app_t app;
static vgen_graph_t graph;

static void build(void)
{
    vgen_app_init(&app);
    vgen_scanner_t *s = vgen_scanner_new(&app);
    EXPECT_INT(vgen_scan_source(s, "test.php", source, strlen(source)), 0);
    vgen_scanner_free(s);
    EXPECT_INT(vgen_graph_build(&graph, &app, NULL, NULL, NULL), 0);
}

static void roots_and_their_dependencies_become_services(void)
{
    const char *const expected[] = {"App\\DbStore", "App\\FileStore", "App\\Home",
                                    "App\\Report",  "App\\Stamp",     "App\\Timer"};
    EXPECT_INT(graph.nservices, 6);
    for (size_t i = 0; i < graph.nservices && i < 6; i++) {
        EXPECT_STR(graph.services[i]->id, expected[i]);
    }
    EXPECT(vgen_graph_find(&graph, "App\\Unused") == NULL);
}

static void an_interface_goes_to_its_bound_implementation(void)
{
    vgen_service_t *store = vgen_graph_find(&graph, "app\\store");
    EXPECT(store != NULL && strcmp(store->id, "App\\DbStore") == 0);
    EXPECT_INT(store->deps[0].kind, VGEN_DEP_EXTERNAL);
    EXPECT_STR(store->deps[0].key, "pg.default"); /* a Vela\Pg\Pool parameter is the default pool */
}

static void constructor_parameters_resolve_by_kind(void)
{
    vgen_service_t *home = vgen_graph_find(&graph, "App\\Home");
    EXPECT_INT(home->ndeps, 6);
    EXPECT_INT(home->deps[0].kind, VGEN_DEP_SERVICE);
    EXPECT_INT(home->deps[1].kind, VGEN_DEP_CONFIG);
    EXPECT_STR(home->deps[1].key, "app.name");
    EXPECT_INT(home->deps[2].kind, VGEN_DEP_OMIT);
    EXPECT_STR(home->deps[3].service->id, "App\\FileStore");
    EXPECT_INT(home->deps[4].kind, VGEN_DEP_SERVICE);
    EXPECT_INT(home->deps[5].kind, VGEN_DEP_OMIT);
    EXPECT(home->shared);
    EXPECT(!vgen_graph_find(&graph, "App\\Stamp")->shared);
    EXPECT(vgen_graph_find(&graph, "App\\Report")->lazy);
}

static void interceptors_form_one_chain_per_method(void)
{
    vgen_service_t *home = vgen_graph_find(&graph, "App\\Home");
    EXPECT_INT(home->nintercepted, 1);
    EXPECT_STR(home->intercepted[0].method->name, "index");
    EXPECT_INT(home->intercepted[0].nchain, 2);
    EXPECT_STR(home->intercepted[0].chain[0].target.service->id, "App\\Timer");
    EXPECT_STR(home->intercepted[0].chain[1].target.key, "Vela\\Interceptor\\CacheableInterceptor");
    EXPECT_INT(graph.nexternals, 2);
}

static void teardown(void)
{
    vgen_graph_free(&graph);
    vgen_app_free(&app);
}

UNIT_MAIN_FIXTURE(build, teardown, UNIT_TEST(roots_and_their_dependencies_become_services),
                  UNIT_TEST(an_interface_goes_to_its_bound_implementation),
                  UNIT_TEST(constructor_parameters_resolve_by_kind),
                  UNIT_TEST(interceptors_form_one_chain_per_method))
