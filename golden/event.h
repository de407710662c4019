/* golden/event.h -- the record of one retired instruction: every architectural effect it had.
 *
 * The golden model fills one per step; the lockstep co-simulation (cosim/) compares the RTL's
 * commit port against it field by field, so every effect that the RTL can get wrong is here:
 * register writes with their lane masks, EXEC/VCC/SCC/M0/MODE, the split mask, split/merge
 * events with the contexts involved, and memory accesses with addresses, data and byte masks.
 * Fixed-size arrays (no allocation per step) keep stepping fast; sizes are the ISA's maxima. */
#ifndef PWS_EVENT_H
#define PWS_EVENT_H

#include <stdint.h>

#define EV_MAX_LANES   64
#define EV_MAX_SDWORDS 16    /* s_load_dwordx8 writes 8; 16 leaves room for x16 */
#define EV_MAX_VDWORDS 4     /* flat_load_dwordx4 */

enum {   /* which optional parts of a golden_event are valid (bits of golden_event.has) */
    EV_SGPR   = 1u << 0,  /* sgpr_* : scalar register write (incl. vcc/exec/m0 written as SGPRs) */
    EV_VGPR   = 1u << 1,  /* vgpr_* : vector register write */
    EV_EXEC   = 1u << 2,  /* exec changed (value in exec) */
    EV_VCC    = 1u << 3,  /* vcc changed */
    EV_SCC    = 1u << 4,  /* scc written */
    EV_M0     = 1u << 5,
    EV_MODE   = 1u << 6,
    EV_MEM_RD = 1u << 7,  /* mem_*: a global or LDS read (loads and atomics) */
    EV_MEM_WR = 1u << 8,  /* mem_*: a global or LDS write (stores and atomics) */
    EV_SPLIT  = 1u << 9,  /* split: an s_split or a DWS split happened (or was null) */
    EV_MERGE  = 1u << 10, /* merge: an s_merge completed or was a no-op */
    EV_BRANCH = 1u << 11, /* the PC was changed by a taken branch */
    EV_END    = 1u << 12, /* this SWF executed s_endpgm */
    EV_BARRIER = 1u << 13,/* this SWF arrived at s_barrier */
};

typedef enum { EV_SPACE_GLOBAL, EV_SPACE_LDS, EV_SPACE_KERNARG } ev_space;

typedef struct golden_event {
    /* who and what */
    unsigned wave;        /* SWF id (index into the model's context table) */
    unsigned wf;          /* wavefront number in the dispatch */
    unsigned ctx;         /* context ID, shared by all SWFs of a wavefront (paper Fig. 5) */
    unsigned spsimd;      /* SpSIMD ID of the SWF (0 = the SIMD itself) */
    uint32_t pc;          /* byte address of the retired instruction */
    uint32_t word[3];     /* its encoding (nwords dwords) */
    unsigned nwords;
    uint64_t seq;         /* global retire sequence number */
    uint32_t has;         /* EV_* bits */

    /* state after the instruction */
    uint64_t exec, vcc, split_mask;
    uint32_t m0, mode, next_pc;
    uint8_t scc;

    /* scalar register write: sgpr_count dwords starting at operand code sgpr_base */
    uint16_t sgpr_base;
    uint8_t sgpr_count;
    uint32_t sgpr_val[EV_MAX_SDWORDS];

    /* vector register write: vgpr_count dwords starting at v[vgpr_base], lanes in vgpr_mask */
    uint16_t vgpr_base;
    uint8_t vgpr_count;
    uint64_t vgpr_mask;
    uint32_t vgpr_val[EV_MAX_VDWORDS][EV_MAX_LANES];

    /* memory access, per lane (scalar memory uses lane 0 only) */
    ev_space mem_space;
    uint64_t mem_mask;                       /* lanes that accessed memory */
    uint8_t mem_dwords;                      /* dwords per lane */
    uint64_t mem_addr[EV_MAX_LANES];         /* byte address (LDS: offset in the group segment) */
    uint32_t mem_wdata[EV_MAX_VDWORDS][EV_MAX_LANES];  /* data written */
    uint32_t mem_rdata[EV_MAX_VDWORDS][EV_MAX_LANES];  /* data read (atomics: the old value) */
    uint16_t mem_bytes[EV_MAX_LANES];        /* byte-enable mask per lane, bit i = byte i */

    /* split/merge (EV_SPLIT / EV_MERGE). For a split: parent = the splitting SWF's SpSIMD ID,
     * child = the new SWF's SpSIMD ID (-1 for a null split), masks after the split. For a merge:
     * parent = target (surviving) SpSIMD ID, child = freed SpSIMD ID (-1 for a no-op merge). */
    int split_parent, split_child;
    uint64_t split_mask_parent, split_mask_child;
} golden_event;

#endif
