/*
 * The CNcurses shim: the tty, signals and output buffering for CursesUI's own terminal, over
 * ncursesw's terminfo layer, so that Swift never sees curses macros or types. See
 * include/CNcurses.h for what each one does.
 */

#include "CNcurses.h"

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <pthread.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static volatile sig_atomic_t active;
/* The tty curses runs on: stdin and stdout, unless cnc_start_on chose other descriptors. */
static int input_fd = STDIN_FILENO;
static int output_fd = STDOUT_FILENO;
static FILE *input_file;
static FILE *output_file;
static const char *terminal_type; /* NULL: $TERM */

/* While curses runs on the process's own tty, it draws on a duplicate of stdout, and descriptors 1
   (and 2, when it is the tty) point at the log file or /dev/null so that a stray print or a
   library's warning cannot corrupt the screen. The saved descriptors put them back. */
static int owns_stdio = 1;     /* 0 after cnc_start_on: the test's descriptors are left alone */
static int redirect_target = -1; /* cnc_set_output_target, or /dev/null opened on demand */
static int saved_stdout = -1;
static int saved_stderr = -1;

static void redirect_stdio(void) {
    int target = redirect_target;
    if (!owns_stdio || saved_stdout >= 0) return;
    if (target < 0) target = redirect_target = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (target < 0) return;
    fflush(stdout);
    fflush(stderr);
    saved_stdout = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved_stdout >= 0) dup2(target, STDOUT_FILENO);
    if (isatty(STDERR_FILENO)) {
        saved_stderr = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
        if (saved_stderr >= 0) dup2(target, STDERR_FILENO);
    }
}

/* Async-signal-safe: the crash handler calls it too. */
static void restore_stdio(void) {
    if (saved_stdout >= 0) {
        dup2(saved_stdout, STDOUT_FILENO);
        close(saved_stdout);
        saved_stdout = -1;
    }
    if (saved_stderr >= 0) {
        dup2(saved_stderr, STDERR_FILENO);
        close(saved_stderr);
        saved_stderr = -1;
    }
}

void cnc_set_output_target(int fd) {
    if (fd < 0 || fd == redirect_target) return;
    if (redirect_target >= 0) close(redirect_target);
    redirect_target = fd;
}

/* What a crash needs to give the terminal back, prepared in advance because a signal handler can
   only write bytes and set tty modes: the shell's tty modes and the terminal's exit sequence. */
static struct termios shell_modes;
static int have_shell_modes;
static char exit_sequence[256];
static size_t exit_sequence_length;
/* Crash signals and SIGQUIT (which the Swift runtime's backtracer also reports), then signals
   whose default action ends the process, handled here only while the app leaves them at that
   default: each restores the terminal before the process ends. */
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT,
                                    SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE};
#define CRASH_SIGNAL_COUNT ((int)(sizeof crash_signals / sizeof crash_signals[0]))
#define ALWAYS_HANDLED_COUNT 7
static struct sigaction crash_saved_actions[CRASH_SIGNAL_COUNT];
static int crash_handled[CRASH_SIGNAL_COUNT];

/* Output state that the restore paths consult; see "Output" below. */
static int output_stuck;  /* bytes were dropped because the terminal did not read them */
static int pipe_read_end(void);

/* The input modes the shim turns on and off itself: xterm mouse reports in SGR form (where
   terminfo knows a mouse) and bracketed paste, which marks pasted text so it is never keys. */
static int mouse_known;
static const char mouse_on[] = "\033[?1000h\033[?1006h";
static const char mouse_off[] = "\033[?1006l\033[?1003l\033[?1002l\033[?1000l";
static const char paste_on[] = "\033[?2004h";
static const char paste_off[] = "\033[?2004l";

/* Writes `count` bytes to the terminal at once, never waiting: returns whether all went out. */
static int write_now(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(output_fd, bytes, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return 0;
        bytes += written;
        count -= (size_t)written;
    }
    return 1;
}

/* The emergency restore, async-signal-safe: the terminal's exit sequence (after discarding output
   the terminal has not read, when it does not read, so that the sequence fits and cannot block),
   the shell's tty modes, and stdout and stderr. */
