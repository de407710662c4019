/* golden/exec_valu.c -- VOP1, VOP2, VOPC and VOP3: the vector ALU.
 *
 * Every op is computed for all lanes of the wave into a temporary (branch-free loops the compiler
 * can vectorise; the ops have no side effects), then only the lanes in wave_active() -- EXEC and
 * the split mask -- are written back and recorded. Sources are fetched as per-lane arrays: a VGPR
 * is used in place, a scalar operand is broadcast into a buffer, and FP input modifiers are
 * applied to a copy. Computing before writing also makes a destination that overlaps a source
 * read the old value, as the hardware does. Spec: docs/exec.md "Vector ALU". */
#include <stdint.h>

#include "alu.h"
#include "exec_int.h"
#include "fdiv.h"
#include "fp32.h"
#include "fp32_fast.h"
#include "isa_util.h"
#include "pws_err.h"

#define MAXL EV_MAX_LANES

typedef struct vsrcs {
    const uint32_t *p[3][2];      /* per-lane arrays: source i, dword k */
    uint32_t buf[3][2][MAXL];     /* broadcast scalars and modified copies */
} vsrcs;

/* Fetches source i (dwords 1 or 2) into s->p[i]. */
static int fetch(wave *w, const isa_inst *in, vsrcs *s, unsigned i, unsigned dwords)
{
    unsigned n = w->lanes;
    uint16_t code = in->src[i];
    if (isa_src_is_vgpr(code)) {
        int r = exec_vgpr_index(w, in, code, dwords);
        if (r < 0)
            return r;
        for (unsigned k = 0; k < dwords; k++)
            s->p[i][k] = &w->vgpr[((unsigned)r + k) * n];
        return 0;
    }
    uint64_t v;
    uint32_t v32;
    int rc = dwords == 2 ? exec_sread64(w, in, code, &v) : exec_sread32(w, in, code, &v32);
    if (rc)
        return rc;
    if (dwords != 2)
        v = v32;
    for (unsigned k = 0; k < dwords; k++) {
        uint32_t x = (uint32_t)(v >> (32 * k));
        for (unsigned l = 0; l < MAXL; l++)   /* constant count: a few vector stores */
            s->buf[i][k][l] = x;
        s->p[i][k] = s->buf[i][k];
    }
    return 0;
}

/* abs then neg on the sign bit of source i (VOP3 input modifiers of FP operands: -|x|). */
static void modify(const wave *w, vsrcs *s, unsigned i, int abs, int neg)
{
    uint32_t clear = abs ? 0x7fffffffu : 0xffffffffu, flip = neg ? 0x80000000u : 0;
    const uint32_t *src = s->p[i][0];
    uint32_t *dst = s->buf[i][0];
    for (unsigned l = 0; l < w->lanes; l++)
        dst[l] = (src[l] & clear) ^ flip;
    s->p[i][0] = dst;
}

/* Writes d (and d1 for a 64-bit result) to the active lanes of the destination VGPR(s). */
static int vwrite(wave *w, const isa_inst *in, golden_event *ev, uint64_t act,
                  const uint32_t *d0, const uint32_t *d1)
{
    const uint32_t *d[2] = { d0, d1 };
    return exec_vwrite(w, in, ev, act, d, d1 ? 2 : 1);
}

/* A source an op does not have reads as zeros, so that the lane loops have no branches. */
static const uint32_t zeros[MAXL];

/* Wave64 gets its own copy of every lane loop: with a constant trip count the compiler
 * vectorises the loop even at -O2, which is most of the executor's speed. */
#define LANES_N(cnt, expr)                                                                  \
    for (unsigned l = 0; l < (cnt); l++) {                                                  \
        uint32_t a = A[l], b = B[l], c = C[l];                                              \
        (void)a; (void)b; (void)c;                                                          \
        d[l] = (expr);                                                                      \
    }
