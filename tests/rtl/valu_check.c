/* tests/rtl/valu_check.c -- the VALU (the generated pws_valu.v around rtl/pws_valu_lane.v)
 * against the golden model, op by op.
 *
 * For every lane-local vector op of golden/isa_ops.def, random operand sets (biased towards the
 * corner cases: 0, +-1, INT_MIN/INT_MAX, FP specials, denormals, shift amounts >= 32, carries,
 * equal and opposite operands) go through both sides:
 *   - the golden model runs the real instruction (an isa_inst in VOP3 form, and for VOP1/VOP2/
 *     VOPC ops also the e32 form with its implicit VCC) through exec_inst() on a 64-lane wave with
 *     every lane active, each lane holding its own operand set in v0..v5, the carry/select mask in
 *     s[10:11] or VCC, the result in v[8:9] and the mask result in s[12:13] or VCC;
 *   - the Verilator model of a one-lane VALU (valu_shim.h) is evaluated once per lane with the same
 *     values, the modifiers and the denormal mode of the instruction.
 * The VGPR result, the lane's mask bit (carry, compare, div_scale flag) and the writes_d /
 * writes_bit flags must match bit for bit. Each op runs in the 4 denormal modes; in each mode
 * every modifier combination the op accepts (abs/neg per source, omod, clamp: exactly those
 * exec_valu.c accepts) is used by at least one 64-lane call, and at least SETS operand sets run.
 *
 * Usage: valu_check [-n SETS] [-s SEED] [-v LANE_V] [-f full|none] [OP...]
 *   SETS: operand sets per op and denormal mode (default 2048); OP: only these mnemonics.
 *   -f none: the model is an integer-only lane (`pws gen --fp32 none`, docs/valu.md
 *       "Integer-only lanes"): every FP32 op (ISA_CLS_VALU_FP in isa_ops.def) must give no
 *       result at all, like an op the lane does not know, and every other op must still match
 *       the golden model; with -v the lane must then name no FP32 op outside comments.
 *   -v: also check that the VALU's Verilog (the pws_valu.v the model was built from)
 *       declares an OP_* localparam for every lane-local op, each equal to the isa_op value
 *       (the checker drives op_i with isa_op values).
 * Prints "ok - OP: N sets" or "not ok - OP: first mismatch" per op, then "valu_check: N passed,
 * N failed". Exit: 0 all ok, 1 a mismatch, 2 usage error, 3 model or file error. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "event.h"
#include "exec.h"
#include "fp32.h"
#include "isa.h"
#include "isa_util.h"
#include "valu_shim.h"
#include "wave.h"

enum {
    LANES = 64,          /* one operand set per lane */
    NVGPRS = 16,
    V_SRC0 = 0, V_SRC1 = 2, V_SRC2 = 4, V_DST = 8,   /* v[n:n+1] per operand */
    S_MASK = 10, S_SDST = 12,                       /* carry-in / select mask, mask result */
    OPND_VCC = 106,
    DEFAULT_SETS = 2048,
};

#define SIGN32 0x80000000u

/* ---- random operands ----------------------------------------------------------------------- */

/* xorshift64*; *rs is the generator state (nonzero), threaded through every generator */
static uint64_t rnd64(uint64_t *rs)
{
    *rs ^= *rs >> 12;
    *rs ^= *rs << 25;
    *rs ^= *rs >> 27;
    return *rs * 0x2545f4914f6cdd1dull;
}
static uint32_t rnd32(uint64_t *rs) { return (uint32_t)(rnd64(rs) >> 32); }
static unsigned rndn(uint64_t *rs, unsigned n) { return (unsigned)(rnd64(rs) >> 33) % n; }

