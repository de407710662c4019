/* rtl_gen/valu_ops.c -- the VALU's op table (valu_ops.h, docs/valu.md "The op table").
 *
 * One row per lane op that is not a compare: the lane's result code, FMA routing, conversion and
 * one-bit controls, read off golden/exec_valu.c (+ alu.c, fp32.c, fdiv.c). The compares need no
 * rows: GCN3 numbers each VOPC family by its relation set, so the condition is the low opcode
 * bits (docs/exec.md "Compares"). fp_mods is the table's ISA_F_FP_MODS, not repeated here.
 * tests/rtl/valu_check.c runs every op through the generated VALU against the golden model. */
#include "valu_ops.h"

#include <stddef.h>
#include <string.h>

struct valu_row {
    isa_op op;
    valu_res res;
    valu_fma fma;
    valu_cvt cvt;
    unsigned flags;
};

#define FPR VALU_F_FP_RESULT
#define B16 VALU_F_B16
#define ROW(m, r, f) { ISA_##m, VALU_RES_##r, VALU_FMA_MAD, VALU_CVT_F32_FROM_I32, f }
#define FMA(m, how, f) { ISA_##m, VALU_RES_FMA, VALU_FMA_##how, VALU_CVT_F32_FROM_I32, FPR | (f) }
#define CVT(m, how, f) { ISA_##m, VALU_RES_CVT, VALU_FMA_MAD, VALU_CVT_##how, f }

