/* tests/test_valu_lane.c -- rtl_gen/emit_valu_lane.c under --fp32 full|none: which ops the
 * generated lane computes (emit_valu_lane_has) and that the text it writes agrees with that.
 *
 * Expected values by hand: golden/isa_ops.def has 62 rows of class ISA_CLS_VALU_FP
 * (`grep -c ISA_CLS_VALU_FP golden/isa_ops.def`); the VALU wrapper, not the lane, does v_nop and
 * the three cross-lane ops (docs/valu.md "Ports"). The bit-for-bit behaviour of both lanes
 * against the golden model is tests/rtl/valu_check.c's job (tests/integration/rtl_valu.sh). */
#include "cfg.h"
#include "emit.h"
#include "emitters.h"
#include "isa.h"

#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The lane generated for c, as a malloc'ed string (owned: free), or NULL. */
static char *lane_text(const pws_cfg *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    emit_ctx *e = emit_on_stream(f, "pws_valu_lane.v", EMIT_VERILOG);
    int rc = e ? emit_valu_lane(e, c) : -1;
    rc |= emit_close(e);
    fclose(f);
    if (rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* 1 if text declares the op id of op ("localparam [OpWidth-1:0] OP_V_ADD_F32 = "): the lane
 * names op outside comments (emit_isa_params declares exactly those). */
static int declares(const char *text, isa_op op)
{
    char name[64], pat[96];
    emit_isa_op_name(op, name, sizeof name);
    snprintf(pat, sizeof pat, "localparam [OpWidth-1:0] %s = ", name);
    return strstr(text, pat) != NULL;
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
        CU_ASSERT_EQUAL(emit_valu_lane_has(&full, op), 1);
        CU_ASSERT_EQUAL(emit_valu_lane_has(&none, op), 0);
    }
    for (size_t i = 0; i < sizeof int_ops / sizeof int_ops[0]; i++) {
        isa_op op = isa_lookup(int_ops[i]);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL(emit_valu_lane_has(&full, op), 1);
        CU_ASSERT_EQUAL(emit_valu_lane_has(&none, op), 1);
    }
    for (size_t i = 0; i < sizeof never / sizeof never[0]; i++) {
        isa_op op = isa_lookup(never[i]);
        CU_ASSERT_NOT_EQUAL_FATAL(op, ISA_INVALID);
        CU_ASSERT_EQUAL(emit_valu_lane_has(&full, op), 0);
        CU_ASSERT_EQUAL(emit_valu_lane_has(&none, op), 0);
    }
    CU_ASSERT_EQUAL(emit_valu_lane_has(&full, ISA_INVALID), 0);
    /* exactly the 62 FP32 rows drop out, and no other op */
    unsigned dropped = 0;
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        int f = emit_valu_lane_has(&full, (isa_op)o), n = emit_valu_lane_has(&none, (isa_op)o);
        CU_ASSERT(n <= f);
        dropped += f && !n;
    }
    CU_ASSERT_EQUAL(dropped, 62);
}

/* The text: every op has() claims is named by the lane, and the --fp32 none lane names none of
 * the FP32 ops and instantiates no pws_fp32_* unit. The full lane has 12 instances (docs/valu.md
 * "Structure": fma, 3 cmp, 2 minmax, cvt, rcp, div_scale, div_fmas, div_fixup, omod). */
static void test_text(void)
{
    pws_cfg full, none;
    pws_cfg_default(&full);
    none = full;
    none.fp32 = PWS_FP32_NONE;
    char *tf = lane_text(&full), *tn = lane_text(&none);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tf);
    CU_ASSERT_PTR_NOT_NULL_FATAL(tn);
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        isa_op op = (isa_op)o;
        if (emit_valu_lane_has(&full, op))
            CU_ASSERT(declares(tf, op));
        if (emit_valu_lane_has(&none, op))
            CU_ASSERT(declares(tn, op));
        if (isa_info(op)->cls == ISA_CLS_VALU_FP)
            CU_ASSERT(!declares(tn, op));
    }
    unsigned inst_full = 0, inst_none = 0;
    /* instances are "  pws_fp32_<unit> u_<name> (" lines inside the module */
    for (const char *p = tf; (p = strstr(p, "  pws_fp32_")) != NULL; p++)
        inst_full += strncmp(strchr(p + 2, ' '), " u_", 3) == 0;
    for (const char *p = tn; (p = strstr(p, "  pws_fp32_")) != NULL; p++)
        inst_none += strncmp(strchr(p + 2, ' '), " u_", 3) == 0;
    CU_ASSERT_EQUAL(inst_full, 12);
    CU_ASSERT_EQUAL(inst_none, 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(tn, "--fp32 none"));
    CU_ASSERT_PTR_NULL(strstr(tf, "--fp32"));
    free(tf);
    free(tn);
}

void suite_valu_lane(void)
{
    CU_pSuite s = CU_add_suite("valu_lane", NULL, NULL);
    CU_add_test(s, "emit_valu_lane_has under --fp32 full|none", test_has);
    CU_add_test(s, "the lane text agrees with emit_valu_lane_has", test_text);
}
