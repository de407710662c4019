#!/usr/bin/env bash
# tests/long/cosim.sh -- (make test-long) `pws cosim` (docs/cosim.md) on the pipelined CU (the
# default CU, docs/microarchitecture.md): the harness's own behaviours around a lockstep run. On
# 1 CU of 1 SIMD (2 contexts, wave 16, 16 lanes): the second run does not rebuild, refusals and
# errors, --fst (a traced model of 2 lanes), the watchdog, SIGTERM and SIGINT; on the small
# configuration (2 SIMDs x 4 contexts, wave 16) the deadlock detector (fault injection: a dropped
# memory response); 37 scalar loads of one context and the vector queue full, each on a model of
# its own. About 2 minutes with the models to build (five, 15 to 35 s each on 2 cores), 10 s
# once they exist. Not here, being tests/integration/cosim_pipe.sh's (make test): the
# hand-written kernels of tests/cosim with their instruction counts by hand (its model ONE, this
# CFG), every testbench kernel in lockstep and tbref check and atomics on 2 SIMDs (its SMALL).
# 2 CUs and the default shape are tests/long/cosim_pipe_default.sh; the mutation check is
# tests/integration/cosim_mutants_pipe*.sh, the event trace tests/long/cosim_trace.sh.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

CFG=(--simds 1 --contexts 2 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)
K=tests/cosim

# run NAME EXPECTED_RETIRED ARGS... : lockstep must pass with exactly that many instructions
run() {
  local name=$1 want=$2; shift 2
  "$PWS" cosim "$@" "${CFG[@]}" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local line; line=$(grep '^lockstep:' "$TMP/out")
  if [ $rc -ne 0 ]; then notok "cosim $name" "exit $rc: $(head -c 400 "$TMP/out" "$TMP/err")"
  else check_eq "cosim $name: lockstep" "lockstep: $want instructions, 0 mismatches" "$line"; fi
  echo "# $name: $(grep -E '^(cycles|IPC)' "$TMP/out" | tr '\n' ' ')"
}

# The hand-written kernels with their instruction counts by hand (salu_ops, salu_loop, smem_args,
# smem_nowait, salu_loop 2 waves x 2 workgroups, valu_ops, salu_more) on this configuration are
# tests/integration/cosim_pipe.sh's model ONE (the same flags): not repeated here. The first run
# below builds the model (or finds it up to date), the second must not rebuild.
t0=$(date +%s)
check_err "watchdog" 3 'watchdog: 40 cycles' \
  "$PWS" cosim $K/salu_loop.s "${CFG[@]}" --grid 16 --wg 16 --max-cycles 40
t1=$(date +%s); echo "# first run incl. model build: $((t1 - t0)) s ($(grep -oE 'built model.*|model .* up to date' "$TMP/out"))"
check_err "watchdog, second run" 3 'watchdog: 40 cycles' \
  "$PWS" cosim $K/salu_loop.s "${CFG[@]}" --grid 16 --wg 16 --max-cycles 40
grep -q 'up to date' "$TMP/out" && ok "second run with the same configuration does not rebuild" \
  || notok "second run with the same configuration does not rebuild" "$(head -1 "$TMP/out")"
# smem_many: 37 scalar loads of one context, none waited for, then s_endpgm, which must wait for
# all 37: 38 instructions, on a 2-lane model of its own (--mem-latency 600: every answer comes
# long after the loads issue; --smem-queue 64: no dword waits for a queue entry). The SMEM unit
# holds Qi = 2 instructions (docs/microarchitecture.md "The scalar units"), so the loads wait at
# the issue for its room, and lgkmcnt's clog2(2 Qi + Qs + Ql + 2) + 1 bits cannot wrap
# ("Scoreboard and wait counters"; the multi-cycle CU's 5-bit counter once did)
"$PWS" cosim $K/smem_many.s --simds 1 --contexts 1 --wave 4 --lanes 2 --spsimds 0 --split none \
  --mem-latency 600 --smem-queue 64 --grid 4 --wg 4 --arg 7 > "$TMP/out" 2>&1
check_eq "cosim smem_many: 37 scalar loads of one context, s_endpgm waits for all" \
  "0 lockstep: 38 instructions, 0 mismatches" "$? $(grep '^lockstep:' "$TMP/out")"
