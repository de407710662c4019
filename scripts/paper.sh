#!/usr/bin/env bash
# scripts/paper.sh -- `make paper`: the PWS paper's evaluation (Sec. 7) redone on our RTL.
#
#   Table 2   the paper's Figure 8 CFG (testbenches/wcet/fig8.s, costs by hand in
#             fig8_timing.json): analytical WCET of no splitting, DWS and PWS for S = 1, 2,
#             beside the numbers the paper prints;
#   Table 3   the synthetic benchmark with maximum divergence (pws benchgen: every lane of a
#             wavefront its own path, every counted instruction divergent) on the default
#             configuration, S = 1, 3, 7: observed cycles (lockstep runs), the analytical
#             (hybrid) bound of each run's own trace, our static bound, PWS's reduction;
#   Fig. 10a  PWS's analytical WCET reduction against no splitting over the divergent fraction;
#   Fig. 10b  the same over the memory fraction of the divergent instructions;
#   Fig. 10c  the same with the total number of SIMDs held constant: none on T SIMDs against
#             pws on T / (S + 1) SIMDs with S SpSIMDs each.
# Every cycle count comes from `pws sweep --wcet` (docs/sweep.md): the RTL in lockstep with the
# golden model, each output checked against benchgen's C reference.
#
# Writes, in OUT (default build/paper): table2.txt, table3.txt/.csv, fig10{a,b,c}.csv, .png and
# .svg (gnuplot), runs/ (every sweep's CSV, stdout and progress), index.html (all of it on one
# page). Environment: PWS (default build/bin/pws), OUT, PAPER_CFG (generator flags; default the
# default configuration: 4 SIMDs x 10 contexts, wave 64, 16 lanes), PAPER_LEVELS (default
# log2 of the wave: 6), PAPER_INSTS (32: 64 leaves of 32 instructions fill 3.1 K of the
# instruction RAM's 4 K dwords), PAPER_INSTS_MEM (16, for Fig. 10b: a memory instruction
# takes more code; 64 x 16 all-memory leaves are 3.5 K dwords), PAPER_S (1,3,7), PAPER_FRACS (0 0.5 1; the paper steps by 0.25, which doubles the run),
# PAPER_TOTALS (total SIMDs for Fig. 10c, default 2 4 8), PAPER_GROUPS (Fig. 10c's workgroups,
# default 2; each is as many wavefronts as the largest total, at least 64 work-items),
# PAPER_REUSE (1: a sweep whose runs/NAME.csv exists and whose arguments are those of
# runs/NAME.args is not run again; only after no change to the RTL, the golden model or the
# analysis). Models are cached by pws cosim, so a second run only runs the kernels again.
# Also writes pareto_wcet.csv (machine,units,analytical,observed: none on T SIMDs, T = 1 and
# PAPER_TOTALS, and pws on 1 SIMD with S SpSIMDs) for make area's Pareto plot.
set -u
cd "$(dirname "$0")/.." || exit 3
source scripts/lib/cfg.bash
PWS=${PWS:-build/bin/pws}
OUT=${OUT:-build/paper}
read -r -a CFG <<< "${PAPER_CFG:---simds 4 --contexts 10 --wave 64 --lanes 16}"
LEVELS=${PAPER_LEVELS:-6}
INSTS=${PAPER_INSTS:-32}
INSTS_MEM=${PAPER_INSTS_MEM:-16}
S_LIST=${PAPER_S:-1,3,7}
read -r -a FRACS <<< "${PAPER_FRACS:-0 0.5 1}"
read -r -a TOTALS <<< "${PAPER_TOTALS:-2 4 8}"
GROUPS10C=${PAPER_GROUPS:-2}
mkdir -p "$OUT/runs"
start=$(date +%s)
fail=0

# sweep NAME ARGS...: one pws sweep --wcet, kept in runs/NAME.*; its CSV path on stdout
sweep() {
  local name=$1; shift
  if [ "${PAPER_REUSE:-}" = 1 ] && [ -s "$OUT/runs/$name.csv" ] \
     && [ "$(cat "$OUT/runs/$name.args" 2> /dev/null)" = "$*" ]; then
    echo "paper: $name: reused (PAPER_REUSE=1; same arguments): $OUT/runs/$name.csv" >&2
    return
  fi
  echo "paper: $name: pws sweep $*" >&2
  rm -f "$OUT/runs/$name.args"
  "$PWS" sweep --wcet "$@" -o "$OUT/runs/$name.csv" > "$OUT/runs/$name.txt" \
    2> >(tee "$OUT/runs/$name.log" | sed "s/^/paper: $name: /" >&2)
  local rc=$?
  if [ $rc -ne 0 ]; then
    echo "paper: $name failed (exit $rc): $OUT/runs/$name.log" >&2
    fail=1
  else
    echo "$*" > "$OUT/runs/$name.args"
  fi
}
# field COLUMN MODE S CSV: one number of a sweep CSV (mode,spsimds,cycles,...,static,analytical)
field() {
  awk -F, -v c="$1" -v m="$2" -v s="$3" 'NR > 1 && $1 == m && $2 == s && $8 == "pass" { print $c }' "$4"
}

