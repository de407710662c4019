#!/usr/bin/env bash
# tests/integration/cosim_mutants_pipe.sh -- the mutation check of the CU
# (docs/microarchitecture.md "What the lockstep and the mutation check cover"): defects in its
# hand-written stages (rtl/*.v) and in the generated modules it uses, each of which the
# harness must report (a MISMATCH or TIMING report, exit 1; or a deadlock, the watchdog, a bad
# memory access, exit 3) on a fixed kernel set. 100 % detection is required. The method:
#
# Mutant schemata: every defect is one sed edit of a copy of the design that turns an
# expression E into "pws_mutant == N ? E' : E" (or adds "pws_mutant != N &&" to a condition),
# and each edited module reads pws_mutant from the plusarg +pws_mutant=N. One model holds them
# all; +pws_mutant=0 is the unmutated design, which must pass every kernel first. Each edit
# must change its file. The model reads the edited copy of rtl/ (model.mk's RTL).
#
# Configuration: 2 CUs x 1 SIMD x 8 contexts (the atomic token between the CUs; lds_reduce's
# workgroups of 8 wavefronts fit), wave 16 on 8 lanes: P = 2 and N = 1, so that every hazard
# rule binds (a wavefront may issue every other cycle; a K = 1 VALU holds the VALU 2 cycles, its
# VGPR hazard is 3; a 64-bit result's is P + 4 = 6 against B = 5; memory rows and scalar state
# after a VALU, P + 2 = 4), memory latency 3, 4 scalar and 4 vector dwords in flight. The
# s_waitcnt threshold mutants are caught by the harness's check of the loads in flight when
# s_waitcnt retires (docs/cosim.md).
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/mutants.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
start=$(date +%s)

MCFG=(--cus 2 --simds 1 --contexts 8 --wave 16 --lanes 8 --mem-latency 3 --split none
      --spsimds 0 --smem-queue 4 --vmem-queue 4)
K=tests/cosim
for t in vadd lds_reduce fig2 stencil2d histogram; do mkdir -p "$TMP/tb/$t"; done
write_buf64 "$TMP/buf.bin"
mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/tb/vadd")
mapfile -t LDSR < <(build/bin/tbref gen lds_reduce --seed 1 --dir "$TMP/tb/lds_reduce")
mapfile -t FIG2 < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/tb/fig2")
mapfile -t STEN < <(build/bin/tbref gen stencil2d --seed 1 --dir "$TMP/tb/stencil2d")
mapfile -t HIST < <(build/bin/tbref gen histogram --seed 1 --dir "$TMP/tb/histogram")
# name|kernel and arguments (cheapest first: most defects are caught by the first kernels)
KERNELS=(
  "salu_ops|$K/salu_ops.s --grid 16 --wg 16"
  "salu_more|$K/salu_more.s --grid 16 --wg 16"
  "salu_loop|$K/salu_loop.s --grid 64 --wg 64"
  "smem_nowait|$K/smem_nowait.s --grid 32 --wg 16 --arg 7 --arg 0x11223344 --arg @$TMP/buf.bin"
  "valu_ops|$K/valu_ops.s --grid 16 --wg 16"
  "valu_ops x4|$K/valu_ops.s --grid 64 --wg 16"   # 4 wavefronts: the VALU shared
  "valu64|$K/valu64.s --grid 16 --wg 16"          # v_mad_*64, 64-bit compares, VOP3b pairs
  "b16|$K/b16.s --grid 16 --wg 16"                # the 16-bit integer ops
  "pipe_hazards|$K/pipe_hazards.s --grid 16 --wg 16 --arg zeros:256"   # every rule at once
  "flat_lanes|$K/flat_lanes.s --grid 16 --wg 16 --arg @$TMP/buf.bin"
  "vmem_nowait|$K/vmem_nowait.s --grid 16 --wg 16 --arg @$TMP/buf.bin --mem-jitter 200 --seed 1"
  "ds_pass|$K/ds_pass.s --grid 16 --wg 16"
  "mem_bytes|$K/mem_bytes.s --grid 16 --wg 16 --arg zeros:256"
  "vadd|build/tb/vadd.s ${VADD[*]}"
  "stencil2d|build/tb/stencil2d.s ${STEN[*]}"     # 64-bit address arithmetic, v_addc with VCC
  "lds_reduce|build/tb/lds_reduce.s ${LDSR[*]}"   # 8 waves, LDS, barriers
  "histogram|build/tb/histogram.s ${HIST[*]}"     # LDS atomics
  "atomics|$K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096"
  "ds2|$K/ds2.s --grid 128 --wg 64 --arg zeros:6144"     # read2 / write2 b64 and st64
  "fig2|build/tb/fig2.s ${FIG2[*]}"
)

