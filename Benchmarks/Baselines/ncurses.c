/* Baseline: the same first frame from C and ncurses alone, without Swift. */
#include <curses.h>
#include <locale.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    mvaddstr(3, 0, "Count: 0");
    refresh();
    getch();
    endwin();
    return 0;
}