# ---- Table 2: the hand-built CFG of Figure 8 ----
{
  echo "Table 2: analytical WCET (cycles) of the PWS paper's Figure 8 CFG, d = e_s = e_m = DS = 1"
  echo "(testbenches/wcet/fig8.s; pws asm --split-pass inserts the splits Select picks for S)"
  printf '%3s | %6s %6s %6s | %10s %11s | %s\n' S none DWS PWS "PWS vs DWS" "PWS vs none" \
    "the paper prints: none DWS PWS"
  for s in 1 2; do
    "$PWS" asm testbenches/wcet/fig8.s --split-pass "$OUT/fig8_s$s.s" --spsimds $s > /dev/null \
      && "$PWS" wcet "$OUT/fig8_s$s.s" --timing testbenches/wcet/fig8_timing.json --spsimds $s \
           --grid 64 --wg 64 > "$OUT/fig8_s$s.txt" 2>&1 || { echo "paper: Table 2, S = $s failed" >&2; fail=1; }
    read -r n d p < <(awk '$1 == "none" || $1 == "dws" || $1 == "pws" { v[$1] = $3 }
                          END { print v["none"], v["dws"], v["pws"] }' "$OUT/fig8_s$s.txt")
    paper=$([ $s = 1 ] && echo "60 127 52" || echo "60 192 49")
    awk -v s=$s -v n="$n" -v d="$d" -v p="$p" -v paper="$paper" 'BEGIN {
      printf "%3d | %6d %6d %6d | %9.0f%% %10.0f%% | %s\n", s, n, d, p, 100 * (1 - p / d),
             100 * (1 - p / n), paper }'
  done
  echo "none and PWS agree with the paper. Our DWS charges S e_s per wavefront, not S (e_s + e_m):"
  echo "our DWS never merges (docs/wcet.md); the paper's 127 and 192 fit no e_s, e_m (docs/wcet.md)."
} > "$OUT/table2.txt"
cat "$OUT/table2.txt"
echo

# ---- Table 3: maximum divergence, S = 1, 3, 7 ----
BG=(--benchgen --levels "$LEVELS" --insts "$INSTS" --balanced-splits)
# a reused Table 3 keeps its kernels and traces (the DWS-from-PWS rows below read them)
[ "${PAPER_REUSE:-}" = 1 ] && [ -d "$OUT/runs/table3_keep" ] || rm -rf "$OUT/runs/table3_keep"
sweep table3 "${BG[@]}" --div-frac 1 --mem-frac 0 "${CFG[@]}" --modes none,dws,pws --spsimds "$S_LIST" \
  --keep "$OUT/runs/table3_keep"
[ $fail = 0 ] || { echo "paper: Table 3's sweep failed; the figures would reuse it: stopping" >&2; exit 1; }
cp "$OUT/runs/table3.csv" "$OUT/table3.csv"
{
  echo "Table 3: the synthetic benchmark with maximum divergence (benchgen --levels $LEVELS --insts $INSTS"
  echo "--div-frac 1 --mem-frac 0) on ${CFG[*]}, in thousands of cycles"
  sed -n '/Table 3 layout/,$p' "$OUT/runs/table3.txt" | tail -n +2
  echo "DWS's analytical bound above is built from the DWS runs' own traces: their segments include"
  echo "the waits for the S other SWFs sharing the unit. The paper builds it from the PWS runs' e_bb and"
  echo "d (\"we use the same measured e_bb and d values as inputs\"); from our PWS runs' traces that gives:"
  printf '%4s | %22s | %s\n' S "DWS analytical (PWS e_bb)" "PWS analytical WCET reduction vs it"
  for s in ${S_LIST//,/ }; do
    j=$OUT/runs/table3_keep/wcet_pws_s$s.json
    # the hybrid block's dws e_kernel (docs/cli.md: JSON)
    dws=$(awk '/"hybrid": \{/ { h = 1 } h && /"dws": \{/ { sub(/.*"e_kernel": /, ""); sub(/ .*/, ""); print; exit }' "$j" 2> /dev/null)
    pwsa=$(field 10 pws "$s" "$OUT/runs/table3.csv")
    [ -n "$dws" ] && [ -n "$pwsa" ] && awk -v s="$s" -v d="$dws" -v p="$pwsa" 'BEGIN {
      printf "%4d | %22.1f | %.0f%%\n", s, d / 1000, 100 * (1 - p / d) }'
  done
  echo "The paper (gem5) reports PWS's reduction against DWS as 50 %, 75 % and 88 % for S = 1, 3, 7."
} > "$OUT/table3.txt"
cat "$OUT/table3.txt"
echo

