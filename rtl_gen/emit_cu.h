/* rtl_gen/emit_cu.h -- what the compute unit's files share (docs/microarchitecture.md): its
 * geometry, the commit port's fields, the init port's and the atomics' codes (the one definition
 * the RTL, the harness and the FPGA boot ROM read), two of its generated modules, and the list of
 * what the RTL implements, which `pws cosim` checks a kernel against before it runs.
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

int emit_salu(emit_ctx *e, const pws_cfg *c);   /* pws_salu.v: the scalar ALU's op arms */
int emit_lds(emit_ctx *e, const pws_cfg *c);    /* pws_lds.v: the LDS of one CU */

/* 1 if c has split hardware (SpSIMD units or DWS reserve contexts: --split pws or dws with
 * S > 0), else 0: then every s_split is null and no module of the split files is generated. */
int emit_cu_has_split_hw(const pws_cfg *c);

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
    EMIT_CU_INIT_VGPR,     /* reserved: the removed multi-cycle CU's write of one lane's VGPR
                            * (no CU takes it; the codes after it keep their values) */
    EMIT_CU_INIT_WAVE,     /* the wave id the commit port reports for this context */
    EMIT_CU_INIT_WG,       /* its workgroup slot in the CU = init_data_i (barriers); member */
    EMIT_CU_INIT_LDS,      /* byte base of its workgroup's LDS region = init_data_i */
    EMIT_CU_INIT_LDS_ZERO, /* (CU) LDS dword at byte address init_data_i = 0; before START */
    EMIT_CU_INIT_VROW,     /* v[init_addr_i] of every lane (or of the pass group in
                            * init_data_i, pws_cfg_init_lanes) = init_vdata_i */
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

/* 1 if the CU runs op (SALU arm, SOPP branch/nop/waitcnt/endpgm, SMEM, VALU, FLAT, DS,
 * s_split/s_merge), else 0. */
int emit_cu_runs(isa_op op);

/* 1 if pws_salu implements op (its case arm exists), else 0. */
int emit_salu_has(isa_op op);

/* Why the generated RTL cannot run instruction in: writes a one-line reason into buf and returns
 * 1 ("instruction class DS not implemented in the RTL yet"), or returns 0 if it can. Also
 * refuses configurations the RTL does not implement when in is NULL (then c is checked). */
int emit_cu_refusal(const pws_cfg *c, const isa_inst *in, char *buf, size_t len);

#endif