#define LANES(expr)                                                                         \
    do {                                                                                    \
        if (n == MAXL)                                                                      \
            LANES_N(MAXL, expr)                                                             \
        else                                                                                \
            LANES_N(n, expr)                                                                \
    } while (0)

/* Packs per-lane flags (each 0 or 1) into a lane mask, 8 lanes per multiply: the magic constant
 * moves byte i's bit to bit 56 + i without carries (checked for all 256 byte patterns). */
static uint64_t pack_lanes(const uint8_t *f, unsigned n)
{
    uint64_t m = 0;
    unsigned l = 0;
    for (; l + 8 <= n; l += 8) {
        uint64_t v = 0;
        for (unsigned i = 0; i < 8; i++)
            v |= (uint64_t)f[l + i] << (8 * i);
        m |= ((v * 0x0102040810204080ull) >> 56) << l;
    }
    for (; l < n; l++)   /* waves of 4 lanes */
        m |= (uint64_t)f[l] << l;
    return m;
}

/* Whole-wavefront FP shortcuts (fp32_fast.h) with the same wave64 specialisation as LANES. */
#define FAST_N(call)                                                                        \
    do {                                                                                    \
        if (n == MAXL) {                                                                    \
            const unsigned k = MAXL;                                                        \
            call;                                                                           \
        } else {                                                                            \
            const unsigned k = n;                                                           \
            call;                                                                           \
        }                                                                                   \
    } while (0)

static inline uint32_t smin(uint32_t a, uint32_t b) { return (int32_t)a < (int32_t)b ? a : b; }
static inline uint32_t smax(uint32_t a, uint32_t b) { return (int32_t)a > (int32_t)b ? a : b; }
static inline uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }
static inline uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* Ops that produce one dword per lane from up to three per-lane sources (A, B, C); fp says
 * whether the result is a float (so VOP3 clamp/omod apply). Returns 0, 1 if op is not one of
 * them. */
