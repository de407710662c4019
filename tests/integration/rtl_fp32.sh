#!/usr/bin/env bash
# tests/integration/rtl_fp32.sh -- the FP32 RTL units (rtl/pws_fp32_*.v, docs/fp32_rtl.md):
# 1. the Verilated bench build/vl/fp32/Vpws_fp32_bench (tests/rtl/fp32.mk) checks every unit in
#    every denormal mode, bit for bit against golden/fp32.c and golden/fdiv.c, and prints its
#    own ok / not ok line per unit and mode (plus the whole division sequence per mode);
# 2. per module: `verilator --lint-only -Wall` prints nothing, `iverilog -g2005` accepts it,
#    `yosys ... synth -top MODULE` succeeds.
# Needs the bench binary ($(RTL_TESTS), built by `make test`), verilator, iverilog and yosys.
# FP32_RTL_RANDOM sets the random vectors per unit and mode (default: the checker's 200 000).
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
BENCH=$TOP/build/vl/fp32/Vpws_fp32_bench

for tool in verilator iverilog yosys; do
  if ! command -v "$tool" > /dev/null; then
    notok "rtl_fp32 tools" "$tool is not installed (scripts/deps.sh test)"
    exit 1
  fi
done

# 1. bit-exact comparison; a crash or a missing binary must not pass silently
if [ ! -x "$BENCH" ]; then
  notok "pws_fp32_bench" "$BENCH is missing: run make $BENCH"
else
  "$BENCH" ${FP32_RTL_RANDOM:+"$FP32_RTL_RANDOM"} > "$TMP/bench" 2>&1; rc=$?
  cat "$TMP/bench"
  if [ "$rc" -ne 0 ] && ! grep -q '^not ok' "$TMP/bench"; then
    notok "pws_fp32_bench" "exit $rc: $(tail -c 300 "$TMP/bench")"
  fi
fi

# 2. static checks, one line each; the yosys runs (the slow part) go two at a time
mods="$(for f in rtl/pws_fp32_*.v; do basename "$f" .v; done) pws_lzc"
printf '%s\n' $mods | xargs -P 2 -I{} sh -c \
  'yosys -q -p "read_verilog rtl/pws_fp32_*.v rtl/pws_lzc.v; synth -top {}" > "$1/{}.ys" 2>&1; echo $? > "$1/{}.ysrc"' \
  sh "$TMP"
for m in $mods; do
  f=rtl/$m.v
  lint=$(verilator --lint-only -Wall -Irtl --top-module "$m" "$f" 2>&1)
  check_eq "$m: verilator --lint-only -Wall is clean" "" "$lint"
  check_exit "$m: iverilog -g2005 accepts it" 0 iverilog -g2005 -o "$TMP/$m.vvp" -y rtl -s "$m" "$f"
  if [ "$(cat "$TMP/$m.ysrc" 2>/dev/null)" = 0 ]; then ok "$m: yosys synth -top $m"
  else notok "$m: yosys synth -top $m" "$(head -c 300 "$TMP/$m.ys" 2>/dev/null)"; fi
done
