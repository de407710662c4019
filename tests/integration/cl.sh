#!/usr/bin/env bash
# tests/integration/cl.sh -- `pws cl` (docs/cl.md): OpenCL C through clang and Debian's libclc
# into the assembly pws asm reads. The kernels are written here; what is checked was worked out
# from the OpenCL source and the flags: libclc linked (get_global_id reads the dispatch packet),
# -D reaching the preprocessor, the instructions of an integer testbench kernel equal to those of
# the testbench build (which make test runs in lockstep and checks against its C reference),
# and each error as one line with a non-zero exit and no stale output.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

cat > "$TMP/vadd.cl" << 'CL'
__kernel void vadd(__global const int *a, __global const int *b, __global int *c, int n)
{
    int i = get_global_id(0);
    if (i < n)
        c[i] = a[i] + b[i];
}
CL
cat > "$TMP/block.cl" << 'CL'
#ifndef BLOCK_SIZE
#error BLOCK_SIZE is not defined
#endif
__kernel void fill(__global int *c) { c[get_local_id(0)] = BLOCK_SIZE * 3; }
__kernel void twice(__global int *c) { c[0] = 2 * c[0]; }
CL

check_eq "pws cl vadd.cl: one line naming the kernel" \
  "cl: $TMP/vadd.cl -> $TMP/vadd.s: kernels vadd" \
  "$("$PWS" cl "$TMP/vadd.cl" -o "$TMP/vadd.s" 2>&1)"
# get_global_id is libclc's: it reads the workgroup size from the HSA dispatch packet, which is
# what makes clang ask for the dispatch pointer; without libclc it would not compile at all
check_eq "libclc linked: the kernel asks for the dispatch pointer" "1" \
  "$(grep -cE '^\s*\.amdhsa_user_sgpr_dispatch_ptr 1$' "$TMP/vadd.s")"
check_eq "no log left after a clean compile" "no" "$([ -e "$TMP/vadd.s.log" ] && echo yes || echo no)"

# -D NAME=VALUE (separate or joined) reaches clang; 16 * 3 = 48 is folded into the store
(cd "$TMP" && "$PWS" cl block.cl -D BLOCK_SIZE=16 > d1.out 2>&1); rc=$?
check_eq "-D BLOCK_SIZE=16: exit 0, both kernels named, the default output block.s" \
  "0 cl: block.cl -> block.s: kernels fill, twice" "$rc $(cat "$TMP/d1.out")"
check_eq "... the constant 48 = 16 x 3 in the kernel" "1" \
  "$(grep -cE 'v_mov_b32_e32 v[0-9]+, 48$' "$TMP/block.s")"
"$PWS" cl "$TMP/block.cl" -DBLOCK_SIZE=4 -o "$TMP/b4.s" > /dev/null 2>&1
check_eq "-DBLOCK_SIZE=4 joined: 12" "1" "$(grep -cE 'v_mov_b32_e32 v[0-9]+, 12$' "$TMP/b4.s")"

# an integer testbench kernel: the same instructions as the testbench build (clang without
# libclc, the testbenches' flags), so pws cl's flags change nothing a kernel does not call
for k in bfs_step histogram; do
  "$PWS" cl "testbenches/cl/$k.cl" -o "$TMP/$k.s" > /dev/null 2>&1
  "$PWS" asm "$TMP/$k.s" --listing > "$TMP/$k.a" 2>&1
  "$PWS" asm "build/tb/$k.s" --listing > "$TMP/$k.b" 2>&1
  if [ -s "$TMP/$k.a" ] && cmp -s "$TMP/$k.a" "$TMP/$k.b"; then
    ok "testbenches/cl/$k.cl: the instructions of the testbench build ($(wc -l < "$TMP/$k.a") lines)"
  else notok "$k.cl through pws cl" "$(diff "$TMP/$k.a" "$TMP/$k.b" | head -c 300)"; fi
done

# errors: one line each, exit 3 (input or tool) or 2 (usage), no stale .s
check_err "a compile error: clang's line, with file:line:col" 3 \
  "^$TMP/block.cl:2:2: error: BLOCK_SIZE is not defined \(clang; all of its output: $TMP/nob.s.log\)$" \
  "$PWS" cl "$TMP/block.cl" -o "$TMP/nob.s"
