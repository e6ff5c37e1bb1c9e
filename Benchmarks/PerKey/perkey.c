/*
 * perkey: what one key costs a terminal app, measured from outside through a pseudo-terminal,
 * for CursesUI apps side by side with hand-written C ncurses programs doing the same.
 *
 *   perkey keys  LABEL:CMD... -k KEY -n KEYS -r RUNS   (see usage() below)
 *
 * Each run starts one program on an 80x24 pseudo-terminal (-w for another size) (it is the session's controlling
 * terminal, TERM=xterm-256color, LANG=C.UTF-8), waits for its first frame, then types KEY KEYS
 * times, one at a time: after each key it waits until the frame has arrived at the master side
 * and every thread of the program sleeps again. Runs of the programs alternate (A B A B ...), so
 * both see the same machine; the figures are medians over runs.
 *
 * Per key, from the program's side: CPU time (the process's CPU clock, every thread, read with
 * clock_getcpuclockid), write() calls and bytes written (/proc/<pid>/io: syscw, wchar), bytes
 * that reached the terminal (read at the master), voluntary context switches of the main thread
 * and of the other threads (/proc/<pid>/task/<tid>/status: every time a thread sleeps, it is
 * woken again later), and the latency from writing the key to the frame's first byte.
 * With -s, one more run of each program is traced with `strace -f` after its first frame, which
 * gives every system call per key, the write()s to the terminal per key (frames), and the
 * threads that made calls. -i SECONDS measures CPU and wake-ups while the program sits idle.
 *
 *   perkey open LABEL:CMD... -r RUNS -e TEXT
 *
 * measures the first frame: from posix_spawn until TEXT has arrived and the program is idle,
 * wall time and the program's CPU time, and its peak resident memory (VmHWM) then.
 *
 * Output: a table with each figure for each program, and the ratio of the first to the second;
 * with -m, machine-readable lines "LABEL FIGURE VALUE" as well.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define MAX_PROGRAMS 4
#define MAX_RUNS 64
#define MAX_ARGS 16

struct program {
    const char *label;
    char *argv[MAX_ARGS];
};

/* One figure of one program, one value per run. */
enum figure {
    CPU_US, LATENCY_US, TTY_BYTES, WRITE_CALLS, WRITE_BYTES, MAIN_WAKEUPS, OTHER_WAKEUPS, THREADS,
    SYSCALLS, TTY_WRITES, SYSCALL_THREADS, IDLE_CPU_US, IDLE_WAKEUPS,
    FIRST_FRAME_MS, FIRST_FRAME_CPU_MS, PEAK_RSS_KIB, FIGURE_COUNT
};
static const char *figure_names[FIGURE_COUNT] = {
    "cpu_us_per_key", "latency_us_per_key", "tty_bytes_per_key", "writes_per_key",
    "bytes_written_per_key", "main_thread_wakeups_per_key", "other_thread_wakeups_per_key",
    "threads", "syscalls_per_key", "tty_writes_per_key", "threads_making_syscalls",
    "idle_cpu_us_per_s", "idle_wakeups_per_s", "first_frame_ms", "first_frame_cpu_ms",
    "peak_rss_kib",
};
static const char *figure_titles[FIGURE_COUNT] = {
    "CPU per key (µs)", "latency per key (µs, median)", "bytes to the terminal per key",
    "write() calls per key", "bytes written per key", "main-thread wake-ups per key",
    "other threads' wake-ups per key", "threads", "system calls per key (strace)",
    "write()s to the terminal per key (strace)", "threads making system calls (strace)",
    "idle CPU (µs per s)", "idle wake-ups (per s)", "first frame (ms, wall)",
    "first frame (ms, CPU)", "peak resident memory (KiB)",
};

static double samples[MAX_PROGRAMS][FIGURE_COUNT][MAX_RUNS];
static int sample_count[MAX_PROGRAMS][FIGURE_COUNT];

