/* golden/diag.h -- the one place that writes error and warning lines.
 *
 * Format (one line, no trailing context): "<where>: error: <message>", where <where> is
 * "file:line", "wave W pc 0x...": whatever names the input that caused the error. Nothing else
 * in golden/, rtl_gen/ or wcet/ writes to stderr. */
#ifndef PWS_DIAG_H
#define PWS_DIAG_H

#include <stdarg.h>

typedef struct diag_loc {
    const char *file;   /* borrowed; NULL if the error has no file */
    unsigned line;      /* 1-based; 0 if none */
} diag_loc;

/* Prints "file:line: error: msg" (or "error: msg" if loc is NULL / has no file) and returns code,
 * so that `return diag(&loc, PWS_EPARSE, "...")` reports and propagates in one statement. */
int diag(const diag_loc *loc, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Same, with a free-form location prefix ("wave 3 pc 0x0040"), for run-time errors. */
int diag_at(const char *where, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Prints "<cmd>: error: msg (try <cmd> --help)" for a bad command line and returns 2, the usage
 * exit status (docs/cli.md), so that a cmd_*() ends with `return diag_usage("pws sim", ...)`. */
int diag_usage(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Prints "file:line: warning: msg"; never fails. */
void diag_warn(const diag_loc *loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The text of the last error or warning reported on this thread (without the trailing newline),
 * so tests can assert on it. Empty string if none. Borrowed until the next diag call. */
const char *diag_last(void);

/* The command that is running ("pws gen"; NULL: none): an error or warning without a location
 * (diag with no file, diag_at with an empty or NULL where) is then "pws gen: error: msg", so that
 * every line names where it came from. Set by pws.c before it runs a command; borrowed. */
void diag_set_program(const char *name);

/* While quiet is non-zero, messages are recorded for diag_last() but not printed: unit tests of
 * error paths use it to keep their output readable. */
void diag_set_quiet(int quiet);

#endif
