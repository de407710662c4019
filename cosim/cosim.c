/* cosim/cosim.c -- the lockstep run loop: SPI (init port), global memory with a fixed latency,
 * and the commit checker. Spec: docs/cosim.md. No printing here: mismatches are written into
 * cosim_result.report, errors go through diag(). */
#include "cosim.h"
#include "spi.h"

#include "asm.h"
#include "diag.h"
#include "dispatch.h"
#include "emit_cu.h"
#include "emit_pipe.h"
#include "emit_timing.h"
#include "pws_err.h"
#include "trace.h"

#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static volatile sig_atomic_t stop_signal;   /* see cosim_request_stop */

void cosim_request_stop(int sig)
{
    stop_signal = sig;
}

int cosim_fst_path_ok(const char *who, const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return diag_at(who, PWS_EIO, "--fst '%s': not a regular file (the waveform writer "
                       "replaces its path): give a file name", path);
    return 0;
}

int cosim_check_kernel(const pws_cfg *c, const kernel *k)
{
    char why[200];
    if (emit_cu_refusal(c, NULL, why, sizeof why))
        return diag_at("cosim", PWS_EUNSUPPORTED, "%s", why);
    if (emit_cu_has_split_hw(c) && c->spsimds + 1 > COSIM_MAX_UNITS)
        return diag_at("cosim", PWS_EUNSUPPORTED, "--spsimds %u: the harness drives at most %d "
                       "SpSIMD units per SIMD", c->spsimds, COSIM_MAX_UNITS - 1);
    if (dispatch_num_vgprs(k) > c->vgprs)
        return diag_at("cosim", PWS_EUNSUPPORTED, "the kernel uses %u VGPRs; --vgprs is %u",
                       dispatch_num_vgprs(k), c->vgprs);
    if (k->ncode > c->imem_dwords)
        return diag_at("cosim", PWS_EUNSUPPORTED, "code image of %zu dwords exceeds the %u-dword "
                       "instruction RAM (--imem-dwords)", k->ncode, c->imem_dwords);
    isa_inst in;
    for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords)
        if (emit_cu_refusal(c, &in, why, sizeof why))
            return diag_at("cosim", PWS_EUNSUPPORTED, "pc 0x%04zx: %s", pc * 4, why);
    return 0;
}

void cosim_golden_cfg(const pws_cfg *c, golden_cfg *gc)
{
    gc->wave = c->wave;
    gc->split = c->split == PWS_SPLIT_PWS ? SPLIT_MODE_PWS
                : c->split == PWS_SPLIT_DWS ? SPLIT_MODE_DWS : SPLIT_MODE_NONE;
    gc->spsimds = c->spsimds;
}

int cosim_load_kernel(const pws_cfg *c, const char *file, const char *kname, golden_cfg *gc,
                      kernel **k)
{
    *k = NULL;
    cosim_golden_cfg(c, gc);
    if (golden_cfg_check(gc))
        return 2;
    asm_opts ao = { 0 };
    ao.kernel = kname;
    if (asm_file(file, &ao, k))
        return 3;
    return cosim_check_kernel(c, *k) ? 3 : 0;
}

typedef struct init_write {
    uint8_t simd, ctx, sel, addr;
    uint32_t data;
} init_write;

/* One memory response in flight on a CU's port. */
typedef struct mem_resp {
    uint64_t due;
    uint8_t id, data_valid;   /* data_valid: a read or an atomic (the trace's response data) */
    uint32_t data, tag;       /* tag: the trace's request number */
} mem_resp;

/* An LDS region of a resident workgroup (size 0: unused entry). */
typedef struct lds_region {
    uint32_t base, size;
    unsigned wg;
} lds_region;

/* The kinds of late writes: a scalar load's SGPR dword, a FLAT load's lane dword, and a DS
 * load's lane dword: each kind comes back in order, but the kinds interleave. */
enum { LATE_SGPR, LATE_VGPR, LATE_LDS, LATE_KINDS };

/* An access the golden model made for a FLAT instruction the CU retired before its
 * accesses reach the memory port (docs/microarchitecture.md "Retire and the commit port"); the
 * port's next access of that SIMD's VMEM unit must be it. */
typedef struct expect {
    uint64_t addr;
    uint32_t data, pc, inst0, inst1;
    uint8_t size, we, amo, lane, dword, ctx;
} expect;

/* A wavefront slot: (CU, SIMD, context). */
typedef struct slot {
    int busy;
    unsigned wave, wg;
    unsigned swfs;          /* --no-check: the wave's live SWFs, from the commit port's splits */
    uint32_t last_pc;
    /* per unit (the wave's SWF on SpSIMD u; 0 without split hardware): */
    uint64_t last_retire[COSIM_MAX_UNITS];   /* cycle of the previous retire; 0: none yet */
    int after_barrier[COSIM_MAX_UNITS];      /* it was s_barrier: the gap includes its wait */
    /* per kind of load that retires before its data (LATE_SGPR: SMEM; LATE_VGPR: FLAT with
     * --vmem-queue), the dwords of its loads in flight, oldest first (a ring in run.late): what
     * the golden model wrote at the load's step, or (lw_obs) late writes the RTL made before the
     * load retired (a load of more dwords than the memory latency has its first data back
     * before its last request); never both. Each unit's queue is in order, so is each ring. */
    unsigned lw_head[LATE_KINDS][COSIM_MAX_UNITS], lw_n[LATE_KINDS][COSIM_MAX_UNITS];
    int lw_obs[LATE_KINDS][COSIM_MAX_UNITS];
    uint64_t last_lw[COSIM_MAX_UNITS];       /* cycle of its last late write (the gap check) */
} slot;

/* One dword of a load that retires before its data (an SGPR of an SMEM load, a lane's VGPR of a
 * posted FLAT load): what the golden model wrote at the load's step, and where the load was
 * (the report); or a late write the RTL made before that step. */
typedef struct late_write {
    uint64_t cycle;         /* the load's retire; an observed write's cycle */
    uint32_t pc, inst0, inst1, val;
    uint16_t reg;           /* SGPR index (= operand code), or VGPR index */
    uint8_t lane;           /* the wave lane of a VGPR; 0 for an SGPR */
} late_write;

/* The per-CU state of the harness: the SPI's init queue and the memory in flight. */
typedef struct cu_state {
    init_write *q;
    uint32_t *qrow;          /* entry i's VGPR row (wave dwords) at qrow[i * wave] */
    size_t qhead, qtail, qcap;
    mem_resp *resp;          /* ring of in-flight responses (they leave in request order) */
    size_t rhead, rtail, rcap;
    uint64_t last_due;       /* due cycle of the last response queued (jitter keeps order) */
    lds_region *lds;         /* one per context of the CU (a workgroup has at least one) */
    unsigned next_simd;      /* where the SPI's search for the next wave's SIMD starts */
} cu_state;

typedef struct run {
    const cosim_model_ops *ops;
    void *m;
    cosim_port *p;
    const pws_cfg *c;
    const cosim_opts *o;
    golden *g;
    golden_mem *rmem;
    uint64_t cycle, last_commit, responses;
    unsigned nsimds;                       /* cus x simds */
    unsigned units, nports;                /* units per SIMD (S + 1 under --split pws, else 1);
                                            * commit ports: nsimds x units x slots */
    unsigned cslots;                       /* commit slots per unit (EMIT_PIPE_SLOTS) */
    unsigned nsgprs;                       /* the SGPRs the SPI writes (spi.h) */
    expect *exp;                           /* per SIMD, a ring of exp_cap accesses */
    unsigned *exp_head, *exp_n, exp_cap;
    slot *slots;                           /* [(cu * simds + simd) * contexts + ctx] */
    uint32_t lds_size;                     /* LDS bytes per workgroup (dword multiple) */
    emit_timing_entry *timing;             /* [op]: the timing model (docs/timing-model.md);
                                            * best at --mem-latency L, worst at L + jitter */
    int alone;                             /* the dispatch has one wavefront */
    unsigned swfs;                         /* ... its live SWFs: 1 + real splits - real merges
                                            * - SWFs ended before the last */
    uint64_t shared_until;                 /* ... the last cycle it had more than one */
    unsigned *wg_cu;                       /* CU of each dispatched workgroup */
    unsigned *wg_live, *wg_arrived;        /* per workgroup: waves not ended; of those, waiting
                                            * at s_barrier (trace records, --no-check) */
    trace_writer *t;                       /* --trace, NULL: none */
    uint32_t tags;                         /* memory requests traced so far */
    uint64_t rng;                          /* splitmix64 state of --mem-jitter (--seed) */
    pws_cfg worst;                         /* c with mem_latency L + jitter: the timing
                                            * model's worst case and the deadlock window */
    cu_state cu[COSIM_MAX_CUS];
    /* per kind, the dwords in flight: ring (slot index * COSIM_MAX_UNITS + unit) of late_cap */
    late_write *late[LATE_KINDS];
    unsigned late_cap[LATE_KINDS];         /* ring sizes: max(--smem-queue, 16), and
                                            * max(--vmem-queue, 4 x wave) */
    uint64_t ret[LATE_KINDS];              /* retire to the last late write: the timing model's
                                            * smem_return_worst and vmem_return_worst (alone)
                                            * or _busy */
    cosim_result *r;
} run;

static slot *slot_at(run *s, unsigned cu, unsigned simd, unsigned ctx)
{
    return &s->slots[(cu * s->c->simds + simd) * s->c->contexts + ctx];
}

/* Commit port k's CU, SIMD, unit (SpSIMD) and slot (functional unit). */
static unsigned port_cu(const run *s, unsigned k) { return k / s->cslots / s->units / s->c->simds; }
static unsigned port_simd(const run *s, unsigned k) { return k / s->cslots / s->units % s->c->simds; }
static unsigned port_unit(const run *s, unsigned k) { return k / s->cslots % s->units; }
static unsigned port_slot(const run *s, unsigned k) { return k % s->cslots; }

