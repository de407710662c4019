#!/usr/bin/env bash
# tests/long/cosim_split.sh -- the split hardware in lockstep (docs/splitting.md), every
# split and merge event compared (contexts, parent, child, masks) and every output checked
# against its CPU reference:
# * --split pws for S = 1 and 3 on a small configuration (1 SIMD x 8 contexts, wave 16 on
#   4 lanes): the testbench kernels that carry s_split marks (fig2, fig5), `pws asm
#   --split-pass` output of threshold and stencil2d (marked for S = 3) and `pws benchgen
#   --marks pws`; on S = 3 every other testbench kernel too (loop, lds_reduce and dws_marked
#   hold an s_split, the others leave the SpSIMD units idle). Why 4 lanes: the build and the
#   run grow with the number of lane instances (SIMDs x units x lanes), and the lane count
#   changes nothing the split hardware does;
# * e_s and e_m measured (e_s 2 cycles under pws_timing.json's: the s_split issues from its
#   instruction buffer; e_m equal to it); the two SWFs of fig2 issuing in the same
#   cycle on their own units (from the RTL trace); a merge target that waits for its child;
# * --split dws (reserve contexts, splits at marked branches) for S = 3 on the same
#   configuration: the dws_marked testbench, `pws benchgen --marks dws` and every testbench
#   kernel.
# The sweep over the other S (0, 2, 7; every kernel on S = 1; dws S = 1) and the wave 4 and wave 64 shapes
# are tests/long/cosim_split_sweep.sh,
# the default configuration tests/long/cosim_split_default.sh (make test-long). --split none is
# tests/long/cosim.sh; random split kernels are fuzz_cosim.sh; the split defects of the
# mutation check are cosim_mutants.sh.
# (make test-long since the pipelined CU became the default: this is the multi-cycle CU's,
# --cu fsm; the pipelined CU's split hardware is tests/integration/cosim_pipe.sh's.)
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/split.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

SMALL=(--cu fsm --simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws)
K=$TMP/k
mkdir -p "$K"
split_kernels

for S in 1 3; do
  t0=$(date +%s)
  for t in fig2 fig5; do tb "s$S" build/tb/$t.s $t "${SMALL[@]}" --spsimds $S; done
  # the split-pass kernels marked for S = 3 (on S = 1 the marks outnumber the units)
  for t in threshold stencil2d; do tb "s$S" "$K/$t.s" $t "${SMALL[@]}" --spsimds $S; done
  bench "s$S" bench "${SMALL[@]}" --spsimds $S
  echo "# S = $S: $(( $(date +%s) - t0 )) s incl. the model build"
done
# every other testbench kernel on S = 3, and every one under dws S = 3:
# tests/long/cosim_split_sweep.sh (make test-long)
# tests/cosim/split_wait.s: the merge target waits at s_merge for its child. Retired, by hand:
# v_cmp + s_split (2), the 5 instructions up to the execz branch on both SWFs (10), s_or_b64 on
# the splitter (1), 11 VALU + v_cmpx + s_or_b64 on the child (13), the merge once (1), v_mov and
# s_endpgm (2) = 29 (an arrival at s_merge retires nothing)
for S in 1 3; do
  "$PWS" cosim tests/cosim/split_wait.s "${SMALL[@]}" --spsimds $S --grid 16 --wg 16 > "$TMP/out" 2> "$TMP/err"
  check_eq "split_wait on S = $S: lockstep" "lockstep: 29 instructions, 0 mismatches" "$(grep '^lockstep:' "$TMP/out")"
done
# R3's errors (docs/isa.md): a merge with no partner and a merge whose partner has ended end the
# run with the golden model's error, exit 3; the RTL flags the first at that instruction and
# parks the second for good (the lockstep then reports golden's error)
check_err "merge_lone on S = 1: golden's error, exit 3" 3 \
  '^tests/cosim/merge_lone.s:9: wave 0 pc 0x0004 `s_merge`: error: s_merge without a matching s_split$' \
  "$PWS" cosim tests/cosim/merge_lone.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16
