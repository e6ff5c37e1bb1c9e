#ifndef CNCURSES_H
#define CNCURSES_H

/*
 * A thin C shim over ncursesw's terminfo layer and the tty for CursesUI.
 *
 * Swift cannot import curses macros comfortably, and ncurses types must not leak into Swift. So
 * this header exposes plain functions over int, int32_t, uint32_t and strings only.
 *
 * Drawing, input and resize calls do nothing outside curses mode (before cnc_start succeeds or
 * after cnc_stop), so a late frame can never take the terminal back.
 */

#include <stddef.h>
#include <stdint.h>

/*
 * Takes the terminal on stdin/stdout over: sets the locale from the environment (falling back to
 * C.UTF-8 when it names plain ASCII), reads the terminal's terminfo entry (setupterm: no curses
 * screens are made; CursesUI keeps its own frames and writes them with cnc_write_frame), sets the
 * tty's raw modes itself (no echo, no line editing, no signal keys, CR not mapped), and sends the
 * alternate screen (smcup), keypad transmit mode (smkx), a hidden cursor (civis), bracketed paste
 * and, where terminfo knows a mouse, SGR mouse reports (cnc_stop undoes each). Input is read by
 * the caller itself, without blocking. Output goes to a non-blocking opening of the tty of its
 * own, so that a terminal that stops reading never blocks the app (see cnc_write_frame).
 * It also installs handlers that restore the terminal, then pass the signal on to the previous
 * handler, on an alternate signal stack (so a stack overflow is handled too): for crash signals
 * (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT) and SIGQUIT and, while the app leaves them
 * at their default action, SIGUSR1, SIGUSR2, SIGALRM and SIGPIPE.
 * Returns 0; -1 when the terminal type is unknown, -2 when it cannot move the cursor (TERM=dumb);
 * nothing has been written to the terminal then. "curses mode" below means: started, not stopped.
 */
int cnc_start(void);

/*
 * While curses mode is active on the process's own tty (cnc_start, not cnc_start_on), curses
 * draws on a private duplicate of stdout, and descriptors 1 and 2 (2 only when it is a tty) point
 * at `fd` (a log file opened for appending; by default /dev/null), so that output from print or a
 * library never reaches the screen. cnc_stop, cnc_suspend and the crash handlers put them back.
 * Call before cnc_start; the shim owns `fd` from then on.
 */
void cnc_set_output_target(int fd);

/*
 * Leaves curses mode and restores the terminal: plain attributes, the cursor on the last line and
 * visible, keypad, mouse and paste modes off, the shell's screen (rmcup) and tty modes back. Safe
 * to call any number of times. Never waits long on a terminal that does not read: output it has
 * not read within 200 ms is discarded.
 */
void cnc_stop(void);

/*
 * Like cnc_start, but for the terminal type `type` (NULL: $TERM) on the given descriptors instead
 * of stdin and stdout (a pseudo-terminal in tests). Only before curses has been started in this
 * process; returns 0 or -1.
 */
int cnc_start_on(const char *type, int input, int output);

/*
 * Opens the tty that `fd` reads from anew for reading, non-blocking, without touching `fd`'s own
 * flags (the shell shares them): a read on it returns at once when nothing is there, so a wake-up
 * without input never blocks the loop and needs no second poll() to rule that out. The caller
 * owns the descriptor. -1 when `fd` is no tty.
 */
int cnc_open_private_input(int fd);

/*
 * Suspends the process as Ctrl-Z does in a shell: leaves curses mode, restoring the tty, and stops
 * with SIGTSTP's default action. Returns once the process is continued (SIGCONT), back in curses
 * mode with the whole screen to be rewritten at the next flush: 0, or -1 when not in curses mode.
 */
int cnc_suspend(void);

/* Whether curses mode is active (started and not stopped). */
int cnc_is_active(void);

/* The screen size in columns and rows. */
void cnc_size(int32_t *columns, int32_t *rows);

/*
 * Sends a frame that CursesUI composed (FrameWriter) to the terminal in one write(), bracketed by
 * ESC[?2026h and ESC[?2026l while synchronized output is on (cnc_set_synchronized_output).
 * Nothing for an empty frame. While the terminal has no room for the frame, it waits, unless a
 * signal arrives on the self-pipe: then the rest of the frame is dropped (cnc_output_lost says so)
 * and it returns, so that the run loop can act on the signal. Returns 0, or -1 outside curses mode.
 */
int cnc_write_frame(const char *bytes, size_t count);

