#!/usr/bin/env bash
# tests/integration/cosim_mutants_pipe_dws.sh -- the mutation check of the pipelined CU's DWS
# split hardware (`--split dws`, docs/microarchitecture.md "Split hardware on the
# pipeline"): defects in the split state, the SGPR copy, the split in the control unit and the
# issue rules around it, each of which the harness must report (cosim_mutants_pipe.sh has the
# method: mutant schemata in one model, +pws_mutant=N; tests/integration/lib/mutants.bash).
# 100 % detection is required.
#
# Configuration: 1 SIMD x 4 contexts with S = 2 (12 contexts: two reserve banks, so that a
# wavefront splits twice and the second split must find the other bank), wave 16 on 8 lanes,
# memory latency 3, 4 scalar and 4 vector dwords in flight.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/mutants.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
start=$(date +%s)

MCFG=(--cus 1 --simds 1 --contexts 4 --wave 16 --lanes 8 --mem-latency 3 --split dws
      --spsimds 2 --smem-queue 4 --vmem-queue 4)
K=tests/cosim
for t in dws_marked fig2 bfs_step; do mkdir -p "$TMP/tb/$t"; done
write_buf64 "$TMP/buf.bin"
mapfile -t DWSM < <(build/bin/tbref gen dws_marked --seed 1 --dir "$TMP/tb/dws_marked")
mapfile -t FIG2 < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/tb/fig2")
mapfile -t BFS < <(build/bin/tbref gen bfs_step --seed 1 --dir "$TMP/tb/bfs_step")
KERNELS=(
  "dws_inflight|$K/dws_inflight.s --grid 16 --wg 16 --arg @$TMP/buf.bin"   # loads in flight
  # the same with answers up to 200 cycles late: the loads outlast the SGPR copy
  "dws_inflight late|$K/dws_inflight.s --grid 16 --wg 16 --arg @$TMP/buf.bin --mem-jitter 200 --seed 1"
  "fig2|build/tb/fig2.s ${FIG2[*]}"
  "dws_marked|build/tb/dws_marked.s ${DWSM[*]}"   # 4 waves, nested marked branches
  "bfs_step|build/tb/bfs_step.s ${BFS[*]}"
)

# ---- the mutants: file # sed expression (the schema of mutant N) # the defect ----
MUTANTS=(
  "rtl/pws_ctrl_unit.v#s/assign split_other_o = Pws != 0 ? p_other : spm \& ~exec;/assign split_other_o = Pws != 0 ? p_other : pws_mutant == 1 ? spm : spm \& ~exec;/#the new SWF's split mask not restricted to the lanes that leave (SpM, not SpM \& ~EXEC)"
  "rtl/pws_issue.v#s/(!(h_endpgm\[k\] || (Dws != 0 \&\& h_bexec\[k\]/(!(h_endpgm[k] || (pws_mutant != 2 \&\& Dws != 0 \&\& h_bexec[k]/#a branch that may split issues with its wavefront's loads in flight"
  "rtl/pws_srf_copy.v#s/adv ? word_q + 6'd1 : word_q;/adv ? word_q + (pws_mutant == 3 \&\& word_q == 6'd5 ? 6'd2 : 6'd1) : word_q;/#the SGPR copy skips a word (s[12:13])"
  "rtl/pws_ctrl_unit.v#s/assign split_pc_o = Pws != 0 ? x_pc_q + 32'd4 : x_pc_q;/assign split_pc_o = Pws != 0 ? x_pc_q + 32'd4 : x_pc_q + (pws_mutant == 4 ? 32'd4 : 32'd0);/#the new SWF starts after the branch instead of at it"
  "rtl/pws_issue.v#s/r_salu\[k\] = !ctrl_busy_i\[iss_unit(k)\] \&\&/r_salu[k] = (pws_mutant == 5 || !ctrl_busy_i[iss_unit(k)]) \&\&/#a SALU instruction issues while the copy has the SRF's read port"
  "rtl/pws_wave_state.v#s/exec_q\[kq\] <= exec_q\[cs\];/exec_q[kq] <= pws_mutant == 6 ? exec_q[kq] : exec_q[cs];/#the new SWF's EXEC not copied"
  "rtl/pws_commit_port.v#s/assign commit_unit_o\[6\*g +: 6\] = bank\[5:0\];/assign commit_unit_o[6*g +: 6] = pws_mutant == 7 ? 6'd0 : bank[5:0];/#a reserve context's retire reported as the WF context's"
  "rtl/pws_swf_ctx.v#s/if (!parent_valid_q\[b \* WfContexts/if ((pws_mutant == 8 \&\& b == 1) || !parent_valid_q[b * WfContexts/#a split takes bank 1 while an SWF of the wavefront runs in it"
  "rtl/pws_simd_pipe.v#s/assign mark\[g\] = s_we\[GU\] \&\& s_mode_we\[GU\]/assign mark[g] = pws_mutant != 9 \&\& s_we[GU] \&\& s_mode_we[GU]/#the issue stage misses MODE[21] written in the same cycle (a split without the drain)"
)

mutants_pipe pipe_dws "${MCFG[@]}"

mutants_check
echo "# cosim_mutants_pipe_dws: $(( $(date +%s) - start )) s"
