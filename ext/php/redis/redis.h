/*
 * The Redis binding (Vela\Redis\*), shared between its files; not public.
 *
 * Files: one per class (pool_class.c, cluster_class.c, pipeline_class.c,
 * transaction_class.c, subscription_class.c, scan_iterator_class.c,
 * exception.c), plus the helpers every class uses: argv.c (PHP arguments
 * to a command's binary-safe argv, driven by the command table), reply.c
 * (hiredis replies to PHP values, shaped per the table), exec.c (lease,
 * send, wait, throw: one command on a client), and commands.c, generated
 * from commands.tsv by scripts/gen-redis-commands (the table and the typed
 * methods, each handing its row to its class's *_run()).
 *
 * Only this binding throws; the engine (src/redis/) returns codes.
 */
#ifndef VELA_PHP_REDIS_H
#define VELA_PHP_REDIS_H

#include "php/core/binding.h"
#include "php/core/options.h"

#include <hiredis/hiredis.h>
#include <uv.h>

#include "src/redis/client.h"
#include "src/redis/cluster.h"

/* ---- the command table (commands.tsv) ----------------------------------- */

enum vela_php_redis_reply_shape {
    VELA_REDIS_REPLY_RAW,
    VELA_REDIS_REPLY_OK,
    VELA_REDIS_REPLY_BOOL,
    VELA_REDIS_REPLY_MAP,
    VELA_REDIS_REPLY_FLOAT,
};

enum vela_php_redis_key_spec {
    VELA_REDIS_KEYS_FIRST,
    VELA_REDIS_KEYS_ALL,
    VELA_REDIS_KEYS_PAIRS,
    VELA_REDIS_KEYS_NONE,
};

enum vela_php_redis_command_flag {
    VELA_REDIS_CMD_BLOCK = 1 << 0,
    VELA_REDIS_CMD_SPLIT_MGET = 1 << 1,
    VELA_REDIS_CMD_SPLIT_SUM = 1 << 2,
    VELA_REDIS_CMD_SPLIT_OK = 1 << 3,
    VELA_REDIS_CMD_OPTS_FIRST = 1 << 4,
    VELA_REDIS_CMD_SCRIPT = 1 << 5,
    VELA_REDIS_CMD_ITERATOR = 1 << 6,
    VELA_REDIS_CMD_WRITE = 1 << 7,
};

#define VELA_REDIS_CMD_SPLIT                                                                       \
    (VELA_REDIS_CMD_SPLIT_MGET | VELA_REDIS_CMD_SPLIT_SUM | VELA_REDIS_CMD_SPLIT_OK)

/* One row of the table. params: one letter per parameter (see commands.tsv), '?' = optional. */
typedef struct vela_php_redis_command {
    const char *name;   /* "GET", or words: "SCRIPT LOAD" */
    const char *method; /* the PHP method */
    const char *params;
    uint8_t reply; /* enum vela_php_redis_reply_shape */
    uint8_t keys;  /* enum vela_php_redis_key_spec */
    uint32_t flags;
} vela_php_redis_command_t;

extern const vela_php_redis_command_t vela_php_redis_commands[];
extern const size_t vela_php_redis_command_count;

/* The row for a command name (case-insensitive; first word), or NULL. */
const vela_php_redis_command_t *vela_php_redis_command_find(const char *name, size_t len);

/* ---- arguments (argv.c) --------------------------------------------------- */

#define VELA_REDIS_ARGV_INLINE 16

/* A command's argv: borrowed or owned strings, and where its keys are. */
typedef struct vela_php_redis_argv {
    int argc, cap;
    const char **argv;
    size_t *lens;
    zend_string **owned; /* per argument, NULL when borrowed from a zval */
    int *keys;           /* indexes of the key arguments */
    int key_count;
    const char *argv_inline[VELA_REDIS_ARGV_INLINE];
    size_t lens_inline[VELA_REDIS_ARGV_INLINE];
    zend_string *owned_inline[VELA_REDIS_ARGV_INLINE];
    int keys_inline[VELA_REDIS_ARGV_INLINE];
} vela_php_redis_argv_t;

void vela_php_redis_argv_init(vela_php_redis_argv_t *a);
void vela_php_redis_argv_free(vela_php_redis_argv_t *a);

/*
 * Builds the argv of a table command from the PHP arguments (args[n]), as
 * the row's params say. Returns SUCCESS, or FAILURE with a TypeError /
 * ValueError / ArgumentCountError thrown (nothing sent).
 */
