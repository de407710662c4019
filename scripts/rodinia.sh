#!/usr/bin/env bash
# scripts/rodinia.sh -- `make rodinia RODINIA=DIR`: Rodinia benchmarks from a user's checkout,
# compiled unmodified by `pws cl` (clang + libclc) and run launch by launch as their hosts run
# them, on the golden model (`pws sim`) or in lockstep on the RTL (`pws cosim`), under every
# split mode asked for; each run's final buffers are checked against the benchmark's C reference
# (build/bin/rodref, testbenches/rodinia/*.c). Spec: docs/rodinia.md.
#
#   RODINIA=DIR scripts/rodinia.sh [--engine sim|cosim] [--modes none,dws,pws] [--spsimds 1,3,7]
#                                  [--out DIR] [-- GEN-FLAG...] [BENCH...]
#
# Defaults: every benchmark rodref knows, --engine sim, --modes none,dws,pws, --spsimds 1,3,7
# (none runs once), --out build/rodinia; GEN-FLAGs are the configuration of pws cosim (default:
# the default configuration). Writes OUT/results.csv (bench,engine,mode,spsimds,launches,
# instructions,splits,cycles,result,bound; bound: the sum of the launches' static WCET bounds,
# each checked by pws cosim against its run, empty where a launch had none) and one directory
# per run with its inputs, plan and logs; prints a line per run. Exit status: 0 every run
# matched its reference, 1 a run failed or did not match, 2 usage (RODINIA not a Rodinia
# checkout, an unknown option or benchmark), 3 a tool is missing.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
RODREF=${RODREF:-build/bin/rodref}
ENGINE=sim MODES=none,dws,pws SPSIMDS=1,3,7 OUT=build/rodinia
GEN=() BENCHES=()
die() { echo "rodinia: error: $2" >&2; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --engine) ENGINE=${2:-}; shift 2 ;;
    --modes) MODES=${2:-}; shift 2 ;;
    --spsimds) SPSIMDS=${2:-}; shift 2 ;;
    --out) OUT=${2:-}; shift 2 ;;
    --) shift; GEN=("$@"); break ;;
    -*) die 2 "unknown option '$1' (see the header of scripts/rodinia.sh)" ;;
    *) BENCHES+=("$1"); shift ;;
  esac
