/* golden/isa.c -- the GCN3 (gfx8) + PWS instruction table, encoder, decoder and printer.
 *
 * Everything here expands golden/isa_ops.def; nothing keeps its own opcode list. Field layouts,
 * the operand code space and the printing rules are documented in docs/isa_encoding.md; they
 * follow what `llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding` produces and prints, so that our
 * listings can be diffed against llvm-mc's line by line. The printer is isa_format.c, the parser
 * isa_parse.c; isa_util.h holds what the three share. */
#include "isa.h"
#include "isa_util.h"
#include "pws_err.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const isa_op_info table[ISA_NUM_OPS] = {
#define ISA_OP(name, fmt, opcode, cls, dst_dw, s0_dw, s1_dw, s2_dw, flags) \
    { #name, fmt, opcode, cls, dst_dw, { s0_dw, s1_dw, s2_dw }, flags },
#include "isa_ops.def"
#undef ISA_OP
};

const isa_op_info *isa_info(isa_op op)
{
    return &table[op];
}

int isa_vop3_opcode(isa_op op)
{
    const isa_op_info *i = &table[op];
    switch (i->fmt) {
    case ISA_FMT_VOPC: return i->opcode;
    case ISA_FMT_VOP2: return 0x100 + i->opcode;
    case ISA_FMT_VOP1: return 0x140 + i->opcode;
    case ISA_FMT_VOP3A:
    case ISA_FMT_VOP3B: return i->opcode;
    default: return -1;
    }
}

/* ~320 rows, called once per assembled line: a linear scan costs far less than reading the file. */
isa_op isa_lookup(const char *mnemonic)
{
    for (int i = 0; i < ISA_NUM_OPS; i++)
        if (strcmp(table[i].name, mnemonic) == 0)
            return (isa_op)i;
    return ISA_INVALID;
}

/* ---- Operand code space ---------------------------------------------------------------------- */

int isa_src_is_vgpr(uint16_t code) { return code >= 256 && code <= 511; }
int isa_src_is_sgpr(uint16_t code) { return code <= 101; }
int isa_src_is_inline(uint16_t code)
{
    return (code >= 128 && code <= 208) || (code >= 240 && code <= 248);
}

/* binary32 and binary64 patterns of the float inline constants 240..248, in code order */
static const uint32_t inline_f32[9] = {
    0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u, 0xc0000000u,
    0x40800000u, 0xc0800000u, 0x3e22f983u,
};
static const uint64_t inline_f64[9] = {
    0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
    0x4000000000000000ull, 0xc000000000000000ull, 0x4010000000000000ull, 0xc010000000000000ull,
    0x3fc45f306dc9c882ull,
};

uint64_t isa_inline_value(uint16_t code, unsigned dwords)
{
    int64_t v;
    if (code >= 128 && code <= 192)
        v = code - 128;
    else if (code >= 193 && code <= 208)
        v = 192 - (int)code;
    else if (code >= 240 && code <= 248)
        return dwords == 2 ? inline_f64[code - 240] : inline_f32[code - 240];
    else
        return 0;
    return dwords == 2 ? (uint64_t)v : (uint64_t)(uint32_t)v;
}

int isa_float_inline_code(uint32_t bits)
{
    for (int i = 0; i < 9; i++)
        if (inline_f32[i] == bits)
            return 240 + i;
    return -1;
}

/* Is code a legal scalar operand of width dwords? As a destination, constants are excluded.
 * 104/105 (xnack_mask) and 108..111 (tba/tma) do not exist on fiji; 125, 209..239, 249/250 and
 * 254 are reserved. Tuples must be aligned as GCN requires (pairs even, 4+ dwords on 4). */
int isa_scalar_ok(uint16_t code, unsigned dwords, int is_dst)
{
    if (code <= 101 || (code >= ISA_SRC_TTMP0 && code <= ISA_SRC_TTMP0 + 11)) {
        unsigned base = code <= 101 ? code : code - ISA_SRC_TTMP0;
        unsigned limit = code <= 101 ? 102 : 12;
        unsigned align = dwords >= 4 ? 4 : dwords;
        return base % align == 0 && base + dwords <= limit;
    }
    if (dwords > 2)
        return 0;
    if (code == 102 || code == 106 || code == 126)
        return 1;
    if (code == 103 || code == 107 || code == 124 || code == 127)
        return dwords == 1;
    if (is_dst)
        return 0;
    if (isa_src_is_inline(code) || code == ISA_SRC_LITERAL)
        return 1;
    return dwords == 1 && code >= 251 && code <= 253;
}

