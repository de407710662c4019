/* golden/isa_format.c -- prints a decoded instruction exactly as llvm-mc 14 prints it for fiji.
 *
 * The rules (which immediates are hex, which mnemonics carry _e32/_e64, how s_waitcnt and hwreg
 * are spelled) were probed against llvm-mc and are listed in docs/isa_encoding.md "Printing". */
#include "isa.h"
#include "isa_util.h"

#include <stdarg.h>
#include <stdio.h>

static const char *const inline_f_text[9] = {
    "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494",
};

/* snprintf-append: *pos counts every character, even those that did not fit. */
static void put(char *buf, size_t len, size_t *pos, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void put(char *buf, size_t len, size_t *pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n;
    if (*pos < len)
        n = vsnprintf(buf + *pos, len - *pos, fmt, ap);
    else
        n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        *pos += (size_t)n;
}

static void put_range(char *buf, size_t len, size_t *pos, const char *pfx, unsigned base,
                      unsigned dwords)
{
    if (dwords <= 1)
        put(buf, len, pos, "%s%u", pfx, base);
    else
        put(buf, len, pos, "%s[%u:%u]", pfx, base, base + dwords - 1);
}

/* Name of a special register or source (NULL if code is not one). */
static const char *special_name(uint16_t code, int wide)
{
    switch (code) {
    case 102: return wide ? "flat_scratch" : "flat_scratch_lo";
    case 103: return "flat_scratch_hi";
    case 106: return wide ? "vcc" : "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "m0";
    case 126: return wide ? "exec" : "exec_lo";
    case 127: return "exec_hi";
    case 251: return "src_vccz";
    case 252: return "src_execz";
    case 253: return "src_scc";
    default: return NULL;
    }
}

void isa_put_operand(char *buf, size_t len, size_t *pos, uint16_t code, unsigned dwords,
                     uint32_t literal)
{
    int wide = dwords == 2;
    const char *name = special_name(code, wide);
    if (code <= 101)
        put_range(buf, len, pos, "s", code, dwords);
    else if (code >= 112 && code <= 123)
        put_range(buf, len, pos, "ttmp", code - 112u, dwords);
    else if (code >= 256 && code <= 511)
        put_range(buf, len, pos, "v", code - 256u, dwords);
    else if (code >= 128 && code <= 208)
        put(buf, len, pos, "%d", code <= 192 ? code - 128 : 192 - code);
    else if (code == 248 && wide)
        put(buf, len, pos, "0.15915494309189532");   /* llvm prints 1/(2pi) as binary64 */
    else if (code >= 240 && code <= 248)
        put(buf, len, pos, "%s", inline_f_text[code - 240]);
    else if (code == ISA_SRC_LITERAL)
        put(buf, len, pos, "0x%x", literal);
    else if (name)
        put(buf, len, pos, "%s", name);
    else
        put(buf, len, pos, "<code %u>", code);   /* never produced by decode or parse */
}


/* hwreg(id[, offset, size]): simm16 = id | offset << 6 | (size - 1) << 11; offset 0 with size 32
 * is printed as the bare register, as llvm-mc does. */
static void put_hwreg(char *buf, size_t len, size_t *pos, uint32_t v)
{
    unsigned id = v & 63, off = v >> 6 & 31, size = (v >> 11 & 31) + 1;
    if (id < 8 && isa_hwreg_names[id])
        put(buf, len, pos, "hwreg(%s", isa_hwreg_names[id]);
    else
        put(buf, len, pos, "hwreg(%u", id);
    if (off != 0 || size != 32)
        put(buf, len, pos, ", %u, %u", off, size);
    put(buf, len, pos, ")");
}

/* gfx8 s_waitcnt: vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8. Counters at their maximum are omitted
 * unless all are, in which case llvm-mc prints all three. */
static void put_waitcnt(char *buf, size_t len, size_t *pos, uint32_t v)
{
    unsigned vm = v & 15, exp = v >> 4 & 7, lgkm = v >> 8 & 15;
    int all = vm == 15 && exp == 7 && lgkm == 15;
    if (all || vm != 15)
        put(buf, len, pos, " vmcnt(%u)", vm);
    if (all || exp != 7)
        put(buf, len, pos, " expcnt(%u)", exp);
    if (all || lgkm != 15)
        put(buf, len, pos, " lgkmcnt(%u)", lgkm);
}

/* One VOP3 source with its neg/abs modifiers: -|v1| */
static void put_vsrc(char *buf, size_t len, size_t *pos, const isa_inst *in, int k,
                     unsigned dwords)
{
    int neg = in->vop3 || isa_info(in->op)->fmt >= ISA_FMT_VOP3A ? (in->neg >> k & 1) : 0;
    int abs = in->vop3 || isa_info(in->op)->fmt >= ISA_FMT_VOP3A ? (in->abs >> k & 1) : 0;
    if (neg && !abs && isa_src_is_inline(in->src[k])) {
        /* "-16" or "-2.0" would read back as another inline constant: llvm-mc writes neg() */
        put(buf, len, pos, "neg(");
        isa_put_operand(buf, len, pos, in->src[k], dwords, in->literal);
        put(buf, len, pos, ")");
        return;
    }
    if (neg)
        put(buf, len, pos, "-");
    if (abs)
        put(buf, len, pos, "|");
    isa_put_operand(buf, len, pos, in->src[k], dwords, in->literal);
    if (abs)
        put(buf, len, pos, "|");
}

int isa_format(const isa_inst *in, const char *label, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    if ((unsigned)in->op >= ISA_NUM_OPS) {
        put(buf, len, &pos, "<invalid>");
        return (int)pos;
    }
    const isa_op_info *i = isa_info(in->op);
    const char *sep = " ";
#define OPND(code, dw) do { put(buf, len, &pos, "%s", sep); sep = ", "; \
                            isa_put_operand(buf, len, &pos, (code), (dw), in->literal); } while (0)
    put(buf, len, &pos, "%s", i->name);
    switch (i->fmt) {
    case ISA_FMT_SOP2:
    case ISA_FMT_SOP1:
    case ISA_FMT_SOPC:
        if (i->dst_dwords)
            OPND(in->dst, i->dst_dwords);
        for (int k = 0; k < 2; k++)
            if (i->src_dwords[k])
                OPND(in->src[k], i->src_dwords[k]);
        break;
    case ISA_FMT_SOPK:
        if (in->op == ISA_s_setreg_b32 || in->op == ISA_s_setreg_imm32_b32) {
            put(buf, len, &pos, " ");
            put_hwreg(buf, len, &pos, (uint32_t)in->imm & 0xffff);
            sep = ", ";
            OPND(in->src[0], 1);
            break;
        }
        OPND(isa_is_sopk_src(in->op) ? in->src[0] : in->dst, 1);
        if (in->op == ISA_s_getreg_b32)
            put(buf, len, &pos, ", "), put_hwreg(buf, len, &pos, (uint32_t)in->imm & 0xffff);
        else
            put(buf, len, &pos, ", 0x%x", (uint32_t)in->imm & 0xffff);
        break;
    case ISA_FMT_SOPP:
        if (in->op == ISA_s_waitcnt)
            put_waitcnt(buf, len, &pos, (uint32_t)in->imm & 0xffff);
        else if ((i->flags & ISA_F_SIMM16_LABEL) && label)
            put(buf, len, &pos, " %s", label);
        else if (i->flags & ISA_F_SIMM16_LABEL)
            put(buf, len, &pos, " %d", (int16_t)(in->imm & 0xffff));
        else if (in->op != ISA_s_endpgm && in->op != ISA_s_barrier)   /* llvm: hex above 64 */
            put(buf, len, &pos, ((uint32_t)in->imm & 0xffff) <= 64 ? " %u" : " 0x%x",
                (uint32_t)in->imm & 0xffff);
        break;
    case ISA_FMT_SMEM:
        OPND(in->dst, i->dst_dwords);
        OPND(in->src[0], 2);
        if (in->smem_imm)
            put(buf, len, &pos, ", 0x%x", (uint32_t)in->imm);
        else
            OPND((uint16_t)in->imm, 1);
        if (in->glc)
            put(buf, len, &pos, " glc");
        break;
    case ISA_FMT_VOP1:
    case ISA_FMT_VOP2:
    case ISA_FMT_VOPC:
    case ISA_FMT_VOP3A:
    case ISA_FMT_VOP3B: {
        int native = i->fmt <= ISA_FMT_VOPC;
        if (native && isa_has_e64(in->op))
            put(buf, len, &pos, in->vop3 ? "_e64" : "_e32");
        if (i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST))
            OPND(in->sdst, i->dst_dwords);
        else if (i->dst_dwords)
            OPND(in->dst, i->dst_dwords);
        if (isa_is_vop3b(in->op))
            OPND(in->sdst, 2);
        int nsrc = i->src_dwords[2] ? 3 : i->src_dwords[1] ? 2 : i->src_dwords[0] ? 1 : 0;
        for (int k = 0; k < nsrc; k++) {
            /* madmk prints K between its sources: dst, src0, K, src1 */
            int kk = in->op == ISA_v_madmk_f32 && k > 0 ? 3 - k : k;
            put(buf, len, &pos, "%s", sep);
            sep = ", ";
            if (isa_has_mask_src2(in->op) && kk == 2)
                isa_put_operand(buf, len, &pos, in->src[2], 2, in->literal);
            else
                put_vsrc(buf, len, &pos, in, kk, i->src_dwords[kk]);
        }
        if (in->vop3 || !native) {
            if (in->clamp)
                put(buf, len, &pos, " clamp");
            static const char *const omod[4] = { "", " mul:2", " mul:4", " div:2" };
            put(buf, len, &pos, "%s", omod[in->omod & 3]);
        }
        break;
    }
    case ISA_FMT_DS: {
        if (i->dst_dwords)
            OPND(in->dst, i->dst_dwords);
        for (int k = 0; k < 3; k++)
            if (i->src_dwords[k])
                OPND(in->src[k], i->src_dwords[k]);
        int two = (i->flags & ISA_F_DS2) != 0;
        unsigned off = (uint32_t)in->imm & 0xffff;
        if (two) {
            if (off & 0xff)
                put(buf, len, &pos, " offset0:%u", off & 0xff);
            if (off >> 8)
                put(buf, len, &pos, " offset1:%u", off >> 8);
        } else if (off) {
            put(buf, len, &pos, " offset:%u", off);
        }
        if (in->gds)
            put(buf, len, &pos, " gds");
        break;
    }
    case ISA_FMT_FLAT:
        if (in->dst != ISA_OPND_NONE)
            OPND(in->dst, i->dst_dwords);
        OPND(in->src[0], 2);
        if (i->src_dwords[1])
            OPND(in->src[1], i->src_dwords[1]);
        if (in->glc)
            put(buf, len, &pos, " glc");
        if (in->slc)
            put(buf, len, &pos, " slc");
        break;
    default:
        break;
    }
#undef OPND
    return (int)pos;
}