static int lane_op(isa_op op, unsigned n, unsigned dn, const uint32_t *A, const uint32_t *B,
                   const uint32_t *C, uint64_t vcc, uint32_t *d, int *fp)
{
    *fp = 1;
    switch (op) {
    case ISA_v_add_f32: FAST_N(fp32_fast_add_n(d, A, B, C, k, dn)); return 0;
    case ISA_v_sub_f32: FAST_N(fp32_fast_sub_n(d, A, B, C, k, dn)); return 0;
    case ISA_v_subrev_f32: FAST_N(fp32_fast_sub_n(d, B, A, C, k, dn)); return 0;
    case ISA_v_mul_f32: FAST_N(fp32_fast_mul_n(d, A, B, C, k, dn)); return 0;
    case ISA_v_min_f32: LANES(fp32_min(a, b, dn)); return 0;
    case ISA_v_max_f32: LANES(fp32_max(a, b, dn)); return 0;
    case ISA_v_mac_f32: FAST_N(fp32_fast_mad_n(d, A, B, C, k)); return 0;      /* C = the old destination */
    case ISA_v_madmk_f32: FAST_N(fp32_fast_mad_n(d, A, C, B, k)); return 0;    /* src0 * K + src1 */
    case ISA_v_madak_f32: FAST_N(fp32_fast_mad_n(d, A, B, C, k)); return 0;    /* src0 * src1 + K */
    case ISA_v_mad_f32: FAST_N(fp32_fast_mad_n(d, A, B, C, k)); return 0;
    case ISA_v_fma_f32: LANES(fp32_fma(a, b, c, dn)); return 0;
    case ISA_v_min3_f32: LANES(fp32_min(fp32_min(a, b, dn), c, dn)); return 0;
    case ISA_v_max3_f32: LANES(fp32_max(fp32_max(a, b, dn), c, dn)); return 0;
    case ISA_v_med3_f32: LANES(fp32_med3(a, b, c, dn)); return 0;
    case ISA_v_cvt_f32_i32: LANES(fp32_from_i32((int32_t)a)); return 0;
    case ISA_v_cvt_f32_u32: LANES(fp32_from_u32(a)); return 0;
    case ISA_v_fract_f32: LANES(fp32_fract(a, dn)); return 0;
    case ISA_v_trunc_f32: LANES(fp32_trunc(a, dn)); return 0;
    case ISA_v_ceil_f32: LANES(fp32_ceil(a, dn)); return 0;
    case ISA_v_rndne_f32: LANES(fp32_rndne(a, dn)); return 0;
    case ISA_v_floor_f32: LANES(fp32_floor(a, dn)); return 0;
    case ISA_v_rcp_f32:
    case ISA_v_rcp_iflag_f32: LANES(fdiv_rcp(a, dn)); return 0;
    case ISA_v_div_fixup_f32: LANES(fdiv_fixup(a, b, c, dn)); return 0;
    case ISA_v_div_fmas_f32: LANES(fdiv_fmas(a, b, c, (int)(vcc >> l & 1), dn)); return 0;
    default: break;
    }
    *fp = 0;
    switch (op) {
    case ISA_v_cvt_i32_f32: LANES((uint32_t)fp32_to_i32(a, dn)); return 0;
    case ISA_v_cvt_u32_f32: LANES(fp32_to_u32(a, dn)); return 0;
    case ISA_v_mov_b32: LANES(a); return 0;
    case ISA_v_not_b32: LANES(~a); return 0;
    case ISA_v_bfrev_b32: LANES(alu_brev32(a)); return 0;
    case ISA_v_ffbh_u32: LANES(alu_flbit_u32(a)); return 0;
    case ISA_v_ffbl_b32: LANES(alu_ff1_32(a)); return 0;
    case ISA_v_ffbh_i32: LANES(alu_flbit_i32(a)); return 0;
    case ISA_v_mul_i32_i24: LANES(alu_mul_i24_lo(a, b)); return 0;
    case ISA_v_mul_hi_i32_i24: LANES(alu_mul_i24_hi(a, b)); return 0;
    case ISA_v_mul_u32_u24: LANES(alu_mul_u24_lo(a, b)); return 0;
    case ISA_v_mul_hi_u32_u24: LANES(alu_mul_u24_hi(a, b)); return 0;
    case ISA_v_min_i32: LANES(smin(a, b)); return 0;
    case ISA_v_max_i32: LANES(smax(a, b)); return 0;
    case ISA_v_min_u32: LANES(umin(a, b)); return 0;
    case ISA_v_max_u32: LANES(umax(a, b)); return 0;
    case ISA_v_lshrrev_b32: LANES(b >> (a & 31)); return 0;
    case ISA_v_ashrrev_i32: LANES(alu_bfe_i32(b, a & 31, 32)); return 0;
    case ISA_v_lshlrev_b32: LANES(b << (a & 31)); return 0;
    case ISA_v_and_b32: LANES(a & b); return 0;
    case ISA_v_or_b32: LANES(a | b); return 0;
    case ISA_v_xor_b32: LANES(a ^ b); return 0;
    case ISA_v_mad_i32_i24: LANES(alu_mul_i24_lo(a, b) + c); return 0;
    case ISA_v_mad_u32_u24: LANES(alu_mul_u24_lo(a, b) + c); return 0;
    case ISA_v_bfe_u32: LANES(alu_bfe_u32(a, b & 31, c & 31)); return 0;
    case ISA_v_bfe_i32: LANES(alu_bfe_i32(a, b & 31, c & 31)); return 0;
    case ISA_v_bfi_b32: LANES((a & b) | (~a & c)); return 0;
    case ISA_v_alignbit_b32: LANES((uint32_t)(((uint64_t)a << 32 | b) >> (c & 31))); return 0;
    case ISA_v_min3_i32: LANES(smin(smin(a, b), c)); return 0;
    case ISA_v_max3_i32: LANES(smax(smax(a, b), c)); return 0;
    case ISA_v_min3_u32: LANES(umin(umin(a, b), c)); return 0;
    case ISA_v_max3_u32: LANES(umax(umax(a, b), c)); return 0;
    case ISA_v_med3_i32: LANES(alu_med3_i32(a, b, c)); return 0;
    case ISA_v_med3_u32: LANES(alu_med3_u32(a, b, c)); return 0;
    case ISA_v_mul_lo_u32:
    case ISA_v_mul_lo_i32: LANES(a * b); return 0;
    case ISA_v_mul_hi_u32: LANES(alu_mul_hi_u32(a, b)); return 0;
    case ISA_v_mul_hi_i32: LANES(alu_mul_hi_i32(a, b)); return 0;
    case ISA_v_bcnt_u32_b32: LANES(alu_popcount32(a) + b); return 0;
    case ISA_v_mbcnt_lo_u32_b32:   /* count of set bits of src0 below this lane, low half */
        LANES(alu_popcount32(a & (uint32_t)(l ? ~0ull >> (64 - l) : 0)) + b);
        return 0;
    case ISA_v_mbcnt_hi_u32_b32:
        LANES(alu_popcount32(a & (uint32_t)((l ? ~0ull >> (64 - l) : 0) >> 32)) + b);
        return 0;
    default:
        return 1;
    }
}