zend_result vela_php_redis_argv_build(vela_php_redis_argv_t *a, const vela_php_redis_command_t *cmd,
                                      zval *args, uint32_t n);

/*
 * Builds the argv of command($name, ...$args): the name's words then each
 * argument (string, int, float); keys as the table says for a known name,
 * else the first argument. Returns SUCCESS or FAILURE (thrown). *cmd gets
 * the row or NULL.
 */
zend_result vela_php_redis_argv_command(vela_php_redis_argv_t *a, zend_string *name, zval *args,
                                        uint32_t n, const vela_php_redis_command_t **cmd);

/*
 * A typed method's PHP arguments (read as zvals, then checked against the
 * row) into a; SUCCESS, or FAILURE with the exception thrown. The caller
 * frees a either way. Called from the method's own frame.
 */
zend_result vela_php_redis_method_args(zend_execute_data *execute_data,
                                       const vela_php_redis_command_t *cmd,
                                       vela_php_redis_argv_t *a);

/* The same for command($name, ...$args); *cmd gets $name's row or NULL. */
zend_result vela_php_redis_command_args(zend_execute_data *execute_data, vela_php_redis_argv_t *a,
                                        const vela_php_redis_command_t **cmd);

/* Appends one argument; copy=true when the bytes do not outlive the argv. */
void vela_php_redis_argv_push(vela_php_redis_argv_t *a, const char *s, size_t len, bool copy);

/* ---- replies (reply.c) ---------------------------------------------------- */

/* The reply of a single command, filled from the hiredis callback. */
typedef struct vela_php_redis_single {
    zval value;
    zend_string *error; /* an error reply's text (the caller throws it) */
} vela_php_redis_single_t;

/* vela_redis_reply_fn for a vela_php_redis_single_t. */
void vela_php_redis_single_reply(void *arg, size_t index, const redisReply *reply);

/* Frees a single reply's value and error, leaving it empty (value UNDEF, error NULL). */
void vela_php_redis_single_clear(vela_php_redis_single_t *s);

/* vela_redis_reply_fn appending to a zval array: error replies become Exception objects. */
void vela_php_redis_list_reply(void *arg, size_t index, const redisReply *reply);

/* A reply as a PHP value (status OK -> true; nested errors -> Exception objects). */
void vela_php_redis_reply_to_zval(const redisReply *reply, zval *out);

/* Applies the row's reply shape to value in place (cmd may be NULL: raw). */
void vela_php_redis_shape(const vela_php_redis_command_t *cmd, zval *value);

/* ---- exceptions (exception.c) --------------------------------------------- */

extern zend_class_entry *vela_ce_redis_exception, *vela_ce_redis_connection_lost,
    *vela_ce_redis_timeout, *vela_ce_redis_pool_timeout, *vela_ce_redis_cross_slot,
    *vela_ce_redis_auth_failed;

void vela_php_redis_exceptions_register(zend_class_entry *exception, zend_class_entry *lost,
                                        zend_class_entry *timeout, zend_class_entry *pool_timeout,
                                        zend_class_entry *cross_slot, zend_class_entry *auth);

/* Throws the server's error reply (CROSSSLOT -> CrossSlot, else Exception). */
void vela_php_redis_throw_reply(zend_string *error);

/* An Exception object for an error reply text, not thrown. */
void vela_php_redis_error_object(const char *text, size_t len, zval *out);

/*
 * Throws for an engine code of a command, by the area's rows of the one
 * table (register.c): VELA_ETIMEOUT -> Timeout, VELA_EAUTH -> AuthFailed,
 * connection codes (UV_E*, VELA_EPROTOCOL, VELA_ESTATE from an open) ->
 * ConnectionLost, VELA_ECLOSED (a closed pool) -> ConnectionLost, the rest the core's
 * (VELA_ECANCELED unwinds). `message` says what and why.
 */
void vela_php_redis_throw_code(int code, const char *message);

/* Throws PoolTimeout with the one exhaustion message (vela_php_core_pool_exhausted()). */
void vela_php_redis_throw_pool_timeout(vela_redis_client_t *client);

/* ---- running commands (exec.c) ----------------------------------------- */

/*
 * Takes a lease on client (exclusive or shared), throwing on failure
 * (PoolTimeout, ConnectionLost, AuthFailed ...). Returns SUCCESS/FAILURE.
 */
