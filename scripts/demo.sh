#!/usr/bin/env bash
# scripts/demo.sh -- `make demo`: every testbench kernel on the golden model (release build) under
# --split none, dws and pws, each result compared with the CPU reference (build/bin/tbref).
#
# Prints one row per kernel: its grid and wave size, the instructions retired under each split
# mode, the splits made under dws and pws, and PASS if all three runs match the reference byte for
# byte and all three leave identical outputs (FAIL and the first difference otherwise). Exit
# status 1 if any kernel fails.
# Environment: PWS (default build/bin/pws), DEMO_SPSIMDS (S, default 3), DEMO_SEED (default 1).
# Needs build/bin/pws and $(TB_ALL) (testbenches/testbenches.mk); `make demo` builds them first.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
TBREF=build/bin/tbref
S=${DEMO_SPSIMDS:-3}
SEED=${DEMO_SEED:-1}
for f in "$PWS" "$TBREF"; do
  [ -x "$f" ] || { echo "demo: error: $f is missing (make build/bin/pws testbenches)" >&2; exit 3; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run KERNEL MODE WAVE: runs one simulation in $tmp/KERNEL-MODE; sets insts, splits and err.
run() {
  local k=$1 mode=$2 w=$3 d=$tmp/$1-$2 args
  insts=- splits=- err=
  mkdir -p "$d"
  if ! mapfile -t args < <("$TBREF" gen "$k" --seed "$SEED" --dir "$d" 2> "$d/gen.err") ||
     [ ${#args[@]} -eq 0 ]; then
    err="tbref gen: $(head -n 1 "$d/gen.err")"; return
  fi
  "$PWS" sim "build/tb/$k.s" "${args[@]}" --wave "$w" --split "$mode" --spsimds "$S" \
    > "$d/sim.out" 2> "$d/sim.err"
  local rc=$?
  if [ $rc -ne 0 ]; then
    err="$mode: pws sim exit $rc: $(head -n 1 "$d/sim.err")"; return
  fi
  # Summary lines of pws sim: "instructions: N" and "splits: R real, N null, D dws".
  insts=$(sed -n 's/^instructions: \([0-9][0-9]*\).*/\1/p' "$d/sim.out")
  case $mode in
    pws) splits=$(sed -n 's/^splits: \([0-9][0-9]*\) real.*/\1/p' "$d/sim.out") ;;
    dws) splits=$(sed -n 's/^splits: .*, \([0-9][0-9]*\) dws.*/\1/p' "$d/sim.out") ;;
  esac
  insts=${insts:--} splits=${splits:--}
  local res
  res=$("$TBREF" check "$k" --dir "$d" 2>&1) || err="$mode: $res"
}

printf 'Testbench kernels on the PWS golden model: S = %s split SIMD units, seed %s\n\n' "$S" "$SEED"
printf '%-11s %-6s %4s | %8s | %8s %6s | %8s %6s | %s\n' kernel grid wave \
  none dws splits pws splits "vs CPU"
printf '%-11s %-6s %4s | %8s | %8s %6s | %8s %6s | %s\n' "" "" "" insts insts "" insts "" reference
printf -- '-%.0s' {1..78}; printf '\n'
failed=0
while read -r k _ wave _; do
  grid=$("$TBREF" gen "$k" --seed "$SEED" --dir "$tmp" 2> /dev/null | sed -n '2p')
  cols=() result=PASS
  for mode in none dws pws; do
    run "$k" "$mode" "$wave"
    cols+=("$insts" "$splits")
    if [ -n "$err" ] && [ "$result" = PASS ]; then result="FAIL ($err)"; fi
  done
  if [ "$result" = PASS ]; then   # splitting must not change a single output byte
    for f in "$tmp/$k-none"/*.out.bin; do
      for mode in dws pws; do
        cmp -s "$f" "$tmp/$k-$mode/${f##*/}" || { result="FAIL ($mode: ${f##*/} differs from none)"; break 2; }
      done
    done
  fi
  [ "$result" = PASS ] || failed=1
  printf '%-11s %-6s %4s | %8s | %8s %6s | %8s %6s | %s\n' "$k" "$grid" "$wave" \
    "${cols[0]}" "${cols[2]}" "${cols[3]}" "${cols[4]}" "${cols[5]}" "$result"
done < <("$TBREF" list)
printf '\ninsts: instructions retired by all SWFs; splits: SWFs created (pws: s_split; dws: at\n'
printf 'branches marked with MODE bit 21). PASS: all three runs equal the CPU reference and\n'
printf 'each other byte for byte (docs/testbenches.md).\n'
if [ $failed -ne 0 ]; then
  echo "demo: FAIL" >&2
  exit 1
fi
