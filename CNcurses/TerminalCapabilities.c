/*
 * Terminfo queries made before curses starts. A file of its own because <term.h> defines a macro
 * for every capability name (columns, lines, ...), which would clash with names in CNcurses.c.
 */

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

int cnc_type_can_address_cursor(const char *type, int fd);

/* Whether the terminal type (NULL: $TERM) can move the cursor, as a full-screen UI needs:
   TERM=dumb cannot. Reads terminfo only and writes nothing. An unknown type counts as able here,
   so that newterm reports it as unknown. */
int cnc_type_can_address_cursor(const char *type, int fd) {
    int error = 0;
    int able;
    const char *cup;
    TERMINAL *previous = cur_term;
    if (setupterm(type, fd, &error) != OK) return 1;
    cup = tigetstr("cup");
    able = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    set_curterm(previous);
    return able;
}
