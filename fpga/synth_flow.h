/* fpga/synth_flow.h -- the mechanics of `pws synth`: the generated design in its cache
 * directory, the yosys script of a target, and running yosys (in parallel, with progress).
 * Spec: docs/fpga.md "Flow" and "Cache".
 *
 * Everything here reports its errors once through diag() and returns a PWS_E* code;
 * fpga/cmd_synth.c chooses the exit status. Progress lines go to the FILE the caller passes. */
#ifndef PWS_FPGA_SYNTH_FLOW_H
#define PWS_FPGA_SYNTH_FLOW_H

#include "cfg.h"
#include "synth_target.h"

#include <stdio.h>

/* The repository top (holding rtl/pws_sram_1r1w.v): $PWS_TOP, else the first ancestor of the
 * executable's directory that holds it. Returns 0 or PWS_EIO (reported). */
int synth_find_source_tree(char *top, size_t len);

/* mkdir -p path. Returns 0, or PWS_EIO (reported). */
int synth_mkdirs(const char *path);

/* 1 if an executable named prog is in a directory of $PATH, else 0. */
int synth_have_tool(const char *prog);

/* A generated design: c with the commit port removed, written under
 * <srctop>/build/synth/<hash>/gen ($PWS_SYNTH_CACHE/<hash>/gen if that is set), where hash covers the configuration flags, the generator
 * version and the ISA digest (the target is a subdirectory of that, see synth_target_dir). */
typedef struct synth_design {
    char dir[1024];        /* <srctop>/build/synth/<hash> */
    char src[1024];        /* srctop: the source tree (rtl/, fpga/) */
    char hash[17];
    char top[128];         /* top module: the manifest's "top", else pws_gpu if generated, else
                            * pws_cu (docs/fpga.md "Top module") */
    char **files;          /* absolute paths of every Verilog file of the design, in order:
                            * the manifest's .v files, then <srctop>/rtl/ *.v sorted */
    size_t nfiles;
} synth_design;

/* Sets c's commit port as synthesized: none, on either CU (the lockstep port is for simulation
 * only; docs/config.md). The one place that rule is written: pws synth, the area sweep and
 * synth_design_generate. */
void synth_set_commit_port(pws_cfg *c);

/* Generates (or refreshes) the design of c with synth_set_commit_port and no gated lane clock.
 * On success *out is owned
 * (synth_design_free). Errors: PWS_EIO (cannot write, no usable manifest), PWS_ENOMEM, or what
 * the generator reported (an unsupported configuration: PWS_ERANGE). */
int synth_design_generate(const pws_cfg *c, const char *srctop, synth_design **out);
void synth_design_free(synth_design *d);   /* NULL is fine */

/* Appends dir/name to d->files, or every *.v of dir in name order. Returns 0, PWS_ENOMEM (not
 * reported), or PWS_EIO (reported: dir cannot be listed). `pws fpga` adds its top this way. */
int synth_design_add_file(synth_design *d, const char *dir, const char *name);
int synth_design_add_dir(synth_design *d, const char *dir);

/* Writes the yosys script that synthesises d for t without flattening, then writes stat.json
 * (stat -json), netlist.v (only if keep), carry.txt (the carry cells) and ltp.txt (longest
 * path on a flattened copy) into yosys's working directory. Returns 0 or PWS_EIO. */
int synth_write_script(const synth_design *d, const synth_target *t, int keep, FILE *f);

/* The commands that map comparisons with a constant operand to LUT logic before a target's
 * synthesis (fpga/cmp_const_map.v of the source tree src; docs/fpga.md "Comparisons with a
 * constant"): elaborate top, processes, constant folding, the map. flatten: flatten first
 * (pws fpga --pnr, whose synth_ice40 flattens anyway), so that constants a parent feeds its
 * children are seen. Returns 0 or PWS_EIO. */
int synth_write_premap(FILE *f, const char *src, const char *top, int flatten);

/* One yosys run: in dir (must exist) with script dir/synth.ys, log dir/yosys.log. */
typedef struct synth_job {
    const synth_target *t;
    char dir[1100];
    int status;            /* out: yosys exit status, -1 if it could not run or was killed */
    double seconds;        /* out: wall time */
    /* private to synth_run */
    int pid;
    double start, last_line;
    long log_off;
    char pass[64], shown[64];
} synth_job;

/* Runs every job, at most parallel at a time (>= 1), printing to progress a line when a job
 * starts and ends, and while it runs at most every 10 s: its elapsed time and the yosys pass
 * it is in (parsed from its log). Returns 0 once all finished (see each status), or PWS_EIO if
 * a child could not be started (reported). */
int synth_run(synth_job *jobs, size_t n, unsigned parallel, FILE *progress);

/* The first line of the tool log path containing "ERROR:" into buf (one line, truncated):
 * returns 1; else its last non-empty line: 2; else (no such file, or empty) 0, buf untouched. */
int synth_error_line(const char *path, char *buf, size_t len);

/* The last error of a failed run: the first line containing "ERROR:" of dir/yosys.log (or of its stderr,
 * dir/yosys.err), else the last non-empty line; into buf (one line, truncated). */
void synth_last_error(const char *dir, char *buf, size_t len);

#endif