/* 16-bit integer ops (ISA_F_B16): the low halves of the sources, shift counts S0[3:0], the
 * result in the low half and zeros above, as gfx8 writes it; clamp saturates (unsigned, signed
 * for v_mad_i16). Their constants are inline integers or a 16-bit literal: the decoder refuses
 * the float codes, which would be binary16 values here. Returns 0, 1 if op is not one of them. */
#define B16(expr)                                                                           \
    for (unsigned l = 0; l < n; l++) {                                                      \
        int64_t a = (uint16_t)A[l], b = (uint16_t)B[l], c = (uint16_t)C[l];                 \
        int64_t sa = (int16_t)a, sb = (int16_t)b, sc = (int16_t)c;                          \
        (void)sa, (void)sb, (void)sc, (void)c;                                              \
        int64_t t = (expr);                                                                 \
        if (clamp)                                                                          \
            t = t < lo ? lo : t > hi ? hi : t;                                              \
        d[l] = (uint16_t)t;                                                                 \
    }

static int b16_op(isa_op op, unsigned n, const uint32_t *A, const uint32_t *B, const uint32_t *C,
                  int clamp, uint32_t *d)
{
    int64_t lo = 0, hi = 0xffff;
    switch (op) {
    case ISA_v_add_u16: B16(a + b); return 0;
    case ISA_v_sub_u16: B16(a - b); return 0;
    case ISA_v_subrev_u16: B16(b - a); return 0;
    case ISA_v_mul_lo_u16: B16(a * b); return 0;
    case ISA_v_lshlrev_b16: B16(b << (a & 15)); return 0;
    case ISA_v_lshrrev_b16: B16(b >> (a & 15)); return 0;
    case ISA_v_ashrrev_i16: B16(sb >> (a & 15)); return 0;
    case ISA_v_max_u16: B16(a > b ? a : b); return 0;
    case ISA_v_max_i16: B16(sa > sb ? sa : sb); return 0;
    case ISA_v_min_u16: B16(a < b ? a : b); return 0;
    case ISA_v_min_i16: B16(sa < sb ? sa : sb); return 0;
    case ISA_v_mad_u16: B16(a * b + c); return 0;
    case ISA_v_mad_i16:
        lo = -32768;
        hi = 32767;
        B16(sa * sb + sc);
        return 0;
    default: return 1;
    }
}

/* v_add_u32 family: result and carry/borrow per lane; cin is the carry-in mask (0 if none).
 * With clamp (VOP3b), the result saturates: all ones on carry, 0 on borrow. An add's carry is
 * bit 32 of the 33-bit sum; a subtraction borrows when the 64-bit difference wraps below 0. */
