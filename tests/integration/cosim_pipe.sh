#!/usr/bin/env bash
# tests/integration/cosim_pipe.sh -- the CU (docs/microarchitecture.md)
# in lockstep with the golden model: every retired instruction's writes compared, and its
# issue-to-retire time checked against the generated timing model. Three models:
#   ONE  1 SIMD x 2 contexts, wave 16 on 16 lanes (P = 1, N = 1: the every-other-cycle rules):
#        the hand-written kernels of tests/cosim with their instruction counts by hand;
#   SMALL 2 SIMDs x 4 contexts, wave 16 on 16 lanes: every testbench kernel, then its CPU
#        reference on the outputs the RTL wrote;
#   DWS  1 SIMD x 4 contexts, wave 16 on 4 lanes, --split dws --spsimds 3: DWS's reserve
#        contexts (16 contexts, splits at marked branches, the SGPR copy): the branchy
#        testbench kernels, each split compared with the golden model's in lockstep;
#   PWS1 the same shape with --split pws --spsimds 1: one SpSIMD unit per SIMD (s_split and
#        s_merge, the split token, parked merges, the per-lane VRF), every split and merge
#        compared (S = 2 is cosim_mutants_pipe_pws.sh's model; S = 3 on 2 SIMDs is in
#        tests/long/cosim_pipe_default.sh).
# 2 CUs with 4 passes (P = 4: K = 2 passes, the VALU busy for several visits, atomics of two
# CUs on one memory) and the default shape (4 SIMDs x 10 contexts, wave 64 on 16 lanes) and the
# SystemC top are tests/long/cosim_pipe_default.sh (make test-long).
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/cosim_tb.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

K=tests/cosim
ONE=(--simds 1 --contexts 2 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)
SMALL=(--simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)
write_buf64 "$TMP/buf.bin"

lines() { grep -cE '^    [a-z_0-9]+( |$)' "$1"; }   # straight-line kernels: one per line

# ---- ONE: hand-written kernels (counts as in cosim.sh) ----
run_cfg salu_ops "$(lines $K/salu_ops.s)" ONE $K/salu_ops.s --grid 16 --wg 16
run_cfg salu_loop 79 ONE $K/salu_loop.s --grid 16 --wg 16
run_cfg salu_more "$(lines $K/salu_more.s)" ONE $K/salu_more.s --grid 16 --wg 16
run_cfg valu_ops "$(lines $K/valu_ops.s)" ONE $K/valu_ops.s --grid 16 --wg 16
run_cfg valu64 "$(lines $K/valu64.s)" ONE $K/valu64.s --grid 16 --wg 16
run_cfg b16 "$(lines $K/b16.s)" ONE $K/b16.s --grid 16 --wg 16
run_cfg smem_args 48 ONE $K/smem_args.s --grid 64 --wg 16 --arg 7 --arg 0x11223344 --arg "@$TMP/buf.bin"
# its trace: the memory port's records belong to no wavefront (wave 0xffffffff, as
# docs/trace-format.md writes it), so pws trace --wave N keeps them
"$PWS" cosim $K/smem_args.s "${ONE[@]}" --grid 64 --wg 16 --arg 7 --arg 0x11223344 --arg "@$TMP/buf.bin" \
  --trace "$TMP/sm.gz" > /dev/null 2>&1
all=$("$PWS" trace "$TMP/sm.gz" | grep -c ' mem_req ')
# (six scalar loads a wavefront, four wavefronts: at least 24 requests)
check_eq "the trace has the memory port's requests" yes "$([ "$all" -ge 24 ] && echo yes || echo "$all")"
check_eq "pws trace --wave 1 keeps the memory port's records (wave 0xffffffff), all $all of them" \
  "$all $all" "$("$PWS" trace "$TMP/sm.gz" --wave 1 | grep -c ' mem_req wave 0xffffffff @') $all"
check_eq "... and no other wavefront's retire" 0 \
  "$("$PWS" trace "$TMP/sm.gz" --wave 1 | grep ' retire ' | grep -vc ' retire wave 1 ')"
