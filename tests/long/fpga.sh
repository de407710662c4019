#!/usr/bin/env bash
# tests/long/fpga.sh -- (make test-long) `pws fpga` (docs/fpga.md "iCE40 place and route"): vadd on a CU of
# its own (the testbench kernels too) with
# block-RAM memories, simulated in Verilator (the board's view: done and pass), the
# hardware checker shown able to fail (a memory dword off by one bit, a faulting address), the top
# lint-clean and accepted by iverilog, bad input refused, and the errors of the iCE40-HX8K flow
# (with fake tools). Expected buffer values are worked out here by hand. The real flow through
# yosys, nextpnr-ice40 and icepack to a bitstream (about 7 minutes) is tests/long/fpga_pnr.sh.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
for t in verilator iverilog yosys; do
  command -v $t > /dev/null || { notok "tool $t" "not installed (scripts/deps.sh test)"; exit 1; }
done

source "$(dirname "$0")/../integration/lib/fpga_vadd.bash"

# ---- simulation of the top ----------------------------------------------------------------------
"$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$D" --sim --out "2=$TMP/c.bin" > "$TMP/sim.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q '^fpga: PASS: all [0-9]* memory dwords equal the golden model' "$TMP/sim.out"; then
  ok "pws fpga --sim: vadd passes on the simulated top ($(grep '^fpga: simulated' "$TMP/sim.out"))"
else notok "pws fpga --sim vadd" "exit $rc: $(tail -c 600 "$TMP/sim.out")"; fi
check_eq "the simulated FPGA's c = a + b (by hand)" "$WANT" \
  "$(od -An -tu4 -v "$TMP/c.bin" 2> /dev/null | xargs)"
check_eq "the board's LEDs: done=1 pass=1 fault=0 timeout=0" 1 \
  "$(grep -c '^pws_fpga_tb: done=1 pass=1 fault=0 timeout=0 ' "$D/sim.log")"

# the boot ROM: the code image first (imem bit 50, index in [47:32]), as pws asm encodes it
"$PWS" asm "$K" --hex "$TMP/code.hex" > /dev/null 2>&1
ncode=$(grep -c . "$TMP/code.hex")
want=$(awk '{ printf "0004%04x%s\n", NR - 1, tolower($1) }' "$TMP/code.hex")
check_eq "boot ROM: the $ncode code dwords, one imem record each" "$want" "$(head -n "$ncode" "$D/pws_fpga_boot.hex")"
# then wave 0: its workgroup slot, LDS base, wave id, s0, s1: the kernarg pointer's high dword is 1
# (the golden model maps every region above 4 GiB); an SGPR record has sel 0 and the index in addr
line=$((ncode + 5))
check_eq "boot ROM: wave 0's s1 = 1 (record $line)" 0000000100000001 "$(sed -n "${line}p" "$D/pws_fpga_boot.hex")"

# other testbench kernels on FPGA tops of their own op subsets, tbref's dispatch (256 work-items in
# workgroups of 64: 16 wave-4 wavefronts each, one after another on the one context), the buffers
# the simulated FPGA wrote checked by the CPU reference: divergence (fig2), a loop, FP32
# (saxpy), and fig2 again on a pws CU with one SpSIMD unit (its splits and merges on the FPGA
# top). fig5, dws_marked, stencil2d and threshold pass the same way (docs/fpga.md).
for run in "fig2 none 0" "loop none 0" "saxpy none 0" "fig2 pws 1"; do
  read -r t mode s <<< "$run"
  L=${t}_${mode}
  mkdir -p "$TMP/k_$L"
  mapfile -t A < <(build/bin/tbref gen $t --seed 1 --dir "$TMP/k_$L")
  "$PWS" fpga build/tb/$t.s --cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 \
    --vgprs 16 --split $mode --spsimds $s --ops-of build/tb/$t.s --imem-dwords 256 --mem-latency 2 \
    "${A[@]}" -o "$TMP/k_$L/out" --sim > "$TMP/k_$L/log" 2>&1; rc=$?
  if [ $rc -eq 0 ] && grep -q '^fpga: PASS' "$TMP/k_$L/log"; then
    ok "pws fpga --sim $t --split $mode --spsimds $s: $(grep '^fpga: simulated' "$TMP/k_$L/log" | sed 's/^fpga: //')"
  else notok "pws fpga --sim $t --split $mode" "exit $rc: $(tail -c 400 "$TMP/k_$L/log")"; fi
  check_exit "tbref check $t --split $mode (the buffers the simulated FPGA wrote)" 0 \
    build/bin/tbref check $t --dir "$TMP/k_$L"