/* Integer and FP32 corner cases (hex float comments: value). */
static const uint32_t special32[] = {
    0, 1, 2, 3, 0xffffffffu, 0xfffffffeu, 0x80000000u, 0x7fffffffu, 0x80000001u,
    31, 32, 33, 63, 64, 65, 0x3ffu, 0x0000ffffu, 0xffff0000u, 0x55555555u, 0xaaaaaaaau,
    0x00ffffffu, 0x00800000u /* 2^-126 */, 0xff000000u, 0x01000000u, 0x00fffffeu,
    0x7f800000u /* +inf */, 0xff800000u /* -inf */, 0x7fc00000u /* qNaN */, 0xffc00000u,
    0x7f800001u /* sNaN */, 0xff800001u, 0x7fbfffffu, 0x7fffffffu,
    0x00000001u /* min denormal */, 0x007fffffu /* max denormal */, 0x80000001u, 0x807fffffu,
    0x00400000u, 0x80400000u, 0x00800001u, 0x80800000u,
    0x3f800000u /* 1 */, 0xbf800000u /* -1 */, 0x3f000000u /* 0.5 */, 0xbf000000u,
    0x40000000u /* 2 */, 0x3f7fffffu, 0x3f800001u, 0x3fc00000u /* 1.5 */, 0xbfc00000u,
    0x40200000u /* 2.5 */, 0x3ec00000u /* 0.375 */, 0x4b000000u /* 2^23 */, 0x4b7fffffu,
    0x4f000000u /* 2^31 */, 0x4effffffu, 0xcf000000u, 0xcf000001u, 0x4f800000u /* 2^32 */,
    0x7f7fffffu /* max */, 0xff7fffffu, 0x1f800000u /* 2^-64 */, 0x5f800000u /* 2^64 */,
    0x0c800000u, 0x72800000u, 0x33800000u /* 2^-24 */, 0x3c000000u, 0x00000000u, SIGN32,
};

static uint32_t gen_float(uint64_t *rs)
{
    uint32_t sign = rnd32(rs) & SIGN32, e, m;
    unsigned k = rndn(rs, 4);
    if (k < 2)
        e = 127 - 24 + rndn(rs, 49);              /* ordinary magnitudes */
    else if (k == 2)
        e = 1 + rndn(rs, 254);                    /* anything finite */
    else
        e = rndn(rs, 2) ? 1 + rndn(rs, 10) : 244 + rndn(rs, 11);   /* near the ends of the range */
    k = rndn(rs, 4);
    m = k == 0 ? 0 : k == 1 ? rnd32(rs) & rnd32(rs) & rnd32(rs) : rnd32(rs);
    return sign | e << 23 | (m & 0x7fffffu);
}

static uint32_t gen32(uint64_t *rs)
{
    unsigned k = rndn(rs, 16);
    if (k < 6)
        return special32[rndn(rs, sizeof special32 / sizeof special32[0])];
    if (k < 8)
        return rndn(rs, 4) ? rndn(rs, 72) : (uint32_t)-(int32_t)rndn(rs, 40);
    if (k < 12)
        return gen_float(rs);
    if (k == 12)
        return (rnd32(rs) & SIGN32) | (1 + rndn(rs, 0x7fffff));   /* denormal */
    return rnd32(rs);
}

static uint64_t gen64(uint64_t *rs)
{
    static const uint64_t sp[] = { 0, 1, ~0ull, 0x8000000000000000ull, 0x7fffffffffffffffull,
                                   0xffffffff00000000ull, 0x00000000ffffffffull };
    if (rndn(rs, 8) == 0)
        return sp[rndn(rs, sizeof sp / sizeof sp[0])];
    return (uint64_t)gen32(rs) << 32 | gen32(rs);
}

/* ---- one op -------------------------------------------------------------------------------- */

typedef struct op_props {
    isa_op op;
    const isa_op_info *info;
    int vopc, carry, mask_src2, native_e32, literal_only, is_class, is_mac;
    int fp, fp3;            /* FP operands (VALU_FP); an FP op with three FP sources */
    unsigned in_bits;       /* sources that take abs/neg */
    unsigned n_omod, n_clamp;
    unsigned ncombos;
    int writes_d, writes_bit;
} op_props;

