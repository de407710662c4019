/* fpga/synth_target.h -- the FPGA targets of `pws synth`: how yosys maps to each, what its cells
 * are, how big the reference device is, and the per-level delays of the frequency estimate.
 * Spec: docs/fpga.md.
 *
 * One table (synth_target.c) is the single source of these facts: the yosys script writer, the
 * report (cell classes), the device check and the estimate all read it, so adding a target is
 * one row. */
#ifndef PWS_FPGA_SYNTH_TARGET_H
#define PWS_FPGA_SYNTH_TARGET_H

#include <stddef.h>

/* What a mapped cell is, for the area columns. */
typedef enum {
    SYNTH_LUT,     /* a LUT (generic $lut, SB_LUT4, LUT4, LUT1..LUT6) */
    SYNTH_FF,      /* a flip-flop or latch */
    SYNTH_CARRY,   /* a dedicated carry cell (SB_CARRY, CCU2C, CARRY4) */
    SYNTH_BRAM,    /* a block RAM (generic: $__PWS_BRAM_, see fpga/generic_brams.txt) */
    SYNTH_DSP,     /* a multiplier/DSP block */
    SYNTH_LUTRAM,  /* distributed RAM or shift-register LUTs */
    SYNTH_OTHER,   /* anything else: wide muxes (MUXF7, PFUMX), constants, I/O buffers */
    SYNTH_NCLASS
} synth_class;

typedef struct synth_target {
    const char *name;          /* --target value: "generic", "xilinx7", "ecp5", "ice40" */
    /* yosys synthesis commands; {top} is replaced by the top module, {fpga} by the source
     * tree's fpga/ directory (where generic_brams.txt lives) */
    const char *script;
    /* 1: before script, comparisons with a constant operand become LUT logic
     * (fpga/cmp_const_map.v, synth_write_premap): on LUT4 targets yosys makes them carry chains,
     * a logic cell a bit on iCE40; synth_xilinx already maps them to LUTs (no change there) */
    int cmp_map;
    /* Cell type patterns per class, space separated; a trailing '*' matches any suffix. The
     * same patterns select the sequential cells that cut paths in the frequency estimate. */
    const char *cells[SYNTH_NCLASS];
    const char *bram_cells;    /* what proves block RAM inference (docs/fpga.md "Block RAM") */
    /* Reference device for the "too large" check; 0 = no limit (generic). */
    const char *device;        /* "iCE40-HX8K" */
    unsigned max_luts, max_ffs, max_brams, max_dsps;
    /* Frequency estimate (docs/fpga.md "Frequency estimate"): ns per LUT level (logic plus
     * average routing), per carry cell, and the fixed clock-to-out + setup overhead. */
    double t_lut, t_carry, t_fixed;
} synth_target;

/* The target called name, or NULL (not reported: the caller names its own context). */
const synth_target *synth_target_find(const char *name);

/* Number of targets and target i, in table order (borrowed, static). */
size_t synth_target_count(void);
const synth_target *synth_target_at(size_t i);

/* The class of cell type type ("SB_LUT4", "$_DFF_P_") for target t. A type not in any pattern
 * list is SYNTH_OTHER. Never fails. */
synth_class synth_target_classify(const synth_target *t, const char *type);

/* 1 if type matches one of the space-separated patterns of list (see cells above), else 0. */
int synth_target_match(const char *list, const char *type);

/* Column name of a class: "luts", "ffs", "carry", "brams", "dsps", "lutram", "other". */
const char *synth_class_name(synth_class k);

#endif