done
case $ENGINE in sim|cosim) ;; *) die 2 "--engine '$ENGINE' is not sim or cosim" ;; esac
[ -n "${RODINIA:-}" ] || die 2 "RODINIA is not set: give the path of a Rodinia checkout (make rodinia RODINIA=DIR)"
[ -d "$RODINIA/opencl" ] || die 2 "RODINIA=$RODINIA is not a Rodinia checkout: it has no opencl/ directory"
for t in "$PWS" "$RODREF"; do [ -x "$t" ] || die 3 "$t is missing (make $t)"; done
mapfile -t LIST < <("$RODREF" list)
[ ${#BENCHES[@]} -gt 0 ] || BENCHES=($(printf '%s\n' "${LIST[@]}" | cut -f1))
IFS=, read -r -a MODE_LIST <<< "$MODES"
IFS=, read -r -a S_LIST <<< "$SPSIMDS"
mkdir -p "$OUT" || die 3 "cannot create $OUT"
CSV=$OUT/results.csv
echo "bench,engine,mode,spsimds,launches,instructions,splits,cycles,result,bound" > "$CSV"
fails=0

# count_splits LOG: the splits a launch made, from pws sim's "splits: R real, N null, D dws" (R + D)
# or pws cosim's "splits: R real, e_s ..." (0 when the line is missing: nothing split)
count_splits() {
  local r d
  r=$(sed -n 's/^splits: \([0-9]*\) real.*/\1/p' "$1" | head -1)
  d=$(sed -n 's/^splits: .*, \([0-9]*\) dws.*/\1/p' "$1" | head -1)
  echo $(( ${r:-0} + ${d:-0} ))
}

# run_one BENCH KERNEL.s MODE S: the plan's launches in order, then the reference check
run_one() {
  local b=$1 ks=$2 mode=$3 s=$4 d="$OUT/$1/$3-s$4" n=0 insts=0 cycles=0 splits=0 bound= line kname rest
  [ "$ENGINE" = cosim ] && bound=0   # the golden model has no bound to sum
  rm -rf "$d" && mkdir -p "$d"
  "$RODREF" gen "$b" --dir "$d" > "$d/gen.log" 2>&1 || { echo "FAIL: rodref gen: $(head -1 "$d/gen.log")"; return 1; }
  # The compiler's part of each mode (docs/rodinia.md): dws runs each kernel with every branch
  # marked (MODE bit 21 at its entry), pws with the s_split/s_merge pairs that Select picks for S
  # among all of its branches; none runs the kernel as clang wrote it.
  local k
  for k in $(cut -d' ' -f1 "$d/plan" | sort -u); do
    case $mode in
      none) cp "$ks" "$d/$k.s" ;;
      dws) "$PWS" asm "$ks" --kernel "$k" --mark-branches "$d/$k.s" ;;
      pws) "$PWS" asm "$ks" --kernel "$k" --split-pass "$d/$k.s" --mark-branches --spsimds "$s" ;;
    esac > "$d/asm-$k.log" 2>&1 || { echo "FAIL: pws asm ($k): $(head -1 "$d/asm-$k.log")"; return 1; }
  done
  while IFS= read -r line; do
    n=$((n + 1))
    kname=${line%% *}
    read -r -a rest <<< "${line#* }"
    local log="$d/launch$n.log"
    if [ "$ENGINE" = sim ]; then
      "$PWS" sim "$d/$kname.s" --kernel "$kname" --split "$mode" --spsimds "$s" "${rest[@]}" > "$log" 2>&1
    else
      "$PWS" cosim "$d/$kname.s" --kernel "$kname" "${GEN[@]}" --split "$mode" --spsimds "$s" "${rest[@]}" > "$log" 2>&1
    fi || { echo "FAIL: launch $n ($kname): $(grep -m1 -i 'error\|mismatch\|exceeded' "$log") (log: $log)"; return 1; }
    splits=$((splits + $(count_splits "$log")))
    insts=$((insts + $(sed -n 's/^instructions: \([0-9]*\)$/\1/p; s/^retired: \([0-9]*\)$/\1/p' "$log" | head -1)))
    if [ "$ENGINE" = cosim ]; then
      cycles=$((cycles + $(sed -n 's/^cycles: \([0-9]*\)$/\1/p' "$log")))
      # the launch's static bound, checked by pws cosim (none: a loop of the kernel has no bound)
      local lb; lb=$(sed -n 's/^static bound: \([0-9]*\) cycles.*/\1/p' "$log" | head -1)
      if [ -n "$lb" ] && [ -n "$bound" ]; then bound=$((bound + lb)); else bound=; fi
    fi
  done < "$d/plan"
  local res
  res=$("$RODREF" check "$b" --dir "$d" 2>&1) || { echo "FAIL: $res"; return 1; }
  echo "PASS $n $insts $cycles $splits ${bound:--}"
}

for b in "${BENCHES[@]}"; do
  row=$(printf '%s\n' "${LIST[@]}" | awk -F'\t' -v b="$b" '$1 == b')
  [ -n "$row" ] || die 2 "unknown benchmark '$b' (rodref list: $(printf '%s ' "${LIST[@]%%	*}"))"
  kfile=$(cut -f2 <<< "$row") opts=$(cut -f3 <<< "$row") size=$(cut -f4 <<< "$row")
  mkdir -p "$OUT/$b"
  ks="$OUT/$b/$b.s"
  if ! "$PWS" cl "$RODINIA/$kfile" $opts -o "$ks" > "$OUT/$b/cl.log" 2>&1; then
    echo "$b: FAIL: pws cl: $(head -1 "$OUT/$b/cl.log")"
    echo "$b,$ENGINE,,,,,,,pws cl failed," >> "$CSV"; fails=$((fails + 1)); continue
  fi
  for mode in "${MODE_LIST[@]}"; do
    for s in $([ "$mode" = none ] && echo 0 || echo "${S_LIST[@]}"); do
      r=$(run_one "$b" "$ks" "$mode" "$s")
      if [ "${r%% *}" = PASS ]; then
        read -r _ n insts cycles splits bound <<< "$r"
        [ "$bound" != - ] || bound=
        printf '%-11s %-5s %-4s S=%s  %2s launches, %8s instructions, %5s splits%s: matches the reference (%s)\n' \
          "$b" "$ENGINE" "$mode" "$s" "$n" "$insts" "$splits" "$([ "$ENGINE" = cosim ] && echo ", $cycles cycles")" "$size"
        echo "$b,$ENGINE,$mode,$s,$n,$insts,$splits,$([ "$ENGINE" = cosim ] && echo "$cycles"),pass,$bound" >> "$CSV"
      else
        echo "$b $ENGINE $mode S=$s: $r"
        echo "$b,$ENGINE,$mode,$s,,,,,\"${r//\"/}\"," >> "$CSV"; fails=$((fails + 1))
      fi
    done
  done
done
echo "rodinia: $(($(wc -l < "$CSV") - 1)) runs, $fails failed; $CSV"
[ "$fails" -eq 0 ]