static op_props props_of(isa_op op)
{
    op_props p;
    memset(&p, 0, sizeof p);
    p.op = op;
    p.info = isa_info(op);
    const isa_op_info *i = p.info;
    unsigned nsrc = (i->src_dwords[0] != 0) + (i->src_dwords[1] != 0) + (i->src_dwords[2] != 0);
    int fpmods = (i->flags & ISA_F_FP_MODS) != 0;
    p.vopc = i->fmt == ISA_FMT_VOPC;
    p.carry = (i->flags & ISA_F_CARRY_OP) != 0;
    p.mask_src2 = isa_src2_is_mask(op);
    p.native_e32 = i->fmt == ISA_FMT_VOP1 || i->fmt == ISA_FMT_VOP2 || i->fmt == ISA_FMT_VOPC;
    p.literal_only = op == ISA_v_madmk_f32 || op == ISA_v_madak_f32;
    p.is_class = op == ISA_v_cmp_class_f32 || op == ISA_v_cmpx_class_f32;
    p.is_mac = op == ISA_v_mac_f32;
    p.fp = i->cls == ISA_CLS_VALU_FP;
    p.fp3 = p.fp && nsrc == 3;
    /* exec_valu.c: abs/neg on the fetched sources of FP_MODS ops (the class mask refuses
     * them); omod/clamp on FP results of FP_MODS ops; clamp on the carry family. v_mac_f32's
     * accumulator is not a fetched source: abs/neg bit 2 is accepted and ignored, so it is
     * set here too, and the lane must ignore it as well. */
    if (fpmods)
        p.in_bits = p.is_class ? 1u : (1u << (p.is_mac ? 3 : nsrc)) - 1;
    int fp_result = fpmods && !p.vopc && op != ISA_v_cvt_i32_f32 && op != ISA_v_cvt_u32_f32;
    p.n_omod = fp_result ? 4 : 1;
    p.n_clamp = fp_result || p.carry ? 2 : 1;
    unsigned nin = (unsigned)__builtin_popcount(p.in_bits);
    p.ncombos = (1u << nin) * (1u << nin) * p.n_omod * p.n_clamp;
    p.writes_d = !p.vopc;
    p.writes_bit = p.vopc || p.carry || i->fmt == ISA_FMT_VOP3B;
    return p;
}

/* Per-lane operand values of one call. */
typedef struct call {
    uint32_t v[NVGPRS][LANES];   /* initial VGPRs */
    uint64_t mask;               /* carry-in / select mask (s[10:11] or VCC) */
    uint64_t vcc;                /* VCC before the instruction */
    uint32_t literal;
    uint32_t regs[NVGPRS * LANES];   /* the wave's VGPR file: v[r] lane l at r * LANES + l */
} call;

static void gen_call(uint64_t *rs, const op_props *p, call *c)
{
    for (unsigned l = 0; l < LANES; l++) {
        uint32_t s0 = gen32(rs), s1 = gen32(rs), s2 = gen32(rs);
        switch (rndn(rs, 12)) {
        case 0: s1 = s0; break;
        case 1: s1 = s0 ^ SIGN32; break;
        case 2: s2 = s0; break;
        case 3: s2 = s1; break;
        case 4: s1 = s0 + rndn(rs, 5) - 2; break;   /* neighbours: near-cancellation, near ties */
        case 5:   /* fma/mad: an addend that cancels the product */
            if (p->fp3)
                s2 = fp32_mul(s0, s1, 3) ^ SIGN32;
            break;
        default: break;
        }
        if (p->is_class && rndn(rs, 2))
            s1 = rnd32(rs) & 0x3ffu;   /* the class mask: 10 bits */
        uint64_t s1_64 = p->info->src_dwords[1] == 2 ? gen64(rs) : (uint64_t)gen32(rs) << 32 | s1;
        uint32_t s0_hi = gen32(rs);
        /* 64-bit compares: equal pairs, equal high dwords, neighbours across a dword */
        if (p->info->src_dwords[0] == 2 && p->info->src_dwords[1] == 2) {
            uint64_t s0_64 = (uint64_t)s0_hi << 32 | s0;
            switch (rndn(rs, 4)) {
            case 0: s1_64 = s0_64; break;
            case 1: s1_64 = (uint64_t)s0_hi << 32 | (uint32_t)s1_64; break;
            case 2: s1_64 = s0_64 + rndn(rs, 5) - 2; break;
            default: break;
            }
        }
        c->v[V_SRC0][l] = s0;
        c->v[V_SRC0 + 1][l] = s0_hi;
        c->v[V_SRC1][l] = (uint32_t)s1_64;
        c->v[V_SRC1 + 1][l] = (uint32_t)(s1_64 >> 32);
        c->v[V_SRC2][l] = s2;
        c->v[V_SRC2 + 1][l] = gen32(rs);
        for (unsigned r = 6; r < NVGPRS; r++)
            c->v[r][l] = gen32(rs);   /* v8 is v_mac_f32's accumulator */
    }
    c->mask = rnd64(rs);
    c->vcc = rnd64(rs);
    c->literal = gen32(rs);
}

