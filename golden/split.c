/* golden/split.c -- the PWS split/merge rules (see split.h; full spec docs/isa.md 4-7).
 *
 * The rules, briefly (SpM = split mask, S = SpSIMDs per SIMD, lanes written lane 3..lane 0):
 *  R1 vector ops use EXEC & SpM; s_cbranch_execz/execnz test EXEC & SpM (exec.c does both).
 *  R2 s_split: m = (ssrc1 << 32 | ssrc0) & lane_mask, self = SpM & m, other = SpM & ~m. NULL
 *     split (only null_splits += 1, error past 63) if mode != pws, S == 0, null_splits > 0,
 *     self == 0, other == 0, child stack full, or no free context on SpSIMD 1..S. Else REAL:
 *     k = lowest free SpSIMD; ctx k = copy of the SRF, pc = the next instruction, SpM = other,
 *     parent = splitter; splitter pushes k, SpM = self, pc += 4.
 *  R3 s_merge: null_splits > 0 -> decrement, no-op. Else partner = top of child stack, else
 *     parent, else error. Wait until the partner is at s_merge with this SWF as its partner;
 *     then target T = the parent of the pair, child C: SpM_T |= SpM_C,
 *     EXEC_T = (EXEC_T & ~SpM_C) | (EXEC_C & SpM_C), other registers are T's, T pops, C is
 *     freed, T.pc += 4; ONE retire event, attributed to T. Errors: partner ended, different PCs.
 *  R4 DWS (mode dws, MODE[21] set) at s_cbranch_execz/execnz: a = EXEC & SpM heterogeneous and
 *     room for a child -> child k: SRF copy + null_splits, pc = the branch, SpM = SpM & ~EXEC;
 *     splitter pushes k, SpM = a, then executes the branch. DWS SWFs never merge.
 *  R5 s_endpgm ends the SWF; the wavefront is done when all of its contexts have ended.
 *  R6 s_barrier is the machine's (golden.c): it waits for every live context of the workgroup.
 * Example (paper Fig. 5a, 4 lanes, S = 2): SpM 1111; split m=1101 -> SWF1 1101, SWF2 0010;
 * split m=1100 by SWF1 -> SWF1 1100, SWF3 0001; merge -> SWF1 1101; merge -> SWF1 1111. */
#include "split.h"
#include "child_stack.h"
#include "pws_err.h"

#include <string.h>

void split_init(wave *ctx, unsigned s)
{
    wave *wf = &ctx[0];
    wf->split_mask = wf->lane_mask;
    wf->parent = -1;
    child_stack_init(&wf->children, s);
    wf->null_splits = 0;
    wf->status = WAVE_READY;
    for (unsigned k = 1; k <= s; k++) {
        ctx[k].split_mask = 0;
        ctx[k].parent = -1;
        child_stack_init(&ctx[k].children, s);
        ctx[k].null_splits = 0;
        ctx[k].status = WAVE_FREE;
    }
}

int split_partner(const wave *w)
{
    int top = child_stack_top(&w->children);
    return top >= 0 ? top : w->parent;
}

/* Lowest free SpSIMD ID in 1..s, or -1. */
static int lowest_free(const wave *ctx, unsigned s)
{
    for (unsigned k = 1; k <= s; k++)
        if (ctx[k].status == WAVE_FREE)
            return (int)k;
    return -1;
}

/* The SRF part of the paper's context: everything scalar except the PC and the PWS registers. */
static void copy_srf(wave *dst, const wave *src)
{
    memcpy(dst->sgpr, src->sgpr, sizeof dst->sgpr);
    memcpy(dst->ttmp, src->ttmp, sizeof dst->ttmp);
    dst->vcc = src->vcc;
    dst->exec = src->exec;
    dst->flat_scratch = src->flat_scratch;
    dst->xnack_mask = src->xnack_mask;
    dst->m0 = src->m0;
    dst->mode = src->mode;
    dst->scc = src->scc;
}

/* Makes ctx[k] a new SWF of w: SRF copy, given pc and split mask, parent = w; w pushes k. */
static void spawn(wave *ctx, unsigned k, wave *w, uint32_t pc, uint64_t mask)
{
    wave *c = &ctx[k];
    copy_srf(c, w);
    c->pc = pc;
    c->split_mask = mask;
    c->parent = (int)w->spsimd;
    child_stack_init(&c->children, w->children.capacity);
    c->null_splits = 0;
    c->status = WAVE_READY;
    child_stack_push(&w->children, k);   /* cannot fail: the callers checked it is not full */
}

static void split_event(golden_event *ev, const wave *w, int child, uint64_t child_mask)
{
    ev->has |= EV_SPLIT;
    ev->split_parent = (int)w->spsimd;
    ev->split_child = child;
    ev->split_mask_parent = w->split_mask;
    ev->split_mask_child = child_mask;
}

