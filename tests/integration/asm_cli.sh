#!/usr/bin/env bash
# tests/integration/asm_cli.sh -- `pws asm` and `pws disasm` end to end (docs/asm.md).
#
# The oracle is llvm-mc 14: the listing must equal `llvm-mc -show-encoding` line for line, and the
# code image must equal the .text section of llvm-mc's object file. The clang-compiled fixtures
# are tests/fixtures/asm_*.s. Round trips disasm -> asm must reproduce the image byte for byte.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

MC=(llvm-mc -triple amdgcn-amd-amdhsa -mcpu=fiji)
FIX=(tests/fixtures/asm_saxpy.s tests/fixtures/asm_reduce.s tests/fixtures/asm_loop.s
     tests/fixtures/asm_two.s)

# ---- usage -------------------------------------------------------------------------------------
# pws --version: the generator's version and the ISA table's digest, as a manifest records them
"$PWS" --version > "$TMP/ver" 2>&1; rc=$?
"$PWS" gen --simds 1 --contexts 1 --wave 16 --lanes 16 --split none --spsimds 0 -o "$TMP/vgen" > /dev/null 2>&1
check_eq "pws --version names the version and the ISA digest a manifest records (exit 0)" \
  "0 pws $(sed -n 's/.*"generator":[^"]*"\([^"]*\)".*/\1/p' "$TMP/vgen/pws_manifest.json") (ISA table $(sed -n 's/.*"isa_digest":[^"]*"\([0-9a-f]*\)".*/\1/p' "$TMP/vgen/pws_manifest.json"))" \
  "$rc $(cat "$TMP/ver")"
# every command pws --help lists has a row in docs/cli.md's command table, and no row names one
# that does not exist (the table went stale once: wcet and synth missing, a "report" promised)
"$PWS" --help > "$TMP/help" 2>&1
cmds=$(awk '/^commands:/ { c = 1; next } c && /^  [a-z]/ { print $1 }' "$TMP/help" | sort | paste -sd ' ')
rows=$(grep -oE '^\| `pws [a-z]+' "$TOP/docs/cli.md" | sed 's/.*pws //' | sort -u | paste -sd ' ')
check_eq "docs/cli.md has a row for each command of pws --help, and only those" "$cmds" "$rows"
check_exit "asm --help exits 0" 0 "$PWS" asm --help
grep -q '^usage: pws asm' "$TMP/out" && ok "asm --help prints usage on stdout" \
  || notok "asm --help prints usage on stdout" "$(head -c 200 "$TMP/out")"
check_exit "disasm --help exits 0" 0 "$PWS" disasm --help
grep -q '^usage: pws disasm' "$TMP/out" && ok "disasm --help prints usage on stdout" \
  || notok "disasm --help prints usage on stdout" "$(head -c 200 "$TMP/out")"
check_err "asm without input is a usage error" 2 'pws asm: error: no input file' "$PWS" asm
check_err "asm unknown option" 2 "unknown option '--bogus'" "$PWS" asm --bogus x.s
check_err "asm -o without argument" 2 "error: -o needs an argument" "$PWS" asm x.s -o
check_err "disasm without input is a usage error" 2 'pws disasm: error: no input file' "$PWS" disasm
# a failed write to standard output (a full disk: /dev/full) is exit 3 and one line naming it,
# for every command (pws.c checks stdout after the command), never exit 0 with the output lost
full() {   # NAME CMD...: CMD > /dev/full
  local name=$1; shift
  "$@" > /dev/full 2> "$TMP/ferr"; local rc=$?
  check_eq "$name > /dev/full: exit 3, one line" \
    "3 1 pws ${2:-}: error: cannot write standard output: No space left on device" \
    "$rc $(grep -c . "$TMP/ferr") $(head -1 "$TMP/ferr")"
}
"$PWS" asm "$TOP/testbenches/asm/vadd.s" --hex "$TMP/full.hex" > /dev/null 2>&1
full "asm --listing" "$PWS" asm "$TOP/testbenches/asm/vadd.s" --listing
full "disasm" "$PWS" disasm "$TMP/full.hex"
full "wcet --help" "$PWS" wcet --help
full "sim --help" "$PWS" sim --help
# the commands' own output, not only their help
full "sim (its summary)" "$PWS" sim "$TOP/testbenches/asm/vadd.s" --grid 4 --wg 64 --arg zeros:16 \
  --arg zeros:16 --arg zeros:16 --arg 4
