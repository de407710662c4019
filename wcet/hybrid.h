/* wcet/hybrid.h -- the measurement side of the hybrid bound (PWS paper Sec. 7, thesis Sec. 5.2):
 * per-segment worst latencies, initialisation delays and loop iteration counts observed in
 * execution traces (docs/trace-format.md). Spec: docs/wcet.md "The hybrid bound".
 *
 * A segment is a basic block of the CFG (the unit E_WF sums). One execution of block b by an
 * SWF lasts from that SWF's previous event (its previous retire, its wave_start, or the split
 * that created it) to the retire of b's last instruction; an SWF created by a split inside b
 * continues b's execution that its parent started. */
#ifndef PWS_WCET_HYBRID_H
#define PWS_WCET_HYBRID_H

#include <stdint.h>

#include "cfg.h"
#include "kernel.h"

typedef struct hybrid_obs {
    int nblocks, nloops;
    uint64_t *lat;          /* per block: largest observed latency (owned) */
    uint64_t *execs;        /* per block: executions observed (owned); 0 = never seen */
    uint64_t *loop_max;     /* per loop: most header executions in one entry by one SWF */
    uint64_t *loop_total;   /* per loop: most header executions in one SWF's run */
    uint64_t d;             /* largest wave_start - its workgroup's dispatch */
    uint64_t wave;          /* largest wave_end - wave_start */
    uint64_t kernel;        /* largest kernel_end - kernel_start over the traces */
    /* The thesis's per-SWF measurements (Eq. 5.4, 5.5), slot j = SpSIMD unit j of wavefront i:
     * delta_i^j = the slot's first start (wave_start, or the split that created its SWF) minus
     * the workgroup's dispatch, L_i^j = the cycles SWFs were live in it (to the merge that
     * freed it or the retire of its s_endpgm). Kept as the largest over the traces of
     * max_ij (delta + L) (Eq. 5.4 with B = 1) and of max_ij (delta + sum_j' L_ij') (Eq. 5.5). */
    uint64_t eq54_1, eq55_1;
    unsigned split;         /* split mode of the last trace (0 none, 1 dws, 2 pws) */
    unsigned ntraces;
    /* the configuration and dispatch of the traces (all must agree: hybrid_add_trace) */
    int rtl;                /* 1: RTL traces (pws cosim), 0: golden ones (a cycle = a retire) */
    unsigned cus, simds, contexts, wave_size, spsimds;
    uint32_t grid[3], wg[3];
} hybrid_obs;

/* Empty observations for g. Owned (hybrid_free); NULL on OOM (reported). */
hybrid_obs *hybrid_new(const cfg *g);
void hybrid_free(hybrid_obs *h);   /* NULL is fine */

/* Reads the trace at path and adds what it shows to h. The trace must come from kernel k (same
 * name, entry and code image), from the same producer, configuration, split mode and dispatch
 * (grid, workgroup) as the traces added before, and end with status ok. Returns 0, or reports
 * one line and returns PWS_EMISMATCH (another kernel or configuration, a pc outside the CFG),
 * PWS_EPARSE (corrupt or truncated trace, a run that did not end ok, records out of order),
 * PWS_EIO, PWS_ENOMEM. */
int hybrid_add_trace(hybrid_obs *h, const cfg *g, const kernel *k, const char *path);

/* Checks the observed loop counts against the declared bounds (lmax, ltot per loop; ltot 0 =
 * none). Returns 0, or reports "path: error: loop HEADER ran N times per entry, above its
 * declared max M" for the first loop over its bound and returns PWS_ERANGE. */
int hybrid_check_loops(const hybrid_obs *h, const cfg *g, const uint64_t *lmax,
                       const uint64_t *ltot, const char *what);

#endif
