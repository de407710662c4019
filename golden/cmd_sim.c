/* golden/cmd_sim.c -- `pws sim`: assemble a kernel, set up its arguments and buffers, run it on
 * the golden model, write the buffers asked for, print a summary. Spec: docs/golden.md "pws sim".
 * Exit status: 0 ok, 2 usage error (options, argument count, malformed values), 3 input or
 * run-time error (the kernel does not assemble, an unreadable file, an error while running). */
#include "asm.h"
#include "cmds.h"
#include "diag.h"
#include "golden.h"
#include "pws_err.h"
#include "sim_args.h"
#include "trace_golden.h"

#include <errno.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage_text[] =
    "usage: pws sim KERNEL.s --grid X[,Y,Z] --wg X[,Y,Z] [--arg VALUE]... [options]\n"
    "\n"
    "Runs a kernel on the golden functional model (docs/golden.md).\n"
    "\n"
    "  --grid X[,Y,Z]      work-items per dimension (need not be a multiple of --wg)\n"
    "  --wg X[,Y,Z]        workgroup size (at most 1024 work-items)\n"
    "  --arg VALUE         one per explicit kernel argument, in order: an integer (decimal,\n"
    "                      0x hex, negative) or float literal for a by-value argument; for a\n"
    "                      buffer @FILE (contents of FILE) or zeros:BYTES\n"
    "  --out INDEX=FILE    after the run, write buffer argument INDEX (0-based) to FILE\n"
    "  --split MODE        none (default), dws or pws\n"
    "  --spsimds S         SWF contexts per wavefront besides its own, 0..63 (default 3)\n"
    "  --wave N            wavefront size, a power of two in 4..64 (default: the kernel's, 64)\n"
    "  --trace FILE        write a binary event trace (docs/trace-format.md; read it with\n"
    "                      pws trace FILE)\n"
    "  --max-insts N       stop with an error after N instructions (default 100000000)\n"
    "  --stats             also print instructions per class and the simulation speed\n"
    "  --kernel NAME       the kernel to run if the file has several\n"
    "\n"
    "SIGINT/SIGTERM stop the run with one line and exit 3, the trace closed (its end record\n"
    "says so).\n"
    "Exit status: 0 ok, 2 usage error, 3 input or run-time error (or a signal).\n";

#define MAX_OUTS 64

typedef struct sim_opts {
    const char *file, *kernel, *trace;
    int have_grid, have_wg, stats;
    golden_cfg cfg;
    const char **args;
    unsigned nargs;
    struct { unsigned index; const char *path; } out[MAX_OUTS];
    unsigned nout;
} sim_opts;

