/* cosim/cosim.c -- the lockstep run loop: SPI (init port), global memory with a fixed latency,
 * and the commit checker. Spec: docs/cosim.md. No printing here: mismatches are written into
 * cosim_result.report, errors go through diag(). */
#include "cosim.h"

#include "diag.h"
#include "dispatch.h"
#include "emit_cu.h"
#include "pws_err.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CTX 16

static volatile sig_atomic_t stop_signal;   /* see cosim_request_stop */

void cosim_request_stop(int sig)
{
    stop_signal = sig;
}

int cosim_check_kernel(const pws_cfg *c, const kernel *k)
{
    char why[200];
    if (emit_cu_refusal(c, NULL, why, sizeof why))
        return diag_at("cosim", PWS_EUNSUPPORTED, "%s", why);
    if (dispatch_num_vgprs(k) > c->vgprs)
        return diag_at("cosim", PWS_EUNSUPPORTED, "the kernel uses %u VGPRs; --vgprs is %u",
                       dispatch_num_vgprs(k), c->vgprs);
    if (k->ncode > EMIT_CU_IMEM_WORDS)
        return diag_at("cosim", PWS_EUNSUPPORTED, "code image of %zu dwords exceeds the %u-dword "
                       "instruction RAM", k->ncode, EMIT_CU_IMEM_WORDS);
    /* Every instruction start from the entry on (the code image holds nothing else after it;
     * a word that does not decode is padding and cannot be reached without a decodable branch
     * into it, which the golden model reports as an error anyway). */
    for (size_t pc = k->entry / 4; pc < k->ncode;) {
        isa_inst in;
        int n = isa_decode(k->code + pc, k->ncode - pc, &in);
        if (n <= 0) {
            pc++;
            continue;
        }
        if (emit_cu_refusal(c, &in, why, sizeof why))
            return diag_at("cosim", PWS_EUNSUPPORTED, "pc 0x%04zx: %s", pc * 4, why);
        pc += (size_t)n;
    }
    return 0;
}

typedef struct init_write {
    uint8_t ctx, sel, addr, lane;
    uint32_t data;
} init_write;

typedef struct run {
    const cosim_model_ops *ops;
    void *m;
    cosim_port p;
    const pws_cfg *c;
    golden *g;
    golden_mem *rmem;
    uint64_t cycle, last_commit;
    int busy[MAX_CTX];
    unsigned ctx_wave[MAX_CTX], ctx_wg[MAX_CTX];
    uint32_t last_pc[MAX_CTX];
    init_write *q;
    size_t qhead, qtail, qcap;
    int mem_pending;
    uint64_t mem_due;
    uint32_t mem_data;
    /* the memory accesses since the last commit: with one instruction in flight per SIMD and
     * one SIMD they all belong to the next instruction to commit */
    struct access { uint64_t addr; uint32_t data; uint8_t size, we; } log[EV_MAX_LANES * 4 + 16];
    unsigned nlog;
    cosim_result *r;
} run;

static void push_init(run *s, unsigned ctx, unsigned sel, unsigned addr, uint32_t data)
{
    init_write w = { (uint8_t)ctx, (uint8_t)sel, (uint8_t)addr, (uint8_t)(addr >> 8), data };
    s->q[s->qtail] = w;   /* a ring: each free context has at most one sequence queued */
    s->qtail = (s->qtail + 1) % s->qcap;
}

