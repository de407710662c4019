#!/usr/bin/env bash
# tests/integration/sim_cli.sh -- `pws sim` end to end (docs/golden.md "pws sim").
#
# Small hand-written kernels run through the real binary; their output buffers are checked with
# od against values worked out by hand in the comments (never against an earlier run). Then the
# split modes (byte-identical outputs, summary counts), the trace file, and every usage error
# (exit 2) and input/run-time error (exit 3, one stderr line naming file:line, wave and pc).
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# le32 V...: raw little-endian 32-bit words
le32() {
  local v
  for v in "$@"; do
    v=$(( v & 0xffffffff ))
    printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $((v & 255)) $((v >> 8 & 255)) \
      $((v >> 16 & 255)) $((v >> 24 & 255)))"
  done
}

# ---- usage ---------------------------------------------------------------------------------------
check_exit "sim --help exits 0" 0 "$PWS" sim --help
grep -q '^usage: pws sim' "$TMP/out" && ok "sim --help prints usage on stdout" \
  || notok "sim --help prints usage on stdout" "$(head -c 200 "$TMP/out")"

# ---- integer arguments: out[i] = in[i] * a + b ---------------------------------------------------
cat > "$TMP/axpb.s" <<'EOF'
.text
.pws_arg out, buffer
.pws_arg in, buffer
.pws_arg a, i32
.pws_arg b, i32
  s_load_dwordx4 s[4:7], s[0:1], 0x0      // out, in
  s_load_dwordx2 s[8:9], s[0:1], 0x10     // a, b
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s10, s2, 2                   // workgroup id * 4 (--wg 4)
  v_add_u32_e32 v1, vcc, s10, v0          // global id
  v_lshlrev_b32_e32 v1, 2, v1
  v_mov_b32_e32 v3, s7
  v_add_u32_e32 v2, vcc, s6, v1
  v_addc_u32_e32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0)
  v_mul_lo_i32 v4, v4, s8
  v_add_u32_e32 v4, vcc, s9, v4
  v_mov_b32_e32 v3, s5
  v_add_u32_e32 v2, vcc, s4, v1
  v_addc_u32_e32 v3, vcc, 0, v3, vcc
  flat_store_dword v[2:3], v4
  s_endpgm
EOF
le32 1 2 3 4 5 6 7 100 > "$TMP/in.bin"
check_exit "axpb runs" 0 "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 --arg zeros:32 --arg @"$TMP/in.bin" \
  --arg -3 --arg 0x7 --out 0="$TMP/o.bin"
# in * -3 + 7: 1 -> 4, 2 -> 1, 3 -> -2, 4 -> -5, 5 -> -8, 6 -> -11, 7 -> -14, 100 -> -293
check_eq "axpb output" "4 1 -2 -5 -8 -11 -14 -293" "$(od -An -v -td4 "$TMP/o.bin" | xargs)"
# 2 workgroups of 4 work-items, one wavefront each; 18 instructions per wavefront
check_eq "axpb summary: workgroups" "workgroups: 2" "$(grep '^workgroups:' "$TMP/out")"
check_eq "axpb summary: wavefronts" "wavefronts: 2" "$(grep '^wavefronts:' "$TMP/out")"
check_eq "axpb summary: instructions" "instructions: 36" "$(grep '^instructions:' "$TMP/out")"
check_eq "axpb summary: splits" "splits: 0 real, 0 null, 0 dws" "$(grep '^splits:' "$TMP/out")"
check_eq "axpb summary: merges" "merges: 0 real, 0 null" "$(grep '^merges:' "$TMP/out")"
check_exit "input buffer unchanged" 0 cmp "$TMP/in.bin" <(le32 1 2 3 4 5 6 7 100)
# --out of the input buffer writes its bytes back unchanged; --stats adds lines
check_exit "axpb --out 1 and --stats" 0 "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 --arg zeros:32 \
  --arg @"$TMP/in.bin" --arg 2 --arg 0 --out 1="$TMP/in2.bin" --out 0="$TMP/o2.bin" --stats
grep -q '^by class: ' "$TMP/out" && ok "--stats prints instructions by class" \
  || notok "--stats prints instructions by class" "$(cat "$TMP/out")"
