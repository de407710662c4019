/* cosim/cmd_sweep.c -- `pws sweep`: one kernel on the RTL of one configuration under --split
 * none, and dws and pws for each S of a list, every run a `pws cosim` in lockstep; prints the
 * observed kernel cycles side by side (the observed columns of the PWS paper's Table 3) and
 * optionally a CSV. Spec: docs/sweep.md.
 *
 * Each run is this binary's own `cosim` subcommand in a child process (so its model cache, build
 * lock and error handling are exactly those of `pws cosim`); with --benchgen, `pws benchgen`
 * first writes the synthetic benchmark once per mode with that mode's marks (s_split/s_merge
 * for pws, MODE bit 21 for dws, none for none: the same program otherwise), and each run's
 * output buffer is compared with benchgen's C reference. Exit status: 0 every run passed, 1 a
 * run mismatched (or its output differs), 2 usage, 3 a run could not be made. */
#include "area.h"
#include "cmds.h"
#include "cosim.h"
#include "diag.h"
#include "file_read.h"
#include "flowfacts.h"
#include "proc.h"
#include "pws_err.h"
#include "sweep.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage_text[] =
    "usage: pws sweep KERNEL.s [generator flags] --grid X[,Y,Z] --wg X[,Y,Z] [--arg V]...\n"
    "                 [--modes LIST] [--spsimds LIST] [--wcet] [-o FILE.csv] [--keep DIR]\n"
    "       pws sweep --benchgen [--levels L] [--div-frac F] [--mem-frac F] [--insts N]\n"
    "                 [--loop-trips N] [--wg N] [--groups N] [--seed N] [generator flags]\n"
    "                 [--modes LIST] [--spsimds LIST] [--balanced-splits] [--wcet]\n"
    "                 [-o FILE.csv] [--keep DIR]\n"
    "       pws sweep --area [--spsimds LIST|A..B] [--modes LIST] [--target T] [generator flags]\n"
    "                 [--jobs N] [-o DIR]        (pws sweep --area --help)\n"
    "\n"
    "Runs the kernel in lockstep (pws cosim) on the RTL of one configuration (generator flags as\n"
    "pws gen, without --split) under each machine: --modes (default none,dws,pws) times\n"
    "--spsimds (default 1,3,7, or a range 0..7; none runs once). Prints cycles, retired instructions, splits and\n"
    "the speed-up over none per machine; -o also writes them as CSV. --benchgen: the PWS paper's\n"
    "synthetic benchmark (pws benchgen; marks per mode), its output checked against its C\n"
    "reference. --keep DIR keeps the kernels and run logs (default: a temporary directory).\n"
    "Every run prints its static WCET bound (pws cosim); --wcet also traces each run and adds\n"
    "its analytical (hybrid) bound from pws wcet, and prints the PWS paper's Table 3 layout.\n"
    "--balanced-splits (with --benchgen): pws S splits only the outer K levels of the nest,\n"
    "2^K - 1 <= S split points (S = 1, 3, 7: 1, 3, 7), as the paper annotates as many split\n"
    "points as there are SpSIMDs; else every if-else has one.\n"
    "Progress goes to stderr. Exit status: 0 all passed, 1 a run failed its check, 2 usage,\n"
    "3 a run could not be made (see its log).\n";

/* Flags with a value that belong to the kernel's benchgen, not to pws cosim. --wg is also
 * pws cosim's (the dispatch of a kernel file), so it is benchgen's only with --benchgen. */
static int is_bench_flag(const char *a, int bench)
{
    static const char *const f[] = { "--levels", "--div-frac", "--mem-frac", "--insts",
                                     "--loop-trips", "--seed", "--groups" };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        if (!strcmp(a, f[i]))
            return 1;
    return bench && !strcmp(a, "--wg");
}

/* Splits a one-line args file (benchgen's STEM.args) into words appended to av. */
static int read_args(const char *path, char **av, int *n, int max, char **keep)
{
    char *text = NULL;
    size_t len = 0;
    if (file_read(path, &text, &len))
        return -1;
    *keep = text;
    for (char *t = strtok(text, " \n"); t; t = strtok(NULL, " \n")) {
        if (*n >= max)
            return -1;
        av[(*n)++] = t;
    }
    return 0;
}

