/* golden/trace_golden.c -- the golden model's retire stream turned into trace records
 * (trace_golden.h).
 *
 * The model does not report dispatches, wavefront ends or barrier releases, so they are derived
 * here from the retires, with the rules of docs/isa.md: a wavefront starts with one live SWF;
 * a real split adds one, a completed merge and an s_endpgm remove one; the wavefront ends when
 * none is left (R5). A barrier releases when every live SWF of the workgroup has arrived (R6):
 * an SWF waiting at s_merge is live and has not arrived, exactly as golden.c's barrier_check
 * counts. If those rules change, this file changes with them. */
#include "trace_golden.h"
#include "diag.h"
#include "dispatch.h"
#include "pws_err.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct wg_state {    /* a workgroup that has retired something and not ended */
    unsigned id;
    unsigned nwaves, live_waves;
    unsigned live_swfs;      /* SWFs of the workgroup not ended (all wavefronts) */
    unsigned arrived;        /* of those, waiting at s_barrier */
    unsigned *swfs;          /* live SWFs per wavefront */
} wg_state;

struct trace_golden {
    trace_writer *t;
    const golden *g;
    split_mode split;
    dispatch_geom geo;
    unsigned nctx;           /* S + 1 */
    wg_state *wgs;           /* active workgroups (golden_run: at most one) */
    size_t nwgs, cap;
};

void trace_golden_header(const golden *g, const kernel *k, const golden_cfg *cfg,
                         trace_header *h)
{
    memset(h, 0, sizeof *h);
    dispatch_geom geo = { .lanes = golden_wave_size(g) };
    memcpy(geo.grid, cfg->grid, sizeof geo.grid);
    memcpy(geo.wg, cfg->wg, sizeof geo.wg);
    dispatch_geom_init(&geo);
    h->producer = TRACE_PRODUCER_GOLDEN;
    h->split = cfg->split;
    h->wave = h->lanes = golden_wave_size(g);
    h->cus = h->simds = 1;
    h->spsimds = golden_num_spsimds(g);
    h->contexts = geo.waves_per_wg;
    h->mem_latency = 0;
    memcpy(h->grid, cfg->grid, sizeof h->grid);
    memcpy(h->wg, cfg->wg, sizeof h->wg);
    h->entry = k->entry;
    snprintf(h->name, sizeof h->name, "%s", k->name);
    h->code = k->code;
    h->ncode = k->ncode;
}

trace_golden *trace_golden_new(trace_writer *t, const golden *g, const golden_cfg *cfg)
{
    trace_golden *o = calloc(1, sizeof *o);
    if (!o)
        return diag(NULL, PWS_ENOMEM, "out of memory creating the trace observer"), NULL;
    o->t = t;
    o->g = g;
    o->split = cfg->split;
    o->geo.lanes = golden_wave_size(g);
    memcpy(o->geo.grid, cfg->grid, sizeof o->geo.grid);
    memcpy(o->geo.wg, cfg->wg, sizeof o->geo.wg);
    dispatch_geom_init(&o->geo);
    o->nctx = golden_num_spsimds(g) + 1;
    return o;
}

void trace_golden_free(trace_golden *o)
{
    if (!o)
        return;
    for (size_t i = 0; i < o->nwgs; i++)
        free(o->wgs[i].swfs);
    free(o->wgs);
    free(o);
}

/* The state of workgroup id, created (with its dispatch and wave-start records at cycle) on its
 * first retire. NULL if out of memory: tracing then goes on without the derived records. */
static wg_state *wg_get(trace_golden *o, unsigned id, uint64_t cycle)
{
    for (size_t i = 0; i < o->nwgs; i++)
        if (o->wgs[i].id == id)
            return &o->wgs[i];
    if (o->nwgs == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 4;
        wg_state *n = realloc(o->wgs, cap * sizeof *n);
        if (!n)
            return NULL;
        o->wgs = n;
        o->cap = cap;
    }
    unsigned nw = golden_wg_num_waves(o->g, id);
    wg_state *x = &o->wgs[o->nwgs];
    x->swfs = malloc(nw * sizeof *x->swfs);
    if (!x->swfs)
        return NULL;
    o->nwgs++;
    x->id = id;
    x->nwaves = x->live_waves = x->live_swfs = nw;
    x->arrived = 0;
    for (unsigned f = 0; f < nw; f++)
        x->swfs[f] = 1;

    trace_rec r;
    uint32_t ext[3];
    r.type = TRACE_WG_DISPATCH;
    r.cycle = cycle;
    r.u.wg.id = id;
    r.u.wg.cu = 0;
    r.u.wg.nwaves = nw;
    dispatch_wg_extent(&o->geo, id, r.u.wg.xyz, ext);
    trace_write(o->t, &r);
    r.type = TRACE_WAVE_START;
    r.wg_id = id;
    for (unsigned f = 0; f < nw; f++) {
        r.w = (trace_where){ 0, 0, 0, f, id * o->geo.waves_per_wg + f };
        trace_write(o->t, &r);
    }
    return x;
}

void trace_golden_retire(void *ctx, const golden_event *ev)
{
    trace_golden *o = ctx;
    unsigned wg = ev->wave / (o->geo.waves_per_wg * o->nctx);
    wg_state *x = wg_get(o, wg, ev->seq);
    uint64_t cycle = ev->seq + 1;
    trace_event(o->t, cycle, 0, 0, wg, o->split, ev,
                TRACE_EV_REGS | TRACE_EV_MEM | TRACE_EV_SPLIT | TRACE_EV_BARRIER);
    if (!x)
        return;
    unsigned f = ev->ctx;
    if (f >= x->nwaves)
        return;   /* not a context of this workgroup: the model's bug, not ours to report */
    trace_rec r;
    r.cycle = cycle;
    r.wg_id = wg;
    r.w = (trace_where){ 0, 0, 0, f, ev->wf };
    if ((ev->has & EV_SPLIT) && ev->split_child >= 0) {
        x->swfs[f]++;
        x->live_swfs++;
    }
    if ((ev->has & EV_MERGE) && ev->split_child >= 0) {
        x->swfs[f]--;
        x->live_swfs--;
    }
    if (ev->has & EV_BARRIER)
        x->arrived++;
    if (ev->has & EV_END) {
        x->swfs[f]--;
        x->live_swfs--;
        if (x->swfs[f] == 0) {
            r.type = TRACE_WAVE_END;
            trace_write(o->t, &r);
            x->live_waves--;
        }
    }
    if (x->arrived && x->arrived == x->live_swfs) {
        r.type = TRACE_BARRIER_RELEASE;
        trace_write(o->t, &r);
        x->arrived = 0;
    }
    if (x->live_waves == 0) {
        free(x->swfs);
        *x = o->wgs[--o->nwgs];
    }
}
