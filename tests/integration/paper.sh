#!/usr/bin/env bash
# tests/integration/paper.sh -- `make paper` (scripts/paper.sh, docs/paper.md) on a small
# configuration: 1 SIMD x 8 contexts, wave 16 on 4 lanes (the models sweep.sh and cosim_split.sh
# build), benchgen --levels 2 --insts 24, S = 1, 3, fractions 0.5 and 1, and Fig. 10c with 2
# SIMDs in all (none on 2 SIMDs: one more model; pws S = 1 on 1) on 2 workgroups of 64 (4
# wavefronts of 16 each, spread over the SIMDs). The full run (the default configuration,
# S = 1, 3, 7) is `make paper` itself.
#
# Table 2 by hand from the Figure 8 costs of tests/test_wcet.c (sum 59, d = e_s = e_m = DS = 1):
#   none = d + 59 = 60; PWS S = 1: Prune leaves 49, E_WF = 49 + 1 x (1 + 1) = 51, + d = 52;
#   PWS S = 2: SB = {1, 2, 7} in 2 contexts, IPET 42 (test_wcet.c's F1), 42 + 3 x 2 + 1 = 49;
#   DWS (Lemma 5.7, our E_WF = 59 + S e_s): S = 1: 1 + 2 x 60 = 121; S = 2: 1 + 3 x 61 = 184.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

O=$TMP/paper
OUT=$O PWS=$PWS PAPER_CFG="--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5" PAPER_LEVELS=2 \
  PAPER_INSTS=24 PAPER_S=1,3 PAPER_FRACS="0.5 1" PAPER_TOTALS=2 \
  scripts/paper.sh > "$TMP/out" 2> "$TMP/err"; rc=$?
sed 's/^/# /' "$TMP/out"
check_eq "scripts/paper.sh exits 0" 0 "$rc"

row() { awk -v s="$1" '$1 == s && $2 == "|" { print $3, $4, $5 }' "$O/table2.txt"; }
check_eq "Table 2, S = 1: none 60, DWS 121, PWS 52 (by hand)" "60 121 52" "$(row 1)"
check_eq "Table 2, S = 2: none 60, DWS 184, PWS 49 (by hand)" "60 184 49" "$(row 2)"
check_eq "Table 2, S = 1: PWS vs none 1 - 52/60 = 13 %" "13%" "$(awk '$1 == "1" && $2 == "|" { print $8 }' "$O/table2.txt")"

# Table 3: a row per S, each machine passing, every bound above what the run took
check_eq "Table 3: rows S = 1, 3" "1 3" "$(awk '/^DWS.s analytical bound above/ { exit } $2 == "|" && $1 ~ /^[0-9]+$/ { print $1 }' "$O/table3.txt" | paste -sd ' ')"
check_eq "table3.csv: none, dws 1 3, pws 1 3, all pass" "none,0,pass dws,1,pass dws,3,pass pws,1,pass pws,3,pass" \
  "$(awk -F, 'NR > 1 { print $1 "," $2 "," $8 }' "$O/table3.csv" | paste -sd ' ')"
bad=$(awk -F, 'NR > 1 && !($10 >= $3 && $9 >= $3) { print $1, $2 }' "$O/table3.csv")
check_eq "table3.csv: analytical and static bounds >= observed cycles" "" "$bad"

# DWS from the PWS runs' e_bb (the paper's method): one row per S, above PWS's analytical bound
rows=$(awk '/DWS analytical \(PWS e_bb\)/ { t = 1; next } t && $2 == "|" { print $1 } /The paper \(gem5\)/ { t = 0 }' "$O/table3.txt" | paste -sd ' ')
check_eq "Table 3: DWS from the PWS runs' e_bb for S = 1, 3" "1 3" "$rows"
bad=$(awk -F, 'NR > 1 && $1 == "pws" { p[$2] = $10 } END { for (s in p) print s, p[s] }' "$O/table3.csv" |
  while read -r s p; do
    d=$(awk -v s="$s" '/DWS analytical \(PWS e_bb\)/ { t = 1; next } t && $1 == s && $2 == "|" { print $3 * 1000 }' "$O/table3.txt")
    awk -v d="$d" -v p="$p" -v s="$s" 'BEGIN { if (!(d > p)) print "S=" s ": dws " d " pws " p }'
  done)
check_eq "... each above PWS's analytical bound" "" "$bad"