run_cfg smem_nowait 28 ONE $K/smem_nowait.s --grid 32 --wg 16 --arg 7 --arg 0x11223344 --arg "@$TMP/buf.bin"
run_cfg "salu_loop 2 waves x 2 workgroups" 316 ONE $K/salu_loop.s --grid 64 --wg 32
# pipe_hazards: each hazard rule's producer and consumer back to back; buf[i] is, by hand,
# {i, the carry of i - 1 (0 for lane 0, else 1), 16 i, 7} (tests/cosim/pipe_hazards.s)
run_cfg pipe_hazards 23 ONE $K/pipe_hazards.s --grid 16 --wg 16 --arg zeros:256 --out "0=$TMP/ph.bin"
for i in $(seq 0 15); do printf '%08x%08x%08x%08x' $i $((i > 0)) $((16 * i)) 7; done > "$TMP/ph.want"
check_eq "pipe_hazards: the buffer the RTL wrote" "$(cat "$TMP/ph.want")" \
  "$(od -An -tx4 -v -w16 "$TMP/ph.bin" 2> /dev/null | tr -d ' \n')"
run_cfg vmem_nowait 28 ONE $K/vmem_nowait.s --grid 16 --wg 16 --arg "@$TMP/buf.bin"
# --no-check (make bench's RTL-only speed): nothing compared, every retire counted, FLAT included
"$PWS" cosim $K/vmem_nowait.s "${ONE[@]}" --grid 16 --wg 16 --arg "@$TMP/buf.bin" --no-check > "$TMP/out" 2>&1
check_eq "pipe --no-check: vmem_nowait runs, 28 retired, nothing compared" "0 rtl only: 28 instructions, not checked" \
  "$? $(grep '^rtl only:' "$TMP/out")"
run_cfg "vmem_nowait, answers up to 100 cycles late" 28 ONE $K/vmem_nowait.s --grid 16 --wg 16 \
  --arg "@$TMP/buf.bin" --mem-jitter 100 --seed 3

# ---- SMALL: every testbench kernel ----
for t in vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold local_args; do
  tb pipe-small $t "${SMALL[@]}"
done
run_cfg "valu64, 4 wavefronts on 2 SIMDs" $(( $(lines $K/valu64.s) * 4 )) SMALL $K/valu64.s --grid 64 --wg 16
run_cfg "b16, 4 wavefronts of one workgroup on 2 SIMDs (ids 0..63: shift counts past 15)" $(( $(lines $K/b16.s) * 4 )) SMALL $K/b16.s --grid 64 --wg 64
run_cfg "atomics on 2 SIMDs" 328 SMALL $K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096
# ds2: read2 / write2 of 8-byte elements and st64 offsets, 8 wavefronts; work-item t of
# workgroup w (neighbour u = t ^ 1) stores, by the addresses worked out in tests/cosim/ds2.s,
# u+1000 u+2000 u+3000 u+4000 u+5000 u+6000 u+5000 u+6000 u+3000 u+4000 (odd t: 7 7 7 7) 0 0
run_cfg "ds2 (read2/write2 b64, st64) on 2 SIMDs" $(( $(lines $K/ds2.s) * 8 )) SMALL $K/ds2.s \
  --grid 128 --wg 64 --arg zeros:6144 --out "0=$TMP/ds2.bin"
for w in 0 1; do for t in $(seq 0 63); do
  u=$((t ^ 1))
  printf '%d %d %d %d %d %d ' $((u + 1000)) $((u + 2000)) $((u + 3000)) $((u + 4000)) $((u + 5000)) $((u + 6000))
  if [ $((t % 2)) -eq 0 ]; then printf '%d %d %d %d ' $((u + 5000)) $((u + 6000)) $((u + 3000)) $((u + 4000))
  else printf '7 7 7 7 '; fi
  printf '0 0\n'