zend_result vela_php_redis_acquire(vela_redis_client_t *client, bool exclusive,
                                   vela_pool_lease_t *lease, vela_redis_conn_t **conn);

/* Throws for a failed vela_redis_client_acquire() (PoolTimeout, ConnectionLost ...). */
void vela_php_redis_throw_acquire(vela_redis_client_t *client, int rc);

/*
 * Sends argv on conn and waits for the reply within timeout_ms. Returns 0
 * with *single filled (maybe an error reply), or the engine code with the
 * reason in why[cap] (nothing thrown). Retire the connection after
 * VELA_ETIMEOUT when it was exclusive.
 */
int vela_php_redis_roundtrip(vela_redis_conn_t *conn, const vela_php_redis_argv_t *a,
                             int64_t timeout_ms, vela_php_redis_single_t *single, char *why,
                             size_t cap);

/*
 * One command on a client: acquire, roundtrip (EVALSHA falls back to EVAL
 * once on NOSCRIPT), release, shape; returns the value in *out or throws
 * (error replies too). Returns SUCCESS/FAILURE.
 */
zend_result vela_php_redis_call(vela_redis_client_t *client, const vela_php_redis_command_t *cmd,
                                vela_php_redis_argv_t *a, zval *out);

/* The command timeout of client in ms (< 0 none), widened for a blocking command's own. */
int64_t vela_php_redis_command_timeout(vela_redis_client_t *client,
                                       const vela_php_redis_command_t *cmd,
                                       const vela_php_redis_argv_t *a);

/* ---- options (pool_class.c) ----------------------------------------------- */

/*
 * Options a class takes beyond the common ones (max, database,
 * connect_timeout, command_timeout, acquire_timeout, idle_timeout,
 * username, password, name): their rows (php/core/options.h) and what
 * stores a checked value, with its number (seconds as given).
 */
typedef struct vela_php_redis_options {
    const vela_php_options_table_t *table;
    void (*apply)(const vela_php_option_t *row, zval *value, double number, void *arg);
    void *arg;
} vela_php_redis_options_t;

/*
 * Reads the options array into a client config, handing the rows of
 * `extra` (NULL: none) to extra->apply. Every key is checked by the options
 * facility: an unknown one, a wrong type or a value out of range throws a
 * ValueError "<owner>: ..." naming it. Returns SUCCESS/FAILURE.
 */
zend_result vela_php_redis_read_options(HashTable *options, vela_redis_client_config_t *cfg,
                                        const vela_php_redis_options_t *extra, const char *owner);

/* Seconds as given to milliseconds, rounded; -1 (no limit) when `value` is null. */
int64_t vela_php_redis_option_ms(zval *value, double seconds);

/* Pool stats as a PHP array. */
void vela_php_redis_stats_array(vela_redis_client_t *client, zval *out);

/* ---- classes --------------------------------------------------------------- */

void vela_php_redis_pool_register(zend_class_entry *ce);
void vela_php_redis_cluster_register(zend_class_entry *ce);
void vela_php_redis_pipeline_register(zend_class_entry *ce);
void vela_php_redis_transaction_register(zend_class_entry *ce);
void vela_php_redis_subscription_register(zend_class_entry *ce);
void vela_php_redis_scan_iterator_register(zend_class_entry *ce);

/* The executors the generated methods call (commands.c). */
void vela_php_redis_pool_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd);
void vela_php_redis_cluster_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd);
void vela_php_redis_pipeline_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd);
void vela_php_redis_transaction_run(INTERNAL_FUNCTION_PARAMETERS,
                                    const vela_php_redis_command_t *cmd);

/* A Pool object's client (for the objects it creates). */
vela_redis_client_t *vela_php_redis_pool_client(zend_object *pool);

/* ---- Pool and Cluster: one ops table ---------------------------------------- */

/*
 * What a Pool and a Cluster both do for the objects they make (Pipeline,
 * ScanIterator), so that those never ask which one they hold: each class
 * implements the table (pool_class.c, cluster_class.c) and every object of
 * it finds the table through its handlers (vela_php_redis_ops()).
 */