check_exit "--out of the input buffer" 0 cmp "$TMP/in.bin" "$TMP/in2.bin"
check_eq "axpb a=2 b=0" "2 4 6 8 10 12 14 200" "$(od -An -v -td4 "$TMP/o2.bin" | xargs)"
# a partial last workgroup: grid 6 with --wg 4 runs 4 + 2 work-items; out[6], out[7] stay 0
check_exit "axpb partial workgroup" 0 "$PWS" sim "$TMP/axpb.s" --grid 6 --wg 4 --arg zeros:32 \
  --arg @"$TMP/in.bin" --arg 1 --arg 1 --out 0="$TMP/o3.bin"
check_eq "axpb partial output" "2 3 4 5 6 7 0 0" "$(od -An -v -td4 "$TMP/o3.bin" | xargs)"

# ---- float argument: out[i] = in[i] * f ------------------------------------------------------------
cat > "$TMP/scale.s" <<'EOF'
.text
.pws_arg out, buffer
.pws_arg in, buffer
.pws_arg f, f32
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dword s8, s[0:1], 0x10
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32_e32 v1, 2, v0
  v_mov_b32_e32 v3, s7
  v_add_u32_e32 v2, vcc, s6, v1
  v_addc_u32_e32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0)
  v_mul_f32_e32 v4, s8, v4
  v_mov_b32_e32 v3, s5
  v_add_u32_e32 v2, vcc, s4, v1
  v_addc_u32_e32 v3, vcc, 0, v3, vcc
  flat_store_dword v[2:3], v4
  s_endpgm
EOF
# 1.0 2.0 -3.0 0.5 (binary32) times 1.5: 1.5 = 0x3fc00000, 3.0 = 0x40400000, -4.5 = 0xc0900000,
# 0.75 = 0x3f400000
le32 0x3f800000 0x40000000 0xc0400000 0x3f000000 > "$TMP/f.bin"
check_exit "scale runs" 0 "$PWS" sim "$TMP/scale.s" --grid 4 --wg 4 --arg zeros:16 \
  --arg @"$TMP/f.bin" --arg 1.5 --out 0="$TMP/fo.bin"
check_eq "scale output" "3fc00000 40400000 c0900000 3f400000" "$(od -An -v -tx4 "$TMP/fo.bin" | xargs)"
check_exit "scale with an exponent literal" 0 "$PWS" sim "$TMP/scale.s" --grid 4 --wg 4 \
  --arg zeros:16 --arg @"$TMP/f.bin" --arg -2e0 --out 0="$TMP/fo.bin"
# times -2: -2.0 = 0xc0000000, -4.0 = 0xc0800000, 6.0 = 0x40c00000, -1.0 = 0xbf800000
check_eq "scale by -2e0" "c0000000 c0800000 40c00000 bf800000" "$(od -An -v -tx4 "$TMP/fo.bin" | xargs)"

# ---- 64-bit arguments: the kernarg bytes as stored -------------------------------------------------
cat > "$TMP/k64.s" <<'EOF'
.text
.pws_arg out, buffer
.pws_arg d, f64
.pws_arg u, u64
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx4 s[8:11], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32_e32 v2, s4
  v_mov_b32_e32 v3, s5
  v_mov_b32_e32 v4, s8
  v_mov_b32_e32 v5, s9
  v_mov_b32_e32 v6, s10
  v_mov_b32_e32 v7, s11
  flat_store_dwordx4 v[2:3], v[4:7]
  s_endpgm
EOF
check_exit "f64/u64 arguments" 0 "$PWS" sim "$TMP/k64.s" --grid 1 --wg 1 --arg zeros:16 --arg 1.5 \
  --arg 0x123456789abcdef0 --out 0="$TMP/o64.bin"
# 1.5 as binary64 = 0x3ff8000000000000
check_eq "f64/u64 values" "3ff8000000000000 123456789abcdef0" "$(od -An -v -tx8 "$TMP/o64.bin" | xargs)"
check_exit "u64 -1" 0 "$PWS" sim "$TMP/k64.s" --grid 1 --wg 1 --arg zeros:16 --arg -0.0 --arg -1 \
  --out 0="$TMP/o64.bin"
check_eq "-0.0 and -1" "8000000000000000 ffffffffffffffff" "$(od -An -v -tx8 "$TMP/o64.bin" | xargs)"

# ---- splitting: identical outputs, counted splits -----------------------------------------------
cat > "$TMP/split.s" <<'EOF'
.text
.pws_arg out, buffer
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s7, s2, 6
  v_add_u32_e32 v5, vcc, s7, v0
  v_and_b32_e32 v1, 1, v5
  v_cmp_eq_u32_e32 vcc, 1, v1
  s_split vcc_lo, vcc_hi
  s_and_saveexec_b64 s[8:9], vcc
  s_xor_b64 s[8:9], exec, s[8:9]
  s_cbranch_execz .Lelse
  v_mul_u32_u24_e32 v2, 3, v5