# ---- Fig. 10a and 10b: the fraction sweeps (none and pws; 10a at F = 1 is Table 3's run) ----
# figrows XNAME X CSV: the rows of one sweep at x = X, one per S: x,S,none and pws analytical,
# reduction, none and pws observed (XNAME names the column; the header is written by the caller)
figrows() {
  local x=$2 csv=$3 na
  na=$(field 10 none 0 "$csv")
  for s in ${S_LIST//,/ }; do
    local pa; pa=$(field 10 pws "$s" "$csv")
    [ -n "$na" ] && [ -n "$pa" ] || continue
    awk -v x="$x" -v s="$s" -v n="$na" -v p="$pa" -v no="$(field 3 none 0 "$csv")" \
      -v po="$(field 3 pws "$s" "$csv")" 'BEGIN { printf "%s,%d,%d,%d,%.2f,%d,%d\n", x, s, n, p,
      100 * (1 - p / n), no, po }'
  done
}
for fig in a b; do
  if [ $fig = a ]; then xname=div_frac; else xname=mem_frac; fi
  echo "$xname,spsimds,none_analytical,pws_analytical,reduction_pct,none_observed,pws_observed" > "$OUT/fig10$fig.csv"
  for f in "${FRACS[@]}"; do
    if [ $fig = a ] && [ "$f" = 1 ]; then
      csv=$OUT/runs/table3.csv
    else
      name=fig10${fig}_$f
      if [ $fig = a ]; then sweep "$name" "${BG[@]}" --div-frac "$f" --mem-frac 0 "${CFG[@]}" --modes none,pws --spsimds "$S_LIST"
      else sweep "$name" --benchgen --levels "$LEVELS" --insts "$INSTS_MEM" --balanced-splits --div-frac 1 \
             --mem-frac "$f" "${CFG[@]}" --modes none,pws --spsimds "$S_LIST"; fi
      csv=$OUT/runs/$name.csv
    fi
    figrows "$xname" "$f" "$csv" >> "$OUT/fig10$fig.csv"
  done
done