done; done > "$TMP/ds2.want"
check_eq "ds2: the buffer the RTL wrote" "$(cat "$TMP/ds2.want")" \
  "$(od -An -tu4 -v -w48 "$TMP/ds2.bin" 2> /dev/null | awk '{$1 = $1; print}')"

# ---- NARROW: the narrow fetch, one decoder a port (--fetch-width 1 into 2-entry buffers), one
# instruction a memory unit (--mem-insts 1) and one VRF read port (--vrf-reads 1: a pass reads
# its source dwords one a cycle, a row one pass group a cycle; docs/microarchitecture.md
# "Narrow configurations"), 1 SIMD x 4 contexts, P = 4: the kernels that exercise every unit,
# each run checked against its static bound as every lockstep run is
NARROW=(--simds 1 --contexts 4 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 5
        --fetch-width 1 --ibuf-depth 2 --mem-insts 1 --vrf-reads 1)
for t in vadd loop saxpy stencil2d histogram; do tb pipe-narrow $t "${NARROW[@]}"; done
# With N = 1 a wavefront issues at most every other cycle and its fetch in flight keeps it from
# being picked in the next cycle, so one instruction a pick is as fast as two: the cadences of
# ONE below hold unchanged (SALU -> SALU 2, two wavefronts sharing the VALU B = 2)
ONE1=("${ONE[@]}" --fetch-width 1 --ibuf-depth 2)
cad "ONE, narrow fetch, dependent SALU" 64 ONE1 16 's_add_u32 s1, s1, 1'
cad "ONE, narrow fetch, two wavefronts, VALU" 128 ONE1 32 'v_xor_b32 v1, v0, v0'
# atomics of 2 SIMDs in retire order with one instruction a memory unit: its atomic held must
# keep the token (the held-atomic test once measured an entry's place by the pointers' width,
# wider than one entry's, and let the other SIMD's atomic in beside it)
SMALL1=("${SMALL[@]}" --mem-insts 1)
run_cfg "atomics on 2 SIMDs, --mem-insts 1" 328 SMALL1 $K/atomics.s --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096
# One VRF read port at P = 1 (ONEV), where a VALU instruction's hold B = P R + Wd - 1 is shorter
# than its hazards, so each rule binds: the hand-written kernels of every VALU operand kind, and
# the cadences by the formulas (R = max(v, Wd + 1), v the VGPR source dwords, Wd the result's):
#   v_xor_b32 v1, v0, v0 (v = 2) and v_xor_b32 v1, 1, v1 (v = 1): R = 2, B = 2, the VGPR
#     hazard t' >= t + P (R - 2) + Wd + 3 = t + 4: 4 a copy, 128;
#   v_lshlrev_b64 v[2:3], 1, v[0:1]: v = 2, Wd = 2, R = 3, B = 4, hazard 1 + 2 + 3 = 6: 192;
#   v_mad_u32_u24 v1, v0, v0, v0: v = 3, R = 3, B = 3, hazard 1 + 1 + 3 = 5: 160;
#   v_cmp_gt_u32 vcc, v0, v1: the VGPR hazard 4 (its VCC per pass t + P (R - 2) + 2 = t + 2): 128;
#   v_addc_u32 v1, vcc, v1, v0, vcc: VCC as a source is scalar state, t + P R + Wd + 1 = t + 4:
#     128; two wavefronts alternate, B binds: 64 x 2 = 128 for v_xor_b32, 64 x 4 = 256 for
#     v_lshlrev_b64.
ONEV=("${ONE[@]}" --vrf-reads 1)
run_cfg "ONEV valu_ops" "$(lines $K/valu_ops.s)" ONEV $K/valu_ops.s --grid 16 --wg 16
run_cfg "ONEV valu64" "$(lines $K/valu64.s)" ONEV $K/valu64.s --grid 16 --wg 16
run_cfg "ONEV b16" "$(lines $K/b16.s)" ONEV $K/b16.s --grid 16 --wg 16
run_cfg "ONEV pipe_hazards" 23 ONEV $K/pipe_hazards.s --grid 16 --wg 16 --arg zeros:256 --out "0=$TMP/phv.bin"
check_eq "ONEV pipe_hazards: the buffer the RTL wrote" "$(cat "$TMP/ph.want")" \
  "$(od -An -tx4 -v -w16 "$TMP/phv.bin" 2> /dev/null | tr -d ' \n')"