const char *const isa_hwreg_names[8] = {
    NULL, "HW_REG_MODE", "HW_REG_STATUS", "HW_REG_TRAPSTS", "HW_REG_HW_ID",
    "HW_REG_GPR_ALLOC", "HW_REG_LDS_ALLOC", "HW_REG_IB_STS",
};

/* ---- Instruction shape helpers shared with isa_parse.c --------------------------------------- */

int isa_is_sopk_src(isa_op op)
{
    return (op >= ISA_s_cmpk_eq_i32 && op <= ISA_s_cmpk_le_u32) || op == ISA_s_setreg_b32;
}

int isa_sopk_signed(isa_op op)
{
    switch (op) {
    case ISA_s_movk_i32: case ISA_s_cmovk_i32: case ISA_s_addk_i32: case ISA_s_mulk_i32:
    case ISA_s_cmpk_eq_i32: case ISA_s_cmpk_lg_i32: case ISA_s_cmpk_gt_i32:
    case ISA_s_cmpk_ge_i32: case ISA_s_cmpk_lt_i32: case ISA_s_cmpk_le_i32:
        return 1;
    default:
        return 0;
    }
}

int isa_has_hwreg(isa_op op)
{
    return op == ISA_s_getreg_b32 || op == ISA_s_setreg_b32 || op == ISA_s_setreg_imm32_b32;
}

/* An op whose VOP3 form uses the VOP3b layout (scalar carry-out in bits 14:8, no abs). */
int isa_is_vop3b(isa_op op)
{
    const isa_op_info *i = &table[op];
    return i->fmt == ISA_FMT_VOP3B || (i->flags & ISA_F_CARRY_OP);
}

int isa_is_plain_store(isa_op op)
{
    uint32_t f = table[op].flags;
    return (f & ISA_F_STORE) && !(f & ISA_F_ATOMIC);
}

unsigned isa_ds_elem_dwords(isa_op op)
{
    const isa_op_info *i = &table[op];
    unsigned dwords = (i->flags & ISA_F_LOAD) && !(i->flags & ISA_F_ATOMIC)
                      ? i->dst_dwords : i->src_dwords[1];
    return (i->flags & ISA_F_DS2) && (i->flags & ISA_F_LOAD) ? dwords / 2 : dwords;
}

unsigned isa_ds_offset_unit(isa_op op)
{
    uint32_t f = table[op].flags;
    if (!(f & ISA_F_DS2))
        return 1;
    return 4 * isa_ds_elem_dwords(op) * (f & ISA_F_ST64 ? 64 : 1);
}

/* A VOP2 op whose src2 is a 64-bit lane mask (vcc in the _e32 form). */
int isa_has_mask_src2(isa_op op)
{
    const isa_op_info *i = &table[op];
    return i->fmt == ISA_FMT_VOP2 && (i->flags & ISA_F_VCC_IN);
}

int isa_src2_is_mask(isa_op op)
{
    const isa_op_info *i = &table[op];
    return i->src_dwords[2] == 2 && (isa_has_mask_src2(op) || (i->flags & ISA_F_CARRY_OP));
}

/* VOP1/2/C ops that also have an _e64 form here. madmk/madak have none; llvm-mc prints v_nop's
 * VOP3 form without a suffix (so it would not round-trip) and rejects v_readfirstlane_b32_e64. */
int isa_has_e64(isa_op op)
{
    return !isa_is_madk(op) && op != ISA_v_nop && op != ISA_v_readfirstlane_b32;
}

int isa_is_madk(isa_op op)
{
    return op == ISA_v_madmk_f32 || op == ISA_v_madak_f32;
}

