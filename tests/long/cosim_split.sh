#!/usr/bin/env bash
# tests/long/cosim_split.sh -- (make test-long) the pipelined CU's split hardware in lockstep
# (docs/microarchitecture.md "Split hardware on the pipeline", docs/splitting.md), every split
# and merge event compared (contexts, parent, child, masks) and every output checked against its
# CPU reference:
# * --split pws for S = 1 and 3 on a small configuration (1 SIMD x 8 contexts, wave 16 on
#   4 lanes): the testbench kernels that carry s_split marks (fig2, fig5), `pws asm
#   --split-pass` output of threshold and stencil2d (marked for S = 3) and `pws benchgen
#   --marks pws`; a merge target that waits for its child; R3's errors. Why 4 lanes: the build
#   and the run grow with the number of lane instances (SIMDs x units x lanes), and the lane
#   count changes nothing the split hardware does;
# * e_s and e_m of a lone wavefront (fig2 on S = 1) worked out by hand, and the timing model's
#   split costs at S = 3; the two SWFs of fig2 running on their own units (from the RTL trace);
# * --split dws (reserve contexts, splits at marked branches) for S = 3 on the same
#   configuration: the dws_marked testbench and `pws benchgen --marks dws`.
# The sweep over the other S (0, 2, 7; every other kernel on S = 1 and 3; dws on S = 0, 1, 2, 7
# and every kernel under dws S = 3) and the wave 4 and wave 64 shapes are
# tests/long/cosim_split_sweep.sh (the same models), the default configuration
# tests/long/cosim_split_default.sh; the pipelined CU's split hardware on 1 SIMD x 4 contexts
# (PWS S = 1, DWS S = 3: e_s and e_m of fig5 and dws_marked, the timing model at S = 1, the two
# SWFs' 128-cycle VALU run) is tests/integration/cosim_pipe.sh; random split kernels are
# fuzz_cosim.sh; the split defects of the mutation check cosim_mutants_pipe_pws.sh and
# cosim_mutants_pipe_dws.sh. Three model builds (S = 1, 3; dws S = 3), shared with
# cosim_split_sweep.sh and fuzz_cosim.sh: about 5 minutes of one core from a clean build.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/split.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

SMALL=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws)
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
# every other testbench kernel on S = 1 and 3, and every one under dws S = 3:
# tests/long/cosim_split_sweep.sh (make test-long)
# tests/cosim/split_wait.s: the merge target waits at s_merge for its child. Retired, by hand:
# v_cmp + s_split (2), the 5 instructions up to the execz branch on both SWFs (10), s_or_b64 on
# the splitter (1), 11 VALU + v_cmpx + s_or_b64 on the child (13), the merge once (1), v_mov and
# s_endpgm (2) = 29 (an arrival at s_merge that parks retires nothing)
for S in 1 3; do
  "$PWS" cosim tests/cosim/split_wait.s "${SMALL[@]}" --spsimds $S --grid 16 --wg 16 > "$TMP/out" 2> "$TMP/err"
  check_eq "split_wait on S = $S: lockstep" "lockstep: 29 instructions, 0 mismatches" "$(grep '^lockstep:' "$TMP/out")"
done
# R3's errors (docs/isa.md): a merge with no partner and a merge whose partner has ended end the
# run with the golden model's error, exit 3; the pipeline's control unit retires either with the
# error bit (docs/microarchitecture.md "Merge")
check_err "merge_lone on S = 1: golden's error, exit 3" 3 \
  '^tests/cosim/merge_lone.s:9: wave 0 pc 0x0004 `s_merge`: error: s_merge without a matching s_split$' \
  "$PWS" cosim tests/cosim/merge_lone.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16
check_err "merge_ended on S = 1: golden's error, exit 3" 3 \
  '^tests/cosim/merge_ended.s:15: wave 1 pc 0x0014 `s_merge`: error: s_merge partner has ended$' \
  "$PWS" cosim tests/cosim/merge_ended.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16

# ---- --split dws (docs/splitting.md "DWS from the same generator"): one SIMD with (S + 1) x 8
# contexts; splits at the marked divergent execz/execnz branches, never merged ----
DWS=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws)
tb dws3 build/tb/dws_marked.s dws_marked "${DWS[@]}" --spsimds 3   # S = 0, 1, 2, 7: cosim_split_sweep.sh
bench dws3 bench_dws "${DWS[@]}" --spsimds 3

# ---- e_s and e_m: one wavefront of fig2 on S = 1 (2 real splits: at pc 0x0038 and in BB7; the
# nested one in BB2 is null, its ID's only other bank being taken; 2 real merges). By hand
# (docs/microarchitecture.md "Split", "Merge"): an s_split retires at its decision, 3 + X's
# cycles, X 3 cycles without waits (its mask's SGPRs read, latched, the token): 6. Its waits are
# its unit's copy engine (the previous copy, long done at the second split) and the token (the
# other unit deciding in the same cycle: unit 1 holds nothing at either split), so both take
# exactly 6. A merge with its partner parked decides in its second X cycle with the token:
# 3 + 1 = 4, at most 4 + S = 5 when the other unit's one-cycle decision has the token (the
# partner's own s_merge deciding to park in that cycle: the two SWFs of the second if/else run 13
# and 12 instructions from its split to the s_merge, so they can arrive together). The first
# merge's child (BB6, 2 VALU instructions) parks long before its target comes from BB2 .. BB5,
# so that merge takes 4. The harness reports the range it observed.
FIG2=$TMP/tb/s1/fig2
"$PWS" cosim build/tb/fig2.s "${SMALL[@]}" --spsimds 1 --grid 16 --wg 16 --arg "@$FIG2/A.bin" \
  --arg zeros:1024 --trace "$TMP/fig2.trace.gz" > "$TMP/out" 2> "$TMP/err"
