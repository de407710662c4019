/* tests/test_cosim.c -- what the first CU cut implements and refuses (rtl_gen/emit_cu.c,
 * cosim/cosim.c cosim_check_kernel), the generated CU text (deterministic, config in
 * parameters). The lockstep runs themselves need Verilator: tests/long/cosim.sh.
 * Expected messages are the ones docs/microarchitecture-fsm.md "Scope" specifies. */
#include "asm.h"
#include "cfg.h"
#include "cosim.h"
#include "diag.h"
#include "emit.h"
#include "emit_cu.h"
#include "emit_timing.h"
#include "emitters.h"
#include "pws_err.h"

#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* tests/cfgs/small.json: the configuration the cut implements, on the multi-cycle CU (the
 * timing numbers below are its state machine's) */
static void small(pws_cfg *c)
{
    pws_cfg_default(c);
    c->cu = PWS_CU_FSM;
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
    CU_ASSERT_TRUE(emit_simd_runs(ISA_v_readfirstlane_b32));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_flat_store_short));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_flat_atomic_cmpswap));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_ds_write_b32));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_s_barrier));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_s_merge));
    CU_ASSERT_TRUE(emit_simd_runs(ISA_s_getreg_b32));
    CU_ASSERT_FALSE(emit_simd_runs(ISA_s_sethalt));
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
    CU_ASSERT_STRING_EQUAL(emit_cu_file_name(0), "pws_salu.v");
    CU_ASSERT_STRING_EQUAL(emit_cu_file_name(EMIT_CU_NFILES - 2), "pws_gpu.v");
    CU_ASSERT_STRING_EQUAL(emit_cu_file_name(EMIT_CU_NFILES - 1), "pws_timing.json");
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
    /* 2 x 102 = 204 SRF words -> 8 bits; 2 x 64 VGPRs = 128 words per lane RAM -> 7 bits */
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
    a = render(emit_valu, &c);   /* 16 lanes, lane k gets wave lane lane_base + k (wave 16) */
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer SimdWidth    = 16,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer LaneIdxWidth = 4 "));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "wire [31:0] lane = {{(32-LaneIdxWidth){1'b0}}, lane_base_i} + k;"));
    free(a);
}

/* The units of a SIMD and the lane-sliced VRF (docs/splitting.md): one unit under none and dws,
 * S + 1 under pws; (S + 1) x N contexts per unit under dws; one RAM per wave lane, each
 * contexts x VGPRs words deep, whatever --lanes is. */
static void test_units_and_vrf(void)
{
    pws_cfg c;
    small(&c);
    CU_ASSERT_EQUAL(emit_cu_num_units(&c), 1);
    CU_ASSERT_EQUAL(emit_cu_unit_contexts(&c), 2);
    c.split = PWS_SPLIT_PWS;
    c.spsimds = 3;
    CU_ASSERT_EQUAL(emit_cu_num_units(&c), 4);
    CU_ASSERT_EQUAL(emit_cu_unit_contexts(&c), 2);
    c.split = PWS_SPLIT_DWS;   /* one unit: 2 WF contexts + 3 banks of 2 reserve contexts */
    CU_ASSERT_EQUAL(emit_cu_num_units(&c), 1);
    CU_ASSERT_EQUAL(emit_cu_unit_contexts(&c), 8);
    CU_ASSERT_EQUAL(emit_vrf_addr_width(&c), 7);   /* 2 x 64 = 128 words: SWFs share them */
    small(&c);
    char *a = render(emit_vrf, &c);
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer WavefrontSize = 16,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer VrfDepth      = 128,"));   /* 2 x 64 */
    free(a);
    a = render(emit_simd_units, &c);
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer NumUnits      = 1,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "pws_vrf_arb #(.N(NumUnits), .W(WavefrontSize)"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, ".spsimd_id_i(u_spsimd_id)"));   /* a port: one module for all units */
    CU_ASSERT_PTR_NULL(strstr(a, ".SpsimdId("));
    free(a);
    /* the default geometry: wave 64 on 16 lanes, 10 contexts x 64 VGPRs = 640 words per lane
     * RAM -> 10 bits (the pass no longer selects a row: each wave lane has its own RAM) */
    pws_cfg_default(&c);
    c.split = PWS_SPLIT_NONE;
    c.spsimds = 0;
    CU_ASSERT_EQUAL(emit_vrf_addr_width(&c), 10);
    a = render(emit_vrf, &c);
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer WavefrontSize = 64,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(a, "parameter integer VrfDepth      = 640,"));
    free(a);
}

