/*
 * Terminfo: the terminal's own entry and others read for FrameWriter. A file of its own because
 * <term.h> defines a macro for every capability name (columns, lines, ...), which would clash with
 * names in CNcurses.c.
 */

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Terminfo's calls share state (the current entry, tiparm's output buffer), and tests build
   terminals on several threads at once: every call here holds this lock, and a caller that makes
   several (reading an entry's capabilities) holds it around all of them. Recursive for that. */
#if defined(PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP)
static pthread_mutex_t terminfo_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
#else
static pthread_mutex_t terminfo_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER;
#endif

void cnc_terminfo_lock(void) { pthread_mutex_lock(&terminfo_mutex); }
void cnc_terminfo_unlock(void) { pthread_mutex_unlock(&terminfo_mutex); }

int cnc_setup_terminal(const char *type, int fd);

/* Reads the terminfo entry of the terminal type (NULL: $TERM) for the terminal on `fd` and makes
   it the current one, as CursesUI's own terminal needs: 0; -1 when the type is unknown; -2 when it
   cannot move the cursor, as a full-screen UI needs (TERM=dumb). Writes nothing. */
int cnc_setup_terminal(const char *type, int fd) {
    int error = 0;
    const char *cup;
    if (setupterm(type, fd, &error) != OK) return -1;
    cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) {
        del_curterm(cur_term);
        return -2;
    }
    return 0;
}

/* The entry cnc_terminfo_load read, kept apart from curses' own (which stays current). */
static TERMINAL *loaded_entry;

int cnc_terminfo_load(const char *type) {
    int error = 0;
    TERMINAL *previous = cur_term;
    if (loaded_entry != NULL) {
        set_curterm(loaded_entry);
        del_curterm(loaded_entry);
        loaded_entry = NULL;
        set_curterm(previous);
    }
    /* No descriptor: setupterm must neither look at nor touch a tty here. */
    if (setupterm(type, -1, &error) != OK) {
        set_curterm(previous);
        return -1;
    }
    loaded_entry = cur_term;
    set_curterm(previous);
    return 0;
}

/* Capability strings, each kept once for the life of the process: tiparm caches what it learns
   of a format by the format's address, so an address must never be reused for another format. */
struct interned {
    struct interned *next;
    char text[];
};
static struct interned *interned_strings;

static const char *intern(const char *text) {
    struct interned *entry;
    size_t length = strlen(text);
    for (entry = interned_strings; entry != NULL; entry = entry->next) {
        if (strcmp(entry->text, text) == 0) return entry->text;
    }
    entry = malloc(sizeof *entry + length + 1);
    if (entry == NULL) return NULL;
    memcpy(entry->text, text, length + 1);
    entry->next = interned_strings;
    interned_strings = entry;
    return entry->text;
}

const char *cnc_terminfo_string(const char *name) {
    TERMINAL *previous = cur_term;
    const char *value;
    if (loaded_entry == NULL) return NULL;
    set_curterm(loaded_entry);
    value = tigetstr(name);
    set_curterm(previous);
    return (value == NULL || value == (const char *)-1) ? NULL : intern(value);
}

int cnc_terminfo_number(const char *name) {
    TERMINAL *previous = cur_term;
    int value;
    if (loaded_entry == NULL) return -1;
    set_curterm(loaded_entry);
    value = tigetnum(name);
    set_curterm(previous);
    return value < 0 ? -1 : value;
}

int cnc_terminfo_flag(const char *name) {
    TERMINAL *previous = cur_term;
    int value;
    if (loaded_entry == NULL) return 0;
    set_curterm(loaded_entry);
    value = tigetflag(name);
    set_curterm(previous);
    return value > 0;
}

int cnc_terminfo_format(const char *capability, int p1, int p2, char *out, int size) {
    const char *text;
    int length = 0;
    cnc_terminfo_lock();
    text = tiparm(capability, p1, p2);
    if (text == NULL) length = -1;
    while (length >= 0 && *text != '\0') {
        /* A delay ($<5>) is for terminals of another age: no padding is sent. */
        if (text[0] == '$' && text[1] == '<') {
            const char *end = strchr(text, '>');
            if (end != NULL) {
                text = end + 1;
                continue;
            }
        }
        if (length >= size) {
            length = -1;
            break;
        }
        out[length++] = *text++;
    }
    cnc_terminfo_unlock();
    return length;
}
