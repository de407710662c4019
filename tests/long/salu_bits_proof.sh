#!/usr/bin/env bash
# tests/long/salu_bits_proof.sh -- rtl/pws_salu_bits.v equals its bit-by-bit loop reference
# (tests/fixtures/rtl/salu_bits_ref.v, written from golden/alu.c) for every 64-bit source: a
# yosys SAT miter (`miter -equiv`, `sat -prove-asserts`; about a minute, the 64-bit population
# count is most of it), and the proof can fail (one gate changed: a counterexample). make
# test's tests/integration/rtl_salu_bits.sh checks the same on vectors.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
FIX=$TOP/tests/fixtures/rtl

# prove DUT: the miter of the reference and DUT (a pws_salu_bits source); its log in $TMP/sat.log.
# `hierarchy` before `flatten`: the leaves' parameters (widths) must be applied first.
prove() {
  yosys -q -l "$TMP/sat.log" -p "read_verilog $FIX/salu_bits_ref.v $1 rtl/pws_popcount.v rtl/pws_lzc.v;
    hierarchy; proc; flatten; opt_clean;
    miter -equiv -flatten -make_assert salu_bits_ref pws_salu_bits m; hierarchy -top m;
    sat -verify -prove-asserts -show-ports m" > /dev/null 2>&1
}
if prove rtl/pws_salu_bits.v && grep -q 'SUCCESS' "$TMP/sat.log"; then
  ok "pws_salu_bits equals the loop reference for every 64-bit source (SAT proof)"
else notok "pws_salu_bits proof" "$(grep -E 'ERROR|FAIL|in_src_i ' "$TMP/sat.log" | head -c 400)"; fi

# the proof can fail: s_flbit's -1 for a zero word dropped
sed 's/assign flbit_o = a == {DwWidth{1.b0}} ? NotFound :/assign flbit_o =/' rtl/pws_salu_bits.v > "$TMP/bad.v"
if cmp -s rtl/pws_salu_bits.v "$TMP/bad.v"; then notok "negative control" "the sed did not change the module"
elif prove "$TMP/bad.v" || ! grep -q 'FAIL' "$TMP/sat.log"; then
  notok "negative control: a wrong s_flbit must fail the proof" "$(tail -c 300 "$TMP/sat.log")"
else ok "negative control: s_flbit's zero case changed, the miter finds a counterexample"; fi
