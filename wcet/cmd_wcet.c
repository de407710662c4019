/* wcet/cmd_wcet.c -- `pws wcet`: the static WCET bound of a kernel on a generated configuration
 * (docs/wcet.md). Exit status: 0 ok, 2 usage error, 3 input or tool error (docs/cli.md). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "cfg.h"
#include "cmds.h"
#include "diag.h"
#include "flowfacts.h"
#include "ipet.h"
#include "kload.h"
#include "prune.h"
#include "pws_err.h"
#include "select.h"
#include "sim_args.h"
#include "timing.h"

static const char usage_text[] =
    "usage: pws wcet KERNEL.s --timing pws_timing.json [--flow-facts FILE] [options]\n"
    "\n"
    "Static WCET bound of a kernel (docs/wcet.md): CFG with branch serialization blocks,\n"
    "Select and Prune (PWS paper Alg. 1, 2), IPET solved by lp_solve, block costs from the\n"
    "generator's timing model, composed into kernel bounds for none, dws and pws.\n"
    "\n"
    "  --timing FILE       pws_timing.json of the configuration (docs/timing-model.md)\n"
    "  --flow-facts FILE   loop bounds (docs/flow-facts.md); required if the kernel has loops\n"
    "  --split MODE        none, dws or pws: the mode whose path is reported (default: the\n"
    "                      timing model's config.split)\n"
    "  --spsimds S         SWF contexts per wavefront (default: config.spsimds)\n"
    "  --grid X[,Y,Z]      work-items per dimension (default: one workgroup)\n"
    "  --wg X[,Y,Z]        workgroup size (default 64)\n"
    "  --kernel NAME       the kernel to analyse (default as pws asm)\n"
    "  --cfg FILE          write the CFG as text ('-': stdout)\n"
    "  --dot FILE          write the CFG as Graphviz DOT, pruned edges dashed, worst path red\n"
    "  --json FILE         write the results as JSON ('-': stdout)\n"
    "  --lp FILE           write the IPET model of the reported mode in lp_solve's lp format\n"
    "\n"
    "Exit status: 0 ok, 2 usage error, 3 input or tool error.\n";

typedef enum { MODE_NONE, MODE_DWS, MODE_PWS, NMODES } wmode;
static const char *const mode_names[NMODES] = { "none", "dws", "pws" };

typedef struct wopts {
    const char *in, *timing, *facts, *kname, *cfg_out, *dot, *json, *lp;
    int mode;          /* -1: from the timing model */
    long spsimds;      /* -1: from the timing model */
    uint32_t grid[3], wg[3];
    int have_grid;
} wopts;

/* One mode's analysis of one wavefront. */
typedef struct wres {
    uint64_t ipet, e_wf, e_kernel;
    unsigned nsb, contexts, nsb_in_loops;
    uint8_t *sb, *removed;
    ipet_result r;
    int used_prune;    /* 1: IPET on Prune's C_out (acyclic CFG); 0: exclusive constraints */
} wres;

static int usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "pws wcet: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (try pws wcet --help)\n");
    return 2;
}

