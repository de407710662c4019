#!/usr/bin/env bash
# tests/integration/cosim_mutants_pipe_pws.sh -- the mutation check of the pipelined CU's PWS
# split hardware (`--split pws`, docs/microarchitecture.md "Split hardware on the
# pipeline"): defects in the SpSIMD units' split and merge, the split state, the issue rules
# around them, the per-lane VRF and the fetch ports, each of which the harness must report
# (cosim_mutants_pipe.sh has the method: mutant schemata in one model, +pws_mutant=N;
# tests/integration/lib/mutants.bash). 100 % detection is required.
#
# Not here: s_split and s_merge waiting for their context's VALU instructions to retire (the
# rows bound): they decide at least 2 cycles after their issue, which the VALU-to-anything
# hazard already puts after the last write, so a mutant without the rule is equivalent.
# Nor the VRF reservation table's rule between wavefronts (another wavefront's slots of a
# group refuse an instruction). With it disabled, no kernel tried (these, 60 random ones) ever
# had two wavefronts' accesses of one group meet: the VALU turns let one wavefront issue per
# cycle, and two 32-bit instructions of different cycles never meet; only a 64-bit one followed
# two or three cycles later by another wavefront's on another unit with overlapping lanes does.
#
# Configuration: 1 SIMD x 4 contexts with S = 2 (three units: a nested split finds the second
# SpSIMD), wave 16 on 4 lanes (P = 4), memory latency 3, 4 scalar and 4 vector dwords in flight.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/mutants.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
start=$(date +%s)

MCFG=(--cus 1 --simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 3 --split pws
      --spsimds 2 --smem-queue 4 --vmem-queue 4)
for t in fig2 fig5 lds_reduce; do mkdir -p "$TMP/tb/$t"; done
mapfile -t FIG2 < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/tb/fig2")
mapfile -t FIG5 < <(build/bin/tbref gen fig5 --seed 1 --dir "$TMP/tb/fig5")
# two SWFs of one wavefront (two wavefronts: four SWFs) side by side on the two units
{ printf '    .text\nk:\n    s_mov_b32 s4, 0x5555\n    s_mov_b32 s5, 0\n    s_split s4, s5\n'
  for i in $(seq 16); do echo "    v_add_u32 v$((1 + i % 3)), vcc, v0, v$((1 + (i + 1) % 3))"
                         echo "    v_lshlrev_b64 v[4:5], $((i % 5)), v[0:1]"; done
  printf '    s_merge\n    v_mov_b32 v6, v1\n    s_endpgm\n'; } > "$TMP/par.s"
# the two SWFs of a wavefront leave a barrier in the same cycle and then read different VGPRs of
# the same pass group in the same cycle, each on its own lanes (the per-lane VRF); SWF 1 (odd
# lanes, none active under EXEC = even) takes the branch. Workgroup 1 splits at 0x00ff instead,
# so that its SWFs' lanes overlap workgroup 0's on the other unit, with 64-bit (K = 2) and
# 32-bit operands interleaved: only the VRF reservation table keeps their reads apart.
{ printf '    .text\nk:\n    s_mov_b32 s4, 0x5555\n    s_cmp_eq_u32 s2, 0\n    s_cselect_b32 s4, s4, 0xff\n'
  printf '    s_mov_b32 s5, 0\n    v_add_u32 v1, vcc, 7, v0\n    v_mov_b32 v2, 0\n    v_mov_b32 v3, 0\n'
  printf '    s_split s4, s5\n    s_mov_b64 exec, s[4:5]\n    s_cbranch_execz L1\n    s_barrier\n'
  for i in $(seq 16); do echo "    v_add_u32 v2, vcc, v0, v2"; echo "    v_lshlrev_b64 v[4:5], $((i % 7)), v[0:1]"; done
  printf '    s_branch J\nL1:\n    s_mov_b64 exec, -1\n    s_barrier\n'
  for i in $(seq 16); do echo "    v_add_u32 v3, vcc, v1, v3"; echo "    s_nop $((i % 4))"; echo "    v_add_u32 v6, vcc, v1, v0"; done
  printf 'J:\n    s_mov_b64 exec, -1\n    s_merge\n    s_endpgm\n'; } > "$TMP/lanes.s"
# the splitter writes VCC right after its s_split, and the new SWF reads VCC before writing it:
# the copy (s40 named: 21 SRF words) must finish before the splitter goes on, or the new SWF
# starts with the splitter's later VCC
{ printf '    .text\nk:\n    s_mov_b32 s40, 0\n    s_mov_b32 vcc_lo, 0x5a\n    s_mov_b32 vcc_hi, 0\n'
  printf '    s_mov_b32 s4, 0x5555\n    s_mov_b32 s5, 0\n    s_split s4, s5\n'
  printf '    v_cndmask_b32 v6, v0, v1, vcc\n    v_cmp_lt_u32 vcc, 3, v0\n    v_cndmask_b32 v7, v0, v1, vcc\n'
  printf '    s_merge\n    s_endpgm\n'; } > "$TMP/vcc.s"
KERNELS=(
  "fig2|build/tb/fig2.s ${FIG2[*]}"            # nested splits, the second SpSIMD, merges
  "fig5|build/tb/fig5.s ${FIG5[*]}"
  "par|$TMP/par.s --grid 16 --wg 16"           # two SWFs side by side
  "par 2 waves|$TMP/par.s --grid 32 --wg 16"   # SWFs of two wavefronts on each unit
  "lanes|$TMP/lanes.s --grid 32 --wg 16"       # same-cycle reads of one group by two units
  "vcc|$TMP/vcc.s --grid 16 --wg 16"           # the splitter's VCC after the split
  "vcc 2 waves|$TMP/vcc.s --grid 32 --wg 16"   # one's SALU instructions during the other's copy
)

