/* golden/cmd_trace.c -- `pws trace`: print a binary event trace (docs/trace-format.md) as text,
 * Chrome/Perfetto trace-event JSON or record JSON, optionally only one wavefront or a cycle
 * window. Spec: docs/cli.md "pws trace".
 * Exit status: 0 ok (also for a truncated trace, which is reported by a warning), 2 usage
 * error, 3 input error (unreadable or corrupt trace, unwritable output). */
#include "cmds.h"
#include "diag.h"
#include "pws_err.h"
#include "sim_args.h"
#include "trace_print.h"
#include "trace_read.h"

#include <stdio.h>
#include <string.h>

static const char usage_text[] =
    "usage: pws trace FILE [--chrome | --json] [-o OUT] [--wave N] [--from C] [--to C]\n"
    "\n"
    "Prints a binary event trace written by `pws sim --trace` or `pws cosim --trace`\n"
    "(docs/trace-format.md): by default one text line per record, retires with their\n"
    "disassembly.\n"
    "\n"
    "  --chrome     Chrome trace-event JSON (open it in ui.perfetto.dev or chrome://tracing):\n"
    "               one process per CU, one track per SIMD unit and context\n"
    "  --json       a JSON array with one object per record\n"
    "  -o OUT       write to OUT instead of standard output\n"
    "  --wave N     only the records of wavefront N (records of no wavefront are kept)\n"
    "  --from C     only records at cycle C or later\n"
    "  --to C       only records at cycle C or earlier\n"
    "\n"
    "Exit status: 0 ok (a truncated trace is printed up to its end, with a warning),\n"
    "2 usage error, 3 unreadable or corrupt trace, or unwritable output.\n";

/* Records that belong to one wavefront carry its number in where.wave. */
static int has_wave(trace_type t)
{
    return t == TRACE_WAVE_START || t == TRACE_WAVE_END || t == TRACE_RETIRE
           || t == TRACE_MEM_REQ || t == TRACE_MEM_RESP || t == TRACE_SPLIT
           || t == TRACE_MERGE || t == TRACE_BARRIER_ARRIVE;
}

int cmd_trace(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    trace_print_format fmt = TRACE_PRINT_TEXT;
    int have_fmt = 0, have_wave = 0;
    uint64_t wave = 0, from = 0, to = UINT64_MAX;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (!strcmp(a, "--chrome") || !strcmp(a, "--json")) {
            if (have_fmt)
                return diag_usage("pws trace", "more than one output format: %s", a);
            fmt = a[2] == 'c' ? TRACE_PRINT_CHROME : TRACE_PRINT_JSON;
            have_fmt = 1;
            continue;
        }
        if (!strcmp(a, "-o") || !strcmp(a, "--wave") || !strcmp(a, "--from")
            || !strcmp(a, "--to")) {
            if (i + 1 >= argc)
                return diag_usage("pws trace", "a value is needed after %s", a);
            const char *v = argv[++i];
            if (!strcmp(a, "-o")) {
                out = v;
            } else if (!strcmp(a, "--wave")) {
                if (sim_args_parse_uint(v, UINT32_MAX, &wave))
                    return diag_usage("pws trace", "bad --wave: %s", v);
                have_wave = 1;
            } else if (sim_args_parse_uint(v, UINT64_MAX, a[2] == 'f' ? &from : &to)) {
                return diag_usage("pws trace", "bad %s: %s", a, v);
            }
            continue;
        }
        if (a[0] == '-' && a[1])
            return diag_usage("pws trace", "unknown option %s", a);
        if (in)
            return diag_usage("pws trace", "more than one trace file: %s", a);
        in = a;
    }
    if (!in)
        return diag_usage("pws trace", "no trace file");
    if (from > to)
        return diag_usage("pws trace", "--from is after --to");

    trace_reader *r = trace_read_open(in);
    if (!r)
        return 3;
    FILE *f = out ? fopen(out, "w") : stdout;
    if (!f) {
        diag_at(out, PWS_EIO, "cannot create the output file");
        trace_read_close(r);
        return 3;
    }
    int status = 0;
    trace_printer *p = trace_print_new(f, fmt, trace_read_header(r));
    if (!p)
        status = 3;
    trace_rec rec;
    int rc = 0;
    while (p && (rc = trace_read_next(r, &rec)) == 1) {
        /* (records of no wavefront, the RTL's memory port, are kept: --help says so) */
        if (have_wave && has_wave(rec.type) && rec.w.wave != TRACE_NO_WAVE && rec.w.wave != wave)
            continue;
        if (rec.type != TRACE_UNKNOWN && (rec.cycle < from || rec.cycle > to))
            continue;
        if (trace_print_rec(p, &rec)) {
            status = 3;
            break;
        }
    }
    if (rc < 0)
        status = 3;
    if (trace_print_end(p, trace_read_truncated(r)))
        status = 3;
    int werr = fflush(f) != 0 || ferror(f);
    if (out && fclose(f))
        werr = 1;
    if (werr) {
        diag_at(out ? out : "standard output", PWS_EIO, "write error");
        status = 3;
    }
    trace_read_close(r);
    return status;
}
