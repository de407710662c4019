#!/usr/bin/env bash
# tests/long/cosim_systemc.sh -- (make test-long) `pws cosim --systemc` (docs/cosim.md "SystemC top"): the
# same lockstep with the GPU Verilated by `verilator --sc` inside SystemC. vadd and the
# atomics kernel on 2 CUs x 1 SIMD x 4 lanes (the configuration tests/long/cosim.sh
# also runs plainly, so its plain model is cached): lockstep passes, tbref check accepts the
# RTL's output, and both tops take exactly the same number of cycles (the same RTL, the same
# harness: any difference is a bug in one of the tops). One SystemC build (-O0, about a minute
# on 2 cores), then a few seconds.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
[ -e /usr/include/systemc.h ] || { notok "libsystemc-dev" "not installed (scripts/deps.sh test)"; exit 1; }

TWO=(--cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3)
mkdir -p "$TMP/vadd"; mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/vadd")

# run LABEL OUTFILE ARGS...: pws cosim, one check that lockstep passed
run() {
  local label=$1 out=$2; shift 2
  "$PWS" cosim "$@" > "$out" 2> "$TMP/err"; local rc=$?
  if [ $rc -eq 0 ] && grep -qE '^lockstep: [0-9]+ instructions, 0 mismatches$' "$out"; then
    ok "$label: $(grep '^lockstep:' "$out")"
  else notok "$label" "exit $rc: $(head -c 400 "$out" "$TMP/err")"; fi
  echo "# $label: $(grep -E '^cycles|built model|up to date' "$out" | tr '\n' ' ')"
}
run "vadd, SystemC top" "$TMP/sc.out" build/tb/vadd.s "${TWO[@]}" "${VADD[@]}" --systemc
grep -q '^SystemC\|Copyright' "$TMP/sc.out" && notok "stdout is the summary only" "$(head -3 "$TMP/sc.out")" \
  || ok "stdout is the summary only (no SystemC banner)"
check_exit "tbref check of the output the SystemC top wrote" 0 build/bin/tbref check vadd --dir "$TMP/vadd"
run "vadd, plain top" "$TMP/plain.out" build/tb/vadd.s "${TWO[@]}" "${VADD[@]}"
check_eq "vadd: same cycles in both tops" "$(grep '^cycles:' "$TMP/plain.out")" "$(grep '^cycles:' "$TMP/sc.out")"
A=(tests/cosim/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096)
run "atomics on 2 CUs, SystemC top" "$TMP/sc.out" "${A[@]}" "${TWO[@]}" --systemc
run "atomics on 2 CUs, plain top" "$TMP/plain.out" "${A[@]}" "${TWO[@]}"
check_eq "atomics: same cycles in both tops" "$(grep '^cycles:' "$TMP/plain.out")" "$(grep '^cycles:' "$TMP/sc.out")"
check_err "--systemc with --fst is a usage error" 2 'the SystemC top has no waveform tracing' \
  "$PWS" cosim build/tb/vadd.s "${TWO[@]}" "${VADD[@]}" --systemc --fst "$TMP/x.fst"
