#!/usr/bin/env bash
# scripts/rodinia_fig11.sh -- the PWS paper's Figure 11 on our RTL (`make rodinia-fig11`): the
# average-case speedup of pws S = 1 over no splitting for each Rodinia benchmark of a user's
# checkout, with the total number of SIMDs held constant, as the paper holds it: none runs on T
# SIMDs, pws on T / 2 SIMDs each with one SpSIMD (T units in all). A third run, none on T / 2
# SIMDs, is the control that separates what splitting does from what halving the SIMDs does. All
# are lockstep runs of scripts/rodinia.sh (unmodified kernels, outputs checked against rodref's
# references). Spec: docs/rodinia.md "Figure 11".
#
#   RODINIA=DIR scripts/rodinia_fig11.sh [--simds T] [--out DIR] [BENCH...] [-- GEN-FLAG...]
#
# Defaults: T = 4 (the default configuration's SIMDs), every benchmark rodref knows, --out
# build/rodinia/fig11; GEN-FLAGs are the rest of the configuration (not --simds; default: the
# default configuration's). Writes OUT/fig11.csv (bench, none_cycles (T SIMDs), none_half_cycles
# (T / 2), pws_cycles (T / 2), pws_splits, speedup = none_cycles / pws_cycles (the figure),
# split_speedup = none_half_cycles / pws_cycles; then the rows "geomean" and "mean"), the runs in
# OUT/none, OUT/half and OUT/pws, and, where gnuplot is installed, OUT/fig11.png; prints the table.
# Exit status: 0 every run matched its reference, 1 a run failed, 2 usage, 3 a tool is missing.
set -u
cd "$(dirname "$0")/.." || exit 3
T=4 OUT=build/rodinia/fig11
GEN=() BENCHES=()
die() { echo "rodinia-fig11: error: $2" >&2; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --simds) T=${2:-}; shift 2 ;;
    --out) OUT=${2:-}; shift 2 ;;
    --) shift; GEN=("$@"); break ;;
    -*) die 2 "unknown option '$1' (see the header of scripts/rodinia_fig11.sh)" ;;
    *) BENCHES+=("$1"); shift ;;
  esac
done
case $T in
  ''|*[!0-9]*) die 2 "--simds '$T' is not a number" ;;
esac
[ $((T % 2)) -eq 0 ] && [ "$T" -ge 2 ] ||
  die 2 "--simds $T: the total must be even (none on T SIMDs, pws S = 1 on T / 2 SIMDs)"
for g in "${GEN[@]}"; do
  [ "$g" != --simds ] || die 2 "give the total SIMDs as --simds T before '--', not as a GEN-FLAG"
done
[ -n "${RODINIA:-}" ] || die 2 "RODINIA is not set: give the path of a Rodinia checkout (make rodinia-fig11 RODINIA=DIR)"
[ ${#GEN[@]} -gt 0 ] || GEN=(--contexts 10 --wave 64 --lanes 16)
mkdir -p "$OUT" || die 3 "cannot create $OUT"

# run NAME SIMDS WHAT MODE-FLAG...: one lockstep sweep of the benchmarks into OUT/NAME; a run
# that fails is reported in the table below, a usage or tool error stops here with its log
rc=0
run() {
  local name=$1 simds=$2 what=$3; shift 3
  echo "rodinia-fig11: $what on $simds SIMDs ($OUT/$name.log)"
  scripts/rodinia.sh --engine cosim "$@" --out "$OUT/$name" "${BENCHES[@]}" \
    -- --simds "$simds" "${GEN[@]}" > "$OUT/$name.log" 2>&1 || rc=$?
  [ "$rc" -le 1 ] || { cat "$OUT/$name.log" >&2; exit "$rc"; }
}
run none "$T" none --modes none
run half $((T / 2)) "none, the control," --modes none
run pws $((T / 2)) "pws S = 1" --modes pws --spsimds 1

# join the runs by benchmark; a benchmark with a failed run in any is reported, not plotted
awk -F, -v csv="$OUT/fig11.csv" '
  FNR == 1 { next }
  FILENAME ~ /\/none\/results.csv$/ { order[++n] = $1; nc[$1] = $8; ok[$1] = $9 == "pass"; next }
  FILENAME ~ /\/half\/results.csv$/ { hc[$1] = $8; ok[$1] = ok[$1] && $9 == "pass"; next }
  { pc[$1] = $8; ps[$1] = $7; ok[$1] = ok[$1] && $9 == "pass" }
  END {
    print "bench,none_cycles,none_half_cycles,pws_cycles,pws_splits,speedup,split_speedup" > csv
    printf "%-12s %10s %10s %10s %7s %8s %8s\n", "bench", "none T", "none T/2", "pws T/2", "splits", "speedup", "split"
    lg = lh = sum = sh = k = 0
    for (i = 1; i <= n; i++) {
      b = order[i]
      if (!ok[b] || !(b in pc) || !(b in hc)) { printf "%-12s a run failed: not in the figure\n", b; bad = 1; continue }
      s = nc[b] / pc[b]; h = hc[b] / pc[b]; k++; lg += log(s); lh += log(h); sum += s; sh += h
      printf "%s,%d,%d,%d,%d,%.4f,%.4f\n", b, nc[b], hc[b], pc[b], ps[b], s, h > csv
      printf "%-12s %10d %10d %10d %7d %8.3f %8.3f\n", b, nc[b], hc[b], pc[b], ps[b], s, h
    }
    if (k) {
      printf "geomean,,,,,%.4f,%.4f\nmean,,,,,%.4f,%.4f\n", exp(lg / k), exp(lh / k), sum / k, sh / k > csv
      printf "%-12s %37s %8.3f %8.3f\n", "geomean", "", exp(lg / k), exp(lh / k)
      printf "%-12s %37s %8.3f %8.3f\n", "mean", "", sum / k, sh / k
    }
    exit bad
  }' "$OUT/none/results.csv" "$OUT/half/results.csv" "$OUT/pws/results.csv" || rc=1
echo "rodinia-fig11: $OUT/fig11.csv (speedup = none on T / pws on T/2, the figure; split = none on T/2 / pws on T/2; the paper: geomean 1.11, mean 1.18, bfs 3x)"

if command -v gnuplot > /dev/null && [ "$(grep -c . "$OUT/fig11.csv")" -gt 3 ]; then
  gnuplot > "$OUT/gnuplot.log" 2>&1 <<EOF || echo "rodinia-fig11: gnuplot failed ($OUT/gnuplot.log)" >&2
set terminal pngcairo size 800,450
set output "$OUT/fig11.png"
set datafile separator ","
set title "pws S = 1 on $((T / 2)) SIMDs over none on $T SIMDs (lockstep cycles)"
set ylabel "speedup"
set style fill solid 0.6
set yrange [0:*]
set grid ytics
set xtics rotate by -30
set style data histogram
set style histogram cluster gap 1
set key below
plot "$OUT/fig11.csv" every ::1 using 6:xtic(1) title "pws S=1 on $((T / 2)) over none on $T", \\
     "" every ::1 using 7 title "pws S=1 over none, both on $((T / 2))", 1 with lines dt 2 notitle
EOF
fi
exit "$rc"