int split_exec(wave *ctx, unsigned s, split_mode mode, wave *w, uint64_t m, uint32_t next_pc,
               golden_event *ev, const char **why)
{
    m &= w->lane_mask;
    uint64_t self = w->split_mask & m, other = w->split_mask & ~m;
    int k = -1;
    if (mode == SPLIT_MODE_PWS && s > 0 && w->null_splits == 0 && self != 0 && other != 0
        && !child_stack_full(&w->children))
        k = lowest_free(ctx, s);
    if (k < 0) {
        if (w->null_splits >= SPLIT_MAX_NULL) {
            *why = "split nesting deeper than 63";
            return PWS_ESPLIT;
        }
        w->null_splits++;
        w->pc = next_pc;
        split_event(ev, w, -1, 0);
        return 0;
    }
    spawn(ctx, (unsigned)k, w, next_pc, other);
    w->split_mask = self;
    w->pc = next_pc;
    split_event(ev, w, k, other);
    return 0;
}

int split_merge(wave *ctx, unsigned s, split_mode mode, wave *w, golden_event *ev,
                wave **retired, const char **why)
{
    if (w->null_splits > 0) {
        w->null_splits--;
        w->pc += 4;
        ev->has |= EV_MERGE;
        ev->split_parent = (int)w->spsimd;
        ev->split_child = -1;
        ev->split_mask_parent = w->split_mask;
        ev->split_mask_child = 0;
        *retired = w;
        return 1;
    }
    /* DWS SWFs have parents and children too, but never merge: only null splits pop. */
    int p = mode == SPLIT_MODE_PWS ? split_partner(w) : -1;
    if (p < 0 || (unsigned)p > s) {
        *why = "s_merge without a matching s_split";
        return PWS_ESPLIT;
    }
    wave *pw = &ctx[p];
    if (pw->status == WAVE_ENDED) {
        *why = "s_merge partner has ended";
        return PWS_ESPLIT;
    }
    w->status = WAVE_MERGE;
    if (pw->status != WAVE_MERGE || split_partner(pw) != (int)w->spsimd)
        return 0;
    if (pw->pc != w->pc) {
        *why = "s_merge partners at different PCs";
        return PWS_ESPLIT;
    }
    wave *t, *c;   /* the target is the one whose child stack holds the other */
    if (child_stack_top(&w->children) == p) {
        t = w;
        c = pw;
    } else {
        t = pw;
        c = w;
    }
    uint64_t cmask = c->split_mask;
    t->split_mask |= cmask;
    t->exec = (t->exec & ~cmask) | (c->exec & cmask);
    child_stack_pop(&t->children);
    t->pc += 4;
    t->status = WAVE_READY;
    c->status = WAVE_FREE;
    c->parent = -1;
    c->split_mask = 0;
    c->null_splits = 0;
    child_stack_init(&c->children, c->children.capacity);
    ev->has |= EV_MERGE | EV_EXEC;
    ev->split_parent = (int)t->spsimd;
    ev->split_child = (int)c->spsimd;
    ev->split_mask_parent = t->split_mask;
    ev->split_mask_child = cmask;
    *retired = t;
    return 1;
}

int split_dws(wave *ctx, unsigned s, split_mode mode, wave *w, golden_event *ev)
{
    if (mode != SPLIT_MODE_DWS || !(w->mode & (1u << 21)))
        return 0;
    uint64_t a = w->exec & w->split_mask;
    if (a == 0 || a == w->split_mask || child_stack_full(&w->children))
        return 0;
    int k = lowest_free(ctx, s);
    if (k < 0)
        return 0;
    uint64_t other = w->split_mask & ~w->exec;
    spawn(ctx, (unsigned)k, w, w->pc, other);
    ctx[k].null_splits = w->null_splits;   /* its own copies of the open null splits */
    w->split_mask = a;
    split_event(ev, w, k, other);
    return 1;
}

int split_end(wave *ctx, unsigned s, wave *w, wave **waiting, const char **why)
{
    w->status = WAVE_ENDED;
    int done = 1;
    for (unsigned k = 0; k <= s; k++) {
        wave *x = &ctx[k];
        if (x->status == WAVE_MERGE && x->null_splits == 0 && split_partner(x) == (int)w->spsimd) {
            *waiting = x;
            *why = "s_merge partner has ended";
            return PWS_ESPLIT;
        }
        if (x->status != WAVE_ENDED && x->status != WAVE_FREE)
            done = 0;
    }
    if (!done)
        return 0;
    for (unsigned k = 0; k <= s; k++) {
        ctx[k].status = WAVE_FREE;
        ctx[k].parent = -1;
        ctx[k].split_mask = 0;
        child_stack_init(&ctx[k].children, ctx[k].children.capacity);
        ctx[k].null_splits = 0;
    }
    return 1;
}