#define CARRY_N(cnt, expr, is_sub)                                                          \
    for (unsigned l = 0; l < (cnt); l++) {                                                  \
        uint64_t a = A[l], b = B[l], ci = cin >> l & 1, t = (expr);                         \
        (void)ci;                                                                           \
        cy[l] = (uint8_t)(is_sub ? t >> 63 : t >> 32);                                      \
        d[l] = (uint32_t)t;                                                                 \
    }
#define CARRY(expr, is_sub)                                                                 \
    do {                                                                                    \
        if (n == MAXL)                                                                      \
            CARRY_N(MAXL, expr, is_sub)                                                     \
        else                                                                                \
            CARRY_N(n, expr, is_sub)                                                        \
        sat = is_sub ? 0 : 0xffffffffu;                                                     \
    } while (0)

static int carry_op(isa_op op, unsigned n, const uint32_t *A, const uint32_t *B, uint64_t cin,
                    int clamp, uint32_t *d, uint64_t *cout)
{
    uint8_t cy[MAXL];
    uint32_t sat;
    switch (op) {
    case ISA_v_add_u32: CARRY(a + b, 0); break;
    case ISA_v_addc_u32: CARRY(a + b + ci, 0); break;
    case ISA_v_sub_u32: CARRY(a - b, 1); break;
    case ISA_v_subb_u32: CARRY(a - b - ci, 1); break;
    case ISA_v_subrev_u32: CARRY(b - a, 1); break;
    case ISA_v_subbrev_u32: CARRY(b - a - ci, 1); break;
    default: return 1;
    }
    if (clamp)
        for (unsigned l = 0; l < n; l++)
            if (cy[l])   /* saturate: all ones on a carry, 0 on a borrow */
                d[l] = sat;
    *cout = pack_lanes(cy, n);
    return 0;
}

static const char *op_name(const isa_inst *in) { return isa_info(in->op)->name; }

/* VOPC: the compare mask of the active lanes (0 elsewhere) into VCC or the e64 destination, and
 * into EXEC too for v_cmpx. GCN3 numbers the compares so that the low 4 opcode bits are the
 * condition as a set of relations: bit 0 less, bit 1 equal, bit 2 greater, bit 3 unordered
 * (v_cmp_le = 3, v_cmp_ne_i32 = 5, v_cmp_nge_f32 = 9 ...); fp32_compare() and the integer
 * relation below use the same bit values, so "condition true" is (relation & opcode) != 0. */
static int vopc(wave *w, const isa_inst *in, golden_event *ev, const vsrcs *s, unsigned dn,
                uint64_t act)
{
    const isa_op_info *info = isa_info(in->op);
    const uint32_t *A = s->p[0][0], *B = s->p[1][0];
    unsigned n = w->lanes, cond = info->opcode & 15;
    uint8_t f[MAXL];
    if (in->op == ISA_v_cmp_class_f32 || in->op == ISA_v_cmpx_class_f32) {
        for (unsigned l = 0; l < n; l++)
            f[l] = (fp32_class(A[l]) & B[l]) != 0;
    } else if (info->cls == ISA_CLS_VALU_FP) {
        for (unsigned l = 0; l < n; l++)
            f[l] = (fp32_compare(A[l], B[l], dn) & cond) != 0;
    } else {
        /* relation bits: less = 1, equal = 2, greater = 4; opcode bit 3 clear is signed
         * (0xa0-0xa7, 0xb0-0xb7 i16; 0xc0-0xc7, 0xd0-0xd7 i32; 0xe0-0xe7, 0xf0-0xf7 i64),
         * set unsigned. A 64-bit compare reads both dwords, a 16-bit one the low halves. */
        int wide = info->src_dwords[0] == 2, b16 = (info->flags & ISA_F_B16) != 0;
        uint64_t flip = info->opcode & 8 ? 0 : wide ? 1ull << 63 : b16 ? 1u << 15 : 1ull << 31;
        for (unsigned l = 0; l < n; l++) {
            uint64_t a = A[l], b = B[l];
            if (wide) {
                a |= (uint64_t)s->p[0][1][l] << 32;
                b |= (uint64_t)s->p[1][1][l] << 32;
            } else if (b16) {   /* the low halves (0xa0-0xbf) */
                a &= 0xffff;
                b &= 0xffff;
            }
            a ^= flip;
            b ^= flip;
            unsigned rel = (a < b) | (a == b) << 1 | (a > b) << 2;
            f[l] = (rel & cond) != 0;
        }
    }
    uint64_t m = pack_lanes(f, n) & act;
    uint16_t dst = EXEC_OP_VCC_LO;
    if (in->vop3)
        dst = in->sdst != ISA_OPND_NONE ? in->sdst : in->dst;
    int rc = exec_swrite64(w, in, ev, dst, m);
    if (rc == 0 && (info->flags & ISA_F_CMPX))
        exec_set_exec(w, ev, m);
    return rc;
}