run_cfg "ONEV flat_lanes" 13 ONEV $K/flat_lanes.s --grid 16 --wg 16 --arg "@$TMP/buf.bin"
cad "ONEV, independent VALU" 128 ONEV 16 'v_xor_b32 v1, v0, v0'
cad "ONEV, dependent VALU" 128 ONEV 16 'v_xor_b32 v1, 1, v1'
cad "ONEV, 64-bit results" 192 ONEV 16 'v_lshlrev_b64 v[2:3], 1, v[0:1]'
cad "ONEV, three VGPR sources" 160 ONEV 16 'v_mad_u32_u24 v1, v0, v0, v0'
cad "ONEV, compares into VCC" 128 ONEV 16 'v_cmp_gt_u32 vcc, v0, v1'
cad "ONEV, carries through VCC" 128 ONEV 16 'v_addc_u32 v1, vcc, v1, v0, vcc'
cad "ONEV, two wavefronts, VALU" 128 ONEV 32 'v_xor_b32 v1, v0, v0'
cad "ONEV, two wavefronts, 64-bit results" 256 ONEV 32 'v_lshlrev_b64 v[2:3], 1, v[0:1]'

# ---- DWS: reserve contexts (docs/splitting.md "DWS from the same generator") ----
DWS=(--simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split dws --spsimds 3)
for t in dws_marked fig2 stencil2d bfs_step local_args; do tb pipe-dws3 $t "${DWS[@]}"; done
# a split with the splitter's FLAT and scalar loads in flight (counts by hand in the kernel)
run_cfg "dws_inflight, dws" 32 DWS $K/dws_inflight.s --grid 16 --wg 16 --arg "@$TMP/buf.bin"
run_cfg "dws_inflight, none" 24 SMALL $K/dws_inflight.s --grid 16 --wg 16 --arg "@$TMP/buf.bin"
# e_s by hand (docs/microarchitecture.md "Split hardware on the pipeline"), P = 4. The copy is
# the kernel's SGPRs: dws_marked names s0 .. s19, 20 SGPRs = 10 words. Without waits: X decides
# in its first cycle, the copy reads word 0 in the next and then writes one word per cycle, the
# last in the cycle X goes on: 3 + 1 + 10 = 14. The model's worst, at all 102 SGPRs = 51 words:
# 3 + 2 (the decision, the first read) + 3 x 51 (each word after a turn of both other SRF
# writers) + P + 4 (the pipeline's SGPR writes reserved before the copy) = 166, 3 per word.
mkdir -p "$TMP/tb/dws_es"
mapfile -t A < <(build/bin/tbref gen dws_marked --seed 1 --dir "$TMP/tb/dws_es")
"$PWS" cosim build/tb/dws_marked.s "${DWS[@]}" "${A[@]}" > "$TMP/out" 2>&1
check_eq "pipe dws: a split without waits takes e_s = 14 (the fewest observed)" "14" \
  "$(sed -n 's/^splits: [0-9]* real, e_s \([0-9]*\)\.\..*/\1/p' "$TMP/out")"
"$PWS" gen "${DWS[@]}" -o "$TMP/dws_gen" > /dev/null 2>&1
check_eq "pipe dws: the timing model's e_s and e_m" \
  '"split": { "e_s": 166, "e_m": 3, "words": 51, "e_s_word": 3, "e_m_word": 0, "block_word": 3, "share_word": 0 }' \
  "$(grep -o '"split": {[^}]*}' "$TMP/dws_gen/pws_timing.json")"
