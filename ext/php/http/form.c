/*
 * The request's forms (see form.h for the design): the urlencoded builder
 * with PHP's array rules, the multipart callbacks that place fields and
 * spill file parts to temporary files, the record of those files, and the
 * refusals that form(), files(), query() and json() throw.
 *
 * Invariants: every temporary file an upload created is in the state's
 * upload list from the moment it is opened; a refused form has empty form
 * and files arrays and no temporary file left; a refusal's message is
 * owned by the state.
 */
#include "php/http/form.h"

#include <Zend/zend_exceptions.h>
#include <main/php_open_temporary_file.h>
#include <sys/stat.h>
#include <zend_smart_str.h>

#include "src/core/error.h"
#include "src/http/multipart.h"
#include "src/http/urlencoded.h"

/* A temporary file written for an upload; deleted with the request unless moved away. */
typedef struct vela_php_upload {
    zend_string *path;
    dev_t device; /* what the path named when it was made: a file put there */
    ino_t inode;  /* later (after the handler moved ours) is not deleted */
} upload_t;

vela_php_form_state_t *vela_php_form_state(vela_php_request_t *request)
{
    if (request->form_state == NULL) {
        request->form_state = ecalloc(1, sizeof(*request->form_state));
    }
    return request->form_state;
}

/* Deletes the temporary files that are still where the upload put them. */
static void delete_uploads(vela_php_form_state_t *state)
{
    for (size_t i = 0; i < state->upload_count; i++) {
        upload_t *upload = &state->uploads[i];
        struct stat st;

        if (lstat(ZSTR_VAL(upload->path), &st) == 0 && st.st_dev == upload->device &&
            st.st_ino == upload->inode) {
            unlink(ZSTR_VAL(upload->path));
        }
        zend_string_release(upload->path);
    }
    state->upload_count = 0;
}

void vela_php_form_state_free(vela_php_form_state_t *state)
{
    if (state == NULL) {
        return;
    }
    delete_uploads(state);
    if (state->uploads) {
        efree(state->uploads);
    }
    if (state->query.message) {
        zend_string_release(state->query.message);
    }
    if (state->form.message) {
        zend_string_release(state->form.message);
    }
    if (state->json.message) {
        zend_string_release(state->json.message);
    }
    efree(state);
}

/* ---- refusals ------------------------------------------------------------ */

void vela_php_form_refuse(vela_php_refusal_t *refusal, int status, int code, zend_string *message)
{
    refusal->status = status;
    refusal->code = code;
    refusal->message = message;
}

void vela_php_form_throw(const vela_php_refusal_t *refusal)
{
    zend_throw_exception(vela_ce_http_exception, ZSTR_VAL(refusal->message), refusal->code);
}

static bool is_refusal(const vela_php_refusal_t *refusal, zend_long code, zval *message)
{
    return refusal->status != 0 && refusal->code == code && Z_TYPE_P(message) == IS_STRING &&
           zend_string_equals(refusal->message, Z_STR_P(message));
}

int vela_php_request_refusal(zend_object *request_obj, zend_object *exception,
                             zend_string **message)
{
    vela_php_form_state_t *state = vela_php_request_from_obj(request_obj)->form_state;
    const vela_php_refusal_t *refusal = NULL;
    zval code_rv, message_rv, *code, *text;

    if (state == NULL || !instanceof_function(exception->ce, vela_ce_http_exception)) {
        return 0;
    }
    code =
        zend_read_property_ex(zend_ce_exception, exception, ZSTR_KNOWN(ZEND_STR_CODE), 1, &code_rv);
    text = zend_read_property_ex(zend_ce_exception, exception, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1,
                                 &message_rv);
    if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->query, Z_LVAL_P(code), text)) {
        refusal = &state->query;
    } else if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->form, Z_LVAL_P(code), text)) {
        refusal = &state->form;
    } else if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->json, Z_LVAL_P(code), text)) {
        refusal = &state->json;
    }
    if (refusal == NULL) {
        return 0;
    }
    *message = zend_string_copy(refusal->message);
    return refusal->status;
}