/* v_readlane_b32, v_readfirstlane_b32, v_writelane_b32: one lane, EXEC ignored (readfirstlane
 * looks for the first lane of wave_active()). The lane select is src1 & (lanes - 1): the low
 * 6 bits for wave64, as GCN3. v_writelane writes the lane only if it is in the split mask,
 * because the other lanes' VGPRs belong to another SWF of the wavefront. */
static int lane_access(wave *w, const isa_inst *in, golden_event *ev, uint64_t act)
{
    unsigned n = w->lanes;
    uint32_t sel = 0, v;
    int rc;
    if (in->op != ISA_v_readfirstlane_b32 &&
        (rc = exec_sread32(w, in, in->src[1], &sel)))
        return rc;
    if (in->op == ISA_v_writelane_b32) {
        unsigned lane = sel & (n - 1);
        if ((rc = exec_sread32(w, in, in->src[0], &v)))
            return rc;
        int r = exec_vgpr_index(w, in, in->dst, 1);
        if (r < 0)
            return r;
        uint64_t m = (w->split_mask & w->lane_mask) >> lane & 1 ? 1ull << lane : 0;
        ev->has |= EV_VGPR;
        ev->vgpr_base = (uint16_t)r;
        ev->vgpr_count = 1;
        ev->vgpr_mask = m;
        if (m)
            w->vgpr[(unsigned)r * n + lane] = ev->vgpr_val[0][lane] = v;
        return 0;
    }
    unsigned lane = in->op == ISA_v_readlane_b32 ? sel & (n - 1)
                                                  : (act ? (unsigned)__builtin_ctzll(act) : 0);
    if (isa_src_is_vgpr(in->src[0])) {
        int r = exec_vgpr_index(w, in, in->src[0], 1);
        if (r < 0)
            return r;
        v = w->vgpr[(unsigned)r * n + lane];
    } else if ((rc = exec_sread32(w, in, in->src[0], &v))) {
        return rc;
    }
    return exec_swrite(w, in, ev, in->dst, &v, 1);
}

static int shift64(wave *w, const isa_inst *in, golden_event *ev, const vsrcs *s, uint64_t act)
{
    uint32_t d0[MAXL], d1[MAXL];
    for (unsigned l = 0; l < w->lanes; l++) {
        unsigned sh = s->p[0][0][l] & 63;
        uint64_t x = (uint64_t)s->p[1][1][l] << 32 | s->p[1][0][l], r;
        if (in->op == ISA_v_lshlrev_b64)
            r = x << sh;
        else if (in->op == ISA_v_lshrrev_b64)
            r = x >> sh;
        else
            r = alu_bfe_i64(x, sh, 64);   /* v_ashrrev_i64: arithmetic */
        d0[l] = (uint32_t)r;
        d1[l] = (uint32_t)(r >> 32);
    }
    return vwrite(w, in, ev, act, d0, d1);
}

