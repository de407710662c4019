#!/usr/bin/env bash
# tests/long/synth.sh -- (make test-long) `pws synth` (docs/fpga.md) on the real binary and real
# yosys, on the multi-cycle CU (its pipelined CU's synthesis: synth_pipe.sh).
#
# The small integer-only configuration (--fp32 none: the FP32 units are 81 % of a lane and would
# make each run take about 4 CPU-minutes; rtl_valu.sh gives the full lane to yosys) with the op
# subset of vadd.s and a 64-dword instruction RAM (docs/config.md "Op subsets": each yosys run
# takes about a minute instead of two or more, and without a DS op there is no LDS), synthesized
# for generic and xilinx7 at S = 0 (--split none) and S = 2 (--split pws; SYNTH_TARGETS and
# SYNTH_GROWTH=0 choose fewer): each report has the expected modules,
# every register file (pws_sram_1r1w) is a block RAM, and S = 2 has more LUTs than S = 0. Then: the second run is served from the cache, and the error cases (unknown target,
# yosys missing, yosys failing, bad --jobs) each give one line and their exit status. The device check ("too large for the iCE40-HX8K") is a
# CUnit test (tests/test_synth.c) on a stat fixture: an ice40 synthesis takes twice as long.
# The cache is a fresh directory ($PWS_SYNTH_CACHE), so every run really synthesizes.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v yosys > /dev/null || { notok "tool yosys" "not installed (scripts/deps.sh test)"; exit 1; }
export PWS_SYNTH_CACHE=$TMP/cache

SMALL=(--cu fsm --cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16
       --lds-bytes 256 --split none --spsimds 0 --fp32 none --imem-dwords 64
       --ops-of build/tb/vadd.s)

check_exit "synth --help exits 0" 0 $PWS synth --help
grep -q '^usage: pws synth' "$TMP/out" && ok "synth --help prints the usage" \
  || notok "synth --help prints the usage" "$(head -c 200 "$TMP/out")"

# ---- the small configuration on xilinx7 (and generic: SYNTH_TARGETS=generic,xilinx7,
# both by default), S = 0 and S = 2 ----
TARGETS=${SYNTH_TARGETS:-generic,xilinx7}
start=$(date +%s)
check_exit "$TARGETS synthesize at S = 0 (exit 0)" 0 \
  $PWS synth --target "$TARGETS" --jobs 2 "${SMALL[@]}" -o "$TMP/out1"
cp "$TMP/out" "$TMP/run1.out"
GROWTH=${SYNTH_GROWTH:-1}   # S = 2 too (a second synthesis)
[ "$GROWTH" = 1 ] && check_exit "$TARGETS synthesize at pws S = 2 (exit 0)" 0 \
  $PWS synth --target "$TARGETS" --jobs 2 "${SMALL[@]}" --split pws --spsimds 2 -o "$TMP/out2"
echo "# yosys, $TARGETS at S = 0$([ "$GROWTH" = 1 ] && echo ' and 2'): $(( $(date +%s) - start )) s"
X=$TMP/out1/synth_xilinx7.json
[ -s "$X" ] && ok "JSON report written" || notok "JSON report written" "$(ls "$TMP/out1" 2>&1)"
check_eq "CSV header" "module,instances,luts,ffs,carry,brams,dsps,lutram,other" \
  "$(head -n 1 "$TMP/out1/synth_xilinx7.csv" 2>/dev/null)"