static void fail(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    fprintf(stderr, "perkey: ");
    vfprintf(stderr, format, arguments);
    fprintf(stderr, "\n");
    va_end(arguments);
    exit(2);
}

static void record(int program, enum figure figure, double value) {
    if (sample_count[program][figure] < MAX_RUNS) samples[program][figure][sample_count[program][figure]++] = value;
}

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    double sorted[MAX_RUNS];
    if (count == 0) return -1;
    memcpy(sorted, values, sizeof *values * (size_t)count);
    qsort(sorted, (size_t)count, sizeof *sorted, compare_doubles);
    return count % 2 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2;
}

/* A running program on a pseudo-terminal. */
struct session {
    pid_t pid;
    int master;
    long long tty_bytes;
};

/* The pseudo-terminal's size: 80x24 unless -w COLSxROWS says otherwise. */
static struct winsize terminal_size = {.ws_row = 24, .ws_col = 80};

static struct session start(const struct program *program, double *spawned_at) {
    struct session session = {0};
    struct winsize size = terminal_size;
    int slave;
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    char *environment[] = {"TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/tmp", "PATH=/usr/bin:/bin",
                           "CURSESUI_SYNCHRONIZED_OUTPUT=0", NULL};
    char slave_name[64];
    if (openpty(&session.master, &slave, slave_name, NULL, &size) != 0) fail("openpty: %s", strerror(errno));
    fcntl(session.master, F_SETFL, fcntl(session.master, F_GETFL) | O_NONBLOCK);
    fcntl(session.master, F_SETFD, FD_CLOEXEC);
    fcntl(slave, F_SETFD, FD_CLOEXEC); /* the child opens the slave afresh by name */
    posix_spawn_file_actions_init(&actions);
    /* A new session whose controlling terminal is the slave, opened afresh as fds 0-2. */
    posix_spawn_file_actions_addopen(&actions, 0, slave_name, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
    *spawned_at = now_us();
    if (posix_spawn(&session.pid, program->argv[0], &actions, &attributes, program->argv, environment) != 0) {
        fail("cannot start %s: %s", program->argv[0], strerror(errno));
    }
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(slave);
    return session;
}

/* How many times `drain` dropped the older half of its text. */
static unsigned long text_slides;

/* Reads what the program wrote; returns the number of bytes, appending them to `text`. */
static long drain(struct session *session, char *text, size_t *text_length, size_t text_capacity) {
    char buffer[65536];
    long total = 0;
    for (;;) {
        ssize_t count = read(session->master, buffer, sizeof buffer);
        if (count <= 0) break;
        total += count;
        if (text != NULL) {
            /* The latest output is kept, not the first: TEXT may arrive after more than the
             * buffer holds (a frame of a huge screen is megabytes). */
            size_t keep = (text_capacity - 1) / 2;
            if ((size_t)count > text_capacity - 1 - *text_length && *text_length > keep) {
                memmove(text, text + *text_length - keep, keep);
                *text_length = keep;
                text_slides++;
            }
            size_t room = text_capacity - 1 - *text_length;
            size_t copied = (size_t)count < room ? (size_t)count : room;
            memcpy(text + *text_length, buffer, copied);
            *text_length += copied;
            text[*text_length] = 0;
        }
    }
    session->tty_bytes += total;
    return total;
}

/* Whether every thread of the program is asleep (or stopped): nothing is running or runnable. */
static int all_asleep(pid_t pid) {
    char path[64], line[512];
    DIR *tasks;
    struct dirent *entry;
    int asleep = 1;
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    if ((tasks = opendir(path)) == NULL) return 1;
    while (asleep && (entry = readdir(tasks)) != NULL) {
        FILE *file;
        char *close_paren;
        if (entry->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "/proc/%d/task/%s/stat", pid, entry->d_name);
        if ((file = fopen(path, "r")) == NULL) continue;
        if (fgets(line, sizeof line, file) != NULL && (close_paren = strrchr(line, ')')) != NULL) {
            char state = close_paren[2];
            if (state != 'S' && state != 'T' && state != 'Z' && state != 'X' && state != 'I') asleep = 0;
        }
        fclose(file);
    }
    closedir(tasks);
    return asleep;
}

static void pause_us(long microseconds) {
    struct timespec t = {0, microseconds * 1000};
    nanosleep(&t, NULL);
}

/*
 * Waits until the program has answered and gone back to sleep: some output arrived (when
 * `need_output`), every thread sleeps, and nothing more arrives for a short grace period (the
 * pseudo-terminal hands bytes to the master side asynchronously). Returns the time of the first
 * byte, or -1 on timeout. `expect`, when set, must have appeared in the output too.
 */
static double settle(struct session *session, int need_output, const char *expect, double timeout_us) {
    static char text[1 << 20];
    size_t text_length = 0;
    double start = now_us(), first = -1;
    int seen = expect == NULL;
    text[0] = 0;
    for (;;) {
        struct pollfd readable = {session->master, POLLIN, 0};
        struct timespec wait = {0, 200 * 1000};
        if (ppoll(&readable, 1, &wait, NULL) > 0 && (readable.revents & POLLIN)) {
            size_t before = text_length;
            unsigned long slides = text_slides;
            if (drain(session, expect ? text : NULL, &text_length, sizeof text) > 0 && first < 0) first = now_us();
            /* Only what is new (and the end of the text before it) is searched: searching the
             * whole window after every read made perkey slower than a huge screen's frames. */
            if (!seen && expect != NULL) {
                size_t overlap = strlen(expect);
                size_t from = slides != text_slides || before < overlap ? 0 : before - overlap;
                if (strstr(text + from, expect) != NULL) seen = 1;
            }
            continue;
        }
        if (readable.revents & (POLLHUP | POLLERR)) return -1;
        if ((first >= 0 || !need_output) && seen && all_asleep(session->pid)) {
            /* Grace: anything still on its way arrives within it. */
            struct pollfd again = {session->master, POLLIN, 0};
            struct timespec grace = {0, 500 * 1000};
            if (ppoll(&again, 1, &grace, NULL) > 0) continue;
            return first >= 0 ? first : now_us();
        }
        if (now_us() - start > timeout_us) return -1;
    }
}

static double cpu_us(pid_t pid) {
    clockid_t clock;
    struct timespec t;
    if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &t) != 0) return -1;
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* A number after `key` in a /proc file. */
static long long proc_value(const char *path, const char *key) {
    char line[256];
    long long value = -1;
    size_t length = strlen(key);
    FILE *file = fopen(path, "r");
    if (file == NULL) return -1;
    while (fgets(line, sizeof line, file) != NULL) {
        if (strncmp(line, key, length) == 0) {
            value = atoll(line + length);
            break;
        }
    }
    fclose(file);
    return value;
}