static void push_init(run *s, unsigned cu, unsigned simd, unsigned ctx, unsigned sel,
                      unsigned addr, uint32_t data, const uint32_t *row)
{
    cu_state *u = &s->cu[cu];
    init_write w = { (uint8_t)simd, (uint8_t)ctx, (uint8_t)sel, (uint8_t)addr, data };
    if (row && u->qrow)
        memcpy(&u->qrow[u->qtail * s->c->wave], row, s->p->init_lanes * sizeof *row);
    u->q[u->qtail] = w;   /* a ring: each free context has at most one sequence queued */
    u->qtail = (u->qtail + 1) % u->qcap;
}

/* spi_wave_writes_rows' callback: the writes go to one context of one CU. */
typedef struct spi_target {
    run *s;
    unsigned cu, simd, ctx;
} spi_target;

static void push_wave_write(void *p, unsigned sel, unsigned addr, uint32_t data,
                            const uint32_t *row)
{
    const spi_target *t = p;
    push_init(t->s, t->cu, t->simd, t->ctx, sel, addr, data, row);
}

/* splitmix64 (Steele, Lea, Flood 2014): the --mem-jitter draws, reproducible from --seed. */
static uint64_t rng_next(run *s)
{
    uint64_t z = (s->rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Memory records are located at the port's SIMD only: the port does not say which context
 * asked (docs/trace-format.md "RTL producer"). */
static trace_where port_where(unsigned cu, unsigned simd)
{
    return (trace_where){ cu, simd, 0, 0xffu, TRACE_NO_WAVE };
}

static void say(run *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The ring of expected accesses of SIMD simd of CU cu. */
static expect *exp_ring(run *s, unsigned cu, unsigned simd)
{
    return &s->exp[((size_t)cu * s->c->simds + simd) * s->exp_cap];
}

/* An access of SIMD simd's VMEM unit, against the oldest access the golden model made
 * for a FLAT instruction the SIMD retired (r->mismatch and the report on a difference). */
static void check_access(run *s, unsigned cu, unsigned simd, uint64_t addr, uint8_t size,
                         uint8_t we, uint8_t amo, uint32_t data)
{
    unsigned i = cu * s->c->simds + simd;
    if (s->r->mismatch)
        return;
    if (!s->exp_n[i]) {
        s->r->mismatch = 1;
        say(s, "cosim: MISMATCH at cycle %llu: cu %u simd %u: a memory access (%s %u bytes at "
            "0x%llx) that no retired FLAT instruction made\n", (unsigned long long)s->cycle, cu,
            simd, we || amo ? "write" : "read", size, (unsigned long long)addr);
        return;
    }
    const expect *x = &exp_ring(s, cu, simd)[s->exp_head[i]];
    s->exp_head[i] = (s->exp_head[i] + 1) % s->exp_cap;
    s->exp_n[i]--;
    const char *what = x->addr != addr ? "address" : x->size != size ? "bytes"
                     : x->we != we ? "write" : x->amo != amo ? "atomic op"
                     : x->we && x->data != data ? "data" : NULL;
    if (!what)
        return;
    unsigned long long want = x->addr != addr ? x->addr : x->size != size ? x->size
                            : x->we != we ? x->we : x->amo != amo ? x->amo : x->data;
    unsigned long long got = x->addr != addr ? addr : x->size != size ? size
                           : x->we != we ? we : x->amo != amo ? amo : data;
    uint32_t words[2] = { x->inst0, x->inst1 };
    char text[128] = "(not decodable)";
    isa_inst in;
    if (isa_decode(words, 2, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    s->r->mismatch = 1;
    say(s, "cosim: MISMATCH at cycle %llu: cu %u simd %u context %u: memory access of pc 0x%04x "
        "`%s` (lane %u dword %u)\n", (unsigned long long)s->cycle, cu, simd, x->ctx, x->pc, text,
        x->lane, x->dword);
    say(s, "  field:  %s\n  golden: 0x%llx\n  rtl:    0x%llx\n", what, want, got);
}

/* The RTL's access on CU cu's port this cycle: performs it on the RTL memory (atomics: read,
 * f(old, data), write), logs it for the SIMD, and queues the response. */
static int mem_access(run *s, unsigned cu)
{
    const cosim_cu_port *p = &s->p->cu[cu];
    cu_state *u = &s->cu[cu];
    unsigned n = 1u << (p->mem_size > 2 ? 2 : p->mem_size);
    uint8_t *b = mem_ptr(s->rmem, p->mem_addr, n);
    if (!b || (p->mem_addr & (n - 1)))
        return diag_at("cosim", PWS_EMEM, "cycle %llu: cu %u simd %u: rtl %s %u bytes at 0x%llx, "
                       "outside global memory or misaligned", (unsigned long long)s->cycle, cu,
                       p->mem_id, p->mem_we || p->mem_amo ? "writes" : "reads", n,
                       (unsigned long long)p->mem_addr);
    if (p->mem_id >= s->c->simds * (s->units + 1))   /* an SMEM unit a unit, a VMEM unit */
        return diag_at("cosim", PWS_EMEM, "cycle %llu: cu %u: memory request from requester %u, "
                       "which does not exist", (unsigned long long)s->cycle, cu, p->mem_id);
    uint32_t old = 0;
    for (unsigned i = 0; i < n; i++)
        old |= (uint32_t)b[i] << (8 * i);
    uint32_t wmask = n == 4 ? ~0u : (1u << (8 * n)) - 1, store = p->mem_wdata & wmask;
    if (p->mem_amo)
        store = emit_cu_amo_apply(p->mem_amo, old, p->mem_wdata, p->mem_cmp);
    if (p->mem_we || p->mem_amo)
        for (unsigned i = 0; i < n; i++)
            b[i] = (uint8_t)(store >> (8 * i));
    /* a VMEM unit's access: the oldest the golden model made (expect_flat); --no-check steps
     * no golden model, so there is nothing to compare */
    if (emit_pipe_req_is_vmem(s->c, p->mem_id) && !s->o->no_check)
        check_access(s, cu, emit_pipe_req_simd(s->c, p->mem_id), p->mem_addr, (uint8_t)n,
                     p->mem_we, p->mem_amo, p->mem_we || p->mem_amo ? p->mem_wdata & wmask : old);
    /* the request was on the pins during cycle s->cycle; its response is due L + j cycles later,
     * j uniform in [0, J] (--mem-jitter J, 0 by default), and never before (nor with) the
     * response to the previous request of the port: one response per cycle, in request order.
     * By induction every due is within [R + L, R + L + J], which is what the timing model at
     * latency L + J assumes (docs/cosim.md "Seed and memory jitter"). */
    uint64_t due = s->cycle + s->c->mem_latency;
    if (s->o->mem_jitter)
        due += rng_next(s) % ((uint64_t)s->o->mem_jitter + 1);
    if (u->rhead != u->rtail && due <= u->last_due)
        due = u->last_due + 1;
    u->last_due = due;
    mem_resp rp = { due, p->mem_id, !p->mem_we || p->mem_amo, p->mem_we ? 0 : old, ++s->tags };
    if (s->t) {
        unsigned wsimd = emit_pipe_req_simd(s->c, p->mem_id);
        trace_rec tr = { .type = TRACE_MEM_REQ, .cycle = s->cycle, .w = port_where(cu, wsimd) };
        trace_mem *m = &tr.u.mem;
        m->tag = rp.tag;
        m->space = EV_SPACE_GLOBAL;
        m->write = p->mem_we || p->mem_amo;
        m->read = !p->mem_we || p->mem_amo;
        m->lane = TRACE_NO_LANE;
        m->addr = p->mem_addr;
        m->size = n;
        m->byte_en = (1u << n) - 1;
        m->ndata = m->write ? 1 : 0;
        m->data[0] = p->mem_wdata & wmask;
        if (p->mem_amo == EMIT_CU_AMO_CMPSWAP)
            m->data[m->ndata++] = p->mem_cmp;
        trace_write(s->t, &tr);
    }
    u->resp[u->rtail] = rp;
    u->rtail = (u->rtail + 1) % u->rcap;
    return 0;
}

/* The trace's record of wave (CU k, w's SIMD and context) starting in cycle `cycle`. */
static void trace_wave_start(run *s, unsigned k, const init_write *w, uint64_t cycle)
{
    const slot *sl = slot_at(s, k, w->simd, w->ctx);
    /* where.wave is the wavefront number in the dispatch (docs/trace-format.md), as in the
     * retires; sl->wave is golden's context id, S + 1 apart */
    trace_rec tr = { .type = TRACE_WAVE_START, .cycle = cycle,
                     .w = { k, w->simd, 0, w->ctx, golden_wave(s->g, sl->wave)->wf },
                     .wg_id = sl->wg };
    trace_write(s->t, &tr);
}

/* One clock: per CU, apply the next init write and a due memory response; clock; sample.
 * Trace records of the inputs carry the number of the clock that applies them (s->cycle + 1);
 * those of the outputs the clock after which they were sampled (s->cycle after it). */
static int tick(run *s)
{
    cosim_port *p = s->p;
    int rc;
    trace_rec tr;
    for (unsigned k = 0; k < s->c->cus; k++) {
        cosim_cu_port *cp = &p->cu[k];
        cu_state *u = &s->cu[k];
        cp->init_we = 0;
        if (u->qhead != u->qtail) {
            init_write *w = &u->q[u->qhead];
            /* the CU takes a write when it can (init_taken after the step): the same write is
             * presented until then */
            cp->init_we = 1;
            cp->init_simd = w->simd;
            cp->init_ctx = w->ctx;
            cp->init_sel = w->sel;
            cp->init_addr = w->addr;
            cp->init_data = w->data;
            if (u->qrow && w->sel == EMIT_CU_INIT_VROW)
                memcpy(cp->init_vdata, &u->qrow[(size_t)(w - u->q) * s->c->wave],
                       s->p->init_lanes * sizeof cp->init_vdata[0]);
        }
        cp->mem_rvalid = 0;
        if (u->rhead != u->rtail && s->cycle >= u->resp[u->rhead].due) {
            mem_resp *rp = &u->resp[u->rhead];
            u->rhead = (u->rhead + 1) % u->rcap;
            /* fault injection (--drop-mem-response N): the Nth response never arrives */
            if (++s->responses != s->o->drop_mem_response) {
                cp->mem_rvalid = 1;
                cp->mem_rid = rp->id;
                cp->mem_rdata = rp->data;
                if (s->t) {
                    tr = (trace_rec){ .type = TRACE_MEM_RESP, .cycle = s->cycle + 1,
                                      .w = port_where(k, emit_pipe_req_simd(s->c, rp->id)) };
                    tr.u.mem.tag = rp->tag;
                    tr.u.mem.ndata = rp->data_valid;
                    tr.u.mem.data[0] = rp->data;
                    trace_write(s->t, &tr);
                }
            }
        }
    }
    s->ops->step(s->m, p);
    s->cycle++;
    for (unsigned k = 0; k < s->c->cus; k++) {
        cu_state *u = &s->cu[k];
        if (p->cu[k].init_we && p->cu[k].init_taken) {   /* taken in the cycle just clocked */
            init_write *w = &u->q[u->qhead];
            if (s->t && w->sel == EMIT_CU_INIT_START)
                trace_wave_start(s, k, w, s->cycle);
            u->qhead = (u->qhead + 1) % u->qcap;
        }
    }
    for (unsigned k = 0; k < s->c->cus; k++)
        if (p->cu[k].mem_req && (rc = mem_access(s, k)))
            return rc;
    return 0;
}

static unsigned free_contexts(run *s, unsigned cu)
{
    unsigned n = 0;
    for (unsigned i = 0; i < s->c->simds; i++)
        for (unsigned j = 0; j < s->c->contexts; j++)
            n += !slot_at(s, cu, i, j)->busy;
    return n;
}

/* First-fit LDS region of s->lds_size bytes on CU cu: its base, or -1 if none fits. */
static int64_t lds_fit(run *s, unsigned cu)
{
    const cu_state *u = &s->cu[cu];
    unsigned n = s->c->simds * s->c->contexts;
    for (unsigned i = 0; i <= n; i++) {   /* candidates: 0 and the end of every region */
        uint32_t base = i == n ? 0 : u->lds[i].base + u->lds[i].size;
        if (i < n && !u->lds[i].size)
            continue;
        if ((uint64_t)base + s->lds_size > s->c->lds_bytes)
            continue;
        int clash = 0;
        for (unsigned j = 0; j < n && !clash; j++)
            clash = u->lds[j].size && base < u->lds[j].base + u->lds[j].size
                    && u->lds[j].base < base + s->lds_size;
        if (!clash)
            return base;
    }
    return -1;
}

/* The SPI's workgroup dispatch (docs/cosim.md "Dispatch"): workgroup wg goes to the lowest CU
 * with a free context for every one of its wavefronts and room for its LDS (first fit); the
 * caller waits (and no later workgroup overtakes) when no CU has. Each wave goes to the first
 * SIMD with a free context, cyclically from the CU's next_simd (one after the SIMD of the last
 * wave the CU received: one-wave workgroups spread over the SIMDs instead of piling onto SIMD
 * 0, whose fetch and VALU they would share), and there to its lowest free context. Through the CU's init port, in this order: every wave's workgroup slot (INIT_WG:
 * the slot of wave 0, so the barrier sees the whole workgroup before any wave starts), the
 * zeroing of the LDS region, then per wave its LDS base, wave id and registers from the golden
 * model's own dispatch (the ABI cannot diverge), START. Returns 1 if dispatched, 0 if no CU
 * has room, or an error. */
static int dispatch_wg(run *s, unsigned wg)
{
    const pws_cfg *c = s->c;
    unsigned nw = golden_wg_num_waves(s->g, wg), cu = 0;
    int64_t lds = 0;
    while (cu < c->cus && (free_contexts(s, cu) < nw || (lds = lds_fit(s, cu)) < 0))
        cu++;
    if (cu == c->cus)
        return 0;
    int rc = golden_dispatch_wg(s->g, wg);
    if (rc)
        return rc;
    s->wg_cu[wg] = cu;
    s->wg_live[wg] = nw;
    if (s->t) {
        trace_rec tr = { .type = TRACE_WG_DISPATCH, .cycle = s->cycle };
        dispatch_geom geo = { .lanes = c->wave };
        uint32_t ext[3];
        memcpy(geo.grid, s->o->grid, sizeof geo.grid);
        memcpy(geo.wg, s->o->wg, sizeof geo.wg);
        if (geo.wg[0]) {   /* cosim_run_opts' callers without grid: ids 0 */
            dispatch_geom_init(&geo);
            dispatch_wg_extent(&geo, wg, tr.u.wg.xyz, ext);
        }
        tr.u.wg.id = wg;
        tr.u.wg.cu = cu;
        tr.u.wg.nwaves = nw;
        trace_write(s->t, &tr);
    }
    unsigned simd_of[GOLDEN_MAX_WG_ITEMS], ctx_of[GOLDEN_MAX_WG_ITEMS];
    for (unsigned j = 0; j < nw; j++) {
        unsigned simd = s->cu[cu].next_simd, ctx = 0;
        for (unsigned t = 0; t < c->simds; t++, simd = (simd + 1) % c->simds) {
            for (ctx = 0; ctx < c->contexts && slot_at(s, cu, simd, ctx)->busy; ctx++)
                ;
            if (ctx < c->contexts)
                break;
        }
        slot *sl = slot_at(s, cu, simd, ctx);
        unsigned id = golden_wave_id(s->g, wg, j, 0);
        sl->busy = 1;
        sl->swfs = 1;
        sl->wave = id;
        sl->wg = wg;
        memset(sl->last_retire, 0, sizeof sl->last_retire);
        memset(sl->after_barrier, 0, sizeof sl->after_barrier);
        memset(sl->last_lw, 0, sizeof sl->last_lw);   /* lw_n: 0 since its last s_endpgm */
        sl->last_pc = golden_wave(s->g, id)->pc;
        simd_of[j] = simd;
        ctx_of[j] = ctx;
        s->cu[cu].next_simd = (simd + 1) % c->simds;
    }
    unsigned wgslot = simd_of[0] * c->contexts + ctx_of[0];
    cu_state *u = &s->cu[cu];
    u->lds[wgslot].base = (uint32_t)lds;
    u->lds[wgslot].size = s->lds_size;
    u->lds[wgslot].wg = wg;
    for (unsigned j = 0; j < nw; j++)
        push_init(s, cu, simd_of[j], ctx_of[j], EMIT_CU_INIT_WG, 0, wgslot, NULL);
    for (uint32_t b = 0; b < s->lds_size; b += 4)   /* golden zeroes a workgroup's LDS too */
        push_init(s, cu, 0, 0, EMIT_CU_INIT_LDS_ZERO, 0, (uint32_t)lds + b, NULL);
    for (unsigned j = 0; j < nw; j++) {
        unsigned id = golden_wave_id(s->g, wg, j, 0);
        spi_target t = { s, cu, simd_of[j], ctx_of[j] };
        /* register width: one SGPR or one whole VGPR row (pass group) per write */
        spi_wave_writes_rows(c, golden_wave(s->g, id), id, (uint32_t)lds, s->nsgprs,
                             push_wave_write, &t);
    }
    return 1;
}

/* Frees the LDS region of workgroup wg (done) on its CU. */
static void lds_release(run *s, unsigned wg)
{
    cu_state *u = &s->cu[s->wg_cu[wg]];
    for (unsigned i = 0; i < s->c->simds * s->c->contexts; i++)
        if (u->lds[i].size && u->lds[i].wg == wg)
            u->lds[i].size = 0;
}

/* Appends one line to the report. */
static void say(run *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(run *s, const char *fmt, ...)
{
    size_t n = strlen(s->r->report);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->r->report + n, sizeof s->r->report - n, fmt, ap);
    va_end(ap);
}

/* Starts the report of a mismatch on the instruction commit port k shows. */
static void mismatch(run *s, unsigned k, const char *field, unsigned long long want,
                     unsigned long long got)
{
    const cosim_commit *p = &s->p->c[k];
    uint32_t words[2] = { p->inst0, p->inst1 };
    char text[128] = "(not decodable)";
    isa_inst in;
    if (isa_decode(words, 2, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    unsigned cu = port_cu(s, k), simd = port_simd(s, k);
    s->r->mismatch = 1;
    say(s, "cosim: MISMATCH at cycle %llu: cu %u simd %u unit %u context %u (wave %u) pc 0x%04x "
        "`%s`\n", (unsigned long long)s->cycle, cu, simd, p->unit, p->ctx,
        p->ctx < s->c->contexts ? slot_at(s, cu, simd, p->ctx)->wave : 0, p->pc, text);
    say(s, "  field:  %s\n  golden: 0x%llx\n  rtl:    0x%llx\n", field, want, got);
}

#define CHECK(field, want, got)                                                     \
    do {                                                                            \
        unsigned long long w_ = (want), g_ = (got);                                 \
        if (w_ != g_) {                                                             \
            mismatch(s, k, field, w_, g_);                                          \
            return 0;                                                               \
        }                                                                           \
    } while (0)
/* CHECK with a field name printf-formatted only on a mismatch: the lane loops compare up to 256
 * values an instruction, and formatting every name first was 5 % of a lockstep run of the
 * default configuration (docs/cosim.md "Speed"). */
#define CHECKF(want, got, ...)                                                      \
    do {                                                                            \
        unsigned long long w_ = (want), g_ = (got);                                 \
        if (w_ != g_) {                                                             \
            char f_[96];                                                            \
            snprintf(f_, sizeof f_, __VA_ARGS__);                                   \
            mismatch(s, k, f_, w_, g_);                                             \
            return 0;                                                               \
        }                                                                           \
    } while (0)

/* The bytes of one access of FLAT op op (the predecode's size field). */
static unsigned flat_access_bytes(isa_op op)
{
    return 1u << emit_pipe_size_log2(op);
}

/* The FLAT instruction port k retires makes its accesses later; queue the golden
 * model's, in the order the VMEM unit sends them (lanes ascending, each lane's dwords), for
 * check_access. Returns 0 (r->mismatch set if the ring would overflow: more accesses in flight
 * than the unit can have). */
static int expect_flat(run *s, unsigned k, const golden_event *ev, const isa_inst *in)
{
    const cosim_commit *p = &s->p->c[k];
    unsigned cu = port_cu(s, k), simd = port_simd(s, k), i = cu * s->c->simds + simd;
    uint32_t fl = isa_info(in->op)->flags;
    unsigned amo = emit_cu_amo(in->op), size = flat_access_bytes(in->op);
    unsigned dwords = amo ? 1 : ev->mem_dwords;   /* cmpswap: one access, two data dwords */
    for (unsigned l = 0; l < s->c->wave; l++)
        for (unsigned d = 0; d < dwords && (ev->mem_mask >> l & 1); d++) {
            CHECK("FLAT accesses in flight on the SIMD (the harness's ring)", 1,
                  s->exp_n[i] < s->exp_cap);
            expect *x = &exp_ring(s, cu, simd)[(s->exp_head[i] + s->exp_n[i]++) % s->exp_cap];
            *x = (expect){ .addr = ev->mem_addr[l] + 4 * d, .data = ev->mem_wdata[d][l],
                           .pc = p->pc, .inst0 = p->inst0, .inst1 = p->inst1,
                           .size = (uint8_t)size, .we = (fl & ISA_F_STORE) != 0,
                           .amo = (uint8_t)amo, .lane = (uint8_t)l, .dword = (uint8_t)d,
                           .ctx = p->ctx };
        }
    return 0;
}

/* Starts the report of a timing violation of the instruction commit port k shows. */
static void violation(run *s, unsigned k, const char *what, unsigned long long got,
                      unsigned long long lo, unsigned long long hi)
{
    const cosim_commit *p = &s->p->c[k];
    uint32_t words[2] = { p->inst0, p->inst1 };
    char text[128] = "(not decodable)";
    isa_inst in;
    if (isa_decode(words, 2, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    s->r->mismatch = 1;
    say(s, "cosim: TIMING at cycle %llu: cu %u simd %u context %u (wave %u) pc 0x%04x `%s`\n",
        (unsigned long long)s->cycle, port_cu(s, k), port_simd(s, k),
        p->ctx, p->wave, p->pc, text);
    say(s, "  %s: observed %llu, model [%llu, %llu] (pws_timing.json)\n", what, got, lo, hi);
}

/* The timing check (docs/cosim.md "Timing check"): the issue-to-retire latency the commit port
 * reports is >= best and <= busy_worst (<= worst when nothing can interfere: the dispatch has
 * one wavefront, and that was one SWF from the instruction's issue to its retire, so no other
 * unit ran anything), and the gap since the wave's previous retire is <= gap_worst (not after
 * s_barrier, whose wait for the other wavefronts is the program's, not the hardware's).
 * Returns 0. */
static int check_timing(run *s, unsigned k, slot *sl, const golden_event *ev)
{
    const cosim_commit *p = &s->p->c[k];
    isa_inst in;
    if (isa_decode(ev->word, ev->nwords, &in) <= 0)
        return 0;
    const emit_timing_entry *t = &s->timing[in.op];
    int alone = s->alone && s->swfs == 1 && s->cycle - p->lat >= s->shared_until;
    uint64_t hi = alone ? t->worst : t->busy_worst;
    if (p->lat < t->best || p->lat > hi) {
        violation(s, k, alone ? "issue-to-retire (alone)" : "issue-to-retire", p->lat, t->best,
                  hi);
        return 0;
    }
    if (s->alone) {   /* the wave's SWFs after this commit */
        if (p->split_ev == 1 && p->split_child >= 0)
            s->swfs++;
        else if (((p->split_ev == 2 && p->split_child >= 0) || (p->end && s->swfs > 1))
                 && --s->swfs == 1)
            s->shared_until = s->cycle;
    }
    /* per SWF; not for a merge, whose wait for its partner is the program's, like a barrier */
    unsigned u = p->unit < COSIM_MAX_UNITS ? p->unit : 0;   /* checked by check_commit */
    /* an instruction that waited for a load's data (the scoreboard, s_waitcnt) may issue only
     * after the load's last late write: its gap counts from then */
    uint64_t from = sl->last_lw[u] > sl->last_retire[u] ? sl->last_lw[u] : sl->last_retire[u];
    if (sl->last_retire[u] && !sl->after_barrier[u] && in.op != ISA_s_merge
        && s->cycle - from > t->gap_worst) {
        violation(s, k, sl->last_lw[u] > sl->last_retire[u] ? "gap since the last late write"
                  : "gap since the previous retire", s->cycle - from, 0, t->gap_worst);
        return 0;
    }
    sl->last_retire[u] = s->cycle;
    sl->after_barrier[u] = in.op == ISA_s_barrier;
    if ((ev->has & EV_SPLIT) && ev->split_child >= 0) {   /* the new SWF starts now */
        sl->last_retire[ev->split_child] = s->cycle;
        sl->after_barrier[ev->split_child] = 0;
    }
    if (p->split_ev == 1 && p->split_child >= 0) {   /* the observed split costs */
        s->r->es_min = s->r->splits++ ? (p->lat < s->r->es_min ? p->lat : s->r->es_min) : p->lat;
        s->r->es_max = p->lat > s->r->es_max ? p->lat : s->r->es_max;
    }
    if (p->split_ev == 2 && p->split_child >= 0) {
        s->r->em_min = s->r->merges++ ? (p->lat < s->r->em_min ? p->lat : s->r->em_min) : p->lat;
        s->r->em_max = p->lat > s->r->em_max ? p->lat : s->r->em_max;
    }
    return 0;
}

/* Counts a retire of the wave in (cu, simd, ctx) towards its workgroup's barrier and end, and
 * traces its end and a barrier release. The RTL's barrier releases when every wavefront of the
 * workgroup that has not ended waits at s_barrier (pws_barrier), which is when
 * the last of them retires it, or when a wavefront the others waited for ends. */
static void wave_progress(run *s, unsigned cu, unsigned simd, unsigned ctx, int barrier, int end)
{
    const slot *sl = slot_at(s, cu, simd, ctx);
    unsigned wg = sl->wg;
    trace_rec tr = { .cycle = s->cycle, .w = { cu, simd, 0, ctx, golden_wave(s->g, sl->wave)->wf },
                     .wg_id = wg };
    s->wg_arrived[wg] += barrier != 0;
    if (end) {
        s->wg_live[wg]--;
        tr.type = TRACE_WAVE_END;
        trace_write(s->t, &tr);
    }
    if (s->wg_arrived[wg] && s->wg_arrived[wg] == s->wg_live[wg]) {
        s->wg_arrived[wg] = 0;
        tr.type = TRACE_BARRIER_RELEASE;
        tr.w = (trace_where){ .cu = cu };
        trace_write(s->t, &tr);
    }
}

/* --no-check: the RTL's commit counted, its wave freed at s_endpgm; nothing compared, the
 * golden model not stepped. Returns 0 (r->mismatch set for a commit from an empty context). */
static int note_commit(run *s, unsigned k)
{
    const cosim_commit *p = &s->p->c[k];
    unsigned cu = port_cu(s, k), simd = port_simd(s, k);
    if (p->ctx >= s->c->contexts || !slot_at(s, cu, simd, p->ctx)->busy) {
        mismatch(s, k, "commit from a context with no wavefront", 0, p->ctx);
        return 0;
    }
    slot *sl = slot_at(s, cu, simd, p->ctx);
    s->r->retired++;
    sl->last_pc = p->pc;
    uint32_t words[2] = { p->inst0, p->inst1 };
    isa_inst in;
    int barrier = s->t && isa_decode(words, 2, &in) > 0 && in.op == ISA_s_barrier;   /* trace */
    /* the wave ends with its last SWF: a real split adds one, a real merge and s_endpgm end one */
    sl->swfs += p->split_ev == 1 && p->split_child >= 0;
    sl->swfs -= (p->split_ev == 2 && p->split_child >= 0) + (p->end != 0);
    int done = sl->swfs == 0;
    wave_progress(s, cu, simd, p->ctx, barrier, done);
    if (done) {
        sl->busy = 0;
        if (!s->wg_live[sl->wg])
            lds_release(s, sl->wg);
    }
    return 0;
}

/* 1 if golden's context w is ready to execute an s_merge next. */
static int at_merge(const wave *w)
{
    isa_inst in;
    return w && w->status == WAVE_READY && w->pc / 4 < w->ncode
           && isa_decode(w->code + w->pc / 4, w->ncode - w->pc / 4, &in) > 0
           && in.op == ISA_s_merge;
}

/* A merge retires once, as its target's (docs/isa.md R3), when both partners have arrived; the
 * RTL reports no commit for an arrival. Before the golden model steps an SWF at s_merge, its
 * partner (in golden's own state: top of the child stack, else the parent) arrives first if it
 * is at the same s_merge and pairs with it, so that the step completes the merge when the RTL
 * says it did (and golden reports the same errors). Returns 0 or a golden error (reported). */
static int split_partner_arrives(run *s, unsigned id)
{
    const wave *w = golden_wave(s->g, id);
    if (s->c->split != PWS_SPLIT_PWS || !at_merge(w) || w->null_splits)
        return 0;
    int p = split_partner(w);
    if (p < 0)
        return 0;
    const wave *pw = golden_wave(s->g, id - w->spsimd + (unsigned)p);
    if (!pw || pw->status != WAVE_READY || pw->pc != w->pc || pw->null_splits
        || split_partner(pw) != (int)w->spsimd)
        return 0;
    golden_event ev;
    int rc = golden_step(s->g, id - w->spsimd + (unsigned)p, &ev);
    return rc < 0 ? rc : 0;   /* 0: it waits, as it does in the RTL */
}

/* The ring of kind-`kd` dwords in flight of the SWF on unit u of slot sl. */
static late_write *late_ring(run *s, int kd, const slot *sl, unsigned u)
{
    return &s->late[kd][((size_t)(sl - s->slots) * COSIM_MAX_UNITS + u) * s->late_cap[kd]];
}

/* Takes the oldest record of that ring (it holds one). Borrowed until the next push. */
static const late_write *late_pop(run *s, int kd, slot *sl, unsigned u)
{
    const late_write *w = &late_ring(s, kd, sl, u)[sl->lw_head[kd][u]];
    sl->lw_head[kd][u] = (sl->lw_head[kd][u] + 1) % s->late_cap[kd];
    sl->lw_n[kd][u]--;
    return w;
}

/* Load instructions of kind kd still in flight for the SWF on unit u of slot sl: the distinct
 * retire cycles in its ring (a wavefront retires at most one load of a kind per cycle). A
 * ring holding writes the RTL made before their load retired (lw_obs) counts 0: a lower bound,
 * which is all the s_waitcnt check below needs. */
static unsigned loads_in_flight(run *s, int kd, const slot *sl, unsigned u)
{
    if (sl->lw_obs[kd][u])
        return 0;
    const late_write *r = late_ring(s, kd, sl, u);
    unsigned n = 0;
    uint64_t last = 0;
    for (unsigned i = 0; i < sl->lw_n[kd][u]; i++) {
        const late_write *w = &r[(sl->lw_head[kd][u] + i) % s->late_cap[kd]];
        if (i == 0 || w->cycle != last)
            n++;
        last = w->cycle;
    }
    return n;
}

/* Appends w to that ring (the caller checked that it has room). */
static void late_push(run *s, int kd, slot *sl, unsigned u, late_write w)
{
    late_ring(s, kd, sl, u)[(sl->lw_head[kd][u] + sl->lw_n[kd][u]++) % s->late_cap[kd]] = w;
}

static const char *const late_what[LATE_KINDS] = { "SGPR", "VGPR", "VGPR (DS)" };

/* Reports a late write on port k that differs from the golden model's (w: the load it belongs
 * to; NULL when there is none). */
static void late_mismatch(run *s, int kd, unsigned k, unsigned ctx, unsigned unit,
                          const late_write *w, const char *field, unsigned long long want,
                          unsigned long long got)
{
    unsigned cu = port_cu(s, k), simd = port_simd(s, k);
    char text[128] = "(none)";
    isa_inst in;
    uint32_t words[2] = { w ? w->inst0 : 0, w ? w->inst1 : 0 };
    if (w && isa_decode(words, 2, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    s->r->mismatch = 1;
    say(s, "cosim: MISMATCH at cycle %llu: cu %u simd %u unit %u context %u: late %s write of "
        "the load at pc 0x%04x `%s`\n", (unsigned long long)s->cycle, cu, simd, unit, ctx,
        late_what[kd], w ? w->pc : 0, text);
    say(s, "  field:  %s\n  golden: 0x%llx\n  rtl:    0x%llx\n", field, want, got);
}

/* One late write (register reg, lane, data, at cycle) against the golden model's dword w
 * (want: the load's retire cycle in w): register, lane, data, and the timing model's
 * smem_return / vmem_return bound from the load's retire (a write before the retire is in
 * time). Returns 0 (r->mismatch set on a difference). */
static int match_late(run *s, int kd, unsigned k, unsigned ctx, unsigned unit,
                      const late_write *w, unsigned reg, unsigned lane, uint32_t data,
                      uint64_t cycle)
{
    static const char *const field[LATE_KINDS][2] = {
        { "late write: SGPR", "late write: lane (always 0)" },
        { "late write: VGPR", "late write: lane" },
        { "late write: VGPR (DS)", "late write: lane" } };
    static const char *const bound[LATE_KINDS] = { "smem_return", "vmem_return", "lds_return" };
    const char *r = kd == LATE_SGPR ? "s" : "v";
    if (w->reg != reg || w->lane != lane) {
        int rg = w->reg != reg;
        late_mismatch(s, kd, k, ctx, unit, w, field[kd][!rg], rg ? w->reg : w->lane,
                      rg ? reg : lane);
        return 0;
    }
    if (w->val != data) {
        late_mismatch(s, kd, k, ctx, unit, w, "late write: data", w->val, data);
        say(s, "  (%s%u lane %u, written at cycle %llu)\n", r, w->reg, w->lane,
            (unsigned long long)cycle);
        return 0;
    }
    if (cycle > w->cycle && cycle - w->cycle > s->ret[kd]) {
        unsigned cu = port_cu(s, k), simd = port_simd(s, k);
        s->r->mismatch = 1;
        say(s, "cosim: TIMING at cycle %llu: cu %u simd %u unit %u context %u: %s%u lane %u of "
            "the load at pc 0x%04x\n  written %llu cycles after the load's retire, model <= %llu "
            "(pws_timing.json %s_%s)\n", (unsigned long long)cycle, cu, simd, unit,
            ctx, r, w->reg, w->lane, w->pc, (unsigned long long)(cycle - w->cycle),
            (unsigned long long)s->ret[kd], bound[kd], s->alone ? "worst" : "busy");
    }
    return 0;
}

/* Port k's late write of kind kd (an SMEM load's dword reaching the SRF, a posted FLAT load's
 * lane dword reaching the VRF; reported the cycle after): matched with the oldest golden dword
 * of that kind in flight of its wavefront, or kept until the load retires. Returns 0
 * (r->mismatch set on a difference). */
static int check_late(run *s, unsigned k, int kd)
{
    const cosim_commit *p = &s->p->c[k];
    unsigned cu = port_cu(s, k), simd = port_simd(s, k);
    unsigned ctx = kd == LATE_SGPR ? p->lw_ctx : p->lv_ctx, unit = port_unit(s, k);
    unsigned reg = kd == LATE_SGPR ? p->lw_sgpr : p->lv_vgpr;
    unsigned lane = kd == LATE_SGPR ? 0 : p->lv_lane;
    uint32_t data = kd == LATE_SGPR ? p->lw_data : p->lv_data;
    if (s->c->split == PWS_SPLIT_DWS && emit_cu_has_split_hw(s->c)) {   /* bank x contexts */
        unit = ctx / s->c->contexts;
        ctx %= s->c->contexts;
    }
    slot *sl = ctx < s->c->contexts ? slot_at(s, cu, simd, ctx) : NULL;
    if (!sl || !sl->busy || unit >= COSIM_MAX_UNITS) {
        late_mismatch(s, kd, k, ctx, unit, NULL, "late write to a context without a wavefront",
                      0, reg);
        return 0;
    }
    sl->last_lw[unit] = s->cycle;
    if (sl->lw_n[kd][unit] && !sl->lw_obs[kd][unit])
        return match_late(s, kd, k, ctx, unit, late_pop(s, kd, sl, unit), reg, lane, data,
                          s->cycle);
    if (sl->lw_n[kd][unit] == s->late_cap[kd]) {
        late_mismatch(s, kd, k, ctx, unit, NULL, "late writes before the load retired (more "
                      "than a load's dwords)", s->late_cap[kd], sl->lw_n[kd][unit] + 1);
        return 0;
    }
    sl->lw_obs[kd][unit] = 1;
    late_push(s, kd, sl, unit, (late_write){ .cycle = s->cycle, .val = data,
                                             .reg = (uint16_t)reg, .lane = (uint8_t)lane });
    return 0;
}

/* The golden dword w of the load that port k retires now, of kind kd: matched with a late write
 * the RTL already made, or queued for the next one. Returns 0 (r->mismatch set on a
 * difference). */
static int expect_late(run *s, int kd, unsigned k, slot *sl, unsigned unit, late_write w)
{
    const cosim_commit *p = &s->p->c[k];
    if (sl->lw_obs[kd][unit] && sl->lw_n[kd][unit]) {   /* written before this retire */
        const late_write *o = late_pop(s, kd, sl, unit);
        return match_late(s, kd, k, p->ctx, unit, &w, o->reg, o->lane, o->val, o->cycle);
    }
    sl->lw_obs[kd][unit] = 0;
    /* the CU retires a load before its requests: the harness's ring is the bound */
    CHECK(kd == LATE_SGPR ? "SMEM dwords in flight on the unit (the harness's ring)"
                          : "VGPR dwords in flight on the unit (the harness's ring)",
          1, sl->lw_n[kd][unit] < s->late_cap[kd]);
    late_push(s, kd, sl, unit, w);
    return 0;
}

/* Compares commit port k with the golden model's step of the same wavefront. Returns 0
 * (r->mismatch set on a difference) or a golden error (reported). */
static int check_commit(run *s, unsigned k)
{
    const cosim_commit *p = &s->p->c[k];
    unsigned cu = port_cu(s, k), simd = port_simd(s, k);
    unsigned unit = port_unit(s, k);   /* the SpSIMD whose port it is (0: the SIMD) */
    if (p->ctx >= s->c->contexts || !slot_at(s, cu, simd, p->ctx)->busy) {
        mismatch(s, k, "commit from a context with no wavefront", 0, p->ctx);
        return 0;
    }
    slot *sl = slot_at(s, cu, simd, p->ctx);
    CHECK("wave id", sl->wave, p->wave);
    if (s->c->split == PWS_SPLIT_DWS && emit_cu_has_split_hw(s->c))   /* one unit plays S + 1 */
        CHECK("unit (SpSIMD) beyond --spsimds", 0, p->unit > s->c->spsimds);
    else
        CHECK("unit (SpSIMD)", unit, p->unit);
    unit = p->unit;
    if (p->err) {
        /* The RTL stops at an instruction it cannot execute. docs/isa.md's run-time errors that
         * the RTL detects too (R3: "s_merge without a matching s_split"; an undecodable word) are
         * the golden model's as well: the same instruction failing in both is the defined
         * outcome, and the run ends with golden's error (reported by golden_step). */
        golden_event ev;
        int rc = golden_step(s->g, sl->wave + unit, &ev);
        if (rc < 0)
            return rc;
        mismatch(s, k, "rtl error flag (not decodable or not implemented)", 0, 1);
        return 0;
    }
    golden_event ev;
    unsigned id = sl->wave + unit;   /* golden_wave_id(wg, wf, unit): wave ids are S + 1 apart */
    int rc = split_partner_arrives(s, id);
    if (rc < 0)
        return rc;
    rc = golden_step(s->g, id, &ev);
    if (rc < 0)
        return rc;
    if (rc == 0) {
        mismatch(s, k, "golden context is blocked (barrier/merge) but rtl retired", 0, 1);
        /* where the workgroup's other wavefronts are, in the golden model */
        for (unsigned j = 0; j < golden_wg_num_waves(s->g, sl->wg); j++) {
            const wave *w = golden_wave(s->g, golden_wave_id(s->g, sl->wg, j, 0));
            if (w)
                say(s, "  golden wave %u: status %d pc 0x%04x\n",
                    golden_wave_id(s->g, sl->wg, j, 0), (int)w->status, w->pc);
        }
        return 0;
    }
    s->r->retired++;
    sl->last_pc = p->pc;
    CHECK("pc", ev.pc, p->pc);
    CHECK("word0", ev.word[0], p->inst0);
    if (ev.nwords > 1)
        CHECK("word1", ev.word[1], p->inst1);
    CHECK("next_pc", ev.next_pc, p->next_pc);
    CHECK("sgpr write", (ev.has & EV_SGPR) != 0, p->sgpr_cnt != 0);
    isa_inst in;
    int decoded = isa_decode(ev.word, ev.nwords, &in) > 0;
    /* an SMEM load retires with its requests; its SGPRs are written as the data comes back */
    CHECK("sgpr data written later (an SMEM load)", decoded && isa_info(in.op)->cls == ISA_CLS_SMEM,
          p->sgpr_late);
    if (ev.has & EV_SGPR) {
        CHECK("sgpr base (operand code)", ev.sgpr_base, p->sgpr_base);
        CHECK("sgpr count", ev.sgpr_count, p->sgpr_cnt);
        for (unsigned i = 0; i < ev.sgpr_count && i < 16 && !p->sgpr_late; i++)
            CHECKF(ev.sgpr_val[i], p->sgpr_data[i], "sgpr data[%u] (operand code %u)", i,
                   ev.sgpr_base + i);
        if (p->sgpr_late) {   /* what each late write must bring, in order */
            for (unsigned i = 0; i < ev.sgpr_count && i < 16; i++) {
                late_write w = { s->cycle, p->pc, p->inst0, p->inst1, ev.sgpr_val[i],
                                 (uint16_t)(ev.sgpr_base + i), 0 };
                if ((rc = expect_late(s, LATE_SGPR, k, sl, unit, w)) || s->r->mismatch)
                    return rc;
            }
            CHECK("late SGPR writes the load did not make", 0,
                  sl->lw_obs[LATE_SGPR][unit] ? sl->lw_n[LATE_SGPR][unit] : 0);
        }
    }
    CHECK("vgpr write", (ev.has & EV_VGPR) != 0, p->vgpr_we);
    /* every FLAT and DS instruction that loads retires before its data, which comes lane by
     * lane */
    int vmem_cls = decoded && (isa_info(in.op)->cls == ISA_CLS_FLAT
                               || isa_info(in.op)->cls == ISA_CLS_DS);
    CHECK("vgpr data written later (a FLAT or DS load)", vmem_cls && (ev.has & EV_VGPR),
          p->vgpr_late);
    int vkind = decoded && isa_info(in.op)->cls == ISA_CLS_DS ? LATE_LDS : LATE_VGPR;
    if (ev.has & EV_VGPR) {
        CHECK("vgpr base", ev.vgpr_base, p->vgpr_base);
        CHECK("vgpr count", ev.vgpr_count, p->vgpr_cnt);
        CHECK("vgpr lane mask", ev.vgpr_mask, p->vgpr_mask);
        /* what each late write must bring, in the order of the accesses: lane by lane, each
         * lane's dwords in order */
        for (unsigned l = 0; p->vgpr_late && l < s->c->wave; l++)
            for (unsigned d = 0; (ev.vgpr_mask >> l & 1) && d < ev.vgpr_count && d < 4; d++) {
                late_write w = { s->cycle, p->pc, p->inst0, p->inst1, ev.vgpr_val[d][l],
                                 (uint16_t)(ev.vgpr_base + d), (uint8_t)l };
                if ((rc = expect_late(s, vkind, k, sl, unit, w)) || s->r->mismatch)
                    return rc;
            }
        if (p->vgpr_late)
            CHECK("late VGPR writes the load did not make", 0,
                  sl->lw_obs[vkind][unit] ? sl->lw_n[vkind][unit] : 0);
        for (unsigned d = 0; d < ev.vgpr_count && d < 4 && !p->vgpr_late; d++)
            for (unsigned l = 0; l < s->c->wave; l++) {
                if (!(ev.vgpr_mask >> l & 1))
                    continue;
                CHECKF(ev.vgpr_val[d][l], p->vgpr_data[d][l], "v%u lane %u", ev.vgpr_base + d, l);
            }
    }
    if (decoded && isa_info(in.op)->cls == ISA_CLS_FLAT) {
        if ((rc = expect_flat(s, k, &ev, &in)) || s->r->mismatch)
            return rc;
    } else {
        CHECK("global memory write", (ev.has & EV_MEM_WR) && ev.mem_space == EV_SPACE_GLOBAL, 0);
    }
    CHECK("scc written", (ev.has & EV_SCC) != 0, p->scc_we);
    CHECK("scc", ev.scc, p->scc);
    CHECK("exec", ev.exec, p->exec);
    CHECK("vcc", ev.vcc, p->vcc);
    CHECK("m0", ev.m0, p->m0);
    CHECK("mode", ev.mode, p->mode);
    CHECK("split_mask", ev.split_mask, p->split_mask);
    /* the split event (docs/isa.md R2, R3): who split into whom / who merged, both masks */
    CHECK("split event (1 split, 2 merge)", ev.has & EV_SPLIT ? 1 : ev.has & EV_MERGE ? 2 : 0,
          p->split_ev);
    if (ev.has & (EV_SPLIT | EV_MERGE)) {
        CHECK("split parent (SpSIMD ID)", ev.split_parent, p->split_parent);
        CHECK("split child (SpSIMD ID, -1: null)", (long long)ev.split_child, (long long)p->split_child);
        CHECK("split mask of the parent", ev.split_mask_parent, p->split_mask_parent);
        CHECK("split mask of the child", ev.split_mask_child, p->split_mask_child);
    }
    /* s_waitcnt (GCN3 simm16: vmcnt [3:0], lgkmcnt [11:8]) retires only once at most that many
     * of its wavefront's FLAT loads, and of its SMEM and DS loads, are in flight (their stores
     * count too, which the harness does not see: loads alone are a lower bound) */
    if (decoded && in.op == ISA_s_waitcnt) {
        unsigned vm = in.imm & 15, lgkm = (in.imm >> 8) & 15;
        unsigned nv = loads_in_flight(s, LATE_VGPR, sl, unit);
        unsigned nl = loads_in_flight(s, LATE_SGPR, sl, unit) + loads_in_flight(s, LATE_LDS, sl, unit);
        CHECK("FLAT loads in flight at s_waitcnt (at most its vmcnt)", nv > vm ? vm : nv, nv);
        CHECK("SMEM and DS loads in flight at s_waitcnt (at most its lgkmcnt)",
              nl > lgkm ? lgkm : nl, nl);
    }
    CHECK("end (s_endpgm)", (ev.has & EV_END) != 0, p->end);
    if (p->end) {   /* it waits for its loads: the context may be given to another wavefront */
        CHECK("SMEM dwords in flight at s_endpgm", 0, sl->lw_n[LATE_SGPR][unit]);
        CHECK("FLAT dwords in flight at s_endpgm", 0, sl->lw_n[LATE_VGPR][unit]);
        CHECK("DS dwords in flight at s_endpgm", 0, sl->lw_n[LATE_LDS][unit]);
    }
    if ((rc = check_timing(s, k, sl, &ev)) || s->r->mismatch)
        return rc;
    if (s->t) {   /* the golden event, matched, at the RTL's cycle and location */
        ev.ctx = p->ctx;
        ev.spsimd = p->unit;
        trace_event(s->t, s->cycle, cu, simd, sl->wg, s->c->split, &ev,
                    TRACE_EV_REGS | TRACE_EV_SPLIT | TRACE_EV_BARRIER);
    }
    /* the wavefront is done when its last SWF ends (R5): golden frees all its contexts then */
    int done = (ev.has & EV_END) && golden_wave(s->g, sl->wave)->status == WAVE_FREE;
    wave_progress(s, cu, simd, p->ctx, (ev.has & EV_BARRIER) != 0, done);
    if (done) {
        sl->busy = 0;
        if (golden_wg_done(s->g, sl->wg)) {
            lds_release(s, sl->wg);
            if ((rc = golden_release_wg(s->g, sl->wg)))
                return rc;
        }
    }
    return 0;
}

static int any_busy(const run *s)
{
    size_t n = (size_t)s->nsimds * s->c->contexts;
    for (size_t i = 0; i < n; i++)
        if (s->slots[i].busy)
            return 1;
    return 0;
}

/* No commit for this many cycles is a deadlock. Worst legitimate gap: every context of a SIMD
 * retires its longest instruction first (flat_load_dwordx4 with every lane active: 4 x wave
 * accesses, each waiting up to simds - 1 cycles for the memory arbiter, plus fetch, reads and
 * write-back of every pass; counted here as 4 x wave round trips of mem_latency + 3 cycles one
 * after the other, which a pass's pipelined accesses never exceed), and an init sequence
 * (sgprs + vgprs x wave + 11 writes per context of the CU) may stall a write-back once per
 * write. Doubled. */
static uint64_t deadlock_window(const pws_cfg *c)
{
    uint64_t longest = 4ull * c->wave * (c->mem_latency + 3 + c->simds) + 64
                       + 10ull * (c->wave / c->lanes);
    uint64_t init = (uint64_t)c->simds * c->contexts * (c->sgprs + 11ull + (uint64_t)c->vgprs * c->wave);
    return 2 * (c->contexts * longest + init);
}

/* " ctx0:busy wave 3 last pc 0x0010; ctx1:free ...;" (one CU of one SIMD) or
 * " cu0.simd1.ctx0:busy ...;" for the one-line error reports. */
static void context_state(run *s, char *ctxs, size_t len)
{
    size_t n = 0;
    ctxs[0] = '\0';
    for (unsigned k = 0; k < s->nsimds; k++)
        for (unsigned i = 0; i < s->c->contexts && n < len; i++) {
            const slot *sl = slot_at(s, k / s->c->simds, k % s->c->simds, i);
            if (s->nsimds > 1)
                n += (size_t)snprintf(ctxs + n, len - n, " cu%u.simd%u.", k / s->c->simds,
                                      k % s->c->simds);
            n += (size_t)snprintf(ctxs + n, len - n, "%sctx%u:%s wave %u last pc 0x%04x;",
                                  s->nsimds > 1 ? "" : " ", i, sl->busy ? "busy" : "free",
                                  sl->wave, sl->last_pc);
        }
}

/* R3's "s_merge partner has ended": the RTL parks an SWF at s_merge (its arrival retires
 * nothing) and, with the partner gone, never wakes it, so the run ends in the deadlock
 * detector. Golden reports the error when that SWF steps; stepping every live SWF that stands
 * at an s_merge gives golden's error (reported), or 0 if golden has none there. */
static int golden_merge_error(run *s)
{
    if (s->c->split != PWS_SPLIT_PWS)
        return 0;
    for (unsigned k = 0; k < s->nsimds; k++)
        for (unsigned i = 0; i < s->c->contexts; i++) {
            const slot *sl = slot_at(s, k / s->c->simds, k % s->c->simds, i);
            for (unsigned u = 0; sl->busy && u <= s->c->spsimds; u++) {
                if (!at_merge(golden_wave(s->g, sl->wave + u)))
                    continue;
                golden_event ev;
                int rc = golden_step(s->g, sl->wave + u, &ev);
                if (rc < 0)
                    return rc;
            }
        }
    return 0;
}

static int deadlock(run *s)
{
    int rc = golden_merge_error(s);
    if (rc < 0)   /* golden's error is the run's one-line error; the RTL waits there, as R3 expects */
        return rc;
    char ctxs[8192];
    context_state(s, ctxs, sizeof ctxs);
    return diag_at("cosim", PWS_EDEADLOCK, "deadlock: no commit for %llu cycles at cycle %llu "
                   "(running 0x%x):%s", (unsigned long long)deadlock_window(&s->worst),
                   (unsigned long long)s->cycle, s->p->cu[0].running[0], ctxs);
}

static int compare_memory(run *s, golden *rtl_mem)
{
    for (unsigned i = 0; i < golden_num_args(s->g); i++) {
        uint64_t a, n, a2, n2;
        if (golden_buffer(s->g, i, &a, &n) || golden_buffer(rtl_mem, i, &a2, &n2))
            continue;
        const uint8_t *x = mem_ptr(golden_memory(s->g), a, (size_t)n);
        const uint8_t *y = mem_ptr(s->rmem, a2, (size_t)n2);
        for (uint64_t b = 0; b < n; b++)
            if (x[b] != y[b]) {
                s->r->mismatch = 1;
                say(s, "cosim: MISMATCH in final memory: argument %u byte %llu (address 0x%llx)\n"
                    "  golden: 0x%02x\n  rtl:    0x%02x\n", i, (unsigned long long)b,
                    (unsigned long long)(a + b), x[b], y[b]);
                return 0;
            }
    }
    return 0;
}

static int run_loop(run *s, const kernel *k)
{
    cosim_port *p = s->p;
    uint64_t max_cycles = s->o->max_cycles;
    p->rst_n = 0;
    for (int i = 0; i < 2; i++)
        s->ops->step(s->m, p);
    p->rst_n = 1;
    for (size_t i = 0; i < k->ncode; i++) {   /* the code image, one dword per clock */
        p->imem_we = 1;
        p->imem_waddr = (uint32_t)i;
        p->imem_wdata = k->code[i];
        s->ops->step(s->m, p);
    }
    p->imem_we = 0;
    unsigned nwg = golden_num_wgs(s->g), next = 0;
    int rc;
    while (1) {
        rc = 0;
        while (next < nwg && (rc = dispatch_wg(s, next)) == 1)
            next++;
        if (rc < 0)
            return rc;
        if (next == nwg && !any_busy(s))
            break;
        if ((rc = tick(s)))
            return rc;
        if (s->r->mismatch)   /* a memory access the golden model did not make (check_access) */
            return 0;
        /* late writes first: each belongs to a load that retired in an earlier cycle */
        for (unsigned j = 0; j < s->nports && !s->o->no_check; j++) {
            if (p->c[j].lw_valid && ((rc = check_late(s, j, LATE_SGPR)) || s->r->mismatch))
                return rc;
            int lvk = port_slot(s, j) == EMIT_PIPE_UNIT_LDS ? LATE_LDS : LATE_VGPR;
            if (p->c[j].lv_valid && ((rc = check_late(s, j, lvk)) || s->r->mismatch))
                return rc;
        }
        /* several commits in one cycle: checked in CU order, then SIMD order */
        for (unsigned j = 0; j < s->nports; j++) {   /* CU, SIMD, unit order */
            if (!p->c[j].valid)
                continue;
            s->last_commit = s->cycle;
            rc = s->o->no_check ? note_commit(s, j) : check_commit(s, j);
            if (rc)
                return rc;
            if (s->r->mismatch)
                return 0;
        }
        if (s->cycle >= max_cycles || stop_signal) {
            char ctxs[8192];
            context_state(s, ctxs, sizeof ctxs);
            if (stop_signal)
                return diag_at("cosim", PWS_ELIMIT, "interrupted by signal %d at cycle %llu:%s",
                               (int)stop_signal, (unsigned long long)s->cycle, ctxs);
            return diag_at("cosim", PWS_ELIMIT, "watchdog: %llu cycles (--max-cycles) reached:%s",
                           (unsigned long long)max_cycles, ctxs);
        }
        if (s->cycle - s->last_commit > deadlock_window(&s->worst))
            return deadlock(s);
    }
    return 0;
}

int cosim_run(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
              const cosim_model_ops *ops, uint64_t max_cycles, cosim_result *r)
{
    return cosim_run_fst(g, rtl_mem, k, c, ops, max_cycles, NULL, r);
}

int cosim_run_fst(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
                  const cosim_model_ops *ops, uint64_t max_cycles, const char *fst,
                  cosim_result *r)
{
    cosim_opts o = { .max_cycles = max_cycles, .fst = fst };
    return cosim_run_opts(g, rtl_mem, k, c, ops, &o, r);
}

/* Frees what run_alloc allocated (NULL members are fine). */
static void run_free(run *s)
{
    for (unsigned i = 0; i < COSIM_MAX_CUS; i++) {
        free(s->cu[i].q);
        free(s->cu[i].qrow);
        free(s->cu[i].resp);
        free(s->cu[i].lds);
    }
    free(s->wg_cu);
    free(s->wg_live);
    free(s->wg_arrived);
    free(s->timing);
    free(s->slots);
    free(s->exp);
    free(s->exp_head);
    free(s->exp_n);
    for (int kd = 0; kd < LATE_KINDS; kd++)
        free(s->late[kd]);
    free(s->p);
}

static int run_alloc(run *s)
{
    const pws_cfg *c = s->c;
    s->nsimds = c->cus * c->simds;
    s->units = emit_pipe_units(c);
    _Static_assert(EMIT_PIPE_SLOTS == COSIM_SLOTS, "cosim_port.c holds every unit's slots");
    s->cslots = EMIT_PIPE_SLOTS;
    s->nports = s->nsimds * s->units * s->cslots;
    s->p = calloc(1, sizeof *s->p);
    s->slots = calloc((size_t)s->nsimds * c->contexts, sizeof *s->slots);
    s->wg_cu = calloc(golden_num_wgs(s->g) + 1, sizeof *s->wg_cu);
    s->wg_live = calloc(golden_num_wgs(s->g) + 1, sizeof *s->wg_live);
    s->wg_arrived = calloc(golden_num_wgs(s->g) + 1, sizeof *s->wg_arrived);
    s->timing = calloc(ISA_NUM_OPS + 1, sizeof *s->timing);
    /* loads retire before their requests: a unit's loads in flight, and its queue's answers */
    s->late_cap[LATE_SGPR] = (c->mem_insts + 1) * 16 + c->smem_queue;
    s->late_cap[LATE_VGPR] = (c->mem_insts + 1) * 4 * c->wave + emit_pipe_vmem_queue(c);
    s->late_cap[LATE_LDS] = (c->mem_insts + 1) * 2 * c->wave + EMIT_PIPE_LDS_QUEUE;
    s->exp_cap = (c->mem_insts + 2) * 4 * c->wave;
    s->exp = calloc((size_t)s->nsimds * s->exp_cap, sizeof *s->exp);
    s->exp_head = calloc(s->nsimds, sizeof *s->exp_head);
    s->exp_n = calloc(s->nsimds, sizeof *s->exp_n);
    for (int kd = 0; kd < LATE_KINDS; kd++)
        s->late[kd] = calloc((size_t)s->nsimds * c->contexts * COSIM_MAX_UNITS * s->late_cap[kd],
                             sizeof *s->late[kd]);
    int ok = s->p && s->slots && s->wg_cu && s->wg_live && s->wg_arrived && s->timing
             && s->late[LATE_SGPR] && s->late[LATE_VGPR] && s->late[LATE_LDS] && s->exp
             && s->exp_head && s->exp_n;
    s->worst = *c;
    s->worst.mem_latency += s->o->mem_jitter;
    s->rng = s->o->seed;
    for (unsigned op = 0; ok && op < ISA_NUM_OPS; op++) {   /* ops it does not run: refused */
        emit_timing_op(c, (isa_op)op, &s->timing[op]);
        emit_timing_entry hi = s->timing[op];
        emit_timing_op(&s->worst, (isa_op)op, &hi);   /* the same entry when jitter is 0 */
        s->timing[op].worst = hi.worst;
        s->timing[op].busy_worst = hi.busy_worst;
        s->timing[op].gap_worst = hi.gap_worst;
    }
    /* one wavefront: nothing interferes while it is one SWF (its SWFs share the memory port,
     * the VRF and the split token; check_timing counts them) */
    s->alone = golden_num_wgs(s->g) == 1 && golden_wg_num_waves(s->g, 0) == 1;
    uint64_t ret_own, ret_busy;
    emit_timing_smem_return(&s->worst, &ret_own, &ret_busy);
    s->ret[LATE_SGPR] = s->alone ? ret_own : ret_busy;
    emit_timing_vmem_return(&s->worst, &ret_own, &ret_busy);
    s->ret[LATE_VGPR] = s->alone ? ret_own : ret_busy;
    emit_timing_lds_return(&s->worst, &ret_own, &ret_busy);
    s->ret[LATE_LDS] = s->alone ? ret_own : ret_busy;
    s->swfs = 1;
    s->shared_until = 0;
    for (unsigned i = 0; i < c->cus && ok; i++) {
        cu_state *u = &s->cu[i];
        /* a VGPR per write (at most a row of pass groups), with its row */
        u->qcap = (size_t)c->simds * c->contexts
                      * (c->sgprs + 14 + (size_t)c->vgprs * (c->wave / c->lanes))
                  + c->lds_bytes / 4 * (size_t)c->simds * c->contexts + 1;
        u->qrow = calloc(u->qcap * c->wave, sizeof *u->qrow);
        ok = u->qrow != NULL;
        u->rcap = s->worst.mem_latency + 2;   /* one request per cycle, each due within L + J */
        u->q = calloc(u->qcap, sizeof *u->q);
        u->resp = calloc(u->rcap, sizeof *u->resp);
        u->lds = calloc((size_t)c->simds * c->contexts, sizeof *u->lds);
        ok = ok && u->q && u->resp && u->lds;
    }
    if (!ok)
        return diag_at("cosim", PWS_ENOMEM, "out of memory");
    s->p->cus = c->cus;
    s->p->simds = c->simds;
    s->p->contexts = c->contexts;
    s->p->wave = c->wave;
    s->p->init_lanes = pws_cfg_init_lanes(c);
    s->p->ctx_width = emit_cu_clog2(emit_pipe_contexts(c));   /* every bank of a SIMD */
    s->p->simd_width = emit_cu_idx_width(c->simds);
    s->p->units = s->units;
    s->p->slots = s->cslots;
    s->p->req_width = emit_pipe_req_width(c);
    return 0;
}

/* Creates o->trace with the header of this run (producer RTL, the configuration, the kernel's
 * code image) and its kernel_start record at cycle 0. NULL after reporting. */
static trace_writer *trace_open_rtl(const cosim_opts *o, const pws_cfg *c, const kernel *k)
{
    trace_header h = { .producer = TRACE_PRODUCER_RTL, .split = c->split, .wave = c->wave,
                       .lanes = c->lanes, .cus = c->cus, .simds = c->simds,
                       .spsimds = c->spsimds, .contexts = c->contexts,
                       .mem_latency = c->mem_latency, .entry = k->entry, .code = k->code,
                       .ncode = k->ncode };
    memcpy(h.grid, o->grid, sizeof h.grid);
    memcpy(h.wg, o->wg, sizeof h.wg);
    snprintf(h.name, sizeof h.name, "%s", k->name);
    trace_writer *t = trace_create(o->trace, &h);
    trace_rec r = { .type = TRACE_KERNEL_START, .cycle = 0 };
    if (t)
        trace_write(t, &r);
    return t;
}

int cosim_run_opts(golden *g, golden *rtl_mem, const kernel *k, const pws_cfg *c,
                   const cosim_model_ops *ops, const cosim_opts *o, cosim_result *r)
{
    memset(r, 0, sizeof *r);
    if (c->contexts > COSIM_MAX_CTX || c->cus > COSIM_MAX_CUS || c->simds > COSIM_MAX_SIMDS)
        return diag_at("cosim", PWS_EUNSUPPORTED, "--cus %u --simds %u --contexts %u: the harness "
                       "drives at most %d CUs of %d SIMDs of %d contexts", c->cus, c->simds,
                       c->contexts, COSIM_MAX_CUS, COSIM_MAX_SIMDS, COSIM_MAX_CTX);

    unsigned most = 0;
    for (unsigned i = 0; i < golden_num_wgs(g); i++)
        if (golden_wg_num_waves(g, i) > most)
            most = golden_wg_num_waves(g, i);
    if (most > c->simds * c->contexts)
        return diag_at("cosim", PWS_EUNSUPPORTED, "a workgroup of %u wavefronts does not fit one "
                       "CU (%u SIMDs x %u contexts): all its wavefronts must be resident together",
                       most, c->simds, c->contexts);
    uint32_t lds_size = golden_lds_size(g);   /* static LDS and the __local arguments' regions */
    if (lds_size > c->lds_bytes)
        return diag_at("cosim", PWS_EUNSUPPORTED, "the kernel's %u LDS bytes per workgroup "
                       "(%u static) exceed --lds-bytes %u", lds_size,
                       k->desc.group_segment_fixed_size, c->lds_bytes);
    run s = { 0 };
    s.lds_size = lds_size;
    s.ops = ops;
    s.c = c;
    s.o = o;
    s.g = g;
    s.rmem = golden_memory(rtl_mem);
    s.r = r;
    s.nsgprs = spi_kernel_sgprs(c, k);
    int rc = run_alloc(&s);
    s.m = rc ? NULL : ops->create();
    if (!rc && !s.m)
        rc = diag_at("cosim", PWS_ENOMEM, "cannot create the RTL model");
    if (rc) {
        run_free(&s);
        return rc;
    }
    if (o->fst) {
        /* probe the path here so that an unwritable one is a plain-C error with errno; only a
         * file this run created is removed again */
        struct stat st;
        int existed = stat(o->fst, &st) == 0;
        FILE *f = NULL;
        if ((rc = cosim_fst_path_ok("cosim", o->fst)))
            ;
        else if (!(f = fopen(o->fst, "wb")))
            rc = diag_at("cosim", PWS_EIO, "--fst '%s': %s", o->fst, strerror(errno));
        else if (fclose(f), ops->trace_open(s.m, o->fst)) {
            if (!existed)
                remove(o->fst);   /* not leave an empty file that looks like a trace */
            rc = diag_at("cosim", PWS_EIO, "--fst '%s': cannot open the trace (model built "
                         "without tracing?)", o->fst);
        }
    }
    if (!rc && o->trace && !(s.t = trace_open_rtl(o, c, k)))
        rc = PWS_EIO;   /* reported */
    if (!rc)
        rc = run_loop(&s, k);
    r->cycles = s.cycle;
    if (!rc && !r->mismatch && !o->no_check)
        rc = compare_memory(&s, rtl_mem);
    /* the trace's last record says how the run ended; trace_close reports a write error */
    trace_end_status end = r->mismatch ? TRACE_END_MISMATCH : !rc ? TRACE_END_OK
                           : rc == PWS_ELIMIT ? (stop_signal ? TRACE_END_SIGNAL : TRACE_END_LIMIT)
                           : TRACE_END_ERROR;
    if (trace_close(&s.t, s.cycle, end) && !rc)
        rc = PWS_EIO;
    ops->destroy(s.m);
    run_free(&s);
    return rc;
}
