/* Unit tests for compiler/scan_cache.c: a scanned file's record decodes to
 * the same model, field by field, for a source that uses every kind of node
 * and for every PHP file of the scan fixtures and the golden apps; a record
 * cut short or with a byte changed is refused or decodes to a model, never
 * read past (the ASan build of tests/vgen covers the compile path).
 * tests/vgen/scan-corpus also runs it over real code. */
#include "diag.h"
#include "fsutil.h"
#include "scan_cache.h"
#include "scanner.h"
#include "unit.h"

#include <dirent.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

static const char *const everything =
    "<?php\n"
    "declare(strict_types=1);\n"
    "namespace App\\Shop {\n"
    "use Vela\\Attribute\\{Bind, Get, Value as V};\n"
    "use function strlen;\n"
    "use const PHP_EOL, App\\LIMIT;\n"
    "interface Store extends \\Countable {}\n"
    "#[Bind(Store::class), \\Vela\\Attribute\\Cacheable(ttl: 60, key: 'k')]\n"
    "abstract class Base implements Store, \\Stringable {\n"
    "  public function __construct(protected readonly ?Store $s = null) {}\n"
    "}\n"
    "final class Shop extends Base {\n"
    "  public function __construct(#[V('app.name')] private string $name = \"a\\0b\",\n"
    "      int|string $id = -42, float $f = 1.5e3, bool $b = true, array $a = [1, 'k' => [null]],\n"
    "      $c = self::LIMIT, $d = PHP_EOL, $e = 1 + 2, (A&B)|null $dnf = null, A&B $both = null,\n"
    "      &...$rest) {}\n"
    "  #[Get('/{id:\\d+}', name: 'show')] public static function &show(int $id): static { return "
    "$this; }\n"
    "  protected function hidden(): void {}\n"
    "  public int $count = 0, $more; var $old; protected static ?Shop $one = null;\n"
    "  public readonly array $list; readonly string $bare; private $p = [1, 2];\n"
    "  #[Get('/x')] private function attributed(): never {}\n"
    "}\n"
    "enum Status: string { case On = 'on'; public function label(): string { return ''; } }\n"
    "trait Helper { public function help(): mixed {} }\n"
    "}\n"
    "namespace {\n"
    "class GlobalThing { function f(\\App\\Shop\\Shop $s, self $me) {} }\n"
    "}\n";

static const char *where; /* the first difference found, for the message */

static bool same_str(const char *a, const char *b, const char *what)
{
    if ((a == NULL) != (b == NULL) || (a && strcmp(a, b) != 0)) {
        where = what;
        return false;
    }
    return true;
}

static bool same_int(long long a, long long b, const char *what)
{
    if (a != b) {
        where = what;
    }
    return a == b;
}

static bool same_value(const vgen_value_t *a, const vgen_value_t *b)
{
    if (a == NULL || b == NULL) {
        return same_int(a == NULL, b == NULL, "value presence");
    }
    bool same =
        same_int(a->kind, b->kind, "value kind") &&
        same_str(a->source, b->source, "value source") && same_str(a->php, b->php, "value php") &&
        same_int(a->str_len, b->str_len, "str_len") &&
        same_int(a->str == NULL, b->str == NULL, "value str") &&
        (a->str == NULL || same_int(memcmp(a->str, b->str, a->str_len + 1), 0, "str")) &&
        same_str(a->member, b->member, "value member") && same_int(a->ival, b->ival, "ival") &&
        same_int(memcmp(&a->fval, &b->fval, sizeof(a->fval)), 0, "fval") &&
        same_int(a->bval, b->bval, "bval") && same_int(a->count, b->count, "item count") &&
        same_int(a->line, b->line, "value line") && same_int(a->col, b->col, "value col");
    for (size_t i = 0; same && i < a->count; i++) {
        same = same_value(a->items[i].key, b->items[i].key) &&
               same_value(a->items[i].value, b->items[i].value);
    }
    return same;
}

static bool same_attrs(const vgen_attr_t *a, size_t na, const vgen_attr_t *b, size_t nb)
{
    bool same = same_int(na, nb, "attribute count");
    for (size_t i = 0; same && i < na; i++) {
        same = same_str(a[i].name, b[i].name, "attribute name") &&
               same_int(a[i].nargs, b[i].nargs, "argument count") &&
               same_int(a[i].line, b[i].line, "attribute line") &&
               same_int(a[i].col, b[i].col, "attribute col");
        for (size_t j = 0; same && j < a[i].nargs; j++) {
            same = same_str(a[i].args[j].name, b[i].args[j].name, "argument name") &&
                   same_value(a[i].args[j].value, b[i].args[j].value);
        }
    }
    return same;
}

static bool same_type(const vgen_type_t *a, const vgen_type_t *b)
{
    if (a == NULL || b == NULL) {
        return same_int(a == NULL, b == NULL, "type presence");
    }
    bool same = same_str(a->php, b->php, "type php") &&
                same_int(a->count, b->count, "type count") &&
                same_int(a->nullable, b->nullable, "nullable") &&
                same_int(a->intersection, b->intersection, "intersection");
    for (size_t i = 0; same && i < a->count; i++) {
        same = same_str(a->names[i], b->names[i], "type name");
    }
    return same;
}