struct counters {
    long long write_calls, write_bytes, main_wakeups, other_wakeups;
    int threads;
};

static struct counters read_counters(pid_t pid) {
    struct counters counters = {0};
    char path[128];
    DIR *tasks;
    struct dirent *entry;
    snprintf(path, sizeof path, "/proc/%d/io", pid);
    counters.write_calls = proc_value(path, "syscw:");
    counters.write_bytes = proc_value(path, "wchar:");
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    if ((tasks = opendir(path)) == NULL) return counters;
    while ((entry = readdir(tasks)) != NULL) {
        long long switches;
        if (entry->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "/proc/%d/task/%s/status", pid, entry->d_name);
        switches = proc_value(path, "voluntary_ctxt_switches:");
        if (switches < 0) continue;
        counters.threads++;
        if (atoi(entry->d_name) == pid) counters.main_wakeups += switches;
        else counters.other_wakeups += switches;
    }
    closedir(tasks);
    return counters;
}

static void stop(struct session *session, const char *quit) {
    int status, i;
    if (quit != NULL && write(session->master, quit, strlen(quit)) < 0) {}
    for (i = 0; i < 500; i++) {
        drain(session, NULL, NULL, 0);
        if (waitpid(session->pid, &status, WNOHANG) == session->pid) {
            close(session->master);
            return;
        }
        pause_us(10000);
    }
    kill(session->pid, SIGKILL);
    waitpid(session->pid, &status, 0);
    close(session->master);
}

