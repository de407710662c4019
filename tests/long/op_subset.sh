#!/usr/bin/env bash
# tests/long/op_subset.sh -- (make test-long) `--ops` / `--ops-of` (docs/config.md "Op subsets")
# and `--imem-dwords` on the pipelined CU: the hardware a kernel needs and nothing else (saxpy's
# subset: its manifest, decoder, SALU and VALU arms, instruction RAM; lockstep of saxpy and
# lds_reduce on their own subsets; the refusals and bad values). The expected op list is read off
# the kernel's source text by awk (mnemonics, _e32/_e64 dropped), not from pws's decoder. The
# memory units a subset leaves out, --no-commit-port and the FPGA top are
# tests/integration/op_subset_pipe.sh (make test). One model build (1 SIMD x 4 contexts, wave 16
# on 4 lanes) per kernel: about 3 minutes of one core.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

K=build/tb/saxpy.s
CFG=(--simds 1 --contexts 4 --wave 16 --lanes 4 --spsimds 0 --split none --mem-latency 5)
want=$(grep -E '^[[:space:]]+[a-z]' "$K" | awk '{ print $1 }' | sed 's/_e32$//; s/_e64$//' | grep -v '^\.' |
       sort -u | paste -sd ' ')

# ---- gen: the manifest lists exactly the kernel's ops; the RTL is lint-clean ----------------------
check_exit "pws gen --ops-of saxpy.s --imem-dwords 256" 0 \
  "$PWS" gen "${CFG[@]}" --ops-of "$K" --imem-dwords 256 -o "$TMP/gen"
got=$(awk '/"ops":/ { gsub(/.*\[|\].*|"|,/, ""); print }' "$TMP/gen/pws_manifest.json" | tr ' ' '\n' | sort -u | paste -sd ' ')
check_eq "manifest ops = the mnemonics of saxpy.s (16)" "$want" "$got"
check_eq "manifest imem_dwords" 1 "$(grep -c '"imem_dwords":.256,' "$TMP/gen/pws_manifest.json")"
check_eq "instruction RAM of 256 dwords (8 address bits)" 1 \
  "$(grep -cE 'parameter integer ImemAddrWidth = 8[ ,]' "$TMP/gen/pws_cu.v")"
# an op outside the subset has no decoder arm: v_mul_lo_u32 is not in saxpy, v_mac_f32 is
check_eq "decoder: no arm for v_mul_lo_u32" 0 "$(grep -c 'op = OP_V_MUL_LO_U32;' "$TMP/gen/pws_decoder.v")"
check_eq "decoder: arms for v_mac_f32 (its VOP2 and VOP3 encodings)" 2 "$(grep -c 'op = OP_V_MAC_F32;' "$TMP/gen/pws_decoder.v")"
check_eq "SALU: no arm for s_mul_i32" 0 "$(grep -c 'OP_S_MUL_I32: begin' "$TMP/gen/pws_salu.v")"
# and no multiplier code in the VALU's table, so its ResMask leaves the lanes' product out
check_eq "VALU: no ResMulLo in its op table" 0 "$(grep -c 'ResMulLo' "$TMP/gen/pws_valu.v")"
check_eq "no DS op in saxpy: no LDS instance" 0 "$(grep -c 'pws_lds #' "$TMP/gen/pws_cu.v")"
if verilator --lint-only -Wall -Irtl "$TMP"/gen/*.v rtl/*.v --top-module pws_gpu > "$TMP/lint" 2>&1; then
  ok "verilator --lint-only -Wall: clean with an op subset"
else notok "verilator lint of the subset RTL" "$(head -c 600 "$TMP/lint")"; fi
# the same flags, the same bytes
"$PWS" gen "${CFG[@]}" --ops-of "$K" --imem-dwords 256 -o "$TMP/gen2" > /dev/null 2>&1
diff -r "$TMP/gen" "$TMP/gen2" > /dev/null && ok "deterministic with --ops" || notok "deterministic with --ops" "differs"

# ---- lockstep on the subset hardware, and the refusal of a kernel that needs more ----------------
# lockstep_on_subset NAME [cosim flags...]: build/tb/NAME.s in lockstep on the hardware of its
# own op subset, then its outputs checked by tbref
lockstep_on_subset() {
  local name=$1 dir=$TMP/tb_$1 rc; shift
  mkdir -p "$dir"
  mapfile -t A < <(build/bin/tbref gen "$name" --seed 1 --dir "$dir")
  "$PWS" cosim build/tb/$name.s "${CFG[@]}" "$@" --ops-of build/tb/$name.s "${A[@]}" > "$TMP/out" 2>&1; rc=$?
  if [ $rc -eq 0 ] && grep -qE '^lockstep: [0-9]+ instructions, 0 mismatches$' "$TMP/out"; then
    ok "cosim $name on its own op subset: $(grep '^lockstep:' "$TMP/out")"
  else notok "cosim $name on its own op subset" "exit $rc: $(head -c 600 "$TMP/out")"; fi
  check_exit "tbref check $name (outputs written by the subset RTL)" 0 build/bin/tbref check "$name" --dir "$dir"
}
lockstep_on_subset saxpy --imem-dwords 256
# a kernel with DS ops and a barrier keeps its LDS; its workgroup is 8 wavefronts of 16
lockstep_on_subset lds_reduce --contexts 8
mkdir -p "$TMP/tb2"
mapfile -t B < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/tb2")
# fig2's first instruction outside saxpy's set is v_lshlrev_b32 at byte 0x10
check_err "fig2 refused on saxpy's subset, naming the pc and op" 3 \
  "pc 0x0010: v_lshlrev_b32 is not in this configuration's op subset \(--ops\)" \
  "$PWS" cosim build/tb/fig2.s "${CFG[@]}" --ops-of "$K" "${B[@]}"
check_err "a code image larger than --imem-dwords" 3 "exceeds the 64-dword instruction RAM \(--imem-dwords\)" \
  "$PWS" cosim build/tb/fig2.s "${CFG[@]}" --imem-dwords 64 "${B[@]}"

# ---- bad values -----------------------------------------------------------------------------------
check_err "--ops with an unknown mnemonic" 2 "error: --ops: unknown mnemonic 'v_frob'" \
  "$PWS" gen --ops v_add_u32,v_frob -o "$TMP/bad"
check_err "--ops without s_endpgm" 2 "error: --ops without s_endpgm: no kernel could end" \
  "$PWS" gen --ops v_add_u32 -o "$TMP/bad"
check_err "--imem-dwords not a power of two" 2 "error: --imem-dwords 100 must be a power of two" \
  "$PWS" gen --imem-dwords 100 -o "$TMP/bad"
check_err "--ops-of a missing file: exit 3, as --config" 3 "nothere.s: error: cannot open" "$PWS" gen --ops-of "$TMP/nothere.s" -o "$TMP/bad"
