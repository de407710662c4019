#!/usr/bin/env bash
# tests/integration/fuzz_golden.sh -- `pws randkernel` end to end (docs/randkernel.md): usage and
# errors, the files it writes, determinism, llvm-mc as an independent oracle for what it emits,
# then split-invariance fuzzing of the golden model for 15 seeds (scripts/fuzz_golden.sh: every
# kernel under --split none/dws/pws, S in {0,1,3}, wave 64 and 16, byte-identical outputs).
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# ---- usage ---------------------------------------------------------------------------------------
check_exit "randkernel --help exits 0" 0 "$PWS" randkernel --help
grep -q '^usage: pws randkernel' "$TMP/out" && ok "randkernel --help prints usage on stdout" \
  || notok "randkernel --help prints usage on stdout" "$(head -c 200 "$TMP/out")"
check_err "no --seed" 2 'pws randkernel: error: --seed is required' \
  "$PWS" randkernel -o "$TMP/k.s"
check_err "no -o" 2 'pws randkernel: error: -o FILE.s is required' "$PWS" randkernel --seed 1
check_err "bad seed" 2 "bad --seed '12x'" "$PWS" randkernel --seed 12x -o "$TMP/k.s"
check_err "negative seed" 2 "bad --seed '-1'" "$PWS" randkernel --seed -1 -o "$TMP/k.s"
check_err "insts 0" 2 "error: --insts '0' is not in 1..5000" "$PWS" randkernel --seed 1 --insts 0 -o "$TMP/k.s"
check_err "insts too many" 2 "error: --insts '5001' is not in 1..5000" \
  "$PWS" randkernel --seed 1 --insts 5001 -o "$TMP/k.s"
check_err "depth too deep" 2 "error: --depth '7' is not in 0..6" "$PWS" randkernel --seed 1 --depth 7 -o "$TMP/k.s"
check_err "bad splits" 2 "error: --splits 'both' is not none, pws or dws" \
  "$PWS" randkernel --seed 1 --splits both -o "$TMP/k.s"
check_err "bad wave" 2 "error: --wave '12' is not a power of two in 4..64" \
  "$PWS" randkernel --seed 1 --wave 12 -o "$TMP/k.s"
check_err "wave too large" 2 "error: --wave '128' is not a power of two in 4..64" \
  "$PWS" randkernel --seed 1 --wave 128 -o "$TMP/k.s"
check_err "missing value" 2 "error: --depth needs a value" "$PWS" randkernel --seed 1 -o "$TMP/k.s" --depth
check_err "unknown option" 2 "unknown option '--bogus'" "$PWS" randkernel --seed 1 --bogus -o "$TMP/k.s"
check_err "unwritable output" 3 "$TMP/no/such/dir/k.s: error: cannot write" \
  "$PWS" randkernel --seed 1 -o "$TMP/no/such/dir/k.s"

# ---- files ---------------------------------------------------------------------------------------
check_exit "randkernel writes a kernel" 0 "$PWS" randkernel --seed 5 --loops --lds --splits pws \
  --wave 16 -o "$TMP/a.s"
check_eq "stdout is the pws sim command" "pws sim $TMP/a.s $(cat "$TMP/a.args")" "$(cat "$TMP/out")"
check_eq "input buffer is 4 KiB" 4096 "$(wc -c < "$TMP/a.in")"
# seed 5: the geometry stream gives wg and grid; whatever they are, the output buffer is
# grid * 192 bytes and --wave is passed on
args=$(cat "$TMP/a.args")
grid=$(echo "$args" | sed -E 's/.*--grid ([0-9]+).*/\1/')
check_eq "args sidecar" "--grid $grid --wg $(echo "$args" | sed -E 's/.*--wg ([0-9]+).*/\1/') --arg zeros:$((grid * 192)) --arg @$TMP/a.in --wave 16" "$args"
"$PWS" randkernel --seed 5 --loops --lds --splits pws --wave 16 -o "$TMP/b.s" > /dev/null
cmp -s "$TMP/a.s" "$TMP/b.s" && cmp -s "$TMP/a.in" "$TMP/b.in" \
  && ok "same seed, same kernel and input" || notok "same seed, same kernel and input" "files differ"
"$PWS" randkernel --seed 6 --loops --lds --splits pws -o "$TMP/c.s" > /dev/null
cmp -s "$TMP/a.s" "$TMP/c.s" && notok "different seeds differ" "seeds 5 and 6 gave one kernel" \
  || ok "different seeds differ"
"$PWS" randkernel --seed 5 -o "$TMP/nos" > /dev/null
[ -f "$TMP/nos" ] && [ -f "$TMP/nos.in" ] && [ -f "$TMP/nos.args" ] \
  && ok "-o without .s: sidecars named after the whole name" \
  || notok "-o without .s: sidecars named after the whole name" "$(ls "$TMP")"
check_exit "the kernel runs as printed" 0 "$PWS" sim "$TMP/a.s" $args --split pws

# ---- llvm-mc: the kernels are valid AMDGPU assembly and we encode them as llvm-mc does ------------
# (s_split, s_merge and .pws_arg are PWS-only and removed; branch offsets are relocations in
# llvm-mc's listing and are masked on both sides)
if command -v llvm-mc > /dev/null; then
  for seed in 11 12 13 14 15 16; do
    marks=$([ $((seed % 2)) -eq 0 ] && echo pws || echo dws)
    "$PWS" randkernel --seed $seed --insts 150 --loops --lds --splits $marks -o "$TMP/m.s" > /dev/null
    grep -v 's_split\|s_merge\|\.pws_arg' "$TMP/m.s" > "$TMP/mc.s"
    if ! llvm-mc -triple amdgcn-amd-amdhsa -mcpu=fiji -show-encoding "$TMP/mc.s" > "$TMP/mc.lst" 2> "$TMP/mc.err"; then
      notok "seed $seed ($marks) is valid llvm-mc input" "$(head -c 300 "$TMP/mc.err")"; continue
    fi
    grep -o 'encoding: \[.*\]' "$TMP/mc.lst" | sed 's/\[A,A,\(.*\)\]/[BR,\1]/' > "$TMP/e1"
    "$PWS" asm "$TMP/mc.s" --listing | grep -o 'encoding: \[.*\]' \
      | sed 's/\[0x..,0x..,\(0x8[2-9],0xbf\)\]/[BR,\1]/' > "$TMP/e2"
    if cmp -s "$TMP/e1" "$TMP/e2"; then ok "seed $seed ($marks) encodes as llvm-mc does ($(wc -l < "$TMP/e1") instructions)"
    else notok "seed $seed ($marks) encodes as llvm-mc does" "$(diff "$TMP/e1" "$TMP/e2" | head -3 | tr '\n' ' ')"; fi
  done
fi

# ---- split-invariance fuzzing --------------------------------------------------------------------
PWS=$PWS scripts/fuzz_golden.sh 15 1 | grep -E '^(ok|not ok) '   # 16..30: tests/long/fuzz_golden_more.sh
