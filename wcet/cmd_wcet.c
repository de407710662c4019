/* wcet/cmd_wcet.c -- `pws wcet`: the static WCET bound of a kernel on a generated configuration
 * (docs/wcet.md). Exit status: 0 ok, 2 usage error, 3 input or tool error (docs/cli.md). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bound.h"
#include "cfg.h"
#include "cmds.h"
#include "diag.h"
#include "dispatch.h"
#include "dws_work.h"
#include "fetch_stream.h"
#include "flowfacts.h"
#include "hybrid.h"
#include "ipet.h"
#include "kload.h"
#include "mem_queue.h"
#include "pending.h"
#include "prune.h"
#include "pws_err.h"
#include "select.h"
#include "sim_args.h"
#include "split_depth.h"
#include "swf_ctx.h"
#include "timing.h"
#include "wcet_check.h"

static const char usage_text[] =
    "usage: pws wcet KERNEL.s --timing pws_timing.json [--flow-facts FILE] [options]\n"
    "\n"
    "Static WCET bound of a kernel (docs/wcet.md): CFG with branch serialization blocks,\n"
    "Select and Prune (PWS paper Alg. 1, 2), IPET solved by lp_solve, block costs from the\n"
    "generator's timing model, composed into kernel bounds for none, dws and pws.\n"
    "\n"
    "  --timing FILE       pws_timing.json of the configuration (docs/timing-model.md):\n"
    "                      pws gen [flags] -o DIR writes it as DIR/pws_timing.json\n"
    "  --flow-facts FILE   loop bounds (docs/flow-facts.md), one line per loop such as\n"
    "                      'loop .Lhead max 16'; required if the kernel has loops (default:\n"
    "                      KERNEL.ff beside the kernel, if there is one)\n"
    "  --split MODE        none, dws or pws: the mode whose path is reported (default: the\n"
    "                      timing model's config.split)\n"
    "  --spsimds S         SWF contexts per wavefront (default: config.spsimds)\n"
    "  --grid X[,Y,Z]      work-items per dimension (default: one workgroup)\n"
    "  --wg X[,Y,Z]        workgroup size (default 64, at most 1024 work-items)\n"
    "  --kernel NAME       the kernel to analyse (default as pws asm)\n"
    "  --arg V             the kernel's arguments as pws sim takes them (repeatable); needed\n"
    "                      only for __local arguments (local:BYTES), whose sizes change the LDS\n"
    "                      a workgroup is dispatched with; other values are not read\n"
    "  --cfg FILE          write the CFG as text ('-': stdout)\n"
    "  --dot FILE          write the CFG as Graphviz DOT, pruned edges dashed, worst path red\n"
    "  --json FILE         write the results as JSON ('-': stdout)\n"
    "  --lp FILE           write the IPET model of the reported mode in lp_solve's lp format\n"
    "  --png FILE          render the DOT picture with Graphviz dot (needs --dot)\n"
    "  --hybrid TRACE      add the hybrid bound: segment latencies and d measured in this\n"
    "                      trace (repeatable; docs/wcet.md \"The hybrid bound\")\n"
    "  --train T1,T2,...   traces the hybrid bound is built from (same as --hybrid)\n"
    "  --test T3,T4,...    held-out traces checked against it: violations and tightness\n"
    "  --check T1,T2,...   RTL traces (pws cosim --trace) checked against the static bound:\n"
    "                      every segment and the kernel time (docs/wcet.md \"Checking runs\")\n"
    "\n"
    "Exit status: 0 ok, 1 a held-out or checked trace violates its bound, 2 usage error,\n"
    "3 input or tool error.\n";

typedef enum { MODE_NONE, MODE_DWS, MODE_PWS, NMODES } wmode;
static const char *const mode_names[NMODES] = { "none", "dws", "pws" };

typedef struct wopts {
    const char *in, *timing, *facts, *kname, *cfg_out, *dot, *json, *lp, *png;
    const char *train[64], *test[64], *check[64];   /* trace paths (borrowed from argv) */
    unsigned ntrain, ntest, ncheck;
    int mode;          /* -1: from the timing model */
    int quiet;         /* wcet_check_run: no report, no warnings; only the check lines */
    long spsimds;      /* -1: from the timing model */
    uint32_t grid[3], wg[3];
    int have_grid;
    const char *args[64];   /* --arg values, as pws sim's: only __local sizes are read */
    unsigned nargs;
    uint32_t lds_bytes;     /* wcet_check_run: the run's LDS per workgroup (0: from the kernel) */
} wopts;

/* One mode's analysis of one wavefront. */
typedef struct wres {
    uint64_t ipet, e_wf, e_kernel;
    unsigned nsb, contexts, nsb_in_loops;
    uint8_t *sb, *removed;
    ipet_result r;
    int used_prune;    /* 1: IPET on Prune's C_out (acyclic CFG); 0: exclusive constraints */
    /* DWS on the pipelined CU, acyclic CFG: the SIMD's work bound (dws_work_kernel; 0: none),
     * one wavefront's SWFs' work and the largest split's leftover in it (wcet/dws_work.h) */
    uint64_t work_kernel, work_wave, work_dup;
} wres;

/* Splits a comma-separated list in place (argv strings are writable) into list[]. */
/* Appends the comma-separated trace names of v to list: -1 past 64 of them, -2 for an empty
 * name (`--check ""`, `--train ,`: a list that checks nothing is a mistake, not a pass). */
static int add_list(char *v, const char **list, unsigned *n)
{
    for (char *p = v;; ) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        if (!*p)
            return -2;
        if (*n >= 64)
            return -1;
        list[(*n)++] = p;
        if (!comma)
            return 0;
        p = comma + 1;
    }
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
                return diag_usage("pws wcet", "more than one input file ('%s')", a);
            o->in = a;
            continue;
        }
        static const char *const with_arg[] = { "--timing", "--flow-facts", "--split",
                                                "--spsimds", "--grid", "--wg", "--kernel",
                                                "--cfg", "--dot", "--json", "--lp", "--png",
                                                "--hybrid", "--train", "--test", "--check",
                                                "--arg" };
        unsigned k;
        for (k = 0; k < sizeof with_arg / sizeof *with_arg && strcmp(a, with_arg[k]); k++)
            ;
        if (k == sizeof with_arg / sizeof *with_arg)
            return diag_usage("pws wcet", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return diag_usage("pws wcet", "%s needs an argument", a);
        char *v = argv[++i];
        uint64_t n;
        switch (k) {
        case 0: o->timing = v; break;
        case 1: o->facts = v; break;
        case 2:
            for (o->mode = 0; o->mode < NMODES && strcmp(v, mode_names[o->mode]); o->mode++)
                ;
            if (o->mode == NMODES)
                return diag_usage("pws wcet", "--split '%s' is not none, dws or pws", v);
            break;
        case 3:
            if (sim_args_parse_uint(v, 63, &n))
                return diag_usage("pws wcet", "--spsimds '%s' is not 0..63", v);
            o->spsimds = (long)n;
            break;
        case 4:
            if (sim_args_parse_dims(v, o->grid))
                return diag_usage("pws wcet", "bad --grid '%s': want X[,Y,Z] of positive integers", v);
            o->have_grid = 1;
            break;
        case 5:
            if (sim_args_parse_dims(v, o->wg))
                return diag_usage("pws wcet", "bad --wg '%s': want X[,Y,Z] of positive integers", v);
            if ((uint64_t)o->wg[0] * o->wg[1] * o->wg[2] > 1024)   /* as pws sim and cosim */
                return diag_usage("pws wcet", "--wg '%s' is a workgroup of more than 1024 "
                                  "work-items", v);
            break;
        case 6: o->kname = v; break;
        case 7: o->cfg_out = v; break;
        case 8: o->dot = v; break;
        case 9: o->json = v; break;
        case 10: o->lp = v; break;
        case 11: o->png = v; break;
        case 16:
            if (o->nargs >= sizeof o->args / sizeof *o->args)
                return diag_usage("pws wcet", "more than %zu --arg", sizeof o->args / sizeof *o->args);
            o->args[o->nargs++] = v;
            break;
        default: {
            char given[64];
            snprintf(given, sizeof given, "%s", v);
            int bad = add_list(v, k == 15 ? o->check : k == 14 ? o->test : o->train,
                               k == 15 ? &o->ncheck : k == 14 ? &o->ntest : &o->ntrain);
            if (bad == -2)
                return diag_usage("pws wcet", "%s '%s' names an empty trace (want T1[,T2...])",
                                  a, given);
            if (bad)
                return diag_usage("pws wcet", "too many traces at '%s' (at most 64 each for training, "
                                   "testing and checking)", v);
            break;
        }
        }
    }
    if (!o->in)
        return diag_usage("pws wcet", "%s", "no input file");
    if (!o->timing)
        return diag_usage("pws wcet", "%s", "--timing is required");
    if (o->mode == MODE_NONE && o->spsimds > 0) {   /* as pws gen, cosim and sim refuse it */
        diag(NULL, PWS_EUSAGE, "--spsimds %ld needs --split dws or pws", o->spsimds);
        return 2;
    }
    if (!o->have_grid)
        memcpy(o->grid, o->wg, sizeof o->grid);
    if (o->ntest && !o->ntrain)
        return diag_usage("pws wcet", "%s", "--test needs training traces (--train or --hybrid)");
    if (o->png && !o->dot)
        return diag_usage("pws wcet", "%s", "--png needs --dot");
    return 0;
}

