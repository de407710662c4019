/* tests/test_cosim.c -- what the first CU cut implements and refuses (rtl_gen/emit_cu.c,
 * cosim/cosim.c cosim_check_kernel), the generated CU text (deterministic, config in
 * parameters). The lockstep runs themselves need Verilator: tests/integration/cosim.sh.
 * Expected messages are the ones docs/microarchitecture.md "Scope" specifies. */
#include "asm.h"
#include "cfg.h"
#include "cosim.h"
#include "diag.h"
#include "emit.h"
#include "emit_cu.h"
#include "pws_err.h"

#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* tests/cfgs/small.json: the configuration the cut implements */
static void small(pws_cfg *c)
{
    pws_cfg_default(c);
    c->simds = 1;
    c->contexts = 2;
    c->wave = 16;
    c->lanes = 16;
    c->split = PWS_SPLIT_NONE;
    c->spsimds = 0;
}

static void test_config_refusals(void)
{
    pws_cfg c;
    char why[200];
    small(&c);
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 0);
    pws_cfg_default(&c);   /* 4 SIMDs, split pws */
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 1);
    CU_ASSERT_STRING_EQUAL(why, "--cus 1 --simds 4: the RTL has one CU of one SIMD yet");
    small(&c);
    c.split = PWS_SPLIT_DWS;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 1);
    CU_ASSERT_STRING_EQUAL(why, "--split dws: the split hardware is not in the RTL yet");
    small(&c);
    c.wave = 4;
    c.lanes = 1;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 1);
    CU_ASSERT_STRING_EQUAL(why, "--lanes 1: the RTL needs at least 2 lanes yet");
    small(&c);
    c.commit_port = 0;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 1);
    CU_ASSERT_STRING_EQUAL(why, "lockstep needs the commit port (drop --no-commit-port)");
}

/* Assembles text and runs cosim_check_kernel on c; returns its code, message in diag_last(). */
static int check_text(const pws_cfg *c, const char *text)
{
    kernel *k = NULL;
    diag_set_quiet(1);
    int rc = asm_string(text, "t.s", NULL, &k);
    CU_ASSERT_EQUAL_FATAL(rc, 0);
    rc = cosim_check_kernel(c, k);
    diag_set_quiet(0);
    kernel_free(k);
    return rc;
}

static void test_kernel_refusals(void)
{
    pws_cfg c;
    small(&c);
    /* the subset: scalar, SMEM, VALU (incl. cross-lane), FLAT loads/stores */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_load_dword s4, s[0:1], 0x0\n"
                                   "    s_and_saveexec_b64 s[6:7], vcc\n"
                                   "    v_add_f32 v1, v0, 1.0\n    v_readlane_b32 s8, v1, 3\n"
                                   "    flat_load_dwordx4 v[4:7], v[2:3]\n"
                                   "    flat_store_byte v[2:3], v1\n    s_endpgm\n"), 0);
    /* each refusal names the pc (byte address: one dword per instruction before it) */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_nop 0\n    ds_write_b32 v0, v1\n"
                                   "    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0004: instruction class DS not implemented "
                                               "in the RTL yet (ds_write_b32)"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    flat_atomic_add v[0:1], v2\n    s_endpgm\n"),
                    PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0000: atomic flat_atomic_add not implemented"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_getpc_b64 s[0:1]\n    s_endpgm\n"),
                    PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "s_getpc_b64 not implemented in the RTL yet"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_mov_b32 s0, vccz\n    s_endpgm\n"),
                    PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "s_mov_b32: operand code 251 not implemented"));
    c.sgprs = 16;   /* s[15:16] straddles the end: s16 does not exist */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_mov_b64 s[14:15], 0\n"
                                   "    s_mov_b64 s[16:17], 0\n    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0004: s_mov_b64: s16 is beyond --sgprs 16"));
}

static void test_tables(void)
{
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_add_u32));
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_xnor_saveexec_b64));
    CU_ASSERT_FALSE(emit_salu_has(ISA_s_getpc_b64));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_v_readfirstlane_b32));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_flat_store_short));
    CU_ASSERT_FALSE(emit_simd_runs(ISA_flat_atomic_cmpswap));
    CU_ASSERT_FALSE(emit_simd_runs(ISA_ds_write_b32));
    CU_ASSERT_FALSE(emit_simd_runs(ISA_s_barrier));
    /* ceil(log2(n)), at least 1 */
    CU_ASSERT_EQUAL(emit_cu_clog2(1), 1);
    CU_ASSERT_EQUAL(emit_cu_clog2(2), 1);
    CU_ASSERT_EQUAL(emit_cu_clog2(3), 2);
    CU_ASSERT_EQUAL(emit_cu_clog2(204), 8);   /* 2 contexts x 102 SGPRs */
    CU_ASSERT_EQUAL(emit_cu_clog2(4096), 12);
    CU_ASSERT_STRING_EQUAL(emit_cu_file_name(0), "pws_salu.v");
    CU_ASSERT_STRING_EQUAL(emit_cu_file_name(EMIT_CU_NFILES - 1), "pws_cu.v");
    CU_ASSERT_PTR_NULL(emit_cu_file_name(EMIT_CU_NFILES));
}

/* Renders one emitter into a malloc'ed string. */
static char *render(int (*fn)(emit_ctx *, const pws_cfg *), const pws_cfg *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    emit_ctx *e = emit_on_stream(f, "x.v", EMIT_VERILOG);
    CU_ASSERT_EQUAL(fn(e, c), 0);
    CU_ASSERT_EQUAL(emit_close(e), 0);
    fclose(f);
    return buf;
}

static void test_generated_text(void)
{
    pws_cfg c;
    small(&c);
    char *a = render(emit_simd, &c), *b = render(emit_simd, &c);
    CU_ASSERT_STRING_EQUAL(a, b);   /* deterministic */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "module pws_simd #("));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer NumContexts   = 2,"));
    /* 2 x 102 = 204 SRF words -> 8 bits; 2 x 64 VGPRs x 1 pass = 128 rows -> 7 bits */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer SrfAddrWidth  = 8,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer VrfAddrWidth  = 7,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter [63:0]  LaneMask      = 64'h000000000000ffff"));
    CU_ASSERT_PTR_NULL(strstr(a, "`include"));
    free(a);
    free(b);
    c.commit_port = 0;
    a = render(emit_cu, &c);
    CU_ASSERT_PTR_NULL(strstr(a, "commit_"));
    free(a);
    c.commit_port = 1;
    a = render(emit_valu, &c);   /* 16 lanes, lane k gets wave lane lane_base + k */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "u_lane15 ("));
    CU_ASSERT_PTR_NULL(strstr(a, "u_lane16 ("));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, ".lane_i(lane_base_i + 4'd15)"));
    free(a);
}

void suite_cosim(void)
{
    CU_pSuite s = CU_add_suite("cosim", NULL, NULL);
    CU_add_test(s, "configuration refusals", test_config_refusals);
    CU_add_test(s, "kernel refusals", test_kernel_refusals);
    CU_add_test(s, "implemented-op tables", test_tables);
    CU_add_test(s, "generated CU text", test_generated_text);
}