full "wcet (its report)" "$PWS" wcet "$TOP/testbenches/asm/fig2.s" --timing "$TOP/tests/wcet/timing_small.json"
full "randkernel (its pws sim line)" "$PWS" randkernel --seed 1 -o "$TMP/rk.s"
full "benchgen (its pws sim line)" "$PWS" benchgen --levels 2 --insts 2 -o "$TMP/bg.s"
"$PWS" --help > /dev/full 2> "$TMP/ferr"; rc=$?
check_eq "pws --help > /dev/full: exit 3, one line" \
  "3 1 pws: error: cannot write standard output: No space left on device" \
  "$rc $(grep -c . "$TMP/ferr") $(head -1 "$TMP/ferr")"
# a leading 0 makes an integer octal, as llvm-mc reads it (tests/corpus/isa_corpus.s checks the
# encodings against llvm-mc): 08 and 09 are no numbers there, so not here either
printf '.text\nk:\n  s_mov_b32 s0, 08\n  s_endpgm\n' > "$TMP/oct.s"
check_err "08 refused as llvm-mc refuses it (a leading 0 is octal)" 3 "oct.s:3: error: invalid number '08'" \
  "$PWS" asm "$TMP/oct.s"
printf '.text\nk:\n  s_waitcnt vmcnt(019)\n  s_endpgm\n' > "$TMP/oct.s"
check_err "vmcnt(019) refused (9 is no octal digit)" 3 "oct.s:3: error: malformed counter 'vmcnt\(019\)'" \
  "$PWS" asm "$TMP/oct.s"

# ---- --list-ops covers the whole table -----------------------------------------------------------
"$PWS" asm --list-ops > "$TMP/ops" 2>&1
check_eq "--list-ops prints one line per isa_ops.def row" \
  "$(grep -c '^ISA_OP(' golden/isa_ops.def)" "$(grep -c . "$TMP/ops")"
grep -qx 's_split' "$TMP/ops" && grep -qx 'v_add_f32' "$TMP/ops" && ok "--list-ops names s_split and v_add_f32" \
  || notok "--list-ops names s_split and v_add_f32" "missing"

# ---- listing equals llvm-mc ----------------------------------------------------------------------
cat > "$TMP/small.s" <<'EOF'
; a small hand-written file: every line's text and encoding must match llvm-mc exactly
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	v_add_u32_e32 v0, vcc, s2, v0
	v_mov_b32_e32 v1, 0x12345678
	v_add_u32_e64 v0, s[0:1], v2, v0
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v25, v101, v200, s[10:11]
	ds_read2_b32 v[0:1], v43 offset1:32
	flat_load_dword v2, v[0:1]
	s_endpgm
EOF
"$PWS" asm --listing "$TMP/small.s" > "$TMP/ours" 2> "$TMP/err"
llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding "$TMP/small.s" 2>&1 | grep -v '^	\.text$' > "$TMP/ref"
if cmp -s "$TMP/ours" "$TMP/ref"; then ok "listing of a small file equals llvm-mc -show-encoding"
else notok "listing of a small file equals llvm-mc -show-encoding" "$(diff "$TMP/ref" "$TMP/ours" | head -c 400)"; fi

# In the fixtures llvm-mc leaves branch fields as fixups ([A,A,...]); every other line must match.
for f in "${FIX[@]}"; do
  "$PWS" asm --listing "$f" | grep 'encoding:' > "$TMP/ours"
  "${MC[@]}" -show-encoding "$f" | grep 'encoding:' > "$TMP/ref"
  d=$(paste -d '\n' "$TMP/ref" "$TMP/ours" | awk 'NR % 2 { r = $0; next } r !~ /A,A/ && r != $0 { print "llvm-mc: " r " / pws: " $0; exit }')
  if [ "$(wc -l < "$TMP/ours")" -eq "$(wc -l < "$TMP/ref")" ] && [ -z "$d" ]; then
    ok "listing of $(basename "$f") equals llvm-mc"
  else notok "listing of $(basename "$f") equals llvm-mc" "${d:-line counts differ}"; fi
done

# ---- -o and --hex: the code image is llvm-mc's .text --------------------------------------------
cat > "$TMP/labels.s" <<'EOF'
// hand-written, with labels both ways and alignment padding
top:
	s_nop 0
	s_cbranch_execz done
	.p2align 4
loop:	s_add_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 10
	s_cbranch_scc1 loop
	s_branch top
done:
	s_endpgm
