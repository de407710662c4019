/* wcet/hybrid.c -- see hybrid.h. One pass over each trace keeps a small state per SWF, keyed by
 * (wavefront, SpSIMD unit): where it is in which block, when its last event was, and its loop
 * counters. */
#include "hybrid.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "diag.h"
#include "ipet.h"
#include "pws_err.h"
#include "trace_read.h"

#define UNITS 64u   /* SpSIMD ids 0..63 */

typedef struct pcmap { uint32_t pc; int block; unsigned idx; } pcmap;

typedef struct swf {
    int live, cur, prev;    /* cur: block being executed (-1 none); prev: last completed block */
    unsigned pos;           /* index of the next instruction expected in cur */
    uint64_t last, start;   /* cycle of the SWF's last event; start of cur's execution */
    uint64_t *iter, *tot;   /* per loop: header executions in this entry / in this run */
    /* the slot (wave, unit) for Eq. 5.4/5.5; kept across the SWFs that occupy it */
    int active;             /* an SWF is live in the slot since act */
    uint64_t act, first, busy;   /* first: the slot's first start, UINT64_MAX never */
} swf;

typedef struct run {
    swf *s;                 /* waves * UNITS */
    uint64_t *loopbuf;      /* 2 * nloops per swf */
    uint32_t nwaves;
    uint64_t *dispatch;     /* per workgroup id: dispatch cycle; UINT64_MAX unknown */
    uint64_t *wstart;       /* per wave: its wave_start cycle */
    uint64_t *wdisp;        /* per wave: its workgroup's dispatch cycle */
    uint32_t nwg;
} run;

hybrid_obs *hybrid_new(const cfg *g)
{
    hybrid_obs *h = calloc(1, sizeof *h);
    if (h) {
        h->nblocks = g->nblocks, h->nloops = g->nloops;
        h->lat = calloc((size_t)g->nblocks, sizeof *h->lat);
        h->execs = calloc((size_t)g->nblocks, sizeof *h->execs);
        h->loop_max = calloc((size_t)g->nloops + 1, sizeof *h->loop_max);
        h->loop_total = calloc((size_t)g->nloops + 1, sizeof *h->loop_total);
    }
    if (!h || !h->lat || !h->execs || !h->loop_max || !h->loop_total) {
        hybrid_free(h);
        diag_at("wcet", PWS_ENOMEM, "out of memory");
        return NULL;
    }
    return h;
}

void hybrid_free(hybrid_obs *h)
{
    if (!h)
        return;
    free(h->lat), free(h->execs), free(h->loop_max), free(h->loop_total);
    free(h);
}

static int cmp_pc(const void *a, const void *b)
{
    uint32_t x = ((const pcmap *)a)->pc, y = ((const pcmap *)b)->pc;
    return x < y ? -1 : x > y;
}

static const pcmap *find_pc(const pcmap *m, unsigned n, uint32_t pc)
{
    pcmap key = { pc, 0, 0 };
    return bsearch(&key, m, n, sizeof *m, cmp_pc);
}

/* The state of (wave, unit), growing the table; NULL on OOM. */
static swf *get_swf(run *r, const hybrid_obs *h, uint32_t wave, unsigned unit)
{
    if (wave >= r->nwaves) {
        uint32_t n = wave + 1 > 2 * r->nwaves ? wave + 1 : 2 * r->nwaves;
        size_t nl = 2 * (size_t)h->nloops;
        swf *s = realloc(r->s, (size_t)n * UNITS * sizeof *s);
        if (!s)
            return NULL;
        r->s = s;
        uint64_t *lb = realloc(r->loopbuf, (size_t)n * UNITS * (nl ? nl : 1) * sizeof *lb);
        uint64_t *ws = realloc(r->wstart, (size_t)n * sizeof *ws);
        if (lb)
            r->loopbuf = lb;
        if (ws)
            r->wstart = ws;
        uint64_t *wd = ws && lb ? realloc(r->wdisp, (size_t)n * sizeof *wd) : NULL;
        if (wd)
            r->wdisp = wd;
        if (!lb || !ws || !wd)
            return NULL;
        memset(r->s + (size_t)r->nwaves * UNITS, 0, (size_t)(n - r->nwaves) * UNITS * sizeof *s);
        for (size_t i = (size_t)r->nwaves * UNITS; i < (size_t)n * UNITS; i++)
            r->s[i].first = UINT64_MAX;
        for (size_t i = 0; i < (size_t)n * UNITS; i++) {   /* loopbuf moved: re-point */
            r->s[i].iter = r->loopbuf + i * nl;
            r->s[i].tot = r->loopbuf + i * nl + h->nloops;
        }
        memset(r->loopbuf + (size_t)r->nwaves * UNITS * nl, 0,
               (size_t)(n - r->nwaves) * UNITS * nl * sizeof *lb);
        for (uint32_t w = r->nwaves; w < n; w++)
            r->wstart[w] = r->wdisp[w] = UINT64_MAX;
        r->nwaves = n;
    }
    return &r->s[(size_t)wave * UNITS + unit];
}