static void restore_terminal_now(void) {
    if (!active) return;
    if (output_stuck || !write_now(exit_sequence, exit_sequence_length)) {
        tcflush(output_fd, TCOFLUSH);
        /* CAN ends an escape sequence that was cut off, so the exit sequence is read whole. */
        (void)write_now("\030", 1);
        (void)write_now(exit_sequence, exit_sequence_length);
    }
    if (have_shell_modes) tcsetattr(input_fd, TCSANOW, &shell_modes);
    restore_stdio();
    active = 0;
}

static void append_capability(const char *name) {
    const char *value = tigetstr(name);
    size_t length;
    if (value == NULL || value == (const char *)-1) return;
    length = strlen(value);
    if (exit_sequence_length + length >= sizeof exit_sequence) return;
    memcpy(exit_sequence + exit_sequence_length, value, length);
    exit_sequence_length += length;
}

/* Restores the terminal, then hands the signal to whoever handled it before (the Swift runtime's
   backtracer, or the default action), so the crash report lands on a sane screen. */
static void on_crash(int signal_number) {
    int i;
    restore_terminal_now();
    for (i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        if (crash_signals[i] == signal_number && crash_handled[i]) sigaction(signal_number, &crash_saved_actions[i], NULL);
    }
    raise(signal_number);
    /* Still alive: the previous handler returned. The Swift backtracer does so after its report,
       expecting the faulting instruction to fault again; a signal sent with kill (or raise) never
       recurs, and the process would sleep forever. End it with the signal's default action. */
    signal(signal_number, SIG_DFL);
    {
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, signal_number);
        pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    }
    raise(signal_number);
}

/* Gives the main thread an alternate signal stack, unless it has one: a stack overflow leaves no
   room on the normal stack for the crash handler to run. */
static void install_alternate_stack(void) {
    stack_t current, stack;
    size_t size = 64 * 1024;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    stack.ss_sp = malloc(size);
    if (stack.ss_sp == NULL) return;
    stack.ss_size = size;
    stack.ss_flags = 0;
    if (sigaltstack(&stack, NULL) != 0) free(stack.ss_sp);
}

