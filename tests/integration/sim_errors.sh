#!/usr/bin/env bash
# Run-time errors of kernels in the golden model that sim_cli.sh does not cover: each must stop
# the run with exit 3 and one stderr line naming file:line, the wave, the PC and the disassembly.
. "$(dirname "$0")/lib/common.bash"
cd "$TMP" || exit 3

# A dword load from an address 2 bytes into a buffer: misaligned (docs/exec.md, FLAT).
cat > mis.s <<'K'
    .pws_arg buf, buffer
k:  s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v2, s5
    v_mov_b32_e32 v1, s4
    v_add_u32_e32 v1, vcc, 2, v1
    flat_load_dword v3, v[1:2]
    s_endpgm
K
check_err "misaligned flat load" 3 \
  'mis\.s:7: wave 0 pc 0x0018 `flat_load_dword v3, v\[1:2\]`: error: .*align' \
  "$PWS" sim mis.s --grid 1 --wg 1 --arg zeros:16

# An LDS read in a kernel whose group segment is empty: out of bounds (docs/exec.md, DS).
cat > lds.s <<'K'
k:  v_mov_b32_e32 v1, 0
    ds_read_b32 v2, v1
    s_endpgm
K
check_err "LDS read out of bounds" 3 \
  'lds\.s:2: wave 0 pc 0x0004 `ds_read_b32 v2, v1`: error: ' \
  "$PWS" sim lds.s --grid 1 --wg 1

# A barrier that can never complete: after a real split (pws, S = 1) the lanes 0-1 stay and jump
# straight to the s_merge, lanes 2-3 (the new SWF) wait at s_barrier for every live context of the
# workgroup, including the parent, which waits at s_merge for them.
cat > bar.s <<'K'
k:  v_cmp_gt_u32_e32 vcc, 2, v0
    s_split vcc_lo, vcc_hi
    s_and_saveexec_b64 s[2:3], vcc
    s_cbranch_execz .Lchild
    s_branch .Ljoin
.Lchild:
    s_barrier
.Ljoin:
    s_or_b64 exec, exec, s[2:3]
    s_merge
    s_endpgm
K
check_err "barrier/merge deadlock" 3 'bar\.s:[0-9]+: wave [0-9]+ pc 0x00[0-9a-f]+ `s_(merge|barrier)`: error: deadlock' \
  "$PWS" sim bar.s --grid 4 --wg 4 --wave 4 --split pws --spsimds 1
# Without splitting the same kernel is fine: the barrier is executed by the one wavefront.
check_exit "the barrier kernel without splitting" 0 "$PWS" sim bar.s --grid 4 --wg 4 --wave 4

# A runaway loop under --split pws stops at the instruction limit, naming wave and pc.
cat > spin.s <<'K'
k:  s_split 1, 0
.Ll:
    s_branch .Ll
K
check_err "runaway kernel with splits" 3 'spin\.s:3: wave [0-9]+ pc 0x0004 `s_branch -1`: error: instruction limit 100 reached' \
  "$PWS" sim spin.s --grid 4 --wg 4 --wave 4 --split pws --spsimds 1 --max-insts 100

# A kernel that runs off the end of its code: no source line at that pc, the file still named
printf 'k:  s_nop 0\n' > off.s
check_err "running off the code names the kernel file" 3 '^off\.s: wave 0 pc 0x0004: error: pc is outside the code image$' \
  "$PWS" sim off.s --grid 4 --wg 4 --wave 4

# SIGINT and SIGTERM stop pws sim as they stop pws cosim: one line, exit 3, the trace closed
# with an end record that says so (docs/trace-format.md: kernel_end signal)
printf '.text\nk:\n.Lspin:\n  s_add_u32 s0, s0, 1\n  s_branch .Lspin\n' > spin.s
for sig in INT TERM; do
  timeout --preserve-status -s $sig 1 "$PWS" sim spin.s --grid 4 --wg 4 --max-insts 100000000000 \
    --trace "spin_$sig.gz" > out 2> err; rc=$?
  n=$(grep -c '' err); num=$(kill -l $sig)
  check_eq "pws sim on SIG$sig: exit 3, one line naming the signal" "3 1 1" \
    "$rc $n $(grep -cE "^spin.s: error: interrupted by signal $num after [0-9]+ instructions$" err)"
  check_eq "... its trace ends with a signal end record" 1 \
    "$("$PWS" trace "spin_$sig.gz" 2> /dev/null | tail -1 | grep -c ' kernel_end signal$')"
done
