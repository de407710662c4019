/* cosim/cosim.h -- lockstep co-simulation of the generated RTL against the golden model.
 * Spec: docs/cosim.md.
 *
 * The harness is C; it never sees Verilator. A per-configuration model binary (built by
 * `pws cosim`, cosim/model.mk) links this code with cosim/cosim_shim.cpp, which implements
 * cosim_model_ops on the Verilated pws_gpu and copies the pins to and from a cosim_port once per
 * clock. The run loop plays the SPI (writes each wavefront's registers through the init port),
 * implements the global memory behind the memory port with a fixed latency, and for every
 * instruction the commit port reports steps the golden model on the same wavefront and compares
 * every field; the first difference stops the run. */
#ifndef PWS_COSIM_H
#define PWS_COSIM_H

#include <stddef.h>
#include <stdint.h>

#include "cfg.h"
#include "golden.h"
#include "kernel.h"

/* Limits of the harness (the generator allows more CUs x SIMDs; cosim refuses beyond these). */
#define COSIM_MAX_CUS   16
#define COSIM_MAX_SIMDS 8      /* per CU */
#define COSIM_MAX_CTX   16     /* per SIMD */
#define COSIM_MAX_UNITS 8      /* per SIMD: the SIMD and up to 7 SpSIMD units (--split pws) */
#define COSIM_SLOTS     5      /* commit slots per unit: one per functional unit */

/* One commit slot (docs/microarchitecture.md "Retire and the commit port"), valid when
 * valid != 0. */
typedef struct cosim_commit {
    uint8_t valid, ctx, unit, sgpr_cnt, scc, scc_we, end, err;
    uint32_t wave, lat;   /* wave id; issue (buffer pick or fetch grant) to retire, cycles */
    uint16_t sgpr_base;
    uint32_t pc, next_pc, inst0, inst1, m0, mode;
    uint32_t sgpr_data[16];
    uint64_t exec, vcc, split_mask;
    uint8_t vgpr_we, vgpr_base, vgpr_cnt;
    uint64_t vgpr_mask;
    uint32_t vgpr_data[4][64];   /* [dword][lane], wave lanes only */
    /* split event (docs/isa.md R2, R3): 1 s_split, 2 s_merge, 0 none; the splitter / merge
     * target, the new / freed SpSIMD ID (-1: null), both split masks after */
    uint8_t split_ev, split_parent;
    int8_t split_child;
    uint64_t split_mask_parent, split_mask_child;
    /* an SMEM load retires before its data arrives: sgpr_late says the sgpr_cnt dwords from
     * sgpr_base are written later, one late write each (docs/cosim.md "Scalar loads") */
    uint8_t sgpr_late;
    /* a late write, in any cycle (valid or not): the unit's context, the SGPR, its data */
    uint8_t lw_valid, lw_ctx, lw_sgpr;
    uint32_t lw_data;
    /* likewise a FLAT load with --vmem-queue: vgpr_late says its vgpr_cnt dwords of every lane
     * in vgpr_mask come later, one late write per lane and dword (docs/cosim.md "Vector loads");
     * a late write (valid or not): the unit's context, the VGPR, the wave lane, its data */
    uint8_t vgpr_late;
    uint8_t lv_valid, lv_ctx, lv_vgpr, lv_lane;
    uint32_t lv_data;
} cosim_commit;

/* The per-CU pins of pws_gpu: inputs set by the harness before a clock, outputs after it. */
typedef struct cosim_cu_port {
    /* inputs */
    uint8_t init_we, init_simd, init_ctx, init_sel, init_addr;
    uint32_t init_data;
    uint32_t init_vdata[64];   /* a VGPR's lanes (EMIT_CU_INIT_VROW), init_lanes of them */
    uint8_t mem_rvalid, mem_rid;
    uint32_t mem_rdata;
    /* outputs */
    uint8_t init_taken;                  /* the init write of the last step was
                                          * taken (the CU latches one at a time) */
    uint32_t running[COSIM_MAX_SIMDS];   /* contexts of SIMD s started and not ended */
    uint8_t mem_req, mem_id, mem_we, mem_size, mem_amo;
    uint64_t mem_addr;
    uint32_t mem_wdata, mem_cmp;
} cosim_cu_port;