# DWS's kernel bound on the pipeline is DS (d + E_WF): every SWF's gaps include a turn of every
# resident SWF, so Lemma 5.7's S + 1 serialized SWFs are not charged (docs/wcet.md)
"$PWS" wcet build/tb/dws_marked.s --timing "$TMP/dws_gen/pws_timing.json" --grid 256 --wg 64 \
  --flow-facts build/tb/dws_marked.ff > "$TMP/w" 2>&1
ds=$(sed -n 's/.* DS = \([0-9]*\), d = [0-9]*,.*/\1/p' "$TMP/w")
d=$(sed -n 's/.* DS = [0-9]*, d = \([0-9]*\),.*/\1/p' "$TMP/w")
read -r ewf ek < <(awk '$1 == "dws" { print $2, $3 }' "$TMP/w")
check_eq "pipe dws: the kernel bound is DS (d + E_WF) = $ds ($d + $ewf)" "$(( ${ds:-0} * (${d:-0} + ${ewf:-0}) ))" "${ek:-none}"

# ---- the cadence (docs/microarchitecture.md "Issue", "Hazards", "The VALU"): a kernel of n
# copies of one instruction, n = 8 and n = 40 (cad: lib/cosim_tb.bash); the 32 more take
# exactly 32 x the interval the spec gives (everything else, dispatch and the tail, is the same
# in both runs). N = 1 here:
#   ONE (P = 1): VALU -> VALU of a wavefront t' >= t + 3 (the VGPR hazard, B = 2 is shorter):
#     3, dependent or not; a 64-bit result (K = 2) t' >= t + P + 4 = 5; SALU -> SALU t + 2: 2.
#     Two wavefronts alternate: the VALU's B = max(P, 2) = 2 binds, 64 more in 128 cycles;
#     64-bit results B = 2P + 1 = 3: 192.
#   (P = 4, B = P binds: tests/long/cosim_pipe_default.sh)
cad "ONE, independent VALU" 96 ONE 16 'v_xor_b32 v1, v0, v0'
cad "ONE, dependent VALU" 96 ONE 16 'v_xor_b32 v1, 1, v1'
cad "ONE, 64-bit results" 160 ONE 16 'v_lshlrev_b64 v[2:3], 1, v[0:1]'
cad "ONE, dependent SALU" 64 ONE 16 's_add_u32 s1, s1, 1'
cad "ONE, two wavefronts, VALU" 128 ONE 32 'v_xor_b32 v1, v0, v0'
cad "ONE, two wavefronts, 64-bit results" 192 ONE 32 'v_lshlrev_b64 v[2:3], 1, v[0:1]'

# ---- PWS: SpSIMD units (docs/microarchitecture.md "Split hardware on the pipeline") ----
PWS1=(--simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5 --split pws --spsimds 1)
for t in fig2 fig5 dws_marked bfs_step stencil2d histogram local_args; do tb pipe-pws1 $t "${PWS1[@]}"; done
# e_s by hand: s_split holds X three cycles before it decides (its mask's SGPRs read, then
# latched, then the token, free here) and retires at its decision: 3 + 3 = 6; its copy runs
# after it. A merge requests the token from its second cycle in X and, its partner waiting,
# decides there: e_m = 3 + 1 = 4. The model at 51 words (docs/microarchitecture.md "Split
# hardware on the pipeline"): the copy 2 + 3 x 51 + P + 4 = 163 (S = 1: one engine per
# destination); an s_split waits in X for its unit's engine (the previous copy and the S = 1
# start ahead of its new SWF's: 164) and the token (S = 1): its latency 3 + 3 + 164 + 1 = 171,
# and e_s (until both SWFs go on) 171 + 163 + 1 = 335; e_m = 3 + 1 + 1 = 5. Per word: 6 for e_s
# (two copies), none for e_m, 3 for a split's block.
"$PWS" cosim build/tb/fig5.s "${PWS1[@]}" $(build/bin/tbref gen fig5 --seed 1 --dir "$TMP/tb/pipe-pws1") \
  > "$TMP/out" 2>&1
