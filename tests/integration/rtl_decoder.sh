#!/usr/bin/env bash
# tests/integration/rtl_decoder.sh -- the generated pws_decoder (rtl/gen/ref/, Verilator model)
# equals isa_decode() on every corpus encoding, every single-bit flip of them, and 300k seeded
# pseudo-random words (tests/rtl/decoder_check.c; docs/rtl_gen.md "Verification").
# Builds build/vl/decoder/decoder_check through make (tests/rtl/decoder.mk) if it is out of date.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
SEED=${DECODER_SEED:-0x5eed}
NRANDOM=${DECODER_RANDOM:-300000}

if ! make -s build/vl/decoder/decoder_check > "$TMP/build" 2>&1; then
  notok "build the decoder model" "$(grep -iE 'error|%' "$TMP/build" | head -c 400)"
  exit 1
fi
ok "build the decoder model (verilator, tests/rtl/decoder.mk)"

build/vl/decoder/decoder_check tests/corpus/isa_corpus.s "$NRANDOM" "$SEED" > "$TMP/out" 2>&1; rc=$?
if [ $rc -eq 0 ]; then ok "pws_decoder == isa_decode: $(tail -n 1 "$TMP/out")"
else notok "pws_decoder == isa_decode (seed $SEED)" "$(head -c 400 "$TMP/out")"; fi

# the inputs are not vacuous: most corpus-derived words decode, and every corpus word does
line=$(tail -n 1 "$TMP/out")
corpus=$(echo "$line" | sed -nE 's/^decoder: ([0-9]+) corpus words \(([0-9]+) valid\).*/\1 \2/p')
set -- $corpus
if [ -n "$corpus" ] && [ "$1" -ge 571 ] && [ "$2" -ge 571 ]; then ok "corpus: $2 of $1 encodings valid (>= 571)"
else notok "corpus coverage" "got '$line'"; fi
rvalid=$(echo "$line" | sed -nE 's/.* ([0-9]+) random \(([0-9]+) valid\).*/\1 \2/p')
set -- $rvalid
if [ -n "$rvalid" ] && [ "$1" -ge 200000 ] && [ "$2" -ge $(( $1 / 4 )) ]; then ok "random: $2 of $1 valid (>= a quarter)"
else notok "random coverage" "got '$line'"; fi