# the figures: rows by x and S; the reduction column is 1 - pws / none of its own row
check_eq "fig10a.csv: (0.5, 1) x S (1, 3)" "0.5,1 0.5,3 1,1 1,3" "$(awk -F, 'NR > 1 { print $1 "," $2 }' "$O/fig10a.csv" | paste -sd ' ')"
check_eq "fig10b.csv: (0.5, 1) x S (1, 3)" "0.5,1 0.5,3 1,1 1,3" "$(awk -F, 'NR > 1 { print $1 "," $2 }' "$O/fig10b.csv" | paste -sd ' ')"
check_eq "fig10c.csv: 2 SIMDs in all, pws S = 1 on 1 SIMD" "2,1" "$(awk -F, 'NR > 1 { print $1 "," $2 }' "$O/fig10c.csv" | paste -sd ' ')"
# Fig. 10c's dispatch (2 x 64: 8 wavefronts of 16) on 1 and on 2 SIMDs: on 2 they split 4 + 4
# (SIMD j mod 2), so none takes fewer cycles there
check_eq "pareto_wcet.csv: none on 1 and 2 SIMDs, pws S = 1 on 1 SIMD" "none,1 none,2 pws,1" \
  "$(awk -F, 'NR > 1 { print $1 "," $2 }' "$O/pareto_wcet.csv" | paste -sd ' ')"
n1=$(awk -F, '$1 == "none" && $2 == 1 { print $4 }' "$O/pareto_wcet.csv")
n2=$(awk -F, '$1 == "none" && $2 == 2 { print $4 }' "$O/pareto_wcet.csv")
if [ -n "$n1" ] && [ -n "$n2" ] && [ "$n2" -lt "$n1" ]; then ok "Fig. 10c: none on 2 SIMDs ($n2 cycles) beats 1 SIMD ($n1)"
else notok "Fig. 10c: none on 2 SIMDs faster than on 1" "2: $n2, 1: $n1"; fi
check_eq "fig10c.csv's none on 2 SIMDs is pareto_wcet.csv's" "$n2" "$(awk -F, 'NR == 2 { print $6 }' "$O/fig10c.csv")"
bad=$(awk -F, 'NR > 1 { r = 100 * (1 - $4 / $3); d = r - $5; if (d > 0.01 || d < -0.01) print FILENAME ": " $0 }' \
  "$O/fig10a.csv" "$O/fig10b.csv" "$O/fig10c.csv")
check_eq "every reduction = 100 (1 - pws / none analytical)" "" "$bad"
# the divergent fraction 1 row is Table 3's run: the same none and pws S = 1 numbers
t3=$(awk -F, '$1 == "none" { n = $10 } $1 == "pws" && $2 == 1 { p = $10 } END { print n, p }' "$O/table3.csv")
check_eq "Fig. 10a at 1 reuses Table 3's runs" "$t3" "$(awk -F, '$1 == "1" && $2 == 1 { print $3, $4 }' "$O/fig10a.csv")"
# more divergence, more to gain: the reduction at F = 1 exceeds the one at F = 0.5 (S = 3)
r05=$(awk -F, '$1 == "0.5" && $2 == 3 { print $5 }' "$O/fig10a.csv"); r1=$(awk -F, '$1 == "1" && $2 == 3 { print $5 }' "$O/fig10a.csv")
if awk -v a="$r05" -v b="$r1" 'BEGIN { exit !(b > a) }'; then ok "Fig. 10a: S = 3 gains more at F = 1 ($r1 %) than at 0.5 ($r05 %)"
else notok "Fig. 10a grows with divergence" "0.5: $r05, 1: $r1"; fi
for f in a b c; do
  if command -v gnuplot > /dev/null; then
    [ -s "$O/fig10$f.png" ] && [ -s "$O/fig10$f.svg" ] && ok "fig10$f.png and .svg drawn" || notok "fig10$f plots" "missing"
  fi
done
grep -q '<h2>Figure 10c</h2>' "$O/index.html" && grep -q '<h2>Table3</h2>' "$O/index.html" \
  && ok "index.html has the tables and figures" || notok "index.html" "$(head -c 300 "$O/index.html")"

# PAPER_REUSE=1: every sweep's arguments are unchanged, so none runs again, and the outputs
# (Table 3 with its DWS-from-PWS rows, which read the kept traces) come out the same
cp "$O/table3.txt" "$TMP/table3.first"; cp "$O/fig10c.csv" "$TMP/fig10c.first"
OUT=$O PWS=$PWS PAPER_CFG="--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5" PAPER_LEVELS=2 \
  PAPER_INSTS=24 PAPER_S=1,3 PAPER_FRACS="0.5 1" PAPER_TOTALS=2 PAPER_REUSE=1 \
  scripts/paper.sh > "$TMP/out2" 2> "$TMP/err2"; rc=$?
check_eq "PAPER_REUSE=1: exits 0" 0 "$rc"
nsweeps=$(ls "$O"/runs/*.args | wc -l)
check_eq "PAPER_REUSE=1: all $nsweeps sweeps reused, none run" "$nsweeps 0" \
  "$(grep -c ': reused (PAPER_REUSE=1' "$TMP/err2") $(grep -c ': pws sweep ' "$TMP/err2")"
cmp -s "$O/table3.txt" "$TMP/table3.first" && cmp -s "$O/fig10c.csv" "$TMP/fig10c.first" \
  && ok "PAPER_REUSE=1: the same Table 3 and Figure 10c" \
  || notok "PAPER_REUSE=1: the same outputs" "$(diff "$O/table3.txt" "$TMP/table3.first" | head -5)"