check_err "merge_ended on S = 1: golden's error, exit 3" 3 \
  '^tests/cosim/merge_ended.s:15: wave 1 pc 0x0014 `s_merge`: error: s_merge partner has ended$' \
  "$PWS" cosim tests/cosim/merge_ended.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16

# ---- --split dws (docs/splitting.md "DWS from the same generator"): one unit per SIMD with
# (S + 1) x 4 contexts; splits at the marked divergent execz/execnz branches, never merged ----
DWS=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws)
tb dws3 build/tb/dws_marked.s dws_marked "${DWS[@]}" --spsimds 3   # S = 1: cosim_split_sweep.sh
bench dws3 bench_dws "${DWS[@]}" --spsimds 3

# ---- e_s and e_m: one wavefront of fig2 (2 real splits, 2 real merges) on S = 1 ----
# By hand (docs/splitting.md): e_s = 12 (SOPC) + 102 SGPRs copied + 1 = 115; e_m = 13 (the
# wake, then the target's s_merge issued again: 12), both for an instruction that is fetched.
# Alone, each s_split of fig2 follows straight-line code, so it issues from its instruction
# buffer, 2 cycles fewer: 113. A merge target's s_merge is fetched again when it is woken (its
# buffer holds the instruction after the s_merge, prefetched when it first issued): 13. The
# harness reports the range it observed.
FIG2=$TMP/tb/s1/fig2
"$PWS" cosim build/tb/fig2.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16 --arg "@$FIG2/A.bin" \
  --arg zeros:1024 --trace "$TMP/fig2.trace.gz" > "$TMP/out" 2> "$TMP/err"
check_eq "fig2 alone on S = 1: e_s and e_m observed" \
  "splits: 2 real, e_s 113..113; merges: 2 real, e_m 13..13" "$(grep '^splits:' "$TMP/out")"
hash=$(grep -o 'model [0-9a-f]\{16\}' "$TMP/out" | cut -d' ' -f2)
check_eq "pws_timing.json of S = 1: split.e_s 115, e_m 13" '"split": { "e_s": 115, "e_m": 13 }' \
  "$(grep -o '"split": {[^}]*}' build/cosim/$hash/gen/pws_timing.json)"
# ---- guaranteed parallel execution (paper Sec. 4.1): after the first split (pc 0x0038) both
# SWFs execute s_and_saveexec_b64 at pc 0x003c, the splitter on unit 0 (swf 0) and the new SWF
# on SpSIMD 1; both issue in the cycle after the split retires and retire in the same cycle:
# the new SWF's instruction buffer starts with the splitter's prefetched instruction ----
"$PWS" trace "$TMP/fig2.trace.gz" > "$TMP/trace.txt" 2> "$TMP/err"
c0=$(grep -m1 'retire .* swf 0 pc 0x003c' "$TMP/trace.txt" | cut -d' ' -f1)
c1=$(grep -m1 'retire .* swf 1 pc 0x003c' "$TMP/trace.txt" | cut -d' ' -f1)
cs=$(grep -m1 'retire .* swf 0 pc 0x0038' "$TMP/trace.txt" | cut -d' ' -f1)
if [ -n "$c0" ] && [ "$c0" == "$c1" ]; then
  ok "the two SWFs of fig2 retire pc 0x003c in the same cycle ($c0) on units 0 and 1"
else notok "the two SWFs of fig2 retire pc 0x003c in the same cycle" "unit 0: '$c0', unit 1: '$c1'"; fi
# s_and_saveexec_b64 writes 2 SGPR dwords: 13 + 2 = 15 cycles from issue when fetched, 13 from
# the buffer, so issue = retire - 12
check_eq "both issue from their buffers in the cycle after the split retires (split $cs + 1 = retire - 12)" \
  "$((cs + 1))" "$(( ${c0:-0} - 12 ))"

# The three split defects of the mutation check (a wrong child popped, a split mask not negated,
# a merge that does not wait) are in tests/long/cosim_mutants.sh.