typedef struct mods {
    unsigned abs, neg, omod, clamp;
} mods;

static mods combo(const op_props *p, unsigned k)
{
    mods m;
    unsigned nin = (unsigned)__builtin_popcount(p->in_bits), side = 1u << nin;
    m.abs = k % side;
    k /= side;
    m.neg = k % side;
    k /= side;
    m.omod = k % p->n_omod;
    k /= p->n_omod;
    m.clamp = k % p->n_clamp;
    return m;
}

static isa_inst build_inst(const op_props *p, const mods *m, int e32, uint32_t literal)
{
    isa_inst in;
    memset(&in, 0, sizeof in);
    in.op = p->op;
    in.vop3 = (uint8_t)(p->native_e32 && !e32);
    in.nwords = p->literal_only ? 2 : e32 ? 1 : 2;
    in.dst = (uint16_t)(ISA_SRC_VGPR0 + V_DST);
    in.sdst = ISA_OPND_NONE;
    static const unsigned vsrc[3] = { V_SRC0, V_SRC1, V_SRC2 };
    for (unsigned i = 0; i < 3; i++)
        in.src[i] = p->info->src_dwords[i] ? (uint16_t)(ISA_SRC_VGPR0 + vsrc[i]) : ISA_OPND_NONE;
    if (p->mask_src2)
        in.src[2] = e32 ? OPND_VCC : S_MASK;
    if (p->literal_only) {
        in.src[2] = ISA_SRC_LITERAL;
        in.literal = literal;
    }
    if (p->vopc)
        in.dst = in.sdst = e32 ? OPND_VCC : S_SDST;
    else if (p->carry)
        in.sdst = e32 ? OPND_VCC : S_SDST;
    else if (p->info->fmt == ISA_FMT_VOP3B)   /* v_div_scale_f32, v_mad_*64 */
        in.sdst = S_SDST;
    in.abs = (uint8_t)m->abs;
    in.neg = (uint8_t)m->neg;
    in.omod = (uint8_t)m->omod;
    in.clamp = (uint8_t)m->clamp;
    return in;
}

typedef struct result {
    unsigned sets, bad;
    char first[512];
} result;

