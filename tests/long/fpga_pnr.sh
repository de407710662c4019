#!/usr/bin/env bash
# tests/long/fpga_pnr.sh -- (make test-long) `pws fpga --pnr` (docs/fpga.md "iCE40 place and
# route"): the vadd CU of tests/long/fpga.sh through yosys synth_ice40 -abc9 -dff, nextpnr-ice40 and
# icepack to an iCE40-HX8K bitstream that fits the device, the CU in its narrow configuration
# (NARROW, docs/fpga.md "The CU and the iCE40"), which then runs its bitstream's simulation too.
# In make test-long, not make test: synthesis and place and route take about 7 minutes of one
# core.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
for t in yosys nextpnr-ice40 icepack; do
  command -v $t > /dev/null || { notok "tool $t" "not installed (scripts/deps.sh test)"; exit 1; }
done
source "$(dirname "$0")/../integration/lib/fpga_vadd.bash"

# ---- iCE40-HX8K: synth_ice40, nextpnr-ice40, icepack ----------------------------------------------
pnr() {   # LABEL DIR FLAGS...: pws fpga --pnr of vadd, and what it must have written
  local label=$1 dir=$2 start rc lc; shift 2
  start=$(date +%s)
  "$PWS" fpga "$K" "${CFG[@]}" "$@" "${RUN[@]}" -o "$dir" --pnr > "$TMP/$label.out" 2>&1; rc=$?
  if [ $rc -eq 0 ] && grep -q '^fpga: iCE40-HX8K: ' "$TMP/$label.out"; then
    ok "$label: pws fpga --pnr: $(grep '^fpga: iCE40-HX8K: ' "$TMP/$label.out" | sed 's/^fpga: //') ($(( $(date +%s) - start )) s)"
  else notok "$label: pws fpga --pnr" "exit $rc: $(tail -c 800 "$TMP/$label.out")"; fi
  # an HX8K bitstream is always 135100 bytes (icepack writes every configuration bit)
  check_eq "$label: icepack wrote the HX8K bitstream" 135100 "$(stat -c %s "$dir/pws_fpga.bin" 2> /dev/null)"
  lc=$(sed -n 's/.*"logic_cells": \([0-9]*\),.*/\1/p' "$dir/pnr.json" 2> /dev/null)
  check_eq "$label: nextpnr placed it on the device (logic cells <= 7680)" 1 "$([ -n "$lc" ] && [ "$lc" -gt 0 ] && [ "$lc" -le 7680 ] && echo 1)"
  check_eq "$label: nextpnr reported an fmax" 1 "$(grep -cE '"fmax_mhz": [1-9][0-9]*\.[0-9]+' "$dir/pnr.json" 2> /dev/null)"
}
# the CU, narrow: one decoder, buffers of 2, short return queues, one instruction a
# memory unit, one VRF read port; the same design simulated passes (c = a + b by hand)
pnr "narrow" "$TMP/narrow" "${NARROW[@]}"
"$PWS" fpga "$K" "${CFG[@]}" "${NARROW[@]}" "${RUN[@]}" -o "$TMP/narrow" --sim \
  --out "2=$TMP/c.bin" > "$TMP/narrow_sim.out" 2>&1
check_eq "narrow: the simulated top passes, c = a + b (by hand)" "PASS $WANT" \
  "$(grep -o '^fpga: PASS' "$TMP/narrow_sim.out" | sed 's/fpga: //') $(od -An -tu4 -v "$TMP/c.bin" 2> /dev/null | xargs)"