/* Which VOP3 modifiers llvm-mc accepts for op (probed with llvm-mc 14, docs/isa_encoding.md). */
unsigned isa_vop3_mods(isa_op op)
{
    const isa_op_info *i = &table[op];
    if (op == ISA_v_cvt_f32_i32 || op == ISA_v_cvt_f32_u32)
        return ISA_MOD_CLAMP | ISA_MOD_OMOD;
    if (op == ISA_v_cndmask_b32)
        return ISA_MOD_NEG | ISA_MOD_ABS;
    if (op == ISA_v_mad_u32_u24 || op == ISA_v_mad_i32_i24 || (i->flags & ISA_F_CARRY_OP))
        return ISA_MOD_CLAMP;
    if (op == ISA_v_add_u16 || op == ISA_v_sub_u16 || op == ISA_v_subrev_u16 ||
        op == ISA_v_mad_u16 || op == ISA_v_mad_i16)
        return ISA_MOD_CLAMP;   /* saturating, unsigned or (mad_i16) signed */
    if (!(i->flags & ISA_F_FP_MODS))
        return 0;
    if (i->fmt == ISA_FMT_VOP3B)
        return ISA_MOD_NEG | ISA_MOD_CLAMP | ISA_MOD_OMOD;
    if (op == ISA_v_cmp_class_f32 || op == ISA_v_cmpx_class_f32)
        return ISA_MOD_NEG | ISA_MOD_ABS;
    if (i->fmt == ISA_FMT_VOPC)
        return ISA_MOD_NEG | ISA_MOD_ABS | ISA_MOD_CLAMP;
    return ISA_MOD_NEG | ISA_MOD_ABS | ISA_MOD_CLAMP | ISA_MOD_OMOD;
}

/* The constant bus feeds a VALU op at most one distinct SGPR or literal per instruction on gfx8;
 * implicit vcc reads (v_cndmask/v_addc... in _e32 form, v_div_fmas_f32) count. */
int isa_const_bus_ok(const isa_inst *in)
{
    const isa_op_info *i = &table[in->op];
    if (i->fmt < ISA_FMT_VOP2 || i->fmt > ISA_FMT_VOP3B)
        return 1;
    uint16_t seen[4];
    int n = 0;
    int native = i->fmt <= ISA_FMT_VOPC;
    if ((i->flags & ISA_F_VCC_IN) && (!native || !in->vop3) && !isa_has_mask_src2(in->op) &&
        !(i->flags & ISA_F_CARRY_OP))
        seen[n++] = 106;   /* v_div_fmas_f32 reads vcc without naming it */
    for (int k = 0; k < 3; k++) {
        uint16_t c = in->src[k];
        if (c == ISA_OPND_NONE || isa_src_is_vgpr(c) || isa_src_is_inline(c))
            continue;
        int dup = 0;
        for (int j = 0; j < n; j++)
            dup |= seen[j] == c;
        if (!dup)
            seen[n++] = c;
    }
    return n <= 1;
}

/* VOP3 modifier bits only where the op accepts them and on sources that exist. */
static int mods_ok(const isa_inst *in)
{
    const isa_op_info *i = &table[in->op];
    unsigned m = isa_vop3_mods(in->op);
    unsigned present = 0;
    for (int k = 0; k < 3; k++)
        if (i->src_dwords[k] && !(isa_has_mask_src2(in->op) && k == 2))
            present |= 1u << k;
    if ((in->neg & ~present) || (in->abs & ~present))
        return 0;
    return (!in->neg || (m & ISA_MOD_NEG)) && (!in->abs || (m & ISA_MOD_ABS)) &&
           (!in->clamp || (m & ISA_MOD_CLAMP)) && (!in->omod || (m & ISA_MOD_OMOD));
}

/* ---- Encoder --------------------------------------------------------------------------------- */

/* Field value of an operand: absent operands encode as 0, as llvm-mc writes them. */
static uint32_t fld(uint16_t code)
{
    return code == ISA_OPND_NONE ? 0 : code;
}

static uint32_t vfld(uint16_t code)
{
    return code == ISA_OPND_NONE ? 0 : (uint32_t)code - 256u;
}

static int uses_literal(const isa_inst *in)
{
    for (int k = 0; k < 3; k++)
        if (in->src[k] == ISA_SRC_LITERAL)
            return 1;
    return 0;
}

static int scalar_fits(uint16_t code, unsigned max)
{
    return code == ISA_OPND_NONE || code <= max;
}

static int vgpr_or_none(uint16_t code)
{
    return code == ISA_OPND_NONE || isa_src_is_vgpr(code);
}