static void run_call(void *model, const op_props *p, unsigned denorm, const mods *m, int e32,
                     call *c, result *res)
{
    uint32_t *vgpr = c->regs;
    wave w;
    memset(&w, 0, sizeof w);
    w.lanes = LANES;
    w.lane_mask = ~0ull;
    w.exec = w.split_mask = ~0ull;
    w.mode = denorm << 4;
    w.parent = -1;
    w.status = WAVE_READY;
    w.vgpr = vgpr;
    w.nvgprs = NVGPRS;
    w.vcc = p->mask_src2 && e32 ? c->mask : c->vcc;
    w.sgpr[S_MASK] = (uint32_t)c->mask;
    w.sgpr[S_MASK + 1] = (uint32_t)(c->mask >> 32);
    w.sgpr[S_SDST] = 0xdeadbeefu;
    w.sgpr[S_SDST + 1] = 0xdeadbeefu;
    for (unsigned r = 0; r < NVGPRS; r++)
        memcpy(&vgpr[r * LANES], c->v[r], sizeof c->v[r]);

    isa_inst in = build_inst(p, m, e32, c->literal);
    golden_event ev;
    memset(&ev, 0, sizeof ev);
    int rc = exec_inst(&w, &in, &ev);
    if (rc) {
        if (!res->bad++)
            snprintf(res->first, sizeof res->first, "golden model refused the instruction "
                     "(%s, %s): %s", e32 ? "e32" : "e64", isa_info(p->op)->name, diag_last());
        return;
    }
    uint64_t gmask = in.sdst == OPND_VCC ? w.vcc
                                         : (uint64_t)w.sgpr[S_SDST + 1] << 32 | w.sgpr[S_SDST];
    /* the lane's carry_i: the mask operand, else VCC as it was (v_div_fmas_f32 reads it) */
    uint64_t carry_mask = p->mask_src2 ? c->mask : c->vcc;
    for (unsigned l = 0; l < LANES; l++) {
        valu_lane_in li;
        valu_lane_out lo;
        li.op = (unsigned)p->op;
        li.src[0] = (uint64_t)c->v[V_SRC0 + 1][l] << 32 | c->v[V_SRC0][l];
        li.src[1] = (uint64_t)c->v[V_SRC1 + 1][l] << 32 | c->v[V_SRC1][l];
        li.src[2] = (uint64_t)c->v[V_SRC2 + 1][l] << 32 | c->v[V_SRC2][l];
        if (p->is_mac)
            li.src[2] = c->v[V_DST][l];          /* the accumulator is the old destination */
        if (p->literal_only)
            li.src[2] = c->literal;              /* K */
        li.neg = m->neg;
        li.abs = m->abs;
        li.clamp = m->clamp;
        li.omod = m->omod;
        li.carry = (unsigned)(carry_mask >> l & 1);
        li.denorm = denorm;
        li.lane = l;
        valu_model_eval(model, &li, &lo);

        uint64_t exp_d = vgpr[V_DST * LANES + l];
        if (p->info->dst_dwords == 2)
            exp_d |= (uint64_t)vgpr[(V_DST + 1) * LANES + l] << 32;
        unsigned exp_bit = (unsigned)(gmask >> l & 1);
        res->sets++;
        int ok = lo.writes_d == (unsigned)p->writes_d && lo.writes_bit == (unsigned)p->writes_bit &&
                 (!p->writes_d || lo.d == exp_d) && (!p->writes_bit || lo.bit == exp_bit);
        if (ok)
            continue;
        if (!res->bad++)
            snprintf(res->first, sizeof res->first,
                     "%s denorm %u abs %u neg %u omod %u clamp %u lane %u src0 0x%016llx src1 "
                     "0x%016llx src2 0x%016llx carry %u: expected d 0x%016llx bit %u writes %d/%d,"
                     " got d 0x%016llx bit %u writes %u/%u", e32 ? "e32" : "e64", denorm,
                     m->abs, m->neg, m->omod, m->clamp, l, (unsigned long long)li.src[0],
                     (unsigned long long)li.src[1], (unsigned long long)li.src[2], li.carry,
                     (unsigned long long)(p->writes_d ? exp_d : 0), p->writes_bit ? exp_bit : 0,
                     p->writes_d, p->writes_bit, (unsigned long long)lo.d, lo.bit, lo.writes_d,
                     lo.writes_bit);
    }
}

static int check_op(uint64_t *rs, void *model, isa_op op, unsigned sets)
{
    op_props p = props_of(op);
    result res;
    memset(&res, 0, sizeof res);
    unsigned ncalls = (sets + LANES - 1) / LANES;
    if (ncalls < p.ncombos)
        ncalls = p.ncombos;
    call *c = malloc(sizeof *c);
    if (!c) {
        printf("not ok - %s: out of memory\n", p.info->name);
        return 1;
    }
    for (unsigned denorm = 0; denorm < 4; denorm++)
        for (unsigned k = 0; k < ncalls; k++) {
            mods m = combo(&p, k % p.ncombos);
            int plain = !m.abs && !m.neg && !m.omod && !m.clamp;
            int e32 = p.literal_only || (p.native_e32 && plain && rndn(rs, 2));
            gen_call(rs, &p, c);
            run_call(model, &p, denorm, &m, e32, c, &res);
        }
    free(c);
    if (res.bad) {
        printf("not ok - %s: %u of %u sets differ; first: %s\n", p.info->name, res.bad, res.sets,
               res.first);
        return 1;
    }
    printf("ok - %s: %u sets, %u modifier combinations x 4 denorm modes\n", p.info->name,
           res.sets, p.ncombos);
    return 0;
}

