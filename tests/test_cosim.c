/* tests/test_cosim.c -- what the CU implements and refuses (rtl_gen/emit_cu.c, cosim/cosim.c
 * cosim_check_kernel), the generated CU text (deterministic, config in parameters), its
 * geometry and PWS's turns. The lockstep runs themselves need Verilator:
 * tests/integration/cosim_pipe.sh. Expected messages are the ones docs/microarchitecture.md
 * "Scope" specifies. */
#include "asm.h"
#include "cfg.h"
#include "cosim.h"
#include "diag.h"
#include "emit.h"
#include "emit_cu.h"
#include "emit_pipe.h"
#include "emit_timing.h"
#include "emitters.h"
#include "pws_err.h"

#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* tests/cfgs/small.json: 1 SIMD x 2 contexts, wave 16 on 16 lanes, no splitting */
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
    pws_cfg_default(&c);   /* 4 SIMDs, split pws with S = 3: the SpSIMD units exist */
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 0);
    c.split = PWS_SPLIT_NONE;   /* the default with --split none --spsimds 0; and 2 CUs */
    c.spsimds = 0;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 0);
    c.cus = 2;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 0);
    small(&c);
    c.split = PWS_SPLIT_DWS;   /* the reserve contexts exist too */
    c.spsimds = 3;
    CU_ASSERT_EQUAL(emit_cu_refusal(&c, NULL, why, sizeof why), 0);
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
    /* DS, atomics, barriers, null splits, the PC ops */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    ds_write_b32 v0, v1\n    ds_add_rtn_u32 v2, v0, v1\n"
                                   "    flat_atomic_cmpswap v3, v[4:5], v[6:7] glc\n    s_barrier\n"
                                   "    s_split s0, s1\n    s_merge\n    s_getpc_b64 s[0:1]\n"
                                   "    s_endpgm\n"), 0);
    /* each refusal names the pc (byte address: one dword per instruction before it) */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_nop 0\n    ds_write_b32 v0, v1 gds\n"
                                   "    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0004: ds_write_b32 with gds: GDS is not in the RTL"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_getreg_b32 s0, hwreg(HW_REG_MODE)\n    s_endpgm\n"), 0);
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_getreg_b32 s0, hwreg(HW_REG_HW_ID)\n    s_endpgm\n"),
                    PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "s_getreg_b32 of hardware register 4 not implemented"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_sethalt 1\n    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "s_sethalt not implemented in the RTL yet"));
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_mov_b32 s0, vccz\n    s_endpgm\n"),
                    PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "s_mov_b32: operand code 251 not implemented"));
    /* a scalar load's data comes back after its retire, into SGPRs only: VCC is code 106 */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_load_dwordx2 vcc, s[0:1], 0x0\n"
                                   "    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0000: s_load_dwordx2 into operand code 106: "
                                               "the RTL's scalar loads write SGPRs only"));
    c.sgprs = 16;   /* s[15:16] straddles the end: s16 does not exist */
    CU_ASSERT_EQUAL(check_text(&c, "    .text\nk:\n    s_mov_b64 s[14:15], 0\n"
                                   "    s_mov_b64 s[16:17], 0\n    s_endpgm\n"), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "pc 0x0004: s_mov_b64: s16 is beyond --sgprs 16"));
}

