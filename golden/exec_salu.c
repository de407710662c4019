/* golden/exec_salu.c -- SOP2, SOPK, SOP1 and SOPC: the scalar ALU, with GCN3's SCC rule per op.
 *
 * Sources are read before anything is written (so s_and_saveexec_b64 exec, exec... and
 * overlapping source/destination pairs behave as the hardware's read-then-write pipeline), and
 * every result goes through exec_swrite() so that the event records it. Spec: docs/exec.md
 * "Scalar ALU". */
#include <stdint.h>

#include "alu.h"
#include "exec_int.h"
#include "pws_err.h"

/* s_getreg/s_setreg simm16: hwreg id in bits 5:0, bit offset in 10:6, size - 1 in 15:11. */
enum { HWREG_MODE = 1, HWREG_HW_ID = 4 };

static uint32_t hwreg_mask(uint32_t simm16)
{
    unsigned offset = (simm16 >> 6) & 31, size = ((simm16 >> 11) & 31) + 1;
    uint32_t field = size >= 32 ? 0xffffffffu : (1u << size) - 1;
    return field << offset;   /* bits beyond 31 of an oversized field are dropped */
}

/* HW_REG_HW_ID as this model defines it: WAVE_ID (bits 3:0) = the context ID, every other field
 * (SIMD, pipe, CU, shader array/engine, queue, state, ME) 0: one CU, one SIMD. */
static uint32_t hw_id(const wave *w) { return w->ctx & 0xf; }

static int getreg(wave *w, const isa_inst *in, golden_event *ev)
{
    uint32_t simm = (uint32_t)in->imm & 0xffff, id = simm & 63, value;
    if (id == HWREG_MODE)
        value = w->mode;
    else if (id == HWREG_HW_ID)
        value = hw_id(w);
    else
        return exec_error(w, in, PWS_EUNSUPPORTED, "s_getreg_b32 of hardware register %u is "
                          "not supported (only HW_REG_MODE and HW_REG_HW_ID)", (unsigned)id);
    uint32_t d = (value & hwreg_mask(simm)) >> ((simm >> 6) & 31);
    return exec_swrite(w, in, ev, in->dst, &d, 1);
}

static int setreg(wave *w, const isa_inst *in, golden_event *ev, uint32_t v)
{
    uint32_t simm = (uint32_t)in->imm & 0xffff, id = simm & 63;
    if (id != HWREG_MODE)
        return exec_error(w, in, PWS_EUNSUPPORTED, "%s of hardware register %u is not "
                          "supported (only HW_REG_MODE)", isa_info(in->op)->name, (unsigned)id);
    uint32_t m = hwreg_mask(simm);
    w->mode = (w->mode & ~m) | ((v << ((simm >> 6) & 31)) & m);
    ev->has |= EV_MODE;
    return 0;
}

static int sopk(wave *w, const isa_inst *in, golden_event *ev)
{
    uint32_t k = (uint32_t)(int32_t)(int16_t)(in->imm & 0xffff);   /* sign-extended simm16 */
    uint32_t ku = (uint32_t)in->imm & 0xffff;                       /* zero-extended (_u32) */
    uint32_t s0 = 0, d;
    int rc;
    switch (in->op) {
    case ISA_s_movk_i32:
        return exec_swrite(w, in, ev, in->dst, &k, 1);
    case ISA_s_cmovk_i32:
        return w->scc ? exec_swrite(w, in, ev, in->dst, &k, 1) : 0;
    case ISA_s_addk_i32:
    case ISA_s_mulk_i32:
        if ((rc = exec_sread32(w, in, in->dst, &s0)))
            return rc;
        if (in->op == ISA_s_mulk_i32) {
            d = s0 * k;
        } else {
            d = s0 + k;
            w->scc = (uint8_t)alu_add_ovf_i32(s0, k);
            ev->has |= EV_SCC;
        }
        return exec_swrite(w, in, ev, in->dst, &d, 1);
    case ISA_s_getreg_b32:
        return getreg(w, in, ev);
    case ISA_s_setreg_b32:
    case ISA_s_setreg_imm32_b32:
        if ((rc = exec_sread32(w, in, in->src[0], &s0)))
            return rc;
        return setreg(w, in, ev, s0);
    default:
        break;
    }
    /* s_cmpk_*: SGPR (src0) against the constant */
    if ((rc = exec_sread32(w, in, in->src[0], &s0)))
        return rc;
    int32_t a = (int32_t)s0, b = (int32_t)k;
    int c;
    switch (in->op) {
    case ISA_s_cmpk_eq_i32: c = a == b; break;
    case ISA_s_cmpk_lg_i32: c = a != b; break;
    case ISA_s_cmpk_gt_i32: c = a > b; break;
    case ISA_s_cmpk_ge_i32: c = a >= b; break;
    case ISA_s_cmpk_lt_i32: c = a < b; break;
    case ISA_s_cmpk_le_i32: c = a <= b; break;
    case ISA_s_cmpk_eq_u32: c = s0 == ku; break;
    case ISA_s_cmpk_lg_u32: c = s0 != ku; break;
    case ISA_s_cmpk_gt_u32: c = s0 > ku; break;
    case ISA_s_cmpk_ge_u32: c = s0 >= ku; break;
    case ISA_s_cmpk_lt_u32: c = s0 < ku; break;
    case ISA_s_cmpk_le_u32: c = s0 <= ku; break;
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "no SOPK semantics for %s",
                          isa_info(in->op)->name);
    }
    w->scc = (uint8_t)c;
    ev->has |= EV_SCC;
    return 0;
}