/* Ops the lane does not compute (the VALU wrapper does, or, fp_absent, an integer-only lane has
 * no unit for): it must claim no result. */
static int check_not_lane(uint64_t *rs, void *model, isa_op op, int fp_absent)
{
    for (unsigned k = 0; k < 256; k++) {
        valu_lane_in li;
        valu_lane_out lo;
        memset(&li, 0, sizeof li);
        li.op = (unsigned)op;
        li.src[0] = gen64(rs);
        li.src[1] = gen64(rs);
        li.src[2] = gen64(rs);
        li.carry = k & 1;
        li.lane = k % LANES;
        /* the FP inputs too: an integer-only lane must ignore modifiers and the denormal mode */
        li.neg = k >> 1 & 7;
        li.abs = k >> 4 & 7;
        li.omod = k >> 2 & 3;
        li.clamp = k >> 7 & 1;
        li.denorm = k >> 3 & 3;
        valu_model_eval(model, &li, &lo);
        if (lo.writes_d || lo.writes_bit || lo.d || lo.bit) {
            printf("not ok - %s: %s, but the lane claims a result "
                   "(d 0x%016llx bit %u writes %u/%u)\n", isa_info(op)->name,
                   fp_absent ? "unsupported (--fp32 none)" : "handled by the VALU wrapper",
                   (unsigned long long)lo.d, lo.bit, lo.writes_d, lo.writes_bit);
            return 1;
        }
    }
    if (fp_absent)
        printf("ok - %s: unsupported (--fp32 none), the lane writes nothing\n",
               isa_info(op)->name);
    else
        printf("ok - %s: not lane-local (VALU wrapper), the lane writes nothing\n",
               isa_info(op)->name);
    return 0;
}

static int is_lane_op(isa_op op);
static int is_wrapper_op(isa_op op);

/* The generated lane declares the op ids it names (rtl_gen/emit_isa.c); each must be the isa_op
 * value, since the checker drives op_i with it, and every op the lane computes must be named.
 * no_fp: an integer-only lane, which must name no FP32 op (it has no arm for one). */
static int check_numbering(const char *path, int no_fp)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        printf("not ok - pws_valu.v op numbering: cannot open %s\n", path);
        return 1;
    }
    char line[512];
    unsigned seen = 0, bad = 0;
    unsigned char named[ISA_NUM_OPS] = { 0 };
    while (fgets(line, sizeof line, f)) {
        char name[128];
        unsigned w, v;
        if (sscanf(line, " localparam [OpWidth-1:0] OP_%127[A-Z0-9_] = %u'd%u", name, &w, &v) != 3)
            continue;
        char mnem[128];
        for (size_t q = 0; q < sizeof mnem; q++)
            if (!(mnem[q] = (char)tolower((unsigned char)name[q])))
                break;
        isa_op op = strcmp(mnem, "invalid") == 0 ? ISA_INVALID : isa_lookup(mnem);
        seen++;
        if (op == ISA_INVALID && strcmp(mnem, "invalid") != 0) {
            if (!bad++)
                printf("not ok - pws_valu.v op numbering: OP_%s is no isa_op\n", name);
        } else if ((unsigned)op != v) {   /* OP_INVALID: ISA_INVALID = ISA_NUM_OPS */
            if (!bad++)
                printf("not ok - pws_valu.v op numbering: OP_%s = %u, isa_op %u\n", name, v,
                       (unsigned)op);
        } else if (op != ISA_INVALID && no_fp && isa_info(op)->cls == ISA_CLS_VALU_FP) {
            if (!bad++)
                printf("not ok - pws_valu.v op numbering: OP_%s in an --fp32 none lane\n",
                       name);
        } else if (op != ISA_INVALID) {
            named[op] = 1;
        }
    }
    fclose(f);
    for (int o = 0; o < ISA_NUM_OPS && !bad; o++)
        if (is_lane_op((isa_op)o) && !is_wrapper_op((isa_op)o) && !named[o] &&
            !(no_fp && isa_info((isa_op)o)->cls == ISA_CLS_VALU_FP)) {
            printf("not ok - pws_valu.v op numbering: no OP_* for lane op %s\n",
                   isa_info((isa_op)o)->name);
            bad = 1;
        }
    if (!bad)
        printf("ok - pws_valu.v op numbering: %u OP_* = isa_op, every lane op named%s\n",
               seen, no_fp ? ", no FP32 op" : "");
    return bad != 0;
}

