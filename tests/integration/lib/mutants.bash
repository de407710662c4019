# tests/integration/lib/mutants.bash -- the mutant schemata of the mutation checks
# (cosim_mutants_pipe*.sh; docs/cosim.md "Mutation check"), sourced after
# common.bash. The caller sets MUTANTS ("file#sed expression#the defect", file relative to the
# edited copy) and KERNELS ("name|kernel and arguments"), builds the schemata model into $d
# (mutants_pipe, which calls mutants_build) and calls mutants_check, which runs
# each kernel on each mutant with runk.

# mutants_apply DIR: applies every edit to the files under DIR (mutant N is the N-th; each edit
# must change its file and name pws_mutant == N or != N), then declares pws_mutant, read from
# the plusarg +pws_mutant=N, in each edited module (after its port list, the first ");").
mutants_apply() {
  local dir=$1 n=0 edited=" " m f expr what
  for m in "${MUTANTS[@]}"; do
    n=$((n + 1))
    IFS='#' read -r f expr what <<< "$m"
    cp "$dir/$f" "$TMP/before"
    sed -i "$expr" "$dir/$f"
    if cmp -s "$TMP/before" "$dir/$f" || ! grep -qE "pws_mutant [!=]= $n([^0-9]|$)" "$dir/$f"; then
      notok "mutant $n '$what'" "its sed edit changed nothing in $f"
    fi
    case $edited in *" $f "*) ;; *) edited="$edited$f " ;; esac
  done
  for f in $edited; do
    sed -i '0,/^);$/s//);\n  integer pws_mutant;   \/\/ mutation test: +pws_mutant=N selects mutant N, 0 none\n  initial if (!$value$plusargs("pws_mutant=%d", pws_mutant)) pws_mutant = 0;/' "$dir/$f"
    grep -q 'integer pws_mutant;' "$dir/$f" || notok "pws_mutant declared in $f" "no ');' line"
  done
}

# mutants_check: the unmutated design (+pws_mutant=0) passes every kernel, then every mutant is
# caught by one of them (a MISMATCH or TIMING report, exit 1; a deadlock, the watchdog or a bad
# memory access, exit 3); the last check is the mutation score.
mutants_check() {
  local spec rc n=0 caught_n=0 m what caught
  for spec in "${KERNELS[@]}"; do
    runk 0 "$spec"; rc=$?
    if [ $rc -eq 0 ] && grep -q '^lockstep: [0-9]* instructions, 0 mismatches$' "$TMP/mout"; then ok "unmutated: ${spec%%|*} passes"
    else notok "unmutated: ${spec%%|*} passes" "exit $rc: $(head -c 300 "$TMP/mout")"; fi
  done
  for m in "${MUTANTS[@]}"; do
    n=$((n + 1))
    what=${m##*#}
    caught=
    for spec in "${KERNELS[@]}"; do
      runk $n "$spec"; rc=$?
      if { [ $rc -eq 1 ] && grep -qE 'MISMATCH|TIMING' "$TMP/mout"; } \
         || { [ $rc -eq 3 ] && grep -qE 'deadlock|watchdog|rtl (reads|writes)' "$TMP/mout"; }; then
        caught="${spec%%|*}: $(grep -m1 -oE 'field: .*|TIMING|deadlock|watchdog|rtl (reads|writes) [0-9]+ bytes' "$TMP/mout")"
        break
      fi
    done
    if [ -n "$caught" ]; then ok "mutant $n caught: $what ($caught)"; caught_n=$((caught_n + 1))
    else notok "mutant $n caught: $what" "every kernel passed"; fi
  done
  check_eq "mutation score: every defect detected" "$n of $n" "$caught_n of $n"
}

# mutants_build DIR [MAKE VARIABLES...]: the schemata model in DIR (its gen/ holds the edited
# generated files): the harness library under pws cosim's lock (the models share
# build/cosim/lib, docs/cosim.md "Two programs"), then the model; exits on failure.
mutants_build() {
  local d=$1 t0; shift
  t0=$(date +%s)
  if flock build/cosim/lock make -s -j2 -f cosim/model.mk TOP="$TOP" OUT="$TOP/$d" \
       "$TOP/build/cosim/lib/libpws.a" > "$d/build.log" 2>&1 \
     && make -s -j2 -f cosim/model.mk TOP="$TOP" OUT="$TOP/$d" "$@" >> "$d/build.log" 2>&1; then
    ok "the schemata model builds ($(( $(date +%s) - t0 )) s)"
  else notok "the schemata model builds" "$(tail -5 "$d/build.log")"; exit 1; fi
}

# runk N SPEC: kernel SPEC on mutant N of the schemata model in $d (at most MUT_CYCLES cycles,
# default 200000); its output in $TMP/mout, returns the exit status
runk() {
  local spec=${2#*|}
  # shellcheck disable=SC2086  # the spec is a word list
  "$d/model" --manifest "$d/gen/pws_manifest.json" $spec --max-cycles "${MUT_CYCLES:-200000}" \
    "+pws_mutant=$1" > "$TMP/mout" 2>&1
}

# mutants_pipe NAME CONFIG...: the schemata model in d=build/cosim/mutants/NAME: the generated
# files of CONFIG and a copy of rtl/*.v, every edit of MUTANTS applied (files gen/... and
# rtl/...), built with RTL pointing at the edited copy; exits on failure.
mutants_pipe() {
  local name=$1 sub f; shift
  mkdir -p "$TMP/mut"
  check_exit "pws gen of the mutation configuration" 0 "$PWS" gen "$@" -o "$TMP/mut/gen"
  mkdir -p "$TMP/mut/rtl"
  cp rtl/*.v "$TMP/mut/rtl/"
  mutants_apply "$TMP/mut"
  d=build/cosim/mutants/$name
  mkdir -p "$d/gen" "$d/rtl"
  for sub in gen rtl; do   # only changed files are copied: an unchanged model is not rebuilt
    for f in "$TMP/mut/$sub"/*; do cmp -s "$f" "$d/$sub/${f##*/}" || cp "$f" "$d/$sub/"; done
  done
  mutants_build "$d" RTL="$TOP/$d/rtl"
}