EOF
for f in "${FIX[@]}" "$TMP/labels.s"; do
  b=$(basename "$f" .s)
  "$PWS" asm "$f" -o "$TMP/$b.bin" --hex "$TMP/$b.hex" 2> "$TMP/err"
  "${MC[@]}" -filetype=obj "$f" -o "$TMP/$b.o" && llvm-objcopy -O binary --only-section=.text "$TMP/$b.o" "$TMP/$b.ref"
  if cmp -s "$TMP/$b.bin" "$TMP/$b.ref"; then ok "-o image of $b equals llvm-mc's .text"
  else notok "-o image of $b equals llvm-mc's .text" "$(cat "$TMP/err"; cmp "$TMP/$b.bin" "$TMP/$b.ref" 2>&1)"; fi
  # od prints little-endian dwords on this (x86) host: the $readmemh words
  if [ "$(od -An -v -tx4 -w4 "$TMP/$b.ref" | tr -d ' ')" == "$(cat "$TMP/$b.hex")" ] &&
     ! grep -qvE '^[0-9a-f]{8}$' "$TMP/$b.hex"; then ok "--hex of $b: one 8-digit word per line, same words"
  else notok "--hex of $b: one 8-digit word per line, same words" "$(head -3 "$TMP/$b.hex")"; fi
done

# ---- disasm -> asm round trips -------------------------------------------------------------------
for f in "${FIX[@]}" "$TMP/labels.s"; do
  b=$(basename "$f" .s)
  for opt in "" "--addresses"; do
    for img in "$TMP/$b.bin" "$TMP/$b.hex"; do
      what="round trip of $b ($(basename "$img") ${opt:-plain})"
      if "$PWS" disasm $opt "$img" > "$TMP/dis.s" 2> "$TMP/err" &&
         "$PWS" asm "$TMP/dis.s" -o "$TMP/rt.bin" 2>> "$TMP/err" && cmp -s "$TMP/rt.bin" "$TMP/$b.bin"; then ok "$what"
      else notok "$what" "$(head -c 300 "$TMP/err")"; fi
    done
  done
done
"$PWS" disasm "$TMP/labels.bin" > "$TMP/dis.s"
check_eq "disasm labels branch targets by byte address" \
  "label_0000: label_0010: label_0020:" "$(grep -o '^label_[0-9a-f]*:' "$TMP/dis.s" | tr '\n' ' ' | sed 's/ $//')"
grep -q 's_cbranch_scc1 label_0010' "$TMP/dis.s" && ok "disasm names the branch target" \
  || notok "disasm names the branch target" "$(cat "$TMP/dis.s")"

# ---- the hand-written example of docs/asm.md ------------------------------------------------------
"$PWS" asm tests/fixtures/asm_vadd_hand.s > "$TMP/out" 2>&1
# by hand: 2 buffers -> kernarg 16 bytes; highest registers v7 and s[4:7] -> 8 and 8
check_eq "hand-written example: default ABI summary" \
  "vadd: 84 bytes, entry 0x0, 2 args, kernarg 16 bytes, lds 0 bytes, 8 vgprs, 8 sgprs" "$(cat "$TMP/out")"
grep -v '\.pws_arg' tests/fixtures/asm_vadd_hand.s > "$TMP/vadd_mc.s"
"$PWS" asm tests/fixtures/asm_vadd_hand.s -o "$TMP/vadd.bin"
"${MC[@]}" -filetype=obj "$TMP/vadd_mc.s" -o "$TMP/vadd.o" && llvm-objcopy -O binary --only-section=.text "$TMP/vadd.o" "$TMP/vadd.ref"
if cmp -s "$TMP/vadd.bin" "$TMP/vadd.ref"; then ok "hand-written example: image equals llvm-mc's (without .pws_arg)"
else notok "hand-written example: image equals llvm-mc's (without .pws_arg)" "$(cmp "$TMP/vadd.bin" "$TMP/vadd.ref" 2>&1)"; fi

# ---- kernel selection ----------------------------------------------------------------------------
"$PWS" asm tests/fixtures/asm_two.s --kernel hid > "$TMP/out" 2>&1
grep -q '^hid: .* entry 0x100,' "$TMP/out" && ok "--kernel hid: entry after .p2align 8 is 0x100" \
  || notok "--kernel hid: entry after .p2align 8 is 0x100" "$(cat "$TMP/out")"
check_err "--kernel with an unknown name" 3 "asm_two.s: error: no .amdhsa_kernel 'nope' in this file" \
  "$PWS" asm tests/fixtures/asm_two.s --kernel nope

