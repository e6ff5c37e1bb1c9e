/* Baseline for the per-key benchmark: the counter as a hand-written C ncurses program. It shows
   "Count: N", '+' adds one, 'q' quits; set up as CursesUI sets up ncurses (raw, no echo, keypad,
   hidden cursor, default colors), then blocks in getch for each key. */
#include <curses.h>
#include <locale.h>

int main(void) {
    int count = 0;
    int key;
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
    }
    attron(A_BOLD);
    mvaddstr(0, 0, "C counter");
    attroff(A_BOLD);
    mvprintw(3, 0, "Count: %d", count);
    mvaddstr(5, 0, "+: increment · q: quit");
    refresh();
    while ((key = getch()) != 'q' && key != ERR) {
        if (key == '+') count++;
        mvprintw(3, 0, "Count: %d", count);
        refresh();
    }
    endwin();
    return 0;
}