static int parse_args(int argc, char **argv, wopts *o)
{
    memset(o, 0, sizeof *o);
    o->mode = -1;
    o->spsimds = -1;
    o->wg[0] = 64, o->wg[1] = o->wg[2] = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 1;
        }
        if (a[0] != '-' || !a[1]) {
            if (o->in)
                return usage_error("more than one input file ('%s')", a);
            o->in = a;
            continue;
        }
        static const char *const with_arg[] = { "--timing", "--flow-facts", "--split",
                                                "--spsimds", "--grid", "--wg", "--kernel",
                                                "--cfg", "--dot", "--json", "--lp" };
        unsigned k;
        for (k = 0; k < sizeof with_arg / sizeof *with_arg && strcmp(a, with_arg[k]); k++)
            ;
        if (k == sizeof with_arg / sizeof *with_arg)
            return usage_error("unknown option '%s'", a);
        if (i + 1 >= argc)
            return usage_error("%s needs an argument", a);
        const char *v = argv[++i];
        uint64_t n;
        switch (k) {
        case 0: o->timing = v; break;
        case 1: o->facts = v; break;
        case 2:
            for (o->mode = 0; o->mode < NMODES && strcmp(v, mode_names[o->mode]); o->mode++)
                ;
            if (o->mode == NMODES)
                return usage_error("--split '%s' is not none, dws or pws", v);
            break;
        case 3:
            if (sim_args_parse_uint(v, 63, &n))
                return usage_error("--spsimds '%s' is not 0..63", v);
            o->spsimds = (long)n;
            break;
        case 4:
            if (sim_args_parse_dims(v, o->grid))
                return usage_error("bad --grid '%s': want X[,Y,Z] of positive integers", v);
            o->have_grid = 1;
            break;
        case 5:
            if (sim_args_parse_dims(v, o->wg))
                return usage_error("bad --wg '%s': want X[,Y,Z] of positive integers", v);
            break;
        case 6: o->kname = v; break;
        case 7: o->cfg_out = v; break;
        case 8: o->dot = v; break;
        case 9: o->json = v; break;
        default: o->lp = v; break;
        }
    }
    if (!o->in)
        return usage_error("%s", "no input file");
    if (!o->timing)
        return usage_error("%s", "--timing is required");
    if (!o->have_grid)
        memcpy(o->grid, o->wg, sizeof o->grid);
    return 0;
}

/* Per-block cost: the sum of gap_worst over its instructions (docs/timing-model.md). */
static int block_costs(const cfg *g, const kernel *k, const timing *t, uint64_t *cost)
{
    for (int b = 0; b < g->nblocks; b++) {
        const cfg_block *B = &g->blocks[b];
        cost[b] = 0;
        for (unsigned i = 0; i < B->ninsn; i++) {
            const cfg_insn *in = &g->insns[B->first + i];
            if (!t->has_op[in->op]) {
                diag_loc l = { k->file, in->line };
                return diag(&l, PWS_EUNSUPPORTED, "pc 0x%x: %s is not in the timing model "
                            "(the RTL of this configuration does not execute it)",
                            (unsigned)in->pc, isa_info(in->op)->name);
            }
            cost[b] += t->gap_worst[in->op];
        }
    }
    return 0;
}

static FILE *open_out(const char *path)
{
    if (!strcmp(path, "-"))
        return stdout;
    FILE *f = fopen(path, "w");
    if (!f) {
        diag_loc l = { path, 0 };
        diag(&l, PWS_EIO, "cannot create");
    }
    return f;
}

static int close_out(const char *path, FILE *f, int rc)
{
    if (f == stdout)
        return fflush(f) ? PWS_EIO : rc;
    if ((ferror(f) | fclose(f)) && !rc) {
        diag_loc l = { path, 0 };
        return diag(&l, PWS_EIO, "write error");
    }
    return rc;
}

/* One wavefront under mode m with S contexts. pws: Select, Prune; with loops in the CFG the
 * exclusive-path constraints replace the pruned edges (docs/wcet.md "Loops"). */