# ---- the mutants: file # sed expression (the schema of mutant N) # the defect ----
MUTANTS=(
  "rtl/pws_ctrl_unit.v#s/p_other = spm \& ~m;/p_other = pws_mutant == 1 ? spm \& m : spm \& ~m;/#the new SWF's split mask not negated (SpM \& m instead of SpM \& ~m)"
  "rtl/pws_swf_ctx.v#s/split_mask_q\[k\] <= split_mask_q\[k\] | split_mask_q\[p_ctx\];/split_mask_q[k] <= pws_mutant == 2 ? split_mask_q[k] : split_mask_q[k] | split_mask_q[p_ctx];/#a merge does not give the child's lanes back to the target's split mask"
  "rtl/pws_ctrl_unit.v#s/!m_err \&\& q_paired_i \&\& q_is_target_i;/!m_err \&\& (pws_mutant == 3 || q_paired_i) \&\& q_is_target_i;/#a target merges without waiting for its child"
  "rtl/pws_ctrl_unit.v#s/assign merge_exec_o = (exec \& ~c_spm) | (c_exec \& c_spm);/assign merge_exec_o = pws_mutant == 4 ? exec | c_spm : (exec \& ~c_spm) | (c_exec \& c_spm);/#a merge turns on every lane of the child instead of keeping the child's EXEC"
  "rtl/pws_simd_pipe.v#s/assign unit_busy\[u\] = ctrl_busy\[u\] || eng_cp\[u\] || cp_into;/assign unit_busy[u] = ctrl_busy[u] || (pws_mutant != 5 \&\& eng_cp[u]) || cp_into;/#a unit's SALU issues while its copy engine reads the SRF's port 0"
  "rtl/pws_issue.v#s/!parked_i\[k\] \&\& !xhold_i\[k\]/!parked_i[k] \&\& (pws_mutant == 6 || !xhold_i[k])/#a context issues past its s_split or s_merge before it has decided"
  "rtl/pws_swf_ctx.v#s/child_stack_q\[k\]\[BankWidth\*child_depth_q\[k\] +: BankWidth\] <= split_bank_i;/child_stack_q[k][BankWidth*child_depth_q[k] +: BankWidth] <= pws_mutant == 7 ? {BankWidth{1'b0}} : split_bank_i;/#the child stack records the wrong SpSIMD"
  "rtl/pws_swf_ctx.v#s/null_splits_q\[k\] <= null_splits_q\[k\] - 6'd1;/null_splits_q[k] <= null_splits_q[k] - (pws_mutant == 8 ? 6'd0 : 6'd1);/#a merge that closes a null split does not count it down"
  "rtl/pws_ctrl_unit.v#s/assign split_pc_o = Pws != 0 ? x_pc_q + 32'd4 : x_pc_q;/assign split_pc_o = Pws != 0 ? x_pc_q + (pws_mutant == 9 ? 32'd8 : 32'd4) : x_pc_q;/#the new SWF starts one instruction late"
  "rtl/pws_valu_pipe.v#s/: ir_rl_q || ir_rfl_q || ir_wl_q ? {SimdWidth{1'b1}} : o_spm\[SimdWidth-1:0\];/: ir_rl_q || ir_rfl_q || ir_wl_q || pws_mutant == 10 ? {SimdWidth{1'b1}} : o_spm[SimdWidth-1:0];/#a VALU read claims every lane of its group, not only its split mask's"
  "rtl/pws_ctrl_unit.v#s/wire        decide = Pws != 0 \&\& x_v_q \&\& x_pcand_q \&\& !hold_q \&\& tok_gnt_i/wire        decide = Pws != 0 \&\& x_v_q \&\& x_pcand_q \&\& !hold_q \&\& (pws_mutant == 11 || tok_gnt_i)/#a control unit decides a split or merge without the split token"
  "rtl/pws_vrf_res.v#s/        done_q <= {Units{1'b0}};/        done_q <= pws_mutant == 12 ? done_q : {Units{1'b0}};/#a VALU turn's record of the units that issued in it outlives the turn (they never issue again)"
  "rtl/pws_simd_pipe.v#s/|| (Pws != 0 \&\& eng_busy\[XU\]/|| (pws_mutant != 13 \&\& Pws != 0 \&\& eng_busy[XU]/#a splitter goes on before its copy has read its SGPRs (the new SWF gets its later registers)"
  "rtl/pws_simd_pipe.v#s/else if (eng_done\[fe\]) eng_fin_q\[fe\] <= 1'b1;/else if (eng_done[fe] || (pws_mutant == 14 \&\& cp_start_u[fe])) eng_fin_q[fe] <= 1'b1;/#a new SWF starts at its split's decision, before its SGPRs are copied"
  "rtl/pws_fetch.v#s/wire \[31:0\] pick32 = p \* PortCtx + /wire [31:0] pick32 = (pws_mutant == 15 ? 0 : p * PortCtx) + /#a fetch port picks among unit 0's contexts instead of its own unit's"
  "rtl/pws_wave_buf.v#s/wire push = push_i\[P\] \&\& pk == g;/wire push = push_i[P] \&\& (pws_mutant != 16 || P == 0) \&\& pk == g;/#an instruction buffer takes only the first fetch port's pushes"
)

mutants_pipe pipe_pws "${MCFG[@]}"

mutants_check
echo "# cosim_mutants_pipe_pws: $(( $(date +%s) - start )) s"
