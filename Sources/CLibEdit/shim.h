// Fixed-arity wrappers around libedit: Swift cannot call C variadic functions (el_set,
// el_get, history), and Swift 6 refuses C's global stdin/stdout/stderr, so both are
// reached from here.
#ifndef LAYOUTLAB_CLIBEDIT_SHIM_H
#define LAYOUTLAB_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <stdlib.h>
#include <locale.h>

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
static inline void lab_set_locale(void) {
    setlocale(LC_CTYPE, "");
}
static inline void lab_write_stdout(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

#endif
