#!/usr/bin/env bash
# tests/integration/fuzz_cosim.sh -- lockstep fuzzing (docs/cosim.md "Fuzzing"): 37 random
# kernels of `pws randkernel` (ALU, FP32, nested divergent branches, loops, global memory, LDS
# phases with barriers) in lockstep, two seeds at a time, under the three split modes:
#   6 seeds   --split pws on 1 SIMD x 8 contexts, 4 lanes (the models sweep.sh and paper.sh
#             build), 3 on each of S = 1 and 3 (seeds 111-113, 131-133), with s_split/s_merge
#             marks: real splits, nested up to the generator's depth 4 (> S: the deeper ones are
#             null);
#   6 seeds   --split dws on the same configurations (seeds 211-213, 231-233), marked branches;
#   8 seeds   --split none on 2 SIMDs x 4 contexts (cosim_pipe.sh's 2-SIMD model), seeds 401-408
#             (409-416: tests/long/fuzz_cosim_sweep.sh, for make test's time);
#   6 seeds   the narrow CU, one VRF read port (cosim_pipe.sh's NARROW model), seeds 441-446;
#   4 seeds   --split dws with S = 3 on 1 SIMD x 4 contexts (cosim_pipe.sh's DWS model), marked
#             branches, seeds 431-434;
#   4 seeds   --split pws with S = 1 on it (cosim_pipe.sh's PWS1 model), s_split and s_merge
#             marks, seeds 501-504;
#   3 regression seeds on S = 3: pws 6045, dws 7013 and 7019, which once failed (on the
#             multi-cycle CU): v_readfirstlane_b32 with no lane of EXEC & split mask active reads
#             lane 0, and the RTL did not ask the VRF for lane 0 when it was outside the SWF's
#             split mask.
# Seeds 1-20 (--split none on 2 SIMDs x 4 contexts, the marks rotating over none/pws/dws, each
# a null split or a plain branch there) are tests/long/fuzz_cosim_sweep.sh.
# S = 0, 2 and 7 (3 seeds each, both modes) are tests/long/fuzz_cosim_sweep.sh (make test-long).
# Each seed is one check; a failing one prints its one-line reproduction.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/fuzz.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

for S in 1 3; do   # 3 seeds on S = 1 and 3 (0, 2, 7: tests/long/fuzz_cosim_sweep.sh)
  fuzz "pws S=$S" 3 $((101 + 10 * S)) pws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds $S"
  fuzz "dws S=$S" 3 $((201 + 10 * S)) dws \
    "--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds $S"
done
# the pipelined CU under DWS (tests/integration/cosim_pipe.sh's DWS model)
fuzz "pipe dws S=3" 4 431 dws \
  "--simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds 3"
# the pipelined CU's SpSIMD units (tests/integration/cosim_pipe.sh's PWS1 model)
fuzz "pipe pws S=1" 4 501 pws \
  "--simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds 1"
# the pipelined CU (tests/integration/cosim_pipe.sh's 2-SIMD model)
fuzz "pipe" 8 401 "" \
  "--simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5"
# the narrow CU: one VRF read port, one decoder, buffers of 2, one instruction a memory unit
# (tests/integration/cosim_pipe.sh's NARROW model)
fuzz "pipe narrow" 6 441 "" \
  "--simds 1 --contexts 4 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 5 --fetch-width 1 --ibuf-depth 2 --mem-insts 1 --vrf-reads 1"
S3=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --spsimds 3)
fuzz "pws S=3 regression" 1 6045 pws "${S3[*]} --split pws"
fuzz "dws S=3 regression" 1 7013 dws "${S3[*]} --split dws"
fuzz "dws S=3 regression" 1 7019 dws "${S3[*]} --split dws"
