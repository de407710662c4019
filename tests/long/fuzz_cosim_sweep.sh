#!/usr/bin/env bash
# tests/long/fuzz_cosim_sweep.sh -- (make test-long) the lockstep fuzzing of
# tests/integration/fuzz_cosim.sh beyond make test's seeds, all on the pipelined CU: 3 seeds of
# `pws randkernel` on each of S = 0, 2 and 7 under --split pws (seeds 101-103, 121-123, 141-143)
# and --split dws (201-203, 221-223, 241-243), on 1 SIMD x 8 contexts, wave 16 on 4 lanes
# (tests/long/cosim_split_sweep.sh's models); on 2 SIMDs x 4 contexts, wave 16 on 16 lanes
# without splitting (tests/integration/cosim_pipe.sh's SMALL model) seeds 409-416 (make test
# runs 401-408) and 1-30 (the marks rotating over none/pws/dws, each a null split or a plain
# branch there; 1-20 were the multi-cycle CU's); and on 2 CUs x 1 SIMD x 8 contexts, wave 16
# on 4 lanes with a FLAT queue of 8 lane dwords (--vmem-queue 8, half the default 16: one
# wave-16 FLAT load fills it), seeds 301-310 (workgroups on both CUs, one memory), with
# vmem_nowait's loads in flight used without s_waitcnt on that queue, answers on time and up to
# 100 cycles late. Three model builds of its own (S = 0, 2, 7 and the 2-SIMD model are shared
# with the split sweep and make test): about 25 minutes on 2 cores.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/fuzz.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
for S in 0 2 7; do
  fuzz "pws S=$S" 3 $((101 + 10 * (S < 7 ? S : 4))) pws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds $S"
  fuzz "dws S=$S" 3 $((201 + 10 * (S < 7 ? S : 4))) dws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds $S"
done
SMALL="--cus 1 --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
# the 2-SIMD seeds 409-416 (make test runs 401-408: tests/integration/fuzz_cosim.sh)
fuzz "pipe" 8 409 "" "$SMALL"
# seeds 1-30 on the same model without splitting
fuzz none 30 1 "" "$SMALL"

# 2 CUs with a FLAT queue of 8 (every FLAT load is posted; the 2-CU testbench runs with the
# default queue of 16 are tests/long/cosim_pipe_default.sh's)
TWO8="--cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3 --vmem-queue 8"
fuzz "2 CUs, vmem-queue 8" 10 301 "" "$TWO8"
write_buf64 "$TMP/buf.bin"
# vmem_nowait: FLAT loads in flight used without s_waitcnt (the VGPR scoreboard), 28
# instructions (tests/cosim/vmem_nowait.s), one wavefront of 16 lanes: each load's 16 lane
# dwords are twice the queue
for j in 0 100; do
  # shellcheck disable=SC2086  # TWO8 is a word list
  "$PWS" cosim tests/cosim/vmem_nowait.s $TWO8 --grid 16 --wg 16 --arg "@$TMP/buf.bin" \
    --mem-jitter $j --seed 3 > "$TMP/out" 2> "$TMP/err"
  check_eq "vmem_nowait on a queue of 8, answers up to $j cycles late: lockstep" \
    "lockstep: 28 instructions, 0 mismatches" "$(grep '^lockstep:' "$TMP/out")"
done
