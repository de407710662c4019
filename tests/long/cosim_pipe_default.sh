#!/usr/bin/env bash
# tests/long/cosim_pipe_default.sh -- (make test-long) the pipelined CU on the default shape
# (pws gen's defaults with --split none --spsimds 0: 1 CU, 4 SIMDs x 10 contexts, wave
# 64 on 16 lanes): every testbench kernel in lockstep, then its CPU reference on the outputs the
# RTL wrote; 2 CUs x 1 SIMD x 8 contexts, wave 16 on 4 lanes (P = 4: K = 2 passes, the VALU
# busy for several visits): testbenches across CUs, atomics of both CUs on one memory, the
# cadence at 4 passes; and the SystemC top on that model (vadd), which must take exactly the
# cycles of the plain top. The small pipelined configurations are
# tests/integration/cosim_pipe.sh; here also PWS with S = 3 on 2 SIMDs (four units per SIMD):
# the split testbench kernels, and the fetch ports on 4 SIMDs under PWS S = 3. About 6 minutes
# on 2 cores: a build of a minute or two for each of the default model, the SystemC one and the
# two PWS ones.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/cosim_tb.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

DEFAULT=(--split none --spsimds 0)
for t in vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold; do
  tb pipe-default $t "${DEFAULT[@]}"
done

PWS3=(--simds 2 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds 3)
for t in fig2 fig5 loop lds_reduce bfs_step stencil2d; do tb pipe-pws3 $t "${PWS3[@]}"; done

# A fetch port per SpSIMD unit (docs/microarchitecture.md "Fetch"): on 4 SIMDs (a visit every
# N = 4 cycles) one wavefront splits twice into 4 SWFs (0x1111, 0x4444, 0x2222, 0x8888), one on
# each unit, and each runs n independent v_mov_b32: 4 cycles each (P = 4, a VALU op a visit),
# all four side by side (solo turns, one class). Each unit's port fetches two instructions a
# visit for its one context, so 32 more per SWF take 128 cycles (one fetch a visit for the
# SIMD, two instructions for all four: 256), and the static bound grows by the same 128.
# Retired: 3 + 2 x 2 (each of the two SWFs splits again) + 4n + 2 + 1 (the merges of the two
# levels, once a pair) + s_endpgm = 4n + 11.
FP=(--simds 4 --contexts 1 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds 3)
four_swfs() {   # n FILE
  { printf '    .text\nk:\n    s_mov_b32 s4, 0x5555\n    s_mov_b32 s5, 0\n    s_split s4, s5\n'
    printf '    s_mov_b32 s4, 0x3333\n    s_split s4, s5\n'
    for _ in $(seq $1); do echo "    v_mov_b32 v1, v0"; done
    printf '    s_merge\n    s_merge\n    s_endpgm\n'; } > "$2"
}
growth "pws S = 3 on 4 SIMDs: VALU instructions on each of four SWFs (a fetch port per unit)" \
  128 128 FP four_swfs 4 11 --grid 16 --wg 16

TWO=(--cus 2 --simds 1 --contexts 8 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 3)
mkdir -p "$TMP/vadd"; mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/vadd")
"$PWS" cosim build/tb/vadd.s "${TWO[@]}" "${VADD[@]}" --systemc > "$TMP/sc.out" 2> "$TMP/err"; rc=$?
if [ $rc -eq 0 ] && grep -qE '^lockstep: [0-9]+ instructions, 0 mismatches$' "$TMP/sc.out"; then
  ok "pipe vadd, SystemC top: $(grep '^lockstep:' "$TMP/sc.out")"
else notok "pipe vadd, SystemC top" "exit $rc: $(head -c 400 "$TMP/sc.out" "$TMP/err")"; fi
check_exit "tbref check of the output the SystemC top wrote" 0 build/bin/tbref check vadd --dir "$TMP/vadd"
"$PWS" cosim build/tb/vadd.s "${TWO[@]}" "${VADD[@]}" > "$TMP/plain.out" 2> "$TMP/err"
check_eq "pipe vadd: same cycles in both tops" "$(grep '^cycles:' "$TMP/plain.out")" "$(grep '^cycles:' "$TMP/sc.out")"

# 2 CUs, 4 passes (moved from tests/integration/cosim_pipe.sh for make test's budget)
K=tests/cosim
for t in vadd saxpy stencil2d lds_reduce histogram; do tb pipe-twocu $t "${TWO[@]}"; done
run_cfg "valu_ops, 4 passes" "$(grep -cE '^    [a-z_0-9]+( |$)' $K/valu_ops.s)" TWO $K/valu_ops.s \
  --grid 16 --wg 16
run_cfg "atomics on 2 CUs" 328 TWO $K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096
# the cadence at P = 4 (N = 1): B = P = 4 binds (the hazard's 3 is shorter); a 64-bit result
# B = 2P + 1 = 9 (the hazard's P + 4 = 8 is shorter)
cad "TWO (4 passes), VALU" 128 TWO 16 'v_xor_b32 v1, v0, v0'
cad "TWO (4 passes), 64-bit results" 288 TWO 16 'v_lshlrev_b64 v[2:3], 1, v[0:1]'

# DWS's reserve contexts on one VRF read port (docs/microarchitecture.md "Narrow
# configurations"): a reserve context's VALU reads and rows at its WF context's rows
DWSV=(--simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds 3
      --vrf-reads 1)
for t in dws_marked fig2; do tb pipe-dws-v1 $t "${DWSV[@]}"; done