/* Per-block cost: the sum of the instructions' gaps (timing_kernel_gaps, docs/timing-model.md);
 * on the pipelined CU each instruction's own, from the block's instructions before it and its
 * operands (timing_pipe_insn_gap). */
/* The most times one wavefront runs block b: its loops' header executions, per entry
 * (loop_max) out to a loop with a total bound (loop_total). */
static uint64_t block_execs(const cfg *g, int b, const uint64_t *lmax, const uint64_t *ltot)
{
    uint64_t n = 1;
    for (int l = g->blocks[b].loop; l != CFG_NONE; l = g->loops[l].parent) {
        if (ltot[l] != IPET_NO_TOTAL) {
            n *= ltot[l];
            break;
        }
        n *= lmax[l];
    }
    return n;
}

/* timing_load.tail (timing_pipe_tail): per instruction, the fewest instructions issued after
 * it up to an s_endpgm along the CFG (a shortest path, relaxed to a fixpoint), and its own
 * issue-to-retire. Returns PWS_ENOMEM or 0. */
static int pipe_tail(const cfg *g, const timing *t, uint64_t *tail)
{
    int n = g->nblocks;
    uint64_t *a = malloc(((size_t)n + 1) * sizeof *a);   /* after[] of each block's first */
    uint64_t *after = malloc(((size_t)g->ninsns + 1) * sizeof *after);
    uint64_t *own = malloc(((size_t)g->ninsns + 1) * sizeof *own);
    if (!a || !after || !own) {
        free(a), free(after), free(own);
        return PWS_ENOMEM;
    }
    for (int b = 0; b < n; b++)
        a[b] = g->blocks[b].is_exit && g->blocks[b].ninsn ? g->blocks[b].ninsn - 1 : UINT64_MAX;
    for (int changed = 1; changed; ) {
        changed = 0;
        for (int b = 0; b < n; b++) {
            const cfg_block *B = &g->blocks[b];
            int next[2] = { B->fall, B->taken };
            for (int i = 0; i < 2 && !B->is_exit; i++)
                if (next[i] >= 0 && next[i] < n && a[next[i]] != UINT64_MAX
                    && B->ninsn + a[next[i]] < a[b]) {
                    a[b] = B->ninsn + a[next[i]];
                    changed = 1;
                }
        }
    }
    for (int b = 0; b < n; b++)
        for (unsigned p = 0; p < g->blocks[b].ninsn; p++) {
            unsigned i = g->blocks[b].first + p;
            after[i] = a[b] == UINT64_MAX ? UINT64_MAX : a[b] - p;
            own[i] = t->own_worst[g->insns[i].op];
        }
    *tail = timing_pipe_tail(t, own, after, g->ninsns);
    free(a), free(after), free(own);
    return 0;
}

/* The SMEM dwords one SWF can load (timing_load.smem_accesses): every SMEM instruction of the
 * kernel times its loops' bounds, a bound on any one path's. */
static uint64_t smem_accesses_per_wave(const cfg *g, const timing *t, const uint64_t *lmax,
                                       const uint64_t *ltot)
{
    uint64_t n = 0;
    for (int b = 0; b < g->nblocks; b++)
        for (unsigned i = 0; i < g->blocks[b].ninsn; i++) {
            isa_op op = g->insns[g->blocks[b].first + i].op;
            if (t->has_op[op] && t->unit[op] == TIMING_UNIT_SALU && t->send[op])
                n += t->acc[op] * block_execs(g, b, lmax, ltot);
        }
    return n;
}

/* The FLAT queue a block starts with (wcet/mem_queue.h), into start[]: none if no FLAT op can
 * be in flight (pend_entries), else what its predecessors left, the later of each from the
 * newest (left[], nleft[] of the blocks done before it in topological order), or a full queue
 * where a predecessor is not done yet (a back edge) or is the kernel's entry. */
static unsigned queue_at_entry(const cfg *g, int b, const pend_set *entry, const uint64_t *left,
                               const unsigned *nleft, const uint8_t *done, uint64_t send,
                               uint64_t lead, unsigned slots, uint64_t *start)
{
    if (!(entry[b].out & TIMING_PENDING_VMEM))
        return 0;
    unsigned n = 0;
    for (int e = 0; e < g->nedges; e++) {
        const cfg_edge *E = &g->edges[e];
        if (E->to != b)
            continue;
        if (E->from < 0 || !done[E->from])
            return mem_queue_full(send, lead, slots, start);
        mem_queue_merge(start, &n, left + (size_t)E->from * MEM_QUEUE_MAX, nleft[E->from]);
    }
    return n;
}

