/*
 * What this process's outbound HTTP client counted per host, until the
 * server's metrics publisher takes it.
 *
 * Design. Every attempt of vela_http_client_send() (a retry is an attempt
 * of its own) is recorded under its host key ("scheme://host:port"): its
 * status class when a response came, else its error kind, and its duration
 * from the wait for a slot of the host's gate to the end. The table is fixed
 * (VELA_METRICS_MAX_HTTP_HOSTS entries, the last one the overflow for hosts
 * past the others, keyed ""), so a client calling endless hosts cannot grow
 * the worker. The server's observer (php/http/observe.c) drains it once a
 * second into the shared metrics region (src/process/metrics.h), which sums
 * it over the workers; without a server with metrics_path, the counts only
 * accumulate in the table. A forked child starts from an empty table (the
 * parent's counts are the parent's).
 *
 * Thread-safety: none; the PHP thread only.
 */
#ifndef VELA_HTTP_CLIENT_STATS_H
#define VELA_HTTP_CLIENT_STATS_H

#include <stdint.h>

#include "src/process/metrics.h"

/* Records one attempt at `host`: `status` when a response came (kind 0), else the error `kind`. */
void vela_http_stats_record(const char *host, long status, int kind, uint64_t duration_us);

/*
 * Calls each(arg, host, counts) for every host that counted something since
 * the last drain, with those counts, then forgets them. Host "" is the
 * overflow.
 */
void vela_http_stats_drain(void (*each)(void *arg, const char *host,
                                        const vela_metrics_http_host_t *counts),
                           void *arg);

#endif
