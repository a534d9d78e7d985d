/* Unit tests for ext/src/cache/manifest.c, manifest_codec.c and watch.c:
 * the manifest's line codec, parsing vgen's manifest, the stale-cache check
 * on a real directory, and the cache watch's inotify. */
#include "src/core/content_hash.h"
#include "src/cache/manifest.h"
#include "src/cache/manifest_codec.h"
#include "src/cache/watch.h"
#include "src/core/error.h"
#include "unit.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static char root[64];

static const char sample[] = "vgen-manifest 1 0.1.0 build 2 0.1.0/123456-1700000000000000000\n"
                             "i dda047823c2f8e8d 317 1796135283273809246 11051506 composer.json\n"
                             "i b6f06de3267d25d8 932 -5 11051513 src/My Dir/Home.php\n"
                             "o 9a85118b1429b187 5082 1796135283275677851 0 container.php\n"
                             "scan-cache 3 0.1.0/1-2 4 0000000000000000\n"
                             "\0\0\0\0 binary\nrecords";

static void write_file(const char *rel, const char *text)
{
    char path[1024];
    FILE *f;

    snprintf(path, sizeof(path), "%s/%s", root, rel);
    f = fopen(path, "w");
    EXPECT(f != NULL);
    if (f != NULL) {
        fputs(text, f);
        fclose(f);
    }
}

/* The manifest line vgen would write for the file `rel` as it is now. */
static void describe(char *line, size_t size, const char *rel, const char *text)
{
    char path[1024];
    struct stat st;

    snprintf(path, sizeof(path), "%s/%s", root, rel);
    EXPECT_INT(stat(path, &st), 0);
    snprintf(line, size, "i %016llx %lld %lld 1 %s\n",
             (unsigned long long)vela_content_hash(text, strlen(text)), (long long)st.st_size,
             (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec, rel);
}

/* Writes an app of two sources and a config file; parses its manifest into *m. */
static void make_app(vela_manifest_t *m)
{
    static char text[1024];
    char a[256], b[256], c[256];

    write_file("src/A.php", "<?php class A {}\n");
    write_file("src/Sub/B.php", "<?php class B {}\n");
    write_file("config/container.php", "<?php return [];\n");
    write_file("config/app.php", "<?php return [];\n"); /* config, not an input */
    describe(a, sizeof(a), "src/A.php", "<?php class A {}\n");
    describe(b, sizeof(b), "src/Sub/B.php", "<?php class B {}\n");
    describe(c, sizeof(c), "config/container.php", "<?php return [];\n");
    snprintf(text, sizeof(text), "vgen-manifest 1 0.1.0\n%s%s%s", c, a, b);
    EXPECT_INT(vela_manifest_parse(text, strlen(text), m), 0);
}

static vela_manifest_state_t check(const vela_manifest_t *m, char *path, size_t size)
{
    vela_manifest_verdict_t verdict;

    EXPECT_INT(vela_manifest_check(m, root, &verdict), 0);
    snprintf(path, size, "%s", verdict.path);
    return verdict.state;
}

static void setup(void)
{
    char path[128];

    snprintf(root, sizeof(root), "/tmp/vela-manifest.XXXXXX");
    EXPECT(mkdtemp(root) != NULL);
    snprintf(path, sizeof(path), "%s/src", root);
    mkdir(path, 0755);
    snprintf(path, sizeof(path), "%s/src/Sub", root);
    mkdir(path, 0755);
    snprintf(path, sizeof(path), "%s/config", root);
    mkdir(path, 0755);
}

static void teardown(void)
{
    char command[128];

    snprintf(command, sizeof(command), "rm -rf '%s'", root);
    EXPECT_INT(system(command), 0);
}

static void hash_is_the_manifest_hash(void)
{
    /* Values vgen wrote into manifests: a change here invalidates every one. */
    EXPECT(vela_content_hash("", 0) == 0xecba3df2c3383c52ULL);
    EXPECT(vela_content_hash("<?php\n", 6) == 0x775438dea28ede6bULL);
    EXPECT(vela_content_hash("0123456789abcdef!", 17) !=
           vela_content_hash("0123456789abcdef?", 17));
}

static void parses_inputs_and_stops_at_the_scan_cache(void)
{
    vela_manifest_t m;

    EXPECT_INT(vela_manifest_parse(sample, sizeof(sample) - 1, &m), 0);
    EXPECT_INT(m.input_count, 2);
    EXPECT_INT(m.output_count, 1);
    EXPECT_STR(m.inputs[0].path, "composer.json");
    EXPECT(m.inputs[0].hash == 0xdda047823c2f8e8dULL);
    EXPECT_INT(m.inputs[0].size, 317);
    EXPECT_INT(m.inputs[0].mtime_ns, 1796135283273809246LL);
    EXPECT_STR(m.inputs[1].path, "src/My Dir/Home.php");
    EXPECT_INT(m.inputs[1].mtime_ns, -5);
    vela_manifest_free(&m);
    vela_manifest_free(&m); /* freed twice: zeroed the first time */
}

static void refuses_what_vgen_did_not_write(void)
{
    static const char *const bad[] = {
        "",
        "vgen-manifest 2 0.1.0\n",
        "vgen-manifest 1 0.1.0\nx 00 1 1 1 a\n",
        "vgen-manifest 1 0.1.0\ni zz 1 1 1 a\n",
        "vgen-manifest 1 0.1.0\ni 00 1 1 1 \n",
        "vgen-manifest 1 0.1.0\ni 00 1 1 1\n",
        "vgen-manifest 1 0.1.0\ni 00 -- 1 1 a\n",
        "vgen-manifest 1 0.1.0\ni 11111111111111111 1 1 1 a\n",
        "vgen-manifest 1 0.1.0\ni 00 99999999999999999999 1 1 a\n",
        "vgen-manifest 1 0.1.0\n\n",
    };
    vela_manifest_t m;

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        int rc = vela_manifest_parse(bad[i], strlen(bad[i]), &m);
        if (rc != VELA_EPROTOCOL) {
            printf("  case %zu: \"%s\" gave %d\n", i, bad[i], rc);
        }
        EXPECT_INT(rc, VELA_EPROTOCOL);
        EXPECT(m.text == NULL && m.inputs == NULL);
    }
    EXPECT_INT(vela_manifest_parse("vgen-manifest 1 0.1.0\ni 0 1 1 1 a\0b\n", 35, &m),
               VELA_EPROTOCOL);
}

