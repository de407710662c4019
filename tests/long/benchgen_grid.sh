#!/usr/bin/env bash
# tests/long/benchgen_grid.sh -- (make test-long) tests/integration/benchgen.sh over its whole
# grid: L = 0..3 x div-frac 0 / 0.25 / 1 x mem-frac 0 / 0.5 x marks none / pws / dws, each
# kernel under 16 machines against its C reference (1152 pws sim runs; make test runs one pair
# of fractions per L, 192).
BENCHGEN_GRID=full exec bash "$(dirname "$0")/../integration/benchgen.sh"