/* Whether output was dropped since the last call (the terminal's contents are then unknown, and
   the next frame must write every cell); clears the flag. */
int cnc_output_lost(void);

/* What a frame about to be presented needs, in one call: the screen size (as cnc_size), and
   CNC_FRAME_ACTIVE when curses mode is active, CNC_FRAME_OUTPUT_LOST when output was dropped
   since the last call (as cnc_output_lost, whose flag it clears). */
#define CNC_FRAME_ACTIVE 1
#define CNC_FRAME_OUTPUT_LOST 2
int cnc_frame_state(int32_t *columns, int32_t *rows);

/* Whether frames leave through the shim's own buffer, in one write() each, with the synchronized
   output markers around them: always, now that CursesUI composes them itself. */
int cnc_owns_output(void);

/*
 * Asks the terminal whether it supports synchronized output: sends the DECRQM query
 * ESC[?2026$p. A terminal that does answers ESC[?2026;Ps$y on the input, where Ps 1 or 2 means
 * yes; the caller reads the answer and calls cnc_set_synchronized_output. Does nothing unless
 * curses mode is active. Returns 0 when the query was sent, else -1.
 */
int cnc_query_synchronized_output(void);

/*
 * Turns synchronized output (mode 2026) on or off: while on, every frame that cnc_flush writes
 * starts with ESC[?2026h and ends with ESC[?2026l, so that the terminal shows it at once. Has no
 * effect unless the shim owns the output.
 */
void cnc_set_synchronized_output(int enabled);

/* Whether frames are written with synchronized-output markers (1) or without (0). */
int cnc_synchronized_output(void);

/* The display width that the C library gives a Unicode scalar: -1, 0, 1 or 2. */
int cnc_wcwidth(uint32_t scalar);

/* Reads the window size from the tty again (cnc_size answers it). Returns 0, or -1 on failure. */
int cnc_resize_from_tty(void);

/*
 * Creates a non-blocking, close-on-exec self-pipe and installs async-signal-safe handlers for
 * SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP and SIGCONT that write the signal number as one byte
 * to it. (SIGTSTP thus no longer stops the process by itself: the run loop calls cnc_suspend.)
 * Returns the read end (the same one on later calls), or -1 on failure.
 */
int cnc_signal_pipe(void);

/* Puts back the signal handlers that cnc_signal_pipe replaced. Safe to call more than once. */
void cnc_signal_restore(void);

/*
 * The main dispatch queue, driven by a run loop of the caller's own instead of dispatch_main(),
 * as CoreFoundation's run loop drives it: libdispatch signals a descriptor whenever work is queued
 * on the main queue (main-actor jobs, DispatchQueue.main.async, timers on the main queue), and the
 * main thread runs that work when it sees the signal.
 *
 * cnc_main_queue_descriptor returns that descriptor (an eventfd on Linux), readable while work is
 * waiting, or -1 where libdispatch has none (Darwin, or a libdispatch without the hooks).
 * cnc_drain_main_queue consumes the signal and runs the work queued so far; main thread only.
 */
int cnc_main_queue_descriptor(void);
void cnc_drain_main_queue(void);

/*
 * When the next timer of CoreFoundation's main run loop (Foundation's RunLoop.main) is due, in
 * CFAbsoluteTime (seconds since 2001), or 0 when none is scheduled or CoreFoundation is not linked.
 * Resolved at link time, so it works with a static Foundation (--static-swift-stdlib), whose
 * symbols dlsym cannot see.
 */
double cnc_main_run_loop_next_timer(void);

/*
 * Terminfo for CursesUI's own output. cnc_terminfo_load reads the entry of terminal type `type`
 * (NULL: $TERM) apart from the terminal's own, without a descriptor (it looks at no tty and writes
 * nothing): 0, or -1 when the type is unknown. The other calls read that entry: a string
 * capability (NULL when absent; kept for the life of the process, at an address that names only
 * that text, as tiparm's cache needs), a number (-1 when absent), a flag.
 * cnc_terminfo_format evaluates a parametrized capability with up to two parameters into `out`
 * (`size` bytes, not terminated), padding delays ($<n>) left out: the length, or -1.
 */
int cnc_terminfo_load(const char *type);
/* Held around a sequence of the calls below that must see one entry (they take it themselves too). */
void cnc_terminfo_lock(void);
void cnc_terminfo_unlock(void);
const char *cnc_terminfo_string(const char *name);
int cnc_terminfo_number(const char *name);
int cnc_terminfo_flag(const char *name);
int cnc_terminfo_format(const char *capability, int p1, int p2, char *out, int size);

#endif
