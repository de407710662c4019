#!/usr/bin/env bash
# tests/long/fuzz_cosim_sweep.sh -- (make test-long) the lockstep fuzzing of
# tests/integration/fuzz_cosim.sh on the other numbers of SpSIMD units: 3 seeds of `pws
# randkernel` on each of S = 0, 2 and 7 under --split pws (seeds 101-103, 121-123, 141-143) and
# --split dws (201-203, 221-223, 241-243), on 1 SIMD x 8 contexts, wave 16 on 4 lanes
# (tests/long/cosim_split_sweep.sh's models); the pipelined CU's 2-SIMD seeds 409-416 (make
# test runs 401-408); seeds 21-30 and the multi-cycle CU's 1-20 without splitting.
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
# the pipelined CU's 2-SIMD seeds 409-416 (make test runs 401-408: tests/integration/fuzz_cosim.sh)
fuzz "pipe" 8 409 "" \
  "--cu pipe --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
# seeds 21-30 on the small configuration without splitting (make test runs 1-20)
fuzz none 10 21 "" "--cus 1 --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
# the multi-cycle CU's seeds 1-20
fuzz "fsm none" 20 1 "" "--cu fsm --cus 1 --simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