static int block_costs(const cfg *g, const kernel *k, const timing *t, const timing_load *load,
                       const uint64_t *gap, uint64_t *cost)
{
    isa_inst *ins = NULL;
    uint64_t *ready = NULL, *waits = NULL, *c = NULL, nr = 0, f = 0;
    size_t cap = 0;
    pend_set *entry = NULL, p;   /* the pipelined CU: the loads each block may wait for */
    /* the FLAT unit's queue followed through each block, where only the wavefront's own context
     * can use it (wcet/mem_queue.h): per instruction whether it is a FLAT op and whether it may
     * wait for one; per block what it leaves in the queue */
    uint64_t mq_send = 0, mq_answer = 0, mq_lead = 0, *left = NULL;
    uint8_t *isflat = NULL, *wflat = NULL, *dflat = NULL, *done = NULL;
    unsigned *nleft = NULL;
    timing_load own = *load;
    int mq = t->pipe && t->ibuf_depth
             && timing_pipe_vmem_own(t, load, &mq_send, &mq_answer, &mq_lead);
    if (mq)
        own.vmem_own = 1, load = &own;
    int rc = 0;
    if (t->pipe) {
        size_t n = g->ninsns ? g->ninsns : 1;
        entry = malloc((size_t)g->nblocks * sizeof *entry);
        ready = malloc(n * sizeof *ready);   /* per instruction of g (insns[] order) */
        waits = malloc(n * sizeof *waits);
        c = malloc(n * sizeof *c);
        isflat = calloc(n, 1), wflat = calloc(n, 1), dflat = calloc(n, 1);
        done = calloc((size_t)g->nblocks, 1);
        nleft = calloc((size_t)g->nblocks, sizeof *nleft);
        left = calloc((size_t)g->nblocks * MEM_QUEUE_MAX, sizeof *left);
        if (!entry || !ready || !waits || !c || !isflat || !wflat || !dflat || !done || !nleft
            || !left) {
            rc = diag(NULL, PWS_ENOMEM, "out of memory");
            goto out;
        }
        rc = pend_entries(g, k, t->split_block != 0, entry);
        timing_pipe_stream(t, load, &nr, &f);
    }
    /* each instruction's readiness and waits (timing_pipe_insn_parts), or its gap */
    for (int b = 0; b < g->nblocks && !rc; b++) {
        if (t->pipe)
            p = entry[b];
        const cfg_block *B = &g->blocks[b];
        cost[b] = 0;
        if (t->pipe && B->ninsn > cap) {
            isa_inst *n = realloc(ins, B->ninsn * sizeof *ins);
            if (!n) {
                rc = diag(NULL, PWS_ENOMEM, "out of memory");
                break;
            }
            ins = n, cap = B->ninsn;
        }
        for (unsigned i = 0; i < B->ninsn; i++) {
            const cfg_insn *in = &g->insns[B->first + i];   /* (in the model: run checked) */
            if (!t->pipe) {
                cost[b] += gap[in->op];
                continue;
            }
            size_t pc = in->pc / 4;
            if (!kernel_next_inst(k, &pc, &ins[i])) {
                diag_loc l = { k->file, in->line };
                rc = diag(&l, PWS_EPARSE, "pc 0x%x: cannot decode", (unsigned)in->pc);
                break;
            }
            unsigned x = B->first + i;
            unsigned wait = pend_step(&p, &ins[i]);
            isflat[x] = t->unit[ins[i].op] == TIMING_UNIT_VMEM && t->send[ins[i].op];
            wflat[x] = (wait & TIMING_PENDING_VMEM) != 0;
            dflat[x] = !(p.out & TIMING_PENDING_VMEM);   /* (nothing in flight after it) */
            waits[x] = timing_pipe_insn_parts(t, load, ins, i, wait, &ready[x]);
        }
    }
    /* the pipelined CU: each block's instructions through the fetch (wcet/fetch_stream.h), in
     * topological order (a block's FLAT queue starts with what its predecessors left) */
    for (int ob = 0; t->pipe && !rc && ob < g->nblocks; ob++) {
        int b = g->order[ob];
        const cfg_block *B = &g->blocks[b];
        const uint64_t *r = ready + B->first, *w = waits + B->first;
        uint64_t entry_fetch = 0, pre_c[2] = { UINT64_MAX, UINT64_MAX }, pre_w[2] = { UINT64_MAX,
                                                                              UINT64_MAX };
        int redirected = 0, fell = 0;   /* ways in: after a redirect, by falling through */
        int from_start = 0;             /* ... and the kernel's entry */
        for (int e = 0; B->ninsn && e < g->nedges; e++) {
            const cfg_edge *E = &g->edges[e];
            if (E->to == b && E->from < 0)
                from_start = 1;
            if (E->to != b || E->from < 0 || !g->blocks[E->from].ninsn)
                continue;
            const cfg_block *P = &g->blocks[E->from];
            unsigned q = P->first + P->ninsn - 1;
            uint64_t fa = timing_pipe_fetch_after(t, load, g->insns[q].op);
            if (fa > entry_fetch)
                entry_fetch = fa;
            if (fa) {
                redirected = 1;
                continue;
            }
            /* the fetch goes on from P: its last two at their least (1); 0 further back */
            fell = 1;
            uint64_t c1 = ready[q] + waits[q], w1 = waits[q];
            uint64_t c2 = P->ninsn > 1 ? ready[q - 1] + waits[q - 1] : 0;
            uint64_t w2 = P->ninsn > 1 ? waits[q - 1] : 0;
            pre_c[1] = c1 < pre_c[1] ? c1 : pre_c[1], pre_w[1] = w1 < pre_w[1] ? w1 : pre_w[1];
            pre_c[0] = c2 < pre_c[0] ? c2 : pre_c[0], pre_w[0] = w2 < pre_w[0] ? w2 : pre_w[0];
        }
        /* the fetch after an instruction that stops it is this block's (the trace measures a
         * block from the retire before it): at the block's entry after a redirect, where the
         * first instruction's readiness overlaps it (wcet/fetch_stream.h); a block entered both
         * ways costs the more of the two */
        if (t->ibuf_depth) {   /* the waits overlap the fetch */
            uint64_t start[MEM_QUEUE_MAX], l2[MEM_QUEUE_MAX];
            unsigned ns = mq ? queue_at_entry(g, b, entry, left, nleft, done, mq_send, mq_lead,
                                              (unsigned)t->mem_insts, start) : 0;
            /* way 0 after a redirect (and the kernel's entry: a fresh run, nothing before),
             * way 1 by falling through; the block leaves the later of their queues */
            int ways[2] = { redirected || !fell, fell };
            for (int v = 0; v < 2; v++) {
                if (!ways[v])
                    continue;
                uint64_t e = v == 0 ? entry_fetch : 0;
                mem_queue q;
                mem_queue_start(&q, mq_send, mq_answer, mq_lead, t->visit,
                                (unsigned)t->mem_insts, isflat + B->first, wflat + B->first,
                                dflat + B->first, start, ns);
                fetch_stream_hook hk = { &q, mem_queue_pre, mem_queue_post, e };
                uint64_t way = e + fetch_stream_costs_hooked(nr, f, (unsigned)t->ibuf_depth,
                                                             (unsigned)t->fetch_width,
                                                             v == 0, e, t->visit, pre_c, pre_w,
                                                             r, w, B->ninsn, c + B->first,
                                                             mq ? &hk : NULL);
                if (v == 0 && from_start)   /* the measure starts at the wave's START, which
                                             * its context takes t->start clocks later */
                    way += t->start;
                cost[b] = way > cost[b] ? way : cost[b];
                mem_queue_merge(left + (size_t)b * MEM_QUEUE_MAX, &nleft[b], l2,
                                mem_queue_left(&q, l2));
            }
            done[b] = 1;
        } else {   /* each instruction its fetch share or readiness, then its waits */
            uint64_t share = timing_pipe_fetch_share(t, nr);
            for (unsigned i = 0; i < B->ninsn; i++)
                cost[b] += (r[i] > share ? r[i] : share) + w[i];
            cost[b] += entry_fetch + (from_start ? t->start : 0);
        }
        /* and after an instruction inside it that stops the fetch */
        for (unsigned i = 1; i < B->ninsn; i++)
            cost[b] += timing_pipe_fetch_after(t, load, g->insns[B->first + i - 1].op);
    }
out:
    free(ins);
    free(ready);
    free(waits);
    free(c);
    free(entry);
    free(isflat), free(wflat), free(dflat), free(done), free(nleft), free(left);
    return rc;
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

/* What every analysis of one kernel shares besides its block costs: the splits that always
 * find a context, PWS's s_splits at branch nodes (swf_ctx_guaranteed) and, with a timing model
 * of the CU's pipeline, DWS's marked branches (swf_ctx_dws_guaranteed; ndws of them, none with a
 * model without its pipe object), with dws_start, what an SWF made by a DWS split costs before it runs the branch's other
 * side (its first fetch and the branch it executes again); and the flow facts' file, which an
 * infeasible IPET names (NULL: none). */
typedef struct analysis_facts {
    const uint8_t *pws, *dws;
    unsigned ndws;
    uint64_t dws_start;
    uint64_t pws_lag;   /* PWS on the pipelined CU: how far a new SWF made by an s_split outside
                         * the split points trails its splitter, and the merge after: e_s + F + e_m */
    const char *facts;
} analysis_facts;

/* One wavefront under mode m with S contexts. pws: Select, Prune; dws on the pipelined CU:
 * Prune at the marked branches that always split (each SWF runs one side of each); with loops
 * in the CFG the exclusive-path constraints replace the pruned edges (docs/wcet.md "Loops"). */
static int analyse(const cfg *g, const uint64_t *cost, const uint64_t *lmax, const uint64_t *ltot,
                   const timing *t, wmode m, unsigned s, const analysis_facts *gu,
                   const char *lp, wres *w)
{
    const uint8_t *guaranteed = gu->pws;
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
    ipet_opts o = { .cost = c, .loop_max = lmax, .loop_total = ltot, .lp_path = lp,
                    .facts = gu->facts };
    if (m == MODE_PWS) {
        /* P: the s_splits at branch nodes that always find a context (wcet/swf_ctx.h); the
         * others may be null on the hardware and are analysed as serialized */
        for (int b = 0; b < n; b++)
            marked[b] = g->blocks[b].split_marked && guaranteed[b];
        w->nsb = (unsigned)select_pick(g, marked, s, w->sb, &w->contexts);
        /* the pipelined CU: a split delays the SWFs whose paths pass its branch node, its
         * splitter and its new SWF by e_s, the splitter again by e_m at the merge; so each
         * split point's e_s + e_m goes into its block's cost and the IPET takes the path with
         * the most of them, where Lemma 5.1 adds |SB| of them to one path (splits side by
         * side, as a balanced tree's, are on no one path together) */
        for (int b = 0; b < n && t->pipe; b++)
            if (w->sb[b] && g->blocks[b].loop == CFG_NONE)
                c[b] += t->e_s + t->e_m;
        /* an s_split that is not a selected split point's (in a straight-line region, or at
         * a branch analysed as serialized) may still be real: its new SWF starts e_s and its
         * first fetch after it and runs the same instructions or the branch's other side, so
         * the s_merge that waits for it may wait that long more, then e_m (pws_lag) */
        for (int b = 0; b < n && t->pipe && g->insns; b++)
            if (!w->sb[b])
                for (unsigned i = 0; i < g->blocks[b].ninsn; i++)
                    if (g->insns[g->blocks[b].first + i].op == ISA_s_split)
                        c[b] += gu->pws_lag;
        /* a split branch inside a loop splits and merges once per execution */
        for (int b = 0; b < n; b++)
            if (w->sb[b] && g->blocks[b].loop != CFG_NONE) {
                c[b] += t->e_s + t->e_m;
                w->nsb_in_loops++;
            }
    } else if (m == MODE_DWS && gu->ndws) {
        /* an SWF made at a guaranteed split runs only the branch's other side, and its
         * splitter only this one: the longest SWF is Prune's path, as under PWS */
        memcpy(w->sb, gu->dws, (size_t)n);
        w->nsb = gu->ndws;
    }
    if (m == MODE_PWS || (m == MODE_DWS && gu->ndws)) {   /* Prune, or with loops the
                                                          * exclusive-path constraints */
        if (g->nloops == 0) {
            prune_run(g, w->sb, c, w->removed, f);
            o.removed = w->removed;
            w->used_prune = 1;
        } else {
            o.exclusive = w->sb;
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
        w->e_wf = t->pipe ? w->ipet   /* (every split's cost is in its block's, above) */
                          : bound_e_wf(w->ipet, w->nsb - w->nsb_in_loops, t->e_s, t->e_m);
    else if (m == MODE_DWS)   /* up to S splits on an SWF's path, each its e_s (and with
                                 * Prune, the new SWF's start on the other side) */
        w->e_wf = bound_e_wf_dws(w->ipet, s, t->e_s + (gu->ndws ? gu->dws_start : 0));
    else
        w->e_wf = w->ipet;
    rc = 0;
out:
    free(marked), free(f), free(c);
    return rc;
}

/* One warning per s_split at a branch node that may find no free context: the analysis then
 * treats its branch as serialized, which is safe (docs/wcet.md "Splits already in the code"). */
static void warn_unguaranteed(const cfg *g, const kernel *k, const uint8_t *guaranteed,
                              unsigned s, const swf_ctx_info *ctx)
{
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        const cfg_block *B = &g->blocks[b];
        if (B->kind != CFG_BRANCH || !B->split_marked || guaranteed[b])
            continue;
        const cfg_insn *in = &g->insns[B->first];
        for (unsigned j = 0; j < B->ninsn; j++)
            if (g->insns[B->first + j].op == ISA_s_split)
                in = &g->insns[B->first + j];
        diag_loc l = { k->file, in->line };
        diag_warn(&l, "s_split at pc 0x%x (block %s) may find no free SWF context with S = %u "
                  "(the kernel's splits can hold %u at once%s): its branch is analysed as "
                  "serialized", (unsigned)in->pc, B->name, s, ctx->need,
                  ctx->regions ? ", counting its region splits" : "");
    }
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
            ", G_parallel = %" PRIu64 ", DS = %" PRIu64 ", d = %" PRIu64 ", SPI traffic = %"
            PRIu64 "\n", par[0], par[1], par[2], par[3], par[4], par[5]);
    for (int i = 0; i < NMODES; i++) {
        if (!res[i].work_kernel)
            continue;
        fprintf(f, "%s: the SIMD's work: %" PRIu64 " cycles of gaps a wavefront", mode_names[i],
                res[i].work_wave);
        if (i == MODE_DWS)
            fprintf(f, " (the largest split adds %" PRIu64 ")", res[i].work_dup);
        fprintf(f, ", E_kernel %" PRIu64 "%s\n", res[i].work_kernel,
                res[i].work_kernel == res[i].e_kernel ? " (kept)" : "");
    }
    fprintf(f, "%-6s %12s %14s\n", "mode", "E_WF", "E_kernel");
    for (int i = 0; i < NMODES; i++)
        fprintf(f, "%-6s %12" PRIu64 " %14" PRIu64 "%s\n", mode_names[i], res[i].e_wf,
                res[i].e_kernel, i == (int)m ? "   <- reported path" : "");
    fprintf(f, "bound (%s): %" PRIu64 " cycles\n", mode_names[m], w->e_kernel);
}

/* The hybrid bound's part of the results (NULL members: no traces given). */
typedef struct hyb {
    const hybrid_obs *obs;
    const uint64_t *cost;     /* per block: measured latency, or the static one if never seen */
    const wres *res;          /* NMODES */
    uint64_t eq54, eq55;
} hyb;

static int write_json(const char *path, const cfg *g, const kernel *k, const uint64_t *cost,
                      const wres *res, wmode m, unsigned s, const uint64_t *par, unsigned nsimd_eq2,
                      const hyb *hy)
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
            ",\n  \"d\": %" PRIu64 ",\n  \"spi_interference\": %" PRIu64
            ",\n  \"n_simd_total_eq2\": %u,\n", par[0], par[2], par[3], par[4], par[5], nsimd_eq2);
    fprintf(f, "  \"modes\": {");
    for (int i = 0; i < NMODES; i++)
        fprintf(f, "%s\n    \"%s\": { \"ipet\": %" PRIu64 ", \"e_wf\": %" PRIu64
                ", \"e_kernel\": %" PRIu64 " }", i ? "," : "", mode_names[i], res[i].ipet,
                res[i].e_wf, res[i].e_kernel);
    fprintf(f, "\n  },\n");
    if (hy->obs) {
        fprintf(f, "  \"hybrid\": {\n    \"traces\": %u,\n    \"d\": %" PRIu64 ",\n    "
                "\"observed_kernel\": %" PRIu64 ",\n    \"eq5_4\": %" PRIu64 ",\n    \"eq5_5\": %"
                PRIu64 ",\n    \"modes\": {", hy->obs->ntraces, hy->obs->d, hy->obs->kernel,
                hy->eq54, hy->eq55);
        for (int i = 0; i < NMODES; i++)
            fprintf(f, "%s\n      \"%s\": { \"ipet\": %" PRIu64 ", \"e_wf\": %" PRIu64
                    ", \"e_kernel\": %" PRIu64 " }", i ? "," : "", mode_names[i], hy->res[i].ipet,
                    hy->res[i].e_wf, hy->res[i].e_kernel);
        fprintf(f, "\n    }\n  },\n");
    }
    fprintf(f, "  \"segments\": [");
    first = 1;
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        fprintf(f, "%s\n    { \"block\": \"%s\", \"pc\": %u, \"count\": %" PRIu64
                ", \"latency\": %" PRIu64, first ? "" : ",", g->blocks[b].name,
                (unsigned)g->insns[g->blocks[b].first].pc, w->r.block_count[b], cost[b]);
        if (hy->obs)
            fprintf(f, ", \"hybrid_latency\": %" PRIu64 ", \"observed\": %s, "
                    "\"hybrid_count\": %" PRIu64, hy->cost[b],
                    hy->obs->execs[b] ? "true" : "false", hy->res[m].r.block_count[b]);
        fputs(" }", f);
        first = 0;
    }
    fprintf(f, "\n  ]\n}\n");
    return close_out(path, f, 0);
}