static int encode_vop3(const isa_inst *in, const isa_op_info *i, uint32_t out[3])
{
    if (!isa_has_e64(in->op))
        return PWS_ERANGE;
    uint32_t op3 = (uint32_t)isa_vop3_opcode(in->op);
    uint32_t w0 = 0xD0000000u | op3 << 16 | (uint32_t)(in->clamp & 1) << 15;
    uint16_t dst = in->dst;
    if (i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST))
        dst = in->sdst;   /* the scalar result sits in the vdst field */
    if (isa_is_vop3b(in->op)) {
        if (!scalar_fits(in->sdst, 127))
            return PWS_ERANGE;
        w0 |= fld(in->sdst) << 8;
    } else {
        w0 |= (uint32_t)(in->abs & 7) << 8;
    }
    uint32_t d = fld(dst);
    if (d > 511 || (d >= 256 && (i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST))))
        return PWS_ERANGE;
    w0 |= d & 0xff;
    uint16_t s2 = in->src[2];
    if (i->fmt == ISA_FMT_VOP2 && i->src_dwords[2] == 0)
        s2 = ISA_OPND_NONE;
    for (int k = 0; k < 3; k++)
        if (in->src[k] == ISA_SRC_LITERAL || !scalar_fits(in->src[k], 511))
            return PWS_ERANGE;
    out[0] = w0;
    out[1] = fld(in->src[0]) | fld(in->src[1]) << 9 | fld(s2) << 18 |
             (uint32_t)(in->omod & 3) << 27 | (uint32_t)(in->neg & 7) << 29;
    return 2;
}

int isa_encode(const isa_inst *in, uint32_t out[3])
{
    if ((unsigned)in->op >= ISA_NUM_OPS)
        return PWS_ERANGE;
    const isa_op_info *i = &table[in->op];
    int n = 1;
    uint32_t w = 0;
    switch (i->fmt) {
    case ISA_FMT_SOP2:
        if (!scalar_fits(in->dst, 127) || !scalar_fits(in->src[0], 255) ||
            !scalar_fits(in->src[1], 255))
            return PWS_ERANGE;
        w = 0x80000000u | (uint32_t)i->opcode << 23 | fld(in->dst) << 16 |
            fld(in->src[1]) << 8 | fld(in->src[0]);
        break;
    case ISA_FMT_SOPK: {
        uint16_t sd = isa_is_sopk_src(in->op) ? in->src[0] : in->dst;
        if (in->op == ISA_s_setreg_imm32_b32)
            sd = ISA_OPND_NONE;
        if (!scalar_fits(sd, 127) || in->imm < -32768 || in->imm > 65535)
            return PWS_ERANGE;
        w = 0xB0000000u | (uint32_t)i->opcode << 23 | fld(sd) << 16 | ((uint32_t)in->imm & 0xffff);
        break;
    }
    case ISA_FMT_SOP1:
        if (!scalar_fits(in->dst, 127) || !scalar_fits(in->src[0], 255))
            return PWS_ERANGE;
        w = 0xBE800000u | fld(in->dst) << 16 | (uint32_t)i->opcode << 8 | fld(in->src[0]);
        break;
    case ISA_FMT_SOPC:
        if (!scalar_fits(in->src[0], 255) || !scalar_fits(in->src[1], 255))
            return PWS_ERANGE;
        w = 0xBF000000u | (uint32_t)i->opcode << 16 | fld(in->src[1]) << 8 | fld(in->src[0]);
        break;
    case ISA_FMT_SOPP:
        if (in->imm < -32768 || in->imm > 65535)
            return PWS_ERANGE;
        w = 0xBF800000u | (uint32_t)i->opcode << 16 | ((uint32_t)in->imm & 0xffff);
        break;
    case ISA_FMT_SMEM:
        if (!scalar_fits(in->dst, 127) || !scalar_fits(in->src[0], 127) || (in->src[0] & 1))
            return PWS_ERANGE;
        if (in->smem_imm ? (in->imm < 0 || in->imm > 0xfffff) : (in->imm < 0 || in->imm > 127))
            return PWS_ERANGE;
        out[0] = 0xC0000000u | (uint32_t)i->opcode << 18 | (uint32_t)(in->smem_imm & 1) << 17 |
                 (uint32_t)(in->glc & 1) << 16 | fld(in->dst) << 6 | fld(in->src[0]) >> 1;
        out[1] = (uint32_t)in->imm;
        return 2;
    case ISA_FMT_VOP2:
    case ISA_FMT_VOP1:
    case ISA_FMT_VOPC:
        if (in->vop3)
            return encode_vop3(in, i, out);
        if (!scalar_fits(in->src[0], 511))
            return PWS_ERANGE;
        if (i->fmt == ISA_FMT_VOP1) {
            uint16_t d = (i->flags & ISA_F_SDST) ? in->sdst : in->dst;
            if ((i->flags & ISA_F_SDST) ? !scalar_fits(d, 127) : !vgpr_or_none(d))
                return PWS_ERANGE;
            uint32_t df = (i->flags & ISA_F_SDST) ? fld(d) : vfld(d);
            w = 0x7E000000u | df << 17 | (uint32_t)i->opcode << 9 | fld(in->src[0]);
        } else if (i->fmt == ISA_FMT_VOP2) {
            if (!vgpr_or_none(in->dst) || !vgpr_or_none(in->src[1]))
                return PWS_ERANGE;
            w = (uint32_t)i->opcode << 25 | vfld(in->dst) << 17 | vfld(in->src[1]) << 9 |
                fld(in->src[0]);
        } else {
            if (!vgpr_or_none(in->src[1]))
                return PWS_ERANGE;
            w = 0x7C000000u | (uint32_t)i->opcode << 17 | vfld(in->src[1]) << 9 | fld(in->src[0]);
        }
        break;
    case ISA_FMT_VOP3A:
    case ISA_FMT_VOP3B:
        return encode_vop3(in, i, out);
    case ISA_FMT_DS:
        if (!vgpr_or_none(in->dst) || !vgpr_or_none(in->src[0]) || !vgpr_or_none(in->src[1]) ||
            !vgpr_or_none(in->src[2]) || in->imm < 0 || in->imm > 0xffff)
            return PWS_ERANGE;
        out[0] = 0xD8000000u | (uint32_t)i->opcode << 17 | (uint32_t)(in->gds & 1) << 16 |
                 (uint32_t)in->imm;
        out[1] = vfld(in->src[0]) | vfld(in->src[1]) << 8 | vfld(in->src[2]) << 16 |
                 vfld(in->dst) << 24;
        return 2;
    case ISA_FMT_FLAT:
        if (!vgpr_or_none(in->dst) || !vgpr_or_none(in->src[0]) || !vgpr_or_none(in->src[1]))
            return PWS_ERANGE;
        out[0] = 0xDC000000u | (uint32_t)i->opcode << 18 | (uint32_t)(in->slc & 1) << 17 |
                 (uint32_t)(in->glc & 1) << 16;
        out[1] = vfld(in->src[0]) | vfld(in->src[1]) << 8 | vfld(in->dst) << 24;
        return 2;
    default:
        return PWS_ERANGE;
    }
    out[n - 1] = w;
    if (isa_is_madk(in->op) || in->op == ISA_s_setreg_imm32_b32 || uses_literal(in))
        out[n++] = in->literal;
    return n;
}

