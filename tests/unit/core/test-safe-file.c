/*
 * Unit tests for ext/src/core/safe_file.c: a link planted at the access log's
 * or the pid file's path is refused and its target left alone; our own files
 * are appended to or replaced; a live pid file is kept.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/core/safe_file.h"
#include "unit.h"

static char dir[64], victim[128], link_path[128], file[128];

static void setup(void)
{
    strcpy(dir, "/tmp/vela-safe-file.XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        exit(2);
    }
    snprintf(victim, sizeof(victim), "%s/victim", dir);
    snprintf(link_path, sizeof(link_path), "%s/link", dir);
    snprintf(file, sizeof(file), "%s/file", dir);
    FILE *f = fopen(victim, "w");
    fputs("secret\n", f);
    fclose(f);
    chmod(victim, 0600);
}

/* Removes what a case made: every case starts from the directory and the victim alone. */
static void clean(void)
{
    char tmp[160];
    snprintf(tmp, sizeof(tmp), "%s.%d.tmp", file, (int)getpid());
    unlink(tmp);
    unlink(file);
    unlink(link_path);
}

static void teardown(void)
{
    clean();
    unlink(victim);
    rmdir(dir);
}

/* The victim's content: a test passes only when it is still "secret\n". */
static const char *victim_text(void)
{
    static char text[64];
    int fd = open(victim, O_RDONLY);
    ssize_t n = fd < 0 ? -1 : read(fd, text, sizeof(text) - 1);
    text[n < 0 ? 0 : n] = '\0';
    if (fd >= 0) {
        close(fd);
    }
    return text;
}

static void append_refuses_a_symlink(void)
{
    clean();
    const char *why = NULL;
    int fd = 7;
    EXPECT_INT(symlink(victim, link_path), 0);
    EXPECT_INT(vela_safe_file_open_append(link_path, &fd, &why), -ELOOP);
    EXPECT_INT(fd, -1);
    EXPECT(why && strstr(why, "symbolic link"));
    EXPECT_STR(victim_text(), "secret\n");
}

static void append_refuses_a_dangling_symlink(void)
{
    clean();
    const char *why = NULL;
    int fd;
    char missing[160];
    snprintf(missing, sizeof(missing), "%s/not-yet", dir);
    EXPECT_INT(symlink(missing, link_path), 0);
    EXPECT_INT(vela_safe_file_open_append(link_path, &fd, &why), -ELOOP);
    EXPECT_INT(access(missing, F_OK), -1);
}

static void append_refuses_a_second_hard_link(void)
{
    clean();
    const char *why = NULL;
    int fd;
    EXPECT_INT(link(victim, link_path), 0);
    EXPECT_INT(vela_safe_file_open_append(link_path, &fd, &why), -EMLINK);
    EXPECT_STR(victim_text(), "secret\n");
}

static void append_creates_and_appends(void)
{
    clean();
    const char *why = NULL;
    int fd;
    EXPECT_INT(vela_safe_file_open_append(file, &fd, &why), 0);
    EXPECT_INT(write(fd, "a\n", 2), 2);
    close(fd);
    EXPECT_INT(vela_safe_file_open_append(file, &fd, &why), 0);
    EXPECT_INT(write(fd, "b\n", 2), 2);
    close(fd);
    struct stat st;
    EXPECT_INT(stat(file, &st), 0);
    EXPECT_INT(st.st_size, 4);
    EXPECT_INT(st.st_mode & 0777, 0644 & ~0022);
}

static void append_accepts_a_character_device(void)
{
    clean();
    const char *why = NULL;
    int fd;
    EXPECT_INT(vela_safe_file_open_append("/dev/null", &fd, &why), 0);
    close(fd);
    EXPECT_INT(vela_safe_file_open_append("/dev/stderr", &fd, &why), 0);
    close(fd);
}

static void append_accepts_our_fifo(void)
{
    const char *why = NULL;
    int fd, reader;
    clean();
    EXPECT_INT(mkfifo(file, 0600), 0);
    reader = open(file, O_RDONLY | O_NONBLOCK); /* so that opening for writing does not wait */
    EXPECT_INT(vela_safe_file_open_append(file, &fd, &why), 0);
    EXPECT_INT(write(fd, "x", 1), 1);
    close(fd);
    close(reader);
}

static void pid_refuses_a_symlink(void)
{
    clean();
    const char *why = NULL;
    EXPECT_INT(symlink(victim, link_path), 0);
    EXPECT_INT(vela_safe_file_write_pid(link_path, getpid(), &why), -ELOOP);
    EXPECT(why && strstr(why, "symbolic link"));
    EXPECT_STR(victim_text(), "secret\n");
    struct stat st;
    EXPECT_INT(lstat(link_path, &st), 0);
    EXPECT(S_ISLNK(st.st_mode));
}

static void pid_refuses_a_planted_temporary_link(void)
{
    clean();
    const char *why = NULL;
    char tmp[160];
    snprintf(tmp, sizeof(tmp), "%s.%d.tmp", file, (int)getpid());
    EXPECT_INT(symlink(victim, tmp), 0);
    EXPECT_INT(vela_safe_file_write_pid(file, getpid(), &why), -EEXIST);
    EXPECT_STR(victim_text(), "secret\n");
}

static void pid_replaces_a_stale_file(void)
{
    clean();
    const char *why = NULL;
    char text[32] = "";
    FILE *f = fopen(file, "w");
    fputs("999999999\n", f); /* no such process */
    fclose(f);
    EXPECT_INT(vela_safe_file_write_pid(file, getpid(), &why), 0);
    f = fopen(file, "r");
    EXPECT(fgets(text, sizeof(text), f) != NULL);
    fclose(f);
    EXPECT_INT(atol(text), getpid());
}

static void pid_keeps_a_live_process_file(void)
{
    clean();
    const char *why = NULL;
    FILE *f = fopen(file, "w");
    fprintf(f, "%d\n", (int)getppid());
    fclose(f);
    EXPECT_INT(vela_safe_file_write_pid(file, getpid(), &why), -EEXIST);
    EXPECT(why && strstr(why, "running process"));
}

static void pid_refuses_a_directory(void)
{
    clean();
    const char *why = NULL;
    EXPECT_INT(vela_safe_file_write_pid(dir, getpid(), &why), -EINVAL);
}

UNIT_MAIN_FIXTURE(setup, teardown, UNIT_TEST(append_refuses_a_symlink),
                  UNIT_TEST(append_refuses_a_dangling_symlink),
                  UNIT_TEST(append_refuses_a_second_hard_link),
                  UNIT_TEST(append_creates_and_appends),
                  UNIT_TEST(append_accepts_a_character_device), UNIT_TEST(append_accepts_our_fifo),
                  UNIT_TEST(pid_refuses_a_symlink), UNIT_TEST(pid_refuses_a_planted_temporary_link),
                  UNIT_TEST(pid_replaces_a_stale_file), UNIT_TEST(pid_keeps_a_live_process_file),
                  UNIT_TEST(pid_refuses_a_directory))