done

# ---- the hardware checker can fail ----------------------------------------------------------------
# rerun the built simulation on edited ROM images: one bit of a dword the kernel never touches
# (the memory's last) set, then a kernarg pointer moved outside the mapped memory (every load
# faults)
rerun() {   # NAME DIR: runs the simulation binary of $D in DIR (its ROM images)
  (cd "$2" && "$D/sim/Vpws_fpga_tb" +max_cycles=200000) > "$TMP/$1.log" 2>&1
}
check_eq "the memory's last dword is not the kernel's (byte lane 0 is 00)" 00 "$(tail -n 1 "$D/pws_fpga_mem0.hex")"
cp -r "$D" "$TMP/bad_mem"
sed -i '$ s/.*/01/' "$TMP/bad_mem/pws_fpga_mem0.hex"
rerun bad_mem "$TMP/bad_mem"
# the signature is linear: the same memory with bit 0 of its last dword flipped signs as the
# golden model's signature xor 1 (the last dword is folded in last, unshifted)
gsig=$(sed -n "s/.*the expected memory's signature \([0-9a-f]*\) .*/\1/p" "$TMP/sim.out")
bsig=$(printf '%08x' $(( 0x${gsig:-0} ^ 1 )))
check_eq "a memory dword one bit off: done, pass=0, the signature $gsig xor 1" 1 \
  "$(grep -c "^pws_fpga_tb: done=1 pass=0 fault=0 timeout=0 cycles=[0-9]* sig=$bsig\$" "$TMP/bad_mem.log")"
cp -r "$D" "$TMP/bad_addr"
sed -i "${line}s/.*/0000000100000002/" "$TMP/bad_addr/pws_fpga_boot.hex"
rerun bad_addr "$TMP/bad_addr"
check_eq "a kernarg pointer at 8 GiB (unmapped): fault=1, pass=0" 1 \
  "$(grep -c '^pws_fpga_tb: done=1 pass=0 fault=1 ' "$TMP/bad_addr.log")"