line=$(grep '^splits:' "$TMP/out")
check_eq "fig2 alone on S = 1: 2 real splits, e_s 6 each; 2 real merges, the fewest e_m 4" \
  "splits: 2 real, e_s 6..6; merges: 2 real, e_m 4.." "${line%..*}.."
em=${line##*..}
[ -n "$em" ] && [ "$em" -ge 4 ] && [ "$em" -le 5 ] && ok "fig2 alone on S = 1: the longest e_m ($em) within 4 + S = 5" \
  || notok "fig2 alone on S = 1: the longest e_m within 4 + S = 5" "$line"
# The timing model at S = 3 (S = 1: tests/integration/cosim_pipe.sh), by hand from
# docs/microarchitecture.md "Timing", P = 16 / 4 = 4, all 102 SGPRs = 51 words: a copy
# 2 + 3 S w + P + 4 = 2 + 459 + 8 = 469; the s_split's latency 3 + 3 + its engine (the previous
# copy and S starts: 469 + 3) + the token (S) = 481; e_s = 481 + its own copy 469 + S starts 3
# = 953; e_m = 3 + 1 + S = 7; per word e_s 6 S = 18, e_m 0, a split's block 3 S = 9, the other
# engines' share 3 (S - 1) = 6
"$PWS" gen "${SMALL[@]}" --spsimds 3 -o "$TMP/gen3" > /dev/null 2>&1
check_eq "pws_timing.json of S = 3: the split costs" \
  '"split": { "e_s": 953, "e_m": 7, "words": 51, "e_s_word": 18, "e_m_word": 0, "block_word": 9, "share_word": 6 }' \
  "$(grep -o '"split": {[^}]*}' "$TMP/gen3/pws_timing.json")"
check_eq "pws_timing.json of S = 3: the s_split's worst latency 481" '"worst": 481' \
  "$(grep -o '"s_split": { "class": "split", "best": 3, "worst": [0-9]*' "$TMP/gen3/pws_timing.json" | grep -o '"worst": [0-9]*')"
# ---- parallel execution (paper Sec. 4.1) on the pipeline: after the first split (pc 0x0038)
# both SWFs execute s_and_saveexec_b64 at pc 0x003c, the splitter on unit 0 and the new SWF on
# unit 1, each on its own SALU. By hand (docs/microarchitecture.md "Split", "Fetch"): the split
# retires at its decision, its copy of fig2's SGPRs (s0 .. s15: 8 words) takes 1 + 8 = 9 cycles
# after it, and when its last word is written the new SWF starts and the splitter goes on. The
# splitter's next instruction is in its buffer (the fetch stops at no s_split); the new SWF's is
# fetched at PC + 4 in its unit's port's first visit (N = 1: every cycle), in its buffer 2
# cycles later. So the new SWF issues 2 cycles after the splitter; a SALU instruction retires 3
# cycles after its issue (R_S), so the new SWF's s_and_saveexec_b64 issues before the
# splitter's retires, on the other SALU. And the splitter goes on when its copy is done, 1 + w
# = 9 cycles after the split's retire: its s_and_saveexec_b64 issues then and retires R_S = 3
# later, 12 after the s_split. ----
"$PWS" trace "$TMP/fig2.trace.gz" > "$TMP/trace.txt" 2> "$TMP/err"
c0=$(grep -m1 'retire .*@0\.0\.0\.[0-9]* .*pc 0x003c ' "$TMP/trace.txt" | cut -d' ' -f1)
c1=$(grep -m1 'retire .*@0\.0\.1\.[0-9]* .*pc 0x003c ' "$TMP/trace.txt" | cut -d' ' -f1)
if [ -n "$c0" ] && [ -n "$c1" ]; then
  ok "both SWFs of fig2 retire pc 0x003c, one on unit 0 (cycle $c0), one on unit 1 (cycle $c1)"
else notok "both SWFs of fig2 retire pc 0x003c on units 0 and 1" "unit 0: '$c0', unit 1: '$c1'"; fi
check_eq "the new SWF issues it 2 cycles after the splitter (its fetch), before the splitter's retires" \
  "2" "$(( ${c1:-0} - ${c0:-0} ))"
cs=$(grep -m1 'retire .*@0\.0\.0\.[0-9]* .*pc 0x0038 ' "$TMP/trace.txt" | cut -d' ' -f1)
check_eq "the splitter's next instruction issues 1 + 8 words = 9 cycles after the split's retire (retires 12 after)" \
  "12" "$(( ${c0:-0} - ${cs:-0} ))"

# The split defects of the mutation check (a wrong child popped, a split mask not negated, a
# merge that does not wait, ...) are in tests/integration/cosim_mutants_pipe_pws.sh and
# cosim_mutants_pipe_dws.sh.