static const wmode trace_modes[3] = { MODE_NONE, MODE_DWS, MODE_PWS };

/* Renders dot_path to png_path with Graphviz's dot (docs/wcet.md "Reports"). */
static int render_png(const char *dot_path, const char *png_path)
{
    diag_loc l = { png_path, 0 };
    pid_t pid = fork();
    if (pid < 0)
        return diag(&l, PWS_EIO, "cannot start dot");
    if (pid == 0) {
        execlp("dot", "dot", "-Tpng", dot_path, "-o", png_path, (char *)NULL);
        _exit(127);
    }
    int st;
    if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st))
        return diag(&l, PWS_EIO, "dot -Tpng failed (%s)", WIFEXITED(st) && WEXITSTATUS(st) == 127
                    ? "Graphviz dot is not installed" : "exit status non-zero");
    return 0;
}

/* The traces in h must be of the configuration the timing model describes and of the dispatch
 * being analysed: segment latencies measured on another machine or with other interference
 * bound nothing here. Golden traces (a cycle per retire) carry no hardware configuration:
 * only their wavefront size and dispatch are compared. */
static int same_config(const hybrid_obs *h, const timing *t, const wopts *o, const char *path)
{
    diag_loc l = { path, 0 };
    char what[160] = "";
    if (h->wave_size != t->wave)
        snprintf(what, sizeof what, "wave %u, the timing model's %u", h->wave_size, t->wave);
    else if (h->rtl && (h->cus != t->cus || h->simds != t->simds || h->contexts != t->contexts))
        snprintf(what, sizeof what, "%u CUs x %u SIMDs x %u contexts, the timing model's %u x %u x %u",
                 h->cus, h->simds, h->contexts, t->cus, t->simds, t->contexts);
    else if (h->rtl && (h->split > 2 || strcmp(mode_names[h->split], t->split) ||
                        h->spsimds != t->spsimds))
        snprintf(what, sizeof what, "--split %s --spsimds %u, the timing model's --split %s "
                 "--spsimds %u", h->split < 3 ? mode_names[h->split] : "?", h->spsimds, t->split,
                 t->spsimds);
    else if (memcmp(h->grid, o->grid, sizeof h->grid) || memcmp(h->wg, o->wg, sizeof h->wg))
        snprintf(what, sizeof what, "--grid %u,%u,%u --wg %u,%u,%u, the analysis's --grid %u,%u,%u "
                 "--wg %u,%u,%u", h->grid[0], h->grid[1], h->grid[2], h->wg[0], h->wg[1], h->wg[2],
                 o->grid[0], o->grid[1], o->grid[2], o->wg[0], o->wg[1], o->wg[2]);
    if (!what[0])
        return 0;
    return diag(&l, PWS_EMISMATCH, "the trace is of another configuration or dispatch: %s", what);
}

