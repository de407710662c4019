/* tests/test_timing_pipe.c -- the timing model of the pipelined CU (rtl_gen/emit_timing_pipe.c,
 * docs/microarchitecture.md "Latencies" and "Worst-case waits"), through emit_timing_op and
 * emit_timing_waits_of as the harness and pws wcet read it. Every number is worked out in the
 * comments from the formulas of the spec, on two configurations:
 *   SMALL  --cu pipe --simds 2 --contexts 4 --wave 16 --lanes 16 --mem-latency 5 (split none):
 *          N = 2, W = 4, P = 1, L = 5, Qs = 16, Qv = 16 (--vmem-queue 0), Ql = 4, MI = 2;
 *   DEFAULT --cu pipe --split none --spsimds 0: N = 4, W = 10, P = 4, L = 20, the same queues.
 * Both: 102 SGPRs, 64 VGPRs, 64 KiB of LDS. */
#include <CUnit/CUnit.h>

#include "cfg.h"
#include "emit_timing.h"
#include "isa.h"

static void small_cfg(pws_cfg *c)
{
    pws_cfg_default(c);
    c->split = PWS_SPLIT_NONE;
    c->spsimds = 0;
    c->simds = 2;
    c->contexts = 4;
    c->wave = 16;
    c->lanes = 16;
    c->mem_latency = 5;
}

/* Issue to retire: a K = 1 VALU P + 3; a 64-bit result (K = 2) 2P + 4; every other unit 3.
 * (No op of the table has a 64-bit VGPR source without a 64-bit result yet: 2P + 3.) */
static void test_latencies(void)
{
    pws_cfg c;
    small_cfg(&c);
    emit_timing_entry t;
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_add_u32, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "valu");
    CU_ASSERT_EQUAL(t.best, 4);
    CU_ASSERT_EQUAL(t.worst, 4);
    CU_ASSERT_EQUAL(t.own_worst, 4);
    CU_ASSERT_EQUAL(t.busy_worst, 4);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_lshlrev_b64, &t), 1);
    CU_ASSERT_EQUAL(t.best, 6);
    CU_ASSERT_EQUAL(t.worst, 6);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_ashrrev_i64, &t), 1);
    CU_ASSERT_EQUAL(t.best, 6);
    CU_ASSERT_EQUAL(t.worst, 6);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_s_add_u32, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "salu");
    CU_ASSERT_EQUAL(t.worst, 3);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_flat_load_dword, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "flat");
    CU_ASSERT_EQUAL(t.worst, 3);   /* it retires when the VMEM unit takes it */
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_s_cbranch_scc0, &t), 1);
    CU_ASSERT_STRING_EQUAL(t.cls, "branch");
    CU_ASSERT_EQUAL(t.worst, 3);
    /* DEFAULT, P = 4: 7 and 12 */
    pws_cfg_default(&c);
    c.split = PWS_SPLIT_NONE;
    c.spsimds = 0;
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_add_u32, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 7);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_lshlrev_b64, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 12);
    /* --fp32 none: the FP32 ops are not run */
    c.fp32 = PWS_FP32_NONE;
    CU_ASSERT_EQUAL(emit_timing_op(&c, ISA_v_mul_f32, &t), 0);
}

/* A plain store's sending on SMALL (docs/microarchitecture.md "The static bound"): its
 * acknowledgements leave the return queue at once, so alone (no load answer in its unit) an
 * access every max(2N, 1, ceil((L + 5) / Qv)) = 4 cycles: flat_store_dword 16 x 4 + 3 + 10 =
 * 77; behind up to min(Qv, 16) = 16 answers of earlier loads, each of those accesses 5 - 4 = 1
 * more: 93, a load's. DS: max(N + 1, 1, ceil(6 / Ql)) = 3: ds_write_b32 16 x 3 + 2 + 6 = 56, and
 * 56 + min(4, 16) x (5 - 3) = 64. Loads and atomics: send_alone = send. */
static void test_store_send(void)
{
    pws_cfg c;
    small_cfg(&c);
    emit_pipe_cost o;
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_flat_store_dword, &o), 1);
    CU_ASSERT_EQUAL(o.send_alone, 77);
    CU_ASSERT_EQUAL(o.send, 93);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_ds_write_b32, &o), 1);
    CU_ASSERT_EQUAL(o.send_alone, 56);
    CU_ASSERT_EQUAL(o.send, 64);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_flat_load_dword, &o), 1);
    CU_ASSERT_EQUAL(o.send_alone, 93);
    CU_ASSERT_EQUAL(o.send, 93);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_flat_atomic_add, &o), 1);
    CU_ASSERT_EQUAL(o.send_alone, o.send);
}

