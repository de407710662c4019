#!/usr/bin/env bash
# scripts/area.sh -- `make area`: the area of the split hardware against S on an FPGA. One
# `pws sweep --area` of the small integer-only configuration (the one tests/long/synth_pipe.sh
# synthesizes: yosys finishes it in minutes) under --split none (S = 0), and dws and pws per S,
# on xilinx7; then gnuplot draws the plots and docs/area.md is written with the numbers.
#
# Writes, in OUT (default build/area): area.csv, area_modules.csv, table.txt (the sweep's
# stdout), progress.log (its stderr), points/<mode>_s<S>/ (each point's pws synth reports and
# log); and docs/area.md, docs/area_luts.{png,svg}, docs/area_breakdown_pws.{png,svg},
# docs/area_overhead.{png,svg}. Every point is cached by pws synth (build/synth/<hash>/), so a
# second run only redraws.
#
# yosys runs under `nice -n 10` (this machine's cores are shared; the sweep's children inherit
# it). Environment: PWS (default build/bin/pws), OUT, AREA_S (default 0..7), AREA_JOBS
# (default 1: one yosys of this design takes about 1.5 GB and most of a core), AREA_TARGET
# (default xilinx7), DOCS (default docs: where area.md and the plots go), AREA_RTL (what RTL
# the numbers are of, for area.md; default: this tree's commit, flagged if rtl_gen/ or rtl/
# have uncommitted changes). To measure a commit while rtl_gen/ has work in progress: build
# pws from `git archive HEAD` elsewhere and run PWS=that/pws PWS_TOP=$PWD AREA_RTL=... here.
set -u
cd "$(dirname "$0")/.." || exit 3
source scripts/lib/cfg.bash
PWS=${PWS:-build/bin/pws}
OUT=${OUT:-build/area}
S_LIST=${AREA_S:-0..7}
JOBS=${AREA_JOBS:-1}
TARGET=${AREA_TARGET:-xilinx7}
DOCS=${DOCS:-docs}
if [ -z "${AREA_RTL:-}" ]; then
  AREA_RTL="commit $(git rev-parse --short HEAD 2> /dev/null || echo '?')"
  git diff --quiet HEAD -- rtl_gen rtl 2> /dev/null \
    || AREA_RTL="$AREA_RTL with uncommitted changes in rtl_gen/ or rtl/"
fi
CFG=(--cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16 --lds-bytes 256
     --fp32 none)
mkdir -p "$OUT" "$DOCS"
start=$(date +%s)
nice -n 10 "$PWS" sweep --area --target "$TARGET" --modes none,dws,pws --spsimds "$S_LIST" \
  --jobs "$JOBS" "${CFG[@]}" -o "$OUT" > "$OUT/table.txt" 2> >(tee "$OUT/progress.log" >&2)
rc=$?
wall=$(( $(date +%s) - start ))
cat "$OUT/table.txt"
echo "area: sweep took $wall s (wall)"
[ $rc -eq 0 ] || { echo "area: pws sweep --area failed (exit $rc): $OUT/progress.log" >&2; exit 1; }

# ---- the alternative to SpSIMDs: more ordinary SIMDs (--split none, --simds T) ----
# simds.csv: simds,luts (T = 1 is the sweep's none point). Each is one pws synth, cached.
echo "simds,luts" > "$OUT/simds.csv"
awk -F, 'NR > 1 && $1 == "none" && $13 != "fail" { print "1," $4 }' "$OUT/area.csv" >> "$OUT/simds.csv"
for t in ${AREA_SIMDS:-2 4 8}; do
  read -r -a C <<< "$(cfg_with_simds "$t" "${CFG[@]}")"
  echo "area: none on $t SIMDs: pws synth --target $TARGET ${C[*]}" >&2
  # a design beyond the reference device exits 1 but still writes its report
  rm -f "$OUT/simds_$t/synth_$TARGET.csv"
  nice -n 10 "$PWS" synth --target "$TARGET" "${C[@]}" --split none --spsimds 0 \
    -o "$OUT/simds_$t" > "$OUT/simds_$t.log" 2>&1
  if [ -s "$OUT/simds_$t/synth_$TARGET.csv" ]; then
    # the first data row of the report is the top: the whole design
    awk -F, -v t="$t" 'NR == 2 { print t "," $3 }' "$OUT/simds_$t/synth_$TARGET.csv" >> "$OUT/simds.csv"
  else
    echo "area: pws synth of $t SIMDs failed: $OUT/simds_$t.log" >&2
  fi
