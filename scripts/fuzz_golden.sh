#!/usr/bin/env bash
# scripts/fuzz_golden.sh -- split-invariance fuzzing of the golden model (docs/randkernel.md).
#
#   scripts/fuzz_golden.sh N FIRST_SEED        (make fuzz-golden N=... SEED=...)
#
# For each seed FIRST_SEED .. FIRST_SEED+N-1 and each marking (pws: s_split/s_merge, dws: MODE
# bit 21), generates a kernel with `pws randkernel` (other options derived from the seed, see
# randkernel_flags) and runs it with `pws sim` under --split none, dws and pws with S in {0,1,3}
# at --wave 64 and 16 (14 runs). docs/isa.md section 8: splitting never changes results, and the
# kernels are built so that the wave size does not either; so all 14 output buffers must be
# byte-identical and every run must succeed. Prints one line per seed and marking:
#   ok - seed S pws: 14 runs identical
#   not ok - seed S pws: <what failed>; reproduce: <commands>
# then one line checking that the pws- and dws-marked kernels (the same kernel apart from the
# marks) give the same output, and a summary; exit status 1 if any seed failed. PWS (env) is the binary (default
# build/bin/pws); JOBS (env, default 2) seeds run in parallel.
set -u
N=${1:-100}
FIRST=${2:-1}
TOP=$(cd "$(dirname "$0")/.." && pwd)
PWS=${PWS:-$TOP/build/bin/pws}
case $PWS in /*) ;; *) PWS=$PWD/$PWS ;; esac
JOBS=${JOBS:-2}
export PWS

# The generator options for a seed: everything follows from the seed number, so a failure is
# reproduced from the seed alone.
randkernel_flags() {
  local s=$1 f
  f="--insts $((40 + s % 97)) --depth $((1 + s % 4))"
  [ $((s % 5)) -ne 4 ] && f="$f --loops"
  [ $((s % 3)) -ne 2 ] && f="$f --lds"
  echo "$f"
}

# check_seed SEED MARKS KEEP: one ok / not ok line; on success the reference output is copied
# to KEEP.
check_seed() {
  local seed=$1 marks=$2 keep=$3 dir flags k rc ref="" runs=0 cfg mode s w out
  dir=$(mktemp -d)
  flags="$(randkernel_flags "$seed") --splits $marks"
  k=$dir/k.s
  local repro="pws randkernel --seed $seed $flags -o k.s && pws sim k.s \$(cat k.args) --out 0=out.bin --split MODE --spsimds S --wave W"
  if ! "$PWS" randkernel --seed "$seed" $flags -o "$k" > /dev/null 2> "$dir/err"; then
    echo "not ok - seed $seed $marks: randkernel failed: $(head -c 300 "$dir/err"); reproduce: $repro"
    rm -rf "$dir"; return
  fi
  for cfg in "none 0 64" "dws 0 64" "dws 1 64" "dws 3 64" "pws 0 64" "pws 1 64" "pws 3 64" \
             "none 0 16" "dws 0 16" "dws 1 16" "dws 3 16" "pws 0 16" "pws 1 16" "pws 3 16"; do
    set -- $cfg; mode=$1 s=$2 w=$3
    out=$dir/out_${mode}_${s}_${w}.bin
    "$PWS" sim "$k" $(cat "$dir/k.args") --out "0=$out" --split "$mode" --spsimds "$s" \
      --wave "$w" > "$dir/log" 2> "$dir/err"
    rc=$?
    if [ "$rc" -ne 0 ]; then
      echo "not ok - seed $seed $marks: sim --split $mode --spsimds $s --wave $w exited $rc: $(head -c 300 "$dir/err"); reproduce: $repro"
      rm -rf "$dir"; return
    fi
    runs=$((runs + 1))
    if [ -z "$ref" ]; then
      ref=$out
    elif ! cmp -s "$ref" "$out"; then
      local first
      first=$(cmp "$ref" "$out" 2>&1 | head -n 1 | sed -E 's/.*byte ([0-9]+).*/\1/')
      echo "not ok - seed $seed $marks: output of --split $mode --spsimds $s --wave $w differs from --split none --wave 64 at byte $((first - 1)) (work-item $(((first - 1) / 192)), slot $((((first - 1) % 192) / 4))); reproduce: $repro"
      rm -rf "$dir"; return
    fi
  done
  echo "ok - seed $seed $marks: $runs runs identical"
  cp "$ref" "$keep"
  rm -rf "$dir"
}
export -f check_seed randkernel_flags

# internal: one seed (used through xargs). The pws- and dws-marked kernels of one seed are the
# same kernel with different marks (docs/randkernel.md), so their outputs must agree too.
if [ "${FUZZ_ONE:-}" != "" ]; then
  tmp=$(mktemp -d)
  check_seed "$FUZZ_ONE" pws "$tmp/pws.bin"
  check_seed "$FUZZ_ONE" dws "$tmp/dws.bin"
  if [ -f "$tmp/pws.bin" ] && [ -f "$tmp/dws.bin" ]; then
    if cmp -s "$tmp/pws.bin" "$tmp/dws.bin"; then
      echo "ok - seed $FUZZ_ONE: pws- and dws-marked kernels give the same output"
    else
      echo "not ok - seed $FUZZ_ONE: pws- and dws-marked kernels differ ($(cmp "$tmp/pws.bin" "$tmp/dws.bin" 2>&1 | head -n 1)); reproduce: pws randkernel --seed $FUZZ_ONE $(randkernel_flags "$FUZZ_ONE") --splits pws|dws"
    fi
  fi
  rm -rf "$tmp"
  exit 0
fi

[ -x "$PWS" ] || { echo "not ok - fuzz_golden: $PWS is not built" ; exit 1; }
start=$(date +%s)
results=$(mktemp)
seq "$FIRST" $((FIRST + N - 1)) |
  xargs -P "$JOBS" -I{} env FUZZ_ONE={} bash "$0" | tee "$results"
fails=$(grep -c '^not ok' "$results")
passes=$(grep -c '^ok' "$results")
rm -f "$results"
echo "fuzz-golden: seeds $FIRST..$((FIRST + N - 1)): $passes ok, $fails not ok ($(( $(date +%s) - start ))s)"
[ "$fails" -eq 0 ]