/* Formats `e` into a heap string through the codec's measuring call. */
static char *format(const vela_manifest_entry_t *e)
{
    size_t len = vela_manifest_format_entry(e, NULL, 0);
    char *out = malloc(len + 1);

    EXPECT_INT(vela_manifest_format_entry(e, out, len + 1), len);
    return out;
}

static void codec_writes_ordinary_lines_as_vgen_always_did(void)
{
    vela_manifest_entry_t in = {'i',      0xdda047823c2f8e8dULL, 317, -5,
                                11051506, "src/My Dir/Home.php", 19};
    vela_manifest_entry_t out = {'o', 0x1a, 0, 0, 0, "proxies/A.php", 13};
    char small[8], *line = format(&in), *other = format(&out);

    EXPECT_STR(line, "i dda047823c2f8e8d 317 -5 11051506 src/My Dir/Home.php\n");
    EXPECT_STR(other, "o 000000000000001a 0 0 0 proxies/A.php\n");
    EXPECT_INT(vela_manifest_format_entry(&in, small, sizeof(small)), strlen(line));
    EXPECT_STR(small, "i dda04"); /* cut, as snprintf cuts */
    free(line);
    free(other);
}

static void codec_reads_back_what_it_writes(void)
{
    vela_manifest_entry_t in = {'o', ~0ULL, -1, 1796135283273809246LL, 0, "a b\\c.php", 9};
    vela_manifest_entry_t back;
    char *line = format(&in);
    size_t len = strlen(line) - 1; /* without the newline */

    EXPECT_INT(vela_manifest_parse_entry(line, len, &back), 0);
    EXPECT(back.kind == 'o' && back.hash == ~0ULL && back.size == -1 && back.inode == 0);
    EXPECT_INT(back.mtime_ns, 1796135283273809246LL);
    EXPECT_MEM(back.path, back.path_len, "a b\\c.php"); /* no newline: as it is */
    free(line);
}

/* A file name holding a newline used to split its line and void the manifest. */
static void codec_escapes_a_path_holding_a_newline(void)
{
    vela_manifest_entry_t in = {'i', 1, 2, 3, 4, "src/a\nb\\n.php", 13};
    vela_manifest_entry_t back;
    char *line = format(&in);

    EXPECT_STR(line, "I 0000000000000001 2 3 4 src/a\\nb\\\\n.php\n");
    EXPECT(strchr(line, '\n') == line + strlen(line) - 1); /* one line */
    EXPECT_INT(vela_manifest_parse_entry(line, strlen(line) - 1, &back), 0);
    EXPECT(back.kind == 'i' && back.inode == 4);
    EXPECT_MEM(back.path, back.path_len, "src/a\nb\\n.php");
    EXPECT_INT(back.path_len, 13);
    free(line);
}