check_eq "... no assembly written, clang's output kept" "no yes" \
  "$([ -e "$TMP/nob.s" ] && echo yes || echo no) $([ -s "$TMP/nob.s.log" ] && echo yes || echo no)"
check_err "a missing kernel file" 3 "^$TMP/none.cl: error: cannot open: No such file or directory$" \
  "$PWS" cl "$TMP/none.cl"
check_err "--libclc that is not there" 3 "^/nonexistent/x.bc: error: --libclc: cannot open" \
  "$PWS" cl "$TMP/vadd.cl" -o "$TMP/x.s" --libclc /nonexistent/x.bc
mkdir -p "$TMP/noclang"; ln -sf "$(command -v dirname)" "$TMP/noclang/dirname"
check_err "clang not installed: which package" 3 \
  "pws cl: error: clang is not installed \(Debian package clang; scripts/deps.sh build installs it\)" \
  env PATH="$TMP/noclang" "$PWS" cl "$TMP/vadd.cl" -o "$TMP/x.s"
check_err "-D without a value" 2 "pws cl: error: -D needs a value" "$PWS" cl "$TMP/vadd.cl" -D
check_err "an option that is clang's" 2 "unknown option '-O3' \(clang's own options go after --\)" \
  "$PWS" cl "$TMP/vadd.cl" -O3
check_err "two kernel files" 2 "one kernel file at a time" "$PWS" cl "$TMP/vadd.cl" "$TMP/block.cl"
cp "$TMP/vadd.cl" "$TMP/keep.cl"
check_err "-o naming the kernel file: refused, the source kept" 2 "pws cl: error: -o $TMP/keep.cl is the kernel file itself" \
  "$PWS" cl "$TMP/keep.cl" -o "$TMP/keep.cl"
check_eq "... the source unchanged" "same" "$(cmp -s "$TMP/vadd.cl" "$TMP/keep.cl" && echo same)"
# clang's options after --, after ours: -DBLOCK_SIZE there works too
check_eq "-- CLANG-ARG...: passed last" "0" \
  "$("$PWS" cl "$TMP/block.cl" -o "$TMP/b5.s" -- -DBLOCK_SIZE=5 > /dev/null 2>&1; echo $?)"
check_eq "... 15" "1" "$(grep -cE 'v_mov_b32_e32 v[0-9]+, 15$' "$TMP/b5.s")"

# get_global_id with size_t arithmetic, unmodified: libclc's 64-bit id (v_mad_u64_u32) and the
# 64-bit bound check (v_cmp_*_u64) run on the golden model; c[i] = a[i] + b[i] = i + 1000 i for
# i < n = 200, the other 56 dwords untouched (0)
cat > "$TMP/gid.cl" <<'CL'
__kernel void vadd_gid(__global const int *a, __global const int *b, __global int *c, int n) {
  size_t i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}
CL
le32() { printf "\\x$(printf %02x $(($1 & 255)))\\x$(printf %02x $(($1 >> 8 & 255)))\\x$(printf %02x $(($1 >> 16 & 255)))\\x$(printf %02x $(($1 >> 24 & 255)))"; }
for i in $(seq 0 255); do le32 "$i"; done > "$TMP/ga.bin"
for i in $(seq 0 255); do le32 $((1000 * i)); done > "$TMP/gb.bin"
"$PWS" cl "$TMP/gid.cl" -o "$TMP/gid.s" > /dev/null 2>&1
check_eq "get_global_id's size_t code has v_mad_u64_u32 and a 64-bit compare" "1 1" \
  "$(grep -c 'v_mad_u64_u32' "$TMP/gid.s") $(grep -cE 'v_cmp_[a-z]+_u64' "$TMP/gid.s")"
"$PWS" sim "$TMP/gid.s" --grid 256 --wg 64 --arg "@$TMP/ga.bin" --arg "@$TMP/gb.bin" --arg zeros:1024 \
  --arg 200 --out "2=$TMP/gc.bin" > "$TMP/gid.out" 2>&1
check_eq "... and runs: c = a + b below n, 0 above" \
  "$(for i in $(seq 0 255); do [ "$i" -lt 200 ] && echo $((1001 * i)) || echo 0; done | tr '\n' ' ')" \
  "$(od -An -tu4 -v "$TMP/gc.bin" 2> /dev/null | tr -s ' \n' '  ' | sed 's/^ //')"
