/* golden/wave.h -- the state of one WF or SWF context in the golden model.
 *
 * A wavefront that never splits lives in one context (SpSIMD ID 0). s_split (or a DWS split)
 * copies the SRF into a free SWF context with the same context ID on another SpSIMD; both then
 * share the wavefront's VRF, each writing only the lanes of its split mask (docs/isa.md). So the
 * scalar state below is per context, while vgpr/lds/mem are borrowed from the machine (golden.h).
 *
 * Invariants: lanes is a power of two in 4..64; lane_mask == (1 << lanes) - 1 (all ones for 64);
 * exec, split_mask have no bits outside lane_mask; a running SWF has split_mask != 0. */
#ifndef PWS_WAVE_H
#define PWS_WAVE_H

#include <stdint.h>
#include <stddef.h>

#include "child_stack.h"

#define WAVE_NUM_SGPRS 102   /* s0..s101, as GCN3 */
#define WAVE_NUM_TTMPS 12

struct golden_mem;

typedef enum {
    WAVE_FREE,      /* unused SWF context (its parent register is not set) */
    WAVE_READY,     /* can execute its next instruction */
    WAVE_BARRIER,   /* waiting at s_barrier */
    WAVE_MERGE,     /* waiting at s_merge for its partner */
    WAVE_ENDED,     /* executed s_endpgm */
} wave_status;

typedef struct wave {
    /* identity, fixed when the context is set up */
    unsigned id;            /* index in the machine's context table */
    unsigned wf;            /* wavefront number in the dispatch (workgroup-major order) */
    unsigned wg;            /* linear workgroup id */
    unsigned ctx;           /* context ID: shared by all SWFs of one wavefront */
    unsigned spsimd;        /* SpSIMD ID (0 = the SIMD's own WF context) */
    unsigned lanes;         /* wavefront size */
    uint64_t lane_mask;

    /* architectural state (the SRF and the special registers) */
    uint32_t pc;
    uint32_t sgpr[WAVE_NUM_SGPRS];
    uint32_t ttmp[WAVE_NUM_TTMPS];
    uint64_t vcc, exec, flat_scratch, xnack_mask;
    uint32_t m0, mode;
    uint8_t scc;

    /* borrowed from the machine, shared by the SWFs of one wavefront / one workgroup */
    uint32_t *vgpr;         /* v[r] lane l is vgpr[r * lanes + l]; nvgprs registers */
    unsigned nvgprs;
    uint8_t *lds;           /* the workgroup's LDS, lds_size bytes (may be NULL if 0) */
    uint32_t lds_size;
    struct golden_mem *mem; /* global memory (kernarg segment and buffers) */
    const uint32_t *code;   /* code image, ncode dwords; pc indexes it in bytes */
    size_t ncode;
    const char *src_file;   /* kernel source, for diagnostics (NULL if unknown) */
    const uint32_t *src_line; /* src_line[pc / 4]: source line of the instruction there, 0 if
                                 unknown; NULL if the kernel has no line table */

    /* PWS state: the split mask, parent register and child stack (docs/isa.md) */
    uint64_t split_mask;
    int parent;             /* SpSIMD ID of the SWF that created this one; -1 if none */
    child_stack children;
    unsigned null_splits;   /* open splits that created no SWF (their s_merge is a no-op) */
    wave_status status;

    uint64_t retired;       /* instructions retired by this context */
} wave;

/* Lanes that execute a vector instruction: EXEC and the split mask both set (paper Sec. 4.1). */
static inline uint64_t wave_active(const wave *w)
{
    return w->exec & w->split_mask & w->lane_mask;
}

#endif