typedef struct vela_php_redis_owner_ops {
    /* Runs one command (cmd NULL: command()'s raw reply) into *out; throws. */
    zend_result (*call)(zend_object *owner, const vela_php_redis_command_t *cmd,
                        vela_php_redis_argv_t *a, zval *out);
    /* The slot a queued command goes with: -1 (no key, or a Pool); -2 with CrossSlot thrown. */
    int (*slot)(zend_object *owner, const vela_php_redis_argv_t *a);
    /*
     * Sends a flushed Pipeline's commands, storing reply i in all[i] (error
     * replies as Exception objects); throws when the batch fails.
     */
    zend_result (*flush)(zend_object *owner, zend_object *pipeline, zval *all);
    /* Stores up to cap clients a keyless SCAN walks in turn; returns how many were stored. */
    size_t (*scan_clients)(zend_object *owner, vela_redis_client_t **out, size_t cap);
} vela_php_redis_owner_ops_t;

/* The most clients a keyless SCAN walks (a Cluster's masters). */
#define VELA_REDIS_SCAN_CLIENTS_MAX 64

/* The handlers of a Pool or Cluster object: the std handlers first, then the class's ops. */
typedef struct vela_php_redis_owner_handlers {
    zend_object_handlers std;
    const vela_php_redis_owner_ops_t *ops;
} vela_php_redis_owner_handlers_t;

/* The ops of a Pool or Cluster object. */
static inline const vela_php_redis_owner_ops_t *vela_php_redis_ops(const zend_object *owner)
{
    return ((const vela_php_redis_owner_handlers_t *)owner->handlers)->ops;
}

/*
 * A typed method of a (constructed) Pool or Cluster, through its ops: a
 * ScanIterator over its scan clients for the SCAN family, else the command
 * run by its call. What vela_php_redis_pool_run() and vela_php_redis_cluster_run()
 * do once they have checked the object.
 */
void vela_php_redis_owner_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd);

/* ---- pipelines (pipeline_class.c) -------------------------------------------- */

/* A Pipeline bound to its owner (a Pool or a Cluster object), empty. */
void vela_php_redis_pipeline_new(zend_object *owner, zval *out);
/* Queues one command (argv copied) on a Pipeline; FAILURE with CrossSlot thrown (Cluster). */
zend_result vela_php_redis_pipeline_queue(zend_object *pipeline,
                                          const vela_php_redis_command_t *cmd,
                                          const vela_php_redis_argv_t *a);
/* Runs $fn with a new Pipeline of owner, then flushes it into return_value
 * (Pool/Cluster::pipeline()). */
void vela_php_redis_pipeline_execute(zend_object *owner, zend_fcall_info *fci,
                                     zend_fcall_info_cache *fcc, zval *return_value);
/* Sends a Pipeline's commands and stores the replies (a list) in *out; throws on failure. */
zend_result vela_php_redis_pipeline_flush(zend_object *pipeline, zval *out);

/* The number of commands queued on a Pipeline, and command i's slot (-1: no key). */
size_t vela_php_redis_pipeline_count(zend_object *pipeline);
int vela_php_redis_pipeline_slot(zend_object *pipeline, size_t i);

/* Points a (initialised by the call; free it) at command i's arguments, borrowed. */
void vela_php_redis_pipeline_argv(zend_object *pipeline, size_t i, vela_php_redis_argv_t *a);

/*
 * Sends commands[0..n) of a Pipeline (all of them in order when commands is
 * NULL) on one shared connection of client, each after ASKING when asking,
 * and stores reply k in all[commands[k]] (replacing what was there). Returns
 * 0, or a code with why[cap] and *never_sent true when no connection could
 * be had (nothing thrown). Suspends.
 */
int vela_php_redis_pipeline_send(zend_object *pipeline, vela_redis_client_t *client,
                                 const size_t *commands, size_t n, bool asking, zval *all,
                                 bool *never_sent, char *why, size_t cap);

/* Runs Pool::transaction($fn). */
void vela_php_redis_transaction_execute(zend_object *pool, zend_fcall_info *fci,
                                        zend_fcall_info_cache *fcc, zval *return_value);

/* Starts a (p)subscription; pattern = PSUBSCRIBE. Throws on failure. */
void vela_php_redis_subscription_start(zend_object *pool, zval *channels, HashTable *options,
                                       bool pattern, zval *return_value);

/* A ScanIterator over the clients given (SCAN on a Cluster walks every master). */
void vela_php_redis_scan_new(zend_object *owner, vela_redis_client_t **clients, size_t count,
                             const vela_php_redis_command_t *cmd, zval *args, uint32_t n,
                             zval *return_value);

#endif