/* The pins of pws_gpu, as the shim copies them. The geometry fields tell the shim how the
 * flattened vectors are cut (set by the harness before the first step). Commit
 * c[((k * simds + s) * units + u) * slots + f] is slot f of unit u of SIMD s of CU k (units = 1
 * without SpSIMDs; slots = 5: one per functional unit, docs/microarchitecture.md "Retire and
 * the commit port"); the shim fills a commit's fields only when its valid bit is set.
 * req_width: bits of mem_id (a requester: (units + 1) x SIMD + unit for a unit's SMEM unit,
 * + units for the SIMD's VMEM unit). */
typedef struct cosim_port {
    unsigned cus, simds, contexts, wave, ctx_width, simd_width;   /* geometry */
    unsigned init_lanes;   /* the lanes of an init VGPR write (pws_cfg_init_lanes) */
    unsigned units, req_width, slots;
    uint8_t rst_n;
    uint8_t imem_we;
    uint32_t imem_waddr, imem_wdata;
    cosim_cu_port cu[COSIM_MAX_CUS];
    cosim_commit c[COSIM_MAX_CUS * COSIM_MAX_SIMDS * COSIM_MAX_UNITS * COSIM_SLOTS];
} cosim_port;

/* What the shim provides: a model (owned by the caller between create and destroy). */
typedef struct cosim_model_ops {
    void *(*create)(void);                     /* NULL on failure */
    void (*step)(void *m, cosim_port *p);      /* inputs -> one rising clock edge -> outputs */
    void (*destroy)(void *m);                  /* also flushes and closes an open trace */
    /* Opens an FST trace of the whole design at path, dumped at both clock edges of every later
     * step; 0, or -1 when the model was built without tracing (model.mk TRACE=1) or the file
     * cannot be opened. NULL in none of the shims; the caller reports the error. */
    int (*trace_open)(void *m, const char *path);
} cosim_model_ops;

/* Asks a cosim_run in progress to stop at the next clock (it returns PWS_ELIMIT after
 * reporting "interrupted by signal N at cycle C"). Async-signal-safe: it only stores sig
 * in a volatile sig_atomic_t, the one mutable global of the harness (a signal handler has no
 * other way to reach the run). */
void cosim_request_stop(int sig);

/* Checks that the RTL for c implements everything kernel k may execute (every decodable
 * instruction of its code image) and that c itself is a configuration the RTL implements.
 * Returns 0, or PWS_EUNSUPPORTED after reporting one line naming the instruction and its PC
 * ("cosim: pc 0x0010: instruction class DS not implemented in the RTL yet (ds_write_b32)"). */
int cosim_check_kernel(const pws_cfg *c, const kernel *k);

/* --fst PATH: 0 if PATH does not exist or is a regular file; else reports one line ("WHO:
 * error: --fst '/dev/full': not a regular file ...") and returns PWS_EIO. The FST writer replaces its path,
 * so a device or a directory given by mistake must be refused before anything opens it. */
int cosim_fst_path_ok(const char *who, const char *path);

/* The golden model's settings that must match the hardware's: its wavefront size, and its
 * split mode and S as the configuration's (docs/isa.md sections 4-6). gc's dispatch fields
 * (grid, wg, max_insts) are left as they are. */
void cosim_golden_cfg(const pws_cfg *c, golden_cfg *gc);

/* What a run of KERNEL file on configuration c needs before any model exists: gc set from c
 * (cosim_golden_cfg) and checked, file assembled into *k (its kernel kname, or the only one),
 * and *k checked against what the RTL implements (cosim_check_kernel). Returns 0, 2 (gc
 * invalid) or 3 (assembly or RTL check failed), each after reporting one line. *k is set
 * whenever assembly succeeded, also on a failed RTL check; the caller frees it. Used by the
 * lockstep model's main and by pws fpga, which must refuse the same kernels. */
