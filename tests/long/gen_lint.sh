#!/usr/bin/env bash
# tests/long/gen_lint.sh -- (make test-long) the default configuration's whole design (the
# committed rtl/gen/ref/*.v, which tests/integration/gen.sh shows is what `pws gen` writes today,
# with rtl/*.v; 4 SIMDs x 4 units x 16 VALU lanes = 256 lanes) clean under `verilator
# --lint-only -Wall` and accepted by `iverilog -g2005`, top pws_gpu, no include path. In make
# test-long because Verilator's lint elaborates every lane instance: about 90 s on one core.
# (make test lints every smaller configuration of tests/cfgs/ the same way: gen.sh.)
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
for tool in verilator iverilog; do
  command -v $tool > /dev/null || { notok "tool $tool" "not installed (scripts/deps.sh test)"; exit 1; }
done

design=(rtl/gen/ref/*.v rtl/*.v)
# the issue stage's loops over the 40 contexts of a SIMD unroll past Verilator's default limits
verilator --lint-only -Wall --unroll-count 1024 --unroll-stmts 1000000 --top-module pws_gpu \
  "${design[@]}" > "$TMP/lint" 2>&1; rc=$?
n=$(grep -cE '%(Warning|Error)' "$TMP/lint")
if [ "$rc" -eq 0 ] && [ "$n" -eq 0 ]; then
  ok "default configuration: verilator --lint-only -Wall, top pws_gpu: zero %Warning/%Error lines"
else notok "default configuration: verilator -Wall" "exit $rc, $n lines: $(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"; fi
if iverilog -g2005 -s pws_gpu -o "$TMP/def.vvp" "${design[@]}" > "$TMP/iv" 2>&1 && [ ! -s "$TMP/iv" ]; then
  ok "default configuration: iverilog -g2005 -s pws_gpu: no message"
else notok "default configuration: iverilog -g2005" "$(head -c 300 "$TMP/iv")"; fi
