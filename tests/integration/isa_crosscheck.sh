#!/usr/bin/env bash
# tests/integration/isa_crosscheck.sh -- the ISA table against llvm-mc, the independent oracle.
#
# (a) every line of tests/corpus/isa_corpus.s: `pws asm --listing` prints exactly what
#     `llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding` prints (text and encoding bytes), after
#     squeezing whitespace; one check per corpus line.
# (b) round trip: asm -> disasm -> asm gives byte-identical code.
# (c) the corpus mentions every mnemonic of the table (`pws asm --list-ops`), except the PWS ops
#     s_split/s_merge that llvm-mc does not know (tests/test_isa.c covers them by hand).
# (d) GCN3 outside the subset is refused with one clear line (exit 3).
source "$(dirname "$0")/lib/common.bash"
CORPUS=$TOP/tests/corpus/isa_corpus.s
LLVM_MC=${LLVM_MC:-llvm-mc}

norm() { sed -E 's/[[:space:]]+/ /g; s/^ //; s/ $//'; }

# corpus instruction lines, in order (comments and blank lines dropped)
sed -E 's://.*$::' "$CORPUS" | norm | grep -v '^$' > "$TMP/src.txt"

if ! command -v "$LLVM_MC" > /dev/null; then
  notok "llvm-mc available" "'$LLVM_MC' not found (scripts/deps.sh installs llvm)"
else
  "$LLVM_MC" -arch=amdgcn -mcpu=fiji -show-encoding "$CORPUS" > "$TMP/llvm.raw" 2> "$TMP/llvm.err"
  check_eq "llvm-mc accepts the whole corpus" "" "$(head -c 300 "$TMP/llvm.err")"
  grep 'encoding:' "$TMP/llvm.raw" | norm > "$TMP/llvm.txt"
  if "$PWS" asm "$CORPUS" --listing > "$TMP/pws.raw" 2> "$TMP/pws.err"; then
    ok "pws asm --listing accepts the corpus"
  else
    notok "pws asm --listing accepts the corpus" "$(head -c 300 "$TMP/pws.err")"
  fi
  grep 'encoding:' "$TMP/pws.raw" | norm > "$TMP/pws.txt"
  check_eq "listing has one line per corpus instruction" "$(wc -l < "$TMP/src.txt")" \
    "$(wc -l < "$TMP/pws.txt")"
  paste -d '\n' "$TMP/src.txt" "$TMP/llvm.txt" "$TMP/pws.txt" > "$TMP/triples.txt"
  n=0
  while IFS= read -r src && IFS= read -r want && IFS= read -r got; do
    n=$((n + 1))
    if [ "$want" == "$got" ]; then ok "corpus $n: $src"
    else notok "corpus $n: $src" "llvm-mc '$want', pws '$got'"; fi
  done < "$TMP/triples.txt"
fi

# (b) round trip through the binary and the disassembler
if "$PWS" asm "$CORPUS" -o "$TMP/c.bin" 2> "$TMP/err" &&
   "$PWS" disasm "$TMP/c.bin" > "$TMP/c.s" 2>> "$TMP/err" &&
   "$PWS" asm "$TMP/c.s" -o "$TMP/c2.bin" 2>> "$TMP/err"; then
  if cmp -s "$TMP/c.bin" "$TMP/c2.bin"; then ok "asm -> disasm -> asm is byte-identical"
  else notok "asm -> disasm -> asm is byte-identical" "$(cmp "$TMP/c.bin" "$TMP/c2.bin")"; fi
else
  notok "asm -> disasm -> asm is byte-identical" "$(head -c 300 "$TMP/err")"
fi

# (c) coverage of the table
if "$PWS" asm --list-ops > "$TMP/ops.txt" 2> "$TMP/err" && [ -s "$TMP/ops.txt" ]; then
  ok "pws asm --list-ops"
else
  sed -nE 's/^ISA_OP\(([a-z0-9_]+),.*/\1/p' "$TOP/golden/isa_ops.def" > "$TMP/ops.txt"
  notok "pws asm --list-ops" "fell back to golden/isa_ops.def: $(head -c 200 "$TMP/err")"
fi
awk '{ m = $1; sub(/_e(32|64)$/, "", m); print m }' "$TMP/src.txt" | sort -u > "$TMP/used.txt"
missing=$(grep -vxE 's_split|s_merge' "$TMP/ops.txt" | sort -u | comm -23 - "$TMP/used.txt" |
          tr '\n' ' ')
check_eq "corpus covers every mnemonic of the table ($(wc -l < "$TMP/ops.txt") ops)" "" "$missing"
check_eq "corpus has no s_split/s_merge (llvm-mc does not know them)" "" \
  "$(grep -E '^(s_split|s_merge)$' "$TMP/used.txt" | tr '\n' ' ')"
# every VOP1/VOP2/VOPC row with an _e64 form appears with both encodings
both=$(sed -nE 's/^ISA_OP\(([a-z0-9_]+), *ISA_FMT_VOP[12C],.*/\1/p' "$TOP/golden/isa_ops.def" |
       grep -vxE 'v_nop|v_readfirstlane_b32|v_madmk_f32|v_madak_f32' | sort -u)
if [ -f "$TMP/pws.txt" ]; then
  lack=""
  for m in $both; do
    grep -q "^${m}_e32 " "$TMP/pws.txt" && grep -q "^${m}_e64 " "$TMP/pws.txt" || lack="$lack $m"
  done
  check_eq "every VOP1/VOP2/VOPC op is listed as _e32 and _e64" "" "$lack"
fi

# (d) refusals
printf '\tv_sin_f32 v0, v1\n' > "$TMP/unsup.s"
check_err "v_sin_f32 is refused as unsupported" 3 "unsupported instruction 'v_sin_f32'" \
  "$PWS" asm "$TMP/unsup.s"
printf '\ts_mov_b32 s0, foo@abs32@lo\n' > "$TMP/reloc.s"
check_err "relocations are refused" 3 "relocation 'foo@abs32@lo' is not supported" \
  "$PWS" asm "$TMP/reloc.s"
printf '\tv_mov_b32 v0, v256\n' > "$TMP/range.s"
check_err "v256 is out of range" 3 "register 'v256' out of range" "$PWS" asm "$TMP/range.s"
