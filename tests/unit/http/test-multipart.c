/*
 * Unit tests for ext/src/http/multipart.c: parts, headers and parameters,
 * delimiters hidden in data, the preamble and epilogue, truncated and
 * malformed bodies, the limits, and the callbacks' contract. Every body is
 * parsed whole and then split at every step from 1 to 23 bytes: the trace
 * must not change, so the parser cannot depend on where pieces end.
 *
 * The trace: `name|filename|type{data}` per part ("-" for an absent
 * filename or type; "(" instead of "{" when on_part skipped the data, "}"
 * only from on_part_end).
 */
#include "src/http/multipart.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

struct trace {
    char text[16384];
    int parts;
    int skip_part; /* on_part returns VELA_MULTIPART_SKIP for the n-th part */
    int fail_part; /* on_part returns VELA_ENOMEM for the n-th part */
    size_t data_calls;
};

static void append(struct trace *trace, const char *bytes, size_t len)
{
    size_t used = strlen(trace->text);

    if (used + len < sizeof(trace->text)) {
        memcpy(trace->text + used, bytes, len);
        trace->text[used + len] = '\0';
    }
}

static void append_field(struct trace *trace, const char *bytes, size_t len, const char *sep)
{
    if (bytes) {
        append(trace, bytes, len);
    } else {
        append(trace, "-", 1);
    }
    append(trace, sep, strlen(sep));
}

static int on_part(vela_multipart_parser_t *parser, const vela_multipart_part_t *part)
{
    struct trace *trace = parser->data;

    trace->parts++;
    if (trace->parts == trace->fail_part) {
        return VELA_ENOMEM;
    }
    append_field(trace, part->name, part->name_len, "|");
    append_field(trace, part->filename, part->filename_len, "|");
    append_field(trace, part->type, part->type_len, trace->parts == trace->skip_part ? "(" : "{");
    return trace->parts == trace->skip_part ? VELA_MULTIPART_SKIP : 0;
}

static int on_data(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    struct trace *trace = parser->data;

    trace->data_calls++;
    append(trace, bytes, len);
    return 0;
}

static int on_part_end(vela_multipart_parser_t *parser)
{
    append(parser->data, "}", 1);
    return 0;
}

static const vela_multipart_callbacks_t callbacks = {on_part, on_data, on_part_end};

struct result {
    int execute, finish;
    enum vela_multipart_limit limit;
    struct trace trace;
};

/* Parses `body` in pieces of `step` bytes (0: whole). */
static void parse(const char *body, size_t len, size_t step, size_t max_fields, size_t max_files,
                  const struct trace *options, struct result *out)
{
    vela_multipart_parser_t *parser = malloc(sizeof(*parser));

    memset(out, 0, sizeof(*out));
    out->trace.skip_part = options ? options->skip_part : 0;
    out->trace.fail_part = options ? options->fail_part : 0;
    EXPECT_INT(
        vela_multipart_init(parser, &callbacks, &out->trace, "b0undary", 8, max_fields, max_files),
        0);
    for (size_t at = 0; at < len && out->execute == 0;) {
        size_t n = step == 0 || len - at < step ? len - at : step;

        out->execute = vela_multipart_execute(parser, body + at, n);
        at += n;
    }
    out->finish = vela_multipart_finish(parser);
    out->limit = parser->limit;
    free(parser);
}

/* The whole-body result, checked to be the same for every split. */
static struct result *parse_all(const char *body, size_t max_fields, size_t max_files,
                                const struct trace *options)
{
    static struct result whole, split;
    size_t len = strlen(body);

    parse(body, len, 0, max_fields, max_files, options, &whole);
    for (size_t step = 1; step <= 23; step++) {
        parse(body, len, step, max_fields, max_files, options, &split);
        EXPECT_STR(split.trace.text, whole.trace.text);
        EXPECT_INT(split.execute, whole.execute);
        EXPECT_INT(split.finish, whole.finish);
    }
    return &whole;
}

