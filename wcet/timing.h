/* wcet/timing.h -- the hardware timing model a static bound is computed from: pws_timing.json,
 * format "pws-timing-1" (docs/timing-model.md), written by `pws gen`. */
#ifndef PWS_WCET_TIMING_H
#define PWS_WCET_TIMING_H

#include <stdint.h>

#include "isa.h"

typedef struct timing {
    /* config: the keys of pws_manifest.json the analysis needs */
    unsigned cus, simds, contexts, wave, spsimds;
    char split[8];                 /* "none", "dws" or "pws" */
    uint64_t gap_worst[ISA_NUM_OPS];
    uint8_t has_op[ISA_NUM_OPS];   /* 1 if the RTL of this configuration executes the op */
    uint64_t wave_worst, workgroup_worst;   /* dispatch: the paper's d */
    uint64_t e_s, e_m;             /* split costs (0 when absent: split none) */
} timing;

/* Reads and checks path. Returns 0, or reports "path: error: ..." and returns PWS_EIO, PWS_EPARSE
 * (not JSON, wrong format string, a missing or non-integer key, an unknown mnemonic) or
 * PWS_ENOMEM. */
int timing_read(const char *path, timing *t);

#endif