static const struct valu_row rows[] = {
    /* FP32 arithmetic: the FMA (add = x * 1.0 + y, mul = x * y + -0: docs/valu.md) */
    FMA(v_add_f32, ADD, 0), FMA(v_sub_f32, SUB, 0), FMA(v_subrev_f32, SUBREV, 0),
    FMA(v_mul_f32, MUL, 0), FMA(v_mac_f32, MAD, VALU_F_MAC), FMA(v_madmk_f32, MADMK, 0),
    FMA(v_madak_f32, MAD, 0), FMA(v_mad_f32, MAD, 0), FMA(v_fma_f32, FMA, 0),
    ROW(v_min_f32, MIN_MAX_F, FPR), ROW(v_max_f32, MIN_MAX_F, FPR | VALU_F_MAX),
    ROW(v_min3_f32, MIN_MAX3_F, FPR), ROW(v_max3_f32, MIN_MAX3_F, FPR | VALU_F_MAX),
    ROW(v_med3_f32, MED3_F, FPR),
    /* conversions and rounding: FP results but those to an integer */
    CVT(v_cvt_i32_f32, I32_FROM_F32, 0), CVT(v_cvt_u32_f32, U32_FROM_F32, 0),
    CVT(v_cvt_f32_i32, F32_FROM_I32, FPR), CVT(v_cvt_f32_u32, F32_FROM_U32, FPR),
    CVT(v_fract_f32, FRACT, FPR), CVT(v_trunc_f32, TRUNC, FPR), CVT(v_ceil_f32, CEIL, FPR),
    CVT(v_rndne_f32, RNDNE, FPR), CVT(v_floor_f32, FLOOR, FPR),
    /* division helpers (fdiv.c) */
    ROW(v_rcp_f32, RCP, FPR), ROW(v_rcp_iflag_f32, RCP, FPR),
    ROW(v_div_scale_f32, DIV_SCALE, FPR), ROW(v_div_fmas_f32, DIV_FMAS, FPR),
    ROW(v_div_fixup_f32, DIV_FIXUP, FPR),
    /* moves and bits */
    ROW(v_mov_b32, MOV, 0), ROW(v_not_b32, NOT, 0), ROW(v_bfrev_b32, BREV, 0),
    ROW(v_ffbh_u32, FFBH_U, 0), ROW(v_ffbl_b32, FFBL, 0), ROW(v_ffbh_i32, FFBH_I, 0),
    ROW(v_cndmask_b32, CNDMASK, 0), ROW(v_and_b32, AND, 0), ROW(v_or_b32, OR, 0),
    ROW(v_xor_b32, XOR, 0), ROW(v_bfe_u32, BFE_U, 0), ROW(v_bfe_i32, BFE_I, 0),
    ROW(v_bfi_b32, BFI, 0), ROW(v_alignbit_b32, ALIGNBIT, 0), ROW(v_bcnt_u32_b32, BCNT, 0),
    ROW(v_mbcnt_lo_u32_b32, MBCNT_LO, 0), ROW(v_mbcnt_hi_u32_b32, MBCNT_HI, 0),
    /* shifts: src1 by src0 */
    ROW(v_lshrrev_b32, LSHR, 0), ROW(v_ashrrev_i32, ASHR, 0), ROW(v_lshlrev_b32, LSHL, 0),
    ROW(v_lshlrev_b64, LSHL64, 0), ROW(v_lshrrev_b64, LSHR64, 0),
    ROW(v_ashrrev_i64, ASHR64, 0),
    /* integer multiplies: one 33 x 33 signed multiplier */
    ROW(v_mul_i32_i24, MUL_LO, VALU_F_MUL_SIGNED | VALU_F_MUL_24),
    ROW(v_mul_hi_i32_i24, MUL_HI, VALU_F_MUL_SIGNED | VALU_F_MUL_24),
    ROW(v_mul_u32_u24, MUL_LO, VALU_F_MUL_24), ROW(v_mul_hi_u32_u24, MUL_HI, VALU_F_MUL_24),
    ROW(v_mad_i32_i24, MAD24, VALU_F_MUL_SIGNED | VALU_F_MUL_24),
    ROW(v_mad_u32_u24, MAD24, VALU_F_MUL_24),
    ROW(v_mad_u64_u32, MAD64, 0), ROW(v_mad_i64_i32, MAD64, VALU_F_MUL_SIGNED),
    ROW(v_mul_lo_u32, MUL_LO, 0), ROW(v_mul_lo_i32, MUL_LO, 0),
    ROW(v_mul_hi_u32, MUL_HI, 0), ROW(v_mul_hi_i32, MUL_HI, VALU_F_MUL_SIGNED),
    /* integer min/max/med3 */
    ROW(v_min_i32, MIN_I, 0), ROW(v_max_i32, MAX_I, 0), ROW(v_min_u32, MIN_U, 0),
    ROW(v_max_u32, MAX_U, 0), ROW(v_min3_i32, MIN3_I, 0), ROW(v_max3_i32, MAX3_I, 0),
    ROW(v_min3_u32, MIN3_U, 0), ROW(v_max3_u32, MAX3_U, 0), ROW(v_med3_i32, MED3_I, 0),
    ROW(v_med3_u32, MED3_U, 0),
    /* add/sub with carry-out (and carry-in) */
    ROW(v_add_u32, ADD_SUB, 0), ROW(v_sub_u32, ADD_SUB, VALU_F_AS_SUB),
    ROW(v_subrev_u32, ADD_SUB, VALU_F_AS_SUB | VALU_F_AS_REV),
    ROW(v_addc_u32, ADD_SUB, VALU_F_AS_CIN),
    ROW(v_subb_u32, ADD_SUB, VALU_F_AS_SUB | VALU_F_AS_CIN),
    ROW(v_subbrev_u32, ADD_SUB, VALU_F_AS_SUB | VALU_F_AS_REV | VALU_F_AS_CIN),
    /* 16-bit integer ops: the 32-bit units on the low halves, sign-extended for the i16 ones
     * (the lane derives which from the code), the result's low half (docs/valu.md "16-bit") */
    ROW(v_add_u16, ADD_SUB, B16), ROW(v_sub_u16, ADD_SUB, B16 | VALU_F_AS_SUB),
    ROW(v_subrev_u16, ADD_SUB, B16 | VALU_F_AS_SUB | VALU_F_AS_REV),
    ROW(v_mul_lo_u16, MUL_LO, B16), ROW(v_lshlrev_b16, LSHL, B16),
    ROW(v_lshrrev_b16, LSHR, B16), ROW(v_ashrrev_i16, ASHR, B16),
    ROW(v_max_u16, MAX_U, B16), ROW(v_max_i16, MAX_I, B16), ROW(v_min_u16, MIN_U, B16),
    ROW(v_min_i16, MIN_I, B16), ROW(v_mad_u16, MAD24, B16 | VALU_F_MUL_24),
    ROW(v_mad_i16, MAD24, B16 | VALU_F_MUL_24 | VALU_F_MUL_SIGNED),
};

#undef FPR
#undef B16
#undef ROW
#undef FMA
#undef CVT

/* v_nop and the cross-lane ops: vector ops pws_valu's users do, not the lanes. */
static int is_wrapper_op(isa_op op)
{
    return op == ISA_v_nop || op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32 ||
           op == ISA_v_writelane_b32;
}

/* A compare's controls from its name and opcode: the family by the type suffix, the relation
 * set by the opcode's low bits (integers are never unordered: 3 bits). 0 for a type the lane
 * does not compare. */
static int compare_ctl(const isa_op_info *i, valu_ctl *ctl)
{
    size_t n = strlen(i->name);
    if (strstr(i->name, "_class_")) {
        ctl->res = VALU_RES_CLASS;
        return 1;
    }
    const char *type = n >= 4 ? i->name + n - 4 : "";
    if (!strcmp(type, "_f32")) {
        ctl->res = VALU_RES_CMP_F;
        ctl->cond = i->opcode & 0xFu;
    } else {
        static const struct { const char *type; valu_res res; unsigned flags; } ints[] = {
            { "_i32", VALU_RES_CMP_I, 0 }, { "_u32", VALU_RES_CMP_U, 0 },
            { "_i64", VALU_RES_CMP_I64, 0 }, { "_u64", VALU_RES_CMP_U64, 0 },
            { "_i16", VALU_RES_CMP_I, VALU_F_B16 }, { "_u16", VALU_RES_CMP_U, VALU_F_B16 },
        };
        ctl->res = VALU_RES_NONE;
        for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++)
            if (!strcmp(type, ints[k].type)) {
                ctl->res = ints[k].res;
                ctl->flags |= ints[k].flags;
            }
        ctl->cond = i->opcode & 0x7u;
    }
    return ctl->res != VALU_RES_NONE;
}