/* v_mad_u64_u32 / v_mad_i64_i32: {vcc_out, D} = S0 * S1 + S2, the 32 x 32-bit product and the
 * 64-bit addend zero- (u64) or sign-extended (i64) to 65 bits; D is the low 64 bits and the
 * lane's bit of sdst bit 64: the carry of the unsigned sum, the sign of the signed one
 * (docs/exec.md "64-bit multiply-add"). */
static int mad64(wave *w, const isa_inst *in, golden_event *ev, const vsrcs *s, uint64_t act)
{
    uint32_t d0[MAXL], d1[MAXL];
    uint64_t out = 0;
    int sgn = in->op == ISA_v_mad_i64_i32;
    for (unsigned l = 0; l < w->lanes; l++) {
        uint32_t a = s->p[0][0][l], b = s->p[1][0][l];
        uint64_t c = (uint64_t)s->p[2][1][l] << 32 | s->p[2][0][l], prod, sum;
        unsigned top;   /* bit 64 of the 65-bit sum */
        if (sgn) {
            prod = (uint64_t)((int64_t)(int32_t)a * (int32_t)b);
            sum = prod + c;
            /* 65-bit signed: bit 64 = sign(prod) + sign(c) + carry of the low 64 bits, mod 2 */
            top = (unsigned)((prod >> 63) ^ (c >> 63) ^ (sum < prod)) & 1u;
        } else {
            prod = (uint64_t)a * b;
            sum = prod + c;
            top = sum < prod;
        }
        d0[l] = (uint32_t)sum;
        d1[l] = (uint32_t)(sum >> 32);
        out |= (uint64_t)top << l;
    }
    int rc = vwrite(w, in, ev, act, d0, d1);
    return rc ? rc : exec_swrite64(w, in, ev, in->sdst, out & act);   /* VOP3b: explicit */
}

