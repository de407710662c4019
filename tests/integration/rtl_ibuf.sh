#!/usr/bin/env bash
# tests/integration/rtl_ibuf.sh -- rtl/fsm/pws_ibuf.v, the instruction buffers and their prefetcher
# (docs/microarchitecture-fsm.md "Instruction buffers"), in its Verilator model against
# tests/rtl/ibuf_check.c: a prefetch's cycles by hand, the FSM's fetch going first, flush and
# load, then random inputs against a model of the instruction RAM, every hit checked against the
# RAM's words. Builds build/vl/ibuf/ibuf_check through make (tests/rtl/ibuf.mk) if out of date.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
SEED=${IBUF_SEED:-0x1b0f}
N=${IBUF_CYCLES:-300000}

if ! make -s build/vl/ibuf/ibuf_check > "$TMP/build" 2>&1; then
  notok "build the pws_ibuf model" "$(grep -iE 'error|%' "$TMP/build" | head -c 400)"
  exit 1
fi
ok "build the pws_ibuf model (verilator, tests/rtl/ibuf.mk)"

build/vl/ibuf/ibuf_check "$N" "$SEED" > "$TMP/out" 2>&1; rc=$?
line=$(tail -n 1 "$TMP/out")
if [ $rc -eq 0 ]; then ok "pws_ibuf: $line"
else notok "pws_ibuf (seed $SEED)" "exit $rc: $(head -c 600 "$TMP/out")"; fi
check_eq "directed: a prefetch's cycles by hand, the FSM first, flush, load" "ok" \
  "$(echo "$line" | sed -nE 's/^ibuf: directed ([A-Za-z]+);.*/\1/p')"
# the random phase is not vacuous: entries are hit and refilled all along
set -- $(echo "$line" | sed -nE 's/.* ([0-9]+) hits, ([0-9]+) prefetch words.*/\1 \2/p')
if [ $# -eq 2 ] && [ "$1" -ge $((N / 20)) ] && [ "$2" -ge $((N / 20)) ]; then
  ok "random: $1 hits and $2 prefetch words in $N cycles (each >= N / 20)"
else notok "random coverage" "got '$line'"; fi
