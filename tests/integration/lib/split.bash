# tests/integration/lib/split.bash -- lockstep helpers shared by cosim_split.sh and
# tests/long/cosim_split_default.sh (source common.bash first).

# tb LABEL KERNEL NAME CONFIG...: lockstep (0 mismatches), then the CPU reference on the outputs
# the RTL wrote; the summary's split line is kept in $TMP/splits
tb() {
  local label=$1 src=$2 t=$3; shift 3
  mkdir -p "$TMP/tb/$label/$t"
  mapfile -t A < <(build/bin/tbref gen $t --seed 1 --dir "$TMP/tb/$label/$t")
  "$PWS" cosim "$src" "$@" "${A[@]}" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local line; line=$(grep '^lockstep:' "$TMP/out")
  if [ $rc -eq 0 ] && [[ $line =~ ^lockstep:\ [0-9]+\ instructions,\ 0\ mismatches$ ]]; then
    ok "cosim $label $t: $line; $(grep '^splits:' "$TMP/out")"
  else notok "cosim $label $t" "exit $rc: $(head -c 600 "$TMP/out" "$TMP/err")"; fi
  check_exit "tbref check $label $t (outputs written by the RTL)" 0 build/bin/tbref check $t --dir "$TMP/tb/$label/$t"
}
bench() {   # LABEL STEM CONFIG...: benchgen's kernel, its output against benchgen's C reference
  local label=$1 stem=$2; shift 2
  mapfile -t B < <(tr ' ' '\n' < "$K/$stem.args")
  "$PWS" cosim "$K/$stem.s" "$@" "${B[@]}" --out "0=$TMP/bench.out" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local line; line=$(grep '^lockstep:' "$TMP/out")
  if [ $rc -eq 0 ] && [[ $line =~ ^lockstep:\ [0-9]+\ instructions,\ 0\ mismatches$ ]]; then
    ok "cosim $label benchgen ($stem): $line; $(grep '^splits:' "$TMP/out")"
  else notok "cosim $label benchgen ($stem)" "exit $rc: $(head -c 600 "$TMP/out" "$TMP/err")"; fi
  cmp -s "$TMP/bench.out" "$K/$stem.expected" && ok "benchgen ($stem) output on $label equals its C reference" \
    || notok "benchgen ($stem) output on $label equals its C reference" "differs"
}

# split_kernels: the marked kernels in $K (a directory the caller made): the split pass on two
# testbench kernels, threshold.s and stencil2d.s (S = 3: every marked branch gets a split),
# and the synthetic benchmark with pws marks (bench.s) and dws marks (bench_dws.s)
split_kernels() {
  local t
  for t in threshold stencil2d; do
    check_exit "pws asm --split-pass $t" 0 "$PWS" asm build/tb/$t.s --split-pass "$K/$t.s" --spsimds 3
  done
  check_exit "pws benchgen --marks pws" 0 "$PWS" benchgen --marks pws --levels 2 --insts 24 \
    --mem-frac 0.3 -o "$K/bench.s"
  check_exit "pws benchgen --marks dws" 0 "$PWS" benchgen --marks dws --levels 2 --insts 24 \
    --mem-frac 0.3 -o "$K/bench_dws.s"
}