static void install_crash_handlers(void) {
    struct sigaction action;
    int i;
    exit_sequence_length = 0;
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");
    /* A terminal with a mouse may be reporting it; turn every xterm mouse mode off again. */
    if (mouse_known && exit_sequence_length + sizeof mouse_off - 1 < sizeof exit_sequence) {
        memcpy(exit_sequence + exit_sequence_length, mouse_off, sizeof mouse_off - 1);
        exit_sequence_length += sizeof mouse_off - 1;
    }
    if (exit_sequence_length + sizeof paste_off - 1 < sizeof exit_sequence) {
        memcpy(exit_sequence + exit_sequence_length, paste_off, sizeof paste_off - 1);
        exit_sequence_length += sizeof paste_off - 1;
    }
    install_alternate_stack();
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    /* On the alternate stack, so that a stack overflow in user code can still be handled. */
    action.sa_flags = SA_NODEFER | SA_ONSTACK;
    for (i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        struct sigaction current;
        if (i >= ALWAYS_HANDLED_COUNT) {
            /* A signal the app handles (or ignores) is the app's business. */
            if (sigaction(crash_signals[i], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
        }
        crash_handled[i] = sigaction(crash_signals[i], &action, &crash_saved_actions[i]) == 0;
    }
}

/*
 * Output: one write() per frame.
 *
 * CursesUI composes each frame's bytes itself (FrameWriter, from terminfo); they collect in the
 * buffer below with the synchronized-output markers around them and leave in one write(). The
 * mode changes at start and stop go through the same buffer.
 */

static char *output_bytes;
static size_t output_count;
static size_t output_capacity;
static int frame_open;   /* composing a frame: hold everything for one write */
static int frame_split;  /* the frame outgrew memory and part of it has been written */
static int synchronized; /* bracket frames with the mode 2026 markers */
static const char sync_begin[] = "\033[?2026h";
static const char sync_end[] = "\033[?2026l";
static const char sync_query[] = "\033[?2026$p";

static int closing;        /* cnc_stop is restoring the terminal: wait for it only briefly */
static int frame_dropped;  /* output was dropped: the next frame rewrites every cell */

/* Writes `count` bytes from `bytes`: one write() unless the kernel takes less at a time. A terminal that has
   gone away loses the rest, as with ncurses' own flush. The descriptor is non-blocking (see
   open_private_tty), so a terminal that stops reading never blocks the app: while it waits for
   room, a signal (the self-pipe becoming readable) makes it drop the rest, so the run loop can
   act on the signal; while restoring, it waits at most 200 ms. */
static void write_bytes(const char *bytes, size_t count) {
    size_t offset = 0;
    /* CAN ends an escape sequence cut off by dropped output, so the next bytes mean what they say. */
    if (output_stuck && count > 0 && write(output_fd, "\030", 1) == 1) output_stuck = 0;
    while (offset < count) {
        ssize_t written = write(output_fd, bytes + offset, count - offset);
        if (written > 0) {
            offset += (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd waits[2] = {{output_fd, POLLOUT, 0}, {pipe_read_end(), POLLIN, 0}};
            int watched = (!closing && waits[1].fd >= 0) ? 2 : 1;
            int ready = poll(waits, (nfds_t)watched, closing ? 200 : -1);
            if (ready < 0 && errno == EINTR) continue;
            if (ready <= 0 || !(waits[0].revents & POLLOUT)) {
                output_stuck = 1;
                frame_dropped = 1;
                break;
            }
        } else {
            break;
        }
    }
}

/* Writes out the buffer. */
static void write_output(void) {
    write_bytes(output_bytes, output_count);
    output_count = 0;
}

/* Opens the terminal named by `fd` anew (`access`: O_RDONLY or O_WRONLY), non-blocking: a file
   description of its own, so that O_NONBLOCK never reaches the shell's descriptors. Returns -1
   when `fd` is no tty. */
static int open_private_tty(int fd, int access) {
    char name[256];
    int tty, flags;
    if (ttyname_r(fd, name, sizeof name) != 0) return -1;
    tty = open(name, access | O_NOCTTY | O_CLOEXEC);
    if (tty < 0) return -1;
    flags = fcntl(tty, F_GETFL);
    if (flags < 0 || fcntl(tty, F_SETFL, flags | O_NONBLOCK) != 0) {
        close(tty);
        return -1;
    }
    return tty;
}

/* Queues bytes. Inside a frame the buffer grows (cnc_flush runs on the main thread, never in a
   signal handler); outside one, or when memory runs out, a full buffer is written out first. */
static void queue_output(const char *bytes, size_t count) {
    if (output_count + count > output_capacity) {
        if (frame_open) {
            size_t capacity = output_capacity * 2 > output_count + count ? output_capacity * 2 : output_count + count;
            char *grown = realloc(output_bytes, capacity);
            if (grown != NULL) {
                output_bytes = grown;
                output_capacity = capacity;
            }
        }
        if (output_count + count > output_capacity) {
            if (frame_open) frame_split = 1;
            write_output();
            if (count > output_capacity) return;
        }
    }
    memcpy(output_bytes + output_count, bytes, count);
    output_count += count;
}

/* Makes sure the frame buffer exists: frames go through it whether or not ncurses' own output
   does (cnc_owns_output). */
static int ensure_output_buffer(void) {
    if (output_bytes != NULL) return 1;
    output_bytes = malloc(16384);
    if (output_bytes == NULL) return 0;
    output_capacity = 16384;
    return 1;
}

int cnc_owns_output(void) { return 1; }

int cnc_query_synchronized_output(void) {
    if (!active || !ensure_output_buffer()) return -1;
    queue_output(sync_query, sizeof sync_query - 1);
    write_output();
    return 0;
}

void cnc_set_synchronized_output(int enabled) { synchronized = enabled != 0; }

int cnc_synchronized_output(void) { return synchronized; }

/* Queues a capability of the terminal, without its padding delays ($<2>): nothing is sent for
   padding. Tolerates a missing one. */
static void queue_capability(const char *value) {
    if (value == NULL || value == (const char *)-1) return;
    while (*value != '\0') {
        const char *end;
        if (value[0] == '$' && value[1] == '<' && (end = strchr(value, '>')) != NULL) {
            value = end + 1;
            continue;
        }
        queue_output(value, 1);
        value++;
    }
}

static void queue_named(const char *name) { queue_capability(tigetstr(name)); }

static void set_input_modes(int on) {
    if (mouse_known) queue_output(on ? mouse_on : mouse_off, on ? sizeof mouse_on - 1 : sizeof mouse_off - 1);
    queue_output(on ? paste_on : paste_off, on ? sizeof paste_on - 1 : sizeof paste_off - 1);
}

/* Waits a little for the terminal to read what it has been sent, then discards what it has not:
   restoring must not wait on a terminal that does not read. */
static void settle_output(void) {
    int queued = 0, waited = 0;
#ifdef TIOCOUTQ
    while (!output_stuck && ioctl(output_fd, TIOCOUTQ, &queued) == 0 && queued > 0 && waited < 200) {
        poll(NULL, 0, 10);
        waited += 10;
    }
#endif
    if (output_stuck || queued > 0) {
        tcflush(output_fd, TCOFLUSH);
        output_stuck = 1;
    }
}

/* In TerminalCapabilities.c. */
int cnc_setup_terminal(const char *type, int fd);

/* The screen size, from the tty (else terminfo, else 80x24); 0x0 before the first start. */
static int started;
static int screen_rows;
static int screen_columns;

static int read_size(void) {
    struct winsize size;
    if ((ioctl(output_fd, TIOCGWINSZ, &size) == 0 || ioctl(input_fd, TIOCGWINSZ, &size) == 0)
        && size.ws_row > 0 && size.ws_col > 0) {
        screen_rows = size.ws_row;
        screen_columns = size.ws_col;
        return 0;
    }
    if (screen_rows == 0) {
        screen_rows = tigetnum("lines") > 0 ? tigetnum("lines") : 24;
        screen_columns = tigetnum("cols") > 0 ? tigetnum("cols") : 80;
    }
    return -1;
}

/* The tty modes of a full-screen program: no line editing, echo or signal keys (Ctrl-C, Ctrl-Z
   arrive as bytes), no flow control, Return read as CR; reads return each byte at once. */
static void enter_raw_mode(void) {
    struct termios mode;
    if (!have_shell_modes) return;
    mode = shell_modes;
    mode.c_lflag &= (tcflag_t) ~(ICANON | ECHO | ECHONL | ISIG | IEXTEN);
    mode.c_iflag &= (tcflag_t) ~(IXON | BRKINT | PARMRK | ICRNL | INLCR | IGNCR);
    mode.c_cc[VMIN] = 1;
    mode.c_cc[VTIME] = 0;
    tcsetattr(input_fd, TCSANOW, &mode);
}

int cnc_start(void) {
    if (active) return 0;
    if (!started) {
        int setup;
        setlocale(LC_ALL, "");
        /* An unset locale means ASCII, which would garble every wide character; terminals today
           speak UTF-8, so prefer it unless the user chose another encoding on purpose. */
        const char *ctype = setlocale(LC_CTYPE, NULL);
        if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0 && ctype != NULL
            && (strcmp(ctype, "C") == 0 || strcmp(ctype, "POSIX") == 0)) {
            setlocale(LC_CTYPE, "C.UTF-8");
        }
        have_shell_modes = tcgetattr(input_fd, &shell_modes) == 0;
        /* terminfo only: no screens of cells are kept (CursesUI has its own frames). */
        setup = cnc_setup_terminal(terminal_type, output_fd);
        if (setup != 0) return setup;
        if (!ensure_output_buffer()) return -1;
        if (owns_stdio && output_file == NULL) {
            /* Draw on a private, non-blocking opening of the tty (a duplicate where it cannot be
               opened), so stdout can be pointed elsewhere. */
            int tty = open_private_tty(STDOUT_FILENO, O_WRONLY);
            if (tty < 0) tty = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
            if (tty < 0 || (output_file = fdopen(tty, "w")) == NULL) {
                if (tty >= 0) close(tty);
                return -1;
            }
            output_fd = tty;
        }
        /* Tests and benchmarks on other descriptors (cnc_start_on) keep the default handlers. */
        if (owns_stdio) (void)cnc_signal_pipe();
        mouse_known = tigetstr("kmous") != NULL && tigetstr("kmous") != (char *)-1;
        install_crash_handlers();
        started = 1;
    }
    (void)read_size();
    enter_raw_mode();
    /* The alternate screen, keypad transmit mode, a hidden cursor; the first frame clears. */
    queue_named("smcup");
    queue_named("smkx");
    queue_named("civis");
    set_input_modes(1);
    write_output();
    redirect_stdio();
    active = 1;
    return 0;
}

void cnc_stop(void) {
    const char *address;
    if (!active) return;
    active = 0;
    closing = 1;
    settle_output();
    /* Plain attributes, the cursor on the last line and visible, the modes off, the shell's
       screen back, then the shell's tty modes. */
    queue_named("sgr0");
    address = tigetstr("cup");
    if (address != NULL && address != (char *)-1) queue_capability(tiparm(address, screen_rows - 1, 0));
    queue_named("cnorm");
    queue_named("rmkx");
    queue_named("rmcup");
    set_input_modes(0);
    write_output();
    if (have_shell_modes) tcsetattr(input_fd, TCSANOW, &shell_modes);
    closing = 0;
    fflush(output_file ? output_file : stdout);
    /* What user code printed while curses ran belongs in the log, not on the shell's screen. */
    fflush(stdout);
    fflush(stderr);
    restore_stdio();
}

int cnc_start_on(const char *type, int input, int output) {
    int private_output;
    if (started) return -1;
    owns_stdio = 0;
    terminal_type = type != NULL ? strdup(type) : NULL;
    private_output = open_private_tty(output, O_WRONLY);
    input_file = fdopen(dup(input), "r");
    output_file = fdopen(private_output >= 0 ? private_output : dup(output), "w");
    if (input_file == NULL || output_file == NULL) return -1;
    input_fd = fileno(input_file);
    output_fd = fileno(output_file);
    return cnc_start();
}

int cnc_open_private_input(int fd) {
    return open_private_tty(fd, O_RDONLY);
}

int cnc_suspend(void) {
    struct sigaction stop_action, saved_action;
    sigset_t stop_signal, saved_mask;
    if (!active) return -1;
    cnc_stop();
    /* Stop the way a cooked tty's Ctrl-Z would: SIGTSTP with its default action. raise() sends it
       to this thread, so the stop happens before raise returns; SIGCONT resumes right here. */
    memset(&stop_action, 0, sizeof stop_action);
    stop_action.sa_handler = SIG_DFL;
    sigemptyset(&stop_action.sa_mask);
    sigaction(SIGTSTP, &stop_action, &saved_action);
    sigemptyset(&stop_signal);
    sigaddset(&stop_signal, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop_signal, &saved_mask);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &saved_mask, NULL);
    sigaction(SIGTSTP, &saved_action, NULL);
    return cnc_start();
}

int cnc_is_active(void) { return active; }

void cnc_size(int32_t *columns, int32_t *rows) {
    *columns = started ? screen_columns : 0;
    *rows = started ? screen_rows : 0;
}


int cnc_write_frame(const char *bytes, size_t count) {
    if (!active) return -1;
    if (count == 0) return 0;
    /* A frame without markers and with nothing queued before it leaves straight from the
       caller's bytes, without a copy into the buffer. */
    if (!synchronized && output_count == 0) {
        write_bytes(bytes, count);
        return 0;
    }
    if (!ensure_output_buffer()) return -1;
    frame_split = 0;
    frame_open = 1;
    if (synchronized) queue_output(sync_begin, sizeof sync_begin - 1);
    queue_output(bytes, count);
    if (synchronized) queue_output(sync_end, sizeof sync_end - 1);
    frame_open = 0;
    write_output();
    return 0;
}

int cnc_output_lost(void) {
    int lost = frame_dropped;
    frame_dropped = 0;
    return lost;
}

int cnc_frame_state(int32_t *columns, int32_t *rows) {
    cnc_size(columns, rows);
    return (active ? CNC_FRAME_ACTIVE : 0) | (cnc_output_lost() ? CNC_FRAME_OUTPUT_LOST : 0);
}

int cnc_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

int cnc_resize_from_tty(void) {
    if (!active) return -1;
    return read_size();
}

/* Self-pipe: a signal handler may only do async-signal-safe work, so it writes one byte and the
   run loop does the rest when the read end becomes readable. */
static int pipe_read = -1;
static int pipe_write = -1;

static int pipe_read_end(void) { return pipe_read; }
static const int piped_signals[] = {SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT};
#define PIPED_SIGNAL_COUNT ((int)(sizeof piped_signals / sizeof piped_signals[0]))
static struct sigaction saved_actions[PIPED_SIGNAL_COUNT];
static int handlers_installed;

static void write_signal(int signal_number) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)signal_number;
    ssize_t written = write(pipe_write, &byte, 1);
    (void)written; /* A full pipe already holds wake-ups; dropping one is harmless. */
    errno = saved_errno;
}