struct options {
    const char *key;
    const char *quit;
    const char *expect;
    int keys, runs, trace;
    double idle_seconds;
    double ratio; /* -c: check the targets, with this ratio to C for the time */
    int machine;
};

/* Types the key `keys` times, waiting for each frame; returns the median latency or -1. */
static double type_keys(struct session *session, const struct options *options) {
    static double latencies[100000];
    int i, count = options->keys < 100000 ? options->keys : 100000;
    for (i = 0; i < count; i++) {
        double sent = now_us(), first;
        if (write(session->master, options->key, strlen(options->key)) < 0) return -1;
        first = settle(session, 1, NULL, 5e6);
        if (first < 0) return -1;
        latencies[i] = first - sent;
    }
    qsort(latencies, (size_t)count, sizeof *latencies, compare_doubles);
    return latencies[count / 2];
}

static void measure_keys(int index, const struct program *program, const struct options *options, int run) {
    double spawned, latency, cpu_before, cpu_after;
    struct counters before, after;
    long long bytes_before;
    struct session session = start(program, &spawned);
    if (settle(&session, 1, options->expect, 10e6) < 0) fail("%s: no first frame", program->label);
    before = read_counters(session.pid);
    bytes_before = session.tty_bytes;
    cpu_before = cpu_us(session.pid);
    latency = type_keys(&session, options);
    cpu_after = cpu_us(session.pid);
    after = read_counters(session.pid);
    if (latency < 0) fail("%s: a key got no frame", program->label);
    record(index, CPU_US, (cpu_after - cpu_before) / options->keys);
    record(index, LATENCY_US, latency);
    record(index, TTY_BYTES, (double)(session.tty_bytes - bytes_before) / options->keys);
    record(index, WRITE_CALLS, (double)(after.write_calls - before.write_calls) / options->keys);
    record(index, WRITE_BYTES, (double)(after.write_bytes - before.write_bytes) / options->keys);
    record(index, MAIN_WAKEUPS, (double)(after.main_wakeups - before.main_wakeups) / options->keys);
    record(index, OTHER_WAKEUPS, (double)(after.other_wakeups - before.other_wakeups) / options->keys);
    record(index, THREADS, after.threads);
    if (run == 0 && options->idle_seconds > 0) {
        /* Idle: no key for a while; the program should neither run nor wake. */
        struct counters idle_before = read_counters(session.pid), idle_after;
        double idle_cpu = cpu_us(session.pid);
        pause_us((long)(options->idle_seconds * 1e6));
        idle_after = read_counters(session.pid);
        record(index, IDLE_CPU_US, (cpu_us(session.pid) - idle_cpu) / options->idle_seconds);
        record(index, IDLE_WAKEUPS, (double)(idle_after.main_wakeups + idle_after.other_wakeups
                                              - idle_before.main_wakeups - idle_before.other_wakeups)
                                        / options->idle_seconds);
    }
    stop(&session, options->quit);
}

/* Every thread of the program is traced (TracerPid set in each task's status). */
static int all_traced(pid_t pid) {
    char path[128];
    DIR *tasks;
    struct dirent *entry;
    int traced = 1;
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    if ((tasks = opendir(path)) == NULL) return 0;
    while ((entry = readdir(tasks)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "/proc/%d/task/%s/status", pid, entry->d_name);
        if (proc_value(path, "TracerPid:") <= 0) traced = 0;
    }
    closedir(tasks);
    return traced;
}

