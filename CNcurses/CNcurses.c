/*
 * The CNcurses shim: each function is a thin wrapper over ncursesw, so that Swift never sees
 * curses macros or types. See include/CNcurses.h for what each one does.
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

/* The header spells ncurses' values out so it need not include curses.h; keep them honest. */
_Static_assert(CNC_A_UNDERLINE == A_UNDERLINE, "A_UNDERLINE");
_Static_assert(CNC_A_REVERSE == A_REVERSE, "A_REVERSE");
_Static_assert(CNC_A_BOLD == A_BOLD, "A_BOLD");
_Static_assert(CNC_A_DIM == A_DIM, "A_DIM");
_Static_assert(CNC_A_ITALIC == A_ITALIC, "A_ITALIC");
_Static_assert(CNC_MAX_CELL_CHARS == CCHARW_MAX, "CCHARW_MAX");

static SCREEN *screen;
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
 * ncurses 6 collects what it sends in a buffer of its own, about one screen large, and write()s it
 * whenever the buffer fills up, at the end of every doupdate and, in 6.4 on a screen made by
 * newterm, after every cursor movement (_nc_mvcur flushes while the screen is still in its
 * "initial" state, meant for low-level terminfo programs). So a one-digit update took two
 * write()s, the move and the digit, and a full screen dozens. The API cannot postpone these
 * flushes, and putp() goes to stdio's stdout rather than into that buffer, so nothing can follow a
 * frame in the same write() either. Every byte ncurses sends passes through two functions, though,
 * which libncursesw imports from libtinfo through the dynamic linker: _nc_outch_sp (queue one byte)
 * and _nc_flush_sp (write the queue). The shim defines both. On ELF platforms the dynamic linker
 * binds ncurses' calls to the executable's definitions before the library's own, so ncurses'
 * output for our screen collects in the buffer below and leaves when the shim says: once per
 * frame, in one write(), with the synchronized-output markers around it. Output for any other
 * screen, and everything when the names do not resolve here (another platform, a static ncurses),
 * goes to ncurses' own functions, found with dlsym(RTLD_NEXT), exactly as before.
 */

static char *output_bytes;
static size_t output_count;
static size_t output_capacity;
static int owns_output;  /* ncurses' output for `screen` comes here */
static int output_seen;  /* and some has arrived, so the binding is real */
static int frame_open;   /* inside cnc_flush's doupdate: hold everything for one write */
static int frame_split;  /* the frame outgrew memory and part of it has been written */
static int synchronized; /* bracket frames with the mode 2026 markers */
static const char sync_begin[] = "\033[?2026h";
static const char sync_end[] = "\033[?2026l";
static const char sync_query[] = "\033[?2026$p";

#if defined(__ELF__)
int _nc_outch_sp(SCREEN *sp, int ch);
void _nc_flush_sp(SCREEN *sp);
static int (*library_outch)(SCREEN *, int);
static void (*library_flush)(SCREEN *);

static void find_library_output(void) {
    if (library_outch == NULL) library_outch = (int (*)(SCREEN *, int))dlsym(RTLD_NEXT, "_nc_outch_sp");
    if (library_flush == NULL) library_flush = (void (*)(SCREEN *))dlsym(RTLD_NEXT, "_nc_flush_sp");
}
#endif

static int closing;        /* cnc_stop is restoring the terminal: wait for it only briefly */
static int frame_dropped;  /* output was dropped: the next frame rewrites every cell */

/* Writes out the buffer: one write() unless the kernel takes less at a time. A terminal that has
   gone away loses the rest, as with ncurses' own flush. The descriptor is non-blocking (see
   open_private_tty), so a terminal that stops reading never blocks the app: while it waits for
   room, a signal (the self-pipe becoming readable) makes it drop the rest, so the run loop can
   act on the signal; while restoring, it waits at most 200 ms. */
