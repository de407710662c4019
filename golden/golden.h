/* golden/golden.h -- the golden functional model of one kernel dispatch: global memory, the
 * kernarg segment, workgroups made of wavefronts, each wavefront spread over up to S + 1 WF/SWF
 * contexts, and the stepping API. Spec: docs/golden.md (dispatch, ABI, schedule, stepping).
 *
 * Two ways to drive it:
 *  - standalone: golden_run() runs every workgroup to completion in a fixed, documented order;
 *  - lockstep (co-simulation): the checker dispatches workgroups when the RTL does
 *    (golden_dispatch_wg), and for every instruction the RTL retires calls golden_step() on the
 *    same SWF context and compares the returned golden_event field by field.
 * Contexts are named by a wave id (golden_wave_id): stable for the whole dispatch, so the checker
 * can map the RTL's (workgroup, wavefront slot, SpSIMD) to it once.
 *
 * Errors: every failing function reports one line through diag() -- kernel run-time errors as
 * "FILE:LINE: wave W pc 0xPPPP `disasm`: error: ..." -- and returns a negative PWS_E* code.
 * After a run-time error the model's state is unspecified; only golden_free() is meaningful. */
#ifndef PWS_GOLDEN_H
#define PWS_GOLDEN_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "isa.h"
#include "kernel.h"
#include "mem.h"
#include "split.h"
#include "wave.h"

#define GOLDEN_DEFAULT_MAX_INSTS 100000000ull  /* watchdog default: 100 M instructions */
#define GOLDEN_MAX_WG_ITEMS 1024u              /* work-items per workgroup */
#define GOLDEN_MAX_WGS (1u << 24)              /* workgroups per dispatch */

typedef struct golden golden;

typedef struct golden_cfg {
    unsigned wave;       /* wavefront size: a power of two in 4..64; 0 = kernel->wavefront_size */
    split_mode split;    /* none, dws or pws */
    unsigned spsimds;    /* S: SWF contexts per wavefront besides its WF context, 0..63 */
    uint64_t max_insts;  /* watchdog: instructions retired by the whole dispatch; 0 = default */
    uint32_t grid[3];    /* work-items per dimension (>= 1; need not be a multiple of wg) */
    uint32_t wg[3];      /* workgroup size per dimension (>= 1, product <= 1024) */
} golden_cfg;

/* Statistics of the dispatch so far. */
typedef struct golden_stats {
    uint64_t workgroups;      /* dispatched */
    uint64_t wavefronts;      /* dispatched */
    uint64_t retired;         /* instructions retired (== retire events) */
    uint64_t splits_real;     /* s_split that created an SWF */
    uint64_t splits_null;     /* s_split that created none */
    uint64_t splits_dws;      /* DWS splits at s_cbranch_execz/execnz */
    uint64_t merges_real;     /* completed s_merge of two SWFs */
    uint64_t merges_null;     /* s_merge that popped a null split */
    uint64_t by_class[ISA_NUM_CLASSES];  /* retired instructions per isa_class */
    uint64_t lane_ops;        /* active lanes summed over vector instructions (VALU, FLAT, DS) */
} golden_stats;

/* Called for every retired instruction (from golden_step and golden_run); ev is borrowed for
 * the duration of the call. */
typedef void (*golden_retire_fn)(void *ctx, const golden_event *ev);

/* ---- Setup ----------------------------------------------------------------------------------- */

/* cfg with wave 0 (the kernel's), split none, S = 0, default watchdog, grid and wg 1,1,1. */
void golden_cfg_default(golden_cfg *c);

/* Checks the geometry of c (wave size, S, grid, wg, number of workgroups): returns 0 or
 * PWS_EUSAGE after reporting what is wrong. golden_new() calls it too; a command line tool calls
 * it first to tell a usage error from a kernel error. */
int golden_cfg_check(const golden_cfg *c);

/* Creates the model for kernel k (borrowed: it must outlive the model) and cfg (copied): maps
 * the dispatch packet, the queue and the kernarg segment, pre-decodes the code image. Returns
 * NULL after reporting: a bad cfg, a kernel the model does not support (scratch memory, a
 * rounding mode other than RNE), or out of memory. Free with golden_free(). */
golden *golden_new(const kernel *k, const golden_cfg *cfg);
void golden_free(golden *g);   /* NULL is fine */

/* Explicit (non-hidden) kernel arguments, in kernarg order; index i below is among these. */
unsigned golden_num_args(const golden *g);
const kernel_arg *golden_arg(const golden *g, unsigned i);   /* NULL if i is out of range */

/* Stores a by-value argument: n must equal the argument's size. Returns 0 or PWS_ERANGE
 * (reported: no such argument, not by-value, wrong size). Call before the first dispatch. */
int golden_set_arg(golden *g, unsigned i, const void *val, size_t n);

/* Maps a new global buffer of size bytes (> 0) initialised from data (NULL: zeros) at the next
 * free base address and stores its address in buffer argument i. *addr (may be NULL) gets the
 * address. Returns 0, PWS_ERANGE (reported: no such argument, not a buffer, already mapped,
 * size 0) or PWS_ENOMEM. */
int golden_map_buffer(golden *g, unsigned i, const void *data, uint64_t size, uint64_t *addr);

