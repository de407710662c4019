/* fpga/area.h -- the pure part of `pws sweep --area` (fpga/cmd_area.c): which part of the compute
 * unit a generated module is (the per-module breakdown), the overhead over the baseline, and the
 * table and CSV lines. Spec: docs/sweep.md "Area sweep", docs/fpga.md "Area versus S".
 *
 * An area sweep synthesizes one configuration under --split none (S = 0) and dws and pws per S,
 * and compares the cells yosys mapped: how much the split hardware costs on an FPGA. */
#ifndef PWS_FPGA_AREA_H
#define PWS_FPGA_AREA_H

#include "synth_target.h"

#include <stddef.h>

/* The breakdown's groups, by the modules' names (docs/microarchitecture.md). */
typedef enum area_group {
    AREA_VRF,          /* pws_vgpr_file: the vector register file (its RAMs) */
    AREA_SRF,          /* pws_sgpr_file: a unit's scalar register file of its contexts */
    AREA_SPLIT_CTX,    /* pws_swf_ctx: split masks, parent registers and child stacks */
    AREA_SPLIT_CTRL,   /* pws_srf_copy: the split control's copy engines */
    AREA_VALU,         /* pws_valu_pipe: the VALU and its lanes (pws_valu) */
    AREA_SALU,         /* pws_salu_pipe (pws_salu) */
    AREA_DECODER,      /* pws_decoder */
    AREA_ARBITERS,     /* pws_*_arb, pws_*_arbiter: memory, lock and round-robin */
    AREA_REST,         /* everything else: fetch and the instruction RAM, issue, the control
                        * unit, memory units, LDS, barrier, SPI, CU and GPU glue */
    AREA_NGROUPS
} area_group;

/* The CSV name of a group: "vrf", "srf", "split_ctx", "split_ctrl", "valu", "salu", "decoder",
 * "arbiters", "rest". */
const char *area_group_name(area_group g);

/* The group a module of base name base ("pws_salu", not "pws_salu(OpWidth=9)") starts, or -1
 * if it has none of its own and belongs to its parent's (pws_sram_1r1w in pws_sgpr_file is SRF,
 * in pws_vgpr_file VRF). An arbiter is an arbiter wherever it is.
 * The signature fits synth_report_group_cells (ctx unused). */
int area_group_of(void *ctx, const char *base);

/* Overhead of luts over the baseline's in percent: 100 * (luts - base) / base; 0 if base is 0. */
double area_overhead(unsigned long base, unsigned long luts);

/* The cells of one synthesized point: the design's totals and its breakdown, per class. */
typedef struct area_cells {
    unsigned long total[SYNTH_NCLASS];
    unsigned long group[AREA_NGROUPS][SYNTH_NCLASS];
} area_cells;

/* What became of a point: synthesized; synthesized but larger than the target's reference
 * device (pws synth's exit 3 after writing its reports: the numbers are still the design's, and
 * an area sweep is exactly where a point may outgrow the device); or failed (no numbers). */
#define AREA_FAIL 0
#define AREA_OK 1
#define AREA_TOO_LARGE 2

/* The area CSV: one line per point. base_luts: the LUTs of none at S = 0 (0: not in the sweep,
 * the overhead column is empty); yosys_s: yosys wall time of the point (< 0: empty). ok is an
 * AREA_* value; the status column is "ok", "exceeds_device" or "fail" (cell columns empty). */
#define AREA_CSV_HEADER \
    "mode,spsimds,target,luts,ffs,carry,brams,dsps,lutram,other,lut_overhead_pct,yosys_s,status\n"
void area_csv_row(char *buf, size_t len, const char *mode, unsigned s, const char *target,
                  int ok, const area_cells *c, unsigned long base_luts, double yosys_s);

/* The breakdown CSV: one line per point and group (the groups of a point add up to its
 * totals). */
#define AREA_MODULES_CSV_HEADER "mode,spsimds,group,luts,ffs,carry,brams,dsps,lutram,other\n"
void area_modules_csv_rows(char *buf, size_t len, const char *mode, unsigned s,
                           const area_cells *c);

/* One line of the table on stdout (with '\n'): mode, S, LUTs, FFs, carry, block RAM, DSP and
 * the LUT overhead ("-" without a baseline); "failed" instead of numbers for AREA_FAIL, and
 * " > device" after the row for AREA_TOO_LARGE. And its
 * header line. */
void area_table_header(char *buf, size_t len);
void area_table_row(char *buf, size_t len, const char *mode, unsigned s, int ok,
                    const area_cells *c, unsigned long base_luts);

/* The command (fpga/cmd_area.c), called by cmd_sweep (cosim/cmd_sweep.c) when its arguments
 * hold --area; returns the exit status (docs/sweep.md "Area sweep"). */
int cmd_sweep_area(int argc, char **argv);

#endif
