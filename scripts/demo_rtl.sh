#!/usr/bin/env bash
# scripts/demo_rtl.sh -- the second half of `make demo`: the generated RTL of the default
# configuration (1 CU, 4 SIMDs x 10 contexts, wave 64, 16 lanes, memory latency 20) under
# --split none, dws and pws (S = 3, pws gen's default), running testbench kernels in lockstep
# with the golden model (pws cosim: every retired instruction compared), each output checked
# against the CPU reference. Prints the kernel cycles of the three machines side by side, with
# the speed-up of dws and pws over none, and the splits each made.
#
# The three models (the pipelined CU, the default) are built once (pws 8 minutes on 2 cores,
# measured: 4 SIMDs x 4 units x 16 lanes; none and dws less; cached in build/cosim/).
# Environment: PWS (default build/bin/pws), DEMO_RTL_KERNELS (default: fig2 loop lds_reduce
# dws_marked), DEMO_SEED (default 1), DEMO_SYNTH (default 1: also the paper's synthetic
# benchmark, where PWS wins). Exit status 1 if any run fails.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
TBREF=build/bin/tbref
SEED=${DEMO_SEED:-1}
KERNELS=${DEMO_RTL_KERNELS:-fig2 loop lds_reduce dws_marked}
command -v verilator > /dev/null || { echo "demo: error: verilator is missing (scripts/deps.sh demo)" >&2; exit 3; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

flags() {   # MODE -> the generator flags of the default configuration under MODE
  case $1 in none) echo "--split none --spsimds 0" ;; *) echo "--split $1 --spsimds 3" ;; esac
}
echo
echo "The default configuration's RTL in lockstep with the golden model (pws cosim), S = 3"
for mode in none dws pws; do   # build the models first (pws cosim caches them)
  # stderr stays the terminal's: pws cosim shows a build's step, time and log there
  # shellcheck disable=SC2046  # flags are a word list
  "$PWS" cosim build/tb/vadd.s $(flags $mode) --grid 64 --wg 64 --arg zeros:256 --arg zeros:256 \
    --arg zeros:256 --arg 64 > "$tmp/build.out" \
    || { printf '  model %-4s ... FAIL\n' "$mode"; head -n 3 "$tmp/build.out" >&2; exit 1; }
  printf '  model %-4s ... %s\n' "$mode" "$(grep -oE 'built model [0-9a-f]+ in [0-9.]+ s|model [0-9a-f]+ up to date' "$tmp/build.out" | head -n 1)"
done
echo
printf '%-11s | %9s | %9s %6s %6s | %9s %6s %6s | %s\n' kernel none dws speedup splits pws speedup splits "lockstep, vs CPU"
printf '%-11s | %9s | %9s %6s %6s | %9s %6s %6s | %s\n' "" cycles cycles "" "" cycles "" "" reference
printf -- '-%.0s' {1..96}; echo
failed=0
for k in $KERNELS; do
  cols=() result=PASS
  for mode in none dws pws; do
    d=$tmp/$k-$mode; mkdir -p "$d"
    mapfile -t args < <("$TBREF" gen "$k" --seed "$SEED" --dir "$d")
    # shellcheck disable=SC2046
    "$PWS" cosim "build/tb/$k.s" $(flags $mode) "${args[@]}" > "$d/out" 2>&1; rc=$?
    cyc=$(sed -n 's/^cycles: //p' "$d/out"); sp=$(sed -n 's/^splits: \([0-9]*\) real.*/\1/p' "$d/out")
    if [ $rc -ne 0 ] || ! grep -q '^lockstep: [0-9]* instructions, 0 mismatches$' "$d/out"; then
      [ "$result" = PASS ] && result="FAIL ($mode: exit $rc: $(grep -m1 -E 'MISMATCH|error|TIMING' "$d/out" | head -c 80))"
      cyc=- sp=-   # a run that stopped early has no kernel cycles
    elif ! res=$("$TBREF" check "$k" --dir "$d" 2>&1); then
      [ "$result" = PASS ] && result="FAIL ($mode: $res)"
      cyc=- sp=-
    fi
    cols+=("${cyc:--}" "${sp:-0}")
  done
  [ "$result" = PASS ] || failed=1
  sp_d=- sp_p=-
  if [ "${cols[0]}" != - ] && [ "${cols[2]}" != - ]; then sp_d=$(awk -v a="${cols[0]}" -v b="${cols[2]}" 'BEGIN { printf "%.2f", a / b }'); fi
  if [ "${cols[0]}" != - ] && [ "${cols[4]}" != - ]; then sp_p=$(awk -v a="${cols[0]}" -v b="${cols[4]}" 'BEGIN { printf "%.2f", a / b }'); fi
  printf '%-11s | %9s | %9s %6s %6s | %9s %6s %6s | %s\n' "$k" "${cols[0]}" "${cols[2]}" "$sp_d" \
    "${cols[3]}" "${cols[4]}" "$sp_p" "${cols[5]}" "$result"
