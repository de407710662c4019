# tests/integration/lib/cosim_tb.bash -- sourced after common.bash by the scripts that run
# testbench kernels in lockstep (tests/integration/cosim.sh, cosim_pipe.sh and the long ones).
# tb LABEL KERNEL CONFIG...: inputs from tbref gen --seed 1 (one directory per label)
tb() {
  local label=$1 t=$2; shift 2
  mkdir -p "$TMP/tb/$label"
  mapfile -t A < <(build/bin/tbref gen $t --seed 1 --dir "$TMP/tb/$label")
  local t0; t0=$(date +%s)
  "$PWS" cosim build/tb/$t.s "$@" "${A[@]}" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local line; line=$(grep '^lockstep:' "$TMP/out")
  if [ $rc -eq 0 ] && [[ $line =~ ^lockstep:\ [0-9]+\ instructions,\ 0\ mismatches$ ]]; then
    ok "cosim $label $t: $line"
  else notok "cosim $label $t" "exit $rc: $(head -c 600 "$TMP/out" "$TMP/err")"; fi
  echo "# $label $t: $(grep -E '^(cycles|IPC)|built model' "$TMP/out" | tr '\n' ' ') ($(( $(date +%s) - t0 )) s)"
  check_exit "tbref check $label $t (outputs written by the RTL)" 0 build/bin/tbref check $t --dir "$TMP/tb/$label"
}

# run_cfg NAME EXPECTED_RETIRED CONFIG-ARRAY-NAME ARGS... : lockstep passes with exactly that many
run_cfg() {
  local name=$1 want=$2; local -n cfg=$3; shift 3
  "$PWS" cosim "$@" "${cfg[@]}" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local line; line=$(grep '^lockstep:' "$TMP/out")
  if [ $rc -ne 0 ]; then notok "pipe cosim $name" "exit $rc: $(head -c 400 "$TMP/out" "$TMP/err")"
  else check_eq "pipe cosim $name: lockstep" "lockstep: $want instructions, 0 mismatches" "$line"; fi
  echo "# $name: $(grep -E '^(cycles|IPC)|built model' "$TMP/out" | tr '\n' ' ')"
}

# growth LABEL CYCLES BOUND CONFIG-ARRAY-NAME MAKER A B [cosim arguments]: `MAKER n FILE` writes
# a kernel whose work grows with n; it runs at n = 8 and n = 40 in lockstep with a trace (A n +
# B retired), every segment within its static latency, and the 32 more n take exactly CYCLES
# cycles and grow the static bound by exactly BOUND.
growth() {
  local label=$1 want_c=$2 want_b=$3 cfg=$4 maker=$5 a=$6 b=$7 n c=() s=()
  shift 7
  for n in 8 40; do
    "$maker" $n "$TMP/growth$n.s"
    run_cfg "$label, n = $n" $((a * n + b)) "$cfg" "$TMP/growth$n.s" "$@" --trace "$TMP/growth$n.gz"
    check_eq "$label, n = $n: every segment within its static latency" 1 \
      "$(grep -c 'every segment within its static latency' "$TMP/out")"
    c+=("$(sed -n 's/^cycles: //p' "$TMP/out")")
    s+=("$(sed -n 's/^static bound: \([0-9]*\) cycles.*/\1/p' "$TMP/out")")
  done
  check_eq "$label: 32 more take $want_c cycles" "$want_c" "$(( ${c[1]:-0} - ${c[0]:-0} ))"
  check_eq "$label: ... and the static bound grows by $want_b" "$want_b" "$(( ${s[1]:-0} - ${s[0]:-0} ))"
}

# cad LABEL WANT CONFIG-ARRAY-NAME GRID "INSTRUCTION": a kernel of n copies of one instruction,
# n = 8 and n = 40; the 32 more must take exactly WANT cycles (docs/microarchitecture.md "Issue")
cad() {   # LABEL WANT CONFIG-ARRAY-NAME GRID "INSTRUCTION"
  local label=$1 want=$2; local -n cfg=$3; local grid=$4 line=$5 n c=()
  for n in 8 40; do
    { printf '    .text\nk:\n'; for _ in $(seq $n); do echo "    $line"; done; echo '    s_endpgm'; } > "$TMP/cad$n.s"
    c+=("$("$PWS" cosim "$TMP/cad$n.s" "${cfg[@]}" --grid "$grid" --wg 16 | sed -n 's/^cycles: //p')")
  done
  check_eq "pipe cadence: $label: 32 more per wavefront take $want cycles" "$want" "$(( ${c[1]:-0} - ${c[0]:-0} ))"
}