/* ---- urlencoded: the query and form bodies -------------------------------- */

/*
 * zend_symtable_str_update() with the key PHP already interned for these
 * bytes when there is one (a string literal of the script, say): the
 * handler's query('a') then finds the entry by pointer instead of comparing
 * bytes. Other keys are plain strings, as before.
 */
static zval *symtable_update(HashTable *ht, const char *key, size_t key_len, zval *value)
{
    zend_ulong index;
    zend_string *name;
    zval *slot;

    if (ZEND_HANDLE_NUMERIC_STR(key, key_len, index)) {
        return zend_hash_index_update(ht, index, value);
    }
    name = zend_string_init_existing_interned(key, key_len, 0);
    slot = zend_hash_update(ht, name, value);
    zend_string_release(name);
    return slot;
}

/*
 * The builder of string values, with PHP's array semantics: a pending key
 * that holds a string becomes an array, numeric keys are integers, and an
 * append that cannot be done (the next index would overflow) drops the
 * value, all as php_register_variable_ex() does.
 */
/*
 * The entry under `key` in `ht` (key NULL: a new one appended), made an
 * empty array when absent (*made tells). NULL when an append is impossible.
 */
static zval *entry_or_new_array(HashTable *ht, const char *key, size_t key_len, bool *made)
{
    zval *found = key ? zend_symtable_str_find(ht, key, key_len) : NULL, fresh;

    *made = found == NULL;
    if (found == NULL) {
        array_init(&fresh);
        found = key ? symtable_update(ht, key, key_len, &fresh)
                    : zend_hash_next_index_insert(ht, &fresh);
        if (found == NULL) {
            zval_ptr_dtor(&fresh);
        }
    }
    return found;
}

static int form_enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    bool made;
    zval *found = entry_or_new_array(Z_ARRVAL_P((zval *)array), key, key_len, &made);

    (void)data;
    if (found != NULL && !made && Z_TYPE_P(found) != IS_ARRAY) {
        zval_ptr_dtor(found);
        array_init(found);
    } else if (found != NULL && !made) {
        SEPARATE_ARRAY(found);
    }
    *inner = found; /* NULL: the append failed and PHP drops the value */
    return 0;
}

static int form_set(void *data, void *array, const char *key, size_t key_len, const void *value,
                    size_t value_len)
{
    HashTable *ht = Z_ARRVAL_P((zval *)array);
    zval string;

    (void)data;
    ZVAL_STRINGL_FAST(&string, (const char *)value, value_len);
    if (key != NULL) {
        symtable_update(ht, key, key_len, &string);
    } else if (zend_hash_next_index_insert(ht, &string) == NULL) {
        zval_ptr_dtor(&string);
    }
    return 0;
}

static int form_remove(void *data, void *root, const char *key, size_t key_len)
{
    (void)data;
    zend_symtable_str_del(Z_ARRVAL_P((zval *)root), key, key_len);
    return 0;
}

static const vela_urlencoded_builder_t form_builder = {form_enter, form_set, form_remove};

/* PHP's settings for names (arg_separator.input, max_input_nesting_level) and our field cap. */
static vela_urlencoded_options_t name_rules(const vela_php_request_t *request)
{
    vela_urlencoded_options_t options;

    options.separators = PG(arg_separator).input ? PG(arg_separator).input : "&";
    options.max_fields = request->max_form_fields;
    options.max_depth = PG(max_input_nesting_level) > 0 ? (size_t)PG(max_input_nesting_level) : 0;
    return options;
}

/* Parses into `out` (an array even on failure). Returns 0 or VELA_ELIMIT. */
static int parse_urlencoded(vela_php_request_t *request, const char *data, size_t len, zval *out)
{
    vela_urlencoded_options_t options = name_rules(request);
    char stack[256], *scratch = len < sizeof(stack) ? stack : emalloc(len + 1);
    int rc;

    array_init(out);
    rc = vela_urlencoded_parse(&options, &form_builder, NULL, out, data, len, scratch);
    if (scratch != stack) {
        efree(scratch);
    }
    if (rc != 0) {
        zval_ptr_dtor(out);
        array_init(out);
    }
    return rc;
}

