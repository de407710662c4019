#!/usr/bin/env bash
# tests/integration/op_subset_pipe.sh -- op subsets on the pipelined CU (docs/config.md "Op
# subsets"): a memory unit that serves a class no op of the subset has is not built (no VMEM unit
# without a FLAT op, no LDS unit and no LDS without a DS op), and --no-commit-port removes the
# commit port (the FPGA flows' build). The subset hardware still runs its kernel in lockstep.
# Expected classes are read off the kernels' source text (grep), not from pws.
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/cosim_tb.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

# (vadd's workgroups are 64 work-items: four wave-16 wavefronts, resident together)
TINY=(--simds 1 --contexts 4 --wave 16 --lanes 2 --spsimds 0 --split none --mem-latency 2
      --fp32 none --imem-dwords 256)
mkdir -p "$TMP/tb"
V=build/tb/vadd.s S=tests/cosim/salu_loop.s
check_eq "vadd.s has FLAT ops and no DS op (by grep)" "yes no" \
  "$(grep -q 'flat_' $V && echo yes || echo no) $(grep -q ' ds_' $V && echo yes || echo no)"
check_eq "salu_loop.s has neither FLAT nor DS ops (by grep)" "0" "$(grep -cE 'flat_| ds_' $S)"

# gen_units NAME WANT [flags]: the RTL's HasFlat, HasDs, pws_lds instances in pws_cu and
# commit_valid_o ports of pws_gpu are WANT; it lints clean
gen_units() {
  local name=$1 want=$2 d=$TMP/gen_${1%% *}; shift 2
  "$PWS" gen "${TINY[@]}" "$@" -o "$d" > /dev/null 2> "$TMP/err" \
    || { notok "pws gen $name" "$(head -c 300 "$TMP/err")"; return; }
  check_eq "$name: HasFlat HasDs, LDS instances, commit ports" "$want" \
    "$(sed -n 's/.*parameter integer HasFlat *= \([01]\).*/\1/p' "$d/pws_cu.v") $(sed -n \
       's/.*parameter integer HasDs *= \([01]\).*/\1/p' "$d/pws_cu.v") $(grep -c 'pws_lds #' \
       "$d/pws_cu.v") $(grep -c 'output wire .*commit_valid_o' "$d/pws_gpu.v")"
  if verilator --lint-only -Wall --top-module pws_gpu "$d"/*.v rtl/*.v > "$TMP/lint" 2>&1; then
    ok "$name: verilator --lint-only -Wall clean"
  else notok "$name: verilator lint" "$(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"; fi
  if iverilog -g2005 -s pws_gpu -o "$TMP/iv" "$d"/*.v rtl/*.v > "$TMP/iv.log" 2>&1 && [ ! -s "$TMP/iv.log" ]; then
    ok "$name: iverilog -g2005 clean"
  else notok "$name: iverilog" "$(head -c 300 "$TMP/iv.log")"; fi
}
gen_units "vadd subset (VMEM unit; no LDS unit, no LDS)" "1 0 0 1" --ops-of $V
gen_units "salu_loop subset (neither memory unit)" "0 0 0 1" --ops-of $S
gen_units "vadd subset, --no-commit-port" "1 0 0 0" --ops-of $V --no-commit-port
gen_units "whole ISA" "1 1 1 1"

# ---- lockstep on the subset hardware; vadd's output checked by tbref ---------------------------
mapfile -t A < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/tb")
"$PWS" cosim $V "${TINY[@]}" --ops-of $V "${A[@]}" > "$TMP/out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -qE '^lockstep: [0-9]+ instructions, 0 mismatches$' "$TMP/out"; then
  ok "cosim vadd on its own op subset (no LDS unit): $(grep '^lockstep:' "$TMP/out")"
else notok "cosim vadd on its own op subset" "exit $rc: $(head -c 600 "$TMP/out")"; fi
check_exit "tbref check vadd (outputs written by the subset RTL)" 0 build/bin/tbref check vadd --dir "$TMP/tb"
# salu_loop: 79 instructions per wavefront (tests/integration/cosim_pipe.sh), 4 wavefronts
SUB=("${TINY[@]}" --ops-of $S)
run_cfg "salu_loop on its own op subset (no memory unit)" 316 SUB $S --grid 64 --wg 16
# a model build on a terminal shows its step, its elapsed time and its log on one line
# (docs/cosim.md "Two programs"); this configuration (salu_loop's subset, memory latency 3) is
# this test's own, so removing its cache forces a build (the smallest model: about 30 s)
SUB3=("${TINY[@]}" --mem-latency 3 --ops-of $S)
"$PWS" cosim $S "${SUB3[@]}" --grid 16 --wg 16 > "$TMP/b3" 2>&1
h3=$(grep -oE 'model [0-9a-f]{16}' "$TMP/b3" | head -n 1 | cut -d' ' -f2)
if [ -n "$h3" ] && command -v script > /dev/null; then
  rm -rf "build/cosim/$h3"
  script -qec "$PWS cosim $S ${SUB3[*]} --grid 16 --wg 16" /dev/null > "$TMP/pty" 2>&1; rc=$?
  tr '\r' '\n' < "$TMP/pty" | sed 's/\x1b\[K//g' > "$TMP/pty.lines"
  if [ $rc -eq 0 ] && grep -qE "^cosim: building model $h3: (Verilator|C\+\+ compile, [0-9]+ of [0-9]+ files), [0-9]+m[0-9]{2}s \(log .*/build/cosim/$h3/build.log\)$" "$TMP/pty.lines" \
     && grep -q "^cosim: built model $h3 in " "$TMP/pty.lines"; then
    ok "a model build on a terminal: progress line with its step, time and log, then the result"
  else notok "model build progress on a terminal" "exit $rc: $(grep -m 3 cosim "$TMP/pty.lines")"; fi
  # not on a terminal: a build of the same model (its cache removed again) and the cached run
  # after it say nothing on stderr (the progress line is for terminals only)
  rm -rf "build/cosim/$h3"
  "$PWS" cosim $S "${SUB3[@]}" --grid 16 --wg 16 > "$TMP/out3" 2> "$TMP/err3"; rc=$?
  check_eq "a model build, stderr not a terminal: it built, nothing on stderr" "0 yes " \
    "$rc $([ -f "build/cosim/$h3/model" ] && echo yes) $(cat "$TMP/err3")"
  "$PWS" cosim $S "${SUB3[@]}" --grid 16 --wg 16 > /dev/null 2> "$TMP/err3"
  check_eq "a cached model, stderr not a terminal: nothing on stderr" "" "$(cat "$TMP/err3")"
