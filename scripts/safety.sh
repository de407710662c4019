#!/usr/bin/env bash
# scripts/safety.sh -- the honest safety check of the hybrid bound (docs/wcet.md "The hybrid
# bound", issue 5): for each testbench kernel, lockstep runs on the RTL with the inputs of
# training seeds build the hybrid bound (pws wcet --train), which is then checked against runs
# with held-out seeds (--test): violations are counted and printed, never hidden, and the
# tightness is the bound over the largest held-out kernel time. Inputs come from each kernel's
# seeded generator (build/bin/tbref gen KERNEL --seed N).
#
#   scripts/safety.sh                      (make safety)
#
# Environment: PWS (default build/bin/pws), OUT (default build/safety), SAFETY_KERNELS (default:
# every testbench kernel but loop, whose 1.4 M-cycle runs take a minute each), SAFETY_TRAIN
# (seeds, default 1..8), SAFETY_TEST (default 9..16), SAFETY_CFG (generator flags, default the
# small configuration under pws S = 3). Writes OUT/KERNEL/ (traces, logs) and OUT/summary.txt.
# Exit status: 0 no violation, 1 a violation (the summary says which), 3 a run failed.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
TBREF=build/bin/tbref
OUT=${OUT:-build/safety}
KERNELS=${SAFETY_KERNELS:-bfs_step dws_marked fig2 fig5 histogram lds_reduce saxpy stencil2d threshold}
read -r -a CFG <<< "${SAFETY_CFG:---simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds 3}"
seeds() { local a=${1%..*} b=${1#*..}; seq "$a" "$b"; }
TRAIN=$(seeds "${SAFETY_TRAIN:-1..8}")
TEST=$(seeds "${SAFETY_TEST:-9..16}")
mkdir -p "$OUT"
status=0
summary=$OUT/summary.txt
printf '%-11s | %5s %5s | %10s %12s %12s %9s | %s\n' kernel train test "violations" "hybrid bound" \
  "max observed" tightness "static bound (tightness)" > "$summary"
for k in $KERNELS; do
  d=$OUT/$k; mkdir -p "$d"
  traces_train=() traces_test=() obs_static=
  for s in $TRAIN $TEST; do
    mkdir -p "$d/s$s"
    mapfile -t A < <("$TBREF" gen "$k" --seed "$s" --dir "$d/s$s")
    "$PWS" cosim "build/tb/$k.s" "${CFG[@]}" "${A[@]}" --trace "$d/s$s.gz" > "$d/s$s.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ] || ! "$TBREF" check "$k" --dir "$d/s$s" > /dev/null 2>&1; then
      echo "safety: $k seed $s failed (exit $rc): $d/s$s.log" >&2; status=3; continue
    fi
    obs_static=$(sed -n 's/^static bound: \([0-9]*\) cycles.*/\1/p' "$d/s$s.log")
    case " $(echo $TRAIN) " in *" $s "*) traces_train+=("$d/s$s.gz") ;; *) traces_test+=("$d/s$s.gz") ;; esac
    echo "safety: $k seed $s: $(sed -n 's/^cycles: //p' "$d/s$s.log") cycles" >&2
  done
  [ ${#traces_train[@]} -gt 0 ] && [ ${#traces_test[@]} -gt 0 ] || continue
  first=${TRAIN%%$'\n'*}
  mapfile -t A < <("$TBREF" gen "$k" --seed "$first" --dir "$d/s$first")
  g= w=
  for ((i = 0; i < ${#A[@]}; i++)); do
    [ "${A[$i]}" = --grid ] && g=${A[$((i + 1))]}
    [ "${A[$i]}" = --wg ] && w=${A[$((i + 1))]}
  done
  hash=$(grep -o 'model [0-9a-f]\{16\}' "$d/s$first.log" | head -1 | cut -d' ' -f2)
  ff=(); [ -f "build/tb/$k.ff" ] && ff=(--flow-facts "build/tb/$k.ff")
  train=$(IFS=,; echo "${traces_train[*]}"); test=$(IFS=,; echo "${traces_test[*]}")
  "$PWS" wcet "build/tb/$k.s" --timing "build/cosim/$hash/gen/pws_timing.json" --grid "$g" --wg "$w" \
    "${ff[@]}" --train "$train" --test "$test" > "$d/wcet.txt" 2>&1
  rc=$?
  line=$(grep '^held-out:' "$d/wcet.txt")
  if [ $rc -eq 1 ]; then status=$(( status == 3 ? 3 : 1 )); grep '^violation' "$d/wcet.txt" | head -5 >&2
  elif [ $rc -ne 0 ]; then echo "safety: pws wcet on $k failed: $d/wcet.txt" >&2; status=3; continue; fi
  v=$(sed -n 's/^held-out: [0-9]* traces\?, \([0-9]*\) violations\?.*/\1/p' <<< "$line")
  t=$(sed -n 's/.*tightness \([0-9.]*\) .*/\1/p' <<< "$line")
  b=$(sed -n 's/.*bound \([0-9]*\) \/ largest observed \([0-9]*\))/\1/p' <<< "$line")
  o=$(sed -n 's/.*largest observed \([0-9]*\))/\1/p' <<< "$line")
  awk -v k="$k" -v nt="${#traces_train[@]}" -v ns="${#traces_test[@]}" -v v="$v" -v b="$b" -v o="$o" \
    -v t="$t" -v st="$obs_static" 'BEGIN { printf "%-11s | %5d %5d | %10d %12d %12d %9s | %d (%.1f)\n",
    k, nt, ns, v, b, o, t, st, o ? st / o : 0 }' >> "$summary"
done
cat "$summary"
exit $status