# ---- the Verilog: lint-clean, iverilog, deterministic ---------------------------------------------
GEN=$(sed -n 's/.*the CU in \(.*\)$/\1/p' "$TMP/sim.out")
mapfile -t V < <(ls "$GEN"/*.v rtl/*.v fpga/rtl/*.v "$D/pws_fpga.v")
if verilator --lint-only -Wall -I"$GEN" "${V[@]}" --top-module pws_fpga > "$TMP/lint" 2>&1; then
  ok "verilator --lint-only -Wall: the FPGA top and its CU are clean"
else notok "verilator lint of the FPGA top" "$(head -c 800 "$TMP/lint")"; fi
check_exit "iverilog -g2005 accepts the top and the testbench" 0 \
  iverilog -g2005 -I"$GEN" -o "$TMP/tb.vvp" -s pws_fpga_tb "${V[@]}" fpga/tb/pws_fpga_tb.v
# a 4-state simulator (X for every unwritten bit) agrees with Verilator to the cycle
cycles=$(sed -n 's/^pws_fpga_tb: .* cycles=\([0-9]*\) .*/\1/p' "$D/sim.log")
(cd "$D" && vvp -n "$TMP/tb.vvp" +max_cycles=200000) > "$TMP/vvp.log" 2>&1
check_eq "iverilog's run of the top: done, pass, the same $cycles cycles as Verilator's" 1 \
  "$(grep -c "^pws_fpga_tb: done=1 pass=1 fault=0 timeout=0 cycles=$cycles " "$TMP/vvp.log")"
"$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$TMP/again" > /dev/null 2>&1
same=1
for f in pws_fpga.v pws_fpga_boot.hex pws_fpga_mem0.hex pws_fpga_mem3.hex; do
  cmp -s "$D/$f" "$TMP/again/$f" || same=0
done
check_eq "the same flags, the same bytes (wrapper and ROM images)" 1 "$same"

# ---- what the top cannot run ----------------------------------------------------------------------
mkdir -p "$TMP/h"
# tbref's dispatch arguments, without its --out pairs (pws fpga takes --out only with --sim)
tbargs() { build/bin/tbref gen "$1" --seed 1 --dir "$TMP/h" | awk 'skip { skip = 0; next } /^--out$/ { skip = 1; next } 1'; }
mapfile -t H < <(tbargs histogram)
check_err "atomics refused, naming the pc" 3 "pc 0x[0-9a-f]{4}: flat_atomic_[a-z_]+: the FPGA top's memory has no atomics" \
  "$PWS" fpga build/tb/histogram.s --simds 1 --contexts 16 "${H[@]}" -o "$TMP/x"
mapfile -t L < <(tbargs lds_reduce)
check_err "LDS instructions refused, naming the pc" 3 "pc 0x[0-9a-f]{4}: ds_[a-z0-9_]+: the FPGA top gives workgroups no LDS" \
  "$PWS" fpga build/tb/lds_reduce.s "${L[@]}" -o "$TMP/x"
check_err "more than one CU refused" 3 "the FPGA top drives one CU; --cus is 2" \
  "$PWS" fpga "$K" --cus 2 "${RUN[@]}" -o "$TMP/x"
check_err "--out without --sim" 2 "[-]-out needs --sim" "$PWS" fpga "$K" "${RUN[@]}" --out 2=x -o "$TMP/x"
check_err "an unknown option" 2 "unknown option -z" "$PWS" fpga "$K" -z "${RUN[@]}"

# ---- too large for the device, a tool missing: fake tools (shell builtins only, no other PATH) ----
mkdir -p "$TMP/fb"
cat > "$TMP/fb/yosys" << 'FAKE'
#!/bin/bash
# fake yosys (pws fpga runs it in DIR): a flat pws_fpga of $FAKE_LUTS SB_LUT4 and 10 block RAMs
printf '1. Executing FAKE pass\n' > yosys.log
printf '{ "modules": { "\\\\pws_fpga": { "num_cells_by_type": { "SB_LUT4": %s, "SB_RAM40_4K": 10 } } } }\n' \
  "$FAKE_LUTS" > stat.json
printf '{}\n' > pws_fpga.json
FAKE
cat > "$TMP/fb/nextpnr-ice40" << 'FAKE'
#!/bin/bash
echo "ERROR: Failed to expand region (0, 0) |_> (33, 33) of 7850 ICESTORM_LCs"
exit 1
FAKE
printf '#!/bin/bash\nexit 0\n' > "$TMP/fb/icepack"
chmod +x "$TMP/fb/yosys" "$TMP/fb/nextpnr-ice40" "$TMP/fb/icepack"
check_err "more LUTs than the HX8K: refused after synthesis, before nextpnr, the narrow configuration named" 3 \
  "the design needs 9000 LUTs, 10 block RAMs; the iCE40-HX8K has 7680, 32: the CU fits only in its narrow configuration, --fetch-width 1 --ibuf-depth 2 --smem-queue 2 --vmem-queue 2 --mem-insts 1 --vrf-reads 1 with .*fewest lanes and contexts" \
  env PATH="$TMP/fb" FAKE_LUTS=9000 "$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$TMP/fake" --pnr
check_err "more logic cells than the HX8K: nextpnr's error and what to do" 3 \
  "nextpnr-ice40 failed after [0-9]+ s: ERROR: Failed to expand region .*; the design needs more logic cells than the iCE40-HX8K has" \
  env PATH="$TMP/fb" FAKE_LUTS=5000 "$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$TMP/fake" --pnr
rm "$TMP/fb/nextpnr-ice40"
check_err "nextpnr-ice40 missing: which, and how to install it" 3 \
  "nextpnr-ice40 is not installed \(scripts/deps.sh test installs" \
  env PATH="$TMP/fb" "$PWS" fpga "$K" "${CFG[@]}" "${RUN[@]}" -o "$TMP/fake" --pnr
