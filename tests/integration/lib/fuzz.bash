# tests/integration/lib/fuzz.bash -- sourced after common.bash by the lockstep fuzzing scripts
# (tests/integration/fuzz_cosim.sh, tests/long/fuzz_cosim_sweep.sh).
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