done

# ---- plots: LUTs against S per mode, the pws breakdown stacked, the overhead over none ----
# area.csv: mode,spsimds,target,luts,ffs,carry,brams,dsps,lutram,other,lut_overhead_pct,...
for m in none dws pws; do
  awk -F, -v m=$m 'NR > 1 && $1 == m && $13 != "fail" { print $2, $4, $11 }' "$OUT/area.csv" \
    > "$OUT/$m.dat"
done
base=$(awk '{ print $2 }' "$OUT/none.dat")
# the pws breakdown, one row per S: S, then the LUTs of each group in the CSV's order
awk -F, 'NR > 1 && $1 == "pws" { if (!seen || $2 != s) { if (seen) print row; seen = 1; s = $2; row = s }
         row = row " " $4 } END { if (row != "") print row }' "$OUT/area_modules.csv" \
  > "$OUT/pws_breakdown.dat"
smax=$(awk '{ print $1 }' "$OUT/pws.dat" "$OUT/dws.dat" | sort -n | tail -1)
plot_ok=1
if ! command -v gnuplot > /dev/null; then
  echo "area: gnuplot not installed (scripts/deps.sh area installs gnuplot-nox): no plots" >&2
  plot_ok=0
fi
for term in png svg; do
  [ $plot_ok -eq 1 ] || break
  if [ $term = png ]; then t='pngcairo noenhanced size 900,560 font ",10"'; else t='svg noenhanced size 900,560 font "Arial,12"'; fi
  gnuplot << GP || plot_ok=0
set terminal $t
set datafile missing "?"
set grid
set key top left
set xrange [-0.5:${smax:-7}.5]
set xtics 1
set xlabel "S (SpSIMD units per SIMD for pws, reserve context banks for dws)"

set output "$DOCS/area_luts.$term"
set ylabel "LUTs ($TARGET)"
set yrange [0:*]
set title "LUTs against S: ${CFG[*]}"
plot "$OUT/pws.dat" using 1:2 with linespoints pt 7 lw 2 title "pws", \
     "$OUT/dws.dat" using 1:2 with linespoints pt 5 lw 2 title "dws", \
     ${base:-0} with lines dt 2 lw 2 title "none (S = 0)"

set output "$DOCS/area_overhead.$term"
set ylabel "LUT overhead over none (%)"
set yrange [*:*]
set title "LUT overhead over --split none against S"
plot "$OUT/pws.dat" using 1:3 with linespoints pt 7 lw 2 title "pws", \
     "$OUT/dws.dat" using 1:3 with linespoints pt 5 lw 2 title "dws"

set output "$DOCS/area_breakdown_pws.$term"
set ylabel "LUTs ($TARGET)"
set yrange [0:*]
set key outside right top
set style data histograms
set style histogram rowstacked
set style fill solid 0.8 border -1
set boxwidth 0.7
set xrange [*:*]
set xlabel "S (pws: SpSIMD units per SIMD)"
set title "pws: LUTs per part of the design against S"
plot "$OUT/pws_breakdown.dat" using 2:xtic(1) lc rgb "#4e79a7" title "VRF", \
     '' using 3 lc rgb "#a0cbe8" title "SRF", \
     '' using 4 lc rgb "#e15759" title "split ctx (pws_split_ctx)", \
     '' using 5 lc rgb "#ff9da7" title "split ctrl (pws_split_ctrl)", \
     '' using 6 lc rgb "#59a14f" title "VALU", '' using 7 lc rgb "#8cd17d" title "SALU", \
     '' using 8 lc rgb "#f28e2b" title "decoder", '' using 9 lc rgb "#79706e" title "arbiters", \
     '' using 10 lc rgb "#d7d7d7" title "rest (SIMD FSM, fetch, LDS, CU)"
