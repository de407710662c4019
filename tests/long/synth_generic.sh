#!/usr/bin/env bash
# tests/long/synth_generic.sh -- (make test-long) tests/integration/synth.sh on both of its
# targets, yosys's generic flow as well as xilinx7, at S = 0 and S = 2 (make test runs xilinx7 at
# S = 0 only: each target is two yosys runs of about 2.5 minutes).
SYNTH_TARGETS=generic,xilinx7 SYNTH_GROWTH=1 exec bash "$(dirname "$0")/../integration/synth.sh"
