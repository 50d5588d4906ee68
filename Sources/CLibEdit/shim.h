// Fixed-arity wrappers around libedit: Swift cannot call C variadic functions (el_set,
// el_get, history), and Swift 6 refuses C's global stdin/stdout/stderr, so both are
// reached from here.
#ifndef LAYOUTLAB_CLIBEDIT_SHIM_H
#define LAYOUTLAB_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <string.h>
#include <wchar.h>
#include <errno.h>
#include <unistd.h>
#include <limits.h>
#ifndef H_NSAVE_FP
#include <vis.h>
#endif

static inline EditLine *lab_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}
static inline int lab_el_prompt(EditLine *e, char *(*prompt)(EditLine *)) {
    return el_set(e, EL_PROMPT, prompt);
}
static inline int lab_el_history(EditLine *e, History *h) {
    return el_set(e, EL_HIST, history, h);
}
static inline int lab_el_editor(EditLine *e, const char *mode) {
    return el_set(e, EL_EDITOR, mode);
}
static inline int lab_el_clientdata(EditLine *e, void *data) {
    return el_set(e, EL_CLIENTDATA, data);
}
static inline void *lab_el_get_clientdata(EditLine *e) {
    void *data = 0;
    el_get(e, EL_CLIENTDATA, &data);
    return data;
}
static inline int lab_el_addfn(EditLine *e, const char *name, const char *help,
                               unsigned char (*function)(EditLine *, int)) {
    return el_set(e, EL_ADDFN, name, help, function);
}
static inline int lab_el_bind(EditLine *e, const char *key, const char *function) {
    return el_set(e, EL_BIND, key, function, NULL);
}
/// Turns off ISIG while editing, so ^C reaches the editor as a key.
static inline int lab_el_no_isig(EditLine *e) {
    return el_set(e, EL_SETTY, "-d", "-isig", NULL);
}
/// Puts the terminal back as it was before editing (0) or in editing mode again (1).
static inline int lab_el_prep_term(EditLine *e, int editing) {
    return el_set(e, EL_PREP_TERM, editing);
}
static inline int lab_history_setsize(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int lab_history_setunique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}
static inline int lab_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
static inline int lab_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}
static inline int lab_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}
/// Appends `line` to `file` in libedit's history format (the `_HiStOrY_V2_` first line only
/// when the file is empty), as H_LOAD reads it back: spaces, control characters and the
/// backslash written as three-digit octal escapes (strunvis decodes them), other bytes as
/// they are. Written here, not by H_NSAVE_FP, because Debian's libedit (3.1-20230828) writes
/// count + 1 entries for count (H_NSAVE_FP with 1 wrote the previous line again with each
/// new one: two shells sharing the file kept every line twice).
static inline int lab_history_append_line(FILE *file, const char *line) {
    if (fseek(file, 0, SEEK_END) != 0) return -1;
    if (ftell(file) == 0 && fputs("_HiStOrY_V2_\n", file) == EOF) return -1;
    for (const unsigned char *byte = (const unsigned char *)line; *byte != 0; byte++) {
        int failed = (*byte <= ' ' || *byte == 0x7f || *byte == '\\')
            ? fprintf(file, "\\%03o", *byte) < 0
            : fputc(*byte, file) == EOF;
        if (failed) return -1;
    }
    return fputc('\n', file) == EOF ? -1 : 1;
}
/// The newest entry, or NULL.
static inline const char *lab_history_newest(History *h) {
    HistEvent event;
    if (history(h, &event, H_FIRST) < 0) return NULL;
    return event.str;
}
/// The first byte of the last sequence that was not a character in the locale's encoding
/// (not UTF-8, in a UTF-8 locale), or -1; libedit's own reader drops such bytes silently.
static int lab_bad_byte = -1;
/// A byte read past an invalid sequence, to be read again on its own (it may be Enter).
static int lab_pending_byte = -1;

/// Reads one character for libedit as its built-in reader does (bytes from standard input
/// through mbrtowc), but remembers a byte that is not part of a valid character instead of
/// dropping it without a word; it stands as U+FFFD until the line ends.
static inline int lab_el_read_char(EditLine *e, wchar_t *out) {
    (void)e;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    unsigned char first = 0;
    size_t count = 0;
    for (;;) {
        unsigned char byte;
        if (lab_pending_byte >= 0) {
            byte = (unsigned char)lab_pending_byte;
            lab_pending_byte = -1;
        } else {
            ssize_t got = read(0, &byte, 1);
            if (got == 0) return 0;
            if (got < 0) {
                if (errno == EINTR) continue;
                return -1;
            }
        }
        if (count == 0) first = byte;
        count += 1;
        size_t result = mbrtowc(out, (const char *)&byte, 1, &state);
        if (result == (size_t)-2 && count < MB_LEN_MAX) continue;
        if (result == (size_t)-1 || result == (size_t)-2) {
            if (lab_bad_byte < 0) lab_bad_byte = first;
            // The byte that broke a longer sequence may start the next character.
            if (count > 1) lab_pending_byte = byte;
            *out = 0xFFFD;
            return 1;
        }
        return 1;
    }
}
static inline int lab_el_checked_reader(EditLine *e) {
    return el_set(e, EL_GETCFN, lab_el_read_char);
}
/// The byte lab_el_read_char found invalid since the last call, or -1; clears it.
static inline int lab_el_take_bad_byte(void) {
    int byte = lab_bad_byte;
    lab_bad_byte = -1;
    return byte;
}
static inline void lab_set_locale(void) {
    setlocale(LC_CTYPE, "");
}
static inline void lab_write_stdout(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

#endif