/* The first line of a log that says what went wrong, into note. */
static void failure_note(const char *log_text, int rc, char *note, size_t len)
{
    const char *keys[] = { "MISMATCH", "TIMING", "error", "deadlock" };
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        const char *p = strstr(log_text, keys[k]);
        if (!p)
            continue;
        while (p > log_text && p[-1] != '\n')
            p--;
        size_t n = strcspn(p, "\n");
        snprintf(note, len, "exit %d: %.*s", rc, (int)(n > 120 ? 120 : n), p);
        return;
    }
    snprintf(note, len, "exit %d", rc);
}

static int same_file(const char *a, const char *b)
{
    char *x = NULL, *y = NULL;
    size_t nx = 0, ny = 0;
    int same = !file_read(a, &x, &nx) && !file_read(b, &y, &ny) && nx == ny && !memcmp(x, y, nx);
    free(x);
    free(y);
    return same;
}

/* `pws benchgen` (this binary, a child) with the sweep's benchgen words bgo[0..n), then --marks
 * marks, --split-levels split_levels if not NULL, and -o out; its output in log. Returns the
 * child's exit status (-1: it could not run). */
static int run_benchgen(char *self, char **bgo, int n, const char *marks, const char *split_levels,
                        const char *out, const char *log)
{
    char **av = calloc((size_t)n + 10, sizeof *av);
    if (!av)
        return -1;
    int k = 0;
    av[k++] = self;
    av[k++] = "benchgen";
    for (int i = 0; i < n; i++)
        av[k++] = bgo[i];
    av[k++] = "--marks", av[k++] = (char *)marks;
    if (split_levels)
        av[k++] = "--split-levels", av[k++] = (char *)split_levels;
    av[k++] = "-o", av[k++] = (char *)out;
    av[k] = NULL;
    int rc = proc_run(av, log);
    free(av);
    return rc;
}

/* The value of flag in av[0..n) (the last one wins), or NULL. */
static const char *flag_value(char **av, int n, const char *flag)
{
    const char *v = NULL;
    for (int i = 0; i + 1 < n; i++)
        if (!strcmp(av[i], flag))
            v = av[i + 1];
    return v;
}

/* The analytical (hybrid) bound of one traced run (docs/sweep.md "--wcet"): pws wcet on the
 * run's kernel, with the timing model of the configuration it ran on (the model's hash is in
 * the run's log), the flow facts beside the kernel, and the run's trace. Returns 0 and sets
 * r->analytical, or 3 after writing why into r->note. */
static int analytical(const char *self, const char *dir, const char *kfile, const char *run_log,
                      const char *trace, const sweep_point *p, const char *grid, const char *wg,
                      const char *kname, char **cos, int ncos, sweep_result *r)
{
    char *text = NULL, top[PATH_MAX], timing[PATH_MAX + 64], ff[PATH_MAX + 8], js[PATH_MAX + 32],
         log[PATH_MAX + 32], sbuf[8], hash[17] = "";
    size_t tl = 0;
    if (!file_read(run_log, &text, &tl)) {
        const char *m = strstr(text, "model ");
        if (m && sscanf(m, "model %16[0-9a-f]", hash) != 1)
            hash[0] = 0;
    }
    free(text);
    if (strlen(hash) != 16 || cosim_find_top(top, sizeof top)) {
        snprintf(r->note, sizeof r->note, "no model hash in the run's log");
        return 3;
    }
    snprintf(timing, sizeof timing, "%s/build/cosim/%s/gen/pws_timing.json", top, hash);
    snprintf(js, sizeof js, "%s/wcet_%s_s%u.json", dir, sweep_mode_name(p->mode), p->spsimds);
    snprintf(log, sizeof log, "%s/wcet_%s_s%u.log", dir, sweep_mode_name(p->mode), p->spsimds);
    snprintf(sbuf, sizeof sbuf, "%u", p->spsimds);
    char *av[32 + 2 * 64];
    int k = 0;
    av[k++] = (char *)self, av[k++] = "wcet", av[k++] = (char *)kfile;
    for (int i = 0; i + 1 < ncos && k < 2 * 64; i++)   /* the run's arguments: __local sizes */
        if (!strcmp(cos[i], "--arg"))
            av[k++] = "--arg", av[k++] = cos[++i];
    av[k++] = "--timing", av[k++] = timing;
    av[k++] = "--split", av[k++] = (char *)sweep_mode_name(p->mode);
    av[k++] = "--spsimds", av[k++] = sbuf;
    if (grid)
        av[k++] = "--grid", av[k++] = (char *)grid;
    if (wg)
        av[k++] = "--wg", av[k++] = (char *)wg;
    if (kname)
        av[k++] = "--kernel", av[k++] = (char *)kname;
    if (flowfacts_beside(kfile, ff, sizeof ff))
        av[k++] = "--flow-facts", av[k++] = ff;
    av[k++] = "--hybrid", av[k++] = (char *)trace;
    av[k++] = "--json", av[k++] = js;
    av[k] = NULL;
    if (proc_run(av, log) != 0) {
        char *t = NULL;
        size_t l = 0;
        const char *e = !file_read(log, &t, &l) && t ? strstr(t, "error") : NULL;
        snprintf(r->note, sizeof r->note, "pws wcet failed: %.*s", e ? (int)strcspn(e, "\n") : 0,
                 e ? e : "");
        free(t);
        return 3;
    }
    char *j = NULL;
    size_t jl = 0;
    if (file_read(js, &j, &jl))
        return 3;
    cJSON *root = cJSON_Parse(j);
    free(j);
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(root, "hybrid");
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(h, "modes");
    const cJSON *pm = cJSON_GetObjectItemCaseSensitive(m, sweep_mode_name(p->mode));
    const cJSON *ek = cJSON_GetObjectItemCaseSensitive(pm, "e_kernel");
    int ok = cJSON_IsNumber(ek) && ek->valuedouble >= 0;
    if (ok) {
        r->analytical = (uint64_t)ek->valuedouble;
        r->have_analytical = 1;
    } else {
        snprintf(r->note, sizeof r->note, "pws wcet's JSON has no hybrid e_kernel (see %.100s)",
                 log);
    }
    cJSON_Delete(root);
    return ok ? 0 : 3;
}