/* Adds the trace at path to h and checks it against the analysis (same_config). */
static int read_trace(hybrid_obs *h, const cfg *g, const kernel *k, const timing *t,
                      const wopts *o, const char *path)
{
    int rc = hybrid_add_trace(h, g, k, path);
    return rc ? rc : same_config(h, t, o, path);
}

/* Held-out trace path against the hybrid bound: every observed segment within its hybrid
 * latency, the observed kernel time within the hybrid E_kernel of the trace's split mode.
 * Violations are printed, one line each, and counted; never hidden. */
static int check_test(const char *path, const cfg *g, const kernel *k, const timing *t,
                      const wopts *o, const uint64_t *lmax, const uint64_t *ltot,
                      const uint64_t *hcost, const wres *hres, unsigned *violations,
                      uint64_t *observed)
{
    hybrid_obs *h = hybrid_new(g);
    int rc = h ? read_trace(h, g, k, t, o, path) : PWS_ENOMEM;
    if (rc || (rc = hybrid_check_loops(h, g, lmax, ltot, path)))
        goto out;
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        if (h->execs[b] && h->lat[b] > hcost[b]) {
            printf("violation: %s: segment %s took %" PRIu64 " cycles, hybrid latency %" PRIu64
                   "\n", path, g->blocks[b].name, h->lat[b], hcost[b]);
            (*violations)++;
        }
    }
    wmode tm = trace_modes[h->split < 3 ? h->split : 0];
    if (h->kernel > hres[tm].e_kernel) {
        printf("violation: %s: kernel took %" PRIu64 " cycles, hybrid E_kernel (%s) %" PRIu64
               "\n", path, h->kernel, mode_names[tm], hres[tm].e_kernel);
        (*violations)++;
    }
    printf("test %s: kernel %" PRIu64 " cycles (%s)\n", path, h->kernel, mode_names[tm]);
    if (h->kernel > *observed)
        *observed = h->kernel;
out:
    hybrid_free(h);
    return rc;
}

/* A block whose observed latency may include waiting for another SWF: it holds an s_merge (the
 * partner) or follows an s_barrier (the other wavefronts), in itself or at the end of a
 * predecessor. The static cost leaves those waits to the composition (docs/wcet.md). */
static int waits_for_others(const cfg *g, int b)
{
    const cfg_block *B = &g->blocks[b];
    for (unsigned i = 0; i < B->ninsn; i++) {
        isa_op op = g->insns[B->first + i].op;
        if (op == ISA_s_merge || (op == ISA_s_barrier && i + 1 < B->ninsn))
            return 1;
    }
    for (int e = 0; e < g->nedges; e++)
        if (g->edges[e].to == b && g->edges[e].from >= 0) {
            const cfg_block *P = &g->blocks[g->edges[e].from];
            if (P->ninsn && g->insns[P->first + P->ninsn - 1].op == ISA_s_barrier)
                return 1;
        }
    return 0;
}

/* The pipelined CU: what a segment's measure (from the retire before it to its last retire) may
 * add to its static latency (from the issue before it to its last issue): its last
 * instruction's latency beyond the one that retired before it, own_worst(last) - own_best(the
 * last of a predecessor), the least over its predecessors (none before the kernel's entry). */
static uint64_t retire_skew(const cfg *g, const timing *t, int b)
{
    const cfg_block *B = &g->blocks[b];
    if (!t->pipe || !B->ninsn || !g->insns)
        return 0;
    uint64_t last = t->own_worst[g->insns[B->first + B->ninsn - 1].op], before = UINT64_MAX;
    for (int e = 0; e < g->nedges; e++) {
        const cfg_edge *E = &g->edges[e];
        if (E->to != b)
            continue;
        const cfg_block *P = E->from >= 0 ? &g->blocks[E->from] : NULL;
        uint64_t o = P && P->ninsn ? t->own_best[g->insns[P->first + P->ninsn - 1].op] : 0;
        before = o < before ? o : before;
    }
    if (before == UINT64_MAX)
        before = 0;
    return last > before ? last - before : 0;
}

/* An RTL trace against the static bound (docs/wcet.md "Checking runs"): every observed segment
 * within its static latency (but those that wait for other SWFs), the kernel time within the
 * static E_kernel of the trace's split mode. Violations are printed and counted. */
static int check_static(const char *path, const cfg *g, const kernel *k, const timing *t,
                        const wopts *o, const uint64_t *lmax, const uint64_t *ltot,
                        uint64_t *const *costm, const wres *res, const uint64_t *extra,
                        unsigned *violations)
{
    hybrid_obs *h = hybrid_new(g);
    int rc = h ? read_trace(h, g, k, t, o, path) : PWS_ENOMEM;
    if (rc)
        goto out;
    if (hybrid_check_loops(h, g, lmax, ltot, path)) {   /* the run broke a flow fact (said) */
        printf("violation: %s\n", diag_last());
        (*violations)++;
        goto out;
    }
    wmode tm = trace_modes[h->split < 3 ? h->split : 0];
    unsigned checked = 0, exempt = 0, before = *violations;
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        if (!h->execs[b])
            continue;
        if (waits_for_others(g, b)) {
            exempt++;
            continue;
        }
        checked++;
        /* the splits' and the SMEM units' interference is bounded for the whole dispatch (d),
         * not per segment: any one segment may take all of it. A PWS split point's segment
         * holds its split (the new SWF continues it, from the block's entry): its e_s + e_m,
         * as the IPET has it in the block's cost (analyse) */
        uint64_t allowed = costm[tm][b] + extra[tm] + retire_skew(g, t, b);
        if (tm == MODE_PWS && res[tm].sb && res[tm].sb[b]
            && (t->pipe || g->blocks[b].loop != CFG_NONE))
            allowed += t->e_s + t->e_m;
        if (h->lat[b] > allowed) {
            printf("violation: %s: segment %s took %" PRIu64 " cycles, static latency (%s) %"
                   PRIu64 "%s\n", path, g->blocks[b].name, h->lat[b], mode_names[tm], allowed,
                   extra[tm] ? " (with the dispatch's interference)" : "");
            (*violations)++;
        }
    }
    if (h->kernel > res[tm].e_kernel) {
        printf("violation: %s: kernel took %" PRIu64 " cycles, static E_kernel (%s) %" PRIu64
               "\n", path, h->kernel, mode_names[tm], res[tm].e_kernel);
        (*violations)++;
    }
    printf("check %s: %s, kernel %" PRIu64 " of %" PRIu64 " cycles (%.1f%%), %u segments within "
           "their static latency, %u waiting for other SWFs not checked\n", path,
           *violations > before ? "VIOLATED" : "within the static bound", h->kernel,
           res[tm].e_kernel, res[tm].e_kernel ? 100.0 * (double)h->kernel / (double)res[tm].e_kernel
           : 0.0, checked, exempt);