# all wavefronts of a workgroup must be resident on one CU together (barriers): 4 > 2 contexts
check_err "workgroup larger than a CU refused" 3 'a workgroup of 4 wavefronts does not fit one CU \(1 SIMDs x 2 contexts\)' \
  "$PWS" cosim $K/valu_ops.s "${CFG[@]}" --grid 64 --wg 64

# ---- testbench kernels (docs/testbenches.md): every one in lockstep and tbref check on the small
# configuration (2 SIMDs x 4 contexts), and atomics on 2 SIMDs, are tests/integration/cosim_pipe.sh's
# model SMALL (the same flags as SMALL here): not repeated. SMALL is the deadlock detector's below.
SMALL=(--simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)
# the vector queue full (--vmem-queue 2, latency 60, 4 lanes: 4 passes): each access waits for a
# return-queue entry an older access's answer frees; every load's issue-to-retire and every gap
# within the timing model (the lockstep's timing check, one wavefront)
for i in $(seq 0 255); do printf "\\x$(printf %02x $(( (13 * i + 5) % 256 )))"; done > "$TMP/buf256.bin"
"$PWS" cosim $K/vmem_queue.s --simds 1 --contexts 2 --wave 16 --lanes 4 --spsimds 0 --split none \
  --mem-latency 60 --vmem-queue 2 --grid 16 --wg 16 --arg "@$TMP/buf256.bin" > "$TMP/out" 2>&1
check_eq "cosim vmem_queue: FLAT loads through a full vector queue, within the timing model" \
  "0 lockstep: 13 instructions, 0 mismatches" "$? $(grep '^lockstep:' "$TMP/out")"

# ---- refusals and errors: one line, exit status per docs/cli.md ----
printf '    .text\nk:\n    s_getreg_b32 s0, hwreg(HW_REG_HW_ID)\n    s_endpgm\n' > "$TMP/getreg.s"
check_err "s_getreg_b32 of HW_ID refused" 3 's_getreg_b32 of hardware register 4 not implemented in the RTL \(only HW_REG_MODE\)' \
  "$PWS" cosim "$TMP/getreg.s" "${CFG[@]}" --grid 16 --wg 16
printf '    .text\nk:\n    ds_write_b32 v0, v1 gds\n    s_endpgm\n' > "$TMP/gds.s"
check_err "GDS refused" 3 'ds_write_b32 with gds: GDS is not in the RTL' \
  "$PWS" cosim "$TMP/gds.s" "${CFG[@]}" --grid 16 --wg 16
printf '    .text\nk:\n    v_mov_b32 v70, 0\n    s_endpgm\n' > "$TMP/v70.s"
check_err "VGPR beyond --vgprs refused" 3 'the kernel uses 71 VGPRs; --vgprs is 64' \
  "$PWS" cosim "$TMP/v70.s" "${CFG[@]}" --grid 16 --wg 16
printf '    .text\nk:\n    v_add_u32 v1, vcc, v0, v0\n    v_mul_f32 v2, v1, v1\n    s_endpgm\n' > "$TMP/fp.s"
check_err "FP32 op refused under --fp32 none, naming its pc" 3 \
  '^cosim: error: pc 0x0004: v_mul_f32 not implemented in the RTL: no FP32 units \(--fp32 none\)$' \
  "$PWS" cosim "$TMP/fp.s" "${CFG[@]}" --fp32 none --grid 16 --wg 16
check_err "more SpSIMD units than the harness drives refused (splits: cosim_split.sh)" 3 '^cosim: error: --spsimds 8: the harness drives at most 7 SpSIMD units per SIMD$' \
  "$PWS" cosim $K/salu_loop.s --simds 1 --contexts 2 --wave 16 --lanes 16 --split pws --spsimds 8 --grid 16 --wg 16
check_err "no kernel file" 2 'no kernel file' "$PWS" cosim "${CFG[@]}"
check_err "bad configuration" 2 'lanes' "$PWS" cosim $K/salu_loop.s --simds 1 --lanes 12 --grid 16 --wg 16
check_exit "--help exits 0" 0 "$PWS" cosim --help

# The mutation check (defects sed-injected into copies of the design) is
# tests/integration/cosim_mutants_pipe*.sh.