static const char *trace_of(const char *body)
{
    struct result *r = parse_all(body, 1000, 20, NULL);

    EXPECT_INT(r->finish, 0);
    return r->trace.text;
}

#define CD "Content-Disposition: form-data; "

static void parses_fields_and_files(void)
{
    const char *body = "preamble\r\n--b0undary\r\n" CD "name=\"title\"\r\n\r\nReport\r\n"
                       "--b0undary\r\n" CD "name=\"doc\"; filename=\"a.txt\"\r\n"
                       "Content-Type: text/plain\r\n\r\nline 1\r\nline 2\r\n"
                       "--b0undary--\r\nepilogue --b0undary\r\n";

    EXPECT_STR(trace_of(body), "title|-|-{Report}doc|a.txt|text/plain{line 1\r\nline 2}");
}

static void delivers_whole_data_in_one_call(void)
{
    const char *body = "--b0undary\r\n" CD "name=f\r\n\r\nab\r\ncd\r\n--b0undarz\r\r\n-\r\n"
                       "--b0undary--";
    struct result *r = parse_all(body, 1000, 20, NULL);

    EXPECT_STR(r->trace.text, "f|-|-{ab\r\ncd\r\n--b0undarz\r\r\n-}");
    EXPECT_INT(r->trace.data_calls, 1);
}

static void finds_delimiters_next_to_data(void)
{
    EXPECT_STR(trace_of("--b0undary\r\n" CD "name=a\r\n\r\n\r\n--b0undary\r\n" CD
                        "name=b\r\n\r\n\r\r\n--b0undary--"),
               "a|-|-{}b|-|-{\r}");
    EXPECT_STR(trace_of("\r\n--b0undary\r\n" CD "name=a\r\n\r\nx\r\n--b0undary--"), "a|-|-{x}");
    EXPECT_STR(trace_of("--b0undary \t\r\n" CD "name=a\r\n\r\nx\r\n--b0undary  \r\n" CD
                        "name=b\r\n\r\ny\r\n--b0undary--"),
               "a|-|-{x}b|-|-{y}");
}

static void reads_parameters(void)
{
    EXPECT_STR(trace_of("--b0undary\r\ncontent-disposition:form-data;NAME=\"a\\\"b\\\\c\";"
                        " filename=\"C:\\dir\\f.txt\"\r\nCONTENT-TYPE:  image/png ; q=1 \r\n\r\n"
                        "x\r\n--b0undary--"),
               "a\"b\\c|C:\\dir\\f.txt|image/png ; q=1{x}");
    EXPECT_STR(trace_of("--b0undary\r\n" CD "name=\"x;filename=y\"\r\n\r\nv\r\n--b0undary--"),
               "x;filename=y|-|-{v}");
    EXPECT_STR(trace_of("--b0undary\r\n" CD "name=u ; filename=\"\"\r\n\r\n\r\n--b0undary--"),
               "u||-{}");
    EXPECT_STR(trace_of("--b0undary\r\n" CD "name=a; name=b; filename*=utf-8''x\r\n\r\nv\r\n"
                        "--b0undary--"),
               "a|-|-{v}");
}

static void skips_parts_without_a_name(void)
{
    struct result *r = parse_all("--b0undary\r\n\r\nno headers\r\n--b0undary\r\n"
                                 "Content-Type: text/plain\r\n\r\nno disposition\r\n"
                                 "--b0undary\r\n" CD "filename=f\r\n\r\nno name\r\n"
                                 "--b0undary\r\n" CD "name=n\r\n\r\nyes\r\n--b0undary--",
                                 1000, 20, NULL);

    EXPECT_STR(r->trace.text, "n|-|-{yes}");
    EXPECT_INT(r->finish, 0);
}

