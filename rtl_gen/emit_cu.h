/* rtl_gen/emit_cu.h -- emitters of the baseline compute unit (docs/microarchitecture-fsm.md) and the
 * list of what that RTL implements, which `pws cosim` checks a kernel against before it runs.
 *
 * Each emit_<stem>() writes exactly pws_<stem>.v through e (opened by the caller) and returns
 * emit_status(e) (0, or the first error, already reported), like the emitters of emitters.h. */
#ifndef PWS_RTL_EMIT_CU_H
#define PWS_RTL_EMIT_CU_H

#include "cfg.h"
#include "emit.h"
#include "isa.h"

#include <stddef.h>
#include <stdint.h>

int emit_salu(emit_ctx *e, const pws_cfg *c);   /* pws_salu.v: combinational scalar ALU */
int emit_srf(emit_ctx *e, const pws_cfg *c);    /* pws_srf.v: the SGPR file of one SIMD */
int emit_simd(emit_ctx *e, const pws_cfg *c);   /* pws_simd.v: one SIMD's instruction FSM */
int emit_vrf(emit_ctx *e, const pws_cfg *c);    /* pws_vrf.v: the lane-sliced VGPR file */
int emit_cu(emit_ctx *e, const pws_cfg *c);     /* pws_cu.v: the compute unit */
int emit_gpu(emit_ctx *e, const pws_cfg *c);    /* pws_gpu.v: the CUs (the top) */
int emit_lds(emit_ctx *e, const pws_cfg *c);    /* pws_lds.v: the LDS of one CU */
int emit_simd_units(emit_ctx *e, const pws_cfg *c);   /* pws_simd_units.v: one SIMD: its units,
                                                        * the shared VRF and its lane arbiter */

int emit_split_ctx(emit_ctx *e, const pws_cfg *c);    /* pws_split_ctx.v: split state of a unit */
int emit_split_ctrl(emit_ctx *e, const pws_cfg *c);   /* pws_split_ctrl.v: one SIMD's split control */

/* 1 if c has split hardware (SpSIMD units or DWS reserve contexts: --split pws or dws with
 * S > 0), else 0: then every s_split is null and no module of the split files is generated. */
int emit_cu_has_split_hw(const pws_cfg *c);

/* Bits of the bundle a real split hands to the new SWF's unit (pws_simd spawn_data): from the
 * least significant end, context (CtxWidth), split mask (64), PC, EXEC, VCC, SCC,
 * M0, MODE, wave id, LDS base, workgroup slot. */
unsigned emit_cu_spawn_width(const pws_cfg *c);

/* What a unit's commit does to its split state (pws_split_ctx op_i); generated localparams SP_*
 * take their values from here. */
enum {
    EMIT_CU_SP_NONE, EMIT_CU_SP_NULL_SPLIT, EMIT_CU_SP_SPLIT, EMIT_CU_SP_NULL_MERGE,
    EMIT_CU_SP_MERGE,
};

/* Writes the text of pws_simd's hook line "@@name@@" for c (emit_split_unit.c): the split
 * hardware of a unit, or the constants of a unit without it. */
void emit_simd_hook(emit_ctx *e, const char *name, const pws_cfg *c);

/* Units per SIMD (docs/splitting.md "One unit, S + 1 times"): S + 1 under --split pws (the SIMD
 * and its S SpSIMD units, each a pws_simd with its spsimd_id_i), else 1. */
unsigned emit_cu_num_units(const pws_cfg *c);

/* Contexts of one unit: --contexts, or (S + 1) x --contexts under --split dws (the WF contexts
 * and a bank of reserve contexts per SpSIMD ID, docs/splitting.md "DWS from the same
 * generator"). The VRF holds this many contexts' VGPRs per lane. */
unsigned emit_cu_unit_contexts(const pws_cfg *c);

/* The per-SIMD commit port: field i (0 .. emit_cu_commit_nfields()-1) is named "pc" etc.
 * (static; NULL beyond) and *width (may be NULL) gets its width as a Verilog expression of the
 * module parameters ("32", "CtxWidth", "4*WavefrontSize*32"). pws_cu and pws_gpu flatten each
 * field: SIMD k's value in bits [W*k +: W]. */
size_t emit_cu_commit_nfields(void);
const char *emit_cu_commit_field(size_t i, const char **width);

/* Bits of an index of 0 .. n-1 for a port: emit_cu_clog2(n), and 1 when n is 1. */
unsigned emit_cu_idx_width(unsigned n);