static int analyse(const cfg *g, const uint64_t *cost, const uint64_t *lmax, const uint64_t *ltot,
                   const timing *t, wmode m, unsigned s, const char *lp, wres *w)
{
    int n = g->nblocks, rc;
    memset(w, 0, sizeof *w);
    w->sb = calloc((size_t)n, 1);
    w->removed = calloc((size_t)g->nedges, 1);
    uint8_t *marked = calloc((size_t)n, 1);
    int64_t *f = calloc((size_t)n + 1, sizeof *f);
    uint64_t *c = malloc((size_t)n * sizeof *c);
    rc = PWS_ENOMEM;
    if (!w->sb || !w->removed || !marked || !f || !c)
        goto out;
    memcpy(c, cost, (size_t)n * sizeof *c);
    ipet_opts o = { .cost = c, .loop_max = lmax, .loop_total = ltot, .lp_path = lp };
    if (m == MODE_PWS) {
        for (int b = 0; b < n; b++)
            marked[b] = g->blocks[b].split_marked;
        w->nsb = (unsigned)select_pick(g, marked, s, w->sb, &w->contexts);
        if (g->nloops == 0) {
            prune_run(g, w->sb, c, w->removed, f);
            o.removed = w->removed;
            w->used_prune = 1;
        } else {
            o.exclusive = w->sb;
            /* a split branch inside a loop splits and merges once per execution */
            for (int b = 0; b < n; b++)
                if (w->sb[b] && g->blocks[b].loop != CFG_NONE) {
                    c[b] += t->e_s + t->e_m;
                    w->nsb_in_loops++;
                }
        }
    }
    if ((rc = ipet_solve(g, &o, &w->r)))
        goto out;
    w->ipet = w->r.wcet;
    if (w->used_prune) {
        /* Prune's F at the entry is the longest path of C_out: an independent check of the ILP */
        if ((uint64_t)f[g->entry] != w->ipet) {
            rc = diag_at(g->file, PWS_EMISMATCH, "Prune's F[entry] = %" PRId64 " but IPET(C_out) "
                         "= %" PRIu64, f[g->entry], w->ipet);
            goto out;
        }
    }
    if (m == MODE_PWS)
        w->e_wf = bound_e_wf(w->ipet, w->nsb - w->nsb_in_loops, t->e_s, t->e_m);
    else if (m == MODE_DWS)
        w->e_wf = bound_e_wf(w->ipet, s, t->e_s, t->e_m);
    else
        w->e_wf = w->ipet;
    rc = 0;
out:
    free(marked), free(f), free(c);
    return rc;
}

static void wres_free(wres *w)
{
    free(w->sb);
    free(w->removed);
    ipet_result_free(&w->r);
}

static void print_report(const cfg *g, const kernel *k, const uint64_t *cost, const wres *res,
                         wmode m, unsigned s, const uint64_t *par, FILE *f)
{
    const wres *w = &res[m];
    unsigned nmarked = 0;
    for (int b = 0; b < g->nblocks; b++)
        nmarked += g->blocks[b].split_marked;
    fprintf(f, "kernel %s (%s): %d blocks, %d loops, %u branches marked with s_split\n", k->name,
            k->file, g->nblocks, g->nloops, nmarked);
    fprintf(f, "split %s, S = %u", mode_names[m], s);
    if (m == MODE_PWS) {
        fprintf(f, ": SB = {");
        int first = 1;
        for (int i = 0; i < g->nblocks; i++)
            if (w->sb[g->order[i]]) {
                fprintf(f, "%s%s", first ? "" : ", ", g->blocks[g->order[i]].name);
                first = 0;
            }
        fprintf(f, "} (%u branches, %u contexts), %s\n", w->nsb, w->contexts,
                w->used_prune ? "IPET on Prune's pruned CFG"
                              : "IPET with exclusive-path constraints (loops)");
    } else {
        fputc('\n', f);
    }
    fprintf(f, "%-24s %8s %10s %12s %7s\n", "segment", "count", "latency", "total", "share");
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        uint64_t cnt = w->r.block_count[b], tot = cnt * cost[b];
        if (!cnt)
            continue;
        fprintf(f, "%-24s %8" PRIu64 " %10" PRIu64 " %12" PRIu64 " %6.1f%%\n", g->blocks[b].name,
                cnt, cost[b], tot, w->ipet ? 100.0 * (double)tot / (double)w->ipet : 0.0);
    }
    fprintf(f, "IPET (one wavefront): %" PRIu64 " cycles\n", w->ipet);
    fprintf(f, "E_WF (Lemma 5.1): %" PRIu64 " cycles\n", w->e_wf);
    fprintf(f, "G = %" PRIu64 ", work-items per workgroup (whole wavefronts) = %" PRIu64
            ", G_parallel = %" PRIu64 ", DS = %" PRIu64 ", d = %" PRIu64 "\n",
            par[0], par[1], par[2], par[3], par[4]);
    fprintf(f, "%-6s %12s %14s\n", "mode", "E_WF", "E_kernel");
    for (int i = 0; i < NMODES; i++)
        fprintf(f, "%-6s %12" PRIu64 " %14" PRIu64 "%s\n", mode_names[i], res[i].e_wf,
                res[i].e_kernel, i == (int)m ? "   <- reported path" : "");
    fprintf(f, "bound (%s): %" PRIu64 " cycles\n", mode_names[m], w->e_kernel);
}