static int configure_fd(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    flags = fcntl(fd, F_GETFD);
    if (flags < 0 || fcntl(fd, F_SETFD, flags | FD_CLOEXEC) != 0) return -1;
    return 0;
}

int cnc_signal_pipe(void) {
    int i;
    if (pipe_read < 0) {
        int fds[2];
        if (pipe(fds) != 0) return -1;
        if (configure_fd(fds[0]) != 0 || configure_fd(fds[1]) != 0) {
            close(fds[0]);
            close(fds[1]);
            return -1;
        }
        pipe_read = fds[0];
        pipe_write = fds[1];
    }
    if (!handlers_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = write_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        for (i = 0; i < PIPED_SIGNAL_COUNT; i++) {
            sigaction(piped_signals[i], &action, &saved_actions[i]);
        }
        handlers_installed = 1;
    }
    return pipe_read;
}

void cnc_signal_restore(void) {
    int i;
    if (!handlers_installed) return;
    for (i = 0; i < PIPED_SIGNAL_COUNT; i++) sigaction(piped_signals[i], &saved_actions[i], NULL);
    handlers_installed = 0;
}

/* libdispatch's hooks for a run loop of one's own, the ones CoreFoundation uses (on Linux the
   handle is an eventfd). Weak, so a libdispatch without them leaves cnc_main_queue_descriptor
   at -1 and the caller falls back to dispatch_main(). */
