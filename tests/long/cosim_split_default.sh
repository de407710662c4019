#!/usr/bin/env bash
# tests/long/cosim_split_default.sh -- (make test-long) the split hardware in lockstep on the default
# configuration (pws gen's defaults: 1 CU x 4 SIMDs x 10 contexts, wave 64 on 16 lanes), the
# issue's "S = 3 on the default": every testbench kernel but loop (see below) under --split pws
# --spsimds 3 (4 units per SIMD, 256 VALU lanes; a Verilator build of about 3 minutes) plus the
# split-pass threshold
# and stencil2d, and every testbench kernel under --split dws --spsimds 3 (40 contexts per
# SIMD). Each output is checked against its CPU reference. --split none on this configuration
# is tests/long/cosim_pipe_default.sh; the small configurations are tests/long/cosim_split.sh.
# In make test-long, not make test: the two model builds and runs take about 4 minutes.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/split.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
K=$TMP/k
mkdir -p "$K"
for t in threshold stencil2d; do   # marked for S = 3: every marked branch gets a split
  check_exit "pws asm --split-pass $t" 0 "$PWS" asm build/tb/$t.s --split-pass "$K/$t.s" --spsimds 3
done

# The default configuration (pws gen's defaults: --split pws --spsimds 3), every testbench kernel
# but loop, for test time: 430 189 cycles at about 3 800 cycles/s on this 16-unit model (2
# minutes; it passes, 0 mismatches); loop runs under pws S = 3 on the small configuration
# (cosim_split.sh) and under none and dws on this one
t0=$(date +%s)
for t in vadd fig2 fig5 lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold; do
  tb default build/tb/$t.s $t
done
for t in threshold stencil2d; do tb default_pass "$K/$t.s" $t; done
echo "# default configuration, pws S = 3: $(( $(date +%s) - t0 )) s incl. the model build"
t0=$(date +%s)
for t in vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold; do
  tb default_dws build/tb/$t.s $t --split dws --spsimds 3
done
echo "# default configuration, dws S = 3: $(( $(date +%s) - t0 )) s incl. the model build"
