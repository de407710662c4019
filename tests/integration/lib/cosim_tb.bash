# tests/integration/lib/cosim_tb.bash -- sourced after common.bash by the scripts that run
# testbench kernels in lockstep (tests/integration/cosim.sh and cosim_default.sh).
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