static int write_json(const char *path, const cfg *g, const kernel *k, const uint64_t *cost,
                      const wres *res, wmode m, unsigned s, const uint64_t *par, unsigned nsimd_eq2)
{
    FILE *f = open_out(path);
    if (!f)
        return PWS_EIO;
    const wres *w = &res[m];
    fprintf(f, "{\n  \"kernel\": \"%s\",\n  \"split\": \"%s\",\n  \"spsimds\": %u,\n", k->name,
            mode_names[m], s);
    fprintf(f, "  \"blocks\": %d,\n  \"loops\": %d,\n  \"sb\": [", g->nblocks, g->nloops);
    int first = 1;
    for (int i = 0; i < g->nblocks; i++)
        if (w->sb[g->order[i]]) {
            fprintf(f, "%s\"%s\"", first ? "" : ", ", g->blocks[g->order[i]].name);
            first = 0;
        }
    fprintf(f, "],\n  \"contexts\": %u,\n  \"ipet\": %" PRIu64 ",\n  \"e_wf\": %" PRIu64
            ",\n  \"e_kernel\": %" PRIu64 ",\n", w->contexts, w->ipet, w->e_wf, w->e_kernel);
    fprintf(f, "  \"g\": %" PRIu64 ",\n  \"g_parallel\": %" PRIu64 ",\n  \"ds\": %" PRIu64
            ",\n  \"d\": %" PRIu64 ",\n  \"n_simd_total_eq2\": %u,\n", par[0], par[2], par[3],
            par[4], nsimd_eq2);
    fprintf(f, "  \"modes\": {");
    for (int i = 0; i < NMODES; i++)
        fprintf(f, "%s\n    \"%s\": { \"ipet\": %" PRIu64 ", \"e_wf\": %" PRIu64
                ", \"e_kernel\": %" PRIu64 " }", i ? "," : "", mode_names[i], res[i].ipet,
                res[i].e_wf, res[i].e_kernel);
    fprintf(f, "\n  },\n  \"segments\": [");
    first = 1;
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        fprintf(f, "%s\n    { \"block\": \"%s\", \"pc\": %u, \"count\": %" PRIu64
                ", \"latency\": %" PRIu64 " }", first ? "" : ",", g->blocks[b].name,
                (unsigned)g->insns[g->blocks[b].first].pc, w->r.block_count[b], cost[b]);
        first = 0;
    }
    fprintf(f, "\n  ]\n}\n");
    return close_out(path, f, 0);
}

