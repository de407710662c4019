/* golden/diag.c -- see diag.h. The last message is kept per thread (not a process global that
 * two simulations could fight over) so that tests can check the exact wording. */
#include "diag.h"
#include "pws_err.h"

#include <stdio.h>
#include <string.h>

static _Thread_local char last_msg[512];
static _Thread_local int quiet;
static const char *program;   /* diag_set_program */

void diag_set_quiet(int q) { quiet = q; }

void diag_set_program(const char *name) { program = name; }

const char *diag_last(void) { return last_msg; }

static void emit(const char *prefix, const char *kind, const char *fmt, va_list ap)
{
    char body[400];
    vsnprintf(body, sizeof body, fmt, ap);
    if (!(prefix && *prefix))   /* no location: the command names the line */
        prefix = program;
    if (prefix && *prefix)
        snprintf(last_msg, sizeof last_msg, "%s: %s: %s", prefix, kind, body);
    else
        snprintf(last_msg, sizeof last_msg, "%s: %s", kind, body);
    if (!quiet) {
        fputs(last_msg, stderr);
        fputc('\n', stderr);
        fflush(stderr);
    }
}

static void loc_prefix(const diag_loc *loc, char *buf, size_t n)
{
    buf[0] = '\0';
    if (loc && loc->file) {
        if (loc->line)
            snprintf(buf, n, "%s:%u", loc->file, loc->line);
        else
            snprintf(buf, n, "%s", loc->file);
    }
}

int diag(const diag_loc *loc, int code, const char *fmt, ...)
{
    char where[300];
    va_list ap;
    loc_prefix(loc, where, sizeof where);
    va_start(ap, fmt);
    emit(where, "error", fmt, ap);
    va_end(ap);
    return code;
}

int diag_at(const char *where, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    emit(where, "error", fmt, ap);
    va_end(ap);
    return code;
}

int diag_usage(const char *cmd, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_at(cmd, PWS_EUSAGE, "%s (try %s --help)", msg, cmd);
    return 2;
}

void diag_warn(const diag_loc *loc, const char *fmt, ...)
{
    char where[300];
    va_list ap;
    loc_prefix(loc, where, sizeof where);
    va_start(ap, fmt);
    emit(where, "warning", fmt, ap);
    va_end(ap);
}

const char *pws_strerror(int code)
{
    switch (code) {
    case PWS_OK: return "ok";
    case PWS_EPARSE: return "parse error";
    case PWS_ERANGE: return "value out of range";
    case PWS_EIO: return "I/O error";
    case PWS_ENOMEM: return "out of memory";
    case PWS_EDECODE: return "illegal instruction encoding";
    case PWS_EMEM: return "bad memory access";
    case PWS_EDEADLOCK: return "deadlock";
    case PWS_ELIMIT: return "limit reached";
    case PWS_ESPLIT: return "split/merge rule broken";
    case PWS_EUSAGE: return "usage error";
    case PWS_EUNSUPPORTED: return "unsupported";
    case PWS_EMISMATCH: return "mismatch";
    default: return "unknown error";
    }
}
