#!/usr/bin/env bash
# tests/long/cosim_default.sh -- (make test-long) every testbench kernel in lockstep and checked by
# its CPU reference on the default configuration (pws gen's defaults: 1 CU, 4 SIMDs x 10
# contexts, wave 64 on 16 lanes) under --split none. The same kernels on the small configuration
# are tests/integration/cosim.sh; dws and pws on this configuration, tests/long/cosim_split_default.sh
# (make test-long). About a minute on 2 cores: one Verilator build of 30 s, 11 runs.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/cosim_tb.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

TBS="vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold"
DEFAULT=(--split none --spsimds 0)
for t in $TBS; do tb default $t "${DEFAULT[@]}"; done