int cosim_load_kernel(const pws_cfg *c, const char *file, const char *kname, golden_cfg *gc,
                      kernel **k);

typedef struct cosim_result {
    uint64_t cycles;      /* from reset release to the last commit */
    uint64_t retired;     /* instructions compared */
    int mismatch;         /* 1: a commit differed (report says how), or final memory did */
    /* split costs observed (docs/splitting.md): real s_split retires and the range of their
     * issue-to-retire latency (e_s); completed merges and their latency from the second
     * partner's arrival (e_m); min 0 when there was none */
    uint64_t splits, es_min, es_max, merges, em_min, em_max;
    char report[2048];    /* the side-by-side report of the first mismatch, "" if none */
} cosim_result;

/* Runs kernel k (borrowed) on the RTL (ops) in lockstep with g, whose arguments the caller has
 * set; rtl_mem is a second golden instance set up identically, whose memory is the RTL's global
 * memory (so both start byte-identical). Returns 0 with *r filled (r->mismatch tells the
 * verdict), or a negative PWS_E* after reporting: a golden run-time error, the watchdog
 * (max_cycles), a deadlock (no commit for the documented window), a model that cannot be built. */
int cosim_run(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
              const cosim_model_ops *ops, uint64_t max_cycles, cosim_result *r);

/* cosim_run, with an FST waveform of the whole run written to fst (NULL: none). The trace is
 * opened before reset and closed (flushed) on every return: pass, mismatch, error, stop. */
int cosim_run_fst(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
                  const cosim_model_ops *ops, uint64_t max_cycles, const char *fst,
                  cosim_result *r);

/* Everything a run can be asked for besides the kernel and configuration. */
typedef struct cosim_opts {
    uint64_t max_cycles;          /* watchdog (> 0) */
    const char *fst;              /* FST waveform path, NULL: none (borrowed for the call) */
    uint64_t drop_mem_response;   /* fault injection: 0 none; N: the harness swallows the Nth
                                   * memory response (counted over all CUs, 1-based), which
                                   * must end in the deadlock report (docs/cosim.md) */
    /* --trace FILE.gz: the binary event trace (docs/trace-format.md, producer RTL), created
     * before reset and closed with the matching kernel_end status on every return; NULL: none.
     * grid and wg only fill its header (the golden instances were set up with them). */
    const char *trace;
    uint32_t grid[3], wg[3];
    /* --mem-jitter J --seed N: each memory response comes L + j cycles after its request, j
     * drawn uniformly from [0, J] by a generator seeded with N (docs/cosim.md "Seed"); J = 0:
     * exactly L, the seed unused. Responses still leave a CU's port in request order. */
    unsigned mem_jitter;
    uint64_t seed;
    /* --no-check: RTL only, the golden model is not stepped and the final memory not compared
     * (the speed of the RTL alone, `make bench`); r->retired counts the RTL's commits. */
    int no_check;
} cosim_opts;

/* cosim_run_fst with every option of o (borrowed). */
int cosim_run_opts(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
                   const cosim_model_ops *ops, const cosim_opts *o, cosim_result *r);

/* main() of the model binary: `MODEL --manifest FILE KERNEL.s --grid .. --wg .. [--arg V]...
 * [--out I=FILE]... [--kernel NAME] [--max-cycles N] [--fst FILE] [--drop-mem-response N]
 * [--trace FILE.gz] [--seed N] [--mem-jitter J] [--no-check]`. SIGINT and SIGTERM stop
 * the run (trace closed, exit 3). Prints the summary; returns the exit
 * status (0 pass, 1 mismatch, 2 usage, 3 input or tool error). (cosim/cmd_cosim.c) */
int cosim_model_main(int argc, char **argv, const cosim_model_ops *ops);

/* The source tree `pws cosim` builds in: $PWS_TOP, else the first ancestor of the executable's
 * directory holding cosim/model.mk. A configuration's model and generated files are in
 * TOP/build/cosim/<hash>/ (its pws_timing.json in gen/). Returns 0, or reports and PWS_EIO. */
int cosim_find_top(char *top, size_t len);

#endif
