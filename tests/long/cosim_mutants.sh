#!/usr/bin/env bash
# tests/long/cosim_mutants.sh -- the mutation check of the lockstep co-simulation
# (docs/cosim.md "Mutation check"): thirty defects in the generated Verilog and rtl/, twenty-seven
# in the baseline CU and three in the split hardware, each of which the harness must report (a
# MISMATCH or TIMING report, exit 1; or a deadlock, the watchdog, a bad memory access, exit 3)
# on a fixed kernel set. 100 % detection is required.
#
# Mutant schemata: every defect is one sed edit of a copy of the Verilog (gen/ or rtl/) that turns
# an expression E into "pws_mutant == N ? E' : E", and each edited module reads pws_mutant from
# the plusarg +pws_mutant=N ($value$plusargs; the model hands its argv to Verilator). So one
# model build (model.mk's -O2: under a minute, and its runs are many times as fast as at -O0) holds all thirty, and
# +pws_mutant=0 is the unmutated design, which must pass every kernel first (else a "caught"
# mutant proves nothing). Each edit must change its file.
#
# Configuration: 2 CUs x 1 SIMD x 8 contexts (the atomic token arbitrates between the CUs, the
# scheduler between contexts; the 8 waves of lds_reduce's workgroups fit), wave 16 on 4 lanes
# (few lane instances: a short build), memory latency 3, --split pws with 2 SpSIMD units (fig5's
# nested splits use both), 4 scalar and 4 vector dwords in flight per unit. The model is kept in
# build/cosim/mutants/schema/ and a generated file is copied there only when its text changed,
# so a second run rebuilds nothing.
# (make test-long since the pipelined CU became the default: this is the multi-cycle CU's,
# --cu fsm; the pipelined CU's are tests/integration/cosim_mutants_pipe*.sh.)
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/mutants.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
start=$(date +%s)

MCFG=(--cu fsm --cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 3 --split pws --spsimds 2
      --smem-queue 4 --vmem-queue 4)
K=tests/cosim
for t in vadd lds_reduce fig2 fig5; do mkdir -p "$TMP/tb/$t"; done
# 64 bytes for smem_nowait and flat_lanes (every dword differs)
write_buf64 "$TMP/buf.bin"
mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/tb/vadd")
mapfile -t LDSR < <(build/bin/tbref gen lds_reduce --seed 1 --dir "$TMP/tb/lds_reduce")
mapfile -t FIG2 < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/tb/fig2")
mapfile -t FIG5 < <(build/bin/tbref gen fig5 --seed 1 --dir "$TMP/tb/fig5")
# name|kernel and arguments (cheapest first: most defects are caught by the first kernels)
KERNELS=(
  "salu_ops|$K/salu_ops.s --grid 16 --wg 16"
  "salu_loop|$K/salu_loop.s --grid 64 --wg 64"     # 4 waves: contexts 0..3 of CU 0
  "smem_nowait|$K/smem_nowait.s --grid 32 --wg 16 --arg 7 --arg 0x11223344 --arg @$TMP/buf.bin"
  "valu_ops|$K/valu_ops.s --grid 16 --wg 16"
  "flat_lanes|$K/flat_lanes.s --grid 16 --wg 16 --arg @$TMP/buf.bin"   # FLAT lanes with holes
  # FLAT loads in flight; answers up to 200 cycles late, so that a load's data is still out when
  # the next instructions want it (at latency 3 alone it is always in by then)
  "vmem_nowait|$K/vmem_nowait.s --grid 16 --wg 16 --arg @$TMP/buf.bin --mem-jitter 200 --seed 1"
  "ds_pass|$K/ds_pass.s --grid 16 --wg 16"                # DS lanes with holes
  "vadd|build/tb/vadd.s ${VADD[*]}"
  "mem_bytes|$K/mem_bytes.s --grid 16 --wg 16 --arg zeros:256"
  "lds_reduce|build/tb/lds_reduce.s ${LDSR[*]}"    # 8 waves, LDS, barriers
  "atomics|$K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096"
  "split_wait|$K/split_wait.s --grid 16 --wg 16"    # the merge target waits for its child
  "fig5|build/tb/fig5.s ${FIG5[*]}"                 # nested splits on both SpSIMD units
  "fig2|build/tb/fig2.s ${FIG2[*]}"
)