static void write_output(void) {
    size_t offset = 0;
    /* CAN ends an escape sequence cut off by dropped output, so the next bytes mean what they say. */
    if (output_stuck && output_count > 0 && write(output_fd, "\030", 1) == 1) output_stuck = 0;
    while (offset < output_count) {
        ssize_t written = write(output_fd, output_bytes + offset, output_count - offset);
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
    output_count = 0;
}

/* Opens the terminal named by `fd` anew for writing, non-blocking: a file description of its own,
   so that O_NONBLOCK never reaches the shell's descriptors. Returns -1 when `fd` is no tty. */
static int open_private_tty(int fd) {
    char name[256];
    int tty, flags;
    if (ttyname_r(fd, name, sizeof name) != 0) return -1;
    tty = open(name, O_WRONLY | O_NOCTTY | O_CLOEXEC);
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

#if defined(__ELF__)
/* ncurses' one-byte output, bound here in place of libtinfo's. */
int _nc_outch_sp(SCREEN *sp, int ch) {
    char byte = (char)ch;
    if (owns_output && sp != NULL && sp == screen) {
        output_seen = 1;
        queue_output(&byte, 1);
        return OK;
    }
    find_library_output();
    if (library_outch != NULL) return library_outch(sp, ch);
    return write(STDOUT_FILENO, &byte, 1) == 1 ? OK : ERR;
}

/* ncurses' flush, bound here in place of libtinfo's: whatever ncurses' own buffer holds (output
   from before the shim took over; normally nothing, and then no write happens) goes first, then
   the shim's buffer, unless a frame is open. */
void _nc_flush_sp(SCREEN *sp) {
    find_library_output();
    if (library_flush != NULL) library_flush(sp);
    if (owns_output && sp != NULL && sp == screen && !frame_open && output_count > 0) write_output();
}
#endif

/* Makes sure the frame buffer exists: frames go through it whether or not ncurses' own output
   does (cnc_owns_output). */
static int ensure_output_buffer(void) {
    if (output_bytes != NULL) return 1;
    output_bytes = malloc(16384);
    if (output_bytes == NULL) return 0;
    output_capacity = 16384;
    return 1;
}

/* Takes ncurses' output over when the dynamic linker binds its output functions to the shim. */
static void take_output(void) {
#if defined(__ELF__)
    if (owns_output) return;
    find_library_output();
    if (library_outch == NULL || library_flush == NULL) return;
    if (dlsym(RTLD_DEFAULT, "_nc_outch_sp") != (void *)_nc_outch_sp) return;
    if (dlsym(RTLD_DEFAULT, "_nc_flush_sp") != (void *)_nc_flush_sp) return;
    if (!ensure_output_buffer()) return;
    owns_output = 1;
#endif
}

int cnc_owns_output(void) { return owns_output; }

int cnc_query_synchronized_output(void) {
    if (!active || !ensure_output_buffer()) return -1;
    queue_output(sync_query, sizeof sync_query - 1);
    write_output();
    return 0;
}

void cnc_set_synchronized_output(int enabled) { synchronized = enabled != 0; }

int cnc_synchronized_output(void) { return synchronized; }

/* Sends bytes outside any frame: through the shim's buffer when it owns the output, else after
   whatever ncurses has buffered. */
static void emit(const char *bytes, size_t count) {
    if (owns_output) {
        queue_output(bytes, count);
        return;
    }
    fflush(output_file ? output_file : stdout);
    (void)write_now(bytes, count);
}

static void set_input_modes(int on) {
    if (mouse_known) emit(on ? mouse_on : mouse_off, on ? sizeof mouse_on - 1 : sizeof mouse_off - 1);
    emit(on ? paste_on : paste_off, on ? sizeof paste_on - 1 : sizeof paste_off - 1);
    if (owns_output && !frame_open) write_output();
}

/* Waits a little for the terminal to read what it has been sent, then discards what it has not:
   restoring must not wait on a terminal that does not read (ncurses sets the tty modes with
   TCSADRAIN, which waits until the output is read). */
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

/* Home and End have several spellings (VT220, rxvt, xterm outside keypad mode); tmux sends
   ESC[1~ and ESC[4~ even under TERM=xterm-256color. Teach curses the ones terminfo left out. */
static void define_missing_keys(void) {
    static const struct { const char *sequence; int key; } keys[] = {
        {"\033[1~", KEY_HOME}, {"\033[7~", KEY_HOME}, {"\033[H", KEY_HOME}, {"\033OH", KEY_HOME},
        {"\033[4~", KEY_END},  {"\033[8~", KEY_END},  {"\033[F", KEY_END},  {"\033OF", KEY_END},
    };
    size_t i;
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (key_defined(keys[i].sequence) == 0) define_key(keys[i].sequence, keys[i].key);
    }
}

/* In TerminalCapabilities.c. */
int cnc_type_can_address_cursor(const char *type, int fd);

int cnc_start(void) {
    if (active) return 0;
    if (screen == NULL) {
        setlocale(LC_ALL, "");
        /* An unset locale means ASCII, which would garble every wide character; terminals today
           speak UTF-8, so prefer it unless the user chose another encoding on purpose. */
        const char *ctype = setlocale(LC_CTYPE, NULL);
        if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0 && ctype != NULL
            && (strcmp(ctype, "C") == 0 || strcmp(ctype, "POSIX") == 0)) {
            setlocale(LC_CTYPE, "C.UTF-8");
        }
        have_shell_modes = tcgetattr(input_fd, &shell_modes) == 0;
        if (!cnc_type_can_address_cursor(terminal_type, output_fd)) return -2;
        if (owns_stdio && output_file == NULL) {
            /* Draw on a private, non-blocking opening of the tty (a duplicate where it cannot be
               opened), so stdout can be pointed elsewhere. */
            int tty = open_private_tty(STDOUT_FILENO);
            if (tty < 0) tty = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
            if (tty < 0 || (output_file = fdopen(tty, "w")) == NULL) {
                if (tty >= 0) close(tty);
                return -1;
            }
            output_fd = tty;
        }
        take_output();
        /* The app's signal handlers go in first: ncurses then leaves SIGTSTP alone for good,
           instead of setting it to SIG_IGN and back around every doupdate (two system calls per
           frame). Tests and benchmarks on other descriptors (cnc_start_on) keep the default. */
        if (owns_stdio) (void)cnc_signal_pipe();
        /* newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting. */
        screen = newterm(terminal_type, output_file ? output_file : stdout, input_file ? input_file : stdin);
        if (screen == NULL) {
            cnc_signal_restore();
            if (owns_stdio && output_file != NULL) {
                fclose(output_file);
                output_file = NULL;
                output_fd = STDOUT_FILENO;
            }
            return -1;
        }
        set_term(screen);
        mouse_known = tigetstr("kmous") != NULL && tigetstr("kmous") != (char *)-1;
        install_crash_handlers();
        raw();
        noecho();
        nonl();
        keypad(stdscr, TRUE);
        nodelay(stdscr, TRUE);
        leaveok(stdscr, TRUE);
        set_escdelay(25);
        /* doupdate would otherwise poll the input every few lines, and flush early when keys wait. */
        typeahead(-1);
        define_missing_keys();
        curs_set(0);
        /* keypad and curs_set have written through the shim if the binding is real; if nothing
           arrived, ncurses writes on its own and the shim stays out of the way. */
        if (!output_seen) owns_output = 0;
    } else {
        /* Coming back after cnc_stop: the next doupdate restores program mode. */
        clearok(curscr, TRUE);
        doupdate();
    }
    set_input_modes(1);
    redirect_stdio();
    active = 1;
    return 0;
}

