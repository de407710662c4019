/* rtl_gen/emit_cu.c -- what the CU's files share (emit_cu.h): its geometry, the commit port's
 * fields, the atomics' codes and their effect, and what the RTL refuses to run
 * (docs/microarchitecture.md "Scope"), which `pws cosim` checks before a kernel runs. */
#include "emit_cu.h"
#include "emit_timing.h"
#include "emitters.h"
#include "valu_ops.h"

#include "pws_err.h"

#include <stdio.h>

unsigned emit_cu_clog2(unsigned n)
{
    unsigned w = 1;
    while ((1u << w) < n)
        w++;
    return w;
}

/* The commit port of one SIMD: name and width (a Verilog expression of the module parameters).
 * pws_cu and pws_gpu flatten it: SIMD k's field in bits [W*k +: W]. */
static const char *const commit_ports[][2] = {
    { "valid", "1" }, { "ctx", "CtxWidth" }, { "unit", "6" }, { "wave", "32" }, { "lat", "32" }, { "pc", "32" },
    { "next_pc", "32" }, { "inst0", "32" }, { "inst1", "32" }, { "sgpr_base", "10" },
    { "sgpr_cnt", "5" }, { "sgpr_data", "512" }, { "exec", "64" }, { "vcc", "64" },
    { "scc", "1" }, { "scc_we", "1" }, { "m0", "32" }, { "mode", "32" }, { "split_mask", "64" },
    { "split_ev", "2" }, { "split_parent", "6" }, { "split_child", "7" },
    { "split_mask_parent", "64" }, { "split_mask_child", "64" },
    { "end", "1" }, { "err", "1" }, { "vgpr_we", "1" }, { "vgpr_base", "8" }, { "vgpr_cnt", "3" },
    { "vgpr_mask", "64" }, { "vgpr_data", "4*WavefrontSize*32" },
    { "sgpr_late", "1" }, { "lw_valid", "1" }, { "lw_ctx", "CtxWidth" }, { "lw_sgpr", "7" },
    { "lw_data", "32" }, { "vgpr_late", "1" }, { "lv_valid", "1" }, { "lv_ctx", "CtxWidth" },
    { "lv_vgpr", "8" }, { "lv_lane", "6" }, { "lv_data", "32" },
};
#define NCOMMIT (sizeof commit_ports / sizeof commit_ports[0])

size_t emit_cu_commit_nfields(void)
{
    return NCOMMIT;
}

const char *emit_cu_commit_field(size_t i, const char **width)
{
    if (i >= NCOMMIT)
        return NULL;
    if (width)
        *width = commit_ports[i][1];
    return commit_ports[i][0];
}

unsigned emit_cu_idx_width(unsigned n)
{
    return n > 1 ? emit_cu_clog2(n) : 1;
}

int emit_cu_has_class(const pws_cfg *c, isa_class cls)
{
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (isa_info((isa_op)k)->cls == cls && pws_cfg_has_op(c, (isa_op)k))
            return 1;
    return 0;
}

int emit_cu_has_split_hw(const pws_cfg *c)
{
    return (c->split == PWS_SPLIT_PWS || c->split == PWS_SPLIT_DWS) && c->spsimds > 0;
}

int emit_cu_runs(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    if (i->cls == ISA_CLS_SMEM || i->cls == ISA_CLS_VALU || i->cls == ISA_CLS_VALU_FP
        || i->cls == ISA_CLS_FLAT || i->cls == ISA_CLS_DS)
        return 1;   /* every FLAT (atomics too) and DS row of the table */
    if (i->cls == ISA_CLS_SPLIT)
        return 1;   /* s_split / s_merge: null under --split none, retired as no-ops */
    if (i->cls == ISA_CLS_SBRANCH)
        return 1;   /* the seven s_branch / s_cbranch_* rows */
    if (op == ISA_s_nop || op == ISA_s_endpgm || op == ISA_s_waitcnt || op == ISA_s_setreg_b32
        || op == ISA_s_setreg_imm32_b32 || op == ISA_s_barrier || op == ISA_s_getreg_b32)
        return 1;
    return emit_salu_has(op);
}

unsigned emit_cu_amo(isa_op op)
{
    switch (op) {
    case ISA_flat_atomic_swap: return EMIT_CU_AMO_SWAP;
    case ISA_flat_atomic_add: case ISA_ds_add_u32: case ISA_ds_add_rtn_u32: return EMIT_CU_AMO_ADD;
    case ISA_flat_atomic_sub: return EMIT_CU_AMO_SUB;
    case ISA_flat_atomic_smin: return EMIT_CU_AMO_SMIN;
    case ISA_flat_atomic_umin: return EMIT_CU_AMO_UMIN;
    case ISA_flat_atomic_smax: return EMIT_CU_AMO_SMAX;
    case ISA_flat_atomic_umax: return EMIT_CU_AMO_UMAX;
    case ISA_flat_atomic_and: return EMIT_CU_AMO_AND;
    case ISA_flat_atomic_or: return EMIT_CU_AMO_OR;
    case ISA_flat_atomic_xor: return EMIT_CU_AMO_XOR;
    case ISA_flat_atomic_inc: return EMIT_CU_AMO_INC;
    case ISA_flat_atomic_dec: return EMIT_CU_AMO_DEC;
    case ISA_flat_atomic_cmpswap: return EMIT_CU_AMO_CMPSWAP;
    default: return EMIT_CU_AMO_NONE;
    }
}