/* One clock: apply the next init write and a due memory response, clock, sample. */
static int tick(run *s)
{
    cosim_port *p = &s->p;
    p->init_we = 0;
    if (s->qhead != s->qtail) {
        init_write *w = &s->q[s->qhead];
        s->qhead = (s->qhead + 1) % s->qcap;
        p->init_we = 1;
        p->init_ctx = w->ctx;
        p->init_sel = w->sel;
        p->init_addr = w->addr;
        p->init_lane = w->lane;
        p->init_data = w->data;
    }
    p->mem_rvalid = 0;
    if (s->mem_pending && s->cycle >= s->mem_due) {
        p->mem_rvalid = 1;
        p->mem_rdata = s->mem_data;
        s->mem_pending = 0;
    }
    s->ops->step(s->m, p);
    s->cycle++;
    if (p->mem_req) {
        unsigned n = 1u << (p->mem_size > 2 ? 2 : p->mem_size);
        uint8_t *b = mem_ptr(s->rmem, p->mem_addr, n);
        if (!b || (p->mem_addr & (n - 1)))
            return diag_at("cosim", PWS_EMEM, "cycle %llu: rtl %s %u bytes at 0x%llx, outside "
                           "global memory or misaligned", (unsigned long long)s->cycle,
                           p->mem_we ? "writes" : "reads", n, (unsigned long long)p->mem_addr);
        s->mem_data = 0;
        for (unsigned i = 0; i < n; i++) {
            if (p->mem_we)
                b[i] = (uint8_t)(p->mem_wdata >> (8 * i));
            else
                s->mem_data |= (uint32_t)b[i] << (8 * i);
        }
        if (s->nlog < sizeof s->log / sizeof s->log[0]) {
            struct access *a = &s->log[s->nlog++];
            a->addr = p->mem_addr;
            a->size = (uint8_t)n;
            a->we = p->mem_we;
            a->data = p->mem_we ? p->mem_wdata & (n == 4 ? ~0u : (1u << (8 * n)) - 1) : s->mem_data;
        }
        s->mem_pending = 1;   /* a write is acknowledged like a read (data 0) */
        /* the request was on the pins during cycle s->cycle; the response is on them L
         * cycles later (a response in the request's own cycle would be missed) */
        s->mem_due = s->cycle + s->c->mem_latency;
    }
    return 0;
}

static unsigned free_contexts(const run *s)
{
    unsigned n = 0;
    for (unsigned i = 0; i < s->c->contexts; i++)
        n += !s->busy[i];
    return n;
}

/* Starts wavefront wf of workgroup wg in a free context: the golden model creates the
 * workgroup's contexts when its first wavefront starts, and each wavefront's registers are
 * written through the init port (the ABI is the golden model's own dispatch code). Wavefronts of
 * one workgroup need not be resident together: nothing the RTL runs synchronizes them (no
 * s_barrier, no LDS), so a workgroup larger than the contexts runs in turns. */