static void test_tables(void)
{
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_add_u32));
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_xnor_saveexec_b64));
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_getpc_b64));
    CU_ASSERT_TRUE(emit_salu_has(ISA_s_bitset1_b32));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_v_readfirstlane_b32));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_flat_store_short));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_flat_atomic_cmpswap));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_ds_write_b32));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_s_barrier));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_s_merge));
    CU_ASSERT_TRUE(emit_cu_runs(ISA_s_getreg_b32));
    CU_ASSERT_FALSE(emit_cu_runs(ISA_s_sethalt));
    /* atomic codes and their results (docs/exec.md FLAT table), by hand */
    CU_ASSERT_EQUAL(emit_cu_amo(ISA_ds_add_u32), EMIT_CU_AMO_ADD);
    CU_ASSERT_EQUAL(emit_cu_amo(ISA_flat_load_dword), EMIT_CU_AMO_NONE);
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_SMIN, 0xfffffffeu, 3, 0), 0xfffffffeu);
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_UMIN, 0xfffffffeu, 3, 0), 3);
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_INC, 7, 7, 0), 0);       /* old >= data: 0 */
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_INC, 6, 7, 0), 7);
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_DEC, 0, 9, 0), 9);       /* old 0: data */
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_DEC, 10, 9, 0), 9);      /* old > data: data */
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_DEC, 5, 9, 0), 4);
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_CMPSWAP, 5, 2, 5), 2);   /* old == cmp: src */
    CU_ASSERT_EQUAL(emit_cu_amo_apply(EMIT_CU_AMO_CMPSWAP, 5, 2, 4), 5);
    /* ceil(log2(n)), at least 1 */
    CU_ASSERT_EQUAL(emit_cu_clog2(1), 1);
    CU_ASSERT_EQUAL(emit_cu_clog2(2), 1);
    CU_ASSERT_EQUAL(emit_cu_clog2(3), 2);
    CU_ASSERT_EQUAL(emit_cu_clog2(204), 8);   /* 2 contexts x 102 SGPRs */
    CU_ASSERT_EQUAL(emit_cu_clog2(4096), 12);
    CU_ASSERT_STRING_EQUAL(emit_pipe_file_name(0), "pws_predecode.v");
    CU_ASSERT_STRING_EQUAL(emit_pipe_file_name(EMIT_PIPE_NFILES - 2), "pws_gpu.v");
    CU_ASSERT_STRING_EQUAL(emit_pipe_file_name(EMIT_PIPE_NFILES - 1), "pws_timing.json");
    CU_ASSERT_PTR_NULL(emit_pipe_file_name(EMIT_PIPE_NFILES));
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
    char *a = render(emit_cu_pipe, &c), *b = render(emit_cu_pipe, &c);
    CU_ASSERT_STRING_EQUAL(a, b);   /* deterministic */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "module pws_cu #("));
    /* one bank of 2 contexts; 2 x 51 = 102 SRF words -> 7 bits; 2 x 64 VGPR rows -> 7 bits */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer NumContexts   = 2,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer SgprWords     = 51,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer SrfAddrWidth  = 7,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer VrfAddrWidth  = 7,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter [63:0]  LaneMask      = 64'h000000000000ffff"));
    CU_ASSERT_PTR_NULL(strstr(a, "`include"));
    free(a);
    free(b);
    c.commit_port = 0;   /* no commit port: no commit output on the top */
    a = render(emit_gpu_pipe, &c);
    CU_ASSERT_PTR_NULL(strstr(a, "commit_valid_o"));
    free(a);
    c.commit_port = 1;
    a = render(emit_gpu_pipe, &c);
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "commit_valid_o"));
    free(a);
    a = render(emit_valu, &c);   /* 16 lanes, lane k gets wave lane lane_base + k (wave 16) */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer SimdWidth    = 16,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer LaneIdxWidth = 4 "));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "wire [31:0] lane = {{(32-LaneIdxWidth){1'b0}}, lane_base_i} + k;"));
    free(a);
}

/* The units and context banks of a SIMD (docs/splitting.md): one unit under none and dws, S + 1
 * under pws; S + 1 banks of contexts with split hardware (DWS's reserve contexts, PWS's SWF
 * contexts of each unit), else 1; the memory port's requesters, an SMEM unit per unit and a
 * VMEM unit per SIMD. */
static void test_units_and_banks(void)
{
    pws_cfg c;
    small(&c);
    CU_ASSERT_EQUAL(emit_pipe_units(&c), 1);
    CU_ASSERT_EQUAL(emit_pipe_contexts(&c), 2);
    CU_ASSERT_EQUAL(emit_pipe_req_width(&c), 1);   /* 2 requesters */
    CU_ASSERT_FALSE(emit_pipe_req_is_vmem(&c, 0));
    CU_ASSERT_TRUE(emit_pipe_req_is_vmem(&c, 1));
    c.split = PWS_SPLIT_PWS;
    c.spsimds = 3;
    CU_ASSERT_EQUAL(emit_pipe_units(&c), 4);
    CU_ASSERT_EQUAL(emit_pipe_contexts(&c), 8);    /* 4 banks x 2 */
    c.simds = 2;                                   /* (4 + 1) x 2 = 10 requesters: 4 bits */
    CU_ASSERT_EQUAL(emit_pipe_req_width(&c), 4);
    CU_ASSERT_TRUE(emit_pipe_req_is_vmem(&c, 9));  /* SIMD 1's VMEM unit */
    CU_ASSERT_EQUAL(emit_pipe_req_simd(&c, 9), 1);
    CU_ASSERT_EQUAL(emit_pipe_req_simd(&c, 4), 0);
    c.simds = 1;
    c.split = PWS_SPLIT_DWS;   /* one unit: 2 WF contexts + 3 banks of 2 reserve contexts */
    CU_ASSERT_EQUAL(emit_pipe_units(&c), 1);
    CU_ASSERT_EQUAL(emit_pipe_contexts(&c), 8);
    c.spsimds = 0;             /* dws without S: no split hardware */
    CU_ASSERT_FALSE(emit_cu_has_split_hw(&c));
    CU_ASSERT_EQUAL(emit_pipe_contexts(&c), 2);
}

/* The pipelined CU's PWS VALU turns and split costs per word (docs/microarchitecture.md "Split
 * hardware on the pipeline"), by hand for N = 2 SIMDs, wave 16 on 4 lanes (P = 4), S = 1:
 *   K = 1 ops only: B = max(P, 2) = 4, no K = 2 gap: round_up(4, 2) = 4; with cross-lane ops
 *   + 2 units x round_up(D = 12, 2) = 24: 28; with an SGPR write + N: 30.
 *   all three classes: B = 2P + 1 = 9 against P + 3 = 7: round_up(9, 2) = 10, + 2 further
 *   classes x round_up(7, 2) = 16: 26.
 *   Per SGPR word: 3 for a copy (one engine per destination unit at S = 1); e_s waits for its
 *   unit's engine (the previous copy) and then for its own copy: + 6; a split's block + 3; e_m
 *   (the token only, one cycle per other unit) + 0; 51 words.
 *   S = 3 (4 units): a copy's word waits for the other 2 engines' words at its destination's
 *   copy port: 3 x 3 = 9; the copy at 51 words 1 + 1 + 459 + P + 4 = 469; the s_split's hold
 *   3 + (469 + 3 starts) + 3 (the token) = 478, e_s = 3 + 478 + 469 + 3 = 953; e_m = 3 + 1 + 3 = 7;
 *   per word e_s + 18, a block + 9; of a word's 9, 2 x 3 = 6 are the other engines' turns
 *   (share_word), 0 at S = 1.
 *   A solo turn's wait (no other ID wants the VALUs; docs/microarchitecture.md): K = 1 alone:
 *   each of the 2 units issues at most once in B = 4 cycles, so never in four cycles of four:
 *   0; at P = 2 (8 lanes) they can, and a group may not fit for the four-writes rule, 2
 *   cycles, twice (the turn its unit issued in, then its own): 4; K = 2 with 64-bit results
 *   alone: round_up(P + 3 = 7, 2) = 8, twice: 16; K = 1 with cross-lane ops: 2 S + 1 = 3
 *   groups of round_up(D = 12, 2) = 12: 36; all three classes: 3 x 8 = 24. At N = 4 one
 *   class always fits one visit after the last: 0. */
static void test_timing_pipe_pws(void)
{
    pws_cfg c;
    pws_cfg_default(&c);
    c.simds = 2;
    c.contexts = 4;
    c.wave = 16;
    c.lanes = 4;
    c.split = PWS_SPLIT_PWS;
    c.spsimds = 1;
    CU_ASSERT_EQUAL(emit_timing_pipe_turn(&c, 1, 0, 0), 4);
    CU_ASSERT_EQUAL(emit_timing_pipe_turn(&c, 1, 1, 0), 28);
    CU_ASSERT_EQUAL(emit_timing_pipe_turn(&c, 1, 1, 1), 30);
    CU_ASSERT_EQUAL(emit_timing_pipe_turn(&c, 7, 0, 0), 26);
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 1, 0), 0);
    c.lanes = 8;
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 1, 0), 4);
    c.lanes = 4;
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 4, 0), 16);
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 1, 1), 36);
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 7, 0), 24);
    /* a fetch port per unit: a context waits N W + 2 = 10 for its fetch over its bank of W = 4
     * (not over the SIMD's 8: 18) */
    emit_timing_waits fw;
    emit_timing_waits_of(&c, &fw);
    CU_ASSERT_EQUAL(fw.imem_worst, 10);
    c.simds = 4;
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 1, 0), 0);
    CU_ASSERT_EQUAL(emit_timing_pipe_solo(&c, 4, 0), 0);
    c.simds = 2;
    uint64_t words, s_word, m_word, b_word, e_s, e_m;
    emit_timing_pipe_split_words(&c, &words, &s_word, &m_word, &b_word);
    CU_ASSERT_EQUAL(words, 51);
    CU_ASSERT_EQUAL(s_word, 6);
    CU_ASSERT_EQUAL(m_word, 0);
    CU_ASSERT_EQUAL(b_word, 3);
    CU_ASSERT_EQUAL(emit_timing_pipe_share_word(&c), 0);
    c.spsimds = 3;
    emit_timing_pipe_split_words(&c, &words, &s_word, &m_word, &b_word);
    CU_ASSERT_EQUAL(s_word, 18);
    CU_ASSERT_EQUAL(m_word, 0);
    CU_ASSERT_EQUAL(b_word, 9);
    CU_ASSERT_EQUAL(emit_timing_pipe_share_word(&c), 6);
    CU_ASSERT_EQUAL(emit_timing_pipe_split_hold(&c), 478);
    CU_ASSERT_EQUAL(emit_timing_pipe_merge_hold(&c), 4);
    emit_timing_split(&c, &e_s, &e_m);
    CU_ASSERT_EQUAL(e_s, 953);
    CU_ASSERT_EQUAL(e_m, 7);
}

void suite_cosim(void)
{
    CU_pSuite s = CU_add_suite("cosim", NULL, NULL);
    CU_add_test(s, "configuration refusals", test_config_refusals);
    CU_add_test(s, "kernel refusals", test_kernel_refusals);
    CU_add_test(s, "implemented-op tables", test_tables);
    CU_add_test(s, "generated CU text", test_generated_text);
    CU_add_test(s, "units and context banks of a SIMD", test_units_and_banks);
    CU_add_test(s, "the pipelined CU's PWS turns and split words", test_timing_pipe_pws);
}