# ---- the mutants: file # sed expression (the schema of mutant N) # the defect ----
MUTANTS=(
  "gen/pws_salu.v#s/d_o = {32'd0, a & b};/d_o = pws_mutant == 1 ? {32'd0, a | b} : {32'd0, a \& b};/#swapped SALU op (s_and_b32 computes or)"
  "gen/pws_vrf.v#s/\.we_i(we_i && wmask_i\[k\])/.we_i(we_i \&\& wmask_i[k] \&\& (pws_mutant != 2 || k != 3))/#dropped lane write enable (VRF lane 3)"
  "gen/pws_simd.v#s/wire \[31:0\] br_off = {imm\[29:0\], 2'b00};/wire [31:0] br_off = pws_mutant == 3 ? {imm[28:0], 3'b000} : {imm[29:0], 2'b00};/#wrong branch offset (times 2)"
  "gen/pws_simd.v#s/exec_q\[cur_q\] <= salu_x & LaneMask;/exec_q[cur_q] <= pws_mutant == 4 ? exec_q[cur_q] : salu_x \& LaneMask;/#stale EXEC (s_and_saveexec_b64 does not write it)"
  "gen/pws_simd.v#s/state_q <= imem_gnt_i ? StFetch1 : StFetchR1;/state_q <= imem_gnt_i \&\& pws_mutant != 5 ? StFetch1 : StFetchR1;/#one cycle more per fetch (timing only)"
  "gen/pws_simd.v#s/if (run_q\[j\] && !bar_q\[j\]/if (run_q[j] \&\& (pws_mutant != 6 || j != 1) \&\& !bar_q[j]/#scheduler skips a requester (context 1)"
  "gen/pws_gpu.v#s/\.req_i(amo_req), /.req_i(pws_mutant == 7 ? amo_req \& 1 : amo_req), /#atomic token arbiter skips requesters (grants CU 0 only)"
  "gen/pws_lds.v#s/raddr = a_byte\[AddrWidth+1:2\];/raddr = pws_mutant == 8 ? {a_byte[AddrWidth+1:3], 1'b0} : a_byte[AddrWidth+1:2];/#wrong LDS address bit (bit 2 stuck at 0)"
  "gen/pws_simd.v#s/if (is_barrier && !err_q) bar_q\[cur_q\] <= 1'b1;/if (is_barrier \&\& !err_q \&\& pws_mutant != 9) bar_q[cur_q] <= 1'b1;/#barrier releases early (never waits)"
  "gen/pws_salu.v#/OP_S_ADD_U32: begin/,/end/s/scc_o = add33\[32\];/scc_o = pws_mutant == 10 ? !add33[32] : add33[32];/#SALU carry inverted (s_add_u32)"
  "gen/pws_simd.v#s/\(OP_FLAT_STORE_BYTE: begin.*\)flat_size = 2'd0;/\1flat_size = pws_mutant == 11 ? 2'd1 : 2'd0;/#wrong memory byte enable (flat_store_byte writes 2 bytes)"
  "rtl/pws_valu_lane.v#s/as_cout = as_t\[DwWidth\];/as_cout = pws_mutant == 12 ? !as_t[DwWidth] : as_t[DwWidth];/#VALU carry-out inverted (v_add_u32 VCC)"
  "gen/pws_split_ctx.v#s/? child_stack_q\[top_i\] :/? (pws_mutant == 13 ? child_stack_q[g * StackDepth] : child_stack_q[top_i]) :/#a wrong child popped (the bottom of the child stack)"
  "gen/pws_simd.v#s/wire \[63:0\] sp_other = cur_spm & ~sp_m;/wire [63:0] sp_other = pws_mutant == 14 ? cur_spm \& sp_m : cur_spm \& ~sp_m;/#a split mask not negated (the new SWF gets the splitter's lanes)"
  "gen/pws_simd.v#s/wire merge_go = mwake_q\[cur_q\];/wire merge_go = mwake_q[cur_q] || (pws_mutant == 15 \&\& topv_all[cur_q]);/#a merge that does not wait (the target completes alone)"
  "gen/pws_simd.v#s/inst1_q <= ib_w1;/inst1_q <= pws_mutant == 16 ? ib_w0 : ib_w1;/#an instruction-buffer hit loses its second dword"
  "gen/pws_simd.v#s/wire sb_hazard = (code0 < SgprsOp/wire sb_hazard = (pws_mutant != 17 \&\& code0 < SgprsOp/#the scoreboard misses a pending src0 SGPR (reads it before its load's data)"
  "gen/pws_simd.v#s/- {{(LgkmWidth-1){1'b0}}, q_pop && q_out_last && /- {{(LgkmWidth-1){1'b0}}, q_pop \&\& q_out_last \&\& pws_mutant != 18 \&\& /#lgkmcnt never counts down (s_waitcnt and s_endpgm wait forever)"
  "gen/pws_simd.v#s/q_alloc_sgpr = dst\[6:0\] + {3'd0, mem_i_q};/q_alloc_sgpr = dst[6:0] + {3'd0, mem_i_q} + (pws_mutant == 19 ? 7'd1 : 7'd0);/#a loaded dword written to the next SGPR"
  "gen/pws_simd.v#s/wire smem_req = state_q == StMemReq && !q_full/wire smem_req = state_q == StMemReq \&\& (pws_mutant == 20 || !q_full)/#a scalar-load request while the queue is full (overwrites an entry in flight)"
  "gen/pws_simd.v#s/if (act_pass\[rl\] && rl >= rk_ext)/if ((pws_mutant == 21 || act_pass[rl]) \&\& rl >= rk_ext)/#an answer to a pipelined access written to the next lane, active or not"
  "gen/pws_simd.v#s/ && out_next == {(LanesLog+3){1'b0}};/ \&\& (pws_mutant == 22 || out_next == {(LanesLog+3){1'b0}});/#a pass's loaded dwords written before its last answer"
  "gen/pws_simd.v#s/wire vb_hazard = VmemPosted/wire vb_hazard = pws_mutant != 23 \&\& VmemPosted/#the scoreboard misses pending VGPRs (reads a FLAT load's VGPR before its data)"
  "gen/pws_simd.v#s/- {{(VmWidth-1){1'b0}}, vb_clr && /- {{(VmWidth-1){1'b0}}, vb_clr \&\& pws_mutant != 24 \&\& /#vmcnt never counts down (s_waitcnt vmcnt and s_endpgm wait forever)"
  "gen/pws_simd.v#s/wire \[5:0\] vq_o_lane = vq_o_tag\[11:6\];/wire [5:0] vq_o_lane = pws_mutant == 25 ? vq_o_tag[11:6] + 6'd1 : vq_o_tag[11:6];/#a FLAT load's late dword written to the next lane"
  "gen/pws_simd.v#s/ \&\& !vq_awaiting;   \/\/ one dword/ \&\& (pws_mutant == 26 || !vq_awaiting);   \/\/ one dword/#a scalar-load request while vector answers are awaited (responses misrouted)"
  "gen/pws_simd.v#s/wire \[3:0\] vw_s1 = is_flat ? st_mask\[3:0\]/wire [3:0] vw_s1 = is_flat ? (pws_mutant == 27 ? 4'd0 : st_mask[3:0])/#the scoreboard misses a FLAT store's pending data VGPR"
  "gen/pws_simd.v#s/|| (dst\[OpndWidth-1:8\] == 2'b01 && (vpend_d/|| (pws_mutant != 28 \&\& dst[OpndWidth-1:8] == 2'b01 \&\& (vpend_d/#the scoreboard misses a pending vdst (a write the late dword then overwrites)"
  "gen/pws_simd.v#s/vr_q == 3'd7 && !is_vmem;/vr_q == (pws_mutant == 29 ? 3'd6 : 3'd7) \&\& !is_vmem;/#the lane clock gate opens a cycle early (the lanes' copy misses the last operand read)"
  "gen/pws_simd.v#s/vop6_in = (vskip_q || !vc_vgpr) ? vop_q\[6\] : vrf_rdata;/vop6_in = (vskip_q || !vc_vgpr || pws_mutant == 30) ? vop_q[6] : vrf_rdata;/#the lanes' copy takes v_mac_f32's old vdst before it is read (the previous pass's)"
)

# ---- the schemata: generate, apply every edit, declare pws_mutant in each edited module ----
mutants_pipe schema "${MCFG[@]}"

MUT_CYCLES=500000   # runk's limit (lib/mutants.bash)
mutants_check
echo "# cosim_mutants: $(( $(date +%s) - start )) s"