/* One run under strace: every system call made while the keys are typed. */
static void trace_keys(int index, const struct program *program, const struct options *options) {
    double spawned;
    char log_path[] = "/tmp/perkey-strace-XXXXXX", pid_text[16], line[4096];
    int log_fd = mkstemp(log_path), i, status;
    pid_t tracer;
    struct session session = start(program, &spawned);
    long long calls = 0, tty_writes = 0;
    int tids[64], tid_count = 0;
    FILE *log;
    if (log_fd < 0) fail("mkstemp: %s", strerror(errno));
    close(log_fd);
    if (settle(&session, 1, options->expect, 10e6) < 0) fail("%s: no first frame", program->label);
    snprintf(pid_text, sizeof pid_text, "%d", session.pid);
    {
        char *argv[] = {"strace", "-f", "-qq", "-y", "-e", "signal=none", "-o", log_path, "-p", pid_text, NULL};
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
        if (posix_spawnp(&tracer, "strace", &actions, NULL, argv, environ) != 0) fail("cannot run strace");
        posix_spawn_file_actions_destroy(&actions);
    }
    for (i = 0; i < 1000 && !all_traced(session.pid); i++) pause_us(5000);
    if (!all_traced(session.pid)) fail("strace did not attach to %s", program->label);
    pause_us(50000);
    /* Whatever strace's attaching woke up settles before the keys. */
    settle(&session, 0, NULL, 5e6);
    if (truncate(log_path, 0) != 0) fail("cannot truncate %s", log_path);
    if (type_keys(&session, options) < 0) fail("%s: a key got no frame under strace", program->label);
    kill(tracer, SIGINT);
    waitpid(tracer, &status, 0);
    if ((log = fopen(log_path, "r")) == NULL) fail("no strace log");
    while (fgets(line, sizeof line, log) != NULL) {
        int tid = 0, known = 0, j;
        char *call = line;
        while (*call >= '0' && *call <= '9') tid = tid * 10 + (*call++ - '0');
        while (*call == ' ') call++;
        /* "<... poll resumed>" ends a call counted where it began; "+++"/"---" are not calls. */
        if (*call == '<' || *call == '+' || *call == '-' || *call == 0) continue;
        calls++;
        if (strncmp(call, "write(", 6) == 0 && strstr(call, "</dev/pts/") != NULL
            && strstr(call, "</dev/pts/") < strchr(call, ',')) tty_writes++;
        for (j = 0; j < tid_count; j++) known |= tids[j] == tid;
        if (!known && tid_count < 64) tids[tid_count++] = tid;
    }
    fclose(log);
    unlink(log_path);
    record(index, SYSCALLS, (double)calls / options->keys);
    record(index, TTY_WRITES, (double)tty_writes / options->keys);
    record(index, SYSCALL_THREADS, tid_count);
    stop(&session, options->quit);
}

static void measure_open(int index, const struct program *program, const struct options *options) {
    double spawned, done;
    char path[64];
    struct session session = start(program, &spawned);
    done = settle(&session, 1, options->expect, 20e6);
    if (done < 0) fail("%s: no first frame with \"%s\"", program->label, options->expect);
    /* settle returns the first byte; the frame is complete when the program went idle. */
    record(index, FIRST_FRAME_MS, (now_us() - spawned) / 1e3);
    record(index, FIRST_FRAME_CPU_MS, cpu_us(session.pid) / 1e3);
    snprintf(path, sizeof path, "/proc/%d/status", session.pid);
    record(index, PEAK_RSS_KIB, (double)proc_value(path, "VmHWM:"));
    stop(&session, options->quit);
}

static double figure(int program, enum figure figure) {
    return median(samples[program][figure], sample_count[program][figure]);
}

static int target(const char *text, int met) {
    printf("target: %-64s %s\n", text, met ? "met" : "MISSED");
    return met;
}

