/* tests/test_valu.c -- rtl_gen/valu_ops.c (the VALU's op table) and rtl_gen/emit_valu.c (the
 * generated pws_valu.v) under --fp32 full|none.
 *
 * Expected values by hand: golden/isa_ops.def has 62 rows of class ISA_CLS_VALU_FP
 * (`grep -c ISA_CLS_VALU_FP golden/isa_ops.def`); pws_valu's users, not the lanes, do v_nop and
 * the three cross-lane ops (docs/valu.md "Ports"); a compare's relation set is the one its
 * suffix names (docs/exec.md "Compares": bit 0 lt, 1 eq, 2 gt, 3 unordered). The codes the table
 * writes must be the localparams of the hand-written rtl/pws_valu_lane.v and rtl/pws_fp32_cvt.v,
 * read here from those files. The bit-for-bit behaviour of the VALU against the golden model is
 * tests/rtl/valu_check.c's job (tests/integration/rtl_valu.sh). */
#include "cfg.h"
#include "emit.h"
#include "emitters.h"
#include "file_read.h"
#include "isa.h"
#include "valu_ops.h"

#include <CUnit/CUnit.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The pws_valu.v generated for c, as a malloc'ed string (owned: free), or NULL. */
static char *valu_text(const pws_cfg *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    emit_ctx *e = emit_on_stream(f, "pws_valu.v", EMIT_VERILOG);
    int rc = e ? emit_valu(e, c) : -1;
    rc |= emit_close(e);
    fclose(f);
    if (rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* 1 if text declares the op id of op ("localparam [OpWidth-1:0] OP_V_ADD_F32 = "): the module
 * names op outside comments (emit_isa_params declares exactly those). */
static int declares(const char *text, isa_op op)
{
    char name[64], pat[96];
    emit_isa_op_name(op, name, sizeof name);
    snprintf(pat, sizeof pat, "localparam [OpWidth-1:0] %s = ", name);
    return strstr(text, pat) != NULL;
}

/* The value of the localparam name in text ("name = 6'd12", a whole word), or -1. */
static long param_value(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = text; (p = strstr(p, name)) != NULL; p += n) {
        if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
            continue;
        unsigned w;
        char base;
        long v;
        if (sscanf(p + n, " = %u'%c%ld", &w, &base, &v) == 3 && base == 'd')
            return v;
    }
    return -1;
}

static void test_has(void)
{
    pws_cfg full, none;
    pws_cfg_default(&full);
    none = full;
    none.fp32 = PWS_FP32_NONE;
    static const char *const fp_ops[] = { "v_add_f32", "v_mac_f32", "v_fma_f32", "v_cvt_f32_i32",
                                          "v_rcp_f32", "v_div_scale_f32", "v_cmp_lt_f32",
                                          "v_cmpx_class_f32", "v_med3_f32", "v_floor_f32" };
    static const char *const int_ops[] = { "v_add_u32", "v_mov_b32", "v_cndmask_b32",
                                           "v_mul_lo_u32", "v_mad_u32_u24", "v_cmp_lt_i32",
                                           "v_cmpx_ge_u32", "v_lshlrev_b64", "v_bfe_i32",
                                           "v_mbcnt_hi_u32_b32", "v_med3_i32" };
    static const char *const never[] = { "v_nop", "v_readlane_b32", "v_readfirstlane_b32",
                                         "v_writelane_b32", "s_add_u32", "s_split",
                                         "flat_load_dword", "ds_write_b32" };
    for (size_t i = 0; i < sizeof fp_ops / sizeof fp_ops[0]; i++) {
        isa_op op = isa_lookup(fp_ops[i]);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL(valu_ops_has(&full, op), 1);
        CU_ASSERT_EQUAL(valu_ops_has(&none, op), 0);
    }
    for (size_t i = 0; i < sizeof int_ops / sizeof int_ops[0]; i++) {
        isa_op op = isa_lookup(int_ops[i]);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL(valu_ops_has(&full, op), 1);
        CU_ASSERT_EQUAL(valu_ops_has(&none, op), 1);
    }
    for (size_t i = 0; i < sizeof never / sizeof never[0]; i++) {
        isa_op op = isa_lookup(never[i]);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL(valu_ops_has(&full, op), 0);
        CU_ASSERT_EQUAL(valu_ops_has(&none, op), 0);
        valu_ctl ctl;
        CU_ASSERT_EQUAL(valu_ops_ctl(op, &ctl), 0);
        CU_ASSERT_EQUAL(ctl.res, VALU_RES_NONE);
    }
    CU_ASSERT_EQUAL(valu_ops_has(&full, ISA_INVALID), 0);
    /* exactly the 62 FP32 rows drop out, and no other op */
    unsigned dropped = 0;
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        int f = valu_ops_has(&full, (isa_op)o), n = valu_ops_has(&none, (isa_op)o);
        CU_ASSERT(n <= f);
        dropped += f && !n;
    }
    CU_ASSERT_EQUAL(dropped, 62);
}