int valu_ops_ctl(isa_op op, valu_ctl *ctl)
{
    memset(ctl, 0, sizeof *ctl);
    if ((unsigned)op >= (unsigned)ISA_NUM_OPS || is_wrapper_op(op))
        return 0;
    const isa_op_info *i = isa_info(op);
    if (i->flags & ISA_F_FP_MODS)
        ctl->flags |= VALU_F_FP_MODS;
    if (i->fmt == ISA_FMT_VOPC) {
        if (compare_ctl(i, ctl))
            return 1;
        memset(ctl, 0, sizeof *ctl);
        return 0;
    }
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++)
        if (rows[k].op == op) {
            ctl->res = rows[k].res;
            ctl->fma = rows[k].fma;
            ctl->cvt = rows[k].cvt;
            ctl->flags |= rows[k].flags;
            return 1;
        }
    ctl->flags = 0;
    return 0;
}

int valu_ops_has(const pws_cfg *c, isa_op op)
{
    valu_ctl ctl;
    if (!valu_ops_ctl(op, &ctl) || !pws_cfg_has_op(c, op))
        return 0;
    return c->fp32 == PWS_FP32_FULL || isa_info(op)->cls != ISA_CLS_VALU_FP;
}

static const char *const res_names[VALU_NUM_RES] = {
    "ResNone", "ResFma", "ResMinMaxF", "ResMinMax3F", "ResMed3F", "ResCvt", "ResRcp",
    "ResDivScale", "ResDivFmas", "ResDivFixup", "ResCmpF", "ResClass",
    "ResMov", "ResNot", "ResBrev", "ResFfbhU", "ResFfbl", "ResFfbhI", "ResCndmask", "ResAnd",
    "ResOr", "ResXor", "ResBfeU", "ResBfeI", "ResBfi", "ResAlignbit", "ResBcnt", "ResMbcntLo",
    "ResMbcntHi", "ResLshr", "ResAshr", "ResLshl", "ResLshl64", "ResLshr64", "ResAshr64",
    "ResMulLo", "ResMulHi", "ResMad24", "ResMinI", "ResMaxI", "ResMinU", "ResMaxU", "ResMin3I",
    "ResMax3I", "ResMin3U", "ResMax3U", "ResMed3I", "ResMed3U", "ResAddSub", "ResCmpI",
    "ResCmpU", "ResMad64", "ResCmpI64", "ResCmpU64",
};
static const char *const fma_names[VALU_NUM_FMA] = {
    "FmaMad", "FmaFma", "FmaAdd", "FmaSub", "FmaSubrev", "FmaMul", "FmaMadmk",
};
static const char *const cvt_names[VALU_NUM_CVT] = {
    "CvtF32FromI32", "CvtF32FromU32", "CvtI32FromF32", "CvtU32FromF32", "CvtTrunc", "CvtFloor",
    "CvtCeil", "CvtRndne", "CvtFract",
};
/* bit 0 lt, 1 eq, 2 gt, 3 unordered: the GCN3 compare suffixes (docs/exec.md "Compares") */
static const char *const cond_names[16] = {
    "CondF", "CondLt", "CondEq", "CondLe", "CondGt", "CondLg", "CondGe", "CondO",
    "CondU", "CondNge", "CondNlg", "CondNgt", "CondNle", "CondNeq", "CondNlt", "CondTru",
};
static const char *const flag_ports[VALU_NUM_FLAGS] = {
    "fp_mods_i", "fp_result_i", "mac_i", "max_i", "as_sub_i", "as_rev_i", "as_cin_i",
    "mul_signed_i", "mul_24_i", "b16_i",
};

const char *valu_res_name(valu_res r) { return (unsigned)r < VALU_NUM_RES ? res_names[r] : "?"; }
const char *valu_fma_name(valu_fma f) { return (unsigned)f < VALU_NUM_FMA ? fma_names[f] : "?"; }
const char *valu_cvt_name(valu_cvt v) { return (unsigned)v < VALU_NUM_CVT ? cvt_names[v] : "?"; }
const char *valu_cond_name(unsigned cond) { return cond < 16 ? cond_names[cond] : "?"; }
const char *valu_flag_port(unsigned b) { return b < VALU_NUM_FLAGS ? flag_ports[b] : "?"; }