#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void) __attribute__((weak));
extern void _dispatch_main_queue_callback_4CF(void *message) __attribute__((weak));
#endif

int cnc_main_queue_descriptor(void) {
#if defined(__linux__)
    if (_dispatch_get_main_queue_handle_4CF != NULL && _dispatch_main_queue_callback_4CF != NULL) {
        return _dispatch_get_main_queue_handle_4CF();
    }
#endif
    return -1;
}

void cnc_drain_main_queue(void) {
#if defined(__linux__)
    int fd = cnc_main_queue_descriptor();
    uint64_t count;
    if (fd < 0) return;
    /* Consume the wake-up first: work queued while the queue drains signals the eventfd again. */
    while (read(fd, &count, sizeof count) < 0 && errno == EINTR) {}
    _dispatch_main_queue_callback_4CF(NULL);
#endif
}

/* CoreFoundation's run loop, for Foundation's timers on RunLoop.main. Weak: resolved from
   libFoundation.so, or from libCoreFoundation.a in a static build, where dlsym finds nothing
   (the static Swift libraries are linked with --exclude-libs ALL); NULL without Foundation. */
#if defined(__linux__)
extern void *CFRunLoopGetMain(void) __attribute__((weak));
extern double CFRunLoopGetNextTimerFireDate(void *run_loop, const void *mode) __attribute__((weak));
extern const void *const kCFRunLoopDefaultMode __attribute__((weak));
/* The run loop of a thread (0: the main thread) if it was made, without making it; exported by
   CoreFoundation for Foundation, in the same object file as CFRunLoopGetMain. */
extern void *_CFRunLoopGet0b(pthread_t thread) __attribute__((weak));
#endif

double cnc_main_run_loop_next_timer(void) {
#if defined(__linux__)
    static void *main_run_loop;
    if (CFRunLoopGetMain == NULL || CFRunLoopGetNextTimerFireDate == NULL || &kCFRunLoopDefaultMode == NULL) return 0;
    if (main_run_loop == NULL) {
        /* Until something makes the main run loop (RunLoop.main, a Timer scheduled on the main
           thread, a timer added to it from another thread), no timer can be on it: the loop
           asks without making it, which costs far less than looking the mode up by name. */
        main_run_loop = _CFRunLoopGet0b != NULL ? _CFRunLoopGet0b((pthread_t)0) : CFRunLoopGetMain();
    }
    if (main_run_loop == NULL) return 0;
    return CFRunLoopGetNextTimerFireDate(main_run_loop, kCFRunLoopDefaultMode);
#else
    return 0;
#endif
}
