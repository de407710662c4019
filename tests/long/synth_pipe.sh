#!/usr/bin/env bash
# tests/long/synth_pipe.sh -- (make test-long) `pws synth` of the pipelined CU (--cu pipe,
# docs/microarchitecture.md) on yosys's generic flow, in the small integer-only configuration
# of tests/long/synth.sh (1 SIMD x 1 context, wave 4 on 2 lanes, vadd's op subset): the
# design is the generated files and rtl/*.v with top pws_gpu; the report has the
# pipeline's modules; every register file and queue RAM (pws_sram_1r1w, pws_sram_lanes) is a
# block RAM; the commit port stays (it is the pipeline's retire). About 90 s of one core.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v yosys > /dev/null || { notok "tool yosys" "not installed (scripts/deps.sh test)"; exit 1; }
export PWS_SYNTH_CACHE=$TMP/cache

SMALL=(--cu pipe --cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16
       --lds-bytes 256 --split none --spsimds 0 --fp32 none --imem-dwords 64
       --ops-of build/tb/vadd.s)
check_exit "pws synth --cu pipe, generic (exit 0)" 0 $PWS synth --target generic "${SMALL[@]}" -o "$TMP/rep"
# (--cu pipe is the default, so the design's flags leave it out; its modules are checked below)
grep -q 'design ' "$TMP/out" && ! grep -q -- '--cu fsm' "$TMP/out" \
  && grep -q -- '--no-commit-port' "$TMP/out" \
  && ok "the design is the pipelined CU's, without its commit port" \
  || notok "the design is the pipelined CU's, without its commit port" "$(grep design "$TMP/out")"
f=$TMP/rep/synth_generic.json
missing=
for m in pws_gpu pws_cu pws_fetch pws_simd_pipe pws_issue pws_valu_pipe pws_salu_pipe pws_vmem_unit \
         pws_vgpr_file pws_sgpr_file pws_spi_init pws_valu pws_valu_lane pws_decoder; do
  grep -q "\"module\":	\"$m" "$f" || missing="$missing $m"
done
check_eq "the report has the pipeline's modules" "" "$missing"
# FPGA builds have no commit port, and vadd's subset (no DS op) no LDS unit and no LDS
check_eq "no commit port, no LDS in the report" "0 0" \
  "$(grep -c '"module":	"pws_commit_port' "$f") $(grep -c '"module":	"pws_lds' "$f")"
check_eq "top is pws_gpu" '"top":"pws_gpu",' "$(grep -m1 '"top":' "$f" | tr -d ' \t')"
check_eq "no RAM module left out of block RAM" '"failures":0,' "$(grep -m1 '"failures":' "$f" | tr -d ' \t')"
grep -q 'block RAM: all [0-9]* RAM modules' "$TMP/out" && ok "block RAM line printed" \
  || notok "block RAM line" "$(grep 'block RAM' "$TMP/out")"
