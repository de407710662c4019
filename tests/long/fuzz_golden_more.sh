#!/usr/bin/env bash
# tests/long/fuzz_golden_more.sh -- (make test-long) the golden model's split-invariance fuzzing
# of tests/integration/fuzz_golden.sh on 15 more seeds (16..30; scripts/fuzz_golden.sh: every
# kernel under --split none/dws/pws, S in {0,1,3}, wave 64 and 16, byte-identical outputs).
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
PWS=$PWS scripts/fuzz_golden.sh 15 16 | grep -E '^(ok|not ok) '