static void codec_refuses_bad_escapes(void)
{
    static const char *const bad[] = {"I 0 1 1 1 a\\", "I 0 1 1 1 a\\x", "O 0 1 1 1 \\",
                                      "I 0 1 1 1 ",    "i 0 1 1 1",      "e 0 1 1 1 a"};
    vela_manifest_entry_t e;
    char line[64];

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        snprintf(line, sizeof(line), "%s", bad[i]);
        EXPECT_INT(vela_manifest_parse_entry(line, strlen(line), &e), VELA_EPROTOCOL);
    }
}

static void parses_a_manifest_naming_a_file_with_a_newline(void)
{
    static const char text[] = "vgen-manifest 1 0.1.0\n"
                               "I 00 1 1 1 src/a\\nb.php\n"
                               "i 00 1 1 1 src/c.php\n";
    vela_manifest_t m;

    EXPECT_INT(vela_manifest_parse(text, sizeof(text) - 1, &m), 0);
    EXPECT_INT(m.input_count, 2);
    EXPECT_STR(m.inputs[0].path, "src/a\nb.php");
    EXPECT_STR(m.inputs[1].path, "src/c.php");
    vela_manifest_free(&m);
}

static void unchanged_app_is_fresh(void)
{
    vela_manifest_t m;
    char path[1024];

    make_app(&m);
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_FRESH);
    EXPECT_STR(path, "");
    vela_manifest_free(&m);
}

static void touched_file_with_same_bytes_is_fresh(void)
{
    struct timeval later[2] = {{2000000000, 0}, {2000000000, 0}};
    vela_manifest_t m;
    char path[1024], file[128];

    make_app(&m);
    snprintf(file, sizeof(file), "%s/src/A.php", root);
    EXPECT_INT(utimes(file, later), 0);
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_FRESH);
    vela_manifest_free(&m);
}

static void edited_file_is_changed(void)
{
    struct timeval later[2] = {{2000000000, 0}, {2000000000, 0}};
    vela_manifest_t m;
    char path[1024], file[128];

    make_app(&m);
    write_file("src/Sub/B.php", "<?php class C {}\n"); /* same size, other bytes */
    snprintf(file, sizeof(file), "%s/src/Sub/B.php", root);
    EXPECT_INT(utimes(file, later), 0); /* the clock may not have ticked since make_app */
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_CHANGED);
    EXPECT_STR(path, "src/Sub/B.php");
    write_file("src/Sub/B.php", "<?php class Longer {}\n");
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_CHANGED);
    vela_manifest_free(&m);
}

static void removed_file_is_removed(void)
{
    vela_manifest_t m;
    char path[1024], file[128];

    make_app(&m);
    snprintf(file, sizeof(file), "%s/src/A.php", root);
    EXPECT_INT(unlink(file), 0);
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_REMOVED);
    EXPECT_STR(path, "src/A.php");
    vela_manifest_free(&m);
}

static void new_php_file_next_to_sources_is_added(void)
{
    vela_manifest_t m;
    char path[1024], file[128];

    make_app(&m);
    write_file("config/database.php", "<?php return [];\n"); /* config/ is not listed */
    write_file("src/Sub/notes.txt", "not php");
    write_file("src/Sub/.B.php.swp", "an editor's");
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_FRESH);
    write_file("src/Sub/New.php", "<?php class N {}\n");
    EXPECT_INT(check(&m, path, sizeof(path)), VELA_MANIFEST_ADDED);
    EXPECT_STR(path, "src/Sub/New.php");
    snprintf(file, sizeof(file), "%s/src/Sub/New.php", root);
    unlink(file);
    vela_manifest_free(&m);
}

static void load_reports_a_missing_manifest(void)
{
    vela_manifest_t m;
    char path[128];

    snprintf(path, sizeof(path), "%s/var/cache/manifest", root);
    EXPECT_INT(vela_manifest_load(path, &m), -ENOENT);
    write_file("manifest", sample);
    snprintf(path, sizeof(path), "%s/manifest", root);
    EXPECT_INT(vela_manifest_load(path, &m), 0);
    EXPECT_INT(m.input_count, 2);
    vela_manifest_free(&m);
}