GP
done
[ $plot_ok -eq 1 ] && echo "area: wrote $DOCS/area_{luts,overhead,breakdown_pws}.{png,svg}"

# ---- Pareto: WCET reduction against area, SpSIMDs versus more SIMDs (the Fig. 10c question) ----
# The WCET side is make paper's (scripts/paper.sh writes pareto_wcet.csv: machine,units,
# analytical,observed on the default configuration and Fig. 10c's dispatch); the area side is
# this sweep's. Both are taken relative to none on 1 SIMD, so each axis is a ratio of one
# configuration to itself.
PARETO_WCET=${PAPER_OUT:-build/paper}/pareto_wcet.csv
pareto_ok=0
if [ -s "$PARETO_WCET" ]; then
  awk -F, 'FNR == 1 { f++; next }
    f == 1 && $1 == "pws" && $13 != "fail" { pl[$2] = $4 }
    f == 1 && $1 == "none" && $13 != "fail" { n1 = $4 }
    f == 2 { sl[$1] = $2 }
    f == 3 { e[$1 "," $2] = $3; o[$1 "," $2] = $4 }
    END {
      base = e["none,1"]; obase = o["none,1"]
      if (base == "" || n1 == "") exit 1
      print "machine,units,luts,lut_overhead_pct,analytical,wcet_reduction_pct,observed,observed_reduction_pct"
      for (k in e) {
        split(k, a, ","); m = a[1]; u = a[2]
        l = m == "pws" ? pl[u] : sl[u]
        if (l == "") continue
        printf "%s,%s,%s,%.1f,%s,%.2f,%s,%.2f\n", m, u, l, 100 * (l - n1) / n1, e[k],
               100 * (1 - e[k] / base), o[k], 100 * (1 - o[k] / obase)
      }
    }' "$OUT/area.csv" "$OUT/simds.csv" "$PARETO_WCET" > "$OUT/pareto.unsorted" \
    && { head -1 "$OUT/pareto.unsorted"; tail -n +2 "$OUT/pareto.unsorted" | sort -t, -k1,1 -k2,2n; } \
         > "$OUT/pareto.csv" && pareto_ok=1
  rm -f "$OUT/pareto.unsorted"
fi
if [ $pareto_ok = 1 ] && [ $plot_ok = 1 ]; then
  for m in none pws; do
    awk -F, -v m=$m 'NR > 1 && $1 == m { print $4, $6, (m == "pws" ? "S=" : "T=") $2 }' \
      "$OUT/pareto.csv" > "$OUT/pareto_$m.dat"
  done
  for term in png svg; do
    if [ $term = png ]; then t='pngcairo noenhanced size 900,560 font ",10"'; else t='svg noenhanced size 900,560 font "Arial,12"'; fi
    gnuplot << GP || plot_ok=0
set terminal $t
set output "$DOCS/area_pareto.$term"
set grid
set key bottom right
set xlabel "LUT overhead over none on 1 SIMD (%, $TARGET, small configuration)"
set ylabel "analytical WCET reduction against none on 1 SIMD (%)"
set title "WCET reduction per area: 1 SIMD + S SpSIMDs (pws) against T ordinary SIMDs (none)"
set offsets graph 0.05, graph 0.08, graph 0.08, graph 0.05
plot "$OUT/pareto_pws.dat" using 1:2 with linespoints pt 7 lw 2 title "pws: 1 SIMD + S SpSIMDs", \
     '' using 1:2:3 with labels offset 1.5,0.8 notitle, \
     "$OUT/pareto_none.dat" using 1:2 with linespoints pt 5 lw 2 title "none: T SIMDs", \
     '' using 1:2:3 with labels offset 1.5,-0.8 notitle