else notok "model build progress" "no model hash in: $(head -c 200 "$TMP/b3"), or no script(1)"; fi
# a kernel outside the subset is refused before the model runs (v_add_u32 is not in salu_loop)
check_err "vadd refused on salu_loop's subset" 3 "is not in this configuration's op subset" \
  "$PWS" cosim $V "${TINY[@]}" --ops-of $S "${A[@]}"

# ---- the FPGA top (docs/fpga.md) around the pipelined CU without its commit port: vadd's
# subset, simulated in Verilator and iverilog; c = a + b worked out by hand (fpga_vadd.bash) ----
source "$(dirname "$0")/lib/fpga_vadd.bash"
"$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$D" --sim --out "2=$TMP/c.bin" > "$TMP/sim.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q '^fpga: PASS: all [0-9]* memory dwords equal the golden model' "$TMP/sim.out"; then
  ok "pws fpga --sim (pipelined CU, no commit port): vadd passes ($(grep '^fpga: simulated' "$TMP/sim.out"))"
else notok "pws fpga --sim vadd on the pipelined CU" "exit $rc: $(tail -c 600 "$TMP/sim.out")"; fi
check_eq "the simulated FPGA's c = a + b (by hand)" "$WANT" "$(od -An -tu4 -v "$TMP/c.bin" 2> /dev/null | xargs)"
check_eq "its wrapper instantiates the pipelined CU (rows, taken)" 1 \
  "$(grep -c '\.init_vdata_i(init_vdata),' "$D/pws_fpga.v")"
GEN=$(sed -n 's/.*the CU in \(.*\)$/\1/p' "$TMP/sim.out")
mapfile -t FV < <(ls "$GEN"/*.v rtl/*.v fpga/rtl/*.v "$D/pws_fpga.v")
if verilator --lint-only -Wall "${FV[@]}" --top-module pws_fpga > "$TMP/lint" 2>&1; then
  ok "verilator --lint-only -Wall: the FPGA top and its pipelined CU are clean"
else notok "verilator lint of the FPGA top (pipe)" "$(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"; fi
cycles=$(sed -n 's/^pws_fpga_tb: .* cycles=\([0-9]*\) .*/\1/p' "$D/sim.log")
if iverilog -g2005 -o "$TMP/tb.vvp" -s pws_fpga_tb "${FV[@]}" fpga/tb/pws_fpga_tb.v > "$TMP/iv.log" 2>&1; then
  (cd "$D" && vvp -n "$TMP/tb.vvp" +max_cycles=200000) > "$TMP/vvp.log" 2>&1
  check_eq "iverilog's run of the top: done, pass, the same $cycles cycles as Verilator's" 1 \
    "$(grep -c "^pws_fpga_tb: done=1 pass=1 fault=0 timeout=0 cycles=$cycles " "$TMP/vvp.log")"
else notok "iverilog -g2005 of the FPGA top (pipe)" "$(head -c 300 "$TMP/iv.log")"; fi