/* ---- SOP2 and SOPC: two sources -------------------------------------------------------------- */

static int sop2_32(wave *w, const isa_inst *in, golden_event *ev, uint32_t a, uint32_t b)
{
    uint32_t d = 0;
    int scc = -1;   /* -1: SCC not written */
    int32_t ia = (int32_t)a, ib = (int32_t)b;
    switch (in->op) {
    case ISA_s_add_u32: d = a + b; scc = d < a; break;
    case ISA_s_sub_u32: d = a - b; scc = b > a; break;
    case ISA_s_add_i32: d = a + b; scc = alu_add_ovf_i32(a, b); break;
    case ISA_s_sub_i32: d = a - b; scc = alu_sub_ovf_i32(a, b); break;
    case ISA_s_addc_u32: {
        uint64_t t = (uint64_t)a + b + w->scc;
        d = (uint32_t)t;
        scc = (int)(t >> 32);
        break;
    }
    case ISA_s_subb_u32:
        d = a - b - w->scc;
        scc = (uint64_t)b + w->scc > a;
        break;
    case ISA_s_min_i32: d = ia < ib ? a : b; scc = ia < ib; break;
    case ISA_s_min_u32: d = a < b ? a : b; scc = a < b; break;
    case ISA_s_max_i32: d = ia > ib ? a : b; scc = ia > ib; break;
    case ISA_s_max_u32: d = a > b ? a : b; scc = a > b; break;
    case ISA_s_cselect_b32: d = w->scc ? a : b; break;
    case ISA_s_and_b32: d = a & b; scc = d != 0; break;
    case ISA_s_or_b32: d = a | b; scc = d != 0; break;
    case ISA_s_xor_b32: d = a ^ b; scc = d != 0; break;
    case ISA_s_andn2_b32: d = a & ~b; scc = d != 0; break;
    case ISA_s_orn2_b32: d = a | ~b; scc = d != 0; break;
    case ISA_s_nand_b32: d = ~(a & b); scc = d != 0; break;
    case ISA_s_nor_b32: d = ~(a | b); scc = d != 0; break;
    case ISA_s_xnor_b32: d = ~(a ^ b); scc = d != 0; break;
    case ISA_s_lshl_b32: d = a << (b & 31); scc = d != 0; break;
    case ISA_s_lshr_b32: d = a >> (b & 31); scc = d != 0; break;
    case ISA_s_ashr_i32: d = alu_bfe_i32(a, b & 31, 32); scc = d != 0; break;
    case ISA_s_bfm_b32: d = alu_bfm32(a, b); break;
    case ISA_s_mul_i32: d = a * b; break;
    case ISA_s_bfe_u32: d = alu_bfe_u32(a, b & 31, (b >> 16) & 0x7f); scc = d != 0; break;
    case ISA_s_bfe_i32: d = alu_bfe_i32(a, b & 31, (b >> 16) & 0x7f); scc = d != 0; break;
    case ISA_s_absdiff_i32: {
        uint32_t t = a - b;
        d = (int32_t)t < 0 ? 0u - t : t;
        scc = d != 0;
        break;
    }
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "no SOP2 semantics for %s",
                          isa_info(in->op)->name);
    }
    if (scc >= 0) {
        w->scc = (uint8_t)scc;
        ev->has |= EV_SCC;
    }
    return exec_swrite(w, in, ev, in->dst, &d, 1);
}