.Lelse:
  s_or_saveexec_b64 s[8:9], s[8:9]
  s_xor_b64 exec, exec, s[8:9]
  s_cbranch_execz .Lend
  v_add_u32_e32 v2, vcc, 100, v5
.Lend:
  s_or_b64 exec, exec, s[8:9]
  s_merge
  v_lshlrev_b32_e32 v3, 2, v5
  v_mov_b32_e32 v4, s5
  v_add_u32_e32 v3, vcc, s4, v3
  v_addc_u32_e32 v4, vcc, 0, v4, vcc
  flat_store_dword v[3:4], v2
  s_endpgm
EOF
# out[i] = odd i ? 3 * i : i + 100: 100 3 102 9 104 15 106 21 ...; out[99] = 297
check_exit "split kernel, --split none" 0 "$PWS" sim "$TMP/split.s" --grid 100 --wg 64 --arg zeros:400 \
  --out 0="$TMP/s_none.bin" --split none
check_eq "split kernel output (first 8)" "100 3 102 9 104 15 106 21" \
  "$(od -An -v -td4 -N32 "$TMP/s_none.bin" | xargs)"
check_eq "split kernel output (last)" "297" "$(od -An -v -td4 -j396 "$TMP/s_none.bin" | xargs)"
check_eq "none: two null splits (one per wavefront)" "splits: 0 real, 2 null, 0 dws" \
  "$(grep '^splits:' "$TMP/out")"
for mode in dws pws; do
  for s in 0 1 3 7; do
    "$PWS" sim "$TMP/split.s" --grid 100 --wg 64 --arg zeros:400 --out 0="$TMP/s.bin" \
      --split $mode --spsimds $s > "$TMP/out" 2> "$TMP/err"
    if [ $? -eq 0 ] && cmp -s "$TMP/s.bin" "$TMP/s_none.bin"; then
      ok "--split $mode --spsimds $s: same bytes as none"
    else
      notok "--split $mode --spsimds $s: same bytes as none" "$(head -c 300 "$TMP/err")"
    fi
  done
done
"$PWS" sim "$TMP/split.s" --grid 100 --wg 64 --arg zeros:400 --split pws --spsimds 1 > "$TMP/out" 2>&1
check_eq "pws S=1: one real split and merge per wavefront" \
  "splits: 2 real, 0 null, 0 dws|merges: 2 real, 0 null" \
  "$(grep -E '^(splits|merges):' "$TMP/out" | paste -sd'|')"
check_exit "--wave 16" 0 "$PWS" sim "$TMP/split.s" --grid 100 --wg 64 --arg zeros:400 \
  --out 0="$TMP/s16.bin" --split pws --spsimds 2 --wave 16
check_eq "--wave 16: 4 + 3 wavefronts" "wavefronts: 7" "$(grep '^wavefronts:' "$TMP/out")"
check_exit "--wave 16 output identical" 0 cmp "$TMP/s16.bin" "$TMP/s_none.bin"

# ---- trace (the format: docs/trace-format.md; more in trace_cli.sh) ---------------------------------
check_exit "trace run" 0 "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 --arg zeros:32 --arg @"$TMP/in.bin" \
  --arg 1 --arg 0 --trace "$TMP/t.gz"
check_exit "trace is valid gzip" 0 gzip -t "$TMP/t.gz"
"$PWS" trace "$TMP/t.gz" > "$TMP/t.txt"
check_eq "trace: one retire record per instruction" "36" "$(grep -c '^[0-9]* retire ' "$TMP/t.txt")"
# cycle 1 = the first retire; wavefront 0 at CU 0, SIMD 0, unit 0, context 0; EXEC = the 4
# work-items, split mask = all 64 lanes of the wavefront
check_eq "trace: first retire" "1 retire wave 0 @0.0.0.0 swf 0 pc 0x0000 exec 000000000000000f spm ffffffffffffffff | s_load_dwordx4 s[4:7], s[0:1], 0x0 |" \
  "$(grep -m1 ' retire ' "$TMP/t.txt" | cut -d'|' -f1-2)|"
grep ' retire ' "$TMP/t.txt" | tail -n 1 | grep -q 's_endpgm | end$' && ok "trace: last retire is s_endpgm" \
  || notok "trace: last retire is s_endpgm" "$(grep ' retire ' "$TMP/t.txt" | tail -n 1)"
