#!/usr/bin/env bash
# tests/integration/cosim_mutants_pipe_narrow.sh -- the mutation check of the pipelined CU's
# narrow organisation (docs/microarchitecture.md "Narrow configurations"): defects in the one VRF
# read port shared by the VALU and the row reader (`--vrf-reads 1`), its one write port, the
# pass reads of one source dword a cycle, the rows read and the SPI's VGPR writes a pass group
# at a time, each of which the
# harness must report (cosim_mutants_pipe.sh has the method: mutant schemata in one model,
# +pws_mutant=N; tests/integration/lib/mutants.bash). 100 % detection is required.
#
# Configuration: the narrow CU (one decoder, buffers of 2, one instruction a memory unit, one
# VRF read port), 1 SIMD x 8 contexts (lds_reduce's workgroups of 8 wavefronts fit), wave 16 on
# 8 lanes: P = 2, so rows and passes are read group by group. (At P >= 2 a VALU instruction's
# hold B = P R + Wd - 1 is never shorter than its VGPR and mask hazards, so their defects cannot
# show here; the cadences of cosim_pipe.sh at P = 1 measure those rules exactly.)
source "$(dirname "$0")/lib/common.bash"
source "$(dirname "$0")/lib/mutants.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }
start=$(date +%s)

MCFG=(--cus 1 --simds 1 --contexts 8 --wave 16 --lanes 8 --mem-latency 3 --split none
      --spsimds 0 --smem-queue 4 --vmem-queue 4 --fetch-width 1 --ibuf-depth 2 --mem-insts 1
      --vrf-reads 1)
K=tests/cosim
for t in vadd lds_reduce stencil2d histogram; do mkdir -p "$TMP/tb/$t"; done
write_buf64 "$TMP/buf.bin"
mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/tb/vadd")
mapfile -t LDSR < <(build/bin/tbref gen lds_reduce --seed 1 --dir "$TMP/tb/lds_reduce")
mapfile -t STEN < <(build/bin/tbref gen stencil2d --seed 1 --dir "$TMP/tb/stencil2d")
mapfile -t HIST < <(build/bin/tbref gen histogram --seed 1 --dir "$TMP/tb/histogram")
KERNELS=(
  "valu_ops|$K/valu_ops.s --grid 16 --wg 16"
  "valu_ops x4|$K/valu_ops.s --grid 64 --wg 16"   # 4 wavefronts: the VALU shared
  "pipe_hazards|$K/pipe_hazards.s --grid 16 --wg 16 --arg zeros:256"
  "flat_lanes|$K/flat_lanes.s --grid 16 --wg 16 --arg @$TMP/buf.bin"
  "vmem_nowait|$K/vmem_nowait.s --grid 16 --wg 16 --arg @$TMP/buf.bin --mem-jitter 200 --seed 1"
  "ds_pass|$K/ds_pass.s --grid 16 --wg 16"
  "vadd|build/tb/vadd.s ${VADD[*]}"
  "stencil2d|build/tb/stencil2d.s ${STEN[*]}"     # 64-bit address arithmetic
  "lds_reduce|build/tb/lds_reduce.s ${LDSR[*]}"   # 8 waves, LDS, barriers
  "histogram|build/tb/histogram.s ${HIST[*]}"     # LDS atomics
)

# ---- the mutants: file # sed expression (the schema of mutant N) # the defect ----
MUTANTS=(
  # issue: the read port's sharing, the VALU's hold
  "rtl/pws_issue.v#s/\&\& (VrfReads != 1 || rows_idle_i);/\&\& (pws_mutant == 1 || VrfReads != 1 || rows_idle_i);/#a VALU instruction issues while the row reader has the read port"
  "rtl/pws_issue.v#s/\&\& (VrfReads != 1 || valu_rd_q == HzZero);/\&\& (pws_mutant == 2 || VrfReads != 1 || valu_rd_q == HzZero);/#a memory instruction issues while the VALU reads"
  "rtl/pws_issue.v#s/r_valu_p = VrfReads == 1 \&\& want_m/r_valu_p = pws_mutant != 3 \&\& VrfReads == 1 \&\& want_m/#the VALU does not yield the port to a memory instruction of the same cycle (both issue)"
  "rtl/pws_issue.v#s/assign o_busy\[8\*g +: 8\] = pr + w8 - 8'd2;/assign o_busy[8*g +: 8] = pr + w8 - (pws_mutant == 4 ? 8'd3 : 8'd2);/#the VALU takes an instruction a cycle early (its reads meet the last pass's)"
  "rtl/pws_issue.v#s/assign o_rd\[8\*g +: 8\] = pr - 8'd1;/assign o_rd[8*g +: 8] = pr - (pws_mutant == 5 ? 8'd2 : 8'd1);/#the row reader starts during the VALU's last read"
  # the VALU's pass reads
  "rtl/pws_valu_pipe.v#s/iss_r = VrfReads == 1 ? iss_r1 :/iss_r = VrfReads == 1 ? (pws_mutant == 6 \&\& iss_v <= iss_wd ? iss_wd : iss_r1) :/#a pass without a free write cycle (R = max(v, Wd))"
  "rtl/pws_valu_pipe.v#s/held_q\[hsel\] <= rdp;/held_q[pws_mutant == 7 \&\& hsel == 3'd2 ? 3'd0 : hsel] <= rdp;/#source 1's dword held in source 0's place"
  "rtl/pws_valu_pipe.v#s/wire \[1:0\] o_s = k_q < ir_n0_q ? 2'd0/wire [1:0] o_s = k_q < ir_n0_q ? (pws_mutant == 8 ? 2'd1 : 2'd0)/#a pass reads source 1 where source 0 is"
  # the row reader and the memory units
  "rtl/pws_mem_rows.v#s/assign m_group_o = g_q;/assign m_group_o = pws_mutant == 9 ? {PassWidth{1'b0}} : g_q;/#the row reader reads pass group 0 for every group"
  "rtl/pws_mem_rows.v#s/row_last_o <= g_last;/row_last_o <= pws_mutant == 10 || g_last;/#a row counted complete after its first group"
  "rtl/pws_vmem_unit.v#s/if (row_last_i) e_got/if (row_last_i || pws_mutant == 11) e_got/#a memory unit counts every group as a row (it sends before its rows are in)"
  # the VRF's one write port
  "rtl/pws_vgpr_file.v#s/wire ga = !v_we_i\[0\] \&\& ra/wire ga = (pws_mutant == 12 || !v_we_i[0]) \&\& ra/#a returned lane dword granted the write port the VALU holds (the write is lost)"
  "rtl/pws_vgpr_file.v#s/waddr = {{(32-VrfAddrWidth){1'b0}}, a_row_i} \* Passes + a_group;/waddr = {{(32-VrfAddrWidth){1'b0}}, a_row_i} * Passes + (pws_mutant == 13 ? 32'd0 : a_group);/#a returned lane dword written into pass group 0"
  # the SPI's writes of one pass group (InitLanes = SimdWidth)
  "rtl/pws_spi_init.v#s/assign groups\[g\] = InitLanes == WavefrontSize || data_i == g;/assign groups[g] = InitLanes == WavefrontSize || (pws_mutant == 14 ? g == 0 : data_i == g);/#the SPI writes every pass group of a VGPR into group 0 (the write's group ignored)"
)

mutants_pipe pipe_narrow "${MCFG[@]}"

mutants_check
echo "# cosim_mutants_pipe_narrow: $(( $(date +%s) - start )) s"