static int is_lane_op(isa_op op)
{
    isa_fmt f = isa_info(op)->fmt;
    return f == ISA_FMT_VOP1 || f == ISA_FMT_VOP2 || f == ISA_FMT_VOPC || f == ISA_FMT_VOP3A ||
           f == ISA_FMT_VOP3B;
}

static int is_wrapper_op(isa_op op)
{
    return op == ISA_v_nop || op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32 ||
           op == ISA_v_writelane_b32;
}

int main(int argc, char **argv)
{
    unsigned sets = DEFAULT_SETS;
    unsigned long long seed = 0x5eed0001ull;
    const char *vh = NULL;
    int no_fp = 0;   /* -f none */
    int a = 1;
    for (; a < argc && argv[a][0] == '-'; a += 2) {
        if (a + 1 >= argc) {
            fprintf(stderr, "valu_check: error: %s needs a value\n", argv[a]);
            return 2;
        }
        char *end;
        if (strcmp(argv[a], "-n") == 0) {
            sets = (unsigned)strtoul(argv[a + 1], &end, 0);
        } else if (strcmp(argv[a], "-s") == 0) {
            seed = strtoull(argv[a + 1], &end, 0);
        } else if (strcmp(argv[a], "-v") == 0) {
            vh = argv[a + 1];
            end = argv[a + 1] + strlen(argv[a + 1]);
        } else if (strcmp(argv[a], "-f") == 0) {
            no_fp = strcmp(argv[a + 1], "none") == 0;
            end = no_fp || strcmp(argv[a + 1], "full") == 0 ? argv[a + 1] + strlen(argv[a + 1])
                                                            : argv[a + 1];
        } else {
            fprintf(stderr, "valu_check: error: unknown option %s\n", argv[a]);
            return 2;
        }
        if (*end || end == argv[a + 1]) {
            fprintf(stderr, "valu_check: error: bad value '%s' for %s\n", argv[a + 1], argv[a]);
            return 2;
        }
    }
    for (int k = a; k < argc; k++)
        if (isa_lookup(argv[k]) == ISA_INVALID || !is_lane_op(isa_lookup(argv[k]))) {
            fprintf(stderr, "valu_check: error: '%s' is not a vector ALU op\n", argv[k]);
            return 2;
        }
    uint64_t rng = seed ? seed : 1;
    diag_set_quiet(1);
    void *model = valu_model_new();
    if (!model) {
        fprintf(stderr, "valu_check: error: cannot create the model\n");
        return 3;
    }
    unsigned pass = 0, fail = 0;
    if (vh)
        check_numbering(vh, no_fp) ? fail++ : pass++;
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        isa_op op = (isa_op)o;
        if (!is_lane_op(op))
            continue;
        if (a < argc) {
            int want = 0;
            for (int k = a; k < argc; k++)
                want |= isa_lookup(argv[k]) == op;
            if (!want)
                continue;
        }
        int fp_absent = no_fp && isa_info(op)->cls == ISA_CLS_VALU_FP;
        int bad = is_wrapper_op(op) || fp_absent ? check_not_lane(&rng, model, op, fp_absent)
                                                 : check_op(&rng, model, op, sets);
        bad ? fail++ : pass++;
        fflush(stdout);
    }
    valu_model_free(model);
    printf("valu_check: %u passed, %u failed\n", pass, fail);
    return fail ? 1 : 0;
}
