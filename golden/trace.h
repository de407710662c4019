/* golden/trace.h -- the retire trace of the golden model: one text line per retired instruction,
 * zlib-compressed (read it with zcat). Format: docs/golden.md "Trace format". */
#ifndef PWS_TRACE_H
#define PWS_TRACE_H

#include "event.h"

typedef struct golden_trace golden_trace;

/* Creates path (gzip) and writes the header line. Returns an owned trace (close it with
 * trace_close), or NULL after reporting PWS_EIO / PWS_ENOMEM. */
golden_trace *trace_open(const char *path);

/* Appends the line of ev. A write error is remembered and reported by trace_close. Its signature
 * matches golden_retire_fn, so it can be the model's observer with t as context. */
void trace_event(void *t, const golden_event *ev);

/* Flushes, closes and frees t. Returns 0, or PWS_EIO (reported) if any write failed. NULL is
 * fine (returns 0). */
int trace_close(golden_trace *t);

#endif
