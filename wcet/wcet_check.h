/* wcet/wcet_check.h -- the static bound as a check a lockstep run makes on itself (docs/wcet.md
 * "Checking runs"): `pws cosim` computes the static bound of the kernel it ran, on the
 * configuration it ran, and fails if the RTL took longer. */
#ifndef PWS_WCET_CHECK_H
#define PWS_WCET_CHECK_H

#include <stdint.h>

typedef struct wcet_check_req {
    const char *kernel;      /* the kernel's source (.s) */
    const char *kname;       /* the kernel in it (NULL: as pws asm) */
    const char *timing;      /* the configuration's pws_timing.json */
    const char *facts;       /* flow facts (docs/flow-facts.md), NULL: none */
    const char *split;       /* "none", "dws", "pws": the machine that ran */
    unsigned spsimds;
    uint32_t grid[3], wg[3]; /* the dispatch that ran */
    const char *trace;       /* the run's event trace, NULL: none; with it every observed
                              * segment is checked too ("check ..." and "violation: ..." lines
                              * on stdout) */
    uint32_t lds_bytes;      /* its LDS per workgroup with the __local arguments' regions
                              * (golden_lds_size); 0: the kernel's static LDS */
} wcet_check_req;

/* Computes the static E_kernel of r->split into *bound (the same numbers as `pws wcet`, without
 * its report). Returns 0; 1 if the trace has a segment or a kernel time above the bound or a
 * loop above its declared bound; else a (negative) PWS_E* error already reported in one line (a
 * kernel the analysis refuses: a loop without a bound, irreducible control flow, ...). */
int wcet_check_run(const wcet_check_req *r, uint64_t *bound);

#endif