/* "The query has more than max_form_fields (1000) fields" */
static zend_string *too_many_fields(const char *what, size_t max)
{
    return zend_strpprintf(0, "The %s has more than max_form_fields (%zu) fields", what, max);
}

/*
 * The last query string parsed in this process, the field cap it was parsed
 * with, and the array it gave. A keep-alive client, a poller or a load
 * generator sends the same query again and again, and parsing one costs
 * more than the rest of a small request's binding: a request whose query
 * is the same shares the array (PHP copies an array on write, so a handler
 * that changes its copy gets its own). What else the parse depends on
 * (arg_separator.input, max_input_nesting_level) cannot change while PHP
 * runs. A refused query is not kept. Released at request shutdown.
 */
static struct {
    zend_string *bytes; /* NULL while none */
    size_t max_fields;
    zval array;
} last_query;

static bool is_last_query(const vela_php_request_t *request, const char *query, size_t len)
{
    return last_query.bytes != NULL && ZSTR_LEN(last_query.bytes) == len &&
           last_query.max_fields == request->max_form_fields &&
           memcmp(ZSTR_VAL(last_query.bytes), query, len) == 0;
}

static void keep_last_query(const vela_php_request_t *request, const char *query, size_t len)
{
    vela_php_form_deactivate();
    last_query.bytes = zend_string_init(query, len, 0);
    last_query.max_fields = request->max_form_fields;
    ZVAL_COPY(&last_query.array, &request->query);
}

void vela_php_form_deactivate(void)
{
    if (last_query.bytes != NULL) {
        zend_string_release(last_query.bytes);
        zval_ptr_dtor(&last_query.array);
        last_query.bytes = NULL;
    }
}

bool vela_php_form_query(vela_php_request_t *request)
{
    size_t len;
    const char *query;

    if (Z_TYPE(request->query) == IS_UNDEF) {
        query = vela_php_request_query(request, &len);
        if (is_last_query(request, query, len)) {
            ZVAL_COPY(&request->query, &last_query.array);
        } else if (parse_urlencoded(request, query, len, &request->query) != 0) {
            vela_php_form_refuse(&vela_php_form_state(request)->query, 414, VELA_ELIMIT,
                                 too_many_fields("query", request->max_form_fields));
        } else {
            keep_last_query(request, query, len);
        }
    }
    if (request->form_state && request->form_state->query.status) {
        vela_php_form_throw(&request->form_state->query);
        return false;
    }
    return true;
}

/* ---- multipart/form-data ------------------------------------------------- */

/* PHP's UPLOAD_ERR_* values for a file's "error". */
enum upload_error { UPLOAD_OK = 0, UPLOAD_NO_FILE = 4, UPLOAD_CANT_WRITE = 7 };

/* A file leaf of files(): an array whose tmp_name is a string (containers hold arrays). */
static bool is_file(zval *node)
{
    zval *tmp_name;

    return Z_TYPE_P(node) == IS_ARRAY &&
           (tmp_name = zend_hash_str_find(Z_ARRVAL_P(node), "tmp_name", 8)) != NULL &&
           Z_TYPE_P(tmp_name) == IS_STRING;
}

/* Replaces a file leaf by a list holding it. */
static void file_to_list(zval *node)
{
    zval list;

    array_init(&list);
    zend_hash_next_index_insert_new(Z_ARRVAL(list), node);
    ZVAL_COPY_VALUE(node, &list);
}

/*
 * The builder of files(): the field names' tree, where no upload is ever
 * lost. A name that already holds a file becomes a list of both ("f" sent
 * twice), a file arriving at a name that holds a list or map is appended to
 * it, and a level entered at a file turns it into a list first. A file
 * that cannot be placed (PHP's arrays cannot append past the largest index,
 * or the name rules drop its name: empty, nested too deep, a tossed
 * __Host- prefix) is VELA_EINVAL: the body is refused rather than a file
 * dropped.
 */