static int sop2_64(wave *w, const isa_inst *in, golden_event *ev, uint64_t a, uint64_t b)
{
    uint64_t d;
    int scc = -1;
    switch (in->op) {
    case ISA_s_cselect_b64: d = w->scc ? a : b; break;
    case ISA_s_and_b64: d = a & b; scc = d != 0; break;
    case ISA_s_or_b64: d = a | b; scc = d != 0; break;
    case ISA_s_xor_b64: d = a ^ b; scc = d != 0; break;
    case ISA_s_andn2_b64: d = a & ~b; scc = d != 0; break;
    case ISA_s_orn2_b64: d = a | ~b; scc = d != 0; break;
    case ISA_s_nand_b64: d = ~(a & b); scc = d != 0; break;
    case ISA_s_nor_b64: d = ~(a | b); scc = d != 0; break;
    case ISA_s_xnor_b64: d = ~(a ^ b); scc = d != 0; break;
    case ISA_s_lshl_b64: d = a << (b & 63); scc = d != 0; break;
    case ISA_s_lshr_b64: d = a >> (b & 63); scc = d != 0; break;
    case ISA_s_ashr_i64: d = alu_bfe_i64(a, (unsigned)(b & 63), 64); scc = d != 0; break;
    case ISA_s_bfm_b64: d = alu_bfm64((uint32_t)a, (uint32_t)b); break;
    case ISA_s_bfe_u64:
        d = alu_bfe_u64(a, (unsigned)(b & 63), (unsigned)(b >> 16) & 0x7f);
        scc = d != 0;
        break;
    case ISA_s_bfe_i64:
        d = alu_bfe_i64(a, (unsigned)(b & 63), (unsigned)(b >> 16) & 0x7f);
        scc = d != 0;
        break;
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "no SOP2 semantics for %s",
                          isa_info(in->op)->name);
    }
    if (scc >= 0) {
        w->scc = (uint8_t)scc;
        ev->has |= EV_SCC;
    }
    return exec_swrite64(w, in, ev, in->dst, d);
}

static int sopc(wave *w, const isa_inst *in, golden_event *ev, uint64_t a, uint64_t b)
{
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
    int32_t ia = (int32_t)ua, ib = (int32_t)ub;
    int c;
    switch (in->op) {
    case ISA_s_cmp_eq_i32: c = ia == ib; break;
    case ISA_s_cmp_lg_i32: c = ia != ib; break;
    case ISA_s_cmp_gt_i32: c = ia > ib; break;
    case ISA_s_cmp_ge_i32: c = ia >= ib; break;
    case ISA_s_cmp_lt_i32: c = ia < ib; break;
    case ISA_s_cmp_le_i32: c = ia <= ib; break;
    case ISA_s_cmp_eq_u32: c = ua == ub; break;
    case ISA_s_cmp_lg_u32: c = ua != ub; break;
    case ISA_s_cmp_gt_u32: c = ua > ub; break;
    case ISA_s_cmp_ge_u32: c = ua >= ub; break;
    case ISA_s_cmp_lt_u32: c = ua < ub; break;
    case ISA_s_cmp_le_u32: c = ua <= ub; break;
    case ISA_s_cmp_eq_u64: c = a == b; break;
    case ISA_s_cmp_lg_u64: c = a != b; break;
    case ISA_s_bitcmp0_b32: c = ((ua >> (ub & 31)) & 1) == 0; break;
    case ISA_s_bitcmp1_b32: c = ((ua >> (ub & 31)) & 1) == 1; break;
    case ISA_s_bitcmp0_b64: c = ((a >> (ub & 63)) & 1) == 0; break;
    case ISA_s_bitcmp1_b64: c = ((a >> (ub & 63)) & 1) == 1; break;
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "no SOPC semantics for %s",
                          isa_info(in->op)->name);
    }
    w->scc = (uint8_t)c;
    ev->has |= EV_SCC;
    return 0;
}

/* ---- SOP1 ------------------------------------------------------------------------------------ */

/* s_*_saveexec_b64: sdst = EXEC; EXEC = op(src0, EXEC); SCC = (EXEC != 0). The source is read
 * before either write; the new EXEC is masked to the wave's lanes before SCC is computed. */
static int saveexec(wave *w, const isa_inst *in, golden_event *ev, uint64_t s)
{
    uint64_t e = w->exec, n;
    switch (in->op) {
    case ISA_s_and_saveexec_b64: n = s & e; break;
    case ISA_s_or_saveexec_b64: n = s | e; break;
    case ISA_s_xor_saveexec_b64: n = s ^ e; break;
    case ISA_s_andn2_saveexec_b64: n = s & ~e; break;
    case ISA_s_orn2_saveexec_b64: n = s | ~e; break;
    case ISA_s_nand_saveexec_b64: n = ~(s & e); break;
    case ISA_s_nor_saveexec_b64: n = ~(s | e); break;
    default: n = ~(s ^ e); break;   /* s_xnor_saveexec_b64 */
    }
    int rc = exec_swrite64(w, in, ev, in->dst, e);
    if (rc)
        return rc;
    exec_set_exec(w, ev, n);
    w->scc = w->exec != 0;
    ev->has |= EV_SCC;
    return 0;
}