uint32_t emit_cu_amo_apply(unsigned amo, uint32_t old, uint32_t data, uint32_t cmp)
{
    switch (amo) {
    case EMIT_CU_AMO_SWAP: return data;
    case EMIT_CU_AMO_ADD: return old + data;
    case EMIT_CU_AMO_SUB: return old - data;
    case EMIT_CU_AMO_SMIN: return (int32_t)old < (int32_t)data ? old : data;
    case EMIT_CU_AMO_UMIN: return old < data ? old : data;
    case EMIT_CU_AMO_SMAX: return (int32_t)old > (int32_t)data ? old : data;
    case EMIT_CU_AMO_UMAX: return old > data ? old : data;
    case EMIT_CU_AMO_AND: return old & data;
    case EMIT_CU_AMO_OR: return old | data;
    case EMIT_CU_AMO_XOR: return old ^ data;
    case EMIT_CU_AMO_INC: return old >= data ? 0 : old + 1;
    case EMIT_CU_AMO_DEC: return (old == 0 || old > data) ? data : old - 1;
    case EMIT_CU_AMO_CMPSWAP: return old == cmp ? data : old;
    default: return data;
    }
}

/* Operand codes the SIMD reads or writes besides s0..s[sgprs-1]: VCC, M0, EXEC, inline
 * constants, SCC, the literal. Not: TTMP, FLAT_SCRATCH, XNACK_MASK, VCCZ, EXECZ. */
static int code_ok(unsigned code, int wide)
{
    if (code == ISA_OPND_NONE || code < 102 || (code >= 256 && code < 512))
        return 1;
    if (code == 106 || code == 107 || code == 124 || code == 126 || code == 127)
        return 1;
    if (code >= 128 && code <= 208)
        return 1;
    if (code >= 240 && code <= 248)
        return !wide;
    return code == 253 || code == 255;
}

int emit_cu_refusal(const pws_cfg *c, const isa_inst *in, char *buf, size_t len)
{
    if (!in) {
        if (!c->commit_port)
            snprintf(buf, len, "lockstep needs the commit port (drop --no-commit-port)");
        else
            return 0;
        return 1;
    }
    const isa_op_info *i = isa_info(in->op);
    if (in->op == ISA_s_getreg_b32 && (in->imm & 63) != 1) {   /* 1: HW_REG_MODE */
        snprintf(buf, len, "s_getreg_b32 of hardware register %u not implemented in the RTL "
                 "(only HW_REG_MODE)", (unsigned)(in->imm & 63));
        return 1;
    }
    if (i->cls == ISA_CLS_DS && in->gds) {
        snprintf(buf, len, "%s with gds: GDS is not in the RTL", i->name);
        return 1;
    }
    if (!pws_cfg_has_op(c, in->op)) {
        snprintf(buf, len, "%s is not in this configuration's op subset (--ops)", i->name);
        return 1;
    }
    if (!emit_cu_runs(in->op)) {
        snprintf(buf, len, "%s not implemented in the RTL yet", i->name);
        return 1;
    }
    if (i->cls == ISA_CLS_VALU_FP && !valu_ops_has(c, in->op)) {
        snprintf(buf, len, "%s not implemented in the RTL: no FP32 units (--fp32 none)", i->name);
        return 1;
    }
    /* a load's data comes back after its retire, into the SRF only (pws_smem_queue) */
    if (i->cls == ISA_CLS_SMEM && in->dst >= 102) {
        snprintf(buf, len, "%s into operand code %u: the RTL's scalar loads write SGPRs only",
                 i->name, in->dst);
        return 1;
    }
    /* The pipelined VALU writes its scalar results through the SRF port (an SGPR) or the
     * per-pass mask writes (VCC, EXEC): docs/microarchitecture.md "The VALU". */
    if ((in->op == ISA_v_readlane_b32 || in->op == ISA_v_readfirstlane_b32)
        && in->dst >= 102) {
        snprintf(buf, len, "%s into operand code %u: the pipelined CU writes it into SGPRs only",
                 i->name, in->dst);
        return 1;
    }
    if (isa_class_is_vector(i->cls) && i->cls != ISA_CLS_FLAT
        && i->cls != ISA_CLS_DS) {
        unsigned m = i->fmt == ISA_FMT_VOPC ? in->dst : in->sdst;   /* compare / carry-out */
        if (m != ISA_OPND_NONE && m >= 102 && m != 106 && m != 126) {
            snprintf(buf, len, "%s: mask into operand code %u: the pipelined CU writes lane "
                     "masks into an SGPR pair, VCC or EXEC only", i->name, m);
            return 1;
        }
    }
    unsigned codes[6] = { in->dst, in->src[0], in->src[1],
                          i->cls == ISA_CLS_SMEM && !in->smem_imm ? (unsigned)in->imm : ISA_OPND_NONE,
                          in->src[2], in->sdst };
    unsigned dw[6] = { i->dst_dwords, i->src_dwords[0], i->src_dwords[1], 1, i->src_dwords[2], 2 };
    for (unsigned n = 0; n < 6; n++) {
        if (!code_ok(codes[n], dw[n] == 2)) {
            snprintf(buf, len, "%s: operand code %u not implemented in the RTL yet", i->name,
                     codes[n]);
            return 1;
        }
        if (codes[n] >= 256 && codes[n] < 512 && codes[n] - 256 + (dw[n] ? dw[n] - 1 : 0) >= c->vgprs) {
            snprintf(buf, len, "%s: v%u is beyond --vgprs %u", i->name, codes[n] - 256, c->vgprs);
            return 1;
        }
        if (codes[n] < 102 && codes[n] + (dw[n] ? dw[n] - 1 : 0) >= c->sgprs) {
            snprintf(buf, len, "%s: s%u is beyond --sgprs %u", i->name, codes[n], c->sgprs);
            return 1;
        }
    }
    return 0;
}