static int files_enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    bool made;
    zval *found = entry_or_new_array(Z_ARRVAL_P((zval *)array), key, key_len, &made);

    (void)data;
    if (found == NULL) {
        return VELA_EINVAL;
    }
    if (!made && is_file(found)) {
        file_to_list(found);
    }
    *inner = found;
    return 0;
}

/* The part being parsed and what the multipart callbacks share. */
typedef struct form_parse {
    vela_php_request_t *request;
    vela_urlencoded_options_t names;
    char *name; /* the part's field name (emalloc'd), NULL between parts */
    size_t name_len;
    bool is_file;
    smart_str value; /* a field's bytes */
    zval file;       /* a file's entry, IS_UNDEF when none is pending */
    int fd;          /* its temporary file, -1 when none */
    zend_string *tmp_name;
    zend_long size, error; /* error: an enum upload_error */
    bool placed;           /* files_set() took the entry */
} form_parse_t;

static int files_set(void *data, void *array, const char *key, size_t key_len, const void *value,
                     size_t value_len)
{
    HashTable *ht = Z_ARRVAL_P((zval *)array);
    zval *file = (zval *)value, *found = key ? zend_symtable_str_find(ht, key, key_len) : NULL;

    (void)value_len;
    if (found != NULL && is_file(found)) {
        file_to_list(found);
    }
    if (found == NULL && key != NULL) {
        zend_symtable_str_update(ht, key, key_len, file);
    } else if (zend_hash_next_index_insert(found ? Z_ARRVAL_P(found) : ht, file) == NULL) {
        return VELA_EINVAL;
    }
    ((form_parse_t *)data)->placed = true;
    return 0;
}

static int files_remove(void *data, void *root, const char *key, size_t key_len)
{
    (void)data, (void)root, (void)key, (void)key_len;
    return 0; /* a name nested too deep: the files already placed stay */
}

static const vela_urlencoded_builder_t files_builder = {files_enter, files_set, files_remove};

/* Records a temporary file for deletion with the request. */
static void remember_upload(vela_php_request_t *request, int fd, zend_string *path)
{
    vela_php_form_state_t *state = vela_php_form_state(request);
    struct stat st;
    upload_t *upload;

    if (state->upload_count == state->upload_cap) {
        state->upload_cap = state->upload_cap ? 2 * state->upload_cap : 4;
        state->uploads = safe_erealloc(state->uploads, state->upload_cap, sizeof(upload_t), 0);
    }
    upload = &state->uploads[state->upload_count++];
    if (fstat(fd, &st) != 0) {
        memset(&st, 0, sizeof(st));
    }
    upload->path = zend_string_copy(path);
    upload->device = st.st_dev;
    upload->inode = st.st_ino;
}

/* A file part begins: its entry, and a temporary file unless it has no name. */
static void start_file(form_parse_t *parse, const vela_multipart_part_t *part)
{
    size_t base = vela_multipart_basename(part->filename, part->filename_len);

    array_init(&parse->file); /* PHP's keys: the client's path is only full_path, never name */
    add_assoc_stringl(&parse->file, "name", part->filename + base, part->filename_len - base);
    add_assoc_stringl(&parse->file, "full_path", part->filename, part->filename_len);
    add_assoc_stringl(&parse->file, "type", part->type ? part->type : "",
                      part->type ? part->type_len : 0);
    parse->size = 0;
    parse->error = UPLOAD_OK;
    parse->tmp_name = NULL;
    parse->fd = -1;
    if (part->filename_len == 0) {
        parse->error = UPLOAD_NO_FILE; /* a file input left empty */
        return;
    }
    parse->fd = php_open_temporary_fd_ex(PG(upload_tmp_dir), "vela_upload_", &parse->tmp_name,
                                         PHP_TMP_FILE_DEFAULT);
    if (parse->fd < 0) {
        parse->error = UPLOAD_CANT_WRITE;
        return;
    }
    remember_upload(parse->request, parse->fd, parse->tmp_name);
}

