/*
 * The request's forms: the query and the body as PHP arrays (form(),
 * files(), query()), the uploaded files a multipart body spills to disk,
 * and the refusals of forms and JSON bodies the server answers 413, 414 or
 * 400. Shared by request_class.c (the Request methods) and form.c; not
 * public.
 *
 * Design. The parsers are the engine's (src/http/urlencoded.h,
 * multipart.h); form.c gives them builders that make zvals with PHP's
 * array rules (php_register_variable_ex's) and writes each file part to a
 * temporary file as it arrives, so a body is never held twice. The state
 * of uploads and refusals is allocated on first need (most requests have
 * neither) and freed with the request, which deletes every temporary file
 * still where the upload put it (a handler that moved it keeps it). A
 * refusal is recorded once and thrown every time the array is asked for.
 * Everything here runs in the coroutine of the request.
 */
#ifndef VELA_PHP_HTTP_FORM_H
#define VELA_PHP_HTTP_FORM_H

#include "php/http/http.h"

/* A parse that was refused: the status it is answered with and what was thrown. */
typedef struct vela_php_refusal {
    int status; /* 0: not refused */
    int code;   /* the engine code, the exception's getCode() */
    zend_string *message;
} vela_php_refusal_t;

/* Allocated on first need: most requests have no uploads and no refusal. */
struct vela_php_form_state {
    vela_php_refusal_t query, form, json;
    struct vela_php_upload *uploads; /* temporary files to delete with the request */
    size_t upload_count, upload_cap;
};

/* The request's form state, allocated (emalloc) on first call. */
vela_php_form_state_t *vela_php_form_state(vela_php_request_t *request);

/* Deletes the uploads still in place and frees the state; NULL-safe. */
void vela_php_form_state_free(vela_php_form_state_t *state);

/* Records why a parse is refused (takes `message`'s reference); vela_php_form_throw() throws it. */
void vela_php_form_refuse(vela_php_refusal_t *refusal, int status, int code, zend_string *message);

/* Throws the refusal as a Vela\Http\Exception with its message and code. */
void vela_php_form_throw(const vela_php_refusal_t *refusal);

/*
 * Parses the query into request->query on first use, or shares the array
 * of the last query parsed when the bytes are the same. False, thrown, when
 * it is refused.
 */
bool vela_php_form_query(vela_php_request_t *request);

/* Releases the last query kept by vela_php_form_query(); from vela_php_request_deactivate(). */
void vela_php_form_deactivate(void);

/*
 * Parses the body into request->form and request->files on first use
 * (urlencoded or multipart/form-data by Content-Type; any other type gives
 * two empty arrays). False, thrown, when it is refused: both arrays are then
 * empty and the uploads already deleted.
 */
bool vela_php_form_body(vela_php_request_t *request);

/* The request's body, "" until it has one. Borrowed. */
static inline zend_string *vela_php_request_body(const vela_php_request_t *request)
{
    return request->body ? request->body : ZSTR_EMPTY_ALLOC();
}

/* The query string of the target (after '?', "" when none), borrowed from the target. */
static inline const char *vela_php_request_query(const vela_php_request_t *request, size_t *len)
{
    size_t skip =
        request->path_len < ZSTR_LEN(request->target) ? request->path_len + 1 : request->path_len;

    *len = ZSTR_LEN(request->target) - skip;
    return ZSTR_VAL(request->target) + skip;
}

#endif
