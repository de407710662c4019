#!/usr/bin/env bash
# tests/integration/rtl_valu.sh -- the VALU lane (rtl/pws_valu_lane.v): the three tools accept the
# RTL, and the Verilator model agrees with the golden model on every lane-local vector op.
#   1. `pws gen` writes pws_isa.vh (the include directory for everything below);
#   2. verilator --lint-only -Wall and iverilog -g2005 on the lane and the rtl/ modules it uses
#      (-y rtl), yosys synth -top pws_valu_lane on rtl/*.v;
#   3. build/vl/valu/valu_check (tests/rtl/valu.mk; `make test` builds it) prints one line per op
#      and one for the OP_* numbering of the generated pws_isa.vh (docs/valu.md "Verification").
source "$(dirname "$0")/lib/common.bash"
cd "$TOP"
TOPMOD=pws_valu_lane
RTL=(rtl/*.v)
CHECK=build/vl/valu/valu_check

have() { command -v "$1" > /dev/null 2>&1; }

if "$PWS" gen -o "$TMP/gen" > "$TMP/gen.log" 2>&1 && [ -f "$TMP/gen/pws_isa.vh" ]; then
  ok "pws gen writes pws_isa.vh"
  INC=$TMP/gen
else
  notok "pws gen writes pws_isa.vh" "$(head -c 300 "$TMP/gen.log"); using rtl/gen/ref"
  INC=rtl/gen/ref
fi

if ! have verilator; then notok "verilator lint $TOPMOD" "verilator is not installed"
elif verilator --lint-only -Wall -I"$INC" -y rtl --top-module $TOPMOD rtl/$TOPMOD.v \
       > "$TMP/lint" 2>&1
then ok "verilator --lint-only -Wall $TOPMOD"
else notok "verilator --lint-only -Wall $TOPMOD" "$(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"
fi

if ! have iverilog; then notok "iverilog -g2005 $TOPMOD" "iverilog is not installed"
elif iverilog -g2005 -I"$INC" -y rtl -s $TOPMOD -o "$TMP/lane.vvp" rtl/$TOPMOD.v \
       > "$TMP/iv" 2>&1 &&
     [ ! -s "$TMP/iv" ]
then ok "iverilog -g2005 $TOPMOD"
else notok "iverilog -g2005 $TOPMOD" "$(head -c 300 "$TMP/iv")"
fi

# yosys: generic synthesis (hierarchical: flattening takes minutes); the cell count of the whole
# hierarchy ("design hierarchy" total of stat) goes into the line (docs/valu.md).
if ! have yosys; then notok "yosys synth $TOPMOD" "yosys is not installed"
elif yosys -q -p "read_verilog -I$INC ${RTL[*]}; synth -top $TOPMOD; tee -q -o $TMP/stat stat" \
       > "$TMP/ys" 2>&1; then
  cells=$(sed -n '/design hierarchy/,$ s/^ *Number of cells: *\([0-9]*\).*/\1/p' "$TMP/stat" |
          tail -n 1)
  if [ -n "$cells" ] && [ "$cells" -gt 0 ]; then ok "yosys synth -top $TOPMOD: $cells cells"
  else notok "yosys synth -top $TOPMOD" "no cell count in the stat output"; fi
else notok "yosys synth -top $TOPMOD" "$(grep -m 3 -iE 'error|warning' "$TMP/ys")"
fi

# The model against the golden model: its own ok / not ok lines, one per op.
if [ ! -x "$CHECK" ]; then
  notok "valu_check" "$CHECK is not built (make $CHECK)"
else
  "$CHECK" -v "$INC/pws_isa.vh" > "$TMP/check" 2> "$TMP/check.err"; rc=$?
  grep -E '^(ok|not ok) - ' "$TMP/check"
  last=$(tail -n 1 "$TMP/check")
  case $last in
    "valu_check: "*" passed, 0 failed") [ "$rc" -eq 0 ] || notok "valu_check" "exit $rc" ;;
    "valu_check: "*) [ "$rc" -eq 1 ] || notok "valu_check" "exit $rc after '$last'" ;;
    *) notok "valu_check" "exit $rc without a summary: $(head -c 300 "$TMP/check.err")" ;;
  esac
fi
