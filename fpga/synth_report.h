/* fpga/synth_report.h -- the area report of one synthesis: yosys `stat -json` of a hierarchical
 * (not flattened) mapped design, turned into per-module cell classes rolled up over instance
 * counts, the block-RAM check of the register files, and the depth-based frequency estimate.
 * Spec: docs/fpga.md "Report".
 *
 * The report only reads text yosys wrote (no yosys calls here), so the CUnit tests feed it
 * captured fixtures. */
#ifndef PWS_FPGA_SYNTH_REPORT_H
#define PWS_FPGA_SYNTH_REPORT_H

#include "synth_target.h"

#include <stdio.h>

/* The hand-written RAM leaf every register file and the instruction RAM are built from
 * (rtl/pws_sram_1r1w.v, STYLE.md section 5). Every module derived from it must contain one of
 * the target's block-RAM cells: that is the inference check. */
#define SYNTH_RAM_LEAF "pws_sram_1r1w"

typedef struct synth_report synth_report;

/* Parses the output of `stat -json` (text: what `tee -o FILE stat -json` wrote; anything before
 * the first '{' is skipped) for target t with top module top (its plain name, "pws_cu"). where
 * names the input in messages. On success *out is a new report (owned: synth_report_free) and
 * the result is 0. Errors, reported with where: PWS_EPARSE (not JSON, no "modules" object, a
 * count that is not a non-negative integer, top not among the modules, an instance cycle),
 * PWS_ENOMEM. */
int synth_report_parse(const char *text, const char *where, const synth_target *t,
                       const char *top, synth_report **out);

void synth_report_free(synth_report *r);   /* NULL is fine */

/* ---- Queries (r borrowed; module index i < synth_report_nmodules(r)) ------------------------ */

size_t synth_report_nmodules(const synth_report *r);
/* Modules are in tree order: depth-first from the top, children by name, each module once at
 * its first visit (so a module shared by several parents is listed under the first). */
const char *synth_report_module_name(const synth_report *r, size_t i);  /* readable, unique */
/* Times module i occurs in the hierarchy under the top (top: 1; 0: not below the top). */
unsigned long synth_report_instances(const synth_report *r, size_t i);
/* Cells of class k in one instance of module i: its own cells only, or with every submodule
 * instance rolled up (total of the top = the whole design). */
unsigned long synth_report_own(const synth_report *r, size_t i, synth_class k);
unsigned long synth_report_total(const synth_report *r, size_t i, synth_class k);

/* The whole design's cells split into groups along the real instance hierarchy (pws sweep
 * --area's per-module breakdown): an instance belongs to group group_of(ctx, base) of its
 * module's base name ("pws_salu" for "pws_salu(OpWidth=9)"), or, when that is negative, to its
 * parent instance's group (the top's parent group is fallback). Every instance's own cells are
 * added to sums[its group] once per occurrence, so the groups add up to the top's total. sums
 * has ngroups rows and is zeroed first; a group >= ngroups counts as fallback (< ngroups). */
void synth_report_group_cells(const synth_report *r,
                              int (*group_of)(void *ctx, const char *base), void *ctx,
                              unsigned fallback, unsigned long (*sums)[SYNTH_NCLASS],
                              size_t ngroups);

/* The block-RAM check: number of modules derived from SYNTH_RAM_LEAF under the top, and how
 * many of them hold no block-RAM cell of the target (0 = inference happened everywhere). */
unsigned synth_report_ram_modules(const synth_report *r);
unsigned synth_report_ram_failures(const synth_report *r);

/* ---- Frequency estimate -------------------------------------------------------------------- */

typedef struct synth_depth {
    unsigned levels;   /* cells on the longest combinational path */
    unsigned carry;    /* of which carry cells */
    double ns;         /* t_fixed + (levels - carry) * t_lut + carry * t_carry */
    double mhz;        /* 1000 / ns */
} synth_depth;

/* Computes the estimate from the text of `ltp` on the flattened netlist (its "Longest
 * topological path in TOP (length=N):" header for module top and one "(via CELL)" line per cell) and the text of
 * `select -list` of the target's carry cells ("module/cell" lines; NULL or "" if none). Returns
 * 0, or PWS_EPARSE (reported with where) if the ltp header is missing or disagrees with the
 * number of "via" lines. */
int synth_depth_parse(const char *ltp, const char *carry_list, const synth_target *t,
                      const char *top, const char *where, synth_depth *d);

/* Records the estimate in r (written by the report writers below). */
void synth_report_set_depth(synth_report *r, const synth_depth *d);

/* The device check (docs/fpga.md "Device check"): 1 if the design's LUTs, flip-flops, block
 * RAMs or DSPs exceed the target's reference device, with one line naming the resources over
 * the limit and the device's amounts in buf ("the design needs 8000 LUTs, 40 block RAMs; the
 * iCE40-HX8K has 7680, 32"); 0 if it fits or the target has no device. */
int synth_report_too_large(const synth_report *r, char *buf, size_t len);

/* ---- Output --------------------------------------------------------------------------------- */

/* CSV: a header line "module,instances,luts,ffs,carry,brams,dsps,lutram,other" and one line per
 * module reachable from the top, with per-instance totals (the top's row is the design). */
int synth_report_write_csv(const synth_report *r, FILE *f);

/* JSON object: target, top, device, "total" (the top's rolled-up classes), "modules" (array of
 * name, instances, own and total classes), "bram" (ram_modules, failures, per module list),
 * "depth" (levels, carry, ns, mhz, if set). elapsed_s: yosys run time (seconds, < 0: omitted).
 * Returns 0 or PWS_ENOMEM / PWS_EIO (reported with where). */
int synth_report_write_json(const synth_report *r, double elapsed_s, const char *where, FILE *f);

/* The human table of pws synth: one line per module, indented by hierarchy depth. */
void synth_report_print(const synth_report *r, FILE *f);

#endif