static void reset_swf(swf *s, const hybrid_obs *h, uint64_t cycle)
{
    s->live = 1, s->cur = -1, s->prev = -1, s->pos = 0, s->last = cycle, s->start = cycle;
    memset(s->iter, 0, (size_t)h->nloops * sizeof *s->iter);
    memset(s->tot, 0, (size_t)h->nloops * sizeof *s->tot);
}

/* An SWF starts / stops being live in slot s (Eq. 5.4/5.5's measurements). */
static void slot_on(swf *s, uint64_t cycle)
{
    if (s->active)
        return;
    s->active = 1, s->act = cycle;
    if (s->first == UINT64_MAX)
        s->first = cycle;
}

static void slot_off(swf *s, uint64_t cycle)
{
    if (!s->active)
        return;
    s->active = 0;
    s->busy += cycle - s->act;
}

/* The run's per-slot delta and L into Eq. 5.4 and 5.5 (B = 1), kept as the largest over the
 * traces. delta and L of a slot never used are 0 (bound_eq54's convention). */
static int slot_bounds(hybrid_obs *h, const run *r, const char *path)
{
    unsigned nswf = 1;   /* the highest slot any wave used, + 1 */
    for (uint32_t w = 0; w < r->nwaves; w++)
        for (unsigned j = nswf; j < UNITS; j++)
            if (r->s[(size_t)w * UNITS + j].first != UINT64_MAX)
                nswf = j + 1;
    uint64_t *delta = calloc((size_t)r->nwaves * nswf + 1, sizeof *delta);
    uint64_t *l = calloc((size_t)r->nwaves * nswf + 1, sizeof *l);
    if (!delta || !l) {
        free(delta), free(l);
        return diag_at(path, PWS_ENOMEM, "out of memory");
    }
    for (uint32_t w = 0; w < r->nwaves; w++)
        for (unsigned j = 0; j < nswf; j++) {
            const swf *s = &r->s[(size_t)w * UNITS + j];
            if (s->first == UINT64_MAX || r->wdisp[w] == UINT64_MAX)
                continue;
            delta[(size_t)w * nswf + j] = s->first - r->wdisp[w];
            l[(size_t)w * nswf + j] = s->busy;
        }
    uint64_t a = bound_eq54(1, delta, l, r->nwaves, nswf), b = bound_eq55(1, delta, l, r->nwaves, nswf);
    if (a > h->eq54_1)
        h->eq54_1 = a;
    if (b > h->eq55_1)
        h->eq55_1 = b;
    free(delta), free(l);
    return 0;
}

/* Block b starts its execution by s: count loop header executions. */
static void count_loops(hybrid_obs *h, const cfg *g, swf *s, int b)
{
    for (int l = 0; l < g->nloops; l++) {
        if (g->loops[l].header != b)
            continue;
        if (s->prev >= 0 && g->loops[l].body[s->prev])
            s->iter[l]++;            /* came round a back edge */
        else
            s->iter[l] = 1;          /* a new entry from outside */
        s->tot[l]++;
        if (s->iter[l] > h->loop_max[l])
            h->loop_max[l] = s->iter[l];
        if (s->tot[l] > h->loop_total[l])
            h->loop_total[l] = s->tot[l];
    }
}

static int retire(hybrid_obs *h, const cfg *g, run *r, const pcmap *m, unsigned nm,
                  const trace_rec *rec, const char *path)
{
    swf *s = get_swf(r, h, rec->w.wave, rec->w.unit % UNITS);
    if (!s)
        return diag_at(path, PWS_ENOMEM, "out of memory");
    const pcmap *p = find_pc(m, nm, rec->u.r.pc);
    if (!p) {
        diag_loc l = { path, 0 };
        return diag(&l, PWS_EMISMATCH, "offset %" PRIu64 ": wave %u retires pc 0x%x, which "
                    "is not in the kernel's CFG", rec->offset, (unsigned)rec->w.wave,
                    (unsigned)rec->u.r.pc);
    }
    if (!s->live) {
        reset_swf(s, h, rec->cycle);
        slot_on(s, rec->cycle);
    }
    if (s->cur != p->block || s->pos != p->idx) {   /* a new execution of p->block */
        s->cur = p->block;
        s->start = s->last;
        if (p->idx == 0)
            count_loops(h, g, s, p->block);
    }
    s->pos = p->idx + 1;
    s->last = rec->cycle;
    if (rec->u.r.flags & TRACE_RF_END)   /* this SWF has ended: its slot is free */
        slot_off(s, rec->cycle);
    if (s->pos == g->blocks[p->block].ninsn) {      /* the block's last instruction */
        uint64_t lat = rec->cycle - s->start;
        if (lat > h->lat[p->block])
            h->lat[p->block] = lat;
        h->execs[p->block]++;
        s->prev = p->block;
        s->cur = -1;
    }
    return 0;
}