# ---- the mutants: file # sed expression (the schema of mutant N) # the defect ----
MUTANTS=(
  # issue: hazard counters, the VALU's occupancy, the SRF reservation, the pickers
  "rtl/pws_issue.v#s/set_v_k1 = 8'd2,/set_v_k1 = (pws_mutant == 1 ? 8'd1 : 8'd2),/#VGPR hazard one cycle short (a VALU reads a VALU's result before its write)"
  "rtl/pws_issue.v#s/set_v_k2 = p_w + 8'd3;/set_v_k2 = p_w + (pws_mutant == 2 ? 8'd2 : 8'd3);/#VGPR hazard of a 64-bit result one cycle short (its high dword read early)"
  "rtl/pws_issue.v#s/set_m_k1 = p_w + 8'd1,/set_m_k1 = (pws_mutant == 3 ? p_w : p_w + 8'd1),/#memory units read a VALU result's rows one cycle early"
  "rtl/pws_issue.v#s/set_c_k2 = 8'd2 \* p_w;/set_c_k2 = 8'd2 * p_w - (pws_mutant == 4 ? 8'd1 : 8'd0);/#retire order: a non-VALU retires before a 64-bit VALU of its wavefront"
  "rtl/pws_issue.v#s/: h_k2\[hk\] ? set_m_k2 : set_m_k1)$/: pws_mutant == 5 ? (h_k2[hk] ? set_v_k2 : set_v_k1) : h_k2[hk] ? set_m_k2 : set_m_k1)/#scalar readers read a VALU's mask before its last pass"
  "rtl/pws_issue.v#s/valu_busy_q\[iss_unit(k)\] == HzZero/(pws_mutant == 6 || valu_busy_q[iss_unit(k)] == HzZero)/#the VALU takes a new instruction while it is busy"
  "rtl/pws_issue.v#s/(!h_wsgpr\[k\] || salu_res_ok\[iss_unit(k)\])/(pws_mutant == 7 || !h_wsgpr[k] || salu_res_ok[iss_unit(k)])/#a SALU ignores the VALU's SRF write reservation (two writes in one cycle)"
  "rtl/pws_issue.v#s/.req_i(vis \& r_salu \& bank(u))/.req_i(vis \& (r_salu | (pws_mutant == 8 ? r_valu : {NumContexts{1'b0}})) \& bank(u))/#one instruction of a wavefront issued to two units in one cycle"
  "rtl/pws_issue.v#s/| (gs\[k\] \&\& h_smem\[k\] ? sm_set/| (gs[k] \&\& h_smem[k] \&\& pws_mutant != 9 ? sm_set/#the scoreboard misses a scalar load's SGPRs"
  "rtl/pws_issue.v#s/| ((gm\[k\] || gl\[k\]) \&\& h_ld_v\[k\]/| (((gm[k] \&\& pws_mutant != 10) || gl[k]) \&\& h_ld_v[k]/#the scoreboard misses a FLAT load's VGPRs"
  "rtl/pws_issue.v#s/|| (f_dk\[1\] \&\& (pvd\[15:0\] \& md\[15:0\]) != 16'd0);/|| (pws_mutant != 11 \&\& f_dk[1] \&\& (pvd[15:0] \& md[15:0]) != 16'd0);/#no write-after-write check (a VALU writes a VGPR a load in flight will overwrite)"
  "rtl/pws_issue.v#s/lgkm_q\[k\] <= {{(LgkmWidth-4){1'b0}}, h_lgkm_thr\[4\*k +: 4\]}/lgkm_q[k] <= {{(LgkmWidth-4){1'b0}}, h_lgkm_thr[4*k +: 4]} + (pws_mutant == 12 ? 1 : 0)/#s_waitcnt lgkmcnt passes with one more in flight"
  "rtl/pws_issue.v#s/vm_q\[k\] <= {{(VmWidth-4){1'b0}}, h_vm_thr\[4\*k +: 4\]}/vm_q[k] <= {{(VmWidth-4){1'b0}}, h_vm_thr[4*k +: 4]} + (pws_mutant == 13 ? 1 : 0)/#s_waitcnt vmcnt passes with one more in flight"
  "rtl/pws_issue.v#s/- {{(LgkmWidth-1){1'b0}}, ld_done\[k\]};/- {{(LgkmWidth-1){1'b0}}, ld_done[k] || (pws_mutant == 14 \&\& gl[k])};/#lgkmcnt counted down at a DS instruction's issue (early)"
  "rtl/pws_issue.v#s/(!(h_endpgm\[k\] ||/(!((pws_mutant != 15 \&\& h_endpgm[k]) ||/#s_endpgm does not wait for its loads and stores"
  "rtl/pws_issue.v#s/.req_i(vis \& r_valu_p),/.req_i(vis \& r_valu_p \& ~(pws_mutant == 16 ? {{(NumContexts-1){1'b0}}, 1'b1} << 1 : {NumContexts{1'b0}})),/#the VALU picker never picks context 1"
  "rtl/pws_issue.v#s/hz_v_q\[k\] == HzZero \&\& hz_k_q\[k\] == HzZero \&\& hz_w_q\[k\] == HzZero/hz_v_q[k] == HzZero \&\& hz_k_q[k] == HzZero \&\& (pws_mutant == 17 || hz_w_q[k] == HzZero)/#no write-after-read check (a VALU overwrites a store's data before its row is read)"
  # the VALU
  "rtl/pws_valu_pipe.v#s/w_hi_q <= rst_ni \&\& w_v_q \&\& w_k2_q \&\& w_vd64_q;/w_hi_q <= rst_ni \&\& (pws_mutant == 18 ? x_exe \&\& x_k2_q \&\& x_vd64_q : w_v_q \&\& w_k2_q \&\& w_vd64_q);/#a 64-bit result's high dword written in its low dword's cycle"
  "rtl/pws_valu_pipe.v#s/: (w_wd_q \&\& !w_rl_q \&\& !w_rfl_q) ? w_act_q :/: (w_wd_q \&\& !w_rl_q \&\& !w_rfl_q) ? (pws_mutant == 19 ? {SimdWidth{1'b1}} : w_act_q) :/#lanes outside EXEC written"
  "rtl/pws_valu_pipe.v#s/gbits = {{(64-SimdWidth){1'b0}}, w_bits_q \& w_act_q} << wbase;/gbits = {{(64-SimdWidth){1'b0}}, w_bits_q \& w_act_q} << (pws_mutant == 20 ? 32'd0 : wbase);/#a pass's mask bits written into pass 0's group"
  "rtl/pws_valu_pipe.v#s/lsel_live = sc1\[LaneIdxWidth-1:0\];/lsel_live = sc1[LaneIdxWidth-1:0] + (pws_mutant == 21 ? 1 : 0);/#v_readlane_b32 \/ v_writelane_b32 one lane off"
  "rtl/pws_valu_pipe.v#s/lo1_q <= rd1;/lo1_q <= pws_mutant == 22 ? rd0 : rd1;/#a 64-bit source's low dword taken from the wrong operand"
  "rtl/pws_valu_pipe.v#s/assign l_carry\[g\] = cmask\[lane32\];/assign l_carry[g] = cmask[pws_mutant == 23 ? g : lane32];/#every pass reads pass 0's VCC bits (v_addc's carry-in, v_cndmask's select)"
  "rtl/pws_valu_pipe.v#s/assign s_idx_o = sgpr_lane ? w_dst_q\[6:0\] : w_mcode_q\[6:0\];/assign s_idx_o = sgpr_lane ? w_dst_q[6:0] : w_mcode_q[6:0] + (pws_mutant == 24 ? 7'd2 : 7'd0);/#a compare's SGPR-pair result written two SGPRs off"
  "rtl/pws_valu_pipe.v#s/to_exec = w_mk_q\[4\] || w_cmpx_q/to_exec = w_mk_q[4] || (pws_mutant != 25 \&\& w_cmpx_q)/#v_cmpx does not write EXEC"
  # the scalar unit, branches, barriers
  "gen/pws_salu.v#s/d_o = {32'd0, a \& b};/d_o = pws_mutant == 26 ? {32'd0, a | b} : {32'd0, a \& b};/#swapped SALU op (s_and_b32 computes or)"
  "rtl/pws_salu_pipe.v#s/assign r_scc_o = saveexec ? new_exec != 64'd0 : scc_v;/assign r_scc_o = saveexec ? (new_exec != 64'd0) != (pws_mutant == 27) : scc_v;/#s_and_saveexec_b64's SCC inverted"
  "rtl/pws_salu_pipe.v#s/assign smem_addr_o = s0 + {32'd0, ir_k1_q == 9'd0 ? ir_imm_q : s1\[31:0\]};/assign smem_addr_o = s0 + {32'd0, ir_k1_q == 9'd0 ? ir_imm_q + (pws_mutant == 28 ? 4 : 0) : s1[31:0]};/#a scalar load's immediate offset one dword off"
  "rtl/pws_salu_pipe.v#s/assign redir_pc_o = s0\[31:0\];/assign redir_pc_o = s0[31:0] + (pws_mutant == 29 ? 4 : 0);/#s_setpc_b64 jumps one instruction too far"
  "rtl/pws_ctrl_unit.v#s/wire \[31:0\] br_pc = seq_pc + {x_imm_q\[29:0\], 2'b00};/wire [31:0] br_pc = seq_pc + (pws_mutant == 30 ? {x_imm_q[28:0], 3'b000} : {x_imm_q[29:0], 2'b00});/#wrong branch offset (times 2)"
  "rtl/pws_ctrl_unit.v#s/|| (x_cond_q\[5\] \&\& act == 64'd0)/|| (x_cond_q[5] \&\& (pws_mutant == 31 ? vcc : act) == 64'd0)/#s_cbranch_execz tests VCC"
  "rtl/pws_ctrl_unit.v#s/assign bar_set_o = iss_i \&\& ok \&\& f_barrier;/assign bar_set_o = iss_i \&\& ok \&\& f_barrier \&\& pws_mutant != 32;/#s_barrier does not wait"
  # fetch
  "rtl/pws_fetch.v#s/wire \[31:0\] pc1 = pc0 + {28'd0, n0, 2'b00};/wire [31:0] pc1 = pc0 + (pws_mutant == 33 ? 32'd4 : {28'd0, n0, 2'b00});/#the second decoded instruction's PC ignores a literal before it"
  "rtl/pws_fetch.v#s/fpc_nx_all\[32\*p +: 32\] = pc1 + (two ? {28'd0, n1, 2'b00} : 32'd0);/fpc_nx_all[32*p +: 32] = pc1 + (two ? {28'd0, pws_mutant == 34 ? n0 : n1, 2'b00} : 32'd0);/#the fetch PC advances by the first instruction's length twice"
  # register files
  "rtl/pws_vgpr_file.v#s/wire ga = !valu \&\& ra/wire ga = (pws_mutant == 35 || !valu) \&\& ra/#a returned lane dword granted the VRF port the VALU holds (the write is lost)"
  "rtl/pws_sgpr_file.v#s/assign b_gnt_o = gnt\[1\];/assign b_gnt_o = gnt[1] || (pws_mutant == 36 \&\& bg \&\& b_req_i \&\& a_req_i);/#two background SRF writers granted in one cycle (one write lost)"
  "rtl/pws_sgpr_file.v#s/if (p_we_i) we = p_two_i ? 2'b11 : (p_idx_i\[0\] ? 2'b10 : 2'b01);/if (p_we_i) we = p_two_i ? 2'b11 : (p_idx_i[0] != (pws_mutant == 37) ? 2'b10 : 2'b01);/#a SALU result written into the other SGPR of its pair"
  # memory units
  "rtl/pws_vmem_unit.v#s/assign wr_lane_o = o_lane;/assign wr_lane_o = o_lane + (pws_mutant == 38 ? 1 : 0);/#a returned dword written to the next lane"
  "rtl/pws_vmem_unit.v#s/assign size_o = Lds != 0 ? 2'd2 : e_size\[head\];/assign size_o = Lds != 0 ? 2'd2 : (pws_mutant == 39 \&\& e_size[head] == 2'd0 ? 2'd1 : e_size[head]);/#flat_store_byte writes two bytes"
  "rtl/pws_vmem_unit.v#s/? off\[15:8\] : off\[7:0\]/? (pws_mutant == 40 ? off[7:0] : off[15:8]) : off[7:0]/#ds_read2 \/ ds_write2 use offset0 twice"
  "gen/pws_gpu.v#s/\.req_i(amo_req), /.req_i(pws_mutant == 41 ? amo_req \& 1 : amo_req), /#the atomic token grants SIMD 0 of CU 0 only"
  "rtl/pws_mem_rows.v#s/row_idx_o <= i_q;/row_idx_o <= pws_mutant == 42 \&\& i_q != 3'd0 ? i_q - 3'd1 : i_q;/#a memory instruction's second row stored as its first"
  "rtl/pws_smem_unit.v#s/assign wr_idx_o = q_out_tag\[18:12\];/assign wr_idx_o = q_out_tag[18:12] + (pws_mutant == 43 ? 7'd1 : 7'd0);/#a loaded dword written to the next SGPR"
  "rtl/pws_vmem_unit.v#s/(e_st64\[head\] ? 4'd6 : 4'd0)/(e_st64[head] \&\& pws_mutant != 44 ? 4'd6 : 4'd0)/#st64 offsets count single elements"
  "rtl/pws_vmem_unit.v#s/(elem_dw == 3'd2 ? 4'd3 : 4'd2)/(elem_dw == 3'd2 \&\& pws_mutant != 45 ? 4'd3 : 4'd2)/#read2 \/ write2 b64 offsets count dwords"
  "rtl/pws_vmem_unit.v#s/wire \[2:0\]  elem_d = second ? d_q - elem_dw : d_q;/wire [2:0]  elem_d = second \&\& pws_mutant != 46 ? d_q - elem_dw : d_q;/#the second b64 element's dwords read past its address"
  "rtl/pws_valu_lane.v#s/bit_o = mad64_t\[QwWidth\];/bit_o = mad64_t[pws_mutant == 47 ? QwWidth - 1 : QwWidth];/#v_mad_u64_u32's carry taken from bit 63 of the sum"
  "rtl/pws_valu_lane.v#s/rel\[RelLt\] = \$signed(src0_i) < \$signed(src1_i);/rel[RelLt] = pws_mutant == 48 ? \$signed(a) < \$signed(b) : \$signed(src0_i) < \$signed(src1_i);/#v_cmp_lt_i64 compares the low dwords only"
  "rtl/pws_valu_pipe.v#s/wire \[9:0\] iss_mcode = f_sdst != 10'h3ff ? f_sdst/wire [9:0] iss_mcode = f_sdst != 10'h3ff \&\& (pws_mutant != 49 || f_vop3) ? f_sdst/#a VOP3b op's mask (v_mad_*64, v_div_scale) written to VCC, not its SGPR pair"
  "rtl/pws_valu_lane.v#s/wire b16_sx = res_i == ResMinI ||/wire b16_sx = (pws_mutant != 50 \&\& res_i == ResMinI) ||/#v_min_i16 compares its sources zero-extended (as u16)"
  "rtl/pws_valu_lane.v#s/sh32 = {a\[ShWidth-1\] \& !b16,/sh32 = {a[ShWidth-1] \& (pws_mutant == 51 || !b16),/#a 16-bit shift counts S0[4:0], not S0[3:0]"
  "rtl/pws_valu_lane.v#s/if (clamp_i \&\& res_i == ResAddSub/if (pws_mutant != 52 \&\& clamp_i \&\& res_i == ResAddSub/#v_add_u16 clamp wraps instead of saturating"
  "rtl/pws_valu_lane.v#s/r16 = r \& HalfOnes;/r16 = pws_mutant == 53 ? r : r \& HalfOnes;/#a 16-bit result's bits above 15 written (not zero)"
  "rtl/pws_valu_lane.v#s/!mul_signed_i \&\& r > HalfOnes)/!mul_signed_i \&\& r > HalfOnes \&\& pws_mutant != 54)/#v_mad_u16 clamp wraps above 0xffff"
  "rtl/pws_valu_lane.v#s/\$signed(r) > I16Max)/\$signed(r) > I16Max \&\& pws_mutant != 55)/#v_mad_i16 clamp does not saturate at 32767"
)

# ---- the schemata: the design copied, every edit applied, pws_mutant in each edited module ----
mutants_pipe pipe "${MCFG[@]}"

mutants_check
echo "# cosim_mutants_pipe: $(( $(date +%s) - start )) s"