static bool same_param(const vgen_param_t *a, const vgen_param_t *b)
{
    return same_str(a->name, b->name, "param name") && same_type(a->type, b->type) &&
           same_value(a->def, b->def) && same_int(a->by_ref, b->by_ref, "by_ref") &&
           same_int(a->variadic, b->variadic, "variadic") &&
           same_str(a->promoted, b->promoted, "promoted") &&
           same_int(a->readonly, b->readonly, "readonly") &&
           same_attrs(a->attrs, a->nattrs, b->attrs, b->nattrs) &&
           same_int(a->line, b->line, "param line") && same_int(a->col, b->col, "param col");
}

static bool same_method(const vgen_method_t *a, const vgen_method_t *b)
{
    bool same = same_str(a->name, b->name, "method name") &&
                same_int(a->modifiers, b->modifiers, "method modifiers") &&
                same_int(a->by_ref_return, b->by_ref_return, "by_ref_return") &&
                same_int(a->nparams, b->nparams, "param count") &&
                same_type(a->returns, b->returns) &&
                same_attrs(a->attrs, a->nattrs, b->attrs, b->nattrs) &&
                same_int(a->line, b->line, "method line") && same_int(a->col, b->col, "method col");
    for (size_t i = 0; same && i < a->nparams; i++) {
        same = same_param(&a->params[i], &b->params[i]);
    }
    return same;
}

static bool same_class(const vgen_class_t *a, const vgen_class_t *b)
{
    bool same = same_int(a->kind, b->kind, "class kind") &&
                same_str(a->name, b->name, "class name") &&
                same_str(a->short_name, b->short_name, "short name") &&
                same_str(a->ns, b->ns, "class ns") &&
                same_int(a->modifiers, b->modifiers, "class modifiers") &&
                same_str(a->extends, b->extends, "extends") &&
                same_str(a->backing, b->backing, "backing") &&
                same_int(a->nimplements, b->nimplements, "implements count") &&
                same_attrs(a->attrs, a->nattrs, b->attrs, b->nattrs) &&
                same_int(a->ctor ? a->ctor - a->methods : -1, b->ctor ? b->ctor - b->methods : -1,
                         "ctor") &&
                same_int(a->nmethods, b->nmethods, "method count") &&
                same_int(a->nprops, b->nprops, "property count") &&
                same_int(a->line, b->line, "class line") && same_int(a->col, b->col, "class col");
    for (size_t i = 0; same && i < a->nimplements; i++) {
        same = same_str(a->implements[i], b->implements[i], "implements");
    }
    for (size_t i = 0; same && i < a->nmethods; i++) {
        same = same_method(&a->methods[i], &b->methods[i]);
    }
    for (size_t i = 0; same && i < a->nprops; i++) {
        same = same_str(a->props[i].name, b->props[i].name, "property name") &&
               same_int(a->props[i].modifiers, b->props[i].modifiers, "property modifiers") &&
               same_int(a->props[i].line, b->props[i].line, "property line") &&
               same_int(a->props[i].col, b->props[i].col, "property col");
    }
    return same;
}

static bool same_file(const vgen_file_t *a, const vgen_file_t *b)
{
    bool same = same_str(a->path, b->path, "path") &&
                same_int(a->nnamespaces, b->nnamespaces, "namespace count") &&
                same_int(a->nuses, b->nuses, "use count") &&
                same_int(a->nclasses, b->nclasses, "class count");
    for (size_t i = 0; same && i < a->nnamespaces; i++) {
        same = same_str(a->namespaces[i], b->namespaces[i], "namespace");
    }
    for (size_t i = 0; same && i < a->nuses; i++) {
        const vgen_use_t *x = &a->uses[i], *y = &b->uses[i];
        same = same_int(x->kind, y->kind, "use kind") && same_str(x->name, y->name, "use name") &&
               same_str(x->alias, y->alias, "use alias") && same_str(x->ns, y->ns, "use ns") &&
               same_int(x->line, y->line, "use line");
    }
    for (size_t i = 0; same && i < a->nclasses; i++) {
        same = same_class(a->classes[i], b->classes[i]) &&
               same_int(b->classes[i]->file == b, 1, "class file");
    }
    return same;
}

/* Scans src, encodes, decodes into a second app; checks the two models
 * agree and that every shorter record is refused. Returns the classes seen. */
