/* fpga/cmd_synth.c -- `pws synth`: yosys synthesis of a configuration for FPGA targets, with a
 * per-module area report and a logic-depth frequency estimate. Spec: docs/fpga.md.
 *
 * Exit status (docs/cli.md): 0 ok; 2 usage error (unknown option, bad configuration value);
 * 3 input or tool error: an unknown target, yosys missing or failing, a configuration the RTL
 * does not implement, or a design too large for the target's reference device (the reports
 * are written first, so the numbers are there to read). */
#include "cmds.h"
#include "diag.h"
#include "file_read.h"
#include "pws_err.h"
#include "synth_flow.h"
#include "synth_report.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage_text[] =
    "usage: pws synth [--target T[,T...]] [generator flags | --config FILE] [-o OUTDIR]\n"
    "                 [--jobs N] [--keep]\n"
    "\n"
    "Generates the RTL of the configuration (flags as pws gen: --cus, --simds, --contexts,\n"
    "--wave, --lanes, --vgprs, --sgprs, --split, --spsimds, ...) with the commit port removed\n"
    "into build/synth/<hash>/, synthesizes it with yosys without flattening, and prints per\n"
    "module of the hierarchy (per instance, submodules included) the LUTs, flip-flops, carry\n"
    "cells, block RAMs, DSPs, LUT RAMs and other cells, the block-RAM check of the register\n"
    "files, and a frequency estimate from the longest logic path (docs/fpga.md).\n"
    "\n"
    "  --target T   generic | xilinx7 | ecp5 | ice40, or a comma list (default generic)\n"
    "  -o OUTDIR    also write OUTDIR/synth_<target>.json and .csv (created if missing)\n"
    "  --jobs N     run up to N yosys processes at once, one per target (default 1)\n"
    "  --keep       keep the yosys log and the mapped netlist (netlist.v) in the cache\n"
    "\n"
    "A second run of an unchanged configuration, target and RTL reuses yosys's results.\n"
    "Exit status: 0 ok, 2 usage error, 3 unknown target, yosys missing or failed, or the design\n"
    "does not fit the target's reference device (ice40: iCE40-HX8K).\n";

#define WHERE "pws synth"

static int usage_err(const char *fmt, const char *v)
{
    diag_at(WHERE, PWS_EUSAGE, fmt, v);
    return 2;
}

static void fnv(uint64_t *h, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        *h = (*h ^ (uint8_t)p[i]) * 0x100000001b3ull;
}

/* Digest of the script, of every Verilog input, of the generic target's memory library and of
 * the comparison map: a cached result is valid only if this is unchanged (a regenerated file
 * with the same text keeps it). */
static int inputs_digest(const synth_design *d, const char *script, char out[17])
{
    uint64_t h = 0xcbf29ce484222325ull;
    fnv(&h, script, strlen(script));
    char extra[2][1100];
    snprintf(extra[0], sizeof extra[0], "%s/fpga/generic_brams.txt", d->src);
    snprintf(extra[1], sizeof extra[1], "%s/fpga/cmp_const_map.v", d->src);
    for (size_t i = 0; i < d->nfiles + 2; i++) {
        const char *path = i < d->nfiles ? d->files[i] : extra[i - d->nfiles];
        char *text;
        size_t n;
        if (file_read(path, &text, &n))
            return PWS_EIO;
        fnv(&h, path, strlen(path) + 1);
        fnv(&h, text, n);
        free(text);
    }
    snprintf(out, 17, "%016llx", (unsigned long long)h);
    return 0;
}

static int write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f)) {
        if (f)
            fclose(f);
        return diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    }
    return 0;
}

static char *read_opt(const char *dir, const char *name)
{
    char path[1300], *text = NULL;
    size_t n;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    diag_set_quiet(1);
    int rc = file_read(path, &text, &n);
    diag_set_quiet(0);
    return rc ? NULL : text;
}

static int exists(const char *dir, const char *name)
{
    char path[1300];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, R_OK) == 0;
}

static void remove_in(const char *dir, const char *name)
{
    char path[1300];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    unlink(path);
}

/* Per target: prepare its directory and script; *cached = 1 if the previous results hold. */
static int prepare(const synth_design *d, synth_job *j, int keep, int *cached, char digest[17])
{
    snprintf(j->dir, sizeof j->dir, "%s/%s", d->dir, j->t->name);
    if (mkdir(j->dir, 0777) && errno != EEXIST)
        return diag_at(j->dir, PWS_EIO, "cannot create: %s", strerror(errno));
    char *script = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&script, &len);
    if (!mem)
        return PWS_ENOMEM;
    int rc = synth_write_script(d, j->t, keep, mem);
    fclose(mem);
    if (!rc)
        rc = inputs_digest(d, script, digest);
    char *old = rc ? NULL : read_opt(j->dir, "inputs.digest");
    *cached = old && !strncmp(old, digest, 16) && exists(j->dir, "stat.json")
              && exists(j->dir, "ltp.txt") && (!keep || exists(j->dir, "netlist.v"));
    if (*cached)
        j->seconds = atof(old + 16);
    free(old);
    if (!rc && !*cached) {
        static const char *const stale[] = { "inputs.digest", "stat.json", "ltp.txt",
                                             "carry.txt", "netlist.v", "report.json",
                                             "report.csv" };
        for (size_t i = 0; i < sizeof stale / sizeof stale[0]; i++)
            remove_in(j->dir, stale[i]);
        char path[1300];
        snprintf(path, sizeof path, "%s/synth.ys", j->dir);
        rc = write_text(path, script);
    }
    free(script);
    return rc;
}