done
# The paper's synthetic benchmark as in its Table 3 (pws benchgen: 6 levels of if/else on the
# work-item id, every lane on its own path, 32 VALU instructions a leaf; 2 wavefronts), where
# the SpSIMDs run the paths side by side; pws sweep checks its outputs against benchgen's.
if [ "${DEMO_SYNTH:-1}" = 1 ]; then
  "$PWS" sweep --benchgen --levels 6 --insts 32 --balanced-splits --div-frac 1 --mem-frac 0 \
    --simds 4 --contexts 10 --wave 64 --lanes 16 --modes none,dws,pws --spsimds 3 \
    -o "$tmp/synth.csv" > "$tmp/synth.out" 2>&1; rc=$?
  read -r syn < <(awk -F, 'NR > 1 { c[$1] = $3; s[$1] = $5; ok = ok && $8 == "pass" }
    BEGIN { ok = 1 } END { if (c["none"] == "" || c["dws"] == "" || c["pws"] == "") ok = 0
      if (!ok) { print "- - - - - FAIL"; exit }
      printf "%s %s %s %s %s PASS\n", c["none"], c["dws"], s["dws"], c["pws"], s["pws"] }' \
    "$tmp/synth.csv" 2> /dev/null)
  read -r sn sd sdn sp spn sok <<< "${syn:-- - - - - FAIL}"
  if [ $rc -ne 0 ] || [ "$sok" != PASS ]; then
    failed=1
    sok="FAIL (pws sweep: exit $rc: $(grep -m1 -E 'FAIL|error' "$tmp/synth.out" | head -c 80))"
  fi
  awk -v n="$sn" -v d="$sd" -v dn="$sdn" -v p="$sp" -v pn="$spn" -v r="$sok" 'BEGIN {
    sd = (n + 0 && d + 0) ? sprintf("%.2f", n / d) : "-"; sp = (n + 0 && p + 0) ? sprintf("%.2f", n / p) : "-"
    printf "%-11s | %9s | %9s %6s %6s | %9s %6s %6s | %s\n", "synthetic", n, d, sd, dn, p, sp, pn, r }'
fi
cat << 'TXT'

cycles: clock cycles of the RTL run (after loading the code: dispatch, register init, until the
last wavefront ends); speedup: none cycles / mode cycles; splits: real splits the RTL made (pws:
s_split into a free SpSIMD; dws: marked divergent branches). PASS: every retired instruction
equal to the golden model's, and the outputs equal to the CPU reference (docs/cosim.md;
synthetic: to benchgen's expected values).

Why splitting rarely pays on the four testbench kernels: their divergent paths are a few
instructions long, or one path does the work (the Collatz loop), so a split's fixed cost (the
SGPR copy into the new SpSIMD, the merge; docs/microarchitecture.md "Split hardware on the
pipeline") is not paid back. On the synthetic benchmark every lane takes its own path through
long leaves, and PWS runs them side by side on its SpSIMDs: the paper's Table 3 (make paper).
TXT
[ $failed -eq 0 ] || { echo "demo: FAIL" >&2; exit 1; }
