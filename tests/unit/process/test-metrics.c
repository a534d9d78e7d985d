/*
 * Unit tests for ext/src/process/metrics.c: one shared region written by
 * several real processes (fork) and read by another, counters summed over
 * slots, a replaced worker keeping its slot's counters, table overflow, the
 * exposition's exact lines, and the exposition accepted by Prometheus's own
 * checker (promtool check metrics).
 */
#include "src/process/metrics.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct text {
    char buf[256 * 1024];
    size_t len;
} text_t;

static int append(void *arg, const char *bytes, size_t len)
{
    text_t *t = arg;
    if (t->len + len >= sizeof(t->buf)) {
        return -1;
    }
    memcpy(t->buf + t->len, bytes, len);
    t->len += len;
    t->buf[t->len] = '\0';
    return 0;
}

static text_t *render(vela_metrics_t *m)
{
    static text_t t;
    t.len = 0;
    t.buf[0] = '\0';
    EXPECT_INT(vela_metrics_render(m, append, &t), 0);
    return &t;
}

static bool has_line(const text_t *t, const char *line)
{
    size_t n = strlen(line);
    for (const char *p = t->buf; (p = strstr(p, line)) != NULL; p += n) {
        if ((p == t->buf || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0')) {
            return true;
        }
    }
    printf("  missing line: %s\n", line);
    return false;
}

/* A child process serving `requests` requests of route in its slot. */
static void worker(vela_metrics_t *m, uint32_t slot, const char *route, int requests)
{
    pid_t pid = fork();
    if (pid == 0) {
        vela_metrics_slot_start(m, slot);
        int key = vela_metrics_request_key(m, slot, route, 200);
        for (int i = 0; i < requests; i++) {
            vela_metrics_in_flight(m, slot, 1);
            vela_metrics_request(m, slot, key, 2000); /* 2 ms */
            vela_metrics_in_flight(m, slot, -1);
        }
        vela_metrics_set_gauge(m, slot, VELA_METRICS_MEMORY_BYTES, 1000 + slot);
        _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_INT(WEXITSTATUS(status), 0);
}

static void counters_of_every_worker_process_are_summed(void)
{
    vela_metrics_t *m;
    int fd;
    EXPECT_INT(vela_metrics_create(2, &fd, &m), 0);
    worker(m, 0, "home", 3);
    worker(m, 1, "home", 4);
    worker(m, 1, "users.show", 1);
    text_t *t = render(m);
    EXPECT(has_line(t, "vela_http_requests_total{route=\"home\",status=\"200\"} 7"));
    EXPECT(has_line(t, "vela_http_requests_total{route=\"users.show\",status=\"200\"} 1"));
    EXPECT(has_line(t, "vela_http_request_duration_seconds_bucket{le=\"0.001\"} 0"));
    EXPECT(has_line(t, "vela_http_request_duration_seconds_bucket{le=\"0.005\"} 8"));
    EXPECT(has_line(t, "vela_http_request_duration_seconds_count 8"));
    EXPECT(has_line(t, "vela_http_request_duration_seconds_sum 0.016000"));
    EXPECT(has_line(t, "vela_http_requests_in_flight 0"));
    EXPECT(has_line(t, "vela_worker_memory_bytes{worker=\"1\"} 1001"));
    vela_metrics_free(m);
    close(fd);
}

static void a_replaced_worker_keeps_the_counters_and_clears_the_gauges(void)
{
    vela_metrics_t *m;
    int fd;
    EXPECT_INT(vela_metrics_create(1, &fd, &m), 0);
    vela_metrics_in_flight(m, 0, 1); /* a worker that died mid-request */
    vela_metrics_set_gauge(m, 0, VELA_METRICS_COROUTINES, 5);
    vela_metrics_request(m, 0, vela_metrics_request_key(m, 0, "a", 500), 10);
    vela_metrics_count_master(m, VELA_METRICS_WORKER_RESTARTS);
    EXPECT_INT(vela_metrics_slot_start(m, 0), 0);
    EXPECT_INT(vela_metrics_slot_start(m, 1), VELA_EINVAL);
    text_t *t = render(m);
    EXPECT(has_line(t, "vela_http_requests_total{route=\"a\",status=\"500\"} 1"));
    EXPECT(has_line(t, "vela_http_requests_in_flight 0"));
    EXPECT(has_line(t, "vela_coroutines 0"));
    EXPECT(has_line(t, "vela_worker_restarts_total 1"));
    vela_metrics_free(m);
    close(fd);
}

static void an_exec_d_worker_attaches_by_descriptor(void)
{
    vela_metrics_t *m, *attached = NULL;
    int fd;
    EXPECT_INT(vela_metrics_create(3, &fd, &m), 0);
    EXPECT_INT(vela_metrics_attach(fd, &attached), 0);
    EXPECT_INT(vela_metrics_slots(attached), 3);
    vela_metrics_watchdog_warnings(attached, 2, 2);
    EXPECT(has_line(render(m), "vela_watchdog_warnings_total 2"));
    vela_metrics_free(attached);
    int bogus = memfd_create("not-metrics", 0);
    EXPECT(ftruncate(bogus, 4096) == 0);
    EXPECT_INT(vela_metrics_attach(bogus, &attached), VELA_EINVAL);
    close(bogus);
    vela_metrics_free(m);
    close(fd);
    EXPECT_INT(vela_metrics_create(0, &fd, &m), VELA_EINVAL);
}

static void past_the_table_requests_count_as_other_and_labels_are_escaped(void)
{
    vela_metrics_t *m;
    int fd;
    char name[32];
    EXPECT_INT(vela_metrics_create(1, &fd, &m), 0);
    for (int i = 0; i < VELA_METRICS_MAX_REQUEST_KEYS + 10; i++) {
        snprintf(name, sizeof(name), "r%d", i);
        vela_metrics_request(m, 0, vela_metrics_request_key(m, 0, name, 200), 1);
    }
    vela_metrics_request(m, 0, vela_metrics_request_key(m, 0, "we\"ird\\", 404), 1);
    text_t *t = render(m);
    EXPECT(has_line(t, "vela_http_requests_total{route=\"r0\",status=\"200\"} 1"));
    EXPECT(has_line(t, "vela_http_requests_total{route=\"_other\",status=\"other\"} 12"));
    EXPECT(strstr(t->buf, "r600") == NULL);
    vela_metrics_free(m);
    close(fd);

    EXPECT_INT(vela_metrics_create(1, &fd, &m), 0);
    vela_metrics_request(m, 0, vela_metrics_request_key(m, 0, "we\"ird\\", 404), 1);
    EXPECT(
        has_line(render(m), "vela_http_requests_total{route=\"we\\\"ird\\\\\",status=\"404\"} 1"));
    vela_metrics_free(m);
    close(fd);
}

static void pools_are_summed_by_name(void)
{
    vela_metrics_t *m;
    int fd;
    EXPECT_INT(vela_metrics_create(2, &fd, &m), 0);
    vela_metrics_pool_t p = {.size = 2, .idle = 1, .busy = 1, .acquires = 10};
    vela_histogram_observe(&p.acquire_wait, 50);
    EXPECT(vela_metrics_set_pool(m, 0, "pg.default", &p));
    EXPECT(vela_metrics_set_pool(m, 1, "pg.default", &p));
    p.size = 1;
    EXPECT(vela_metrics_set_pool(m, 1, "redis.default", &p));
    text_t *t = render(m);
    EXPECT(has_line(t, "vela_pool_connections{pool=\"pg.default\"} 4"));
    EXPECT(has_line(t, "vela_pool_connections{pool=\"redis.default\"} 1"));
    EXPECT(has_line(t, "vela_pool_acquires_total{pool=\"pg.default\"} 20"));
    EXPECT(
        has_line(t, "vela_pool_acquire_wait_seconds_bucket{pool=\"pg.default\",le=\"0.0001\"} 2"));
    EXPECT(has_line(t, "vela_pool_acquire_wait_seconds_count{pool=\"pg.default\"} 2"));
    vela_metrics_free(m);
    close(fd);
}

static void outbound_hosts_are_summed_and_bounded(void)
{
    vela_metrics_t *m;
    int fd;
    char name[32];
    EXPECT_INT(vela_metrics_create(2, &fd, &m), 0);
    vela_metrics_http_host_t h = {.responses = {0, 3, 0, 1, 0}};
    h.errors[1] = 2; /* VELA_HTTP_ERR_CONNECT */
    vela_histogram_observe(&h.duration, 2000);
    vela_metrics_add_http_host(m, 0, "http://a:80", &h);
    vela_metrics_add_http_host(m, 1, "http://a:80", &h);
    vela_metrics_add_http_host(m, 0, "http://a:80", &h);
    for (int i = 0; i < VELA_METRICS_MAX_HTTP_HOSTS + 4; i++) {
        snprintf(name, sizeof(name), "http://h%d:80", i);
        vela_metrics_add_http_host(m, 1, name, &h);
    }
    text_t *t = render(m);
    EXPECT(has_line(t, "vela_http_client_requests_total{host=\"http://a:80\",status=\"2xx\"} 9"));
    EXPECT(has_line(t, "vela_http_client_requests_total{host=\"http://a:80\",status=\"4xx\"} 3"));
    EXPECT(has_line(t, "vela_http_client_errors_total{host=\"http://a:80\",kind=\"connect\"} 6"));
    EXPECT(has_line(t, "vela_http_client_request_duration_seconds_bucket{host=\"http://a:80\","
                       "le=\"0.001\"} 0"));
    EXPECT(has_line(t, "vela_http_client_request_duration_seconds_bucket{host=\"http://a:80\","
                       "le=\"0.005\"} 3"));
    /* Slot 1 holds a:80 and 30 of the h hosts; the other 6 count as _other. */
    EXPECT(has_line(t, "vela_http_client_requests_total{host=\"http://h29:80\",status=\"2xx\"} 3"));
    EXPECT(strstr(t->buf, "http://h30:80") == NULL);
    EXPECT(has_line(t, "vela_http_client_requests_total{host=\"_other\",status=\"2xx\"} 18"));
    EXPECT(has_line(t, "vela_http_client_request_duration_seconds_count{host=\"_other\"} 6"));
    vela_metrics_free(m);
    close(fd);
}

static void promtool_accepts_the_exposition(void)
{
    vela_metrics_t *m;
    int fd;
    EXPECT_INT(vela_metrics_create(2, &fd, &m), 0);
    worker(m, 0, "home", 2);
    vela_metrics_request(m, 1, vela_metrics_request_key(m, 1, "", 404), 5);
    vela_metrics_pool_t p = {.size = 1};
    vela_metrics_set_pool(m, 0, "pg.default", &p);
    vela_metrics_http_host_t h = {.responses = {0, 1, 0, 0, 1}};
    h.errors[2] = 1;
    vela_histogram_observe(&h.duration, 700);
    vela_metrics_add_http_host(m, 1, "https://api.example:443", &h);
    vela_metrics_add_http_host(m, 1, "", &h);
    text_t *t = render(m);
    char path[] = "/tmp/vela-metrics-XXXXXX";
    int out = mkstemp(path);
    EXPECT(out >= 0 && write(out, t->buf, t->len) == (ssize_t)t->len);
    close(out);
    char command[128];
    snprintf(command, sizeof(command), "promtool check metrics < %s 2>&1", path);
    FILE *p_out = popen(command, "r");
    char report[4096] = "";
    size_t n = p_out ? fread(report, 1, sizeof(report) - 1, p_out) : 0;
    report[n] = '\0';
    int status = p_out ? pclose(p_out) : -1;
    if (status != 0 || n != 0) {
        printf("  promtool (status %d): %s\n", status, report);
    }
    EXPECT_INT(status, 0);
    EXPECT_INT(n, 0); /* no lint complaint either */
    unlink(path);
    vela_metrics_free(m);
    close(fd);
}

UNIT_MAIN(UNIT_TEST(counters_of_every_worker_process_are_summed),
          UNIT_TEST(a_replaced_worker_keeps_the_counters_and_clears_the_gauges),
          UNIT_TEST(an_exec_d_worker_attaches_by_descriptor),
          UNIT_TEST(past_the_table_requests_count_as_other_and_labels_are_escaped),
          UNIT_TEST(pools_are_summed_by_name), UNIT_TEST(outbound_hosts_are_summed_and_bounded),
          UNIT_TEST(promtool_accepts_the_exposition))