int cmd_sweep(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)   /* the area sweep: synthesis, not lockstep runs */
        if (!strcmp(argv[i], "--area"))
            return cmd_sweep_area(argc, argv);
    const char *kernel = NULL, *modes = "none,dws,pws", *slist = "1,3,7", *csv = NULL,
               *keep = NULL;
    int bench = 0, wcet = 0, balanced = 0;
    for (int i = 1; i < argc; i++)   /* --benchgen decides whose --wg it is, wherever it is */
        bench |= !strcmp(argv[i], "--benchgen");
    /* pass-through words: generator and run flags for pws cosim, benchgen's for pws benchgen */
    char **cos = calloc((size_t)argc + 1, sizeof *cos), **bgo = calloc((size_t)argc + 1, sizeof *bgo);
    int ncos = 0, nbgo = 0, status = 0;
    if (!cos || !bgo) {
        free(cos);
        free(bgo);
        return diag_at("pws sweep", PWS_ENOMEM, "out of memory");
    }
    for (int i = 1; i < argc && !status; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            free(cos);
            free(bgo);
            return 0;
        }
        if (!strcmp(a, "--benchgen"))   /* bench is set by the scan above */
            continue;
        if (!strcmp(a, "--wcet")) {
            wcet = 1;
            continue;
        }
        if (!strcmp(a, "--balanced-splits")) {
            balanced = 1;
            continue;
        }
        if (a[0] != '-') {
            if (kernel)
                status = diag_usage("pws sweep", "two kernel files: '%s' and '%s'", kernel, a);
            kernel = a;
            continue;
        }
        if (i + 1 >= argc) {
            status = diag_usage("pws sweep", "%s needs a value", a);
            break;
        }
        const char *v = argv[++i];
        if (!strcmp(a, "--modes"))
            modes = v;
        else if (!strcmp(a, "--spsimds"))
            slist = v;
        else if (!strcmp(a, "-o"))
            csv = v;
        else if (!strcmp(a, "--keep"))
            keep = v;
        else if (!strcmp(a, "--split") || !strcmp(a, "--out") || !strcmp(a, "--fst") ||
                 !strcmp(a, "--trace"))
            status = diag_usage("pws sweep", "%s is set per run by the sweep; not an option here", a);
        else if (is_bench_flag(a, bench)) {
            bgo[nbgo++] = (char *)a;
            bgo[nbgo++] = (char *)v;
        } else {
            cos[ncos++] = (char *)a;
            cos[ncos++] = (char *)v;
        }
    }
    if (!status && !kernel && !bench)
        status = diag_usage("pws sweep", "no kernel file and no --benchgen (try pws sweep --help)");
    if (!status && kernel && bench)
        status = diag_usage("pws sweep", "a kernel file and --benchgen: choose one");
    if (!status && nbgo && !bench)
        status = diag_usage("pws sweep", "%s is a --benchgen option", bgo[0]);
    if (!status && balanced && !bench)
        status = diag_usage("pws sweep", "--balanced-splits is a --benchgen option");
    sweep_point pts[SWEEP_MAX_POINTS];
    char err[160];
    int np = 0;
    if (!status && (np = sweep_points(modes, slist, pts, SWEEP_MAX_POINTS, err, sizeof err)) < 0)
        status = diag_usage("pws sweep", "%s", err);
    char self[PATH_MAX], dir[PATH_MAX];
    ssize_t sl = status ? -1 : readlink("/proc/self/exe", self, sizeof self - 1);
    if (!status && sl <= 0)
        status = diag_at("pws sweep", PWS_EIO, "cannot find this program (/proc/self/exe)");
    if (!status) {
        self[sl] = 0;
        if (keep) {
            snprintf(dir, sizeof dir, "%s", keep);
            if (mkdir(dir, 0777) && errno != EEXIST)
                status = diag_at(keep, PWS_EIO, "cannot create the directory: %s", strerror(errno));
        } else {
            const char *t = getenv("TMPDIR");
            snprintf(dir, sizeof dir, "%s/pws-sweep-XXXXXX", t && *t ? t : "/tmp");
            if (!mkdtemp(dir))
                status = diag_at("pws sweep", PWS_EIO, "cannot create a temporary directory: %s",
                                 strerror(errno));
        }
    }
    FILE *out = NULL;
    if (!status && csv && !(out = fopen(csv, "w")))
        status = diag_at(csv, PWS_EIO, "cannot write: %s", strerror(errno));
    if (status) {
        free(cos);
        free(bgo);
        return status;
    }

    sweep_result res[SWEEP_MAX_POINTS];
    memset(res, 0, sizeof res);
    int any_fail = 0, any_error = 0;
    char kfile[3][PATH_MAX + 32];   /* the kernel per mode */
    for (int m = 0; m < 3; m++)
        snprintf(kfile[m], sizeof kfile[m], "%s", kernel ? kernel : "");
    char *keepargs[3] = { NULL, NULL, NULL };
    char *bargs[3][64];
    int nbargs[3] = { 0, 0, 0 };
    /* benchgen: the kernel of each mode the sweep uses, marked for that mode */
    for (int m = 0; bench && m < 3 && !any_error; m++) {
        int used = 0;
        for (int i = 0; i < np; i++)
            used |= (int)pts[i].mode == m;
        if (!used)
            continue;
        snprintf(kfile[m], sizeof kfile[m], "%s/bench_%s.s", dir, sweep_mode_name((sweep_mode)m));
        char log[PATH_MAX + 32], apath[PATH_MAX + 32];
        snprintf(log, sizeof log, "%s/benchgen_%s.log", dir, sweep_mode_name((sweep_mode)m));
        int rc = run_benchgen(self, bgo, nbgo, sweep_mode_name((sweep_mode)m), NULL, kfile[m], log);
        snprintf(apath, sizeof apath, "%s/bench_%s.args", dir, sweep_mode_name((sweep_mode)m));
        if (rc != 0 || read_args(apath, bargs[m], &nbargs[m], 64, &keepargs[m])) {
            char *t = NULL;
            size_t tl = 0;
            file_read(log, &t, &tl);
            fprintf(stderr, "pws sweep: error: pws benchgen (%s marks) failed: %.*s\n",
                    sweep_mode_name((sweep_mode)m), t ? (int)strcspn(t, "\n") : 0, t ? t : "");
            free(t);
            any_error = rc == 2 ? 2 : 3;
        }
    }
    uint64_t ref = 0;
    for (int i = 0; i < np && !any_error; i++) {
        const sweep_point *p = &pts[i];
        const char *mn = sweep_mode_name(p->mode);
        char sbuf[8], log[PATH_MAX + 32], obin[PATH_MAX + 32], ospec[PATH_MAX + 40],
            trace[PATH_MAX + 32];
        snprintf(sbuf, sizeof sbuf, "%u", p->spsimds);
        snprintf(log, sizeof log, "%s/run_%s_s%u.log", dir, mn, p->spsimds);
        snprintf(obin, sizeof obin, "%s/out_%s_s%u.bin", dir, mn, p->spsimds);
        snprintf(ospec, sizeof ospec, "0=%s", obin);
        snprintf(trace, sizeof trace, "%s/trace_%s_s%u.gz", dir, mn, p->spsimds);
        /* the kernel: the mode's, or with --balanced-splits for pws S the same program with
         * split marks on its outer K levels only, 2^K - 1 <= S (its arguments and reference
         * output are those of the pws kernel) */
        char kpath[PATH_MAX + 32];
        snprintf(kpath, sizeof kpath, "%s", kfile[p->mode]);
        if (balanced && p->mode == SWEEP_PWS && p->spsimds > 0) {
            unsigned k = 0;
            while ((2u << k) - 1 <= p->spsimds && k < 6)   /* 2^(k+1) - 1 <= S */
                k++;
            const char *lv = flag_value(bgo, nbgo, "--levels");
            unsigned levels = lv ? (unsigned)atoi(lv) : 3;
            if (k > levels)
                k = levels;
            char kbuf[8], bglog[PATH_MAX + 32];
            snprintf(kbuf, sizeof kbuf, "%u", k);
            snprintf(kpath, sizeof kpath, "%s/bench_pws_s%u.s", dir, p->spsimds);
            snprintf(bglog, sizeof bglog, "%s/benchgen_pws_s%u.log", dir, p->spsimds);
            if (k == 0 || run_benchgen(self, bgo, nbgo, "pws", kbuf, kpath, bglog) != 0) {
                any_error = diag_at("pws sweep", PWS_EIO, "benchgen with balanced splits for S = %u "
                                    "failed; see %s", p->spsimds, bglog);
                break;
            }
        }
        char **av = calloc((size_t)(ncos + nbargs[p->mode] + 16), sizeof *av);
        if (!av) {
            any_error = diag_at("pws sweep", PWS_ENOMEM, "out of memory");
            break;
        }
        int n = 0;
        av[n++] = self;
        av[n++] = "cosim";
        av[n++] = kpath;
        for (int k = 0; k < ncos; k++)
            av[n++] = cos[k];
        av[n++] = "--split";
        av[n++] = (char *)mn;
        av[n++] = "--spsimds";
        av[n++] = sbuf;
        for (int k = 0; k < nbargs[p->mode]; k++)
            av[n++] = bargs[p->mode][k];
        if (bench) {
            av[n++] = "--out";
            av[n++] = ospec;
        }
        if (wcet) {
            av[n++] = "--trace";
            av[n++] = trace;
        }
        av[n] = NULL;
        fprintf(stderr, "sweep: [%d/%d] %s S=%u ... ", i + 1, np, mn, p->spsimds);
        double t0 = proc_wall();
        int rc = proc_run(av, log);
        free(av);
        char *text = NULL;
        size_t tl = 0;
        if (file_read(log, &text, &tl))
            text = NULL;
        sweep_parse_summary(text ? text : "", &res[i]);
        if (rc != 0 || !res[i].ok) {
            res[i].ok = 0;
            failure_note(text ? text : "", rc, res[i].note, sizeof res[i].note);
            if (rc != 1)   /* not a mismatch: the run could not be made (build, refusal, ...) */
                any_error = 3;
        } else if (bench) {
            char exp[PATH_MAX + 32];
            snprintf(exp, sizeof exp, "%s/bench_%s.expected", dir, mn);
            if (!same_file(obin, exp)) {
                res[i].ok = 0;
                snprintf(res[i].note, sizeof res[i].note,
                         "output differs from benchgen's C reference");
            }
        }
        free(text);
        if (res[i].ok && wcet) {   /* the analytical bound from this run's own trace */
            const char *grid = flag_value(cos, ncos, "--grid"), *wg = flag_value(cos, ncos, "--wg"),
                       *kn = flag_value(cos, ncos, "--kernel");
            if (!grid)
                grid = flag_value(bargs[p->mode], nbargs[p->mode], "--grid");
            if (!wg)
                wg = flag_value(bargs[p->mode], nbargs[p->mode], "--wg");
            if (analytical(self, dir, kpath, log, trace, p, grid, wg, kn, cos, ncos, &res[i])) {
                res[i].ok = 0;
                any_error = 3;
            }
        }
        any_fail |= !res[i].ok;
        if (p->mode == SWEEP_NONE && res[i].ok)
            ref = res[i].cycles;
        if (res[i].ok && res[i].have_analytical)
            fprintf(stderr, "%llu cycles, analytical %llu, static %llu (%.1f s)\n",
                    (unsigned long long)res[i].cycles, (unsigned long long)res[i].analytical,
                    (unsigned long long)res[i].static_bound, proc_wall() - t0);
        else if (res[i].ok)
            fprintf(stderr, "%llu cycles (%.1f s)\n", (unsigned long long)res[i].cycles, proc_wall() - t0);
        else
            fprintf(stderr, "FAILED: %s (log: %s)\n", res[i].note, log);
    }
    for (int m = 0; m < 3; m++)
        free(keepargs[m]);

    printf("%-10s %10s %10s %7s %7s %9s  %s\n", "machine", "cycles", "retired", "splits",
           "merges", "speed-up", "lockstep");
    for (int i = 0; i < np; i++) {
        const sweep_point *p = &pts[i];
        const sweep_result *r = &res[i];
        char name[24], cyc[24] = "-", sp[16] = "-";
        if (p->mode == SWEEP_NONE)
            snprintf(name, sizeof name, "none");
        else
            snprintf(name, sizeof name, "%s S=%u", sweep_mode_name(p->mode), p->spsimds);
        if (r->have_cycles)
            snprintf(cyc, sizeof cyc, "%llu", (unsigned long long)r->cycles);
        double s = sweep_speedup(ref, r);
        if (s > 0)
            snprintf(sp, sizeof sp, "%.3f", s);
        printf("%-10s %10s %10llu %7llu %7llu %9s  %s\n", name, cyc,
               (unsigned long long)r->retired, (unsigned long long)r->splits,
               (unsigned long long)r->merges, sp,
               r->ok ? "pass" : (r->note[0] ? r->note : "not run"));
        if (out) {
            char row[256];
            sweep_csv_row(row, sizeof row, p, r, ref);
            if (i == 0)
                fputs(SWEEP_CSV_HEADER, out);
            fputs(row, out);
        }
    }
    if (wcet) {
        printf("\nThe PWS paper's Table 3 layout (thousands of cycles; analytical: the hybrid bound of "
               "each run's own trace; static: no measurement)\n");
        sweep_table3(stdout, pts, res, np);
    }
    if (out && fclose(out)) {
        diag_at(csv, PWS_EIO, "cannot write: %s", strerror(errno));
        any_error = 3;
    }
    if (!keep && (any_fail || any_error))
        fprintf(stderr, "pws sweep: the kernels and run logs are kept in %s\n", dir);
    else if (!keep) {   /* the temporary directory: its files, then itself */
        char cmd[PATH_MAX + 16];
        snprintf(cmd, sizeof cmd, "%s", dir);
        const char *names[] = { "bench_none", "bench_dws", "bench_pws" };
        const char *exts[] = { ".s", ".args", ".expected", ".ff" };
        for (size_t a = 0; a < 3; a++)
            for (size_t b = 0; b < 4; b++) {
                snprintf(cmd, sizeof cmd, "%s/%s%s", dir, names[a], exts[b]);
                unlink(cmd);
            }
        for (int m = 0; m < 3; m++) {
            snprintf(cmd, sizeof cmd, "%s/benchgen_%s.log", dir, sweep_mode_name((sweep_mode)m));
            unlink(cmd);
        }
        for (int i = 0; i < np; i++) {
            const char *mn = sweep_mode_name(pts[i].mode);
            snprintf(cmd, sizeof cmd, "%s/run_%s_s%u.log", dir, mn, pts[i].spsimds);
            unlink(cmd);
            snprintf(cmd, sizeof cmd, "%s/out_%s_s%u.bin", dir, mn, pts[i].spsimds);
            unlink(cmd);
            const char *more[] = { "trace_%s_s%u.gz", "wcet_%s_s%u.json", "wcet_%s_s%u.log",
                                   "bench_%s_s%u.s", "bench_%s_s%u.ff", "bench_%s_s%u.args",
                                   "bench_%s_s%u.expected", "benchgen_%s_s%u.log" };
            for (size_t m = 0; m < sizeof more / sizeof *more; m++) {
                char f[64];
                snprintf(f, sizeof f, more[m], mn, pts[i].spsimds);
                snprintf(cmd, sizeof cmd, "%.*s/%s", (int)(sizeof cmd - 80), dir, f);
                unlink(cmd);
            }
        }
        rmdir(dir);
    }
    free(cos);
    free(bgo);
    if (any_error)
        return any_error;
    return any_fail ? 1 : 0;
}
