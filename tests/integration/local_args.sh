#!/usr/bin/env bash
# tests/integration/local_args.sh -- __local kernel arguments (docs/golden.md "__local
# arguments"): `--arg local:BYTES` in pws sim, pws wcet and their errors. The placement, by hand:
# with no static LDS, a (6 bytes) at 0, b (8 bytes) at the next dword, 8; the workgroup's LDS is
# 16 bytes, so a DS access at 16 is out of bounds; a of 4 bytes and b of 65533 end at 65537
# (65540 in dwords), more than a workgroup's 65536. The libclc-compiled testbench local_args (16
# bytes of static LDS before its two regions) runs on pws sim in testbenches.sh and in lockstep
# in cosim_pipe.sh.
. "$(dirname "$0")/lib/common.bash"
cd "$TMP" || exit 3

# the kernel stores the two offsets its kernarg slots hold, then writes through b at b + 4 and
# reads back (in bounds), and with --arg 3 1 at b + 8 (= 16: out of bounds)
cat > loc.s <<'K'
    .pws_arg out, buffer
    .pws_arg a, local
    .pws_arg b, local
    .pws_arg far, u32
k:  s_load_dwordx4 s[4:7], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v1, s4
    v_mov_b32_e32 v2, s5
    v_mov_b32_e32 v3, s6
    v_mov_b32_e32 v4, s7
    flat_store_dwordx2 v[1:2], v[3:4]
    s_load_dword s8, s[0:1], 0x10
    s_waitcnt lgkmcnt(0)
    s_lshl_b32 s8, s8, 2
    s_add_u32 s8, s8, s7
    v_mov_b32_e32 v5, s8
    v_mov_b32_e32 v6, 0x1234
    ds_write_b32 v5, v6 offset:4
    s_waitcnt lgkmcnt(0)
    s_endpgm
K
run_sim() { "$PWS" sim loc.s --grid 1 --wg 1 --arg zeros:8 "$@" --out 0=out.bin; }
check_exit "pws sim with local:6 and local:8" 0 run_sim --arg local:6 --arg local:8 --arg 0
check_eq "the kernarg slots hold the regions' LDS offsets 0 and 8" "00000000 00000008" \
  "$(od -An -tx4 -v out.bin 2> /dev/null | xargs)"
check_exit "a region with a larger first one" 0 run_sim --arg local:13 --arg local:8 --arg 0
check_eq "b follows 13 bytes of a at 16" "00000000 00000010" \
  "$(od -An -tx4 -v out.bin 2> /dev/null | xargs)"
check_err "an LDS access past both regions" 3 \
  'loc\.s:18: wave 0 pc 0x[0-9a-f]+ `ds_write_b32 v5, v6 offset:4`: error: .*LDS' \
  run_sim --arg local:6 --arg local:8 --arg 1

# the argument's form
check_err "a __local argument given a value" 2 \
  'argument 1 \(a\) is a __local pointer: want local:BYTES, not .7.' run_sim --arg 7 --arg local:8 --arg 0
check_err "a __local argument given a buffer" 2 \
  'argument 2 \(b\) is a __local pointer: want local:BYTES, not .zeros:8.' \
  run_sim --arg local:8 --arg zeros:8 --arg 0
check_err "a __local region of 0 bytes" 2 \
  "argument 1 \\(a\\): bad size in 'local:0': want local:BYTES with 0 < BYTES <= 65536" \
  run_sim --arg local:0 --arg local:8 --arg 0
check_err "a __local region larger than the LDS" 2 \
  "argument 2 \\(b\\): bad size in 'local:65537'" run_sim --arg local:4 --arg local:65537 --arg 0
check_err "two regions larger than the LDS together" 3 \
  'kernel argument 2 \(b\): 65533 bytes of __local memory make the workgroup.s LDS 65540 bytes \(0 of them static\), more than the 65536' \
  run_sim --arg local:4 --arg local:65533 --arg 0
check_err "local: for an argument that is not __local" 2 \
  "argument 3 \\(far\\) is not a __local pointer: 'local:4'" run_sim --arg local:4 --arg local:4 --arg local:4

# pws wcet: the regions' sizes change the LDS the SPI zeroes for each workgroup
"$PWS" gen --simds 1 --contexts 2 --wave 16 --lanes 16 -o gen > /dev/null 2>&1
W=("$PWS" wcet loc.s --timing gen/pws_timing.json --split none --grid 16 --wg 16)
check_err "pws wcet without the arguments" 2 \
  "kernel 'k' has __local arguments, whose sizes change its LDS: give its 4 arguments as to pws sim \\(0 --arg given\\)" \
  "${W[@]}"
check_err "pws wcet with a value for a __local argument" 2 \
  "argument 1 \\(a\\) is a __local pointer: want local:BYTES" "${W[@]}" --arg x --arg 1 --arg local:4 --arg 0
bound() { "${W[@]}" "$@" 2> /dev/null | sed -n 's/^bound (none): \([0-9]*\) cycles$/\1/p'; }
b16=$(bound --arg zeros:8 --arg local:6 --arg local:8 --arg 0)
b4k=$(bound --arg zeros:8 --arg local:6 --arg local:4096 --arg 0)
if [ -n "$b16" ] && [ -n "$b4k" ] && [ "$b4k" -gt "$b16" ]; then
  ok "pws wcet: a larger __local region, a larger bound ($b16 -> $b4k cycles)"
else
  notok "pws wcet: a larger __local region, a larger bound" "got '$b16' and '$b4k'"
fi