/* 1 if the configuration runs some op of class cls (always, without an op subset): a unit that
 * serves a class no op of the subset has is not built. */
int emit_cu_has_class(const pws_cfg *c, isa_class cls);

/* Bits of a pws_vrf word index for c (per lane RAM: unit contexts x vgprs words). */
unsigned emit_vrf_addr_width(const pws_cfg *c);

/* Writes every file above into dir (which must exist). Returns 0 or the first error (reported).
 * `pws gen` calls it for the configurations the CU implements (emit_cu_refusal(c, NULL) == 0). */
int emit_cu_files(const char *dir, const pws_cfg *c);

/* The files emit_cu_files writes, in order: names 0 .. EMIT_CU_NFILES-1 (static; NULL beyond);
 * the last is the timing model pws_timing.json (emit_timing.h). */
#define EMIT_CU_NFILES 11
const char *emit_cu_file_name(size_t i);

/* What an init-port write (pws_cu init_sel_i) sets in context init_ctx_i; the harness (the SPI
 * for now) writes a wavefront's registers with these, then EMIT_CU_INIT_START. The generated
 * localparams INIT_* take their values from here, so the C side and the RTL cannot disagree. */
enum {
    EMIT_CU_INIT_SGPR,     /* s[init_addr_i] = init_data_i */
    EMIT_CU_INIT_PC,
    EMIT_CU_INIT_EXEC_LO, EMIT_CU_INIT_EXEC_HI,
    EMIT_CU_INIT_VCC_LO, EMIT_CU_INIT_VCC_HI,
    EMIT_CU_INIT_M0, EMIT_CU_INIT_MODE, EMIT_CU_INIT_SCC,
    EMIT_CU_INIT_START,    /* the context starts fetching at its PC */
    EMIT_CU_INIT_VGPR,     /* v[init_addr_i] of wave lane init_lane_i = init_data_i */
    EMIT_CU_INIT_WAVE,     /* the wave id the commit port reports for this context */
    EMIT_CU_INIT_WG,       /* its workgroup slot in the CU = init_data_i (barriers); member */
    EMIT_CU_INIT_LDS,      /* byte base of its workgroup's LDS region = init_data_i */
    EMIT_CU_INIT_LDS_ZERO, /* (CU) LDS dword at byte address init_data_i = 0; before START */
    EMIT_CU_INIT_VROW,     /* (--cu pipe) v[init_addr_i] of every lane = init_vdata_i */
};

/* Atomic op of a memory request (pws_cu mem_amo_o, and the LDS's): the memory reads old,
 * stores f(old, data) and answers old (docs/exec.md "FLAT" table). Generated localparams AMO_*
 * take their values from here; the harness's memory model applies the same codes. */
enum {
    EMIT_CU_AMO_NONE, EMIT_CU_AMO_SWAP, EMIT_CU_AMO_ADD, EMIT_CU_AMO_SUB, EMIT_CU_AMO_SMIN,
    EMIT_CU_AMO_UMIN, EMIT_CU_AMO_SMAX, EMIT_CU_AMO_UMAX, EMIT_CU_AMO_AND, EMIT_CU_AMO_OR,
    EMIT_CU_AMO_XOR, EMIT_CU_AMO_INC, EMIT_CU_AMO_DEC, EMIT_CU_AMO_CMPSWAP,
};

/* The AMO code of an atomic op (flat_atomic_*, ds_add_*), EMIT_CU_AMO_NONE for the others. */
unsigned emit_cu_amo(isa_op op);

/* new = f(old, data) of atomic code amo (cmp: the compare value of cmpswap). */
uint32_t emit_cu_amo_apply(unsigned amo, uint32_t old, uint32_t data, uint32_t cmp);

/* Bits of ceil(log2(n)), at least 1: an index of 0 .. n-1. */
unsigned emit_cu_clog2(unsigned n);

/* 1 if pws_simd runs op (SALU arm, SOPP branch/nop/waitcnt/endpgm, SMEM load), else 0. */
int emit_simd_runs(isa_op op);

/* 1 if pws_salu implements op (its case arm exists), else 0. */
int emit_salu_has(isa_op op);

/* Why the generated RTL cannot run instruction in: writes a one-line reason into buf and returns
 * 1 ("instruction class DS not implemented in the RTL yet"), or returns 0 if it can. Also
 * refuses configurations the RTL does not implement when in is NULL (then c is checked). */
int emit_cu_refusal(const pws_cfg *c, const isa_inst *in, char *buf, size_t len);

#endif