/* The gap bound on SMALL: hazard 2P + 3 = 5, fetch N W + 2 = 10, the issue wait N - 1 + (W - 1)
 * x ceil(hold / N) N + N, every unit's backlog, and its own latency.
 *   FLAT: an access every T = max(2N, 5, ceil((L + 5) / Qv)) = max(4, 5, 1) = 5 cycles (5: its
 *         answers leave the return queue one VRF write at a time); the longest instruction
 *         (dwordx4, 4 x 16 accesses) sends in 64 x 5 + (2N - 1 = 3, its first access's wait) +
 *         L + 5 = 333; backlog MI x 333 + L + 5 = 676.
 *   DS:   T = max(N + 1, 5, ceil(6 / Ql)) = max(3, 5, 2) = 5 (N + 1: N SIMDs and one cycle of
 *         the SPI's zeroing); the longest, ds_read2_b64 (4 x 16), 64 x 5 + 2 + 1 + 5 = 328;
 *         backlog 2 x 328 + 6 = 662.
 *   SMEM: 16 dwords, T = max(2N, 4, ceil(10 / 16)) = 4 (4: an SRF write): 64 + 3 + 10 = 77;
 *         backlog 2 x 77 + 10 = 164.
 *   drain = 676 + 662 + 164 = 1502.
 *   VALU: holds at most 2P + 1 = 3 (a 64-bit result): per issue ceil(3 / 2) x 2 = 4; the wait
 *         1 + 3 x 4 + 2 = 15; v_add_u32: 5 + 10 + 15 + 1502 + 4 = 1536.
 *   FLAT: holds 333 (its sending), 334 in whole visits: 1 + 3 x 334 + 2 = 1005, and MI x 333
 *         = 666 ahead of it in its unit: 1671; flat_load_dword: 5 + 10 + 1671 + 1502 + 3 = 3191.
 *         An atomic waits for the token of the 1 other SIMD, max(333, 328): 3524. */
static void test_gaps(void)
{
    pws_cfg c;
    small_cfg(&c);
    emit_timing_entry t;
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_add_u32, &t), 1);
    CU_ASSERT_EQUAL(t.gap_worst, 1536);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_flat_load_dword, &t), 1);
    CU_ASSERT_EQUAL(t.gap_worst, 3191);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_flat_atomic_add, &t), 1);
    CU_ASSERT_EQUAL(t.gap_worst, 3524);
    uint64_t own, busy;
    emit_timing_vmem_return(&c, &own, &busy);
    CU_ASSERT_EQUAL(own, 676);
    CU_ASSERT_EQUAL(busy, 676);
    emit_timing_smem_return(&c, &own, &busy);
    CU_ASSERT_EQUAL(own, 164);
    emit_timing_lds_return(&c, &own, &busy);
    CU_ASSERT_EQUAL(own, 662);
}

/* The configuration-wide waits on SMALL: the longest hold of any unit is the FLAT's 333, 334 in
 * whole visits, so a ready wavefront waits 1 + 3 x 334 + 2 = 1005; its fetch N W + 2 = 10; 2N -
 * 1 = 3 for the memory arbiter, N = 2 for the LDS's (the other SIMD and a cycle of the SPI's
 * zeroing); the token 1 x 333. The SPI: a wave is (11 + 102 + 64) writes of at most 4 cycles = 708; the LDS
 * zeroing 65536 / 4 dwords of N + 1 = 3 cycles = 49152; a wave 708 + 49152 + 1 = 49861; the
 * last of a workgroup N W x 708 + 49153 = 54817. */
static void test_waits(void)
{
    pws_cfg c;
    small_cfg(&c);
    emit_timing_waits w;
    emit_timing_waits_of(&c, &w);
    CU_ASSERT_EQUAL(w.issue_worst, 1005);
    CU_ASSERT_EQUAL(w.imem_worst, 10);
    CU_ASSERT_EQUAL(w.mem_worst_per_access, 3);
    CU_ASSERT_EQUAL(w.lds_worst_per_access, 2);
    CU_ASSERT_EQUAL(w.atomic_token_worst, 333);
    CU_ASSERT_EQUAL(w.init_worst, 0);
    CU_ASSERT_EQUAL(w.unit_contexts, 4);
    CU_ASSERT_EQUAL(w.token_requesters, 1);
    CU_ASSERT_EQUAL(w.wave_sequence, 708);
    CU_ASSERT_EQUAL(w.lds_zero_per_workgroup, 49152);
    CU_ASSERT_EQUAL(w.wave_worst, 49861);
    CU_ASSERT_EQUAL(w.workgroup_worst, 54817);
    CU_ASSERT_EQUAL(w.smem_return_worst, 164);
    CU_ASSERT_EQUAL(w.vmem_return_worst, 676);
}