GP
  done
  [ $plot_ok -eq 1 ] && echo "area: wrote $DOCS/area_pareto.{png,svg}"
fi

# ---- docs/area.md: the method, the table, the breakdown, the plots ----
yosys_sum=$(awk -F, 'NR > 1 && $13 != "fail" { s += $12 } END { printf "%.0f", s }' "$OUT/area.csv")
cached=$(grep -c '(cached; yosys took' "$OUT/progress.log")
npoints=$(( $(wc -l < "$OUT/area.csv") - 1 ))
subset=
[ "$S_LIST" != 0..7 ] && subset=" (a subset: \`make area\` sweeps S = 0..7 by default; this run was
\`make area AREA_S=$S_LIST\` because the whole range did not fit the time available, see
docs/fpga.md \"Area versus S\")"
{
cat << EOF
# Area against S on an FPGA (\`make area\`)

How much does the split hardware cost? \`make area\` (scripts/area.sh) synthesizes one small
configuration with yosys 0.23 for $TARGET under \`--split none\` (S = 0), and \`dws\` and \`pws\`
for S = $S_LIST$subset, with \`pws sweep --area\` (docs/sweep.md "Area sweep"; each point is one
\`pws synth\`, docs/fpga.md) and draws the plots below. This file is written by that script:
rerun it after an RTL change (points whose RTL did not change come from the cache).

## Method

* RTL: $AREA_RTL.
* Configuration: \`${CFG[*]}\` (the one tests/long/synth_pipe.sh synthesizes). Integer-only
  lanes (\`--fp32 none\`): the FP32 units are 81 % of a lane and would make every yosys run
  take several times as long; they are identical in every unit, so they would scale the
  per-unit cost, not change where the split hardware's own cost goes.
* \`--contexts 1\`: \`pws gen\` accepts it for every mode. Under pws each unit has its own N
  contexts and SWF context c of SpSIMD k holds an SWF of the wavefront in WF context c
  (docs/splitting.md), so one context per unit is a complete split machine; under dws the one
  unit has (S + 1) x N contexts. More contexts would grow the register files (block RAM) and
  the per-context state in every mode alike.
* Target $TARGET (\`synth_xilinx -family xc7\`, no flattening): the vendor target, and on this
  design no slower in yosys than \`generic\` (measured on S = 0: $TARGET 145 s alone, generic
  217 s while another yosys ran).
* Cells are yosys's mapped cells (docs/fpga.md "Report"): LUT = LUT1..LUT6, FF, carry = CARRY4,
  BRAM = RAMB18E1/RAMB36E1 cells, DSP = DSP48E1. Overhead = LUTs over none's LUTs at S = 0.
* Breakdown: every instance's own cells go to the first of its ancestors (itself included)
  that is one of pws_vgpr_file (VRF), pws_sgpr_file (SRF), pws_swf_ctx (split ctx: split
  masks, parent registers and child stacks), pws_srf_copy (split control: the copy engines
  that copy a splitter's SGPRs into its new SWF's unit), pws_valu_pipe (VALU with its lanes),
  pws_salu_pipe (SALU with its SMEM unit's sources), pws_decoder, or an arbiter
  (pws_mem_arb, pws_rr_arbiter, pws_lock_arbiter); everything else (fetch and the
  instruction RAM, buffers, issue, the memory units, the control unit with the split and
  merge decisions, the contexts' state, the LDS, the CU glue) is "rest"; the
  generated op tables pws_valu and pws_salu sit inside pws_valu_pipe and pws_salu_pipe.
* Run: \`pws sweep --area --jobs $JOBS\` under \`nice -n 10\` on a 2-core machine shared with other
  work, so wall times are inflated.
* A point larger than the reference device (XC7A200T: 133800 LUTs) is marked "(> device)":
  \`pws synth\` reports it as an error, but its numbers are what the sweep is for.

## Results ($npoints points; the sweep took $wall s wall, $cached of them from the cache; the points' yosys runs took $yosys_sum s in all)

| mode | S | LUTs | FFs | carry | block RAM | DSP | LUT RAM | other | LUT overhead | yosys s |
|---|---|---|---|---|---|---|---|---|---|---|
EOF
awk -F, 'NR > 1 && $1 == "none" && $13 != "fail" { base = $4 }
  NR > 1 { ovh = $11 == "" ? "-" : sprintf("%+.1f %%", base ? 100 * ($4 - base) / base : $11)
  big = $13 == "exceeds_device" ? " (> device)" : ""
  if ($13 == "fail") printf "| %s | %s | failed | | | | | | | | |\n", $1, $2
  else printf "| %s | %s | %s%s | %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $4, big, $5, $6, $7, $8, $9, $10, ovh, $12 }' \
  "$OUT/area.csv"
cat << EOF

![LUTs against S](area_luts.png) ([SVG](area_luts.svg))

![LUT overhead over none](area_overhead.png) ([SVG](area_overhead.svg))

### Where the LUTs go (pws)

| S | VRF | SRF | split ctx | split ctrl | VALU | SALU | decoder | arbiters | rest |
|---|---|---|---|---|---|---|---|---|---|
EOF
awk '{ printf "| %s |", $1; for (i = 2; i <= NF; i++) printf " %s |", $i; printf "\n" }' \
  "$OUT/pws_breakdown.dat"
cat << EOF

![pws LUTs per part against S](area_breakdown_pws.png) ([SVG](area_breakdown_pws.svg))

The breakdown of every point in every class (FF, BRAM, ...) is \`$OUT/area_modules.csv\`;
each point's full pws synth report is in \`$OUT/points/<mode>_s<S>/\`.

## SpSIMDs or more SIMDs? (WCET reduction against area)

The paper's Figure 10c asks whether the area of S SpSIMDs would be better spent on ordinary
SIMDs. Here both are priced: the area of \`--split pws\` with 1 SIMD and S SpSIMDs (the sweep
above) and of \`--split none\` with T SIMDs (\`pws synth\` of the same configuration with
\`--simds T\`: \`$OUT/simds.csv\`), each against none on 1 SIMD; and the analytical (hybrid)
WCET bound of each machine on one kernel and dispatch, from \`make paper\` (docs/paper.md,
Figure 10c: the default configuration with T SIMDs, benchgen's maximum-divergence kernel in
2 workgroups of 8 wave64s), against none on 1 SIMD. The two sides come from different
configurations (the area from the small integer-only one above, the WCET from the default
one), so the plot compares ratios, each of one design to its own baseline. The table is
\`$OUT/pareto.csv\`.
EOF
if [ $pareto_ok = 1 ]; then
cat << EOF

| machine | units | LUTs | LUT overhead | analytical WCET (cycles) | WCET reduction | observed cycles | observed reduction |
|---|---|---|---|---|---|---|---|
EOF
awk -F, 'NR > 1 { printf "| %s | %s | %s | %+.1f %% | %s | %.1f %% | %s | %.1f %% |\n", ($1 == "pws" ? "pws, 1 SIMD + S SpSIMDs" : "none, T SIMDs"), $2, $3, $4, $5, $6, $7, $8 }' "$OUT/pareto.csv"
cat << EOF

![WCET reduction against LUT overhead](area_pareto.png) ([SVG](area_pareto.svg))
EOF
else
cat << EOF

No WCET numbers were found in $PARETO_WCET: run \`make paper\`, then \`make area\` again (its
points come from the cache, so it only redraws).
EOF
fi
} > "$DOCS/area.md"

echo "area: wrote $DOCS/area.md"