/* A few rows worked out from golden/exec_valu.c and the lane's ports by hand. */
static void test_rows(void)
{
    static const struct {
        const char *op;
        valu_res res;
        unsigned cond, flags;
    } want[] = {
        /* compares: the relation set of the suffix */
        { "v_cmp_lt_f32", VALU_RES_CMP_F, 0x1, VALU_F_FP_MODS },
        { "v_cmp_nge_f32", VALU_RES_CMP_F, 0x9, VALU_F_FP_MODS },    /* lt or unordered */
        { "v_cmpx_neq_f32", VALU_RES_CMP_F, 0xD, VALU_F_FP_MODS },   /* lt, gt or unordered */
        { "v_cmp_tru_f32", VALU_RES_CMP_F, 0xF, VALU_F_FP_MODS },
        { "v_cmp_ne_i32", VALU_RES_CMP_I, 0x5, 0 },                  /* lt or gt */
        { "v_cmpx_t_u32", VALU_RES_CMP_U, 0x7, 0 },                  /* every integer relation */
        { "v_cmp_ge_u32", VALU_RES_CMP_U, 0x6, 0 },
        { "v_cmp_class_f32", VALU_RES_CLASS, 0, VALU_F_FP_MODS },
        /* the rest */
        { "v_subbrev_u32", VALU_RES_ADD_SUB, 0, VALU_F_AS_SUB | VALU_F_AS_REV | VALU_F_AS_CIN },
        { "v_mul_hi_i32_i24", VALU_RES_MUL_HI, 0, VALU_F_MUL_SIGNED | VALU_F_MUL_24 },
        { "v_mul_lo_i32", VALU_RES_MUL_LO, 0, 0 },   /* the low half does not depend on signs */
        { "v_mac_f32", VALU_RES_FMA, 0, VALU_F_FP_MODS | VALU_F_FP_RESULT | VALU_F_MAC },
        { "v_madak_f32", VALU_RES_FMA, 0, VALU_F_FP_RESULT },   /* no VOP3 form, no modifiers */
        { "v_max3_f32", VALU_RES_MIN_MAX3_F, 0, VALU_F_FP_MODS | VALU_F_FP_RESULT | VALU_F_MAX },
        { "v_cvt_u32_f32", VALU_RES_CVT, 0, VALU_F_FP_MODS },   /* an integer result */
        { "v_ashrrev_i64", VALU_RES_ASHR64, 0, 0 },
        { "v_mad_u64_u32", VALU_RES_MAD64, 0, 0 },
        { "v_mad_i64_i32", VALU_RES_MAD64, 0, VALU_F_MUL_SIGNED },
        { "v_cmp_lt_i64", VALU_RES_CMP_I64, 0x1, 0 },
        { "v_cmpx_ne_u64", VALU_RES_CMP_U64, 0x5, 0 },                 /* lt or gt */
        { "v_cmp_t_u64", VALU_RES_CMP_U64, 0x7, 0 },
        /* 16-bit: the 32-bit units on narrowed sources (the lane sign-extends for i16) */
        { "v_cmp_ne_u16", VALU_RES_CMP_U, 0x5, VALU_F_B16 },
        { "v_cmpx_lt_i16", VALU_RES_CMP_I, 0x1, VALU_F_B16 },
        { "v_subrev_u16", VALU_RES_ADD_SUB, 0, VALU_F_B16 | VALU_F_AS_SUB | VALU_F_AS_REV },
        { "v_ashrrev_i16", VALU_RES_ASHR, 0, VALU_F_B16 },
        { "v_mad_i16", VALU_RES_MAD24, 0, VALU_F_B16 | VALU_F_MUL_24 | VALU_F_MUL_SIGNED },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        valu_ctl ctl;
        isa_op op = isa_lookup(want[i].op);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL_FATAL(valu_ops_ctl(op, &ctl), 1);
        CU_ASSERT_EQUAL(ctl.res, want[i].res);
        CU_ASSERT_EQUAL(ctl.cond, want[i].cond);
        CU_ASSERT_EQUAL(ctl.flags, want[i].flags);
    }
    valu_ctl ctl;
    CU_ASSERT_EQUAL(valu_ops_ctl(isa_lookup("v_madmk_f32"), &ctl), 1);
    CU_ASSERT_EQUAL(ctl.fma, VALU_FMA_MADMK);
    CU_ASSERT_EQUAL(valu_ops_ctl(isa_lookup("v_subrev_f32"), &ctl), 1);
    CU_ASSERT_EQUAL(ctl.fma, VALU_FMA_SUBREV);
    CU_ASSERT_EQUAL(valu_ops_ctl(isa_lookup("v_rndne_f32"), &ctl), 1);
    CU_ASSERT_EQUAL(ctl.cvt, VALU_CVT_RNDNE);
    /* every lane op has a row: 226 VOP rows in isa_ops.def (45 of them 16-bit), 4 of them not
     * the lanes' */
    unsigned lane_ops = 0;
    for (int o = 0; o < ISA_NUM_OPS; o++)
        lane_ops += (unsigned)valu_ops_ctl((isa_op)o, &ctl);
    CU_ASSERT_EQUAL(lane_ops, 222);
}