/* The timing model of the 1-CU, 1-SIMD, 2-context, wave 16, 16-lane configuration with memory
 * latency 5 (102 SGPRs, 64 VGPRs, 64 KiB LDS: the defaults), worked out by hand from the FSM
 * cycle counts of docs/microarchitecture-fsm.md: P = 1 pass, no arbiter waits (one SIMD), init
 * traffic (2 - 1) x (102 + 64 x 16) = 1126 cycles, LDS zeroing 65536 / 4 = 16384 cycles.
 * Every worst case fetches the instruction (StIdle, StFetch0, StFetch1); every best case issues
 * it from the instruction buffer, which skips StFetch0 and StFetch1: 2 cycles fewer. */
static void test_timing(void)
{
    pws_cfg c;
    small(&c);
    c.mem_latency = 5;
    emit_timing_entry t;
    /* SALU writing one dword: 3 fetch + 7 reads + 1 exec + (1 + 1) write-back + 1 commit */
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_s_add_u32, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "salu");
    CU_ASSERT_EQUAL(t.best, 1 + 7 + 1 + 2 + 1);
    CU_ASSERT_EQUAL(t.worst, 14);
    CU_ASSERT_EQUAL(t.own_worst, 14);   /* one SIMD: no arbiter waits; the SPI's are not in it */
    CU_ASSERT_EQUAL(t.busy_worst, 14 + 1126);
    /* the longest instruction when busy: ds_read2_b32 (ds_read_b64 ties), 2 LDS accesses on each
     * of 16 lanes, requested back to back (32 cycles), the last answered 1 cycle after its
     * request: 13 + (8 + 2 + 16 x 2 + 1) = 56, + 1126 + 16384 = 17566 (flat_load_dwordx4 is
     * longer alone, 94, but has no LDS zeroing); the other context issues it once */
    CU_ASSERT_EQUAL(t.gap_worst, 17566 + 1140);
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_ds_read2_b32, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 56);
    CU_ASSERT_EQUAL(t.own_worst, 56);
    CU_ASSERT_EQUAL(t.busy_worst, 17566);
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_cmp_eq_u32, &t), 1);   /* no write-back: 13 */
    CU_ASSERT_EQUAL(t.worst, 13);
    /* SMEM x4 retires after its 4 requests: 3 fetch + 7 reads + 1 exec + 4 + 1 commit = 16 (14
     * from the buffer); a request may wait for the queue of loads in flight (16 dwords) to
     * drain once: L + Q + 2 = 5 + 16 + 2 = 23, so 39 */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_load_dwordx4, &t), 1);
    CU_ASSERT_EQUAL(t.best, 14);
    CU_ASSERT_EQUAL(t.worst, 39);
    CU_ASSERT_EQUAL(t.busy_worst, 39 + 1126);
    /* its data: L + 5 (Q + 2) / 4 (a backlog of Q - 1 dwords behind the FSM's write-backs,
     * 5 x 18 / 4 = 22.5, rounded up to 23) + 1 (the context picked again) = 5 + 23 + 1 = 29;
     * with the SPI's writes + 1126. The static gap holds the data's return too. */
    emit_timing_waits w0;
    emit_timing_waits_of(&c, &w0);
    CU_ASSERT_EQUAL(w0.smem_return_worst, 29);
    CU_ASSERT_EQUAL(w0.smem_return_busy, 29 + 1126);
    CU_ASSERT_EQUAL(t.gap_worst, 17566 + 39 + 1126 + 29 + 1126);
    /* a queue of 2 dwords: 2 rounds of L + Q + 2 = 9 each; the data: 5 + 5 + 1 */
    c.smem_queue = 2;
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_load_dwordx4, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 16 + 2 * 9);
    emit_timing_waits_of(&c, &w0);
    CU_ASSERT_EQUAL(w0.smem_return_worst, 11);
    c.smem_queue = 16;
    /* VALU, one pass: 10 + 9 + 1 + 1 + 1 = 22, up to 2 more with a lane-mask write */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_v_add_f32, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "valu");
    CU_ASSERT_EQUAL(t.best, 20);   /* from the buffer */
    CU_ASSERT_EQUAL(t.worst, 24);
    /* flat_load_dwordx4: no lane 10 + (8 + 4) + 16 + 3 = 41 (39 from the buffer); every lane:
     * 16 x 4 requests back to back, the last answered L = 5 after it: 10 + 12 + 64 + 5 + 3 */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_load_dwordx4, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "flat");
    CU_ASSERT_EQUAL(t.best, 39);
    CU_ASSERT_EQUAL(t.worst, 94);
    CU_ASSERT_EQUAL(t.busy_worst, 94 + 1126);
    /* an atomic: one access per lane; no other SIMD: no token wait */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_atomic_add, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 10 + 9 + 16 + 5 + 3);
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_barrier, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "barrier");
    CU_ASSERT_EQUAL(t.best, 1 + 7 + 1 + 1);   /* from the buffer: issue, reads, exec, commit */
    CU_ASSERT_EQUAL(t.worst, 12);
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_sethalt, &t), 0);   /* not in the RTL */
    /* --vmem-queue 16: a FLAT load is posted. Its pass requests without waiting for answers and
     * writes no row (one StFWrite cycle): no lane 10 + (8 + 16 + 1) + 3 = 38 (36 from the
     * buffer); every lane of flat_load_dword: 10 + (8 + 16 + 1 + 1) + 3 = 39. Its requests go
     * in cycles 18..33 after the issue; the 16 entries older than it have their data by L - 1 =
     * 4 and leave in cycles 5..20, one per cycle, so request j finds a free entry by 6 + j: no
     * wait. The x4's 64 requests (cycles 18..81) likewise: request j >= 16 needs the entry of
     * its own request j - 16, which left in (18 + j - 16) + 5 + 1, before 18 + j. */
    c.vmem_queue = 16;
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_load_dword, &t), 1);
    CU_ASSERT_EQUAL(t.best, 36);
    CU_ASSERT_EQUAL(t.worst, 39);
    /* 2 entries: each pair of requests waits for the pair before it, 7 cycles a pair (request
     * r, data in r + 5, its entry left in r + 6 and free from r + 7): requests in cycles 18,
     * 19, 25, 26, ..., the last (the 16th) in 19 + 7 x 7 = 68 instead of 33: 39 + 35 = 74 */
    c.vmem_queue = 2;
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_load_dword, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 74);
    c.vmem_queue = 16;
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_load_dwordx4, &t), 1);
    CU_ASSERT_EQUAL(t.best, 36);
    CU_ASSERT_EQUAL(t.worst, 87);
    CU_ASSERT_EQUAL(t.busy_worst, 87 + 1126);
    /* its data as a scalar load's, into the VRF: 5 + 23 + 1 = 29, + 1126 with the SPI; the gap
     * holds it (the longest busy instruction is still ds_read2_b32's 17566) */
    emit_timing_waits_of(&c, &w0);
    CU_ASSERT_EQUAL(w0.vmem_return_worst, 29);
    CU_ASSERT_EQUAL(w0.vmem_return_busy, 29 + 1126);
    CU_ASSERT_EQUAL(t.gap_worst, 17566 + 87 + 1126 + 29 + 1126);
    /* stores and atomics are not posted: as before */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_flat_atomic_add, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 10 + 9 + 16 + 5 + 3);
    /* an SMEM load's first request waits for the vector answers in flight: L more, 39 + 5 */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_load_dwordx4, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 44);
    c.vmem_queue = 0;
    emit_timing_waits_of(&c, &w0);
    CU_ASSERT_EQUAL(w0.vmem_return_worst, 0);
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_getreg_b32, &t), 1);   /* one SGPR dword: 13 + 1 */
    CU_ASSERT_EQUAL(t.worst, 14);
    emit_timing_waits w;
    emit_timing_waits_of(&c, &w);
    CU_ASSERT_EQUAL(w.issue_worst, 17566);
    CU_ASSERT_EQUAL(w.imem_worst, 0);
    CU_ASSERT_EQUAL(w.mem_worst_per_access, 0);
    CU_ASSERT_EQUAL(w.lds_worst_per_access, 16384);
    CU_ASSERT_EQUAL(w.atomic_token_worst, 0);
    CU_ASSERT_EQUAL(w.barrier_release, 1);
    CU_ASSERT_EQUAL(w.wave_best, 102 + 16 + 12 + 1);
    CU_ASSERT_EQUAL(w.wave_worst, 102 + 64 * 16 + 12 + 16384 + 1);
    CU_ASSERT_EQUAL(w.workgroup_worst, 2 * (102 + 64 * 16 + 12) + 16384 + 1);
    CU_ASSERT_EQUAL(w.wave_sequence, 102 + 64 * 16 + 12);
    CU_ASSERT_EQUAL(w.unit_contexts, 2);
    CU_ASSERT_EQUAL(w.token_requesters, 0);   /* one SIMD of one CU: no other holder */
    CU_ASSERT_EQUAL(w.init_per_wave, 102 + 64 * 16);
    CU_ASSERT_EQUAL(w.lds_zero_per_workgroup, 16384);
    /* 2 CUs x 2 SIMDs: each fetch word may wait 1 cycle, each access 1, and an atomic for the
     * three other SIMDs' longest atomic */
    c.cus = 2;
    c.simds = 2;
    emit_timing_op(&c, ISA_s_branch, &t);
    CU_ASSERT_EQUAL(t.busy_worst, 12 + 2);
    CU_ASSERT_EQUAL(t.own_worst, 12 + 2);   /* two fetch words, each may wait 1 */
    emit_timing_waits_of(&c, &w);
    CU_ASSERT_EQUAL(w.imem_worst, 1);
    CU_ASSERT_EQUAL(w.mem_worst_per_access, 1);
    CU_ASSERT_EQUAL(w.token_requesters, 3);   /* the 3 other SIMDs of the 2 CUs */
    /* flat_load_dword, every lane: 10 + (8 + 1) + 16 + 5 + 3 = 43 alone; 2 fetch waits and one
     * arbiter wait per access (16) are its own; + 1126 init writes when busy */
    emit_timing_op(&c, ISA_flat_load_dword, &t);
    CU_ASSERT_EQUAL(t.worst, 43);
    CU_ASSERT_EQUAL(t.own_worst, 43 + 2 + 16);
    CU_ASSERT_EQUAL(t.busy_worst, 43 + 2 + 16 + 1126);
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
    c.cu = PWS_CU_PIPE;
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