/* One VRF read port (--vrf-reads 1, docs/microarchitecture.md "Narrow configurations") on
 * NARROW1: --cu pipe --simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split none
 * --vrf-reads 1 (N = 1, P = 4, the whole ISA). A VALU op reads at most v source dwords a pass
 * (every slot that may be a VGPR), R = max(v, Wd + 1), Wd = 2 with a 64-bit result:
 *   v_add_u32      v = 2, Wd = 1: R = 2; issue to retire P R + Wd + 2 = 11, and also at its
 *                  fewest (no VGPR source: R = Wd + 1 = 2); B = P R + Wd - 1 = 8
 *   v_lshlrev_b64  v = 1 + 2, Wd = 2: R = 3; 12 + 4 = 16 both; B = 13
 *   v_mad_u32_u24  v = 3, Wd = 1: R = 3 at most (15), 2 at least (11); B = 12
 *   v_mac_f32      source 2 is its old destination: v = 3, 15 at most
 * Hazards of v_add_u32: a VALU after it t + P (R - 2) + Wd + 3 = t + 4, anything else after its
 * retire or rows t + P R + Wd + 1 = t + 10. Rows are P cycles each: flat_load_dword's address
 * pair 8, flat_store_dword's 12. A background VRF write 3 (Wd + 1) = 9 (the ISA has 64-bit
 * results); an SPI VGPR row 1 + P x 9 = 37 (5 alone), so a wave's SPI sequence is (11 + 102) x
 * 4 + 64 x 37 = 2820. */
static void test_one_port(void)
{
    pws_cfg c;
    small_cfg(&c);
    c.simds = 1;
    c.lanes = 4;
    c.vrf_reads = 1;
    emit_timing_entry t;
    emit_pipe_cost o;
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_add_u32, &t), 1);
    CU_ASSERT_EQUAL(t.best, 11);
    CU_ASSERT_EQUAL(t.worst, 11);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_v_add_u32, &o), 1);
    CU_ASSERT_EQUAL(o.hold, 8);
    CU_ASSERT_EQUAL(o.hz_valu, 4);
    CU_ASSERT_EQUAL(o.hz_other, 10);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_lshlrev_b64, &t), 1);
    CU_ASSERT_EQUAL(t.best, 16);
    CU_ASSERT_EQUAL(t.worst, 16);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_v_lshlrev_b64, &o), 1);
    CU_ASSERT_EQUAL(o.hold, 13);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_mad_u32_u24, &t), 1);
    CU_ASSERT_EQUAL(t.best, 11);
    CU_ASSERT_EQUAL(t.worst, 15);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_v_mad_u32_u24, &o), 1);
    CU_ASSERT_EQUAL(o.hold, 12);
    CU_ASSERT_EQUAL_FATAL(emit_timing_op(&c, ISA_v_mac_f32, &t), 1);
    CU_ASSERT_EQUAL(t.worst, 15);
    /* the SALU takes an instruction at most every other cycle (N = 1 here: a rule of its own) */
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_s_add_u32, &o), 1);
    CU_ASSERT_EQUAL(o.hold, 2);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_s_load_dword, &o), 1);
    CU_ASSERT_EQUAL(o.hold, 2);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_flat_load_dword, &o), 1);
    CU_ASSERT_EQUAL(o.rows, 8);
    CU_ASSERT_EQUAL_FATAL(emit_timing_pipe_info(&c, ISA_flat_store_dword, &o), 1);
    CU_ASSERT_EQUAL(o.rows, 12);
    emit_timing_waits w;
    emit_timing_waits_of(&c, &w);
    CU_ASSERT_EQUAL(w.wave_sequence, 2820);
}

void suite_timing_pipe(void)
{
    CU_pSuite s = CU_add_suite("timing_pipe", NULL, NULL);
    CU_add_test(s, "issue-to-retire latencies", test_latencies);
    CU_add_test(s, "gap bounds and load returns", test_gaps);
    CU_add_test(s, "a plain store's sending, alone and behind loads", test_store_send);
    CU_add_test(s, "configuration-wide waits", test_waits);
    CU_add_test(s, "one VRF read port: R, B, hazards, rows, the SPI's rows", test_one_port);
}