static int sop1(wave *w, const isa_inst *in, golden_event *ev)
{
    const isa_op_info *info = isa_info(in->op);
    uint64_t s = 0, d;
    int rc, scc = -1;
    uint32_t next = w->pc + 4u * in->nwords;
    if (info->src_dwords[0] == 2)
        rc = exec_sread64(w, in, in->src[0], &s);
    else if (info->src_dwords[0] == 1) {
        uint32_t t;
        rc = exec_sread32(w, in, in->src[0], &t);
        s = t;
    } else {
        rc = 0;
    }
    if (rc)
        return rc;
    uint32_t s32 = (uint32_t)s;
    switch (in->op) {
    case ISA_s_mov_b32:
    case ISA_s_mov_b64: d = s; break;
    case ISA_s_cmov_b32:
    case ISA_s_cmov_b64:
        if (!w->scc)
            return 0;
        d = s;
        break;
    case ISA_s_not_b32: d = (uint32_t)~s32; scc = d != 0; break;
    case ISA_s_not_b64: d = ~s; scc = d != 0; break;
    case ISA_s_wqm_b64: d = alu_wqm64(s); scc = d != 0; break;
    case ISA_s_brev_b32: d = alu_brev32(s32); break;
    case ISA_s_bcnt0_i32_b32: d = 32 - alu_popcount32(s32); scc = d != 0; break;
    case ISA_s_bcnt1_i32_b32: d = alu_popcount32(s32); scc = d != 0; break;
    case ISA_s_bcnt1_i32_b64: d = alu_popcount64(s); scc = d != 0; break;
    case ISA_s_ff0_i32_b32: d = alu_ff1_32(~s32); break;
    case ISA_s_ff1_i32_b32: d = alu_ff1_32(s32); break;
    case ISA_s_ff1_i32_b64: d = alu_ff1_64(s); break;
    case ISA_s_flbit_i32_b32: d = alu_flbit_u32(s32); break;
    case ISA_s_flbit_i32: d = alu_flbit_i32(s32); break;
    case ISA_s_sext_i32_i8: d = (uint32_t)(int32_t)(int8_t)(s32 & 0xff); break;
    case ISA_s_sext_i32_i16: d = (uint32_t)(int32_t)(int16_t)(s32 & 0xffff); break;
    case ISA_s_bitset0_b32:
    case ISA_s_bitset1_b32: {   /* read-modify-write of the destination */
        uint32_t old;
        if ((rc = exec_sread32(w, in, in->dst, &old)))
            return rc;
        uint32_t bit = 1u << (s32 & 31);
        d = in->op == ISA_s_bitset1_b32 ? old | bit : old & ~bit;
        break;
    }
    case ISA_s_abs_i32: d = (int32_t)s32 < 0 ? 0u - s32 : s32; scc = d != 0; break;
    case ISA_s_getpc_b64: d = next; break;
    case ISA_s_setpc_b64:
    case ISA_s_swappc_b64:
        if ((rc = exec_check_target(w, in, s)))
            return rc;
        ev->next_pc = (uint32_t)s;
        ev->has |= EV_BRANCH;
        if (in->op == ISA_s_setpc_b64)
            return 0;
        d = next;
        break;
    case ISA_s_and_saveexec_b64:
    case ISA_s_or_saveexec_b64:
    case ISA_s_xor_saveexec_b64:
    case ISA_s_andn2_saveexec_b64:
    case ISA_s_orn2_saveexec_b64:
    case ISA_s_nand_saveexec_b64:
    case ISA_s_nor_saveexec_b64:
    case ISA_s_xnor_saveexec_b64:
        return saveexec(w, in, ev, s);
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "no SOP1 semantics for %s", info->name);
    }
    if (scc >= 0) {
        w->scc = (uint8_t)scc;
        ev->has |= EV_SCC;
    }
    if (info->dst_dwords == 2)
        return exec_swrite64(w, in, ev, in->dst, d);
    uint32_t d32 = (uint32_t)d;
    return exec_swrite(w, in, ev, in->dst, &d32, 1);
}

int exec_salu(wave *w, const isa_inst *in, golden_event *ev)
{
    const isa_op_info *info = isa_info(in->op);
    if (info->fmt == ISA_FMT_SOPK)
        return sopk(w, in, ev);
    if (info->fmt == ISA_FMT_SOP1)
        return sop1(w, in, ev);
    uint64_t a, b;
    uint32_t t;
    int rc;
    for (int i = 0; i < 2; i++) {
        uint64_t *v = i ? &b : &a;
        if (info->src_dwords[i] == 2) {
            rc = exec_sread64(w, in, in->src[i], v);
        } else {
            rc = exec_sread32(w, in, in->src[i], &t);
            *v = t;
        }
        if (rc)
            return rc;
    }
    if (info->fmt == ISA_FMT_SOPC)
        return sopc(w, in, ev, a, b);
    if (info->dst_dwords == 2)
        return sop2_64(w, in, ev, a, b);
    return sop2_32(w, in, ev, (uint32_t)a, (uint32_t)b);
}