static void reports_a_truncated_body(void)
{
    struct result *r = parse_all("--b0undary\r\n" CD "name=a\r\n\r\n1\r\n--b0undary\r\n" CD
                                 "name=b\r\n\r\npartial",
                                 1000, 20, NULL);

    EXPECT_INT(r->execute, 0);
    EXPECT_INT(r->finish, VELA_EPROTOCOL);
    EXPECT_STR(r->trace.text, "a|-|-{1}b|-|-{partial");
    EXPECT_INT(parse_all("no delimiter at all", 1000, 20, NULL)->finish, VELA_EPROTOCOL);
    EXPECT_INT(parse_all("", 1000, 20, NULL)->finish, VELA_EPROTOCOL);
}

static void rejects_malformed_bodies(void)
{
    static const char *const bodies[] = {
        "--b0undaryX\r\n" CD "name=a\r\n\r\nx\r\n--b0undary--",
        "--b0undary-x",
        "--b0undary\r\nno colon\r\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n: empty name\r\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n" CD "name=a\r\n folded\r\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n" CD "name=a\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n" CD "name=a\r\r\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n" CD "name=\"a\r\n\r\nx\r\n--b0undary--",
        "--b0undary\r\n" CD "name=a\r\n\r\nx\r\n--b0undary\rx",
    };

    for (size_t i = 0; i < sizeof(bodies) / sizeof(bodies[0]); i++) {
        struct result *r = parse_all(bodies[i], 1000, 20, NULL);

        EXPECT_INT(r->execute, VELA_EPROTOCOL);
        EXPECT_INT(r->finish, VELA_EPROTOCOL);
    }
}

static void counts_fields_and_files(void)
{
    const char *body =
        "--b0undary\r\n" CD "name=a\r\n\r\n1\r\n--b0undary\r\n" CD
        "name=f; filename=x\r\n\r\nX\r\n--b0undary\r\n" CD
        "name=g; filename=y\r\n\r\nY\r\n--b0undary\r\n" CD "name=b\r\n\r\n2\r\n--b0undary--";
    struct result *r = parse_all(body, 2, 2, NULL);

    EXPECT_INT(r->finish, 0);
    r = parse_all(body, 2, 1, NULL);
    EXPECT_INT(r->execute, VELA_ELIMIT);
    EXPECT_INT(r->limit, VELA_MULTIPART_LIMIT_FILES);
    EXPECT_STR(r->trace.text, "a|-|-{1}f|x|-{X}");
    r = parse_all(body, 1, 2, NULL);
    EXPECT_INT(r->finish, VELA_ELIMIT);
    EXPECT_INT(r->limit, VELA_MULTIPART_LIMIT_FIELDS);
    EXPECT_STR(r->trace.text, "a|-|-{1}f|x|-{X}g|y|-{Y}");
}

static void limits_a_part_header_block(void)
{
    static char body[VELA_MULTIPART_HEAD_MAX + 128];
    const char *start = "--b0undary\r\n" CD "name=a\r\nX-Pad: ",
               *tail = "\r\n\r\nx\r\n--b0undary--";
    size_t head_start = strlen("--b0undary\r\n"), used = strlen(start);
    size_t pad =
        VELA_MULTIPART_HEAD_MAX - (used - head_start) - 4; /* the block: exactly the most */
    struct result *r;

    strcpy(body, start);
    memset(body + used, 'p', pad);
    strcpy(body + used + pad, tail);
    r = parse_all(body, 1000, 20, NULL);
    EXPECT_INT(r->finish, 0);
    body[used + pad] = 'p'; /* one byte more */
    strcpy(body + used + pad + 1, tail);
    r = parse_all(body, 1000, 20, NULL);
    EXPECT_INT(r->execute, VELA_ELIMIT);
    EXPECT_INT(r->limit, VELA_MULTIPART_LIMIT_HEAD);
}

