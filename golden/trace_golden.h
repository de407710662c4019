/* golden/trace_golden.h -- the golden model as a trace producer (`pws sim --trace`).
 *
 * The model reports only retired instructions (golden_retire_fn). This observer turns that
 * stream into the full record set of docs/trace-format.md: workgroup dispatch and wavefront
 * start before a workgroup's first retire, the retire with its register writes, per-lane
 * memory requests and responses, split, merge and barrier-arrive records, and the wavefront-end
 * and barrier-release records that follow from the split/merge/end rules (docs/isa.md R5, R6).
 * A golden "cycle" counts retires: the retire with sequence number n has cycle n + 1; records
 * that precede it (dispatch, wave start) have cycle n; the ones it causes have cycle n + 1. */
#ifndef PWS_TRACE_GOLDEN_H
#define PWS_TRACE_GOLDEN_H

#include "golden.h"
#include "trace.h"

typedef struct trace_golden trace_golden;

/* Fills h (for trace_create) from the model g, its kernel k and configuration cfg: producer
 * golden, 1 CU, 1 SIMD, contexts = wavefronts of a full workgroup, lanes = wave, code image of
 * k (borrowed from k). */
void trace_golden_header(const golden *g, const kernel *k, const golden_cfg *cfg,
                         trace_header *h);

/* An observer writing to t (borrowed; it must outlive the observer) for model g (borrowed).
 * Returns an owned observer (free: trace_golden_free), or NULL after reporting PWS_ENOMEM. */
trace_golden *trace_golden_new(trace_writer *t, const golden *g, const golden_cfg *cfg);

/* The golden_retire_fn: pass it with the observer as ctx to golden_set_observer. Write errors
 * are kept by the writer (trace_close reports them). */
void trace_golden_retire(void *ctx, const golden_event *ev);

/* Frees o (NULL is fine). Does not close the writer. */
void trace_golden_free(trace_golden *o);

#endif
