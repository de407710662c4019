#!/usr/bin/env bash
# scripts/fuzz_cosim.sh -- lockstep fuzzing of the generated RTL against the golden model with
# random kernels (docs/randkernel.md, docs/cosim.md "Fuzzing").
#
#   scripts/fuzz_cosim.sh N FIRST_SEED        (make fuzz-cosim N=... SEED=...)
#
# For each seed FIRST_SEED .. FIRST_SEED+N-1: `pws randkernel` writes a kernel (every option
# derived from the seed, see randkernel_flags), and `pws cosim` runs it on the RTL of one
# configuration (CFG, env; default: the small configuration) in lockstep with the golden model:
# every retired instruction is compared, then the final memory. One line per seed:
#   ok - seed S: N instructions in lockstep, C cycles
#   not ok - seed S: <first line of the report>; reproduce: <commands>
# then a summary line; exit status 1 if any seed failed. PWS (env) is the binary (default
# build/bin/pws); JOBS (env, default 2) seeds run in parallel once the model is built (the
# first seed builds it; every later one finds it in pws cosim's cache).
set -u
N=${1:-50}
FIRST=${2:-1}
TOP=$(cd "$(dirname "$0")/.." && pwd)
PWS=${PWS:-$TOP/build/bin/pws}
case $PWS in /*) ;; *) PWS=$PWD/$PWS ;; esac
JOBS=${JOBS:-2}
CFG=${CFG:---cus 1 --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5}
MARKS=${MARKS:-}
export PWS CFG MARKS

# The generator options for a seed: everything follows from the seed number (and MARKS), so a
# failure is reproduced from the seed alone. Marks rotate over none/pws/dws: under --split none
# a mark is a null split (docs/isa.md), which the RTL must retire exactly as the golden model
# does. MARKS (env: none, pws or dws) fixes them instead, for a --split pws or dws CFG.
randkernel_flags() {
  local s=$1 f marks=(none pws dws) m
  m=${MARKS:-${marks[$((s % 3))]}}
  f="--insts $((30 + s % 71)) --depth $((1 + s % 4)) --splits $m"
  [ $((s % 5)) -ne 4 ] && f="$f --loops"
  [ $((s % 3)) -ne 2 ] && f="$f --lds"
  echo "$f"
}

# check_seed SEED: one ok / not ok line.
check_seed() {
  local seed=$1 dir flags rc repro
  dir=$(mktemp -d)
  flags=$(randkernel_flags "$seed")
  repro="pws randkernel --seed $seed $flags -o k.s && pws cosim k.s $CFG \$(cat k.args)"
  if ! "$PWS" randkernel --seed "$seed" $flags -o "$dir/k.s" > /dev/null 2> "$dir/err"; then
    echo "not ok - seed $seed: randkernel failed: $(head -c 300 "$dir/err"); reproduce: $repro"
    rm -rf "$dir"; return
  fi
  # shellcheck disable=SC2046  # the args file is a word list by design
  (cd "$dir" && "$PWS" cosim k.s $CFG $(cat k.args)) > "$dir/out" 2>&1
  rc=$?
  if [ "$rc" -eq 0 ]; then
    echo "ok - seed $seed: $(sed -n 's/^lockstep: \([0-9]*\) instructions.*/\1/p' "$dir/out") instructions in lockstep, $(sed -n 's/^cycles: //p' "$dir/out") cycles, $(sed -n 's/^static bound: \([0-9]*\) cycles.*/static bound \1/p; s/^static bound: not checked.*/static bound not checked/p' "$dir/out")"
  else
    echo "not ok - seed $seed: exit $rc: $(grep -m1 -E 'MISMATCH|TIMING|STATIC BOUND|violation|error' "$dir/out" | head -c 300); reproduce: $repro"
  fi
  rm -rf "$dir"
}
export -f check_seed randkernel_flags

if [ "${FUZZ_ONE:-}" != "" ]; then
  check_seed "$FUZZ_ONE"
  exit 0
fi

[ -x "$PWS" ] || { echo "not ok - fuzz_cosim: $PWS is not built"; exit 1; }
start=$(date +%s)
results=$(mktemp)
# The first seed alone: it builds the model (about a minute), the rest share it.
FUZZ_ONE=$FIRST bash "$0" | tee "$results"
if [ "$N" -gt 1 ]; then
  seq $((FIRST + 1)) $((FIRST + N - 1)) |
    xargs -P "$JOBS" -I{} env FUZZ_ONE={} bash "$0" | tee -a "$results"
fi
fails=$(grep -c '^not ok' "$results")
passes=$(grep -c '^ok' "$results")
rm -f "$results"
echo "fuzz-cosim: seeds $FIRST..$((FIRST + N - 1)): $passes ok, $fails not ok ($(( $(date +%s) - start ))s)"
[ "$fails" -eq 0 ]
