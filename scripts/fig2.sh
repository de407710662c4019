#!/usr/bin/env bash
# scripts/fig2.sh -- `make fig2`: the PWS paper's Figure 2 on the generated RTL. The fig2
# testbench kernel (testbenches/asm/fig2.s: BB1 if (A > 25) { BB2 if (A > 75) BB3 else BB4; BB5 }
# else BB6; BB7 if (A > 50) BB8 else BB9; BB10) runs on one wavefront of the paper's four
# work-items, A = {17, 29, 52, 80}, on a 4-lane configuration (1 SIMD x 2 contexts, wave 4,
# 4 lanes, memory latency 5) under --split none, dws and pws with S = 1, each in lockstep with
# the golden model and with an event trace. Writes, in OUT (default build/fig2):
#   MODE.trace.gz  the RTL's event trace (pws trace prints it)
#   MODE.json      the same as Chrome/Perfetto JSON (pws trace --chrome; chrome://tracing or
#                  ui.perfetto.dev: one track per unit and context)
#   MODE.dat       one line per retired instruction: cycle, unit, basic block
#   fig2.png       the three timelines one above the other, on one time axis (gnuplot): every
#                  retired instruction a mark on the row of the unit that ran it, coloured by
#                  its basic block (Figure 2c: no splitting, the paths one after the other;
#                  2d: BB2-BB5 on SIMD0 while BB6 runs on SpSIMD 1; 2e: the SpSIMD reused for
#                  the second if-else)
# and checks every run's output against the paths worked out by hand from the kernel (each
# basic block appends its number as a hex digit): 17 -> 0x1679a, 29 -> 0x124579a,
# 52 -> 0x124578a, 80 -> 0x123578a. Exit status 1 if a run or a check fails.
# Environment: PWS (default build/bin/pws), OUT.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
OUT=${OUT:-build/fig2}
mkdir -p "$OUT"
CFG=(--simds 1 --contexts 2 --wave 4 --lanes 4 --mem-latency 5)
printf '\021\000\000\000\035\000\000\000\064\000\000\000\120\000\000\000' > "$OUT/A.bin"   # 17 29 52 80
want="0001679a 0124579a 0124578a 0123578a"
fail=0
for mode in none dws pws; do
  S=1; [ $mode = none ] && S=0
  printf 'fig2: %-4s S = %d ... ' $mode $S
  if ! "$PWS" cosim build/tb/fig2.s "${CFG[@]}" --split $mode --spsimds $S --grid 4 --wg 4 \
       --arg "@$OUT/A.bin" --arg zeros:16 --out "1=$OUT/$mode.out.bin" --trace "$OUT/$mode.trace.gz" \
       > "$OUT/$mode.log" 2>&1; then
    echo "FAIL: $(grep -m1 -E 'MISMATCH|error|TIMING' "$OUT/$mode.log")"; fail=1; continue
  fi
  got=$(od -An -tx4 -w16 "$OUT/$mode.out.bin" | xargs)
  if [ "$got" != "$want" ]; then echo "FAIL: out = $got, want $want"; fail=1; continue; fi
  "$PWS" trace "$OUT/$mode.trace.gz" --chrome -o "$OUT/$mode.json" || { echo "FAIL: pws trace --chrome"; fail=1; continue; }
  # retire records -> cycle, unit, the basic block the SWF on that unit and context is in (set
  # by the instruction that appends the block's number: v_mov_b32 v5, 1 or v_or_b32 v5, N, v5)
  "$PWS" trace "$OUT/$mode.trace.gz" | awk -F' [|] ' '
    $1 ~ / retire / {
      split($1, w, " "); loc = ""
      for (i = 1; i <= length(w); i++) if (w[i] ~ /^@/) loc = substr(w[i], 2)
      split(loc, l, "."); track = l[3] "." l[4]
      if ($2 ~ /^v_mov_b32_e32 v5, 1$/) bb[track] = 1
      else if ($2 ~ /^v_or_b32_e32 v5, [0-9]+, v5$/) { split($2, o, /[ ,]+/); bb[track] = o[3] }
      print w[1], l[3], (track in bb ? bb[track] : 0)
    }' > "$OUT/$mode.dat"
  cyc=$(sed -n 's/^cycles: //p' "$OUT/$mode.log"); echo "$cyc" > "$OUT/$mode.cycles"
  sp=$(sed -n 's/^splits: \([0-9]*\) real.*/\1/p' "$OUT/$mode.log")
  echo "$cyc cycles, $(grep -c . "$OUT/$mode.dat") retires, ${sp:-0} splits; out $got"
done
[ $fail -eq 0 ] || exit 1
if ! command -v gnuplot > /dev/null; then echo "fig2: gnuplot not installed (gnuplot-nox): no PNG"; exit 0; fi
xmax=$(cat "$OUT"/*.cycles | sort -n | tail -1)
gnuplot << GP || exit 1
set terminal pngcairo size 1000,600 font ",10"
set output "$OUT/fig2.png"
set multiplot layout 3,1 margins 0.1,0.97,0.12,0.9 spacing 0,0.1 title "PWS paper Fig. 2 on the RTL: one 4-lane wavefront, A = {17, 29, 52, 80}, S = 1; x: clock cycle, colour: basic block"
set xrange [0:$xmax]
set yrange [-0.6:1.6]
set ytics ("SIMD0" 0, "SpSIMD 1" 1)
set cbrange [0.5:10.5]
set palette maxcolors 10
set palette defined (1 "#4e79a7", 2 "#f28e2b", 3 "#e15759", 4 "#76b7b2", 5 "#59a14f", 6 "#edc948", 7 "#b07aa1", 8 "#ff9da7", 9 "#9c755f", 10 "#bab0ac")
set cbtics 1
set grid xtics
unset colorbox
set title "(c) --split none: $(cat "$OUT/none.cycles") cycles" offset 0,-0.6
plot "$OUT/none.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle
set title "(d) --split dws (reserve context, one shared pipeline): $(cat "$OUT/dws.cycles") cycles"
set ytics ("WF context" 0, "reserve ctx" 1)
plot "$OUT/dws.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle
set ytics ("SIMD0" 0, "SpSIMD 1" 1)
set colorbox horizontal user origin 0.25,0.03 size 0.5,0.02
set title "(e) --split pws: BB2-BB5 and BB6 in parallel, SpSIMD 1 reused for BB8/BB9: $(cat "$OUT/pws.cycles") cycles"
plot "$OUT/pws.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle
unset multiplot
GP
echo "fig2: wrote $OUT/fig2.png and $OUT/{none,dws,pws}.json"