/* ---- Decoder --------------------------------------------------------------------------------- */

static isa_op find_native(isa_fmt fmt, unsigned opcode)
{
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (table[k].fmt == fmt && table[k].opcode == opcode)
            return (isa_op)k;
    return ISA_INVALID;
}

static isa_op find_vop3(unsigned op3)
{
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (isa_vop3_opcode((isa_op)k) == (int)op3 && isa_has_e64((isa_op)k))
            return (isa_op)k;
    return ISA_INVALID;
}

void isa_inst_init(isa_inst *o, isa_op op)
{
    memset(o, 0, sizeof *o);
    o->op = op;
    o->dst = o->sdst = ISA_OPND_NONE;
    o->src[0] = o->src[1] = o->src[2] = ISA_OPND_NONE;
}

/* Checks each present scalar source of a SOP/VOP instruction and the destination widths. */
static int src_ok(uint16_t code, unsigned dwords)
{
    if (isa_src_is_vgpr(code))
        return code + dwords <= 512;
    return isa_scalar_ok(code, dwords, 0);
}

static int decode_vop3(const uint32_t *w, isa_op op, isa_inst *o)
{
    const isa_op_info *i = &table[op];
    o->vop3 = i->fmt != ISA_FMT_VOP3A && i->fmt != ISA_FMT_VOP3B;
    o->nwords = 2;
    uint16_t vdst = (uint16_t)(w[0] & 0xff);
    o->clamp = (uint8_t)(w[0] >> 15 & 1);
    if (isa_is_vop3b(op))
        o->sdst = (uint16_t)(w[0] >> 8 & 0x7f);
    else
        o->abs = (uint8_t)(w[0] >> 8 & 7);
    o->omod = (uint8_t)(w[1] >> 27 & 3);
    o->neg = (uint8_t)(w[1] >> 29 & 7);
    if (i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST))
        o->dst = o->sdst = vdst;
    else if (i->dst_dwords)
        o->dst = (uint16_t)(256 + vdst);
    uint16_t s[3] = { (uint16_t)(w[1] & 0x1ff), (uint16_t)(w[1] >> 9 & 0x1ff),
                      (uint16_t)(w[1] >> 18 & 0x1ff) };
    for (int k = 0; k < 3; k++) {
        if (!i->src_dwords[k])
            continue;
        if (s[k] == ISA_SRC_LITERAL || !src_ok(s[k], i->src_dwords[k]))
            return PWS_EDECODE;
        o->src[k] = s[k];
    }
    if (o->sdst != ISA_OPND_NONE && !isa_scalar_ok(o->sdst, o->dst == o->sdst ?
                                                   i->dst_dwords : 2, 1))
        return PWS_EDECODE;
    if (o->dst != ISA_OPND_NONE && isa_src_is_vgpr(o->dst) && o->dst + i->dst_dwords > 512)
        return PWS_EDECODE;
    return 2;
}