# ---- Fig. 10c: T SIMDs in all: none on T, pws S on T / (S + 1) (the rest are SpSIMDs) ----
# Its own dispatch: workgroups of as many wavefronts as the largest T (the SPI puts consecutive
# wavefronts on consecutive SIMDs, docs/cosim.md "The run"), so none really uses its T SIMDs and
# every SIMD of every T gets the same number of wavefronts.
echo "total_simds,spsimds,none_analytical,pws_analytical,reduction_pct,none_observed,pws_observed" > "$OUT/fig10c.csv"
wave=$(awk '{ for (i = 1; i < NF; i++) if ($i == "--wave") print $(i + 1) }' <<< "${CFG[*]}")
tmax=0
for t in "${TOTALS[@]}"; do [ "$t" -gt "$tmax" ] && tmax=$t; done
wg10c=$(( ${wave:-64} * tmax )); w2=64
while [ $w2 -lt "$wg10c" ]; do w2=$(( w2 * 2 )); done
wg10c=$w2
echo "paper: Fig. 10c dispatch: $GROUPS10C workgroups of $wg10c work-items" >&2
BG10C=("${BG[@]}" --div-frac 1 --mem-frac 0 --wg "$wg10c" --groups "$GROUPS10C")
# pareto_wcet.csv: none on 1 SIMD (the baseline), none on each T, pws S on 1 SIMD (T = S + 1)
echo "machine,units,analytical,observed" > "$OUT/pareto_wcet.csv"
read -r -a C <<< "$(cfg_with_simds 1 "${CFG[@]}")"
sweep "fig10c_none_t1" "${BG10C[@]}" "${C[@]}" --modes none
n1a=$(field 10 none 0 "$OUT/runs/fig10c_none_t1.csv"); n1o=$(field 3 none 0 "$OUT/runs/fig10c_none_t1.csv")
[ -n "$n1a" ] && echo "none,1,$n1a,$n1o" >> "$OUT/pareto_wcet.csv"
for t in "${TOTALS[@]}"; do
  read -r -a C <<< "$(cfg_with_simds "$t" "${CFG[@]}")"
  sweep "fig10c_none_t$t" "${BG10C[@]}" "${C[@]}" --modes none
  ncsv=$OUT/runs/fig10c_none_t$t.csv
  na=$(field 10 none 0 "$ncsv"); no=$(field 3 none 0 "$ncsv")
  [ -n "$na" ] && [ "$t" != 1 ] && echo "none,$t,$na,$no" >> "$OUT/pareto_wcet.csv"
  for s in ${S_LIST//,/ }; do
    [ $(( t % (s + 1) )) -eq 0 ] || continue
    per=$(( t / (s + 1) ))
    read -r -a C <<< "$(cfg_with_simds "$per" "${CFG[@]}")"
    sweep "fig10c_pws_t${t}_s$s" "${BG10C[@]}" "${C[@]}" --modes pws --spsimds "$s"
    pcsv=$OUT/runs/fig10c_pws_t${t}_s$s.csv
    pa=$(field 10 pws "$s" "$pcsv"); po=$(field 3 pws "$s" "$pcsv")
    [ -n "$pa" ] && [ "$per" = 1 ] && echo "pws,$s,$pa,$po" >> "$OUT/pareto_wcet.csv"
    [ -n "$na" ] && [ -n "$pa" ] && awk -v t="$t" -v s="$s" -v n="$na" -v p="$pa" -v no="$no" -v po="$po" \
      'BEGIN { printf "%d,%d,%d,%d,%.2f,%d,%d\n", t, s, n, p, 100 * (1 - p / n), no, po }' >> "$OUT/fig10c.csv"
  done
done

# ---- plots ----
plot() {   # FIG XLABEL TITLE
  local fig=$1 xl=$2 title=$3 cmds="" first=1
  for s in ${S_LIST//,/ }; do
    awk -F, -v s="$s" 'NR > 1 && $2 == s { print $1, $5 }' "$OUT/fig10$fig.csv" > "$OUT/fig10${fig}_s$s.dat"
    [ -s "$OUT/fig10${fig}_s$s.dat" ] || continue
    [ $first = 1 ] || cmds="$cmds, "
    cmds="$cmds'$OUT/fig10${fig}_s$s.dat' using 1:2 with linespoints lw 2 pt 7 title 'S = $s'"
    first=0
  done
  [ -n "$cmds" ] || return
  for term in png svg; do
    gnuplot <<EOF || fail=1
set terminal $([ $term = png ] && echo "pngcairo size 800,500" || echo "svg size 800,500")
set output '$OUT/fig10$fig.$term'
set title "$title"
set xlabel "$xl"
set ylabel "analytical WCET reduction against no splitting (%)"
set grid
set key left top
plot $cmds
EOF
  done
}
if command -v gnuplot > /dev/null; then
  plot a "divergent instructions (fraction)" "Fig. 10a: PWS, divergent fraction (our RTL, hybrid bound)"
  plot b "memory instructions among the divergent (fraction)" "Fig. 10b: PWS, memory fraction (our RTL, hybrid bound)"
  plot c "total SIMDs (none: all SIMDs; pws: T/(S+1) SIMDs + S SpSIMDs each)" "Fig. 10c: constant total SIMDs (our RTL, hybrid bound)"
else
  echo "paper: gnuplot not installed (scripts/deps.sh paper): CSVs only" >&2
fi

# ---- one page ----
{
  echo "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>PWS paper results on our RTL</title>"
  echo "<style>body{font-family:sans-serif;max-width:60em;margin:auto}pre{background:#f4f4f4;padding:.5em}"
  echo "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}</style></head><body>"
  echo "<h1>The PWS paper's evaluation, redone on the generated RTL</h1>"
  echo "<p>Generated by <code>make paper</code> (scripts/paper.sh) on $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2> /dev/null || echo '?'). Every cycle count is a lockstep run of the RTL against the golden model.</p>"
  for t in table2 table3; do echo "<h2>${t^}</h2><pre>"; sed 's/&/\&amp;/g; s/</\&lt;/g' "$OUT/$t.txt"; echo "</pre>"; done
  for fig in a b c; do
    echo "<h2>Figure 10$fig</h2>"
    [ -f "$OUT/fig10$fig.png" ] && echo "<img src=\"fig10$fig.png\" alt=\"Figure 10$fig\">"
    echo "<table>"
    awk -F, 'NR == 1 { printf "<tr>"; for (i = 1; i <= NF; i++) printf "<th>%s</th>", $i; print "</tr>"; next }
             { printf "<tr>"; for (i = 1; i <= NF; i++) printf "<td>%s</td>", $i; print "</tr>" }' "$OUT/fig10$fig.csv"
    echo "</table>"
  done
  echo "</body></html>"
} > "$OUT/index.html"

echo "Figures (analytical WCET reduction of PWS against no splitting):"
for fig in a b c; do echo "  $OUT/fig10$fig.csv"; sed "s/,/\t/g; s/^/    /" "$OUT/fig10$fig.csv"; done
echo "paper: $(( $(date +%s) - start )) s; report: $OUT/index.html"
exit $fail