static size_t round_trip(const char *path, const char *src, size_t len)
{
    vgen_app_t scanned, decoded;
    vgen_app_init(&scanned);
    vgen_app_init(&decoded);
    vgen_scanner_t *s = vgen_scanner_new(&scanned);
    vgen_buf_t record = {0};
    size_t classes = 0;
    if (vgen_scan_source(s, path, src, len) == 0) {
        vgen_file_t *f = scanned.files[0];
        vgen_scan_record_encode(&record, f);
        vgen_file_t *back = vgen_scan_record_decode(&decoded, path, record.data, record.len);
        where = "decoding refused the record";
        if (back == NULL || !same_file(f, back)) {
            printf("  %s: the decoded model differs: %s\n", path, where);
            unit_failed_checks++;
        }
        EXPECT(back == NULL ||
               vgen_app_find_class(&decoded, f->nclasses ? f->classes[0]->name : "none") ==
                   (f->nclasses ? back->classes[0] : NULL));
        size_t step = record.len > 2048 ? record.len / 512 : 1;
        for (size_t cut = 0; cut < record.len; cut += cut + 64 >= record.len ? 1 : step) {
            vgen_app_t scratch;
            vgen_app_init(&scratch);
            EXPECT(vgen_scan_record_decode(&scratch, path, record.data, cut) == NULL);
            EXPECT_INT(scratch.nfiles, 0);
            vgen_app_free(&scratch);
        }
        classes = f->nclasses;
    }
    vgen_buf_free(&record);
    vgen_scanner_free(s);
    vgen_app_free(&scanned);
    vgen_app_free(&decoded);
    return classes;
}

static void a_record_of_every_kind_of_node_decodes_to_the_same_model(void)
{
    EXPECT_INT(round_trip("everything.php", everything, strlen(everything)), 6);
}

/* Every *.php under dir, recursively, through round_trip(). */
static size_t round_trip_dir(const char *dir)
{
    char **paths = NULL;
    size_t n = 0, cap = 0, classes = 0;
    if (vgen_list_files(dir, ".php", &paths, &n, &cap) != 0) {
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        char *src;
        size_t len;
        if (vgen_read_file(paths[i], &src, &len) == 0) {
            classes += round_trip(paths[i], src, len);
            free(src);
        }
        free(paths[i]);
    }
    free(paths);
    return classes;
}

static void every_fixture_file_decodes_to_the_same_model(void)
{
    char exe[PATH_MAX], dir[PATH_MAX + 32];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    EXPECT(n > 0);
    exe[n > 0 ? n : 0] = '\0';
    char *slash = strstr(exe, "/tests/unit/");
    EXPECT(slash != NULL);
    if (slash == NULL) {
        return;
    }
    *slash = '\0';
    size_t classes = 0;
    const char *const dirs[] = {"tests/vgen/scan", "tests/vgen/fixtures", "skeleton"};
    for (size_t i = 0; i < sizeof(dirs) / sizeof(*dirs); i++) {
        snprintf(dir, sizeof(dir), "%s/%s", exe, dirs[i]);
        classes += round_trip_dir(dir);
    }
    EXPECT(classes > 50);
}

/* VGEN_SCAN_CACHE_CORPUS: more directories (':'-separated), such as the real
 * code tests/vgen/scan-corpus reads. */
static void every_corpus_file_decodes_to_the_same_model(void)
{
    const char *dirs = getenv("VGEN_SCAN_CACHE_CORPUS");
    char *copy = vgen_xstrdup(dirs ? dirs : "");
    vgen_diag_set_stream(fopen("/dev/null", "w")); /* real code has files vgen refuses */
    for (char *dir = strtok(copy, ":"); dir; dir = strtok(NULL, ":")) {
        round_trip_dir(dir);
    }
    vgen_diag_set_stream(NULL);
    free(copy);
}

static void a_record_with_a_changed_byte_is_refused_or_decoded_safely(void)
{
    vgen_app_t scanned;
    vgen_app_init(&scanned);
    vgen_scanner_t *s = vgen_scanner_new(&scanned);
    vgen_buf_t record = {0};
    EXPECT_INT(vgen_scan_source(s, "x.php", everything, strlen(everything)), 0);
    vgen_scan_record_encode(&record, scanned.files[0]);
    vgen_diag_set_stream(fopen("/dev/null", "w")); /* duplicate classes are reported */
    size_t refused = 0;
    for (size_t i = 0; i < record.len; i++) {
        for (int bit = 0; bit < 8; bit += 3) {
            vgen_app_t scratch;
            vgen_app_init(&scratch);
            record.data[i] ^= (char)(1 << bit);
            refused += vgen_scan_record_decode(&scratch, "x.php", record.data, record.len) == NULL;
            record.data[i] ^= (char)(1 << bit);
            vgen_app_free(&scratch);
        }
    }
    vgen_diag_set_stream(NULL);
    EXPECT(refused > 0);
    vgen_buf_free(&record);
    vgen_scanner_free(s);
    vgen_app_free(&scanned);
}

UNIT_MAIN(UNIT_TEST(a_record_of_every_kind_of_node_decodes_to_the_same_model),
          UNIT_TEST(every_fixture_file_decodes_to_the_same_model),
          UNIT_TEST(every_corpus_file_decodes_to_the_same_model),
          UNIT_TEST(a_record_with_a_changed_byte_is_refused_or_decoded_safely))