static int run(const wopts *o)
{
    kernel *k = NULL;
    cfg_label *labels = NULL;
    unsigned nlabels = 0;
    cfg *g = NULL;
    flowfacts *ff = NULL;
    timing *t = calloc(1, sizeof *t);
    uint64_t *cost = NULL, *lmax = NULL, *ltot = NULL;
    wres res[NMODES];
    memset(res, 0, sizeof res);
    int rc = t ? 0 : PWS_ENOMEM;
    if (rc || (rc = kload_file(o->in, o->kname, &k, &labels, &nlabels)) ||
        (rc = cfg_build(k, labels, nlabels, &g)))
        goto out;
    if (o->cfg_out) {
        FILE *f = open_out(o->cfg_out);
        if (!f) {
            rc = PWS_EIO;
            goto out;
        }
        if ((rc = close_out(o->cfg_out, f, cfg_write_text(g, f))))
            goto out;
    }
    if ((rc = timing_read(o->timing, t)) || (o->facts && (rc = flowfacts_read(o->facts, &ff))))
        goto out;
    cost = calloc((size_t)g->nblocks, sizeof *cost);
    lmax = calloc((size_t)g->nloops + 1, sizeof *lmax);
    ltot = calloc((size_t)g->nloops + 1, sizeof *ltot);
    rc = PWS_ENOMEM;
    if (!cost || !lmax || !ltot || (rc = flowfacts_bind(ff, g, lmax, ltot)) ||
        (rc = block_costs(g, k, t, cost)))
        goto out;
    wmode m = o->mode >= 0 ? (wmode)o->mode
              : !strcmp(t->split, "pws") ? MODE_PWS : !strcmp(t->split, "dws") ? MODE_DWS
                                                                                 : MODE_NONE;
    unsigned s = o->spsimds >= 0 ? (unsigned)o->spsimds : t->spsimds;
    for (int i = 0; i < NMODES; i++)
        if ((rc = analyse(g, cost, lmax, ltot, t, (wmode)i, i == MODE_NONE ? 0 : s,
                          i == (int)m ? o->lp : NULL, &res[i])))
            goto out;
    /* composition (docs/wcet.md): our RTL has no re-provisioning, so G_parallel uses the built
     * N_SIMD; Eq. 2's N_SIMD_total is reported for comparison with the paper */
    uint64_t groups = 1, wiwg = 1;
    for (int d = 0; d < 3; d++) {
        groups *= (o->grid[d] + o->wg[d] - 1) / o->wg[d];
        wiwg *= o->wg[d];
    }
    wiwg = (wiwg + t->wave - 1) / t->wave * t->wave;   /* a partial wavefront takes a context */
    uint64_t gpar = bound_g_parallel(t->cus, t->simds, t->contexts, t->wave, wiwg);
    if (gpar == 0) {
        diag_loc l = { o->timing, 0 };
        rc = diag(&l, PWS_ERANGE, "a workgroup of %" PRIu64 " work-items does not fit the "
                  "configuration's %u wavefront contexts", wiwg, t->cus * t->simds * t->contexts);
        goto out;
    }
    uint64_t ds = bound_ds(groups, gpar), d = t->workgroup_worst;
    res[MODE_NONE].e_kernel = bound_kernel_pws(ds, d, res[MODE_NONE].e_wf);
    res[MODE_DWS].e_kernel = bound_kernel_dws(ds, d, s, res[MODE_DWS].e_wf);
    res[MODE_PWS].e_kernel = bound_kernel_pws(ds, d, res[MODE_PWS].e_wf);
    unsigned eq2 = bound_n_simd_total(t->simds, s, res[MODE_PWS].contexts);
    uint64_t par[5] = { groups, wiwg, gpar, ds, d };
    print_report(g, k, cost, res, m, s, par, stdout);
    if (o->dot) {
        FILE *f = open_out(o->dot);
        uint8_t *worst = calloc((size_t)g->nedges, 1);
        if (!f || !worst) {
            free(worst);
            rc = f ? PWS_ENOMEM : PWS_EIO;
            goto out;
        }
        for (int e = 0; e < g->nedges; e++)
            worst[e] = res[m].r.edge_count[e] > 0;
        cfg_dot_marks mk = { m == MODE_PWS ? res[m].removed : NULL, worst, cost };
        rc = close_out(o->dot, f, cfg_write_dot(g, &mk, f));
        free(worst);
        if (rc)
            goto out;
    }
    if (o->json && (rc = write_json(o->json, g, k, cost, res, m, s, par, eq2)))
        goto out;
    rc = 0;
out:
    for (int i = 0; i < NMODES; i++)
        wres_free(&res[i]);
    free(cost), free(lmax), free(ltot), free(t), free(labels);
    flowfacts_free(ff);
    cfg_free(g);
    kernel_free(k);
    return rc;
}

int cmd_wcet(int argc, char **argv)
{
    wopts o;
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc == 1 ? 0 : rc;
    return run(&o) ? 3 : 0;
}
