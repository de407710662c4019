#!/usr/bin/env bash
# tests/integration/rtl_valu.sh -- the VALU (pws_valu.v, written by `pws gen`: the op table's
# decoder around SimdWidth hand-written rtl/pws_valu_lane.v): the three tools accept it with
# rtl/*.v and no include path, and the Verilator model agrees with the golden model on every
# lane-local vector op.
#   1. `pws gen --lanes 2` writes pws_valu.v (reference configuration on the fewest lanes);
#   2. verilator --lint-only -Wall and iverilog -g2005 on that file and rtl/*.v, yosys
#      synth -top pws_valu on the same files with SimdWidth = 1 (its lanes are one module);
#   3. build/vl/valu/valu_check (tests/rtl/valu.mk; `make test` builds it from its own `pws gen`
#      output in build/vl/valu/gen/) prints one line per op and one for the OP_* numbering of
#      the VALU it was built from (docs/valu.md "Verification").
source "$(dirname "$0")/lib/common.bash"
cd "$TOP"
TOPMOD=pws_valu
ONE_LANE=(--lanes 2)   # as tests/rtl/valu.mk builds the model (verilated with SimdWidth = 1)
RTL=(rtl/*.v)
CHECK=build/vl/valu/valu_check
MODEL_LANE=build/vl/valu/gen/$TOPMOD.v

have() { command -v "$1" > /dev/null 2>&1; }

if "$PWS" gen "${ONE_LANE[@]}" -o "$TMP/gen" > "$TMP/gen.log" 2>&1 && [ -f "$TMP/gen/$TOPMOD.v" ]; then
  ok "pws gen ${ONE_LANE[*]} writes $TOPMOD.v"
  LANE=$TMP/gen/$TOPMOD.v
else
  notok "pws gen writes $TOPMOD.v" "$(head -c 300 "$TMP/gen.log")"; exit 1
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
elif yosys -q -p "read_verilog -defer $LANE ${RTL[*]}; chparam -set SimdWidth 1 $TOPMOD; synth -top $TOPMOD; tee -q -o $TMP/stat stat" \
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

# ---- --fp32 none: the integer-only VALU (docs/valu.md "Integer-only lanes") ----
# The design of an integer-only configuration is its .v files and rtl/*.v without the FP32
# leaves (rtl/pws_fp32_*.v): linting without them proves nothing needs them.
RTL_INT=()
for v in "${RTL[@]}"; do case $v in rtl/pws_fp32_*) ;; *) RTL_INT+=("$v") ;; esac; done
CHECK_INT=build/vl/valu_int/valu_check
MODEL_INT=build/vl/valu_int/gen/$TOPMOD.v
for cfg in "--wave 4 --lanes 2" "--wave 16 --lanes 16" ""; do
  name="--fp32 none ${cfg:-(reference otherwise)}"
  d=$TMP/int_$(echo "$cfg" | tr -dc '0-9_')
  small="--cus 1 --simds 1 --contexts 1 --sgprs 16 --vgprs 16 --split none --spsimds 0"
  [ -z "$cfg" ] && small=""
  # shellcheck disable=SC2086
  if "$PWS" gen --fp32 none $small $cfg -o "$d" > "$TMP/g.log" 2>&1 &&
     "$PWS" gen --fp32 none $small $cfg -o "$d.again" > /dev/null 2>&1 &&
     diff -r "$d" "$d.again" > /dev/null; then
    ok "$name: pws gen writes the same files twice"
  else notok "$name: pws gen deterministic" "$(head -c 300 "$TMP/g.log")"; continue; fi
  # ResMask by hand: codes 0 (none) and 12..50 (the integer results), not the FP32 ones 1..11
  check_eq "$name: the VALU's ResMask names no FP32 code, so the lanes build no FP32 unit" \
    "localparam [63:0] ResMask = 64'h003ffffffffff001;" \
    "$(grep -o 'localparam \[63:0\] ResMask = .*' "$d/$TOPMOD.v")"
  check_eq "$name: manifest says \"fp32\": \"none\"" '"fp32":	"none",' \
    "$(grep -o '"fp32":.*' "$d/pws_manifest.json")"
  verilator --lint-only -Wall --unroll-count 1024 --unroll-stmts 1000000 --top-module pws_gpu \
    "$d"/*.v "${RTL_INT[@]}" > "$TMP/lint" 2>&1; rc=$?
  n=$(grep -cE '%(Warning|Error)' "$TMP/lint")
  if [ "$rc" -eq 0 ] && [ "$n" -eq 0 ]; then
    ok "$name: verilator --lint-only -Wall \$d/*.v rtl/*.v but pws_fp32_*: zero warnings"
  else notok "$name: verilator -Wall" "exit $rc: $(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"; fi
  if iverilog -g2005 -s pws_gpu -o "$TMP/int.vvp" "$d"/*.v "${RTL_INT[@]}" > "$TMP/iv" 2>&1 && [ ! -s "$TMP/iv" ]
  then ok "$name: iverilog -g2005 accepts it"
  else notok "$name: iverilog -g2005" "$(head -c 300 "$TMP/iv")"; fi
done

# yosys: the integer-only one-lane VALU (seconds, not minutes) is smaller than the full one above
d=$TMP/int1
"$PWS" gen "${ONE_LANE[@]}" --fp32 none -o "$d" > /dev/null 2>&1
# -defer: elaborate pws_valu_lane only with the ResMask pws_valu gives it (read on its own with
# its default, every code, it would instantiate the FP32 units this design leaves out)
if yosys -q -p "read_verilog -defer $d/$TOPMOD.v ${RTL_INT[*]}; chparam -set SimdWidth 1 $TOPMOD; synth -top $TOPMOD; tee -q -o $TMP/istat stat" \
     > "$TMP/iys" 2>&1; then
  icells=$(sed -n 's/^ *Number of cells: *\([0-9]*\).*/\1/p' "$TMP/istat" | tail -n 1)
  if [ -n "$icells" ] && [ -n "${cells:-}" ] && [ "$icells" -lt "$cells" ]; then
    ok "yosys synth -top $TOPMOD --fp32 none: $icells cells (full: $cells), no FP32 leaf read"
  else notok "yosys synth --fp32 none" "cells '$icells' not below the full VALU's '${cells:-?}'"; fi
  check_eq "yosys --fp32 none: no pws_fp32_* module in the hierarchy" 0 "$(grep -c 'pws_fp32_' "$TMP/istat")"
else notok "yosys synth -top $TOPMOD --fp32 none" "$(grep -m 3 -iE 'error|warning' "$TMP/iys")"
fi

check_err "pws gen --fp32 half is a usage error" 2 "^pws gen: error: --fp32 'half' is not full or none$" \
  "$PWS" gen --fp32 half -o "$TMP/bad"

# The integer-only model against the golden model: integer ops bit for bit, FP32 ops no result.
if [ ! -x "$CHECK_INT" ] || [ ! -f "$MODEL_INT" ]; then
  notok "valu_check -f none" "$CHECK_INT is not built (make $CHECK_INT)"
else
  if cmp -s "$MODEL_INT" "$d/$TOPMOD.v"; then
    ok "the integer-only model's lane is today's pws gen --fp32 none output"
  else notok "the integer-only model's lane" "$MODEL_INT differs from pws gen --fp32 none: make $CHECK_INT"; fi
  "$CHECK_INT" -f none -v "$MODEL_INT" > "$TMP/icheck" 2> "$TMP/icheck.err"; rc=$?
  sed -n 's/^\(ok\|not ok\) - /\1 - --fp32 none: /p' "$TMP/icheck"
  last=$(tail -n 1 "$TMP/icheck")
  case $last in
    "valu_check: "*" passed, 0 failed") [ "$rc" -eq 0 ] || notok "valu_check -f none" "exit $rc" ;;
    "valu_check: "*) [ "$rc" -eq 1 ] || notok "valu_check -f none" "exit $rc after '$last'" ;;
    *) notok "valu_check -f none" "exit $rc without a summary: $(head -c 300 "$TMP/icheck.err")" ;;
  esac
  # FP32 ops are counted independently of the generator: the class column of isa_ops.def
  nfp=$(grep -c 'ISA_CLS_VALU_FP' golden/isa_ops.def)
  check_eq "--fp32 none: all $nfp FP32 ops flagged unsupported (no result)" "$nfp" \
    "$(grep -c '^ok - .*: unsupported (--fp32 none), the lane writes nothing' "$TMP/icheck")"
  # the check has teeth: the full lane, told it is integer-only, fails on an FP32 op
  if [ -x "$CHECK" ]; then
    "$CHECK" -f none -n 64 v_add_f32 > "$TMP/neg" 2>&1; rc=$?
    if [ "$rc" -eq 1 ] && grep -q '^not ok - v_add_f32: unsupported (--fp32 none), but the lane claims a result' "$TMP/neg"
    then ok "valu_check -f none on the full lane fails on v_add_f32 (the check can fail)"
    else notok "valu_check -f none on the full lane" "exit $rc: $(head -c 300 "$TMP/neg")"; fi
  fi
fi