check_eq "trace: ends with kernel_end ok at cycle 36" "36 kernel_end ok" "$(tail -n 1 "$TMP/t.txt")"
# the trace is closed properly on a run-time error too: 50 instructions, then the limit
printf '.text\n.Lx:\n  s_nop 0\n  s_branch .Lx\n' > "$TMP/loop.s"
check_err "watchdog" 3 '^.*loop\.s:3: wave 0 pc 0x0000 `s_nop 0`: error: instruction limit 50 reached$' \
  "$PWS" sim "$TMP/loop.s" --grid 1 --wg 1 --max-insts 50 --trace "$TMP/t2.gz"
check_exit "trace after an error is valid gzip" 0 gzip -t "$TMP/t2.gz"
check_eq "trace after an error has every retired instruction" "50" \
  "$("$PWS" trace "$TMP/t2.gz" | grep -c ' retire ')"
check_eq "trace after an error ends with kernel_end limit" "50 kernel_end limit" \
  "$("$PWS" trace "$TMP/t2.gz" | tail -n 1)"
check_err "unwritable trace" 3 "cannot create trace file" "$PWS" sim "$TMP/loop.s" --grid 1 --wg 1 \
  --max-insts 5 --trace "$TMP/no/such/dir/t.gz"

# ---- run-time errors (exit 3, one line naming file:line, wave and pc) ----------------------------
printf '.text\n  s_merge\n  s_endpgm\n' > "$TMP/m.s"
check_err "s_merge without s_split" 3 'm\.s:2: wave 0 pc 0x0000 `s_merge`: error: s_merge without a matching s_split' \
  "$PWS" sim "$TMP/m.s" --grid 4 --wg 4 --split pws
cat > "$TMP/dl.s" <<'EOF'
.text
  s_mov_b32 s4, 3
  s_split s4, 0
  s_mov_b64 exec, 3
  s_cbranch_execz .Lchild
  s_merge
  s_endpgm
.Lchild:
  s_barrier
  s_merge
  s_endpgm
EOF
check_err "deadlock" 3 'dl\.s:6: wave 0 pc 0x0010 `s_merge`: error: deadlock' \
  "$PWS" sim "$TMP/dl.s" --grid 4 --wg 4 --wave 4 --split pws --spsimds 1
check_exit "the same kernel without splitting" 0 "$PWS" sim "$TMP/dl.s" --grid 4 --wg 4 --wave 4
printf '.text\n  v_mov_b32_e32 v1, 0\n  v_mov_b32_e32 v2, 0\n  flat_store_dword v[1:2], v1\n  s_endpgm\n' \
  > "$TMP/null.s"
check_err "store to address 0" 3 'null\.s:4: wave 0 pc 0x0008 `flat_store_dword v\[1:2\], v1`: error: ' \
  "$PWS" sim "$TMP/null.s" --grid 1 --wg 1

# ---- input errors (exit 3) --------------------------------------------------------------------------
check_err "missing kernel file" 3 "error" "$PWS" sim "$TMP/nope.s" --grid 1 --wg 1
printf '.text\n  v_bogus v0\n' > "$TMP/bad.s"
check_err "kernel that does not assemble" 3 "bad\.s:2: error: " "$PWS" sim "$TMP/bad.s" --grid 1 --wg 1
check_err "@FILE missing" 3 "nope\.bin: error: cannot open" "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 \
  --arg zeros:32 --arg @"$TMP/nope.bin" --arg 1 --arg 1
: > "$TMP/empty.bin"
check_err "@FILE empty" 3 "empty file" "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 \
  --arg zeros:32 --arg @"$TMP/empty.bin" --arg 1 --arg 1
check_err "unwritable --out" 3 "cannot create" "$PWS" sim "$TMP/axpb.s" --grid 8 --wg 4 --arg zeros:32 \
  --arg @"$TMP/in.bin" --arg 1 --arg 1 --out 0="$TMP/no/such/dir/o.bin"