/* Address and size of the buffer mapped for argument i; PWS_ERANGE (not reported) if none. */
int golden_buffer(const golden *g, unsigned i, uint64_t *addr, uint64_t *size);

/* Gives explicit argument i, a __local pointer (KARG_DYNAMIC_LDS), an LDS region of bytes > 0
 * bytes, placed as the runtime places it (kernel_lds_layout: after the static LDS, in argument
 * order); its kernarg slot gets the region's LDS offset and the dispatch packet's
 * group_segment_size the workgroup's new LDS size. Every __local argument must have its size
 * before a workgroup is dispatched. Returns 0 or PWS_ERANGE (reported: not a __local argument,
 * given twice, 0 bytes, or the LDS would exceed KERNEL_MAX_LDS). */
int golden_set_local(golden *g, unsigned i, uint32_t bytes);

/* LDS bytes per workgroup: the static LDS plus the __local regions given so far, rounded up to
 * a dword. */
uint32_t golden_lds_size(const golden *g);

/* The LDS offset of __local argument i (valid once every __local argument before it is set). */
uint32_t golden_local_offset(const golden *g, unsigned i);

/* The global memory, to read results (mem_read/mem_ptr). Borrowed until golden_free. */
golden_mem *golden_memory(golden *g);

/* Byte addresses of the dispatch packet, the queue and the kernarg segment. */
uint64_t golden_dispatch_ptr(const golden *g);
uint64_t golden_queue_ptr(const golden *g);
uint64_t golden_kernarg_ptr(const golden *g);

/* Calls fn for every retired instruction (NULL: none). */
void golden_set_observer(golden *g, golden_retire_fn fn, void *ctx);

/* ---- Geometry and contexts ------------------------------------------------------------------- */

unsigned golden_num_wgs(const golden *g);           /* workgroups in the dispatch */
unsigned golden_wg_num_waves(const golden *g, unsigned wg);   /* wavefronts of workgroup wg */
unsigned golden_wave_size(const golden *g);          /* lanes per wavefront */
unsigned golden_num_spsimds(const golden *g);        /* S */

/* The wave id of the context on SpSIMD spsimd of wavefront wf (0-based inside workgroup wg):
 * (wg * waves_per_full_wg + wf) * (S + 1) + spsimd. Arguments are not checked. */
unsigned golden_wave_id(const golden *g, unsigned wg, unsigned wf, unsigned spsimd);

/* The context with this id, or NULL if its workgroup is not dispatched (or was released).
 * Borrowed until the workgroup is released. Status WAVE_FREE: no SWF there now. */
const wave *golden_wave(const golden *g, unsigned wave_id);

/* ---- Stepping -------------------------------------------------------------------------------- */

/* Creates the contexts of workgroup wg (0 .. golden_num_wgs-1, linear, x fastest): its
 * wavefronts, each in its WF context with the ABI's initial registers and S free SWF contexts,
 * zeroed VGPRs beyond the ABI's and a zeroed LDS. Returns 0, PWS_ERANGE (reported: no such
 * workgroup, or already dispatched) or PWS_ENOMEM. */
int golden_dispatch_wg(golden *g, unsigned wg);

/* Advances context wave_id by one instruction. Returns 1 if an instruction retired (ev filled;
 * for a completed s_merge the event is the merge target's, which may be another context than
 * wave_id: the step of the second SWF to arrive completes the merge), 0 if the context is
 * blocked (waiting at s_barrier or s_merge; nothing retired, ev untouched except .has = 0), or
 * a negative PWS_E* after reporting (run-time error of the kernel, instruction limit, a context
 * that is not running). Only the fields whose EV_* bit is in ev->has, the identity fields and
 * the "state after" fields are meaningful: the rest is not cleared, for speed. */
int golden_step(golden *g, unsigned wave_id, golden_event *ev);

/* 1 if every wavefront of workgroup wg has ended, else 0 (also if not dispatched). */
int golden_wg_done(const golden *g, unsigned wg);

/* PWS_EDEADLOCK (reported, naming a waiting context and its PC) if workgroup wg is dispatched,
 * not done, and none of its contexts is ready; else 0. */
int golden_wg_check(golden *g, unsigned wg);

/* Frees the contexts, VGPRs and LDS of a done workgroup (golden_wave then returns NULL for its
 * ids). Returns 0, or PWS_ERANGE (reported) if wg is not dispatched or not done. */
int golden_release_wg(golden *g, unsigned wg);

/* Runs the whole dispatch: workgroups one at a time in linear order (a workgroup already
 * dispatched through golden_dispatch_wg is run to completion in its turn; one already released
 * is skipped), each released when done; inside one, rounds over
 * its contexts in wave id order (wavefront-major, then SpSIMD ID), stepping each ready context
 * once per round; a round in which no context is ready is a deadlock. Deterministic.
 * Returns 0 or the first error (reported). */
int golden_run(golden *g);

/* Asks a running golden_run to stop (async-signal-safe: a signal handler's call): it returns
 * PWS_ELIMIT after reporting "interrupted by signal SIG after N instructions" at the end of its
 * current round. golden_stop_signal() is the signal asked with, or 0. */
void golden_request_stop(int sig);
int golden_stop_signal(void);

const golden_stats *golden_get_stats(const golden *g);

#endif