out:
    hybrid_free(h);
    return rc;
}

/* DWS: what a new SWF costs before it runs on from its branch, as if alone (load): its first
 * fetch F and the branch it runs again, the first of its stream with no load pending (its
 * wait counters start at zero); the most of that over the branches that may split. */
static uint64_t dws_new_start(const cfg *g, const kernel *k, const timing *t,
                              const timing_load *load)
{
    uint64_t nr, f, most = 0;
    timing_pipe_stream(t, load, &nr, &f);
    for (int b = 0; b < g->nblocks; b++) {
        const cfg_block *B = &g->blocks[b];
        if (!(B->mode_marked || B->mode_may) || !B->ninsn)
            continue;
        size_t pc = g->insns[B->first + B->ninsn - 1].pc / 4;
        isa_inst in;
        uint64_t gap = kernel_next_inst(k, &pc, &in) ? timing_pipe_insn_gap(t, load, &in, 0, 0)
                                                      : UINT64_MAX / 4;
        most = gap > most ? gap : most;
    }
    return f + most;
}

/* The SIMD's work (docs/wcet.md "The SIMD's work"), on the pipelined CU without PWS's turns:
 * after its last wavefront's start a SIMD runs for at most the sum of the gaps, each as if its
 * SWF ran alone (timing_load.work), of every instruction its wavefronts' SWFs issue. Without
 * splitting (s = 0) a wavefront issues at most the IPET of those costs (loops bounded by the
 * flow facts); under DWS its SWFs at most dws_work_wave (an acyclic CFG; each split adding e_s,
 * in which it keeps the SALU and control unit, and its new SWF's start). A round takes d + W
 * work, W the wavefronts a SIMD holds, with d without the splits' interference (their holds
 * are in the work). Sets w->work_* (left 0 where it does not apply). */
static int work_bound(const cfg *g, const kernel *k, const timing *t, timing_load load,
                      unsigned s, const uint64_t *lmax, const uint64_t *ltot, const char *facts,
                      uint64_t ds, uint64_t d, uint64_t spi, wres *w)
{
    if (!t->pipe || t->turn_units || (s && g->nloops) || !g->insns)
        return 0;
    uint64_t *gap = calloc(ISA_NUM_OPS, sizeof *gap), *c[2];
    c[0] = calloc((size_t)g->nblocks, sizeof *c[0]);
    c[1] = calloc((size_t)g->nblocks, sizeof *c[1]);
    uint64_t work = 0, dup = 0, start = 0;
    int rc = gap && c[0] && c[1] ? 0 : PWS_ENOMEM;
    for (int v = 0; v < (s ? 2 : 1) && !rc; v++) {   /* the full sendings, then (DWS) without
                                                      * the lanes' part */
        load.work = v + 1;
        timing_kernel_gaps(t, &load, !strcmp(t->split, "pws"), gap);
        rc = block_costs(g, k, t, &load, gap, c[v]);
        if (v == 0 && s)   /* a new SWF's start: its first fetch, the branch it runs again */
            start = dws_new_start(g, k, t, &load);
    }
    if (!rc && s) {
        /* a split: the splitter's e_s, in which it keeps the SALU and control unit */
        uint64_t split = (t->e_s > t->split_block ? t->e_s : t->split_block) + start;
        rc = dws_work_wave(g, c[0], c[1], s, split, &work, &dup);
    } else if (!rc) {
        ipet_opts o = { .cost = c[0], .loop_max = lmax, .loop_total = ltot, .facts = facts };
        ipet_result r;
        memset(&r, 0, sizeof r);
        if (!(rc = ipet_solve(g, &o, &r)))
            work = r.wcet;
        ipet_result_free(&r);
    }
    free(gap), free(c[0]), free(c[1]);
    if (rc == PWS_EUNSUPPORTED)
        return 0;
    if (rc)
        return rc;
    load.work = 0;
    uint64_t si = s ? timing_split_interference(t, &load) : 0;
    w->work_wave = work, w->work_dup = dup;
    w->work_kernel = ds * (d - (si < d ? si : d) + timing_waves_per_simd(t, &load) * work) + spi;
    return 0;
}

/* DWS's kernel bound. Lemma 5.7 composes DS (d + (S + 1) E_WF): without a guarantee that the
 * S + 1 SWFs of a wavefront progress together, they may run one after the other. The pipelined
 * CU gives that guarantee: each SWF's gap per instruction already includes one round-robin turn
 * of every resident SWF (R counts S + 1 per wavefront), and a new SWF continues its splitter's
 * path, so every SWF ends within E_WF of its wavefront's start: DS (d + E_WF) (docs/wcet.md). */
static uint64_t dws_kernel(const timing *t, uint64_t ds, uint64_t d, unsigned s, uint64_t e_wf)
{
    return t->pipe ? bound_kernel_pws(ds, d, e_wf) : bound_kernel_dws(ds, d, s, e_wf);
}

/* The hybrid bound (docs/wcet.md "The hybrid bound"): measured segment latencies and d from the
 * training traces, the same Select/Prune/IPET and composition as the static bound, then the
 * held-out traces checked against it. */