static int copy_out(const char *outdir, const char *target, const char *dir, const char *ext)
{
    char src[1300], dst[PATH_MAX + 64], *text;
    size_t n;
    snprintf(src, sizeof src, "%s/report.%s", dir, ext);
    snprintf(dst, sizeof dst, "%s/synth_%s.%s", outdir, target, ext);
    if (file_read(src, &text, &n))
        return PWS_EIO;
    int rc = write_text(dst, text);
    free(text);
    return rc;
}

/* Reads yosys's outputs for one target, writes report.json/.csv, prints the table. Returns 0,
 * 1 if the design does not fit the reference device (reported), or a PWS_E* error. */
static int report(const synth_design *d, const synth_job *j, const char *outdir)
{
    char where[1300];
    snprintf(where, sizeof where, "%s/stat.json", j->dir);
    char *stat = read_opt(j->dir, "stat.json"), *ltp = read_opt(j->dir, "ltp.txt");
    char *carry = read_opt(j->dir, "carry.txt");
    synth_report *r = NULL;
    synth_depth depth;
    int rc = 0;
    if (!stat || !ltp)
        rc = diag_at(j->dir, PWS_EIO, "yosys wrote no %s", stat ? "ltp.txt" : "stat.json");
    if (!rc)
        rc = synth_report_parse(stat, where, j->t, d->top, &r);
    if (!rc) {
        snprintf(where, sizeof where, "%s/ltp.txt", j->dir);
        rc = synth_depth_parse(ltp, carry, j->t, d->top, where, &depth);
    }
    free(stat);
    free(ltp);
    free(carry);
    if (rc)
        return rc;
    synth_report_set_depth(r, &depth);
    char path[1300];
    FILE *f;
    snprintf(path, sizeof path, "%s/report.json", j->dir);
    if (!(f = fopen(path, "w")))
        rc = diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    else {
        rc = synth_report_write_json(r, j->seconds, path, f);
        if (fclose(f) && !rc)
            rc = diag_at(path, PWS_EIO, "cannot write");
    }
    snprintf(path, sizeof path, "%s/report.csv", j->dir);
    if (!rc && !(f = fopen(path, "w")))
        rc = diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    else if (!rc) {
        rc = synth_report_write_csv(r, f);
        if ((fclose(f) || rc) && (rc = PWS_EIO))
            diag_at(path, PWS_EIO, "cannot write");
    }
    if (!rc && outdir)
        rc = copy_out(outdir, j->t->name, j->dir, "json") || copy_out(outdir, j->t->name, j->dir,
                                                                      "csv") ? PWS_EIO : 0;
    if (!rc) {
        printf("\nsynth: %s: top %s, yosys %.0f s; reports: %s/report.{json,csv}\n", j->t->name,
               d->top, j->seconds, j->dir);
        synth_report_print(r, stdout);
        unsigned nram = synth_report_ram_modules(r), bad = synth_report_ram_failures(r);
        if (bad)
            printf("block RAM: %u of %u RAM modules (%s) NOT mapped to %s\n", bad, nram,
                   SYNTH_RAM_LEAF, j->t->bram_cells);
        else
            printf("block RAM: all %u RAM modules (%s) mapped to %s\n", nram, SYNTH_RAM_LEAF,
                   j->t->bram_cells);
        printf("frequency estimate: %.0f MHz (%u logic levels, %u of them carry; %.2f ns; "
               "an estimate, not timing signoff: docs/fpga.md)\n", depth.mhz, depth.levels,
               depth.carry, depth.ns);
        char why[600];
        if (synth_report_too_large(r, why, sizeof why)) {
            fflush(stdout);
            diag_at(j->t->name, PWS_ERANGE, "%s", why);
            rc = 1;
        }
    }
    synth_report_free(r);
    return rc;
}

static int split_targets(char *list, synth_job *jobs, size_t max, size_t *n)
{
    *n = 0;
    for (char *t = strtok(list, ","); t; t = strtok(NULL, ",")) {
        const synth_target *tg = synth_target_find(t);
        if (!tg) {
            char names[128] = "";
            for (size_t i = 0; i < synth_target_count(); i++) {
                size_t l = strlen(names);
                snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "",
                         synth_target_at(i)->name);
            }
            return diag_at(WHERE, PWS_EUSAGE, "unknown target '%s' (known: %s)", t, names);
        }
        for (size_t i = 0; i < *n; i++)
            if (jobs[i].t == tg)
                tg = NULL;
        if (tg && *n < max)
            jobs[(*n)++].t = tg;
    }
    if (!*n)
        return diag_at(WHERE, PWS_EUSAGE, "--target names no target");
    return 0;
}