/* The codes the generator names are the hand-written modules' localparams. */
static void test_codes_match_rtl(void)
{
    char *lane = NULL, *cvt = NULL;
    size_t n;
    CU_ASSERT_EQUAL_FATAL(file_read("rtl/pws_valu_lane.v", &lane, &n), 0);
    CU_ASSERT_EQUAL_FATAL(file_read("rtl/pws_fp32_cvt.v", &cvt, &n), 0);
    for (unsigned r = 0; r < VALU_NUM_RES; r++)
        CU_ASSERT_EQUAL(param_value(lane, valu_res_name((valu_res)r)), (long)r);
    for (unsigned f = 0; f < VALU_NUM_FMA; f++)
        CU_ASSERT_EQUAL(param_value(lane, valu_fma_name((valu_fma)f)), (long)f);
    for (unsigned v = 0; v < VALU_NUM_CVT; v++) {
        char name[64];
        snprintf(name, sizeof name, "Op%s", valu_cvt_name((valu_cvt)v) + 3);   /* CvtX -> OpX */
        CU_ASSERT_EQUAL(param_value(cvt, name), (long)v);
    }
    /* the lane's res_i port is VALU_RES_WIDTH bits */
    char port[64];
    snprintf(port, sizeof port, "input  wire [%u:0]              res_i,", VALU_RES_WIDTH - 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(lane, port));
    free(lane);
    free(cvt);
}

/* The text: every op has() claims is named, the --fp32 none VALU names none of the FP32 ops,
 * and its ResMask leaves out the FP32 codes 1..11 (the lanes then build no FP32 unit). */
static void test_text(void)
{
    pws_cfg full, none;
    pws_cfg_default(&full);
    none = full;
    none.fp32 = PWS_FP32_NONE;
    char *tf = valu_text(&full), *tn = valu_text(&none);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tf);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tn);
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        isa_op op = (isa_op)o;
        CU_ASSERT_EQUAL(declares(tf, op), valu_ops_has(&full, op));
        CU_ASSERT_EQUAL(declares(tn, op), valu_ops_has(&none, op));
    }
    /* 54 codes: all of them; none: without 1..11 (0xFFE) */
    CU_ASSERT_PTR_NOT_NULL(strstr(tf, "localparam [63:0] ResMask = 64'h003fffffffffffff;"));
    CU_ASSERT_PTR_NOT_NULL(strstr(tn, "localparam [63:0] ResMask = 64'h003ffffffffff001;"));
    CU_ASSERT_PTR_NOT_NULL(strstr(tn, "--fp32 none"));
    CU_ASSERT_PTR_NULL(strstr(tf, "--fp32"));
    free(tf);
    free(tn);
}

void suite_valu(void)
{
    CU_pSuite s = CU_add_suite("valu", NULL, NULL);
    CU_add_test(s, "valu_ops_has under --fp32 full|none", test_has);
    CU_add_test(s, "op table rows worked out by hand", test_rows);
    CU_add_test(s, "the table's codes are the lane's and pws_fp32_cvt's localparams",
                test_codes_match_rtl);
    CU_add_test(s, "pws_valu.v agrees with valu_ops_has", test_text);
}