/* Checks the targets for the first program against the second; returns whether all met. */
static int check_targets(int opening, const struct options *options) {
    char text[160];
    int met = 1;
    printf("\n");
    if (opening) {
        /* On CPU time: the wall time of a few milliseconds swings with the machine's load. */
        snprintf(text, sizeof text, "first frame <= %.1fx C in CPU time (%.2fx; wall %.2fx)", options->ratio,
                 figure(0, FIRST_FRAME_CPU_MS) / figure(1, FIRST_FRAME_CPU_MS), figure(0, FIRST_FRAME_MS) / figure(1, FIRST_FRAME_MS));
        return target(text, figure(0, FIRST_FRAME_CPU_MS) <= options->ratio * figure(1, FIRST_FRAME_CPU_MS));
    }
    snprintf(text, sizeof text, "CPU per key <= %.1fx C (%.2fx)", options->ratio, figure(0, CPU_US) / figure(1, CPU_US));
    met &= target(text, figure(0, CPU_US) <= options->ratio * figure(1, CPU_US));
    if (sample_count[0][SYSCALLS] > 0) {
        snprintf(text, sizeof text, "system calls per key <= C's + 2 (%.2f, C %.2f)", figure(0, SYSCALLS), figure(1, SYSCALLS));
        met &= target(text, figure(0, SYSCALLS) <= figure(1, SYSCALLS) + 2);
        snprintf(text, sizeof text, "one write() per frame (%.2f to the terminal, %.2f in all)", figure(0, TTY_WRITES), figure(0, WRITE_CALLS));
        met &= target(text, figure(0, TTY_WRITES) == 1 && figure(0, WRITE_CALLS) == 1);
    }
    snprintf(text, sizeof text, "no thread wakes but the main one (%.2f other wake-ups per key)", figure(0, OTHER_WAKEUPS));
    met &= target(text, figure(0, OTHER_WAKEUPS) == 0 && (sample_count[0][SYSCALL_THREADS] == 0 || figure(0, SYSCALL_THREADS) == 1));
    if (sample_count[0][IDLE_CPU_US] > 0) {
        snprintf(text, sizeof text, "idle: 0 CPU and 0 wake-ups (%.1f µs/s, %.1f wake-ups/s)", figure(0, IDLE_CPU_US), figure(0, IDLE_WAKEUPS));
        met &= target(text, figure(0, IDLE_CPU_US) == 0 && figure(0, IDLE_WAKEUPS) == 0);
    }
    return met;
}

static void usage(void) {
    fprintf(stderr,
            "usage: perkey keys [-k KEY] [-n KEYS] [-r RUNS] [-e TEXT] [-q QUIT] [-s] [-i SECONDS] [-c RATIO] [-m] LABEL:PROGRAM[,ARG...] ...\n"
            "       perkey open [-r RUNS] -e TEXT [-q QUIT] [-c RATIO] [-m] [-w COLSxROWS] LABEL:PROGRAM[,ARG...] ...\n"
            "-w sets the pseudo-terminal's size (80x24 by default), for keys and open alike.\n"
            "-c checks the targets of the first program against the second, with RATIO for the time.\n"
            "KEY and QUIT take \\e (escape), \\r and \\n; -k '\\e[B' is Down. Ratios are of the first program to the second.\n");
    exit(2);
}

static char *unescape(const char *text) {
    char *result = malloc(strlen(text) + 1), *out = result;
    for (; *text; text++) {
        if (text[0] == '\\' && text[1] == 'e') { *out++ = 27; text++; }
        else if (text[0] == '\\' && text[1] == 'r') { *out++ = '\r'; text++; }
        else if (text[0] == '\\' && text[1] == 'n') { *out++ = '\n'; text++; }
        else *out++ = *text;
    }
    *out = 0;
    return result;
}