int exec_valu(wave *w, const isa_inst *in, golden_event *ev)
{
    const isa_op_info *info = isa_info(in->op);
    uint64_t act = wave_active(w);
    unsigned n = w->lanes, dn = 0;
    int fpmods = (info->flags & ISA_F_FP_MODS) != 0;
    int carry = (info->flags & ISA_F_CARRY_OP) != 0;
    int rc;

    if (in->op == ISA_v_nop)
        return 0;
    if (!fpmods && (in->neg || in->abs || in->omod))
        return exec_error(w, in, PWS_EUNSUPPORTED, "input/output modifiers on %s (not an FP "
                          "operation) are not supported", op_name(in));
    if (in->clamp && !fpmods && !carry && !(isa_vop3_mods(in->op) & ISA_MOD_CLAMP &&
                                             info->flags & ISA_F_B16))
        return exec_error(w, in, PWS_EUNSUPPORTED, "clamp on %s is not supported", op_name(in));
    if (info->cls == ISA_CLS_VALU_FP) {
        int m = exec_fp_mode(w, in);
        if (m < 0)
            return m;
        dn = (unsigned)m;
    }
    if (info->flags & ISA_F_SDST || in->op == ISA_v_writelane_b32)
        return lane_access(w, in, ev, act);

    /* sources: a 64-bit src2 of a VOP2-family op is a lane mask (carry-in, cndmask select);
     * v_mad_*64's is a 64-bit addend */
    vsrcs s;
    uint64_t mask = 0;
    int mask_src2 = isa_src2_is_mask(in->op);
    for (unsigned i = 0; i < 3; i++) {
        s.p[i][0] = s.p[i][1] = zeros;
        if (!info->src_dwords[i] || (i == 2 && mask_src2))
            continue;
        if ((rc = fetch(w, in, &s, i, info->src_dwords[i])))
            return rc;
        if (fpmods && ((in->abs | in->neg) >> i & 1)) {
            int is_class = in->op == ISA_v_cmp_class_f32 || in->op == ISA_v_cmpx_class_f32;
            if (is_class && i > 0)
                return exec_error(w, in, PWS_EUNSUPPORTED, "input modifiers on the class mask "
                                  "of %s are not supported", op_name(in));
            modify(w, &s, i, in->abs >> i & 1, in->neg >> i & 1);
        }
    }
    if (mask_src2) {
        uint16_t code = in->vop3 ? in->src[2] : EXEC_OP_VCC_LO;
        if ((rc = exec_sread64(w, in, code, &mask)))
            return rc;
    }

    if (info->fmt == ISA_FMT_VOPC) {
        if (in->omod || in->clamp)
            return exec_error(w, in, PWS_EUNSUPPORTED, "output modifiers on %s (integer "
                              "result) are not supported", op_name(in));
        return vopc(w, in, ev, &s, dn, act);
    }
    if (in->op == ISA_v_lshlrev_b64 || in->op == ISA_v_lshrrev_b64 ||
        in->op == ISA_v_ashrrev_i64)
        return shift64(w, in, ev, &s, act);
    if (in->op == ISA_v_mad_u64_u32 || in->op == ISA_v_mad_i64_i32)
        return mad64(w, in, ev, &s, act);

    uint32_t d[MAXL];
    if (carry) {
        uint64_t cout;
        if (carry_op(in->op, n, s.p[0][0], s.p[1][0], mask, in->clamp, d, &cout))
            return exec_error(w, in, PWS_EUNSUPPORTED, "no carry semantics for %s",
                              op_name(in));
        if ((rc = vwrite(w, in, ev, act, d, NULL)))
            return rc;
        return exec_swrite64(w, in, ev, in->vop3 ? in->sdst : EXEC_OP_VCC_LO, cout & act);
    }
    if (in->op == ISA_v_cndmask_b32) {
        for (unsigned l = 0; l < n; l++)
            d[l] = mask >> l & 1 ? s.p[1][0][l] : s.p[0][0][l];
        return vwrite(w, in, ev, act, d, NULL);
    }
    const uint32_t *C = s.p[2][0];
    if (in->op == ISA_v_mac_f32) {   /* the destination is the addend */
        int r = exec_vgpr_index(w, in, in->dst, 1);
        if (r < 0)
            return r;
        C = &w->vgpr[(unsigned)r * n];
    }
    if (info->flags & ISA_F_B16) {
        if (b16_op(in->op, n, s.p[0][0], s.p[1][0], C, in->clamp, d))
            return exec_error(w, in, PWS_EUNSUPPORTED, "no vector semantics for %s",
                              op_name(in));
        return vwrite(w, in, ev, act, d, NULL);
    }
    int fp;
    uint64_t scaled = 0;   /* v_div_scale_f32: lanes whose quotient needs v_div_fmas scaling */
    if (in->op == ISA_v_div_scale_f32) {
        fp = 1;
        for (unsigned l = 0; l < n; l++) {
            int f;
            d[l] = fdiv_scale(s.p[0][0][l], s.p[1][0][l], C[l], dn, &f);
            scaled |= (uint64_t)f << l;
        }
    } else if (lane_op(in->op, n, dn, s.p[0][0], s.p[1][0], C, w->vcc, d, &fp))
        return exec_error(w, in, PWS_EUNSUPPORTED, "no vector semantics for %s", op_name(in));
    if (in->omod || in->clamp) {
        if (!fp)
            return exec_error(w, in, PWS_EUNSUPPORTED, "output modifiers on %s (integer result) "
                              "are not supported", op_name(in));
        for (unsigned l = 0; l < n; l++)
            d[l] = fp32_omod_clamp(d[l], in->omod, in->clamp, dn);
    }
    if ((rc = vwrite(w, in, ev, act, d, NULL)) || in->op != ISA_v_div_scale_f32)
        return rc;
    return exec_swrite64(w, in, ev, in->sdst, scaled & act);   /* VOP3b: always explicit */
}