static int decode_vector(const uint32_t *w, isa_fmt fmt, unsigned opcode, isa_inst *o)
{
    isa_op op = find_native(fmt, opcode);
    if (op == ISA_INVALID)
        return PWS_EDECODE;
    const isa_op_info *i = &table[op];
    isa_inst_init(o, op);
    o->nwords = 1;
    uint16_t src0 = (uint16_t)(w[0] & 0x1ff);
    uint16_t vsrc1 = (uint16_t)(256 + (w[0] >> 9 & 0xff));
    uint16_t vdst = (uint16_t)(w[0] >> 17 & 0xff);
    if (i->src_dwords[0]) {
        if (!src_ok(src0, i->src_dwords[0]) || (src0 == ISA_SRC_LITERAL && isa_is_madk(op)))
            return PWS_EDECODE;
        o->src[0] = src0;
    }
    if (fmt == ISA_FMT_VOP1) {
        if (i->flags & ISA_F_SDST) {
            if (!isa_scalar_ok(vdst, 1, 1))
                return PWS_EDECODE;
            o->dst = o->sdst = vdst;
        } else if (i->dst_dwords) {
            o->dst = (uint16_t)(256 + vdst);
        }
    } else if (fmt == ISA_FMT_VOPC) {
        if (vsrc1 + i->src_dwords[1] > 512)   /* a 64-bit compare's pair in v[0:255] */
            return PWS_EDECODE;
        o->src[1] = vsrc1;
        o->dst = o->sdst = 106;  /* vcc */
    } else {
        o->dst = (uint16_t)(256 + vdst);
        o->src[1] = vsrc1;
        if (i->flags & ISA_F_CARRY_OP)
            o->sdst = 106;
        if (isa_has_mask_src2(op))
            o->src[2] = 106;
        if (isa_is_madk(op))
            o->src[2] = ISA_SRC_LITERAL;
    }
    if (o->dst != ISA_OPND_NONE && isa_src_is_vgpr(o->dst) && o->dst + i->dst_dwords > 512)
        return PWS_EDECODE;
    return 1;
}