for t in ${TARGETS//,/ }; do
  [ "$GROWTH" = 1 ] || break
  l0=$(awk -F, 'NR == 2 { print $3 }' "$TMP/out1/synth_$t.csv")
  l2=$(awk -F, 'NR == 2 { print $3 }' "$TMP/out2/synth_$t.csv")
  if [ -n "$l0" ] && [ -n "$l2" ] && [ "$l2" -gt "$l0" ]; then ok "$t: area grows with S ($l0 LUTs at S = 0, $l2 at S = 2)"
  else notok "$t: area grows with S" "S = 0: '$l0', S = 2: '$l2'"; fi
  check_eq "$t S = 2: no RAM module left out of block RAM" '"failures":0,' \
    "$(grep -m1 '"failures":' "$TMP/out2/synth_$t.json" | tr -d ' \t')"
done

# The hierarchy of docs/microarchitecture-fsm.md: every one of these modules is in the report.
for t in ${TARGETS//,/ }; do
  f=$TMP/out1/synth_$t.json
  t=$(basename "$f" .json)
  missing=
  for m in pws_gpu pws_cu pws_simd pws_decoder pws_salu pws_srf pws_vrf pws_valu pws_valu_lane \
           pws_sram_1r1w; do
    grep -q "\"module\":	\"$m\"" "$f" || missing="$missing $m"
  done
  check_eq "$t report has the expected modules" "" "$missing"
  check_eq "$t: no LDS (vadd's subset has no DS op)" 0 "$(grep -c '"module":	"pws_lds' "$f")"
  check_eq "$t: --fp32 none leaves no FP32 unit in the design" 0 \
    "$(grep -c '"module":	"pws_fp32_' "$f")"
  check_eq "$t top is pws_gpu" '"top":"pws_gpu",' "$(grep -m1 '"top":' "$f" | tr -d ' \t')"
  # --lanes 2: two pws_valu_lane instances
  check_eq "$t: 2 VALU lane instances" 2 \
    "$(grep -A2 '"module":	"pws_valu_lane"' "$f" | sed -n 's/.*"instances":	\([0-9]*\).*/\1/p' | head -1)"
  # Block RAM: every pws_sram_1r1w derivation (SRF, VRF lane, instruction RAM, ...) holds one
  check_eq "$t: no RAM module left out of block RAM" '"failures":0,' \
    "$(grep -m1 '"failures":' "$f" | tr -d ' \t')"
  n=$(grep -m1 '"ram_modules":' "$f" | grep -o '[0-9]*')
  [ "${n:-0}" -ge 2 ] && ok "$t: $n RAM derivations checked (at least SRF/VRF and instruction RAM)" \
    || notok "$t: RAM derivations checked" "ram_modules=$n"
  grep -q '"mhz_estimate":' "$f" && ok "$t: frequency estimate in the JSON" \
    || notok "$t: frequency estimate" "missing"
done
grep -q 'block RAM: all [0-9]* RAM modules (pws_sram_1r1w) mapped to RAMB18E1 RAMB36E1' \
  "$TMP/run1.out" && ok "xilinx7: block RAM line printed" \
  || notok "xilinx7: block RAM line" "$(grep 'block RAM' "$TMP/run1.out")"
case ,$TARGETS, in *,generic,*)
  grep -q 'block RAM: all [0-9]* RAM modules (pws_sram_1r1w) mapped to \$__PWS_BRAM_' \
    "$TMP/run1.out" && ok "generic: block RAM line printed" \
    || notok "generic: block RAM line" "$(grep 'block RAM' "$TMP/run1.out")" ;;
esac
grep -q '^frequency estimate: [0-9]* MHz' "$TMP/run1.out" \
  && ok "frequency estimate printed" || notok "frequency estimate printed" "missing"
grep -q 'yosys started' "$TMP/run1.out" && grep -q 'yosys finished after' "$TMP/run1.out" \
  && ok "progress lines" || notok "progress lines" "$(head -c 300 "$TMP/run1.out")"

# ---- the cache: same configuration and target again ----
start=$(date +%s)
check_exit "second xilinx7 run exits 0" 0 $PWS synth --target xilinx7 "${SMALL[@]}"
grep -q '^synth: xilinx7: cached' "$TMP/out" && [ $(( $(date +%s) - start )) -lt 60 ] \
  && ok "second run served from the cache" || notok "cache" "$(head -c 300 "$TMP/out")"

# ---- errors ----
check_err "unknown target" 3 "unknown target 'virtex7' \(known: generic, xilinx7, ecp5, ice40\)" \
  $PWS synth --target virtex7 "${SMALL[@]}"
check_err "yosys not on PATH" 3 'yosys not found on PATH' \
  env PATH=/nonexistent $PWS synth --target generic "${SMALL[@]}"
mkdir -p "$TMP/fakebin"
printf '#!/bin/sh\necho "ERROR: fake yosys cannot synthesize" >&2\nexit 1\n' > "$TMP/fakebin/yosys"
chmod +x "$TMP/fakebin/yosys"
# another --mem-latency: a configuration not in the cache, so the (fake) yosys really runs
check_err "yosys failure: its error line, exit 3" 3 \
  '^generic: error: yosys failed \(exit 1\): ERROR: fake yosys cannot synthesize \(log: ' \
  env PATH="$TMP/fakebin:$PATH" $PWS synth --target generic "${SMALL[@]}" --mem-latency 3
check_err "bad --jobs" 2 "bad --jobs '0'" $PWS synth --jobs 0 "${SMALL[@]}"
check_err "bad configuration value" 2 'lanes' $PWS synth --target generic --wave 4 --lanes 8
