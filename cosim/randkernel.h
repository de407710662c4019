/* cosim/randkernel.h -- the constrained-random kernel generator (`pws randkernel`): from a seed
 * number alone, a hand-written-style GCN3+PWS kernel (assembly text), its input buffer and its
 * dispatch geometry. Spec (kernel shape, register plan, the invariance rules every kernel obeys,
 * the .args sidecar): docs/randkernel.md.
 *
 * Every kernel is valid (assembles, and is llvm-mc-valid apart from s_split/s_merge/.pws_arg),
 * terminates (all loops have a bound), is race-free (each work-item writes only its own output
 * slots; LDS is read only after a barrier that follows all writes of the region), and its final
 * output buffer is the same under every split mode, every S and every wavefront size 4..64
 * (docs/isa.md section 8): nothing it stores depends on lane numbering, scheduling or the split
 * masks. Same options -> byte-identical text and input. */
#ifndef PWS_RANDKERNEL_H
#define PWS_RANDKERNEL_H

#include <stddef.h>
#include <stdint.h>

/* How divergent branches are marked for splitting. */
typedef enum randkernel_splits {
    RANDKERNEL_SPLITS_NONE = 0,   /* no marks */
    RANDKERNEL_SPLITS_PWS,        /* s_split before some branches/regions, s_merge after the join */
    RANDKERNEL_SPLITS_DWS,        /* MODE bit 21 set before some s_cbranch_exec*, cleared after */
} randkernel_splits;

typedef struct randkernel_opts {
    uint64_t seed;                /* any value; the whole kernel follows from it and the rest */
    unsigned insts;               /* statement budget of the body, 1..RANDKERNEL_MAX_INSTS */
    unsigned depth;               /* max nesting of divergent ifs/loops, 0..RANDKERNEL_MAX_DEPTH */
    int loops;                    /* non-zero: uniform and divergent bounded loops */
    int lds;                      /* non-zero: LDS write/barrier/read phases */
    randkernel_splits splits;
} randkernel_opts;

#define RANDKERNEL_MAX_INSTS 5000u
#define RANDKERNEL_MAX_DEPTH 6u
#define RANDKERNEL_SLOTS 48u      /* output dwords per work-item */

/* The dispatch a generated kernel is meant for (chosen from the seed). */
typedef struct randkernel_geom {
    unsigned wg;                  /* workgroup size (x), a power of two in 16..128 */
    unsigned grid;                /* work-items (x): 1..3 workgroups, the last one possibly
                                     partial with a multiple of 4 work-items */
    uint64_t in_bytes;            /* size of the input buffer (argument 1) */
    uint64_t out_bytes;           /* size of the output buffer (argument 0): grid * SLOTS * 4 */
} randkernel_geom;

/* Defaults: seed 0, insts 120, depth 3, no loops, no LDS, splits none. */
void randkernel_opts_default(randkernel_opts *o);

/* Checks the option ranges: 0, or PWS_EUSAGE after reporting the bad option via diag. */
int randkernel_check(const randkernel_opts *o);

/* Generates the kernel for o: *text is an owned NUL-terminated string (free()). Returns 0,
 * PWS_EUSAGE (bad options, reported) or PWS_ENOMEM (reported); *text is NULL on failure. */
int randkernel_generate(const randkernel_opts *o, char **text);

/* The flow facts (docs/flow-facts.md) of a kernel this generator wrote: one `loop LABEL max 4`
 * per loop header (.LBB<n>_body of a do-while loop, .LBB<n>_head of a while loop, .LBB<n>_uloop
 * of a uniform loop: every loop runs at most 4 times per entry, the header of a while loop
 * 3 + 1). *ff is owned (free()); PWS_ENOMEM (reported) on failure. */
int randkernel_flow_facts(const char *text, char **ff);

/* The geometry for o (depends on the seed only). */
void randkernel_geometry(const randkernel_opts *o, randkernel_geom *g);

/* The input buffer for o: *data is owned (free()), *size = geometry in_bytes. Returns 0 or
 * PWS_ENOMEM (reported). Depends on the seed only. */
int randkernel_input(const randkernel_opts *o, uint8_t **data, size_t *size);

#endif