static int dispatch(run *s, unsigned wg, unsigned wf)
{
    int rc;
    if (wf == 0 && (rc = golden_dispatch_wg(s->g, wg)))
        return rc;
    unsigned id = golden_wave_id(s->g, wg, wf, 0);
    const wave *w = golden_wave(s->g, id);
    unsigned ctx = 0;
    while (s->busy[ctx])
        ctx++;
    s->busy[ctx] = 1;
    s->ctx_wave[ctx] = id;
    s->ctx_wg[ctx] = wg;
    s->last_pc[ctx] = w->pc;
    for (unsigned i = 0; i < s->c->sgprs; i++)
        push_init(s, ctx, EMIT_CU_INIT_SGPR, i, w->sgpr[i]);
    /* every VGPR the wave has, lane by lane: the golden model zeroes those beyond the ABI's,
     * and the VRF is not reset (a previous wave's values would remain) */
    for (unsigned r = 0; r < w->nvgprs; r++)
        for (unsigned l = 0; l < w->lanes; l++)
            push_init(s, ctx, EMIT_CU_INIT_VGPR, r | l << 8, w->vgpr[r * w->lanes + l]);
    push_init(s, ctx, EMIT_CU_INIT_PC, 0, w->pc);
    push_init(s, ctx, EMIT_CU_INIT_EXEC_LO, 0, (uint32_t)w->exec);
    push_init(s, ctx, EMIT_CU_INIT_EXEC_HI, 0, (uint32_t)(w->exec >> 32));
    push_init(s, ctx, EMIT_CU_INIT_VCC_LO, 0, (uint32_t)w->vcc);
    push_init(s, ctx, EMIT_CU_INIT_VCC_HI, 0, (uint32_t)(w->vcc >> 32));
    push_init(s, ctx, EMIT_CU_INIT_M0, 0, w->m0);
    push_init(s, ctx, EMIT_CU_INIT_MODE, 0, w->mode);
    push_init(s, ctx, EMIT_CU_INIT_SCC, 0, w->scc);
    push_init(s, ctx, EMIT_CU_INIT_START, 0, 0);
    return 0;
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

/* Starts the report of a mismatch on the instruction the commit port shows. */
static void mismatch(run *s, const char *field, unsigned long long want, unsigned long long got)
{
    const cosim_port *p = &s->p;
    uint32_t words[2] = { p->c_inst0, p->c_inst1 };
    char text[128] = "(not decodable)";
    isa_inst in;
    if (isa_decode(words, 2, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    s->r->mismatch = 1;
    say(s, "cosim: MISMATCH at cycle %llu: simd 0 context %u (wave %u) pc 0x%04x `%s`\n",
        (unsigned long long)s->cycle, p->c_ctx, s->ctx_wave[p->c_ctx], p->c_pc, text);
    say(s, "  field:  %s\n  golden: 0x%llx\n  rtl:    0x%llx\n", field, want, got);
}

#define CHECK(field, want, got)                                                     \
    do {                                                                            \
        unsigned long long w_ = (want), g_ = (got);                                 \
        if (w_ != g_) {                                                             \
            mismatch(s, field, w_, g_);                                             \
            return 0;                                                               \
        }                                                                           \
    } while (0)

/* Compares the commit port with the golden model's step of the same wavefront. Returns 0
 * (r->mismatch set on a difference) or a golden error (reported). */
static int check_commit(run *s)
{
    const cosim_port *p = &s->p;
    unsigned ctx = p->c_ctx;
    if (ctx >= s->c->contexts || !s->busy[ctx]) {
        mismatch(s, "commit from a context with no wavefront", 0, ctx);
        return 0;
    }
    if (p->c_err) {
        mismatch(s, "rtl error flag (not decodable or not implemented)", 0, 1);
        return 0;
    }
    golden_event ev;
    int rc = golden_step(s->g, s->ctx_wave[ctx], &ev);
    if (rc < 0)
        return rc;
    if (rc == 0) {
        mismatch(s, "golden context is blocked (barrier/merge) but rtl retired", 0, 1);
        return 0;
    }
    s->r->retired++;
    s->last_pc[ctx] = p->c_pc;
    CHECK("pc", ev.pc, p->c_pc);
    CHECK("word0", ev.word[0], p->c_inst0);
    if (ev.nwords > 1)
        CHECK("word1", ev.word[1], p->c_inst1);
    CHECK("next_pc", ev.next_pc, p->c_next_pc);
    CHECK("sgpr write", (ev.has & EV_SGPR) != 0, p->c_sgpr_cnt != 0);
    if (ev.has & EV_SGPR) {
        CHECK("sgpr base (operand code)", ev.sgpr_base, p->c_sgpr_base);
        CHECK("sgpr count", ev.sgpr_count, p->c_sgpr_cnt);
        for (unsigned i = 0; i < ev.sgpr_count && i < 16; i++) {
            char f[48];
            snprintf(f, sizeof f, "sgpr data[%u] (operand code %u)", i, ev.sgpr_base + i);
            CHECK(f, ev.sgpr_val[i], p->c_sgpr_data[i]);
        }
    }
    CHECK("vgpr write", (ev.has & EV_VGPR) != 0, p->c_vgpr_we);
    if (ev.has & EV_VGPR) {
        CHECK("vgpr base", ev.vgpr_base, p->c_vgpr_base);
        CHECK("vgpr count", ev.vgpr_count, p->c_vgpr_cnt);
        CHECK("vgpr lane mask", ev.vgpr_mask, p->c_vgpr_mask);
        for (unsigned d = 0; d < ev.vgpr_count && d < 4; d++)
            for (unsigned l = 0; l < s->c->wave; l++) {
                if (!(ev.vgpr_mask >> l & 1))
                    continue;
                char f[64];
                snprintf(f, sizeof f, "v%u lane %u", ev.vgpr_base + d, l);
                CHECK(f, ev.vgpr_val[d][l], p->c_vgpr_data[d][l]);
            }
    }
    isa_inst in;
    if (isa_decode(ev.word, ev.nwords, &in) > 0 && isa_info(in.op)->cls == ISA_CLS_FLAT) {
        /* every access the RTL made, in order: lanes ascending, dwords ascending */
        unsigned i = 0, size = 4;
        uint32_t fl = isa_info(in.op)->flags;
        if (in.op == ISA_flat_load_ubyte || in.op == ISA_flat_load_sbyte
            || in.op == ISA_flat_store_byte)
            size = 1;
        if (in.op == ISA_flat_load_ushort || in.op == ISA_flat_load_sshort
            || in.op == ISA_flat_store_short)
            size = 2;
        for (unsigned l = 0; l < s->c->wave; l++)
            for (unsigned d = 0; d < ev.mem_dwords && (ev.mem_mask >> l & 1); d++, i++) {
                char f[64];
                if (i >= s->nlog) {
                    snprintf(f, sizeof f, "memory accesses (lane %u dword %u missing)", l, d);
                    CHECK(f, i + 1, s->nlog);
                }
                const struct access *a = &s->log[i];
                snprintf(f, sizeof f, "memory access %u (lane %u dword %u) address", i, l, d);
                CHECK(f, ev.mem_addr[l] + 4 * d, a->addr);
                snprintf(f, sizeof f, "memory access %u (lane %u dword %u) bytes", i, l, d);
                CHECK(f, size, a->size);
                snprintf(f, sizeof f, "memory access %u (lane %u dword %u) write", i, l, d);
                CHECK(f, (fl & ISA_F_STORE) != 0, a->we);
                if (fl & ISA_F_STORE) {
                    snprintf(f, sizeof f, "memory write %u (lane %u dword %u) data", i, l, d);
                    CHECK(f, ev.mem_wdata[d][l], a->data);
                }
            }
        CHECK("memory accesses", i, s->nlog);
    } else {
        CHECK("memory write", (ev.has & EV_MEM_WR) != 0, 0);
    }
    CHECK("scc written", (ev.has & EV_SCC) != 0, p->c_scc_we);
    CHECK("scc", ev.scc, p->c_scc);
    CHECK("exec", ev.exec, p->c_exec);
    CHECK("vcc", ev.vcc, p->c_vcc);
    CHECK("m0", ev.m0, p->c_m0);
    CHECK("mode", ev.mode, p->c_mode);
    CHECK("split_mask", ev.split_mask, p->c_split_mask);
    CHECK("end (s_endpgm)", (ev.has & EV_END) != 0, p->c_end);
    if (ev.has & EV_END) {
        s->busy[ctx] = 0;
        unsigned wg = s->ctx_wg[ctx];
        if (golden_wg_done(s->g, wg) && (rc = golden_release_wg(s->g, wg)))
            return rc;
    }
    return 0;
}

static int any_busy(const run *s)
{
    for (unsigned i = 0; i < s->c->contexts; i++)
        if (s->busy[i])
            return 1;
    return 0;
}

/* No commit for this many cycles is a deadlock. Worst legitimate gap: every other context
 * retires its longest instruction first (flat_load_dwordx4 with every lane active: 4 x wave
 * memory round trips of mem_latency + 3 cycles, plus fetch, reads and write-back of every pass),
 * and an init sequence (sgprs + vgprs x wave + 10 writes) may stall a write-back once per
 * write. Doubled. */
static uint64_t deadlock_window(const pws_cfg *c)
{
    uint64_t longest = 4ull * c->wave * (c->mem_latency + 3) + 64 + 10ull * (c->wave / c->lanes);
    return 2 * (c->contexts * longest + c->contexts * (c->sgprs + 10ull + (uint64_t)c->vgprs * c->wave));
}

/* " ctx0:busy wave 3 last pc 0x0010; ctx1:free ...;" for the one-line error reports. */
static void context_state(const run *s, char *ctxs, size_t len)
{
    size_t n = 0;
    ctxs[0] = '\0';
    for (unsigned i = 0; i < s->c->contexts && n < len; i++)
        n += (size_t)snprintf(ctxs + n, len - n, " ctx%u:%s wave %u last pc 0x%04x;", i,
                              s->busy[i] ? "busy" : "free", s->ctx_wave[i], s->last_pc[i]);
}

static int deadlock(run *s)
{
    char ctxs[512];
    context_state(s, ctxs, sizeof ctxs);
    return diag_at("cosim", PWS_EDEADLOCK, "deadlock: no commit for %llu cycles at cycle %llu "
                   "(running 0x%x):%s", (unsigned long long)deadlock_window(s->c),
                   (unsigned long long)s->cycle, s->p.running, ctxs);
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

static int run_loop(run *s, const kernel *k, uint64_t max_cycles)
{
    cosim_port *p = &s->p;
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
    unsigned nwg = golden_num_wgs(s->g), next = 0, next_wf = 0;
    int rc;
    while (1) {
        while (next < nwg && free_contexts(s) > 0) {
            if ((rc = dispatch(s, next, next_wf)))
                return rc;
            if (++next_wf == golden_wg_num_waves(s->g, next)) {
                next++;
                next_wf = 0;
            }
        }
        if (next == nwg && !any_busy(s))
            break;
        if ((rc = tick(s)))
            return rc;
        if (p->c_valid) {
            s->last_commit = s->cycle;
            rc = check_commit(s);
            s->nlog = 0;
            if (rc)
                return rc;
            if (s->r->mismatch)
                return 0;
        }
        if (s->cycle >= max_cycles || stop_signal) {
            char ctxs[512];
            context_state(s, ctxs, sizeof ctxs);
            if (stop_signal)
                return diag_at("cosim", PWS_ELIMIT, "interrupted by signal %d at cycle %llu:%s",
                               (int)stop_signal, (unsigned long long)s->cycle, ctxs);
            return diag_at("cosim", PWS_ELIMIT, "watchdog: %llu cycles (--max-cycles) reached:%s",
                           (unsigned long long)max_cycles, ctxs);
        }
        if (s->cycle - s->last_commit > deadlock_window(s->c))
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
    memset(r, 0, sizeof *r);
    if (c->contexts > MAX_CTX)
        return diag_at("cosim", PWS_EUNSUPPORTED, "--contexts %u: the harness drives at most %d",
                       c->contexts, MAX_CTX);
    run s = { 0 };
    s.ops = ops;
    s.c = c;
    s.g = g;
    s.rmem = golden_memory(rtl_mem);
    s.r = r;
    s.qcap = (size_t)c->contexts * (c->sgprs + 10 + (size_t)c->vgprs * c->wave) + 1;
    s.q = calloc(s.qcap, sizeof *s.q);
    s.m = s.q ? ops->create() : NULL;
    if (!s.m) {
        free(s.q);
        return diag_at("cosim", PWS_ENOMEM, "cannot create the RTL model");
    }
    int rc = 0;
    if (fst) {
        /* probe the path here so that an unwritable one is a plain-C error with errno */
        FILE *f = fopen(fst, "wb");
        if (!f)
            rc = diag_at("cosim", PWS_EIO, "--fst '%s': %s", fst, strerror(errno));
        else if (fclose(f), ops->trace_open(s.m, fst)) {
            remove(fst);   /* not leave an empty file that looks like a trace */
            rc = diag_at("cosim", PWS_EIO, "--fst '%s': cannot open the trace (model built "
                         "without tracing?)", fst);
        }
    }
    if (!rc)
        rc = run_loop(&s, k, max_cycles);
    r->cycles = s.cycle;
    if (!rc && !r->mismatch)
        rc = compare_memory(&s, rtl_mem);
    ops->destroy(s.m);
    free(s.q);
    return rc;
}
