#!/usr/bin/env bash
# tests/integration/rtl_valu.sh -- the VALU lane (pws_valu_lane.v, written by `pws gen`): the three
# tools accept it with rtl/*.v and no include path, and the Verilator model agrees with the golden
# model on every lane-local vector op.
#   1. `pws gen` writes pws_valu_lane.v (reference configuration);
#   2. verilator --lint-only -Wall and iverilog -g2005 on that file and rtl/*.v, yosys
#      synth -top pws_valu_lane on the same files;
#   3. build/vl/valu/valu_check (tests/rtl/valu.mk; `make test` builds it from its own `pws gen`
#      output in build/vl/valu/gen/) prints one line per op and one for the OP_* numbering of
#      the lane it was built from (docs/valu.md "Verification").
source "$(dirname "$0")/lib/common.bash"
cd "$TOP"
TOPMOD=pws_valu_lane
RTL=(rtl/*.v)
CHECK=build/vl/valu/valu_check
MODEL_LANE=build/vl/valu/gen/$TOPMOD.v

have() { command -v "$1" > /dev/null 2>&1; }

if "$PWS" gen -o "$TMP/gen" > "$TMP/gen.log" 2>&1 && [ -f "$TMP/gen/$TOPMOD.v" ]; then
  ok "pws gen writes $TOPMOD.v"
  LANE=$TMP/gen/$TOPMOD.v
else
  notok "pws gen writes $TOPMOD.v" "$(head -c 300 "$TMP/gen.log"); using rtl/gen/ref"
  LANE=rtl/gen/ref/$TOPMOD.v
fi

if ! have verilator; then notok "verilator lint $TOPMOD" "verilator is not installed"
elif verilator --lint-only -Wall --top-module $TOPMOD "$LANE" "${RTL[@]}" > "$TMP/lint" 2>&1
then ok "verilator --lint-only -Wall $TOPMOD (with rtl/*.v, no include path)"
else notok "verilator --lint-only -Wall $TOPMOD" "$(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"
fi

if ! have iverilog; then notok "iverilog -g2005 $TOPMOD" "iverilog is not installed"
elif iverilog -g2005 -s $TOPMOD -o "$TMP/lane.vvp" "$LANE" "${RTL[@]}" > "$TMP/iv" 2>&1 &&
     [ ! -s "$TMP/iv" ]
then ok "iverilog -g2005 $TOPMOD"
else notok "iverilog -g2005 $TOPMOD" "$(head -c 300 "$TMP/iv")"
fi

# yosys: generic synthesis (hierarchical: flattening takes minutes); the cell count of the whole
# hierarchy ("design hierarchy" total of stat) goes into the line (docs/valu.md).
if ! have yosys; then notok "yosys synth $TOPMOD" "yosys is not installed"
elif yosys -q -p "read_verilog $LANE ${RTL[*]}; synth -top $TOPMOD; tee -q -o $TMP/stat stat" \
       > "$TMP/ys" 2>&1; then
  cells=$(sed -n '/design hierarchy/,$ s/^ *Number of cells: *\([0-9]*\).*/\1/p' "$TMP/stat" |
          tail -n 1)
  if [ -n "$cells" ] && [ "$cells" -gt 0 ]; then ok "yosys synth -top $TOPMOD: $cells cells"
  else notok "yosys synth -top $TOPMOD" "no cell count in the stat output"; fi
else notok "yosys synth -top $TOPMOD" "$(grep -m 3 -iE 'error|warning' "$TMP/ys")"
fi

# The model against the golden model: its own ok / not ok lines, one per op. The model must be
# built from what the generator writes today (make rebuilds it when pws changes).
if [ ! -x "$CHECK" ] || [ ! -f "$MODEL_LANE" ]; then
  notok "valu_check" "$CHECK is not built (make $CHECK)"
else
  if cmp -s "$MODEL_LANE" "$LANE"; then ok "the model's lane ($MODEL_LANE) is today's pws gen output"
  else notok "the model's lane" "$MODEL_LANE differs from pws gen output: make $CHECK"; fi
  "$CHECK" -v "$MODEL_LANE" > "$TMP/check" 2> "$TMP/check.err"; rc=$?
  grep -E '^(ok|not ok) - ' "$TMP/check"
  last=$(tail -n 1 "$TMP/check")
  case $last in
    "valu_check: "*" passed, 0 failed") [ "$rc" -eq 0 ] || notok "valu_check" "exit $rc" ;;
    "valu_check: "*) [ "$rc" -eq 1 ] || notok "valu_check" "exit $rc after '$last'" ;;
    *) notok "valu_check" "exit $rc without a summary: $(head -c 300 "$TMP/check.err")" ;;
  esac
fi
