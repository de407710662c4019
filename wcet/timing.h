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
    uint64_t own_worst[ISA_NUM_OPS];   /* without the issue wait, the SPI and the token */
    uint8_t has_op[ISA_NUM_OPS];   /* 1 if the RTL of this configuration executes the op */
    uint8_t is_ds[ISA_NUM_OPS];    /* class "ds": waits for the LDS zeroing */
    uint64_t wave_worst, workgroup_worst;   /* dispatch: the paper's d */
    uint64_t e_s, e_m;             /* split costs (0 when absent: split none) */
    /* The decomposition a kernel-aware bound needs (docs/timing-model.md "A kernel's own
     * bound"); has_parts is 0 for a model without it (a hand-written fixture): gap_worst is
     * then used as it is. */
    int has_parts;
    uint64_t unit_contexts, token_requesters, init_per_wave, lds_zero_per_workgroup;
    uint64_t wave_sequence, dispatch_slots;   /* workgroup_worst = slots x sequence + zero + 1 */
    uint64_t smem_return;          /* an SMEM load's retire to its data written, without the SPI
                                    * (waits.smem_return_worst; 0 in a model before loads were in
                                    * flight): added to every SMEM gap */
    uint64_t vmem_return;          /* likewise a posted FLAT load's (waits.vmem_return_worst;
                                    * 0 without --vmem-queue or in a model before it) */
} timing;

/* What the kernel's dispatch can put on the machine: the upper bounds the kernel-aware costs
 * are computed from. */
typedef struct timing_load {
    const uint8_t *used;      /* ISA_NUM_OPS: 1 for every mnemonic in the kernel */
    uint64_t waves;           /* wavefronts of the whole dispatch */
    uint64_t groups;          /* workgroups of the dispatch */
    uint64_t swfs_per_wave;   /* SWFs one wavefront can become: 1, or S + 1 with splitting */
} timing_load;

/* Per-instruction gaps of a kernel under load l (docs/timing-model.md "A kernel's own bound"):
 * the round-robin wait counts only the SWFs that can be resident on a unit at once, each
 * issuing the longest instruction the kernel has; the atomic token only the kernel's own
 * atomics. The SPI's traffic is not in the gaps: timing_dispatch_interference is added once
 * per kernel. Without has_parts, gap[op] = gap_worst[op]. */
void timing_kernel_gaps(const timing *t, const timing_load *l, int merges_wait, uint64_t *gap);

/* Every cycle the SPI can take from the dispatch's wavefronts: one write-back cycle per init
 * write of every wave, and, if the kernel uses the LDS, each workgroup's LDS zeroing. 0
 * without has_parts (the gaps then include it). */
uint64_t timing_dispatch_interference(const timing *t, const timing_load *l);

/* The paper's d for this dispatch: the last wave of a workgroup starts after at most
 * min(dispatch slots, waves) init sequences and one LDS zeroing. workgroup_worst without
 * has_parts. */
uint64_t timing_kernel_d(const timing *t, const timing_load *l);

/* Reads and checks path. Returns 0, or reports "path: error: ..." and returns PWS_EIO, PWS_EPARSE
 * (not JSON, wrong format string, a missing or non-integer key, an unknown mnemonic) or
 * PWS_ENOMEM. */
int timing_read(const char *path, timing *t);

#endif