static int on_part(vela_multipart_parser_t *parser, const vela_multipart_part_t *part)
{
    form_parse_t *parse = parser->data;

    parse->name = estrndup(part->name, part->name_len);
    parse->name_len = part->name_len;
    parse->is_file = part->filename != NULL;
    if (parse->is_file) {
        start_file(parse, part);
    } else if (parse->value.s != NULL) {
        ZSTR_LEN(parse->value.s) = 0; /* the buffer is reused from part to part */
    }
    return 0;
}

static void write_file(form_parse_t *parse, const char *bytes, size_t len)
{
    while (len > 0 && parse->error == UPLOAD_OK) {
        ssize_t n = write(parse->fd, bytes, len);

        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            parse->error = UPLOAD_CANT_WRITE;
            return;
        }
        bytes += n;
        len -= (size_t)n;
    }
}

static int on_data(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    form_parse_t *parse = parser->data;

    if (!parse->is_file) {
        smart_str_appendl(&parse->value, bytes, len);
    } else if (parse->error != UPLOAD_NO_FILE) {
        parse->size += (zend_long)len;
        write_file(parse, bytes, len);
    }
    return 0;
}

/* Closes the part's temporary file, if it has one. */
static void close_file(form_parse_t *parse)
{
    if (parse->fd >= 0) {
        close(parse->fd);
        parse->fd = -1;
    }
}

/* A file part ends: its entry goes into files() under its field name. */
static int end_file(form_parse_t *parse)
{
    int rc;

    close_file(parse);
    add_assoc_long(&parse->file, "size", parse->size);
    add_assoc_str(&parse->file, "tmp_name", parse->tmp_name ? parse->tmp_name : ZSTR_EMPTY_ALLOC());
    add_assoc_long(&parse->file, "error", parse->error);
    parse->tmp_name = NULL;
    parse->placed = false;
    rc = vela_urlencoded_assign(&parse->names, &files_builder, parse, &parse->request->files,
                                parse->name, parse->name_len, &parse->file, 0);
    if (!parse->placed) {
        rc = rc != 0 ? rc : VELA_EINVAL; /* the name rules drop it: refused, not lost */
        zval_ptr_dtor(&parse->file);
    }
    ZVAL_UNDEF(&parse->file);
    return rc;
}

static int on_part_end(vela_multipart_parser_t *parser)
{
    form_parse_t *parse = parser->data;
    int rc;

    if (parse->is_file) {
        rc = end_file(parse);
    } else {
        zend_string *value = parse->value.s ? parse->value.s : ZSTR_EMPTY_ALLOC();

        rc = vela_urlencoded_assign(&parse->names, &form_builder, parse, &parse->request->form,
                                    parse->name, parse->name_len, ZSTR_VAL(value), ZSTR_LEN(value));
    }
    efree(parse->name);
    parse->name = NULL;
    return rc;
}

static const vela_multipart_callbacks_t multipart_callbacks = {on_part, on_data, on_part_end};

/* Releases what a parse that stopped mid-part still holds. */
static void end_parse(form_parse_t *parse)
{
    close_file(parse);
    if (parse->tmp_name) {
        zend_string_release(parse->tmp_name);
    }
    zval_ptr_dtor(&parse->file);
    if (parse->name) {
        efree(parse->name);
    }
    smart_str_free(&parse->value);
}

/* max_file_uploads, PHP's own setting (20 by default). */
static size_t max_file_uploads(void)
{
    zend_long max = zend_ini_long("max_file_uploads", sizeof("max_file_uploads") - 1, 0);

    return max > 0 ? (size_t)max : 0;
}