check_eq "pipe pws: a split without waits takes e_s = 6, a merge e_m = 4 (the fewest observed)" \
  "6 4" "$(sed -n 's/^splits: [0-9]* real, e_s \([0-9]*\)\.\..*e_m \([0-9]*\)\.\..*/\1 \2/p' "$TMP/out")"
"$PWS" gen "${PWS1[@]}" -o "$TMP/pws_gen" > /dev/null 2>&1
check_eq "pipe pws: the timing model's e_s and e_m" \
  '"split": { "e_s": 335, "e_m": 5, "words": 51, "e_s_word": 6, "e_m_word": 0, "block_word": 3, "share_word": 0 }' \
  "$(grep -o '"split": {[^}]*}' "$TMP/pws_gen/pws_timing.json")"
check_eq "pipe pws: the s_split's latency in the model" '"worst": 171' \
  "$(grep -o '"s_split": { "class": "split", "best": 3, "worst": [0-9]*' "$TMP/pws_gen/pws_timing.json" | grep -o '"worst": [0-9]*')"
# SWFs of one wavefront never wait for each other: a wavefront of 16 splits its lanes in two
# (even lanes stay: s_split 0x5555), both SWFs run n independent VALU instructions and merge.
# On 4 lanes each takes 4 cycles, so 32 more per SWF take 128 cycles when the two units run
# them side by side (256 if they shared a VALU or waited for each other on the VRF). Retired:
# 3 + 2 n + the merge (once) + s_endpgm = 21 and 85.
pc=()
for n in 8 40; do
  { printf '    .text\nk:\n    s_mov_b32 s4, 0x5555\n    s_mov_b32 s5, 0\n    s_split s4, s5\n'
    for _ in $(seq $n); do echo "    v_mov_b32 v1, v0"; done; printf '    s_merge\n    s_endpgm\n'; } > "$TMP/par$n.s"
  run_cfg "pws: two SWFs of n = $n" $((2 * n + 5)) PWS1 "$TMP/par$n.s" --grid 16 --wg 16
  pc+=("$(sed -n 's/^cycles: //p' "$TMP/out")")
done
check_eq "pipe pws: 32 more VALU instructions per SWF, two SWFs of one wavefront, take 128 cycles" \
  128 "$(( ${pc[1]:-0} - ${pc[0]:-0} ))"
# Solo turns (docs/microarchitecture.md "Split hardware on the pipeline"): one wavefront, so no
# other ID ever wants the VALUs, and an SWF issues at its own unit's pace, never waiting for the
# other's. Odd lanes (unit 0) run 2n v_mov_b32, 4 cycles each (the hold, P = 4); even lanes
# (unit 1) run n pairs v_add_u32 (writes VCC) -> v_addc_u32 (reads it: 6 cycles, hz_scalar)
# -> the next v_add_u32 (4, the hold over hz_valu 3): 10 a pair, the longer side. So 32 more
# pairs take 320 cycles, and the static bound grows by the same 32 x 10: its solo wait is 0
# here (K = 1 ops, each unit issuing once in 4 cycles), the fetch's share 1 (N R / 2). (The
# ordinary turns' bound charged each op a turn more: 576; the run took 320 under them too, a
# unit being pending and busy for one cycle of its four only.)
# Retired: 3 + 2 x 3 + 2n + 2 x 3 + 2n + 2 (s_or) + the merge (once) + s_endpgm = 4n + 19.
# Every segment within its static latency: the entry block, a split point, holds the split
# (the new SWF continues it), so its e_s + e_m is in its latency as in the IPET's cost (it
# took 32 against 24 when the check left it out).
solo_kernel() {   # n FILE
  { printf '    .text\nk:\n    v_and_b32 v2, 1, v0\n    v_cmp_ne_u32 vcc, 0, v2\n    s_split vcc_lo, vcc_hi\n'
    printf '    s_and_saveexec_b64 s[4:5], vcc\n    s_xor_b64 s[4:5], exec, s[4:5]\n    s_cbranch_execz .Lelse\n'
    for _ in $(seq $((2 * $1))); do echo "    v_mov_b32 v1, v0"; done
    printf '.Lelse:\n    s_or_saveexec_b64 s[4:5], s[4:5]\n    s_xor_b64 exec, exec, s[4:5]\n    s_cbranch_execz .Ljoin\n'
    for _ in $(seq $1); do printf '    v_add_u32 v1, vcc, v1, v0\n    v_addc_u32 v3, vcc, 0, v3, vcc\n'; done
    printf '.Ljoin:\n    s_or_b64 exec, exec, s[4:5]\n    s_merge\n    s_endpgm\n'; } > "$2"
}
growth "pws: solo turns, v_add/v_addc pairs beside twice as many v_mov" 320 320 PWS1 \
  solo_kernel 4 19 --grid 16 --wg 16
