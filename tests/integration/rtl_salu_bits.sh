#!/usr/bin/env bash
# tests/integration/rtl_salu_bits.sh -- rtl/pws_salu_bits.v (the scalar ALU's bit operations:
# s_wqm, s_brev, s_bcnt, s_ff0/ff1, s_flbit) against a bit-by-bit loop reference written from
# golden/alu.c (tests/fixtures/rtl/salu_bits_ref.v): iverilog on 386 directed values (0, all
# ones, every single bit, every run of ones from either end, the sign cases of s_flbit_i32)
# and 20,000 random ones; the check can fail (a copy with one gate changed mismatches).
# The proof over every input is tests/long/salu_bits_proof.sh (a SAT miter, a minute of yosys).
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
FIX=$TOP/tests/fixtures/rtl
LEAVES=(rtl/pws_popcount.v rtl/pws_lzc.v)

# vectors DUT N: build and run the bench on DUT (a pws_salu_bits source); its last line
vectors() {
  iverilog -g2005 -s salu_bits_tb -o "$TMP/tb.vvp" "$FIX/salu_bits_tb.v" "$FIX/salu_bits_ref.v" \
    "$1" "${LEAVES[@]}" > "$TMP/iv.log" 2>&1 || { echo "iverilog: $(head -c 300 "$TMP/iv.log")"; return; }
  vvp -n "$TMP/tb.vvp" +n="$2" +seed=7 > "$TMP/run.log" 2>&1
  tail -1 "$TMP/run.log"
}
check_eq "pws_salu_bits equals the loop reference (386 directed + 20,000 random values)" \
  "checked 20386 mismatches 0" "$(vectors rtl/pws_salu_bits.v 20000)"
head -c 400 "$TMP/run.log" | grep MISMATCH || true

# the check can fail: s_ff0's "none" (-1) taken for a zero word instead of all ones
sed 's/assign ff0_lo_o = a == {DwWidth{1.b1}}/assign ff0_lo_o = a == {DwWidth{1'"'"'b0}}/' \
  rtl/pws_salu_bits.v > "$TMP/bad.v"
if cmp -s rtl/pws_salu_bits.v "$TMP/bad.v"; then notok "negative control" "the sed did not change the module"
else
  r=$(vectors "$TMP/bad.v" 1000)
  case $r in "checked 1386 mismatches 0"|"") notok "negative control: a wrong s_ff0 must mismatch" "$r" ;;
    "checked 1386 mismatches "*) ok "negative control: s_ff0's -1 case changed, the bench reports mismatches" ;;
    *) notok "negative control" "$r" ;; esac
fi