# ---- usage errors (exit 2) ----------------------------------------------------------------------------
A=("$TMP/axpb.s" --grid 8 --wg 4)
ARGS=(--arg zeros:32 --arg @"$TMP/in.bin" --arg 1 --arg 1)
check_err "no kernel" 2 "pws sim: error: no kernel file" "$PWS" sim --grid 1 --wg 1
check_err "no --grid" 2 "error: --grid is required" "$PWS" sim "$TMP/axpb.s" --wg 4 "${ARGS[@]}"
check_err "no --wg" 2 "error: --wg is required" "$PWS" sim "$TMP/axpb.s" --grid 4 "${ARGS[@]}"
check_err "--grid 0" 2 "bad --grid '0'" "$PWS" sim "$TMP/axpb.s" --grid 0 --wg 4 "${ARGS[@]}"
check_err "--grid with 4 components" 2 "bad --grid" "$PWS" sim "$TMP/axpb.s" --grid 1,2,3,4 --wg 4 "${ARGS[@]}"
check_err "--grid not a number" 2 "bad --grid 'x'" "$PWS" sim "$TMP/axpb.s" --grid x --wg 4 "${ARGS[@]}"
check_err "--wg of 2048 work-items" 2 "workgroup of more than 1024 work-items" \
  "$PWS" sim "$TMP/axpb.s" --grid 4096 --wg 64,32 "${ARGS[@]}"
check_err "--split bogus" 2 "bad --split 'maybe'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --split maybe
check_err "--spsimds 64" 2 "bad --spsimds '64'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --spsimds 64
check_err "--wave 3" 2 "bad --wave '3'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --wave 3
check_err "--max-insts 0" 2 "bad --max-insts '0'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --max-insts 0
check_err "unknown option" 2 "unknown option '--bogus'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --bogus
check_err "option without value" 2 "error: --out needs a value" "$PWS" sim "${A[@]}" "${ARGS[@]}" --out
check_err "too few --arg: names the kernel and its file" 2 "kernel 'kernel' in .*\\.s takes 4 arguments, 3 --arg given" \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg 1
check_err "too many --arg" 2 "takes 4 arguments, 5 --arg given" "$PWS" sim "${A[@]}" "${ARGS[@]}" --arg 1
check_err "malformed integer" 2 "argument 2 \(a, 4 bytes\): bad value '12x'" \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg 12x --arg 1
check_err "integer out of range" 2 "bad value '4294967296'" \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg 4294967296 --arg 1
check_err "negative out of range" 2 "bad value '-2147483649'" \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg -2147483649 --arg 1
check_exit "0xffffffff and -2147483648 fit an i32" 0 \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg 0xffffffff --arg -2147483648
check_err "malformed float" 2 "argument 2 \(f, float, 4 bytes\): bad value '1.5.2'" \
  "$PWS" sim "$TMP/scale.s" --grid 4 --wg 4 --arg zeros:16 --arg zeros:16 --arg 1.5.2
check_err "buffer given a number" 2 "argument 0 \(out\) is a buffer" \
  "$PWS" sim "${A[@]}" --arg 5 --arg zeros:32 --arg 1 --arg 1
check_err "value given a file" 2 "argument 2 \(a\) is a 4-byte value, not a buffer" \
  "$PWS" sim "${A[@]}" --arg zeros:32 --arg zeros:32 --arg @"$TMP/in.bin" --arg 1
check_err "zeros:0" 2 "bad size in 'zeros:0'" "$PWS" sim "${A[@]}" --arg zeros:0 --arg zeros:32 --arg 1 --arg 1
check_err "zeros:x" 2 "bad size in 'zeros:x'" "$PWS" sim "${A[@]}" --arg zeros:x --arg zeros:32 --arg 1 --arg 1
check_err "--out of a value argument" 2 "error: --out 2: argument 2 is not a buffer argument" \
  "$PWS" sim "${A[@]}" "${ARGS[@]}" --out 2="$TMP/x.bin"
check_err "--out of a missing argument" 2 "error: --out 9: argument 9 is not a buffer argument" \
  "$PWS" sim "${A[@]}" "${ARGS[@]}" --out 9="$TMP/x.bin"
check_err "--out without =" 2 "bad --out '0'" "$PWS" sim "${A[@]}" "${ARGS[@]}" --out 0

# S follows the split mode unless given (0 under none, as pws gen); given under none it is refused
"$PWS" sim "$TOP/tests/cosim/salu_ops.s" --grid 4 --wg 4 > "$TMP/sn.out" 2>&1
check_eq "pws sim without --split: split none, spsimds 0" 1 \
  "$(grep -c '^kernel: salu_ops (wave 64, split none, spsimds 0)$' "$TMP/sn.out")"
check_err "pws sim --split none --spsimds 3 refused as pws gen refuses it" 2 \
  "^pws sim: error: --spsimds 3 needs --split dws or pws" \
  "$PWS" sim "$TOP/tests/cosim/salu_ops.s" --grid 4 --wg 4 --split none --spsimds 3
