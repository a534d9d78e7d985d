/* Unit tests for compiler/names.c and compiler/model.c: PHP's name
 * resolution rules and the model's queries. */
#include "model.h"
#include "names.h"
#include "phpgen.h"
#include "unit.h"

static vgen_arena_t arena;
static const vgen_use_t uses[] = {
    {VGEN_USE_CLASS, "Acme\\Mail\\Mailer", "Mailer", "App", 3},
    {VGEN_USE_CLASS, "Acme\\Contracts", "C", "App", 4},
    {VGEN_USE_FUNCTION, "Acme\\fmt", "Transport", "App", 5},
};
static const vgen_scope_t scope = {"App\\Service", uses, 3};

static const char *resolve(const char *name, bool types)
{
    return vgen_resolve_class(&arena, &scope, name, strlen(name), types);
}

static void fully_qualified_names_lose_their_backslash(void)
{
    EXPECT_STR(resolve("\\Foo\\Bar", false), "Foo\\Bar");
    EXPECT_STR(resolve("\\Mailer", false), "Mailer");
}

static void unqualified_names_use_imports_case_insensitively(void)
{
    EXPECT_STR(resolve("Mailer", false), "Acme\\Mail\\Mailer");
    EXPECT_STR(resolve("MAILER", false), "Acme\\Mail\\Mailer");
    EXPECT_STR(resolve("Clock", false), "App\\Service\\Clock");
}

static void function_imports_do_not_resolve_class_names(void)
{
    EXPECT_STR(resolve("Transport", false), "App\\Service\\Transport");
}

static void qualified_names_resolve_their_first_segment(void)
{
    EXPECT_STR(resolve("C\\Named", false), "Acme\\Contracts\\Named");
    EXPECT_STR(resolve("Sub\\Thing", false), "App\\Service\\Sub\\Thing");
    EXPECT_STR(resolve("namespace\\Local", false), "App\\Service\\Local");
}

static void builtins_and_special_names_are_kept(void)
{
    EXPECT_STR(resolve("self", false), "self");
    EXPECT_STR(resolve("Static", false), "static");
    EXPECT_STR(resolve("INT", true), "int");
    EXPECT_STR(resolve("int", false), "App\\Service\\int");
    EXPECT_STR(resolve("mixed", true), "mixed");
}

static void global_namespace_has_no_prefix(void)
{
    vgen_scope_t global = {"", NULL, 0};
    EXPECT_STR(vgen_resolve_class(&arena, &global, "Foo", 3, false), "Foo");
    EXPECT_STR(vgen_short_name("A\\B\\C"), "C");
    EXPECT_STR(vgen_short_name("C"), "C");
}

static void the_class_index_ignores_case(void)
{
    vgen_app_t app;
    vgen_app_init(&app);
    vgen_class_t a = {.name = "App\\Mailer"}, b = {.name = "app\\MAILER"};
    EXPECT(vgen_app_index_class(&app, &a) == NULL);
    EXPECT(vgen_app_index_class(&app, &b) == &a);
    EXPECT(vgen_app_find_class(&app, "APP\\mailer") == &a);
    EXPECT(vgen_app_find_class(&app, "App\\Other") == NULL);
    vgen_app_free(&app);
}

static void types_name_one_class_or_one_builtin(void)
{
    const char *nullable[] = {"App\\Foo", "null"}, *two[] = {"App\\A", "App\\B"},
               *num[] = {"int", "null"};
    vgen_type_t t1 = {"?\\App\\Foo", nullable, 2, true, false}, t2 = {"A|B", two, 2, false, false};
    vgen_type_t t3 = {"?int", num, 2, true, false};
    EXPECT_STR(vgen_type_class(&t1), "App\\Foo");
    EXPECT(vgen_type_class(&t2) == NULL);
    EXPECT(vgen_type_builtin(&t1) == NULL);
    EXPECT_STR(vgen_type_builtin(&t3), "int");
    EXPECT(vgen_type_class(NULL) == NULL);
}

static void php_strings_escape_only_what_php_would_read(void)
{
    vgen_buf_t b = {0};
    vgen_php_str(&b, "App\\Service\\Mailer");
    EXPECT_STR(vgen_buf_str(&b), "'App\\Service\\Mailer'");
    vgen_buf_reset(&b);
    /* it's, two backslashes, a backslash at the end: PHP reads '\\\ ' back as two. */
    vgen_php_str(&b, "it's \\\\ \\");
    EXPECT_STR(vgen_buf_str(&b), "'it\\'s \\\\\\ \\\\'");
    vgen_buf_free(&b);
}

static void php_strings_write_a_nul_as_an_escape(void)
{
    vgen_buf_t b = {0};
    vgen_php_string(&b, "a'\0\n?><?php\0", 12);
    EXPECT_STR(vgen_buf_str(&b), "'a\\'' . \"\\0\" . '\n?><?php' . \"\\0\"");
    vgen_buf_reset(&b);
    vgen_php_string(&b, "\0", 1);
    EXPECT_STR(vgen_buf_str(&b), "\"\\0\"");
    vgen_buf_free(&b);
}

static void php_comments_cannot_be_ended_by_their_text(void)
{
    vgen_buf_t b = {0};
    vgen_php_comment_str(&b, "src/a*/b?>c\r\n\x01\x7f\xc3\xa9");
    EXPECT_STR(vgen_buf_str(&b), "src/a*\\/b?\\>c\\r\\n\\x01\\x7F\xc3\xa9");
    vgen_buf_free(&b);
}

UNIT_MAIN(UNIT_TEST(fully_qualified_names_lose_their_backslash),
          UNIT_TEST(unqualified_names_use_imports_case_insensitively),
          UNIT_TEST(function_imports_do_not_resolve_class_names),
          UNIT_TEST(qualified_names_resolve_their_first_segment),
          UNIT_TEST(builtins_and_special_names_are_kept), UNIT_TEST(global_namespace_has_no_prefix),
          UNIT_TEST(the_class_index_ignores_case), UNIT_TEST(types_name_one_class_or_one_builtin),
          UNIT_TEST(php_strings_escape_only_what_php_would_read),
          UNIT_TEST(php_strings_write_a_nul_as_an_escape),
          UNIT_TEST(php_comments_cannot_be_ended_by_their_text))