/* The split costs and the SpSIMD interference of --split pws with S = 2 on the small
 * configuration (1 SIMD, 2 contexts, wave 16 = 1 pass, 102 SGPRs, latency 5), by hand from
 * docs/splitting.md: 3 units, so 3 requesters per arbiter (an access waits <= 2), every VRF
 * access may wait S = 2 cycles, the split token is held by each other unit for <= e_s. */
static void test_timing_split(void)
{
    pws_cfg c;
    small(&c);
    c.mem_latency = 5;
    c.split = PWS_SPLIT_PWS;
    c.spsimds = 2;
    uint64_t e_s, e_m;
    emit_timing_split(&c, &e_s, &e_m);
    CU_ASSERT_EQUAL(e_s, 12 + 102 + 1);   /* SOPC + the SRF copy (one word a cycle) + 1 */
    CU_ASSERT_EQUAL(e_m, 1 + 12);         /* the wake + the target's s_merge again */
    emit_timing_entry t;
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_s_split, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "split");
    CU_ASSERT_EQUAL(t.best, 10);          /* a null split, from the buffer */
    CU_ASSERT_EQUAL(t.worst, 115);
    CU_ASSERT_EQUAL(t.busy_worst, 115 + 2 * 115);   /* the other two units hold the token */
    CU_ASSERT_EQUAL(t.own_worst, 115 + 2 * 115);    /* the token is the units', not the SPI's */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_merge, &t), 1);
    CU_ASSERT_EQUAL(t.best, 10);
    CU_ASSERT_EQUAL(t.worst, 13);
    /* VALU, one pass: 24 alone; + init 1126 + (7 reads + 1 write) x 2 cycles of the lane arbiter */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_v_add_f32, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 24);
    CU_ASSERT_EQUAL(t.busy_worst, 24 + 1126 + 8 * 2);
    CU_ASSERT_EQUAL(t.own_worst, 24 + 8 * 2);
    /* SMEM x4: 39 alone; each of the 4 requests waits <= 2 for the memory arbiter, and the
     * other two units' SRF copies into this unit (each e_s) go first on its SRF write port */
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_s_load_dwordx4, &t), 1);
    CU_ASSERT_EQUAL(t.busy_worst, 39 + 4 * 2 + 2 * 115 + 1126);
    emit_timing_waits w;
    emit_timing_waits_of(&c, &w);
    CU_ASSERT_EQUAL(w.smem_return_worst, 29 + 2 * 115);
    CU_ASSERT_EQUAL(w.mem_worst_per_access, 2);
    CU_ASSERT_EQUAL(w.imem_worst, 0);     /* unit 0 alone on the CU's RAM; SpSIMDs have copies */
    small(&c);   /* no split hardware: both costs are the SOPC latency */
    emit_timing_split(&c, &e_s, &e_m);
    CU_ASSERT_EQUAL(e_s, 12);
    CU_ASSERT_EQUAL(e_m, 12);
}

void suite_cosim(void)
{
    CU_pSuite s = CU_add_suite("cosim", NULL, NULL);
    CU_add_test(s, "configuration refusals", test_config_refusals);
    CU_add_test(s, "kernel refusals", test_kernel_refusals);
    CU_add_test(s, "implemented-op tables", test_tables);
    CU_add_test(s, "generated CU text", test_generated_text);
    CU_add_test(s, "units per SIMD and the lane-sliced VRF", test_units_and_vrf);
    CU_add_test(s, "timing model numbers", test_timing);
    CU_add_test(s, "timing model of the split hardware", test_timing_split);
    CU_add_test(s, "the pipelined CU's PWS turns and split words", test_timing_pipe_pws);
}