static int parse_opts(int argc, char **argv, sim_opts *o)
{
    golden_cfg_default(&o->cfg);
    o->cfg.spsimds = 3;
    int spsimds_given = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || !a[1]) {
            if (o->file)
                return diag_usage("pws sim", "more than one kernel file ('%s')", a);
            o->file = a;
            continue;
        }
        if (!strcmp(a, "--stats")) {
            o->stats = 1;
            continue;
        }
        static const char *const with_value[] = {
            "--grid", "--wg", "--arg", "--out", "--split", "--spsimds", "--wave", "--trace",
            "--max-insts", "--kernel",
        };
        int known = 0;
        for (size_t j = 0; j < sizeof with_value / sizeof with_value[0]; j++)
            known |= !strcmp(a, with_value[j]);
        if (!known)
            return diag_usage("pws sim", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return diag_usage("pws sim", "%s needs a value", a);
        const char *v = argv[++i];
        uint64_t n;
        if (!strcmp(a, "--grid")) {
            if (sim_args_parse_dims(v, o->cfg.grid))
                return diag_usage("pws sim", "bad --grid '%s': want X[,Y,Z] of positive integers", v);
            o->have_grid = 1;
        } else if (!strcmp(a, "--wg")) {
            if (sim_args_parse_dims(v, o->cfg.wg))
                return diag_usage("pws sim", "bad --wg '%s': want X[,Y,Z] of positive integers", v);
            o->have_wg = 1;
        } else if (!strcmp(a, "--arg")) {
            o->args[o->nargs++] = v;
        } else if (!strcmp(a, "--out")) {
            const char *eq = strchr(v, '=');
            char idx[32];
            if (!eq || eq == v || (size_t)(eq - v) >= sizeof idx || !eq[1])
                return diag_usage("pws sim", "bad --out '%s': want INDEX=FILE", v);
            memcpy(idx, v, (size_t)(eq - v));
            idx[eq - v] = '\0';
            if (sim_args_parse_uint(idx, 1000000, &n))
                return diag_usage("pws sim", "bad --out '%s': INDEX must be a number", v);
            if (o->nout == MAX_OUTS)
                return diag_usage("pws sim", "more than %d --out options", MAX_OUTS);
            o->out[o->nout].index = (unsigned)n;
            o->out[o->nout++].path = eq + 1;
        } else if (!strcmp(a, "--split")) {
            if (!strcmp(v, "none"))
                o->cfg.split = SPLIT_MODE_NONE;
            else if (!strcmp(v, "dws"))
                o->cfg.split = SPLIT_MODE_DWS;
            else if (!strcmp(v, "pws"))
                o->cfg.split = SPLIT_MODE_PWS;
            else
                return diag_usage("pws sim", "bad --split '%s': want none, dws or pws", v);
        } else if (!strcmp(a, "--spsimds")) {
            if (sim_args_parse_uint(v, PWS_MAX_SPSIMDS, &n))
                return diag_usage("pws sim", "bad --spsimds '%s': want 0..%d", v, PWS_MAX_SPSIMDS);
            o->cfg.spsimds = (unsigned)n;
            spsimds_given = 1;
        } else if (!strcmp(a, "--wave")) {
            if (sim_args_parse_uint(v, 64, &n) || n < 4 || (n & (n - 1)))
                return diag_usage("pws sim", "bad --wave '%s': want 4, 8, 16, 32 or 64", v);
            o->cfg.wave = (unsigned)n;
        } else if (!strcmp(a, "--max-insts")) {
            if (sim_args_parse_uint(v, UINT64_MAX, &n) || n == 0)
                return diag_usage("pws sim", "bad --max-insts '%s': want a positive integer", v);
            o->cfg.max_insts = n;
        } else if (!strcmp(a, "--trace")) {
            o->trace = v;
        } else {
            o->kernel = v;
        }
    }
    /* S follows the mode unless given (0 under none); given under none, it contradicts it (the
     * line and exit status 2 of gen, cosim, synth, fpga and wcet, word for word) */
    if (o->cfg.split == SPLIT_MODE_NONE && spsimds_given && o->cfg.spsimds) {
        diag(NULL, PWS_EUSAGE, "--spsimds %u needs --split dws or pws", o->cfg.spsimds);
        return 2;
    }
    if (o->cfg.split == SPLIT_MODE_NONE)
        o->cfg.spsimds = 0;
    if (!o->file)
        return diag_usage("pws sim", "no kernel file");
    if (!o->have_grid)
        return diag_usage("pws sim", "--grid is required");
    if (!o->have_wg)
        return diag_usage("pws sim", "--wg is required");
    return 0;
}