# ---- --fst waveforms, the watchdog, signals (docs/cosim.md "Waveforms and exit paths") ----
# The tracing model is a separate cached variant (one more build, -O0), of a configuration of
# its own with 2 lanes (FCFG: the traced build grows with the lanes, 40 s against 115 s for 16
# on a busy 2-core machine; nothing checked here depends on the lanes).
FCFG=(--simds 1 --contexts 2 --wave 16 --lanes 2 --spsimds 0 --split none --mem-latency 5)
# FST header (gtkwave fstapi.c, fstWriterEmitHdrBytes): byte 0 block type 0 (FST_BL_HDR), bytes
# 1-8 the section length 329 (0x149) big-endian, 9-16 start time, 17-24 end time. The shim dumps
# at both edges of every clock from the first reset clock on, times 0, 1, 2, ...: a run of
# 2 reset clocks + NCODE code-loading clocks + CYCLES run clocks ends at 2 * (2 + NCODE + CYCLES) - 1.
fst_end() {   # FILE -> the end time, or "bad header"
  local h; h=$(od -An -tx1 -N25 "$1" 2> /dev/null | tr -d ' \n')
  if [ "${h:0:18}" != 000000000000000149 ]; then echo "bad header ${h:0:18}"; return; fi
  echo $((16#${h:34:16}))
}
fst_readable() {   # NAME FILE: fst2vcd reads it (if installed)
  if command -v fst2vcd > /dev/null; then
    if fst2vcd "$2" 2> /dev/null | grep -q 'commit_pc_o'; then ok "$1: fst2vcd reads it"
    else notok "$1: fst2vcd reads it" "no commit_pc_o in the VCD"; fi
  else echo "# fst2vcd not installed (gtkwave): header checked only"; fi
}
# (a) a passing kernel: s_mov_b32 s0, 1 (inline constant, 1 dword) + s_endpgm = NCODE 2
printf '    .text\nk:\n    s_mov_b32 s0, 1\n    s_endpgm\n' > "$TMP/two.s"
rm -f "$TMP/a.fst"
"$PWS" cosim "$TMP/two.s" "${FCFG[@]}" --grid 16 --wg 16 --fst "$TMP/a.fst" > "$TMP/out" 2> "$TMP/err"; rc=$?
echo "# traced model: $(grep -oE 'built model.*|model .* up to date' "$TMP/out")"
cyc=$(sed -n 's/^cycles: //p' "$TMP/out")
if [ $rc -ne 0 ] || [ -z "$cyc" ]; then notok "--fst on a passing kernel" "exit $rc: $(head -c 300 "$TMP/out" "$TMP/err")"
else
  check_eq "--fst on a passing kernel: lockstep" "lockstep: 2 instructions, 0 mismatches" "$(grep '^lockstep:' "$TMP/out")"
  check_eq "--fst on a passing kernel: FST header, end time 2 * (2 + 2 + $cyc) - 1" \
    $((2 * (2 + 2 + cyc) - 1)) "$(fst_end "$TMP/a.fst")"
  grep -q fstWriter "$TMP/a.fst" && grep -q pws_gpu "$TMP/a.fst" && ok "--fst file names the writer and the pws_gpu scope" \
    || notok "--fst file names the writer and the pws_gpu scope" "strings missing"
  fst_readable "--fst on a passing kernel" "$TMP/a.fst"
fi
check_err "--fst to an unwritable path" 3 "^cosim: error: --fst '/nonexistent-dir/x.fst': No such file or directory$" \
  "$PWS" cosim "$TMP/two.s" "${FCFG[@]}" --grid 16 --wg 16 --fst /nonexistent-dir/x.fst
# (b) the watchdog on a kernel that loops forever: s_mov_b32 (pc 0), s_branch to itself (pc 4)
printf '    .text\nk:\n    s_mov_b32 s0, 1\nloop:\n    s_branch loop\n    s_endpgm\n' > "$TMP/loop.s"
check_err "watchdog: exit 3, one line with the limit, context, wave and pc" 3 \
  '^cosim: error: watchdog: 2000 cycles \(--max-cycles\) reached: ctx0:busy wave 0 last pc 0x0004; ctx1:free' \
  "$PWS" cosim "$TMP/loop.s" "${CFG[@]}" --grid 16 --wg 16 --max-cycles 2000
# (d) the FST is complete after the watchdog exit: NCODE 3, 2000 cycles -> 2 * 2005 - 1
rm -f "$TMP/w.fst"
check_err "watchdog with --fst: exit 3" 3 'watchdog: 2000 cycles' \
  "$PWS" cosim "$TMP/loop.s" "${FCFG[@]}" --grid 16 --wg 16 --max-cycles 2000 --fst "$TMP/w.fst"
check_eq "FST after the watchdog exit: header, end time 2 * (2 + 3 + 2000) - 1" 4009 "$(fst_end "$TMP/w.fst")"
fst_readable "FST after the watchdog exit" "$TMP/w.fst"
# SIGTERM and SIGINT: pws execs the model, whose handler stops the run at the next clock
for sig in TERM INT; do
  rm -f "$TMP/s.fst"
  "$PWS" cosim "$TMP/loop.s" "${FCFG[@]}" --grid 16 --wg 16 --max-cycles 1000000000 --fst "$TMP/s.fst" \
    > "$TMP/out" 2> "$TMP/err" & pid=$!
  for _ in $(seq 50); do [ -e "$TMP/s.fst" ] && break; sleep 0.1; done
  sleep 1; kill -$sig $pid; wait $pid; rc=$?
  num=$(kill -l $sig)
  c=$(sed -n "s/^cosim: error: interrupted by signal $num at cycle \([0-9]*\): ctx0:busy wave 0 last pc 0x0004;.*/\1/p" "$TMP/err")
  if [ $rc -ne 3 ] || [ -z "$c" ] || [ "$(grep -c . "$TMP/err")" -ne 1 ]; then
    notok "SIG$sig: exit 3, one line" "exit $rc: $(head -c 300 "$TMP/err")"
  else
    ok "SIG$sig: exit 3, one line naming the signal, cycle and context"
    check_eq "SIG$sig: FST closed, end time 2 * (2 + 3 + $c) - 1" $((2 * (5 + c) - 1)) "$(fst_end "$TMP/s.fst")"
  fi
done
# (c) the deadlock detector, by fault injection (docs/cosim.md): --drop-mem-response N makes the
# harness swallow the Nth memory response of the run. On the pipelined CU a later answer to the
# same unit would take the dropped one's place (a late write's data differs: exit 1), so the
# dropped one is the run's last: nothing comes after it, and the wavefront waiting for it (its
# s_waitcnt or s_endpgm) waits forever while the others finish; then nothing retires and the run
# must end in the deadlock report (exit 3, one line with every context's state), not hang. vadd
# (--grid 256 --wg 64, n = 200, docs/testbenches.md) on SMALL: 16 waves of 16, each with 7
# scalar-load dwords (s_load_dwordx4, x2, dword), and 2 loads + 1 store (each answered) for each
# of the 200 active lanes: 16 x 7 + 200 x 3 = 712 responses. Window by hand (docs/cosim.md
# "Watchdog and deadlock": C 4, S 2, W 16, L 5, P 1, G 102 SGPRs, V 64 VGPRs):
# longest = 4 x 16 x (5 + 3 + 2) + 64 + 10 x 1 = 714; init = 2 x 4 x (102 + 11 + 64 x 16) = 9096;
# window = 2 x (4 x 714 + 9096) = 23904 cycles.
mkdir -p "$TMP/tb/vadd1"; mapfile -t VADD1 < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/tb/vadd1")
check_err "deadlock detector: a dropped memory response ends in the report" 3 \
  '^cosim: error: deadlock: no commit for 23904 cycles at cycle [0-9]+ \(running 0x[0-9a-f]+\): cu0\.simd0\.ctx0:(busy|free) wave [0-9]+ last pc 0x[0-9a-f]{4};.*busy' \
  "$PWS" cosim build/tb/vadd.s "${SMALL[@]}" "${VADD1[@]}" --drop-mem-response 712
# and 712 is the count: there is no 713th response to drop, so that run passes
"$PWS" cosim build/tb/vadd.s "${SMALL[@]}" "${VADD1[@]}" --drop-mem-response 713 > "$TMP/out" 2>&1
check_eq "--drop-mem-response 713: vadd has 712 responses, none dropped, the run passes" 0 $?
check_err "--drop-mem-response 0 is a usage error" 2 'bad --drop-mem-response' \
  "$PWS" cosim build/tb/vadd.s "${SMALL[@]}" "${VADD1[@]}" --drop-mem-response 0