int isa_decode(const uint32_t *words, size_t avail, isa_inst *out)
{
    if (avail < 1)
        return PWS_ERANGE;
    uint32_t w = words[0];
    isa_inst o;
    int n;
    isa_op op;
    if ((w >> 31) == 0) {   /* VOP1 / VOPC / VOP2 */
        if ((w >> 25) == 0x3f)
            n = decode_vector(words, ISA_FMT_VOP1, w >> 9 & 0xff, &o);
        else if ((w >> 25) == 0x3e)
            n = decode_vector(words, ISA_FMT_VOPC, w >> 17 & 0xff, &o);
        else
            n = decode_vector(words, ISA_FMT_VOP2, w >> 25 & 0x3f, &o);
        if (n < 0)
            return n;
    } else if ((w >> 23) == 0x17d || (w >> 23) == 0x17e || (w >> 23) == 0x17f ||
               (w >> 28) == 0xb || (w >> 30) == 2) {
        isa_fmt fmt;
        unsigned opc;
        if ((w >> 23) == 0x17d) { fmt = ISA_FMT_SOP1; opc = w >> 8 & 0xff; }
        else if ((w >> 23) == 0x17e) { fmt = ISA_FMT_SOPC; opc = w >> 16 & 0x7f; }
        else if ((w >> 23) == 0x17f) { fmt = ISA_FMT_SOPP; opc = w >> 16 & 0x7f; }
        else if ((w >> 28) == 0xb) { fmt = ISA_FMT_SOPK; opc = w >> 23 & 0x1f; }
        else { fmt = ISA_FMT_SOP2; opc = w >> 23 & 0x7f; }
        op = find_native(fmt, opc);
        if (op == ISA_INVALID)
            return PWS_EDECODE;
        const isa_op_info *i = &table[op];
        isa_inst_init(&o, op);
        o.nwords = 1;
        uint16_t f16 = (uint16_t)(w >> 16 & 0x7f), f8 = (uint16_t)(w >> 8 & 0xff);
        uint16_t f0 = (uint16_t)(w & 0xff);
        switch (fmt) {
        case ISA_FMT_SOP2:
            o.dst = f16; o.src[0] = f0; o.src[1] = f8;
            break;
        case ISA_FMT_SOP1:
            if (i->dst_dwords) o.dst = f16;
            if (i->src_dwords[0]) o.src[0] = f0;
            break;
        case ISA_FMT_SOPC:
            if (i->src_dwords[0]) { o.src[0] = f0; o.src[1] = f8; }
            break;
        case ISA_FMT_SOPK:
            o.imm = isa_sopk_signed(op) ? (int16_t)(w & 0xffff) : (int32_t)(w & 0xffff);
            if (op == ISA_s_setreg_imm32_b32) o.src[0] = ISA_SRC_LITERAL;
            else if (isa_is_sopk_src(op)) o.src[0] = f16;
            else o.dst = f16;
            break;
        default:   /* SOPP */
            o.imm = (i->flags & ISA_F_SIMM16_LABEL) ? (int16_t)(w & 0xffff)
                                                   : (int32_t)(w & 0xffff);
            break;
        }
        if (o.dst != ISA_OPND_NONE && !isa_scalar_ok(o.dst, i->dst_dwords, 1))
            return PWS_EDECODE;
        for (int k = 0; k < 2; k++)
            if (o.src[k] != ISA_OPND_NONE &&
                !isa_scalar_ok(o.src[k], i->src_dwords[k], 0))
                return PWS_EDECODE;
        n = 1;
    } else {
        switch (w >> 26) {
        case 0x30: {   /* SMEM */
            op = find_native(ISA_FMT_SMEM, w >> 18 & 0xff);
            if (op == ISA_INVALID)
                return PWS_EDECODE;
            if (avail < 2)
                return PWS_ERANGE;
            isa_inst_init(&o, op);
            o.nwords = 2;
            o.dst = (uint16_t)(w >> 6 & 0x7f);
            o.src[0] = (uint16_t)((w & 0x3f) << 1);
            o.glc = (uint8_t)(w >> 16 & 1);
            o.smem_imm = (uint8_t)(w >> 17 & 1);
            o.imm = (int32_t)(words[1] & (o.smem_imm ? 0xfffffu : 0x7fu));
            if (words[1] != (uint32_t)o.imm || !isa_scalar_ok(o.dst, table[op].dst_dwords, 1) ||
                !isa_scalar_ok(o.src[0], 2, 0) ||
                (!o.smem_imm && !isa_scalar_ok((uint16_t)o.imm, 1, 0)))
                return PWS_EDECODE;
            n = 2;
            break;
        }
        case 0x34:   /* VOP3 */
            op = find_vop3(w >> 16 & 0x3ff);
            if (op == ISA_INVALID)
                return PWS_EDECODE;
            if (avail < 2)
                return PWS_ERANGE;
            isa_inst_init(&o, op);
            n = decode_vop3(words, op, &o);
            if (n < 0)
                return n;
            break;
        case 0x36: {   /* DS */
            op = find_native(ISA_FMT_DS, w >> 17 & 0xff);
            if (op == ISA_INVALID)
                return PWS_EDECODE;
            if (avail < 2)
                return PWS_ERANGE;
            const isa_op_info *i = &table[op];
            isa_inst_init(&o, op);
            o.nwords = 2;
            o.gds = (uint8_t)(w >> 16 & 1);
            o.imm = (int32_t)(w & 0xffff);
            uint32_t w1 = words[1];
            uint16_t f[3] = { (uint16_t)(w1 & 0xff), (uint16_t)(w1 >> 8 & 0xff),
                              (uint16_t)(w1 >> 16 & 0xff) };
            for (int k = 0; k < 3; k++)
                if (i->src_dwords[k]) {
                    o.src[k] = (uint16_t)(256 + f[k]);
                    if (o.src[k] + i->src_dwords[k] > 512)
                        return PWS_EDECODE;
                }
            if (i->dst_dwords) {
                o.dst = (uint16_t)(256 + (w1 >> 24));
                if (o.dst + i->dst_dwords > 512)
                    return PWS_EDECODE;
            }
            n = 2;
            break;
        }
        case 0x37: {   /* FLAT */
            op = find_native(ISA_FMT_FLAT, w >> 18 & 0x7f);
            if (op == ISA_INVALID)
                return PWS_EDECODE;
            if (avail < 2)
                return PWS_ERANGE;
            const isa_op_info *i = &table[op];
            isa_inst_init(&o, op);
            o.nwords = 2;
            o.glc = (uint8_t)(w >> 16 & 1);
            o.slc = (uint8_t)(w >> 17 & 1);
            uint32_t w1 = words[1];
            o.src[0] = (uint16_t)(256 + (w1 & 0xff));
            if (i->src_dwords[1])
                o.src[1] = (uint16_t)(256 + (w1 >> 8 & 0xff));
            if (i->dst_dwords && (!(i->flags & ISA_F_ATOMIC) || o.glc))
                o.dst = (uint16_t)(256 + (w1 >> 24));
            for (int k = 0; k < 2; k++)
                if (o.src[k] != ISA_OPND_NONE && o.src[k] + i->src_dwords[k] > 512)
                    return PWS_EDECODE;
            if (o.dst != ISA_OPND_NONE && o.dst + i->dst_dwords > 512)
                return PWS_EDECODE;
            n = 2;
            break;
        }
        default:
            return PWS_EDECODE;
        }
    }
    /* A trailing literal dword (SOP*, VOP1/2/C native forms, madmk/madak, s_setreg_imm32). */
    if (!o.vop3 && table[o.op].fmt != ISA_FMT_VOP3A && table[o.op].fmt != ISA_FMT_VOP3B &&
        n == 1 && uses_literal(&o)) {
        if (avail < 2)
            return PWS_ERANGE;
        o.literal = words[1];
        n = 2;
    }
    o.nwords = (uint8_t)n;
    if ((o.vop3 || table[o.op].fmt == ISA_FMT_VOP3A || table[o.op].fmt == ISA_FMT_VOP3B) &&
        !mods_ok(&o))
        return PWS_EDECODE;
    if (!isa_const_bus_ok(&o))
        return PWS_EDECODE;
    /* what the parser refuses, the decoder refuses too (llvm-mc could not assemble it back) */
    if ((o.op == ISA_s_endpgm || o.op == ISA_s_barrier) && o.imm != 0)
        return PWS_EDECODE;
    if (o.op == ISA_s_waitcnt && (o.imm & ~0x0f7f) != 0)
        return PWS_EDECODE;   /* bits outside vmcnt/expcnt/lgkmcnt cannot be written in text */
    if ((o.op == ISA_v_readfirstlane_b32 || o.op == ISA_v_readlane_b32) &&
        !isa_src_is_vgpr(o.src[0]))
        return PWS_EDECODE;
    if ((o.op == ISA_v_readlane_b32 || o.op == ISA_v_writelane_b32) && isa_src_is_vgpr(o.src[1]))
        return PWS_EDECODE;
    if (o.op == ISA_v_writelane_b32 && isa_src_is_vgpr(o.src[0]))
        return PWS_EDECODE;
    if (isa_has_mask_src2(o.op) && !isa_scalar_ok(o.src[2], 2, 1))
        return PWS_EDECODE;   /* the lane mask / carry-in is an SGPR pair, never a constant */
    if (o.op == ISA_s_setpc_b64 && !isa_scalar_ok(o.src[0], 2, 1))
        return PWS_EDECODE;
    if (table[o.op].flags & ISA_F_B16) {
        /* llvm-mc writes a 16-bit op's constants as inline integers or a literal of 16 bits,
         * never a float code (0.5 is the literal 0x3800): the words it could write back */
        for (int k = 0; k < 3; k++)
            if (o.src[k] >= 240 && o.src[k] <= 248)
                return PWS_EDECODE;
        if (o.literal >> 16)
            return PWS_EDECODE;
    }
    /* Only canonical words: reserved and unused fields must be what the encoder writes, so that
     * decode -> print -> parse -> encode gives back the same bits (docs/isa_encoding.md). */
    uint32_t re[3];
    if (o.op != ISA_s_merge &&   /* docs/isa.md: s_merge's operand fields are ignored */
        (isa_encode(&o, re) != n || memcmp(re, words, sizeof(uint32_t) * (size_t)n) != 0))
        return PWS_EDECODE;
    *out = o;
    return n;
}

uint32_t isa_branch_target(const isa_inst *in, uint32_t pc)
{
    return pc + 4u + 4u * (uint32_t)in->imm;
}