static int hybrid_part(const wopts *o, const cfg *g, const kernel *k, const timing *t,
                       const uint64_t *cost, const uint64_t *lmax, const uint64_t *ltot,
                       const analysis_facts *gu, wmode m, unsigned s, uint64_t ds,
                       const wres *res, hybrid_obs **obs, uint64_t **hcost, wres *hres, hyb *hy,
                       unsigned *violations)
{
    int rc;
    if (!(*obs = hybrid_new(g)))
        return PWS_ENOMEM;
    for (unsigned i = 0; i < o->ntrain; i++)
        if ((rc = read_trace(*obs, g, k, t, o, o->train[i])) ||
            (rc = hybrid_check_loops(*obs, g, lmax, ltot, o->train[i])))
            return rc;
    const hybrid_obs *h = *obs;
    if (!(*hcost = malloc((size_t)g->nblocks * sizeof **hcost)))
        return PWS_ENOMEM;
    for (int b = 0; b < g->nblocks; b++)
        (*hcost)[b] = h->execs[b] ? h->lat[b] : cost[b];
    for (int i = 0; i < NMODES; i++)
        if ((rc = analyse(g, *hcost, lmax, ltot, t, (wmode)i, i == MODE_NONE ? 0 : s, gu,
                          NULL, &hres[i])))
            return rc;
    hres[MODE_NONE].e_kernel = bound_kernel_pws(ds, h->d, hres[MODE_NONE].e_wf);
    hres[MODE_DWS].e_kernel = dws_kernel(t, ds, h->d, s, hres[MODE_DWS].e_wf);
    hres[MODE_PWS].e_kernel = bound_kernel_pws(ds, h->d, hres[MODE_PWS].e_wf);
    /* Eq. 5.4 / 5.5 with the per-SWF delta_i^j and L_i^j measured in the traces (wcet/hybrid.h),
     * B = DS batches */
    *hy = (hyb){ h, *hcost, hres, ds * h->eq54_1, ds * h->eq55_1 };
    printf("hybrid bound from %u trace%s: d = %" PRIu64 " (measured; timing model %" PRIu64 "), "
           "longest wavefront %" PRIu64 ", longest kernel %" PRIu64 "\n", h->ntraces,
           h->ntraces == 1 ? "" : "s", h->d, t->workgroup_worst, h->wave, h->kernel);
    printf("%-24s %10s %10s %10s  %s\n", "segment", "static", "hybrid", "executions", "note");
    unsigned unseen = 0, over = 0;
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        const char *note = !h->execs[b] ? "never observed: static latency used"
                           : h->lat[b] > cost[b] ? "ABOVE the static latency" : "";
        unseen += !h->execs[b];
        over += h->execs[b] && h->lat[b] > cost[b];
        printf("%-24s %10" PRIu64 " %10" PRIu64 " %10" PRIu64 "  %s\n", g->blocks[b].name,
               cost[b], (*hcost)[b], h->execs[b], note);
    }
    for (int l = 0; l < g->nloops; l++)
        printf("loop %s: observed %" PRIu64 " per entry, %" PRIu64 " in all (declared max %"
               PRIu64 ")\n", g->blocks[g->loops[l].header].name, h->loop_max[l],
               h->loop_total[l], lmax[l]);
    printf("%u segments never observed, %u observed above the static latency\n", unseen, over);
    printf("%-6s %12s %14s %12s %14s\n", "mode", "static E_WF", "static E_kern", "hybrid E_WF",
           "hybrid E_kern");
    for (int i = 0; i < NMODES; i++)
        printf("%-6s %12" PRIu64 " %14" PRIu64 " %12" PRIu64 " %14" PRIu64 "\n", mode_names[i],
               res[i].e_wf, res[i].e_kernel, hres[i].e_wf, hres[i].e_kernel);
    printf("thesis Eq. 5.4: %" PRIu64 ", Eq. 5.5 (splits serialized): %" PRIu64 "\n", hy->eq54,
           hy->eq55);
    printf("hybrid bound (%s): %" PRIu64 " cycles\n", mode_names[m], hres[m].e_kernel);
    if (!o->ntest)
        return 0;
    uint64_t observed = 0;
    for (unsigned i = 0; i < o->ntest; i++)
        if ((rc = check_test(o->test[i], g, k, t, o, lmax, ltot, *hcost, hres, violations,
                             &observed)))
            return rc;
    printf("held-out: %u trace%s, %u violation%s, tightness %.3f (hybrid %s bound %" PRIu64
           " / largest observed %" PRIu64 ")\n", o->ntest, o->ntest == 1 ? "" : "s", *violations,
           *violations == 1 ? "" : "s", observed ? (double)hres[m].e_kernel / (double)observed
           : 0.0, mode_names[m], hres[m].e_kernel, observed);
    return 0;
}