/* CursesUI writes frames itself, behind ncurses' back: ncurses believes the attributes are off
   and the cursor where it left it. Before endwin acts on that belief, turn the attributes off and
   tell ncurses where the cursor goes (mvcur from an unknown place addresses it absolutely), so
   that the shell gets its prompt on the last line in plain colors. */
static void leave_frame_state(void) {
    const char *off = tigetstr("sgr0");
    char plain[64];
    size_t length = 0;
    if (off != NULL && off != (char *)-1) {
        /* Without its padding delay ($<2>): nothing is sent for padding. */
        for (; *off != '\0' && length < sizeof plain; off++) {
            if (off[0] == '$' && off[1] == '<' && strchr(off, '>') != NULL) {
                off = strchr(off, '>');
                continue;
            }
            plain[length++] = *off;
        }
        emit(plain, length);
    }
    mvcur(-1, -1, LINES - 1, 0);
}

void cnc_stop(void) {
    if (!active) return;
    active = 0;
    closing = 1;
    if (owns_output) {
        settle_output();
        set_input_modes(0);
        /* endwin's bytes wait in the buffer until it has set the tty modes, so that its TCSADRAIN
           finds nothing to wait for; they go out right after. */
        frame_open = 1;
        leave_frame_state();
        endwin();
        frame_open = 0;
        write_output();
    } else {
        set_input_modes(0);
        leave_frame_state();
        endwin();
    }
    closing = 0;
    fflush(output_file ? output_file : stdout);
    /* What user code printed while curses ran belongs in the log, not on the shell's screen. */
    fflush(stdout);
    fflush(stderr);
    restore_stdio();
}

int cnc_start_on(const char *type, int input, int output) {
    int private_output;
    if (screen != NULL) return -1;
    owns_stdio = 0;
    terminal_type = type != NULL ? strdup(type) : NULL;
    private_output = open_private_tty(output);
    input_file = fdopen(dup(input), "r");
    output_file = fdopen(private_output >= 0 ? private_output : dup(output), "w");
    if (input_file == NULL || output_file == NULL) return -1;
    input_fd = fileno(input_file);
    output_fd = fileno(output_file);
    return cnc_start();
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
    int y = 0, x = 0;
    if (screen != NULL) getmaxyx(stdscr, y, x);
    *columns = x;
    *rows = y;
}


int cnc_write_frame(const char *bytes, size_t count) {
    if (!active) return -1;
    if (count == 0) return 0;
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

int cnc_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

int cnc_resize_from_tty(void) {
    struct winsize size;
    if (!active) return -1;
    if (ioctl(output_fd, TIOCGWINSZ, &size) != 0 && ioctl(input_fd, TIOCGWINSZ, &size) != 0) {
        return -1;
    }
    if (size.ws_row == 0 || size.ws_col == 0) return -1;
    return resizeterm(size.ws_row, size.ws_col) == OK ? 0 : -1;
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