static void lets_callbacks_skip_and_stop(void)
{
    const char *body = "--b0undary\r\n" CD "name=a\r\n\r\n1\r\n--b0undary\r\n" CD
                       "name=b\r\n\r\n2\r\n--b0undary--";
    struct trace options = {.skip_part = 1};
    struct result *r = parse_all(body, 1000, 20, &options);

    EXPECT_STR(r->trace.text, "a|-|-(b|-|-{2}");
    EXPECT_INT(r->finish, 0);
    options = (struct trace){.fail_part = 2};
    r = parse_all(body, 1000, 20, &options);
    EXPECT_INT(r->execute, VELA_ENOMEM);
    EXPECT_INT(r->finish, VELA_ENOMEM);
    EXPECT_STR(r->trace.text, "a|-|-{1}");
}

static void checks_the_boundary(void)
{
    vela_multipart_parser_t *parser = malloc(sizeof(*parser));
    char seventy[71];

    memset(seventy, 'b', 70);
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, "", 0, 1, 1), VELA_EINVAL);
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, seventy, 70, 1, 1), 0);
    seventy[70] = 'b';
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, seventy, 71, 1, 1), VELA_EINVAL);
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, "a\rb", 3, 1, 1), VELA_EINVAL);
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, "ab ", 3, 1, 1), VELA_EINVAL);
    EXPECT_INT(vela_multipart_init(parser, &callbacks, NULL, "a b'()+_,-./:=?", 15, 1, 1), 0);
    free(parser);
}

static void finds_parameters_in_header_values(void)
{
    char out[8];
    size_t len = 0;
    const char *ct = "multipart/form-data; charset=\"a;boundary=no\" ; BOUNDARY = \"x\\\"y\" ";

    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len), 1);
    EXPECT_MEM(out, len, "x\"y");
    ct = "multipart/form-data; boundary=abc; x=1";
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len), 1);
    EXPECT_MEM(out, len, "abc");
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "missing", out, sizeof(out), &len), 0);
    ct = "multipart/form-data; boundary";
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len), 0);
    ct = "multipart/form-data; boundary=\"abc";
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len),
               VELA_EPROTOCOL);
    ct = "multipart/form-data; boundary=123456789";
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len),
               VELA_ELIMIT);
    ct = "multipart/form-data";
    EXPECT_INT(vela_multipart_param(ct, strlen(ct), "boundary", out, sizeof(out), &len), 0);
}

static const char *basename_of(const char *filename)
{
    return filename + vela_multipart_basename(filename, strlen(filename));
}

static void file_names_lose_their_directories_like_php(void)
{
    EXPECT_STR(basename_of("../../../../etc/cron.d/x"), "x");
    EXPECT_STR(basename_of("C:\\Users\\ann\\a.txt"), "a.txt");
    EXPECT_STR(basename_of("a\\b/c\\d.txt"), "d.txt");
    EXPECT_STR(basename_of("a/b\\"), "");
    EXPECT_STR(basename_of("dir/"), "");
    EXPECT_STR(basename_of("a/.."), "..");
    EXPECT_STR(basename_of("plain.txt"), "plain.txt");
    EXPECT_STR(basename_of(""), "");
    EXPECT_INT(vela_multipart_basename("a/b\0/c", 6), 5); /* bytes, not a C string */
}

UNIT_MAIN(UNIT_TEST(parses_fields_and_files), UNIT_TEST(delivers_whole_data_in_one_call),
          UNIT_TEST(finds_delimiters_next_to_data), UNIT_TEST(reads_parameters),
          UNIT_TEST(skips_parts_without_a_name), UNIT_TEST(reports_a_truncated_body),
          UNIT_TEST(rejects_malformed_bodies), UNIT_TEST(counts_fields_and_files),
          UNIT_TEST(limits_a_part_header_block), UNIT_TEST(lets_callbacks_skip_and_stop),
          UNIT_TEST(checks_the_boundary), UNIT_TEST(finds_parameters_in_header_values),
          UNIT_TEST(file_names_lose_their_directories_like_php))