static void watch_sees_a_renamed_manifest_only(void)
{
    char from[128], to[128];
    vela_cache_watch_t w;

    EXPECT_INT(vela_cache_watch_open(&w, root, NULL), 0);
    EXPECT(!vela_cache_watch_changed(&w));
    write_file("routes.php", "<?php return [];\n");
    EXPECT(!vela_cache_watch_changed(&w));
    write_file("manifest.tmp", sample);
    snprintf(from, sizeof(from), "%s/manifest.tmp", root);
    snprintf(to, sizeof(to), "%s/manifest", root);
    EXPECT_INT(rename(from, to), 0);
    EXPECT(vela_cache_watch_changed(&w));
    EXPECT(!vela_cache_watch_changed(&w)); /* drained */
    vela_cache_watch_close(&w);
    EXPECT_INT(w.fd, -1);
    EXPECT_INT(vela_cache_watch_open(&w, "/nonexistent/var/cache", NULL), -ENOENT);
    EXPECT_INT(w.fd, -1);
}

static void watch_sees_runtime_config_but_not_vgen_inputs(void)
{
    char config[1024];
    vela_cache_watch_t w;

    snprintf(config, sizeof(config), "%s/config", root);
    EXPECT(mkdir(config, 0755) == 0 || errno == EEXIST); /* the fixture may have one */
    EXPECT_INT(vela_cache_watch_open(&w, root, config), 0);
    write_file("config/container.php", "<?php return [];\n");
    write_file("config/middleware.php", "<?php return [];\n");
    write_file("config/notes.txt", "not config\n");
    EXPECT(!vela_cache_watch_changed(&w)); /* vgen's inputs reload through the manifest */
    write_file("config/database.php", "<?php return [];\n");
    EXPECT(vela_cache_watch_changed(&w));
    EXPECT(!vela_cache_watch_changed(&w));
    vela_cache_watch_close(&w);
}

/* rm -rf var/cache, then a compile: the new directory is watched. */
static void watch_follows_a_cache_directory_made_anew(void)
{
    char cache[512], command[1200];
    vela_cache_watch_t w;

    snprintf(cache, sizeof(cache), "%s/var/cache", root);
    snprintf(command, sizeof(command), "mkdir -p '%s'", cache);
    EXPECT_INT(system(command), 0);
    EXPECT_INT(vela_cache_watch_open(&w, cache, NULL), 0);
    snprintf(command, sizeof(command), "rm -rf '%s'", cache);
    EXPECT_INT(system(command), 0);
    EXPECT(!vela_cache_watch_changed(&w)); /* gone: nothing to reload */
    EXPECT_INT(mkdir(cache, 0755), 0);
    EXPECT(!vela_cache_watch_changed(&w)); /* made anew, still empty */
    write_file("var/cache/manifest", sample);
    EXPECT(vela_cache_watch_changed(&w)); /* written after the rewatch */
    snprintf(command, sizeof(command), "rm -rf '%s' && mkdir '%s'", cache, cache);
    EXPECT_INT(system(command), 0);
    write_file("var/cache/manifest", sample); /* before the watch saw the directory */
    EXPECT(vela_cache_watch_changed(&w));
    vela_cache_watch_close(&w);
}

UNIT_MAIN_FIXTURE(
    setup, teardown, UNIT_TEST(hash_is_the_manifest_hash),
    UNIT_TEST(parses_inputs_and_stops_at_the_scan_cache),
    UNIT_TEST(refuses_what_vgen_did_not_write),
    UNIT_TEST(codec_writes_ordinary_lines_as_vgen_always_did),
    UNIT_TEST(codec_reads_back_what_it_writes), UNIT_TEST(codec_escapes_a_path_holding_a_newline),
    UNIT_TEST(codec_refuses_bad_escapes), UNIT_TEST(parses_a_manifest_naming_a_file_with_a_newline),
    UNIT_TEST(unchanged_app_is_fresh), UNIT_TEST(touched_file_with_same_bytes_is_fresh),
    UNIT_TEST(edited_file_is_changed), UNIT_TEST(removed_file_is_removed),
    UNIT_TEST(new_php_file_next_to_sources_is_added), UNIT_TEST(load_reports_a_missing_manifest),
    UNIT_TEST(watch_sees_a_renamed_manifest_only),
    UNIT_TEST(watch_sees_runtime_config_but_not_vgen_inputs),
    UNIT_TEST(watch_follows_a_cache_directory_made_anew))
