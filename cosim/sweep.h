/* cosim/sweep.h -- the pure part of `pws sweep` (cosim/cmd_sweep.c): the list of machines a sweep
 * runs, what one lockstep run reported, and the table and CSV it prints. Spec: docs/sweep.md.
 *
 * A sweep runs one kernel on the RTL of one configuration under several splitting machines
 * (--split none, and dws and pws with each S of a list), each run a `pws cosim` in lockstep, and
 * compares their observed kernel cycles: the observed columns of the PWS paper's Table 3. */
#ifndef PWS_SWEEP_H
#define PWS_SWEEP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SWEEP_MAX_POINTS 32

typedef enum sweep_mode { SWEEP_NONE = 0, SWEEP_DWS, SWEEP_PWS } sweep_mode;

/* One machine of the sweep: the split mode and S (0 for none). */
typedef struct sweep_point {
    sweep_mode mode;
    unsigned spsimds;
} sweep_point;

/* What one run reported. `ok` is set by sweep_parse_summary when the summary has a lockstep
 * line with 0 mismatches; the caller clears it when the output check fails. */
typedef struct sweep_result {
    int ok;                        /* lockstep passed (and, for benchgen, the output matched) */
    int have_cycles;
    uint64_t cycles, retired, splits, merges;
    int have_static, have_analytical;
    uint64_t static_bound;         /* the run's "static bound:" line (pws wcet, no measurement) */
    uint64_t analytical;           /* --wcet: the hybrid bound from the run's own trace */
    char note[160];                /* why it failed: the run's first error line, or the check */
} sweep_result;

const char *sweep_mode_name(sweep_mode m);

/* Parses an S list: comma-separated items, each an S in 0..63 or a range "A..B" (A <= B, both
 * included: "0..7" is 0,1,...,7; "0..2,7" is 0,1,2,7). Writes at most max values to out and
 * returns how many (0 for ""), or -1 after writing a one-line reason into err. */
int sweep_parse_slist(const char *list, unsigned *out, size_t max, char *err, size_t errlen);

/* The points for modes (a comma list of none, dws, pws) times S (sweep_parse_slist: "1,3,7", "0..7"):
 * none once, with S = 0; dws and pws once per S, in the order given. Returns the number of
 * points (>= 1), or -1 after writing a one-line reason into err (errlen bytes). */
int sweep_points(const char *modes, const char *spsimds, sweep_point *out, size_t max, char *err,
                 size_t errlen);

/* Parses a `pws cosim` summary (its stdout): "cycles: N", "retired: N", "lockstep: N
 * instructions, M mismatches", "splits: R real, ...; merges: M real, ...", "static bound: N
 * cycles ...". Fills r; r->ok is 1 only with a lockstep line of 0 mismatches and a cycles
 * line. */
void sweep_parse_summary(const char *text, sweep_result *r);

/* The speed-up of a run over the reference (none) cycles, or 0 if either is missing. */
double sweep_speedup(uint64_t ref_cycles, const sweep_result *r);

/* One CSV line (with '\n') for a point: mode,spsimds,cycles,retired,splits,merges,speedup,status,
 * static,analytical (empty when not known). ref_cycles: the none run's cycles (0: no none run;
 * the speed-up column is then empty). */
void sweep_csv_row(char *buf, size_t len, const sweep_point *p, const sweep_result *r,
                   uint64_t ref_cycles);
#define SWEEP_CSV_HEADER "mode,spsimds,cycles,retired,splits,merges,speedup,status,static,analytical\n"

/* The PWS paper's Table 3 from a sweep's results: one row per S of the dws and pws points, with
 * the observed, analytical (hybrid) and static cycles of none, dws S and pws S in thousands
 * (one decimal, as the paper prints them), and PWS's analytical WCET reduction against DWS and
 * against none ("-" where a number is missing). Writes to f. */
void sweep_table3(FILE *f, const sweep_point *pts, const sweep_result *res, int np);

/* 1 - a / b in percent, the paper's "reduction" (0 when b is 0). */
double sweep_reduction(uint64_t a, uint64_t b);

#endif