static int same_kernel(const trace_header *th, const kernel *k, const char *path)
{
    diag_loc l = { path, 0 };
    if (strcmp(th->name, k->name) || th->entry != k->entry || th->ncode != k->ncode ||
        memcmp(th->code, k->code, k->ncode * sizeof *k->code))
        return diag(&l, PWS_EMISMATCH, "the trace is of kernel '%s' with another code image, "
                    "not of %s (%s)", th->name, k->name, k->file);
    return 0;
}

int hybrid_add_trace(hybrid_obs *h, const cfg *g, const kernel *k, const char *path)
{
    trace_reader *tr = trace_read_open(path);
    if (!tr)
        return PWS_EPARSE;
    trace_read_quiet_truncation(tr);   /* a cut trace is refused below, where it is cut */
    run r = { 0 };
    pcmap *m = malloc(((size_t)g->ninsns + 1) * sizeof *m);
    diag_loc l = { path, 0 };
    int rc = m ? same_kernel(trace_read_header(tr), k, path) : PWS_ENOMEM;
    if (rc)
        goto out;
    const trace_header *th = trace_read_header(tr);
    if (h->ntraces && (h->rtl != (th->producer == TRACE_PRODUCER_RTL) || h->split != th->split ||
                       h->cus != th->cus || h->simds != th->simds || h->contexts != th->contexts ||
                       h->wave_size != th->wave || h->spsimds != th->spsimds ||
                       memcmp(h->grid, th->grid, sizeof h->grid) || memcmp(h->wg, th->wg, sizeof h->wg))) {
        rc = diag(&l, PWS_EMISMATCH, "the trace is of another producer, configuration or "
                  "dispatch than the traces before it");
        goto out;
    }
    h->rtl = th->producer == TRACE_PRODUCER_RTL;
    h->split = th->split;
    h->cus = th->cus, h->simds = th->simds, h->contexts = th->contexts, h->wave_size = th->wave;
    h->spsimds = th->spsimds;
    memcpy(h->grid, th->grid, sizeof h->grid);
    memcpy(h->wg, th->wg, sizeof h->wg);
    unsigned nm = 0;
    for (int b = 0; b < g->nblocks; b++)
        for (unsigned i = 0; i < g->blocks[b].ninsn; i++)
            m[nm++] = (pcmap){ g->insns[g->blocks[b].first + i].pc, b, i };
    qsort(m, nm, sizeof *m, cmp_pc);
    uint64_t kstart = 0, prev_cycle = 0;
    int ended = 0;
    trace_rec rec;
    while ((rc = trace_read_next(tr, &rec)) == 1) {
        if (rec.type == TRACE_UNKNOWN)
            continue;
        if (rec.cycle < prev_cycle) {
            rc = diag(&l, PWS_EPARSE, "offset %" PRIu64 ": cycle %" PRIu64 " after cycle %"
                      PRIu64 ": records out of order", rec.offset, rec.cycle, prev_cycle);
            goto out;
        }
        prev_cycle = rec.cycle;
        swf *s;
        switch (rec.type) {
        case TRACE_KERNEL_START:
            kstart = rec.cycle;
            break;
        case TRACE_KERNEL_END:
            if (rec.end_status != TRACE_END_OK) {
                rc = diag(&l, PWS_EPARSE, "the run did not end ok (kernel_end status %u): "
                          "its times bound nothing", (unsigned)rec.end_status);
                goto out;
            }
            if (rec.cycle - kstart > h->kernel)
                h->kernel = rec.cycle - kstart;
            ended = 1;
            break;
        case TRACE_WG_DISPATCH:
            if (rec.u.wg.id >= r.nwg) {
                uint32_t n = rec.u.wg.id + 1 > 2 * r.nwg ? rec.u.wg.id + 1 : 2 * r.nwg;
                uint64_t *d = realloc(r.dispatch, (size_t)n * sizeof *d);
                if (!d) {
                    rc = diag_at(path, PWS_ENOMEM, "out of memory");
                    goto out;
                }
                for (uint32_t i = r.nwg; i < n; i++)
                    d[i] = UINT64_MAX;
                r.dispatch = d, r.nwg = n;
            }
            r.dispatch[rec.u.wg.id] = rec.cycle;
            break;
        case TRACE_WAVE_START:
            if (!(s = get_swf(&r, h, rec.w.wave, 0))) {
                rc = diag_at(path, PWS_ENOMEM, "out of memory");
                goto out;
            }
            reset_swf(s, h, rec.cycle);
            slot_on(s, rec.cycle);
            r.wstart[rec.w.wave] = rec.cycle;
            if (rec.wg_id < r.nwg)
                r.wdisp[rec.w.wave] = r.dispatch[rec.wg_id];
            if (rec.wg_id < r.nwg && r.dispatch[rec.wg_id] != UINT64_MAX &&
                rec.cycle - r.dispatch[rec.wg_id] > h->d)
                h->d = rec.cycle - r.dispatch[rec.wg_id];
            break;
        case TRACE_WAVE_END:
            for (unsigned j = 0; rec.w.wave < r.nwaves && j < UNITS; j++)   /* every slot ends */
                slot_off(&r.s[(size_t)rec.w.wave * UNITS + j], rec.cycle);
            if (rec.w.wave < r.nwaves && r.wstart[rec.w.wave] != UINT64_MAX &&
                rec.cycle - r.wstart[rec.w.wave] > h->wave)
                h->wave = rec.cycle - r.wstart[rec.w.wave];
            break;
        case TRACE_RETIRE:
            if ((rc = retire(h, g, &r, m, nm, &rec, path)))
                goto out;
            break;
        case TRACE_SPLIT:
            if (rec.u.split.child_unit != TRACE_NO_UNIT) {
                swf *p = get_swf(&r, h, rec.w.wave, rec.w.unit % UNITS);
                swf *c = p ? get_swf(&r, h, rec.w.wave, rec.u.split.child_unit % UNITS) : NULL;
                if (!c) {
                    rc = diag_at(path, PWS_ENOMEM, "out of memory");
                    goto out;
                }
                p = get_swf(&r, h, rec.w.wave, rec.w.unit % UNITS);   /* may have moved */
                /* the child continues the parent's block and loops from the split on; the
                 * slot's own measurements stay the slot's */
                uint64_t *it = c->iter, *to = c->tot;
                swf slot = *c;
                *c = *p;
                c->iter = it, c->tot = to;
                c->active = slot.active, c->act = slot.act, c->first = slot.first;
                c->busy = slot.busy;
                slot_on(c, rec.cycle);
                memcpy(it, p->iter, (size_t)h->nloops * sizeof *it);
                memcpy(to, p->tot, (size_t)h->nloops * sizeof *to);
                c->live = 1, c->last = rec.cycle;
            }
            break;
        case TRACE_MERGE:
            if (rec.u.merge.freed_unit != TRACE_NO_UNIT) {
                if (!(s = get_swf(&r, h, rec.w.wave, rec.u.merge.freed_unit % UNITS))) {
                    rc = diag_at(path, PWS_ENOMEM, "out of memory");
                    goto out;
                }
                s->live = 0;
                slot_off(s, rec.cycle);
            }
            break;
        default:
            break;
        }
    }
    if (rc < 0)
        goto out;
    if (!ended || trace_read_truncated(tr)) {
        const char *cut = trace_read_truncation(tr);
        rc = diag(&l, PWS_EPARSE, "the trace is truncated (%s): a cut-off run bounds nothing",
                  cut ? cut : "no kernel_end record");
        goto out;
    }
    if ((rc = slot_bounds(h, &r, path)))
        goto out;
    h->ntraces++;
    rc = 0;
out:
    free(m), free(r.s), free(r.loopbuf), free(r.dispatch), free(r.wstart), free(r.wdisp);
    trace_read_close(tr);
    return rc;
}

int hybrid_check_loops(const hybrid_obs *h, const cfg *g, const uint64_t *lmax,
                       const uint64_t *ltot, const char *what)
{
    for (int l = 0; l < g->nloops; l++) {
        const char *name = g->blocks[g->loops[l].header].name;
        if (h->loop_max[l] > lmax[l])
            return diag_at(what, PWS_ERANGE, "loop %s ran %" PRIu64 " times per entry, above "
                           "its declared max %" PRIu64, name, h->loop_max[l], lmax[l]);
        if (ltot && ltot[l] != IPET_NO_TOTAL && h->loop_total[l] > ltot[l])
            return diag_at(what, PWS_ERANGE, "loop %s ran %" PRIu64 " times in all, above its "
                           "declared total %" PRIu64, name, h->loop_total[l], ltot[l]);
    }
    return 0;
}