int cmd_synth(int argc, char **argv)
{
    /* progress and tables on stdout, errors on stderr: line buffering keeps them in order
     * when both go to one file */
    setvbuf(stdout, NULL, _IOLBF, 0);
    pws_cfg c;
    pws_cfg_default(&c);
    const char *outdir = NULL;
    char targets[256] = "generic";
    unsigned jobs_n = 1;
    int keep = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        int has = i + 1 < argc;
        if (!strcmp(a, "--target")) {
            if (!has)
                return usage_err("%s needs a value", a);
            snprintf(targets, sizeof targets, "%s", argv[++i]);
        } else if (!strcmp(a, "-o")) {
            if (!has)
                return usage_err("%s needs a directory", a);
            outdir = argv[++i];
        } else if (!strcmp(a, "--jobs")) {
            char *end;
            if (!has)
                return usage_err("%s needs a value", a);
            unsigned long v = strtoul(argv[++i], &end, 10);
            if (*end || !*argv[i] || v < 1 || v > 64)
                return usage_err("bad --jobs '%s': want 1..64", argv[i]);
            jobs_n = (unsigned)v;
        } else if (!strcmp(a, "--keep")) {
            keep = 1;
        } else if (!strcmp(a, "--config")) {
            if (!has)
                return usage_err("%s needs a file", a);
            if (pws_cfg_read_config(argv[++i], &c))
                return 3;
        } else if (!strncmp(a, "--", 2) && a[2]) {
            int used;
            int frc;
            if ((frc = pws_cfg_set_flag(&c, a + 2, has ? argv[i + 1] : NULL, &used)))
                return pws_cfg_flag_status(frc);
            i += used;
        } else {
            return usage_err("unexpected argument '%s' (try pws synth --help)", a);
        }
    }
    synth_set_commit_port(&c);   /* as synth_design_generate */
    if (pws_cfg_validate(&c))
        return 2;
    synth_job jobs[8];
    memset(jobs, 0, sizeof jobs);
    size_t njobs;
    if (split_targets(targets, jobs, 8, &njobs))
        return 3;
    if (!synth_have_tool("yosys")) {
        diag_at(WHERE, PWS_EIO, "yosys not found on PATH (install it: apt-get install yosys, "
                "or scripts/deps.sh test)");
        return 3;
    }
    if (outdir && mkdir(outdir, 0777) && errno != EEXIST) {
        diag_at(outdir, PWS_EIO, "cannot create: %s", strerror(errno));
        return 3;
    }
    char top[PATH_MAX];
    synth_design *d = NULL;
    if (synth_find_source_tree(top, sizeof top) || synth_design_generate(&c, top, &d))
        return 3;
    char flags[PWS_CFG_FLAGS_MAX];
    pws_cfg_flags(&c, flags, sizeof flags);
    printf("synth: design %s (%s): top %s, %zu Verilog files, in %s\n", d->hash, flags, d->top,
           d->nfiles, d->dir);
    int status = 0;
    char digests[8][17];
    synth_job run[8];
    size_t nrun = 0;
    int cached[8] = { 0 };
    for (size_t i = 0; i < njobs && !status; i++) {
        if (prepare(d, &jobs[i], keep, &cached[i], digests[i]))
            status = 3;
        else if (cached[i])
            printf("synth: %s: cached (inputs unchanged, digest %s)\n", jobs[i].t->name,
                   digests[i]);
        else
            run[nrun++] = jobs[i];
    }
    if (!status && nrun && synth_run(run, nrun, jobs_n, stdout))
        status = 3;
    int ok[8] = { 0 }, prepared = !status;
    for (size_t i = 0, k = 0; i < njobs && nrun && prepared; i++)
        if (!cached[i])
            jobs[i] = run[k++];
    for (size_t i = 0; i < njobs && prepared; i++) {
        ok[i] = 1;
        if (cached[i])
            continue;
        if (jobs[i].status != 0) {
            ok[i] = 0;
            char msg[600];
            synth_last_error(jobs[i].dir, msg, sizeof msg);
            diag_at(jobs[i].t->name, PWS_EIO, "yosys failed (exit %d): %s (log: %s/yosys.log)",
                    jobs[i].status, msg, jobs[i].dir);
            status = 3;
            continue;
        }
        char path[1300], line[512];
        snprintf(path, sizeof path, "%s/inputs.digest", jobs[i].dir);
        snprintf(line, sizeof line, "%s %.1f\n", digests[i], jobs[i].seconds);
        if (write_text(path, line)) {
            ok[i] = 0;
            status = 3;
        }
        if (!keep)
            remove_in(jobs[i].dir, "yosys.log");
    }
    for (size_t i = 0; i < njobs; i++)   /* every target that ran, also after a failure */
        if (ok[i] && report(d, &jobs[i], outdir))
            status = 3;
    synth_design_free(d);
    return status;
}
