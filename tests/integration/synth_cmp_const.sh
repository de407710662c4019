#!/usr/bin/env bash
# tests/integration/synth_cmp_const.sh -- fpga/cmp_const_map.v, the techmap that turns a
# comparison with a constant into LUT logic before the LUT4 targets' synthesis (docs/fpga.md
# "Comparisons with a constant"), is equivalent to yosys's own comparison cells: a SAT miter
# (yosys `miter -equiv`, `sat -prove-asserts`) over every input, on a fixture of comparisons
# and on the generated instruction decoder of the whole ISA; and the proof can fail: the same
# miter on a map with one gate changed finds a counterexample.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
MAP=$TOP/fpga/cmp_const_map.v
FIX=$TOP/tests/fixtures/synth/cmp_const.v

# miter FILE TOP MAPFILE: gold = FILE as yosys reads it, gate = FILE with the map applied
miter() {
  yosys -q -l "$TMP/miter.log" -p "read_verilog $1; hierarchy -top $2; proc; memory; opt_clean; rename $2 gold;
    read_verilog $1; proc $2; memory $2; opt $2; techmap -map $3 $2; opt $2; rename $2 gate;
    tee -q -o $TMP/cells.txt select -count gate/t:\$lt gate/t:\$le gate/t:\$gt gate/t:\$ge gate/t:\$alu;
    miter -equiv -flatten -make_assert gold gate m; hierarchy -top m;
    sat -verify -prove-asserts m" > /dev/null 2>&1
}
cells() { sed -nE 's/^([0-9]+) objects\.?$/\1/p' "$TMP/cells.txt"; }

if miter "$FIX" cmp_const "$MAP" && grep -q 'SUCCESS' "$TMP/miter.log"; then
  ok "fixture: the map is equivalent to yosys's comparisons (SAT proof)"
else notok "fixture miter" "$(grep -E 'ERROR|FAIL' "$TMP/miter.log" | head -c 400)"; fi
# y[8] (no constant) and y[11] (signed) stay comparison cells; the other 16 are mapped
check_eq "fixture: comparisons left to yosys" "2" "$(cells)"

"$PWS" gen -o "$TMP/gen" > "$TMP/gen.out" 2>&1 || notok "pws gen" "$(head -c 300 "$TMP/gen.out")"
if miter "$TMP/gen/pws_decoder.v" pws_decoder "$MAP" && grep -q 'SUCCESS' "$TMP/miter.log"; then
  ok "the default configuration's pws_decoder (whole ISA): equivalent after the map"
else notok "decoder miter" "$(grep -E 'ERROR|FAIL' "$TMP/miter.log" | head -c 400)"; fi
check_eq "decoder: comparisons left to yosys (every one has a constant operand)" "0" "$(cells)"

# the proof can fail: x[i] for ~x[i] where K[i] = 1 is wrong whenever such a bit decides
sed 's/assign c\[i+1\] = K\[i\] ? (~x\[i\] | c\[i\])/assign c[i+1] = K[i] ? (x[i] | c[i])/' "$MAP" > "$TMP/bad_map.v"
if cmp -s "$MAP" "$TMP/bad_map.v"; then notok "negative control" "the sed did not change the map"
elif miter "$FIX" cmp_const "$TMP/bad_map.v" || ! grep -q 'FAIL' "$TMP/miter.log"; then
  notok "negative control: a wrong map must fail the miter" "$(tail -c 300 "$TMP/miter.log")"
else ok "negative control: one gate changed in the map, the miter finds a counterexample"; fi
