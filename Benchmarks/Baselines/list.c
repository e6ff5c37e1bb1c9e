/* Baseline for the per-key benchmark: a full-screen list of N rows (argv[1], default 10,000)
   with a selection, as a hand-written C ncurses program that looks like CursesUI's List: the
   selected row in reverse video across the width, a scroll bar in the last column (a thumb ┃
   on a track │, bright black). Down and Up move the selection and scroll to keep it visible,
   Home and End jump, 'q' quits. Only the visible rows are formatted; each key redraws them and
   ncurses sends what changed. The rows are 64-bit ids (`long`), as the Swift probe's `Int` ids
   are, so both hold the same 800 KB of data (see Benchmarks/README.md, "The first frame"). */
#include <curses.h>
#include <locale.h>
#include <stdlib.h>

static long *rows;
static int count;

static void draw(int top, int selection) {
    int y, thumb = LINES * LINES / count, position = 0;
    if (thumb < 1) thumb = 1;
    if (count > LINES) position = top * (LINES - thumb) / (count - LINES);
    for (y = 0; y < LINES; y++) {
        int index = top + y, x;
        move(y, 0);
        if (index < count) {
            if (index == selection) attron(A_REVERSE);
            printw("Row %ld", rows[index]);
            for (getyx(stdscr, y, x); x < COLS - 1; x++) addch(' ');
            if (index == selection) attroff(A_REVERSE);
        } else {
            clrtoeol();
        }
        if (count > LINES) {
            attron(COLOR_PAIR(1));
            mvaddstr(y, COLS - 1, y >= position && y < position + thumb ? "\u2503" : "\u2502");
            attroff(COLOR_PAIR(1));
        }
    }
    refresh();
}

int main(int argc, char **argv) {
    int top = 0, selection = 0, key, i;
    count = argc > 1 ? atoi(argv[1]) : 10000;
    if (count < 1) count = 1;
    rows = malloc(sizeof *rows * (size_t)count);
    if (rows == NULL) return 1;
    for (i = 0; i < count; i++) rows[i] = i;
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, 8, -1);
    }
    draw(top, selection);
    while ((key = getch()) != 'q' && key != ERR) {
        switch (key) {
        case KEY_DOWN: if (selection < count - 1) selection++; break;
        case KEY_UP: if (selection > 0) selection--; break;
        case KEY_HOME: selection = 0; break;
        case KEY_END: selection = count - 1; break;
        default: break;
        }
        if (selection < top) top = selection;
        if (selection >= top + LINES) top = selection - LINES + 1;
        draw(top, selection);
    }
    endwin();
    free(rows);
    return 0;
}