/* Why a multipart parse failed, as a refusal. */
static void refuse_multipart(vela_php_request_t *request, const vela_multipart_parser_t *parser,
                             int rc)
{
    vela_php_refusal_t *refusal = &vela_php_form_state(request)->form;

    if (parser->limit == VELA_MULTIPART_LIMIT_FIELDS) {
        vela_php_form_refuse(refusal, 413, rc, too_many_fields("form", request->max_form_fields));
    } else if (parser->limit == VELA_MULTIPART_LIMIT_FILES) {
        vela_php_form_refuse(refusal, 413, rc,
                             zend_strpprintf(0,
                                             "The form has more than max_file_uploads (%zu) files",
                                             max_file_uploads()));
    } else if (parser->limit == VELA_MULTIPART_LIMIT_HEAD) {
        vela_php_form_refuse(
            refusal, 413, rc,
            zend_strpprintf(0, "The multipart body is refused: %s", parser->error_message));
    } else {
        vela_php_form_refuse(refusal, 400, rc,
                             zend_strpprintf(0, "The multipart body is malformed: %s",
                                             rc == VELA_EINVAL
                                                 ? "a file cannot be stored under its field name"
                                                 : parser->error_message));
    }
}

#define NO_BOUNDARY "The multipart/form-data Content-Type has no valid boundary"

static void parse_multipart(vela_php_request_t *request, zend_string *type, zend_string *body)
{
    form_parse_t parse = {.request = request, .names = name_rules(request), .fd = -1};
    vela_multipart_parser_t *parser = emalloc(sizeof(*parser));
    char boundary[VELA_MULTIPART_BOUNDARY_MAX];
    size_t len;
    int rc = vela_multipart_param(ZSTR_VAL(type), ZSTR_LEN(type), "boundary", boundary,
                                  sizeof(boundary), &len);

    ZVAL_UNDEF(&parse.file);
    if (rc != 1 || vela_multipart_init(parser, &multipart_callbacks, &parse, boundary, len,
                                       request->max_form_fields, max_file_uploads()) != 0) {
        vela_php_form_refuse(&vela_php_form_state(request)->form, 400, VELA_EINVAL,
                             zend_string_init(NO_BOUNDARY, sizeof(NO_BOUNDARY) - 1, 0));
    } else if ((rc = vela_multipart_execute(parser, ZSTR_VAL(body), ZSTR_LEN(body))) != 0 ||
               (rc = vela_multipart_finish(parser)) != 0) {
        refuse_multipart(request, parser, rc);
    }
    end_parse(&parse);
    efree(parser);
}

/* Whether a Content-Type value is `media_type` (any case, parameters allowed). */
static bool media_type_is(zend_string *type, const char *media_type)
{
    size_t len = strlen(media_type);

    return ZSTR_LEN(type) >= len && strncasecmp(ZSTR_VAL(type), media_type, len) == 0 &&
           (ZSTR_LEN(type) == len || memchr("; \t", ZSTR_VAL(type)[len], 3) != NULL);
}

/* Parses the body into form and files; a refusal empties both and deletes the uploads. */
static void parse_form(vela_php_request_t *request)
{
    zend_string *type = vela_php_request_header(request, "content-type");

    array_init(&request->form);
    array_init(&request->files);
    if (type != NULL && media_type_is(type, "application/x-www-form-urlencoded")) {
        zval_ptr_dtor(&request->form);
        if (parse_urlencoded(request, ZSTR_VAL(vela_php_request_body(request)),
                             ZSTR_LEN(vela_php_request_body(request)), &request->form) != 0) {
            vela_php_form_refuse(&vela_php_form_state(request)->form, 413, VELA_ELIMIT,
                                 too_many_fields("form", request->max_form_fields));
        }
    } else if (type != NULL && media_type_is(type, "multipart/form-data")) {
        parse_multipart(request, type, vela_php_request_body(request));
    }
    if (request->form_state && request->form_state->form.status) {
        zend_hash_clean(Z_ARRVAL(request->form));
        zend_hash_clean(Z_ARRVAL(request->files));
        delete_uploads(request->form_state);
    }
}

bool vela_php_form_body(vela_php_request_t *request)
{
    if (Z_TYPE(request->form) == IS_UNDEF) {
        parse_form(request);
    }
    if (request->form_state && request->form_state->form.status) {
        vela_php_form_throw(&request->form_state->form);
        return false;
    }
    return true;
}
