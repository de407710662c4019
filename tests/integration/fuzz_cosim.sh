#!/usr/bin/env bash
# tests/integration/fuzz_cosim.sh -- lockstep fuzzing (docs/cosim.md "Fuzzing"): 73 random
# kernels of `pws randkernel` (ALU, FP32, nested divergent branches, loops, global memory, LDS
# phases with barriers) in lockstep, two seeds at a time, under the three split modes:
#   seeds 1..30   --split none on the small configuration (1 CU, 2 SIMDs x 4 contexts, wave 16:
#                 the model tests/integration/cosim.sh builds); the marks rotate over
#                 none/pws/dws, each a null split or a plain branch there;
#   15 seeds  --split pws on 1 SIMD x 8 contexts, 4 lanes (cosim_split.sh's models), 3 on each
#             of S = 0, 1, 2, 3, 7 (seeds 101-103, 111-113, 121-123, 131-133, 141-143), with
#             s_split/s_merge marks: real splits, nested up to the generator's depth 4 (> S
#             for S < 4: the deeper ones are null);
#   15 seeds  --split dws on the same configuration and S values (seeds 201-203 ... 241-243),
#             with marked branches;
#   10 seeds  --vmem-queue 8 (FLAT loads retire before their data) on 2 CUs x 1 SIMD x 8
#             contexts, wave 16 on 4 lanes, latency 3 (cosim.sh's 2-CU model), seeds 301-310;
#   3 regression seeds on S = 3: pws 6045, dws 7013 and 7019, which once failed:
#             v_readfirstlane_b32 with no lane of EXEC & split mask active reads lane 0, and the
#             RTL did not ask the VRF for lane 0 when it was outside the SWF's split mask.
# Each seed is one check; a failing one prints its one-line reproduction.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

# fuzz LABEL N FIRST MARKS CFG: N seeds from FIRST; every seed one line, then the summary check
fuzz() {
  local label=$1 n=$2 first=$3 marks=$4 cfg=$5 rc summary
  PWS=$PWS JOBS=2 MARKS=$marks CFG=$cfg bash scripts/fuzz_cosim.sh "$n" "$first" > "$TMP/fuzz" 2>&1; rc=$?
  grep -E '^(ok|not ok) - seed ' "$TMP/fuzz" | sed "s/^\(ok\|not ok\) - seed/\1 - $label seed/"
  check_eq "$label: $n seeds, one line each" "$n" "$(grep -cE '^(ok|not ok) - seed ' "$TMP/fuzz")"
  summary=$(grep '^fuzz-cosim:' "$TMP/fuzz")
  echo "# $label: $summary"
  if [ $rc -eq 0 ] && [[ $summary =~ :\ $n\ ok,\ 0\ not\ ok ]]; then ok "$label: every seed passes in lockstep"
  else notok "$label: every seed passes in lockstep" "exit $rc: ${summary:-$(tail -c 300 "$TMP/fuzz")}"; fi
}
fuzz none 30 1 "" "--cus 1 --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
for S in 0 1 2 3 7; do   # 3 seeds on each S the issue names: seeds 101.., 111.., ... 141..
  fuzz "pws S=$S" 3 $((101 + 10 * (S < 7 ? S : 4))) pws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds $S"
  fuzz "dws S=$S" 3 $((201 + 10 * (S < 7 ? S : 4))) dws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds $S"
done
fuzz "vmem-queue 8" 10 301 "" \
  "--cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3 --vmem-queue 8"
S3=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --spsimds 3)
fuzz "pws S=3 regression" 1 6045 pws "${S3[*]} --split pws"
fuzz "dws S=3 regression" 1 7013 dws "${S3[*]} --split dws"
fuzz "dws S=3 regression" 1 7019 dws "${S3[*]} --split dws"
