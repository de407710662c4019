#!/usr/bin/env bash
# tests/long/fpga_pnr.sh -- (make test-long) `pws fpga --pnr` (docs/fpga.md "iCE40 place and
# route"): the vadd CU of tests/long/fpga.sh (on the multi-cycle CU) through yosys synth_ice40 -abc9,
# nextpnr-ice40 and icepack to an iCE40-HX8K bitstream that fits the device. In make
# test-long, not make test: synthesis and place and route take 4 to 7 minutes of one core.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
for t in yosys nextpnr-ice40 icepack; do
  command -v $t > /dev/null || { notok "tool $t" "not installed (scripts/deps.sh test)"; exit 1; }
done
source "$(dirname "$0")/../integration/lib/fpga_vadd.bash"

# ---- iCE40-HX8K: synth_ice40, nextpnr-ice40, icepack ----------------------------------------------
start=$(date +%s)
# (the multi-cycle CU: the pipelined one does not fit the HX8K, docs/fpga.md)
"$PWS" fpga "$K" --cu fsm "${CFG[@]}" "${RUN[@]}" -o "$D" --pnr > "$TMP/pnr.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q '^fpga: iCE40-HX8K: ' "$TMP/pnr.out"; then
  ok "pws fpga --pnr: $(grep '^fpga: iCE40-HX8K: ' "$TMP/pnr.out" | sed 's/^fpga: //') ($(( $(date +%s) - start )) s)"
else notok "pws fpga --pnr" "exit $rc: $(tail -c 800 "$TMP/pnr.out")"; fi
# an HX8K bitstream is always 135100 bytes (icepack writes every configuration bit)
check_eq "icepack wrote the HX8K bitstream" 135100 "$(stat -c %s "$D/pws_fpga.bin" 2> /dev/null)"
lc=$(sed -n 's/.*"logic_cells": \([0-9]*\),.*/\1/p' "$D/pnr.json" 2> /dev/null)
check_eq "nextpnr placed it on the device (logic cells <= 7680)" 1 "$([ -n "$lc" ] && [ "$lc" -gt 0 ] && [ "$lc" -le 7680 ] && echo 1)"
check_eq "nextpnr reported an fmax" 1 "$(grep -cE '"fmax_mhz": [1-9][0-9]*\.[0-9]+' "$D/pnr.json" 2> /dev/null)"
