#!/usr/bin/env bash
# tests/long/synth_pipe.sh -- (make test-long) `pws synth` (docs/fpga.md) of the pipelined CU
# (docs/microarchitecture.md) on the real binary and real yosys.
#
# The small integer-only configuration (1 SIMD x 1 context, wave 4 on 2 lanes, --fp32 none: the
# FP32 units are most of a lane and would make each run take several CPU-minutes; rtl_valu.sh
# gives the full lane to yosys) with the op subset of vadd.s and a 64-dword instruction RAM
# (docs/config.md "Op subsets": without a DS op there is no LDS unit and no LDS), synthesized for
# generic and xilinx7 at S = 0 (--split none) and S = 2 (--split pws; SYNTH_TARGETS and
# SYNTH_GROWTH=0 choose fewer): four yosys runs, two at a time. The design is the generated files
# and rtl/*.v with top pws_gpu, without its commit port (the FPGA flows' build); each report has
# the pipeline's modules (S = 2 also the split hardware's), every RAM derivation (pws_sram_1r1w:
# the instruction RAM, queues; pws_sram_lanes: the register files) holds block RAM, and S = 2
# has more LUTs than S = 0. Then: the second run is served from the cache, and the error cases
# (unknown target, yosys missing, yosys failing, bad --jobs, a bad configuration) each give one
# line and their exit status. The device check ("too large for the iCE40-HX8K") is a CUnit test
# (tests/test_synth.c) on a stat fixture; the iCE40 place and route is tests/long/fpga_pnr.sh.
# The cache is a fresh directory ($PWS_SYNTH_CACHE), so every run really synthesizes. About 10
# minutes on 2 cores.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v yosys > /dev/null || { notok "tool yosys" "not installed (scripts/deps.sh test)"; exit 1; }
export PWS_SYNTH_CACHE=$TMP/cache

SMALL=(--cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16
       --lds-bytes 256 --split none --spsimds 0 --fp32 none --imem-dwords 64
       --ops-of build/tb/vadd.s)

check_exit "synth --help exits 0" 0 $PWS synth --help
grep -q '^usage: pws synth' "$TMP/out" && ok "synth --help prints the usage" \
  || notok "synth --help prints the usage" "$(head -c 200 "$TMP/out")"

# ---- the small configuration on generic and xilinx7, S = 0 and S = 2 ----
TARGETS=${SYNTH_TARGETS:-generic,xilinx7}
start=$(date +%s)
check_exit "$TARGETS synthesize at S = 0 (exit 0)" 0 \
  $PWS synth --target "$TARGETS" --jobs 2 "${SMALL[@]}" -o "$TMP/out1"
cp "$TMP/out" "$TMP/run1.out"
GROWTH=${SYNTH_GROWTH:-1}   # S = 2 too (a second synthesis)
[ "$GROWTH" = 1 ] && check_exit "$TARGETS synthesize at pws S = 2 (exit 0)" 0 \
  $PWS synth --target "$TARGETS" --jobs 2 "${SMALL[@]}" --split pws --spsimds 2 -o "$TMP/out2"
echo "# yosys, $TARGETS at S = 0$([ "$GROWTH" = 1 ] && echo ' and 2'): $(( $(date +%s) - start )) s"
# the pipelined CU is the default, so the design's flags name only the commit port's removal
grep -q '^synth: design ' "$TMP/run1.out" && grep -q -- '--no-commit-port' "$TMP/run1.out" \
  && ok "the design is the pipelined CU's, without its commit port" \
  || notok "the design is the pipelined CU's, without its commit port" "$(grep design "$TMP/run1.out")"
t1=${TARGETS%%,*}
[ -s "$TMP/out1/synth_$t1.json" ] && ok "JSON report written" || notok "JSON report written" "$(ls "$TMP/out1" 2>&1)"
check_eq "CSV header" "module,instances,luts,ffs,carry,brams,dsps,lutram,other" \
  "$(head -n 1 "$TMP/out1/synth_$t1.csv" 2>/dev/null)"

# rams_in_bram NAME CSV: every pws_sram_lanes derivation in the report holds block RAM (the
# tool's own check, "failures" below, covers the pws_sram_1r1w ones)
rams_in_bram() {
  local bad n
  n=$(awk -F, '$1 ~ /^"pws_sram_lanes/' "$2" | wc -l)
  bad=$(awk -F, '$1 ~ /^"pws_sram_lanes/ && $6 == 0 { print $1 }' "$2" | paste -sd ' ')
  [ "$n" -ge 1 ] && [ -z "$bad" ] && ok "$1: all $n register-file RAM derivations (pws_sram_lanes) hold block RAM" \
    || notok "$1: register-file RAMs in block RAM" "$n found; without block RAM: '$bad'"
}
# The pipeline's hierarchy for this configuration (docs/microarchitecture.md, the module table;
# no LDS unit, no FP32 unit, no commit port), every one in the report
PIPE_MODS="pws_gpu pws_cu pws_fetch pws_fetch_decode pws_decoder pws_predecode pws_simd_pipe
  pws_wave_buf pws_wave_state pws_issue pws_valu_pipe pws_valu pws_valu_lane pws_salu_pipe pws_salu
  pws_smem_unit pws_ctrl_unit pws_mem_rows pws_vmem_unit pws_vgpr_file pws_sgpr_file pws_spi_init
  pws_mem_arb pws_sram_1r1w pws_sram_lanes"