static int run(const wopts *o, uint64_t *bound_out)
{
    kernel *k = NULL;
    cfg_label *labels = NULL;
    unsigned nlabels = 0;
    cfg *g = NULL;
    flowfacts *ff = NULL;
    timing *t = calloc(1, sizeof *t);
    uint64_t *costm[NMODES] = { NULL, NULL, NULL }, *cost = NULL, *lmax = NULL, *ltot = NULL;
    uint64_t *gap = NULL;
    uint8_t *used = NULL, *child = NULL;
    wres res[NMODES];
    uint8_t *guaranteed = NULL, *dws_guaranteed = NULL;
    analysis_facts gu = { NULL, NULL, 0, 0, 0, NULL };
    swf_ctx_info ctx = { 0, 0 };
    hybrid_obs *obs = NULL;
    uint64_t *hcost = NULL;
    wres hres[NMODES];
    hyb hy = { 0 };
    unsigned violations = 0;
    memset(res, 0, sizeof res);
    memset(hres, 0, sizeof hres);
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
    /* the flow facts: --flow-facts FILE, else KERNEL.ff beside the kernel if there is one */
    char beside[4096];
    const char *facts = o->facts;
    if (!facts && flowfacts_beside(o->in, beside, sizeof beside))
        facts = beside;
    if ((rc = timing_read(o->timing, t)) || (facts && (rc = flowfacts_read(facts, &ff))))
        goto out;
    timing_fit_sgprs(t, dispatch_num_sgprs(k));   /* a split copies the kernel's SGPRs */
    for (unsigned i = 0; i < g->ninsns; i++)   /* the kernel against the model, both named */
        if (!t->has_op[g->insns[i].op]) {
            diag_loc l = { k->file, g->insns[i].line };
            rc = diag(&l, PWS_EUNSUPPORTED, "pc 0x%x: %s is not in the timing model %s (the RTL "
                      "of that configuration does not execute it)", (unsigned)g->insns[i].pc,
                      isa_info(g->insns[i].op)->name, o->timing);
            goto out;
        }
    wmode m = o->mode >= 0 ? (wmode)o->mode
              : !strcmp(t->split, "pws") ? MODE_PWS : !strcmp(t->split, "dws") ? MODE_DWS
                                                                                 : MODE_NONE;
    unsigned s = o->spsimds >= 0 ? (unsigned)o->spsimds : t->spsimds;
    /* the dispatch (docs/wcet.md "From a wavefront to a kernel") */
    uint64_t groups = 1, wiwg = 1;
    for (int d = 0; d < 3; d++) {
        groups *= (o->grid[d] + o->wg[d] - 1) / o->wg[d];
        wiwg *= o->wg[d];
    }
    wiwg = (wiwg + t->wave - 1) / t->wave * t->wave;   /* a partial wavefront takes a context */
    lmax = calloc((size_t)g->nloops + 1, sizeof *lmax);
    ltot = calloc((size_t)g->nloops + 1, sizeof *ltot);
    gap = calloc(ISA_NUM_OPS, sizeof *gap);
    used = calloc(ISA_NUM_OPS, 1);
    rc = PWS_ENOMEM;
    if (!lmax || !ltot || !gap || !used || (rc = flowfacts_bind(ff, g, lmax, ltot)))
        goto out;
    for (unsigned i = 0; i < g->ninsns; i++)
        used[g->insns[i].op] = 1;
    /* the kernel-aware costs (docs/timing-model.md "A kernel's own bound"): per mode, as an
     * SWF shares its unit with more SWFs when wavefronts split */
    uint32_t lds = o->lds_bytes;   /* the LDS the SPI zeroes per workgroup, __local included */
    if (!lds && (rc = sim_args_lds_bytes(k, o->args, o->nargs, "pws wcet", &lds)))
        goto out;
    timing_load load = { used, groups * (wiwg / t->wave), groups, 1, dispatch_num_sgprs(k),
                         dispatch_num_vgprs(k), lds, 0, 0, 0, 0, 0, 0, 0,
                         0, 0, 0, 0 };
    for (int b = 0; b < g->nblocks; b++)
        for (unsigned i = 0; i < g->blocks[b].ninsn; i++) {
            const cfg_insn *ci = &g->insns[g->blocks[b].first + i];
            size_t pc = ci->pc / 4;
            isa_inst in;
            if (t->pipe && t->has_op[ci->op] && t->unit[ci->op] == TIMING_UNIT_VALU
                && kernel_next_inst(k, &pc, &in) && timing_pipe_writes_sgpr(t, &in))
                load.valu_sgpr = 1;
            if (ci->op == ISA_s_split)
                load.split_execs += block_execs(g, b, lmax, ltot);
            if (ci->op == ISA_s_merge)
                load.merge_execs += block_execs(g, b, lmax, ltot);
        }
    /* PWS, one wavefront a SIMD: a split's copy has its new SWF's copy port alone */
    timing_split_alone(t, &load);
    /* the pipelined CU: the last retire after s_endpgm, from the CFG (timing_pipe_tail) */
    if (t->pipe && g->insns) {
        if ((rc = pipe_tail(g, t, &load.tail)))
            goto out;
        load.tail_known = 1;
    }
    /* PWS: whether an SWF may run a FLAT or DS, or an SMEM instruction (wcet/split_depth.h) */
    int mem_root_only = 1, smem_root_only = 1;
    rc = PWS_ENOMEM;
    if (!(child = calloc(g->ninsns ? g->ninsns : 1, 1)) || (rc = split_depth_child(g, child)))
        goto out;
    for (unsigned i = 0; i < g->ninsns; i++) {
        isa_class c = isa_info(g->insns[i].op)->cls;
        if (child[i] && (c == ISA_CLS_FLAT || c == ISA_CLS_DS))
            mem_root_only = 0;
        if (child[i] && c == ISA_CLS_SMEM)
            smem_root_only = 0;
    }
    /* composition (docs/wcet.md): our RTL has no re-provisioning, so G_parallel uses the built
     * N_SIMD; Eq. 2's N_SIMD_total is reported for comparison with the paper */
    uint64_t gpar = bound_g_parallel(t->cus, t->simds, t->contexts, t->wave, wiwg);
    if (gpar == 0) {
        diag_loc l = { o->timing, 0 };
        rc = diag(&l, PWS_ERANGE, "a workgroup of %" PRIu64 " work-items does not fit the "
                  "configuration's %u wavefront contexts", wiwg, t->cus * t->simds * t->contexts);
        goto out;
    }
    uint64_t ds = bound_ds(groups, gpar);
    guaranteed = calloc((size_t)g->nblocks, 1);
    if (!guaranteed) {
        rc = PWS_ENOMEM;
        goto out;
    }
    swf_ctx_guaranteed(g, s, guaranteed, &ctx);
    if (!(dws_guaranteed = calloc((size_t)g->nblocks, 1))) {
        rc = PWS_ENOMEM;
        goto out;
    }
    gu.pws = guaranteed, gu.dws = dws_guaranteed, gu.facts = facts;
    if (t->pipe)   /* (a model without its pipe object keeps Lemma 5.7's serialized SWFs) */
        gu.ndws = swf_ctx_dws_guaranteed(g, s, dws_guaranteed);
    if (!o->quiet)
        warn_unguaranteed(g, k, guaranteed, s, &ctx);
    /* Per mode, the block costs and their IPET; then d and the SPI's traffic of this dispatch
     * (each cycle the SPI takes delays every later event by at most one cycle, so it is added
     * once: docs/wcet.md). When the whole dispatch is resident at once (DS = 1) the SMEM
     * units' grants on the memory arbiter can instead be counted once for the dispatch
     * (timing_smem_interference) and the FLAT sending taken with the VMEM units only: both
     * bounds are safe, the smaller is kept. */
    uint64_t d_of[NMODES], extra[NMODES], spi = timing_dispatch_interference(t, &load);
    load.smem_accesses = smem_accesses_per_wave(g, t, lmax, ltot);
    for (int i = 0; i < NMODES; i++) {
        load.swfs_per_wave = i == MODE_NONE ? 1 : (uint64_t)s + 1;
        /* (DWS's SWFs never merge: they run every instruction after their split) */
        load.mem_root_only = i == MODE_PWS && mem_root_only;
        /* (without splitting a wavefront is its own context only) */
        load.smem_root_only = i == MODE_NONE || (i == MODE_PWS && smem_root_only);
        int variants = t->pipe && t->mem_parts && ds == 1 && load.smem_accesses ? 2 : 1;
        for (int v = 0; v < variants; v++) {
            wres w;
            memset(&w, 0, sizeof w);
            uint64_t *c = calloc((size_t)g->nblocks, sizeof *c);
            load.smem_apart = v;
            timing_kernel_gaps(t, &load, !strcmp(t->split, "pws"), gap);
            rc = c ? block_costs(g, k, t, &load, gap, c) : PWS_ENOMEM;
            if (!rc && i == MODE_DWS && t->pipe) {   /* a DWS SWF's start (analysis_facts) */
                uint64_t nr, f;
                timing_pipe_stream(t, &load, &nr, &f);
                gu.dws_start = f + gap[ISA_s_cbranch_execz];
            }
            if (!rc && i == MODE_PWS && t->pipe) {   /* pws_lag (analysis_facts) */
                uint64_t nr, f;
                timing_pipe_stream(t, &load, &nr, &f);
                gu.pws_lag = t->e_s + f + t->e_m;
            }
            if (rc || (rc = analyse(g, c, lmax, ltot, t, (wmode)i, i == MODE_NONE ? 0 : s,
                                    &gu, NULL, &w))) {
                wres_free(&w);   /* (what analyse allocated before failing) */
                free(c);
                goto out;
            }
            uint64_t split_wait = i == MODE_NONE ? 0 : timing_split_interference(t, &load);
            uint64_t smem_wait = timing_smem_interference(t, &load);
            uint64_t d = timing_kernel_d(t, &load) + smem_wait;
            w.e_kernel = (i == MODE_DWS ? dws_kernel(t, ds, d, s, w.e_wf)
                                        : bound_kernel_pws(ds, d, w.e_wf)) + spi;
            if (i == MODE_NONE || (i == MODE_DWS && s)) {   /* the SIMD's work, if smaller */
                if ((rc = work_bound(g, k, t, load, i == MODE_NONE ? 0 : s, lmax, ltot, facts,
                                     ds, d, spi, &w))) {
                    wres_free(&w);
                    free(c);
                    goto out;
                }
                if (w.work_kernel && w.work_kernel < w.e_kernel)
                    w.e_kernel = w.work_kernel;
            }
            if (v == 0 || w.e_kernel < res[i].e_kernel) {
                if (v)
                    wres_free(&res[i]);
                free(costm[i]);
                costm[i] = c, res[i] = w, d_of[i] = d, extra[i] = split_wait + smem_wait;
            } else {
                free(c);
                wres_free(&w);
            }
        }
    }
    load.smem_apart = 0;
    cost = costm[m];
    if (o->lp) {   /* the chosen costs' LP, for the reported mode */
        wres w;
        rc = analyse(g, cost, lmax, ltot, t, m, m == MODE_NONE ? 0 : s, &gu, o->lp, &w);
        wres_free(&w);
        if (rc)
            goto out;
    }
    uint64_t d = d_of[m];
    unsigned eq2 = bound_n_simd_total(t->simds, s, res[MODE_PWS].contexts);
    uint64_t par[6] = { groups, wiwg, gpar, ds, d, spi };
    if (bound_out)
        *bound_out = res[m].e_kernel;
    if (!o->quiet)
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
    if (o->ntrain && (rc = hybrid_part(o, g, k, t, cost, lmax, ltot, &gu, m, s, ds, res,
                                       &obs, &hcost, hres, &hy, &violations)))
        goto out;
    for (unsigned i = 0; i < o->ncheck; i++)
        if ((rc = check_static(o->check[i], g, k, t, o, lmax, ltot, costm, res, extra,
                                   &violations)))
            goto out;
    if (o->png && (rc = render_png(o->dot, o->png)))
        goto out;
    if (o->json && (rc = write_json(o->json, g, k, cost, res, m, s, par, eq2, &hy)))
        goto out;
    if (violations) {
        rc = 1;
        goto out;
    }
    rc = 0;
out:
    for (int i = 0; i < NMODES; i++)
        wres_free(&res[i]), wres_free(&hres[i]);
    hybrid_free(obs);
    free(hcost);
    for (int i = 0; i < NMODES; i++)
        free(costm[i]);
    free(gap), free(used), free(child), free(lmax), free(ltot), free(t), free(labels), free(guaranteed);
    free(dws_guaranteed);
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
    rc = run(&o, NULL);   /* PWS_EUSAGE from run: an --arg that does not fit the kernel */
    return rc == 1 ? 1 : rc == PWS_EUSAGE ? 2 : rc ? 3 : 0;
}

int wcet_check_run(const wcet_check_req *r, uint64_t *bound)
{
    wopts o;
    memset(&o, 0, sizeof o);
    o.in = r->kernel, o.kname = r->kname, o.timing = r->timing, o.facts = r->facts;
    o.quiet = 1;
    for (o.mode = 0; o.mode < NMODES && strcmp(r->split, mode_names[o.mode]); o.mode++)
        ;
    if (o.mode == NMODES)
        return diag_at(r->timing, PWS_EUSAGE, "split mode '%s' is not none, dws or pws", r->split);
    o.spsimds = r->spsimds;
    memcpy(o.grid, r->grid, sizeof o.grid);
    memcpy(o.wg, r->wg, sizeof o.wg);
    o.have_grid = 1;
    o.lds_bytes = r->lds_bytes;
    if (r->trace)
        o.check[o.ncheck++] = r->trace;
    return run(&o, bound);
}
