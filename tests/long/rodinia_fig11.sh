#!/usr/bin/env bash
# tests/long/rodinia_fig11.sh -- (make test-long) the paper's Figure 11 on the RTL
# (scripts/rodinia_fig11.sh, docs/rodinia.md "Figure 11") on a small shape: none on 2 SIMDs x 4
# contexts against pws S = 1 on 1 SIMD with its SpSIMD (and none on 1 SIMD, the control), every benchmark of the checkout, each run
# matching its reference. The figure's cycles must be those of the two lockstep runs it ran, its
# speedups and means are recomputed here with python from those runs' results.csv, and the
# plot is written. Its usage errors are checked in tests/integration/rodinia.sh.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
ROD=${RODINIA:-$TOP/../shared/rodinia}
if [ ! -d "$ROD/opencl" ]; then
  echo "# skip - Figure 11: no Rodinia checkout at $ROD (set RODINIA=DIR)"
  exit 0
fi
O=$TMP/fig11
RODINIA="$ROD" PWS="$PWS" scripts/rodinia_fig11.sh --simds 2 --out "$O" \
  -- --contexts 4 --wave 64 --lanes 16 --mem-latency 5 > "$TMP/fig11.out" 2>&1
check_eq "rodinia_fig11.sh on 2 SIMDs (exit status)" 0 "$?"
n=$(build/bin/rodref list | wc -l)
check_eq "every benchmark matched its reference under none" "$n" \
  "$(grep -c 'cosim none S=0 .*: matches the reference' "$O/none.log")"
check_eq "every benchmark matched its reference under pws S=1" "$n" \
  "$(grep -c 'cosim pws  S=1 .*: matches the reference' "$O/pws.log")"
check_eq "every benchmark matched its reference under none on 1 SIMD" "$n" \
  "$(grep -c 'cosim none S=0 .*: matches the reference' "$O/half.log")"
want=$(python3 - "$O/none/results.csv" "$O/half/results.csv" "$O/pws/results.csv" <<'EOF'
import csv, math, sys
none, half, pws = ({r['bench']: r for r in csv.DictReader(open(f))} for f in sys.argv[1:4])
print('bench,none_cycles,none_half_cycles,pws_cycles,pws_splits,speedup,split_speedup')
s, h = [], []
for b, r in none.items():
    p = pws[b]
    s.append(int(r['cycles']) / int(p['cycles']))
    h.append(int(half[b]['cycles']) / int(p['cycles']))
    print('%s,%s,%s,%s,%s,%.4f,%.4f' % (b, r['cycles'], half[b]['cycles'], p['cycles'],
                                        p['splits'], s[-1], h[-1]))
gm = lambda v: math.exp(sum(map(math.log, v)) / len(v))
print('geomean,,,,,%.4f,%.4f' % (gm(s), gm(h)))
print('mean,,,,,%.4f,%.4f' % (sum(s) / len(s), sum(h) / len(h)))
EOF
)
check_eq "fig11.csv: the runs' cycles, speedups and means (python from the runs)" "$want" \
  "$(cat "$O/fig11.csv")"
if command -v gnuplot > /dev/null; then
  check_eq "fig11.png written (PNG magic)" "PNG" "$(head -c 4 "$O/fig11.png" | tail -c 3)"
fi