static void report(int program_count, struct program *programs, const struct options *options) {
    int figure, index;
    printf("%-44s", "");
    for (index = 0; index < program_count; index++) printf(" %14s", programs[index].label);
    if (program_count > 1) printf(" %10s", "ratio");
    printf("\n");
    for (figure = 0; figure < FIGURE_COUNT; figure++) {
        double first = -1, second = -1;
        if (sample_count[0][figure] == 0) continue;
        printf("%-44s", figure_titles[figure]);
        for (index = 0; index < program_count; index++) {
            double value = median(samples[index][figure], sample_count[index][figure]);
            if (index == 0) first = value;
            if (index == 1) second = value;
            printf(" %14.2f", value);
        }
        if (program_count > 1 && second > 0) printf(" %9.2fx", first / second);
        printf("\n");
    }
    if (options->machine) {
        for (figure = 0; figure < FIGURE_COUNT; figure++) {
            for (index = 0; index < program_count; index++) {
                int run;
                if (sample_count[index][figure] == 0) continue;
                printf("figure %s %s %.3f runs", programs[index].label, figure_names[figure],
                       median(samples[index][figure], sample_count[index][figure]));
                for (run = 0; run < sample_count[index][figure]; run++) printf(" %.3f", samples[index][figure][run]);
                printf("\n");
            }
        }
    }
}

int main(int argc, char **argv) {
    struct program programs[MAX_PROGRAMS];
    struct options options = {.key = "+", .quit = "q", .keys = 1000, .runs = 5};
    int program_count = 0, opening, option, run, index;
    if (argc < 2) usage();
    opening = strcmp(argv[1], "open") == 0;
    if (!opening && strcmp(argv[1], "keys") != 0) usage();
    optind = 2;
    while ((option = getopt(argc, argv, "k:n:r:e:q:si:c:mw:")) != -1) {
        switch (option) {
        case 'k': options.key = unescape(optarg); break;
        case 'n': options.keys = atoi(optarg); break;
        case 'r': options.runs = atoi(optarg); break;
        case 'e': options.expect = optarg; break;
        case 'q': options.quit = unescape(optarg); break;
        case 's': options.trace = 1; break;
        case 'i': options.idle_seconds = atof(optarg); break;
        case 'm': options.machine = 1; break;
        case 'c': options.ratio = atof(optarg); break;
        case 'w': {
            int columns = 0, rows = 0;
            if (sscanf(optarg, "%dx%d", &columns, &rows) != 2 || columns < 1 || rows < 1 || columns > 65535 || rows > 65535) usage();
            terminal_size.ws_col = (unsigned short)columns;
            terminal_size.ws_row = (unsigned short)rows;
            break;
        }
        default: usage();
        }
    }
    if (options.keys < 1 || options.runs < 1 || options.runs > MAX_RUNS) usage();
    if (opening && options.expect == NULL) usage();
    for (; optind < argc && program_count < MAX_PROGRAMS; optind++) {
        char *spec = strdup(argv[optind]), *colon = strchr(spec, ':'), *argument;
        int count = 0;
        if (colon == NULL) usage();
        *colon = 0;
        programs[program_count].label = spec;
        for (argument = strtok(colon + 1, ","); argument && count < MAX_ARGS - 1; argument = strtok(NULL, ",")) {
            programs[program_count].argv[count++] = argument;
        }
        programs[program_count].argv[count] = NULL;
        if (access(programs[program_count].argv[0], X_OK) != 0) fail("%s is not an executable", programs[program_count].argv[0]);
        program_count++;
    }
    if (program_count == 0) usage();
    signal(SIGPIPE, SIG_IGN);
    for (run = 0; run < options.runs; run++) {
        for (index = 0; index < program_count; index++) {
            if (opening) measure_open(index, &programs[index], &options);
            else measure_keys(index, &programs[index], &options, run);
        }
    }
    if (options.trace) {
        for (index = 0; index < program_count; index++) trace_keys(index, &programs[index], &options);
    }
    report(program_count, programs, &options);
    if (options.ratio > 0 && program_count > 1) return check_targets(opening, &options) ? 0 : 1;
    return 0;
}