static void print_summary(const golden *g, const sim_opts *o, const kernel *k, double secs)
{
    const golden_stats *st = golden_get_stats(g);
    static const char *const mode[] = { "none", "dws", "pws" };
    printf("kernel: %s (wave %u, split %s, spsimds %u)\n", k->name, golden_wave_size(g),
           mode[o->cfg.split], o->cfg.spsimds);
    printf("workgroups: %llu\n", (unsigned long long)st->workgroups);
    printf("wavefronts: %llu\n", (unsigned long long)st->wavefronts);
    printf("instructions: %llu\n", (unsigned long long)st->retired);
    printf("splits: %llu real, %llu null, %llu dws\n", (unsigned long long)st->splits_real,
           (unsigned long long)st->splits_null, (unsigned long long)st->splits_dws);
    printf("merges: %llu real, %llu null\n", (unsigned long long)st->merges_real,
           (unsigned long long)st->merges_null);
    if (!o->stats)
        return;
    static const char *const cls[ISA_NUM_CLASSES] = {
        [ISA_CLS_SALU] = "salu", [ISA_CLS_SBRANCH] = "sbranch", [ISA_CLS_SMEM] = "smem",
        [ISA_CLS_SCTRL] = "sctrl", [ISA_CLS_SPLIT] = "split", [ISA_CLS_VALU] = "valu",
        [ISA_CLS_VALU_FP] = "valu_fp", [ISA_CLS_FLAT] = "flat", [ISA_CLS_DS] = "ds",
    };
    printf("by class:");
    for (unsigned c = 0; c < ISA_NUM_CLASSES; c++)
        printf(" %s=%llu", cls[c] ? cls[c] : "?", (unsigned long long)st->by_class[c]);
    printf("\n");
    printf("lane-ops: %llu\n", (unsigned long long)st->lane_ops);
    printf("time: %.3f s CPU, %.2f M instructions/s, %.1f M lane-ops/s\n", secs,
           secs > 0 ? (double)st->retired / secs / 1e6 : 0.0,
           secs > 0 ? (double)st->lane_ops / secs / 1e6 : 0.0);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);   /* CPU time: the figure is per core, and
                                                       not skewed by other load on the machine */
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int cmd_sim(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
    sim_opts o = { 0 };
    o.args = calloc((size_t)argc, sizeof *o.args);
    if (!o.args)
        return 3;
    int status = parse_opts(argc, argv, &o);
    if (status) {
        free(o.args);
        return status;
    }
    kernel *k = NULL;
    golden *g = NULL;
    trace_writer *t = NULL;
    trace_golden *tg = NULL;
    asm_opts ao = { 0 };
    ao.kernel = o.kernel;
    if (golden_cfg_check(&o.cfg)) {
        status = 2;
        goto done;
    }
    if (asm_file(o.file, &ao, &k)) {
        status = 3;
        goto done;
    }
    g = golden_new(k, &o.cfg);
    if (!g) {
        status = 3;
        goto done;
    }
    if (o.nargs != golden_num_args(g)) {
        status = diag_usage("pws sim", "kernel '%s' in %s takes %u argument%s, %u --arg given",
                             k->name, o.file, golden_num_args(g),
                             golden_num_args(g) == 1 ? "" : "s", o.nargs);
        goto done;
    }
    for (unsigned i = 0; i < o.nout; i++) {
        const kernel_arg *a = golden_arg(g, o.out[i].index);
        if (!a || a->kind != KARG_GLOBAL_BUFFER) {
            status = diag_usage("pws sim", "--out %u: argument %u is not a buffer argument of '%s'",
                                 o.out[i].index, o.out[i].index, k->name);
            goto done;
        }
    }
    for (unsigned i = 0; i < o.nargs && !status; i++) {
        int rc = sim_args_set(g, i, o.args[i], "pws sim");
        status = rc == PWS_EUSAGE ? 2 : rc ? 3 : 0;
    }
    if (status)
        goto done;
    if (o.trace) {
        trace_header h;
        trace_golden_header(g, k, &o.cfg, &h);
        t = trace_create(o.trace, &h);
        tg = t ? trace_golden_new(t, g, &o.cfg) : NULL;
        if (!tg) {
            status = 3;
            goto done;
        }
        trace_rec start = { .type = TRACE_KERNEL_START, .cycle = 0 };
        trace_write(t, &start);
        golden_set_observer(g, trace_golden_retire, tg);
    }
    /* SIGINT/SIGTERM stop the run at the end of a round: one line, exit 3, the trace closed
     * (as pws cosim) */
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = golden_request_stop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    double t0 = now();
    int run = golden_run(g);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    if (run) {
        /* the trace keeps every retire before the error, and says how the run ended */
        trace_close(&t, golden_get_stats(g)->retired,
                    run != PWS_ELIMIT ? TRACE_END_ERROR
                    : golden_stop_signal() ? TRACE_END_SIGNAL : TRACE_END_LIMIT);
        status = 3;
        goto done;
    }
    double secs = now() - t0;
    /* closed before any output, so a bad trace is not a half success */
    int trc = trace_close(&t, golden_get_stats(g)->retired, TRACE_END_OK);
    if (trc) {
        status = 3;
        goto done;
    }
    for (unsigned i = 0; i < o.nout; i++)
        if (sim_args_write_out(g, o.out[i].index, o.out[i].path, "pws sim")) {
            status = 3;
            goto done;
        }
    print_summary(g, &o, k, secs);
done:
    if (trace_close(&t, g ? golden_get_stats(g)->retired : 0, TRACE_END_ERROR) && !status)
        status = 3;
    trace_golden_free(tg);
    golden_free(g);
    kernel_free(k);
    free(o.args);
    return status;
}