SPLIT_MODS="pws_swf_ctx pws_srf_copy pws_vrf_res"   # the split hardware's (S = 2 only)
# REPORT MODULE: the module, or a derivation of it ("pws_salu(OpWidth=9)", "pws_sram_lanes#1")
have() { grep -qE "\"module\":	\"$2([#(][^\"]*)?\"" "$1"; }
for t in ${TARGETS//,/ }; do
  f=$TMP/out1/synth_$t.json
  missing=
  for m in $PIPE_MODS; do have "$f" $m || missing="$missing $m"; done
  check_eq "$t S = 0: the report has the pipeline's modules" "" "$missing"
  extra=
  for m in $SPLIT_MODS; do have "$f" $m && extra="$extra $m"; done
  check_eq "$t S = 0: no split hardware" "" "$extra"
  check_eq "$t: no commit port, no LDS unit (vadd's subset has no DS op)" "0 0" \
    "$(grep -c '"module":	"pws_commit_port' "$f") $(grep -c '"module":	"pws_lds' "$f")"
  check_eq "$t: --fp32 none leaves no FP32 unit in the design" 0 \
    "$(grep -c '"module":	"pws_fp32_' "$f")"
  check_eq "$t top is pws_gpu" '"top":"pws_gpu",' "$(grep -m1 '"top":' "$f" | tr -d ' \t')"
  # --lanes 2: two pws_valu_lane instances
  check_eq "$t: 2 VALU lane instances" 2 \
    "$(grep -A2 '"module":	"pws_valu_lane"' "$f" | sed -n 's/.*"instances":	\([0-9]*\).*/\1/p' | head -1)"
  # Block RAM: every pws_sram_1r1w derivation holds one (the tool's check) ...
  check_eq "$t: no RAM module left out of block RAM" '"failures":0,' \
    "$(grep -m1 '"failures":' "$f" | tr -d ' \t')"
  n=$(grep -m1 '"ram_modules":' "$f" | grep -o '[0-9]*')
  [ "${n:-0}" -ge 1 ] && ok "$t: $n pws_sram_1r1w derivations checked (at least the instruction RAM's)" \
    || notok "$t: RAM derivations checked" "ram_modules=$n"
  # ... and so does every register file's
  rams_in_bram "$t S = 0" "$TMP/out1/synth_$t.csv"
  grep -q '"mhz_estimate":' "$f" && ok "$t: frequency estimate in the JSON" \
    || notok "$t: frequency estimate" "missing"
  [ "$GROWTH" = 1 ] || continue
  f2=$TMP/out2/synth_$t.json
  missing=
  for m in $PIPE_MODS $SPLIT_MODS; do have "$f2" $m || missing="$missing $m"; done
  check_eq "$t S = 2: the pipeline's and the split hardware's modules" "" "$missing"
  l0=$(awk -F, 'NR == 2 { print $3 }' "$TMP/out1/synth_$t.csv")
  l2=$(awk -F, 'NR == 2 { print $3 }' "$TMP/out2/synth_$t.csv")
  if [ -n "$l0" ] && [ -n "$l2" ] && [ "$l2" -gt "$l0" ]; then ok "$t: area grows with S ($l0 LUTs at S = 0, $l2 at S = 2)"
  else notok "$t: area grows with S" "S = 0: '$l0', S = 2: '$l2'"; fi
  check_eq "$t S = 2: no RAM module left out of block RAM" '"failures":0,' \
    "$(grep -m1 '"failures":' "$f2" | tr -d ' \t')"
  rams_in_bram "$t S = 2" "$TMP/out2/synth_$t.csv"
done
case ,$TARGETS, in *,xilinx7,*)
  grep -q 'block RAM: all [0-9]* RAM modules (pws_sram_1r1w) mapped to RAMB18E1 RAMB36E1' \
    "$TMP/run1.out" && ok "xilinx7: block RAM line printed" \
    || notok "xilinx7: block RAM line" "$(grep 'block RAM' "$TMP/run1.out")" ;;
esac
case ,$TARGETS, in *,generic,*)
  grep -q 'block RAM: all [0-9]* RAM modules (pws_sram_1r1w) mapped to \$__PWS_BRAM_' \
    "$TMP/run1.out" && ok "generic: block RAM line printed" \
    || notok "generic: block RAM line" "$(grep 'block RAM' "$TMP/run1.out")" ;;
esac
grep -q '^frequency estimate: [0-9]* MHz' "$TMP/run1.out" \
  && ok "frequency estimate printed" || notok "frequency estimate printed" "missing"
grep -q 'yosys started' "$TMP/run1.out" && grep -q 'yosys finished after' "$TMP/run1.out" \
  && ok "progress lines" || notok "progress lines" "$(head -c 300 "$TMP/run1.out")"

# ---- the cache: same configuration and target again (nothing runs yosys: the line says so) ----
check_exit "second $t1 run exits 0" 0 $PWS synth --target "$t1" "${SMALL[@]}"
grep -q "^synth: $t1: cached" "$TMP/out" \
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
