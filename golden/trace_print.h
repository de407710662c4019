/* golden/trace_print.h -- trace records as text, Chrome trace-event JSON or record JSON
 * (`pws trace`; formats: docs/trace-format.md "Printed forms").
 *
 * A printer is fed the header, then every record in file order, then finished. Output goes to a
 * FILE the caller owns; write errors are the caller's to detect (ferror) after trace_print_end. */
#ifndef PWS_TRACE_PRINT_H
#define PWS_TRACE_PRINT_H

#include <stdio.h>

#include "trace.h"

typedef enum {
    TRACE_PRINT_TEXT,     /* one line per record, retires with their disassembly */
    TRACE_PRINT_CHROME,   /* Chrome / Perfetto trace-event JSON */
    TRACE_PRINT_JSON,     /* a JSON array with one object per record */
} trace_print_format;

typedef struct trace_printer trace_printer;

/* A printer writing to out (borrowed) for a trace with header h (copied, not its code image);
 * prints the header part of the format. Returns an owned printer, or NULL after reporting
 * PWS_ENOMEM. */
trace_printer *trace_print_new(FILE *out, trace_print_format fmt, const trace_header *h);

/* Prints one record. Returns 0 or PWS_ENOMEM (reported). */
int trace_print_rec(trace_printer *p, const trace_rec *r);

/* Ends the output (closes the JSON; truncated = the reader saw a cut-off trace, which the text
 * form states in a last comment line and the JSON forms in their metadata) and frees p.
 * Returns 0 or PWS_ENOMEM (reported). NULL is fine. */
int trace_print_end(trace_printer *p, int truncated);

#endif
