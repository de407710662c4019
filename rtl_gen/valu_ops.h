/* rtl_gen/valu_ops.h -- the VALU's op table: for each op that rtl/pws_valu_lane.v computes, the
 * controls pws_valu's generated decoder gives the lane, and which ops a configuration's VALU
 * computes. Spec: docs/valu.md "The op table".
 *
 * The lane is hand-written and knows no op ids; its result codes (Res*), FMA routings (Fma*) and
 * compare conditions are localparams of rtl/pws_valu_lane.v, pws_fp32_cvt's op codes those of
 * rtl/pws_fp32_cvt.v. The enums below mirror them value for value, and their names are the
 * Verilog ones (tests/test_valu.c reads both .v files and compares). */
#ifndef PWS_RTL_VALU_OPS_H
#define PWS_RTL_VALU_OPS_H

#include "cfg.h"
#include "isa.h"

/* What the lane computes: the value of its res_i port (the lane's Res* localparams). */
typedef enum {
    VALU_RES_NONE, VALU_RES_FMA, VALU_RES_MIN_MAX_F, VALU_RES_MIN_MAX3_F, VALU_RES_MED3_F,
    VALU_RES_CVT, VALU_RES_RCP, VALU_RES_DIV_SCALE, VALU_RES_DIV_FMAS, VALU_RES_DIV_FIXUP,
    VALU_RES_CMP_F, VALU_RES_CLASS,
    VALU_RES_MOV, VALU_RES_NOT, VALU_RES_BREV, VALU_RES_FFBH_U, VALU_RES_FFBL, VALU_RES_FFBH_I,
    VALU_RES_CNDMASK, VALU_RES_AND, VALU_RES_OR, VALU_RES_XOR, VALU_RES_BFE_U, VALU_RES_BFE_I,
    VALU_RES_BFI, VALU_RES_ALIGNBIT, VALU_RES_BCNT, VALU_RES_MBCNT_LO, VALU_RES_MBCNT_HI,
    VALU_RES_LSHR, VALU_RES_ASHR, VALU_RES_LSHL, VALU_RES_LSHL64, VALU_RES_LSHR64,
    VALU_RES_ASHR64, VALU_RES_MUL_LO, VALU_RES_MUL_HI, VALU_RES_MAD24, VALU_RES_MIN_I,
    VALU_RES_MAX_I, VALU_RES_MIN_U, VALU_RES_MAX_U, VALU_RES_MIN3_I, VALU_RES_MAX3_I,
    VALU_RES_MIN3_U, VALU_RES_MAX3_U, VALU_RES_MED3_I, VALU_RES_MED3_U, VALU_RES_ADD_SUB,
    VALU_RES_CMP_I, VALU_RES_CMP_U, VALU_RES_MAD64, VALU_RES_CMP_I64, VALU_RES_CMP_U64,
    VALU_NUM_RES
} valu_res;
#define VALU_RES_WIDTH 6u   /* bits of res_i; VALU_NUM_RES <= 64 = the lane's ResMask width */

/* How the lane's one FMA is fed (fma_i; the lane's Fma* localparams). */
typedef enum {
    VALU_FMA_MAD, VALU_FMA_FMA, VALU_FMA_ADD, VALU_FMA_SUB, VALU_FMA_SUBREV, VALU_FMA_MUL,
    VALU_FMA_MADMK, VALU_NUM_FMA
} valu_fma;

/* pws_fp32_cvt's op_i (its Op* localparams; here named Cvt<suffix>). */
typedef enum {
    VALU_CVT_F32_FROM_I32, VALU_CVT_F32_FROM_U32, VALU_CVT_I32_FROM_F32, VALU_CVT_U32_FROM_F32,
    VALU_CVT_TRUNC, VALU_CVT_FLOOR, VALU_CVT_CEIL, VALU_CVT_RNDNE, VALU_CVT_FRACT, VALU_NUM_CVT
} valu_cvt;

/* One-bit controls (valu_ctl.flags), each a port of the lane. */
#define VALU_F_FP_MODS    (1u << 0)   /* fp_mods_i: abs/neg on the sources (ISA_F_FP_MODS) */
#define VALU_F_FP_RESULT  (1u << 1)   /* fp_result_i: omod/clamp on an FP result */
#define VALU_F_MAC        (1u << 2)   /* mac_i: src2 is v_mac_f32's accumulator */
#define VALU_F_MAX        (1u << 3)   /* max_i: the FP min/max units take the maximum */
#define VALU_F_AS_SUB     (1u << 4)   /* as_sub_i */
#define VALU_F_AS_REV     (1u << 5)   /* as_rev_i */
#define VALU_F_AS_CIN     (1u << 6)   /* as_cin_i */
#define VALU_F_MUL_SIGNED (1u << 7)   /* mul_signed_i */
#define VALU_F_MUL_24     (1u << 8)   /* mul_24_i */
#define VALU_F_B16        (1u << 9)   /* b16_i: a 16-bit integer op (ISA_F_B16) */
#define VALU_NUM_FLAGS    10u

typedef struct valu_ctl {
    valu_res res;
    valu_fma fma;       /* VALU_FMA_MAD unless res is VALU_RES_FMA */
    valu_cvt cvt;       /* VALU_CVT_F32_FROM_I32 (0) unless res is VALU_RES_CVT */
    unsigned cond;      /* compares: the relation set, bit 0 lt, 1 eq, 2 gt, 3 unordered */
    unsigned flags;     /* VALU_F_* */
} valu_ctl;

/* 1 and *ctl set if op is one the lane computes (every VOP1/VOP2/VOPC/VOP3 op but v_nop and the
 * cross-lane ops, which pws_valu's users do), else 0 and *ctl = all zero (VALU_RES_NONE). Op
 * ids out of range give 0. Independent of the configuration. */
int valu_ops_ctl(isa_op op, valu_ctl *ctl);

/* 1 if the VALU generated for c computes op: a lane op in c's op subset, and under --fp32 none
 * not of class ISA_CLS_VALU_FP. Whoever issues to the VALU refuses the ISA_CLS_VALU_FP ops this
 * returns 0 for (docs/valu.md "Integer-only lanes"). */
int valu_ops_has(const pws_cfg *c, isa_op op);

/* Verilog names: "ResFma", "FmaAdd", "CvtTrunc", "CondLt" (cond 0..15); static strings. */
const char *valu_res_name(valu_res r);
const char *valu_fma_name(valu_fma f);
const char *valu_cvt_name(valu_cvt v);
const char *valu_cond_name(unsigned cond);
/* The port of flag bit b (0 <= b < VALU_NUM_FLAGS): "fp_mods_i" ...; static. */
const char *valu_flag_port(unsigned b);

#endif
