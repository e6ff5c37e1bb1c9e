/*
 * paste: how long a terminal app takes to take in one large bracketed paste, measured from
 * outside through a pseudo-terminal.
 *
 *   paste PROGRAM [BYTES [RUNS]]      (default 1,000,000 bytes, 3 runs)
 *
 * Each run starts PROGRAM (the `input-probe` of Tests/Probes: a focused text field that shows the
 * end of its text) on an 80x24 pseudo-terminal (TERM=xterm-256color, LANG=C.UTF-8), waits for its
 * first frame ("Length: 0"), then writes ESC [200~, BYTES bytes of text ending in a marker, and
 * ESC [201~ as fast as the program reads them, reading what it draws meanwhile, and stops the
 * clock when the marker appears on the screen: the whole paste has been decoded, inserted into
 * the text field and drawn. Prints each run and the median, in milliseconds of wall time.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char marker[] = "#END#";

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void fail(const char *message) {
    fprintf(stderr, "paste: %s: %s\n", message, strerror(errno));
    exit(2);
}

/* The output read so far is searched for `text`, across reads: the tail of each read is kept. */
struct screen {
    char tail[4096];
    size_t length;
};

/* Reads what the program wrote, waiting up to `timeout_ms` for some; whether `text` appeared. */
static int read_until(int master, struct screen *screen, const char *text, int timeout_ms) {
    struct pollfd fd = {.fd = master, .events = POLLIN};
    char buffer[65536];
    if (poll(&fd, 1, timeout_ms) <= 0) return 0;
    for (;;) {
        ssize_t count = read(master, buffer, sizeof buffer);
        if (count <= 0) break;
        for (ssize_t i = 0; i < count; i++) {
            if (screen->length == sizeof screen->tail - 1) {
                memmove(screen->tail, screen->tail + 2048, screen->length - 2048);
                screen->length -= 2048;
            }
            screen->tail[screen->length++] = buffer[i];
        }
        screen->tail[screen->length] = 0;
    }
    return strstr(screen->tail, text) != NULL;
}

static double run(char *program, size_t bytes) {
    struct winsize size = {.ws_row = 24, .ws_col = 80};
    char *environment[] = {"TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/tmp", "PATH=/usr/bin:/bin", NULL};
    char *argv[] = {program, NULL};
    char slave_name[64];
    int master, slave;
    pid_t pid;
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    struct screen screen = {.length = 0};
    if (openpty(&master, &slave, slave_name, NULL, &size) != 0) fail("openpty");
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    fcntl(master, F_SETFD, FD_CLOEXEC);
    fcntl(slave, F_SETFD, FD_CLOEXEC);
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, slave_name, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
    if (posix_spawn(&pid, program, &actions, &attributes, argv, environment) != 0) fail(program);
    close(slave);
    double deadline = now_ms() + 20000;
    while (!read_until(master, &screen, "Length: 0", 100)) {
        if (now_ms() > deadline) { fprintf(stderr, "paste: no first frame\n"); exit(2); }
    }
    /* The paste: the start marker, `bytes` of text whose last bytes are `marker`, the end marker. */
    size_t total = 6 + bytes + 6;
    char *paste = malloc(total);
    memcpy(paste, "\x1b[200~", 6);
    memset(paste + 6, 'x', bytes);
    memcpy(paste + 6 + bytes - strlen(marker), marker, strlen(marker));
    memcpy(paste + 6 + bytes, "\x1b[201~", 6);
    screen.length = 0;
    double start = now_ms();
    size_t written = 0;
    int done = 0;
    deadline = start + 600000;
    while (!done) {
        if (written < total) {
            ssize_t count = write(master, paste + written, total - written);
            if (count > 0) written += (size_t)count;
            else if (errno != EAGAIN) fail("write");
        }
        done = read_until(master, &screen, marker, written < total ? 0 : 100) && written == total;
        if (now_ms() > deadline) { fprintf(stderr, "paste: the marker never showed\n"); exit(2); }
        if (!done && written < total) {
            struct pollfd fds = {.fd = master, .events = POLLOUT | POLLIN};
            poll(&fds, 1, 100);
        }
    }
    double elapsed = now_ms() - start;
    free(paste);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    close(master);
    return elapsed;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: paste PROGRAM [BYTES [RUNS]]\n");
        return 2;
    }
    size_t bytes = argc > 2 ? strtoul(argv[2], NULL, 10) : 1000000;
    int runs = argc > 3 ? atoi(argv[3]) : 3;
    double times[64];
    if (bytes < sizeof marker || runs < 1 || runs > 64) {
        fprintf(stderr, "paste: BYTES must be at least %zu, RUNS 1 to 64\n", sizeof marker);
        return 2;
    }
    for (int i = 0; i < runs; i++) {
        times[i] = run(argv[1], bytes);
        printf("run %d: %zu bytes pasted in %.0f ms\n", i + 1, bytes, times[i]);
        fflush(stdout);
    }
    qsort(times, (size_t)runs, sizeof *times, compare);
    printf("median: %.0f ms for %zu bytes\n", times[runs / 2], bytes);
    return 0;
}