# ---- assembler errors: exit 3, one line file:line ------------------------------------------------
err_case() {  # NAME LINE REGEX SOURCE...
  local name=$1 line=$2 re=$3; shift 3
  printf '%s\n' "$@" > "$TMP/e.s"
  check_err "asm error: $name" 3 "^$TMP/e.s:$line: error: $re" "$PWS" asm "$TMP/e.s"
}
err_case "unknown directive" 2 "unsupported directive '.byte'" "s_nop 0" ".byte 1"
err_case "unknown mnemonic" 2 ".*v_bogus" "s_nop 0" "v_bogus v0, v1"
err_case "undefined label" 1 "undefined label 'nowhere'" "s_branch nowhere"
err_case "duplicate label" 3 "duplicate label 'a' \\(first defined at line 1\\)" "a:" "s_nop 0" "a: s_endpgm"
err_case "unterminated .amdhsa_kernel" 2 "unterminated .amdhsa_kernel block" "k: s_endpgm" ".amdhsa_kernel k"
err_case "unterminated .amdgpu_metadata" 2 "unterminated .amdgpu_metadata block" "k: s_endpgm" ".amdgpu_metadata"
err_case "unknown descriptor field" 3 "unsupported kernel descriptor field '.amdhsa_wavefront_size32'" \
  "k: s_endpgm" ".amdhsa_kernel k" " .amdhsa_wavefront_size32 1"
err_case "metadata kernarg size mismatch" 8 "metadata: .kernarg_segment_size 16 does not match" \
  "k: s_endpgm" ".amdhsa_kernel k" " .amdhsa_next_free_vgpr 1" " .amdhsa_next_free_sgpr 1" \
  ".end_amdhsa_kernel" ".amdgpu_metadata" "amdhsa.kernels:" "  - .name: k" \
  "    .kernarg_segment_size: 16" ".end_amdgpu_metadata"
err_case "bad YAML" 3 "metadata: unsupported YAML construct" "s_endpgm" ".amdgpu_metadata" \
  "amdhsa.kernels: [ ]" ".end_amdgpu_metadata"
printf '.text\n' > "$TMP/e.s"
check_err "asm error: no code" 3 "^$TMP/e.s: error: no instructions in .text" "$PWS" asm "$TMP/e.s"
check_err "asm error: missing file" 3 "^$TMP/none.s: error: cannot open" "$PWS" asm "$TMP/none.s"

# ---- disassembler errors -------------------------------------------------------------------------
printf '\x00\x00\x80\xbf\xff\xff\xff\xff' > "$TMP/bad.bin"
check_err "disasm illegal instruction" 3 "^$TMP/bad.bin: error: illegal instruction 0xffffffff at 0x0004$" \
  "$PWS" disasm "$TMP/bad.bin"
printf '\x00\x00\x80' > "$TMP/odd.bin"
check_err "disasm size not a multiple of 4" 3 "^$TMP/odd.bin: error: size 3 bytes is not a multiple of 4" \
  "$PWS" disasm "$TMP/odd.bin"
printf 'bf800000\nxyz\n' > "$TMP/bad.hex"
check_err "disasm bad hex word" 3 "^$TMP/bad.hex:2: error: bad hex word 'xyz'" "$PWS" disasm "$TMP/bad.hex"
# a NUL byte would end the text there (the rest ignored): refused with its offset
printf 'bf800000\n\0bf810000\n' > "$TMP/nul.hex"
check_err "disasm refuses a NUL byte in a .hex" 3 "^$TMP/nul.hex: error: not a text file \(a NUL byte at offset 9\)" \
  "$PWS" disasm "$TMP/nul.hex"
printf '@10\nbf800000\n' > "$TMP/addr.hex"
check_err "disasm refuses @addr" 3 "^$TMP/addr.hex:1: error: address lines" "$PWS" disasm "$TMP/addr.hex"
: > "$TMP/empty.bin"; : > "$TMP/empty.hex"
check_err "disasm refuses an empty .bin, as asm an empty kernel" 3 "^$TMP/empty.bin: error: empty: no instruction words$" \
  "$PWS" disasm "$TMP/empty.bin"
check_err "disasm refuses an empty .hex" 3 "^$TMP/empty.hex: error: empty: no instruction words$" \
  "$PWS" disasm "$TMP/empty.hex"
# a file that never ends is read only so far (256 MiB), then refused
check_err "asm /dev/zero: bounded read" 3 "^/dev/zero: error: larger than 256 MiB, the most pws reads into memory$" \
  timeout 60 "$PWS" asm /dev/zero -o "$TMP/zero.bin"
check_err "disasm missing file" 3 "^$TMP/none.bin: error: cannot open" "$PWS" disasm "$TMP/none.bin"