# two wavefronts, each split over the two units: the units' VALUs serve SWFs of different
# wavefronts, whose VRF reservations must not collide (every retire compared)
run_cfg "pws: two wavefronts, four SWFs" 170 PWS1 "$TMP/par40.s" --grid 32 --wg 16

# ---- refusals: one line; 2 for a configuration, 3 for a kernel (docs/cli.md) ----
# --fst names a path the waveform writer replaces: a device or a directory is refused before
# any model is built, and is still what it was (issue: --fst /dev/full became a regular file)
check_err "--fst /dev/null refused (not a regular file)" 3 \
  "^pws cosim: error: --fst '/dev/null': not a regular file" \
  "$PWS" cosim $K/salu_ops.s "${ONE[@]}" --grid 16 --wg 16 --fst /dev/null
check_eq "/dev/null is still a character device" "c" "$([ -c /dev/null ] && echo c)"
mkdir -p "$TMP/fstdir"
check_err "--fst DIR refused" 3 "^pws cosim: error: --fst '$TMP/fstdir': not a regular file" \
  "$PWS" cosim $K/salu_ops.s "${ONE[@]}" --grid 16 --wg 16 --fst "$TMP/fstdir"
printf '    .text\nk:\n    v_readfirstlane_b32 m0, v0\n    s_endpgm\n' > "$TMP/rfl.s"
check_err "v_readfirstlane_b32 into M0 refused, naming its pc" 3 \
  '^cosim: error: pc 0x0000: v_readfirstlane_b32 into operand code 124: the pipelined CU writes it into SGPRs only$' \
  "$PWS" cosim "$TMP/rfl.s" "${ONE[@]}" --grid 16 --wg 16

# ---- a signal during the model build: the build (make and its compilers, a process group of
# their own) is stopped, and only then does pws cosim exit (3, one line) and free the lock; a
# configuration no other test builds (--mem-latency 37), killed once its model's make runs ----
SIGCFG=(--simds 1 --contexts 1 --wave 4 --lanes 2 --split none --spsimds 0 --mem-latency 37
        --fp32 none)
"$PWS" cosim $K/salu_ops.s "${SIGCFG[@]}" --grid 4 --wg 4 > "$TMP/sig.out" 2> "$TMP/sig.err" &
cpid=$!
mk=
for _ in $(seq 1200); do   # the model's make: a child of pws cosim, its last argument OUT=DIR
  mk=$(pgrep -P $cpid -f 'make .*OUT=[^ ]*/build/cosim/[0-9a-f]{16}$' | head -1)
  [ -n "$mk" ] && break
  sleep 0.05
done
d=$( [ -n "$mk" ] && tr '\0' '\n' < /proc/$mk/cmdline | sed -n 's/^OUT=//p')
kill -TERM $cpid; wait $cpid; rc=$?
check_eq "SIGTERM during the model build: exit 3, one line naming it" "3 1" \
  "$rc $(grep -cE '^cosim: error: interrupted by signal 15 while building model [0-9a-f]{16} \(its build stopped; log .*build.log\)$' "$TMP/sig.err")"
check_eq "... no process of that build is left" "" "$( [ -n "$d" ] && pgrep -f "$d/" )"
check_exit "... and its lock is free at once" 0 flock -n "${d:-/nonexistent}/lock" true
