#!/usr/bin/env bash
# tests/long/cosim_default.sh -- (make test-long) every testbench kernel in lockstep and checked by
# its CPU reference on the default configuration (pws gen's defaults: 1 CU, 4 SIMDs x 10
# contexts, wave 64 on 16 lanes) under --split none. The same kernels on the small configuration
# are tests/long/cosim.sh; dws and pws on this configuration, tests/long/cosim_split_default.sh
# (make test-long). Also the multi-cycle CU on 2 CUs with FLAT loads posted (--vmem-queue 8) and
# lanes without the clock gate, and its 10 fuzz seeds (moved from make test to keep it under 20
# minutes once the pipelined CU's SpSIMD units came). About 3 minutes on 2 cores: two Verilator
# builds, the runs.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/cosim_tb.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

TBS="vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold"
DEFAULT=(--cu fsm --split none --spsimds 0)   # the multi-cycle CU (cosim_pipe_default.sh: the pipelined)
for t in $TBS; do tb default $t "${DEFAULT[@]}"; done

# ---- 2 CUs (from tests/long/cosim.sh) ----
K=tests/cosim
write_buf64 "$TMP/buf.bin"
# run NAME EXPECTED_RETIRED KERNEL ARGS...: lockstep on CFG with exactly that many retired
run() {
  local name=$1 want=$2; shift 2
  "$PWS" cosim "$@" "${CFG[@]}" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  if [ $rc -ne 0 ]; then notok "cosim $name" "exit $rc: $(head -c 400 "$TMP/out" "$TMP/err")"
  else check_eq "cosim $name: lockstep" "lockstep: $want instructions, 0 mismatches" "$(grep '^lockstep:' "$TMP/out")"; fi
}
# 2 CUs: workgroups on both, atomics of both CUs on one memory (4 lanes per SIMD: a quick build);
# FLAT loads posted (--vmem-queue 8: they retire before their data, docs/microarchitecture-fsm.md
# "Vector loads in flight"), so that these kernels run that path too; the lanes read their
# operands directly (--lane-gate none, the FPGA flows' lanes; every other model here gates them)
TWO=(--cu fsm --cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3
     --vmem-queue 8 --lane-gate none)
for t in vadd lds_reduce histogram; do tb twocu $t "${TWO[@]}"; done
CFG=("${TWO[@]}")
run "valu_ops, lanes without the clock gate" "$(grep -cE '^    [a-z_0-9]+( |$)' $K/valu_ops.s)" \
  $K/valu_ops.s --grid 16 --wg 16
run "atomics on 2 CUs" 328 $K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096
# FLAT loads in flight used without s_waitcnt (the VGPR scoreboard), 28 instructions; with the
# answers up to 100 cycles late (--mem-jitter), so that the data is still out when it is read
run "vmem_nowait, posted FLAT loads" 28 $K/vmem_nowait.s --grid 16 --wg 16 --arg "@$TMP/buf.bin"
run "vmem_nowait, answers up to 100 cycles late" 28 $K/vmem_nowait.s --grid 16 --wg 16 \
  --arg "@$TMP/buf.bin" --mem-jitter 100 --seed 3

source "$(dirname "$0")/../integration/lib/fuzz.bash"
fuzz "vmem-queue 8" 10 301 "" \
  "--cu fsm --cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3 --vmem-queue 8 --lane-gate none"
