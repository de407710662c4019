/* golden/golden.c -- the golden machine: dispatch, contexts, the step loop, barriers, deadlock
 * and watchdog (see golden.h; spec docs/golden.md). Per-instruction semantics are exec.c's, the
 * split/merge rules split.c's, the register-initialisation ABI dispatch.c's.
 *
 * Hot path: golden_step -> step(). The code image is decoded once (golden_new) into one entry
 * per dword, so a step is: status check, table lookup, a handful of event field stores, and
 * exec_inst(). The event is never cleared as a whole (it is ~5 KB): only .has and the fields
 * that are meaningful without an EV_* bit are written. */
#include "golden.h"
#include "diag.h"
#include "dispatch.h"
#include "exec.h"
#include "pws_err.h"

#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#define QUEUE_SIZE 256u   /* sizeof(amd_queue_t): mapped zero-filled for the queue pointer */

typedef enum {
    DEC_NOT_START,   /* not the first dword of an instruction */
    DEC_BAD,         /* an instruction start that does not decode */
    DEC_EXEC,        /* executed by exec_inst */
    DEC_BRANCH_EXEC, /* s_cbranch_execz/execnz: exec_inst after the DWS check (R4) */
    DEC_SPLIT,       /* s_split (R2) */
    DEC_MERGE,       /* s_merge (R3) */
    DEC_END,         /* s_endpgm (R5) */
    DEC_BARRIER,     /* s_barrier (R6) */
} dec_kind;

typedef struct dec_inst {
    isa_inst in;
    uint8_t kind;    /* dec_kind */
    uint8_t cls;     /* isa_class, for the statistics */
} dec_inst;

/* A dispatched workgroup: its wavefronts' contexts (wf-major, SpSIMD minor), VRFs and LDS. */
typedef struct gwg {
    unsigned id;
    unsigned nwf;        /* wavefronts */
    unsigned live_wf;    /* wavefronts not done */
    wave *ctx;           /* nwf * (S + 1) */
    uint32_t *vgpr;      /* nwf VRFs of nvgprs * lanes dwords */
    uint8_t *lds;
    struct gwg *next;
} gwg;

struct golden {
    const kernel *k;
    golden_cfg cfg;
    dispatch_geom geo;
    dispatch_ptrs ptrs;
    unsigned nctx;           /* S + 1: contexts per wavefront */
    unsigned nvgprs;
    uint64_t max_insts;
    golden_mem *mem;
    dec_inst *dec;           /* one per code dword */
    size_t ndec;
    unsigned nargs;          /* explicit arguments */
    unsigned *argidx;        /* explicit index -> index in k->args */
    uint64_t *buf_addr, *buf_size;
    uint32_t *local_bytes;   /* per k->args entry: a dynamic LDS argument's size (0: not set) */
    uint32_t *local_off;     /* per k->args entry: its LDS offset (kernel_lds_layout) */
    uint32_t lds_size;       /* LDS bytes per workgroup: static + dynamic, a dword multiple */
    uint8_t *dispatched;     /* bitmap over workgroups */
    gwg *wgs;                /* dispatched, not released */
    golden_stats st;
    golden_retire_fn obs;
    void *obs_ctx;
    golden_event *ev;        /* golden_run's event */
};

/* ---- Diagnostics ----------------------------------------------------------------------------- */

/* "FILE:LINE: wave W pc 0xPPPP `disasm`" for the instruction at pc (FILE: alone when the pc
 * has no source line; parts that are unknown are left out), so that run-time errors name the
 * kernel and its source line as well as the wave. */
static void where(const golden *g, const wave *w, uint32_t pc, char *buf, size_t n)
{
    size_t i = pc >> 2;
    int ok = !(pc & 3) && i < g->ndec;
    unsigned line = ok && g->k->line ? g->k->line[i] : 0;
    char text[128] = "";
    if (ok && g->dec[i].kind >= DEC_EXEC) {
        text[0] = '`';
        isa_format(&g->dec[i].in, NULL, text + 1, sizeof text - 2);
        strcat(text, "`");
    }
    size_t len = exec_src_prefix(buf, n, g->k->file, line);
    snprintf(buf + len, n - len, "wave %u pc 0x%04x%s%s", w->id, (unsigned)pc,
             text[0] ? " " : "", text);
}

static int fail_at(const golden *g, const wave *w, uint32_t pc, int code, const char *msg)
{
    char buf[512];
    where(g, w, pc, buf, sizeof buf);
    return diag_at(buf, code, "%s", msg);
}

/* ---- Configuration and setup ----------------------------------------------------------------- */

void golden_cfg_default(golden_cfg *c)
{
    memset(c, 0, sizeof *c);
    c->split = SPLIT_MODE_NONE;
    for (unsigned d = 0; d < 3; d++)
        c->grid[d] = c->wg[d] = 1;
}

static int pow2_wave(unsigned n)
{
    return n >= 4 && n <= 64 && (n & (n - 1)) == 0;
}

int golden_cfg_check(const golden_cfg *c)
{
    static const char dim[3] = { 'x', 'y', 'z' };
    if (c->wave != 0 && !pow2_wave(c->wave))
        return diag(NULL, PWS_EUSAGE, "wavefront size %u is not a power of two in 4..64",
                    c->wave);
    if (c->split != SPLIT_MODE_NONE && c->split != SPLIT_MODE_DWS && c->split != SPLIT_MODE_PWS)
        return diag(NULL, PWS_EUSAGE, "unknown split mode %d", (int)c->split);
    if (c->spsimds > PWS_MAX_SPSIMDS)
        return diag(NULL, PWS_EUSAGE, "%u SpSIMDs: at most %u", c->spsimds, PWS_MAX_SPSIMDS);
    uint64_t items = 1, wgs = 1;
    for (unsigned d = 0; d < 3; d++) {
        if (c->grid[d] == 0)
            return diag(NULL, PWS_EUSAGE, "grid size in %c is 0", dim[d]);
        if (c->wg[d] == 0)
            return diag(NULL, PWS_EUSAGE, "workgroup size in %c is 0", dim[d]);
        items *= c->wg[d];
        if (items > GOLDEN_MAX_WG_ITEMS)
            return diag(NULL, PWS_EUSAGE, "workgroup of more than %u work-items",
                        GOLDEN_MAX_WG_ITEMS);
        wgs *= ((uint64_t)c->grid[d] + c->wg[d] - 1) / c->wg[d];
        if (wgs > GOLDEN_MAX_WGS)
            return diag(NULL, PWS_EUSAGE, "dispatch of more than %u workgroups", GOLDEN_MAX_WGS);
    }
    return 0;
}

static int check_kernel(const kernel *k, unsigned lanes)
{
    diag_loc loc = { k->file, 0 };
    if (k->desc.private_segment_fixed_size)
        return diag(&loc, PWS_EUNSUPPORTED, "kernel '%s' uses %u bytes of scratch per work-item: "
                    "scratch memory is not supported", k->name,
                    (unsigned)k->desc.private_segment_fixed_size);
    if (k->desc.float_round_mode_32)
        return diag(&loc, PWS_EUNSUPPORTED, "kernel '%s': float_round_mode_32 %u: only round to "
                    "nearest even (0) is supported", k->name, k->desc.float_round_mode_32);
    if (!pow2_wave(lanes))
        return diag(&loc, PWS_EUNSUPPORTED, "wavefront size %u is not a power of two in 4..64",
                    lanes);
    if (k->ncode == 0 || (k->entry & 3) || k->entry / 4 >= k->ncode)
        return diag(&loc, PWS_ERANGE, "kernel '%s': entry 0x%x is outside the code image",
                    k->name, (unsigned)k->entry);
    return 0;
}

static uint8_t kind_of(isa_op op)
{
    switch (op) {
    case ISA_s_split: return DEC_SPLIT;
    case ISA_s_merge: return DEC_MERGE;
    case ISA_s_endpgm: return DEC_END;
    case ISA_s_barrier: return DEC_BARRIER;
    case ISA_s_cbranch_execz:
    case ISA_s_cbranch_execnz: return DEC_BRANCH_EXEC;
    default: return DEC_EXEC;
    }
}

static void decode_at(golden *g, size_t i, int *len)
{
    dec_inst *d = &g->dec[i];
    int rc = isa_decode(&g->k->code[i], g->k->ncode - i, &d->in);
    if (rc <= 0) {
        d->kind = DEC_BAD;
        *len = 1;
        return;
    }
    d->kind = kind_of(d->in.op);
    d->cls = (uint8_t)isa_info(d->in.op)->cls;
    *len = rc;
}

/* Decodes every instruction start once: those the assembler marked in k->line, or, for a
 * kernel without line information, the instructions found by decoding from address 0. */
static void predecode(golden *g)
{
    const kernel *k = g->k;
    int len;
    for (size_t i = 0; i < k->ncode;) {
        if (k->line) {
            if (k->line[i])
                decode_at(g, i, &len);
            i++;
        } else {
            decode_at(g, i, &len);
            i += (size_t)len;
        }
    }
}

static int map_zero(golden *g, uint64_t size, const char *name, uint64_t *base)
{
    *base = mem_next_base(g->mem, size);
    return mem_map(g->mem, *base, size, name);
}

static int setup_memory(golden *g)
{
    const kernel *k = g->k;
    uint64_t ksize = k->desc.kernarg_size;
    for (unsigned i = 0; i < k->nargs; i++)
        if ((uint64_t)k->args[i].offset + k->args[i].size > ksize)
            ksize = (uint64_t)k->args[i].offset + k->args[i].size;
    ksize = (ksize + 15) & ~15ull;   /* HSA allocates the kernarg segment in 16-byte units */
    int rc = map_zero(g, DISPATCH_PACKET_SIZE, "dispatch packet", &g->ptrs.packet);
    if (!rc)
        rc = map_zero(g, QUEUE_SIZE, "queue", &g->ptrs.queue);
    if (!rc) {
        g->ptrs.kernarg = mem_next_base(g->mem, ksize);
        if (ksize)   /* with no kernarg segment the pointer leads to unmapped memory */
            rc = mem_map(g->mem, g->ptrs.kernarg, ksize, "kernarg segment");
    }
    if (rc)
        return rc;
    dispatch_packet(&g->geo, k, g->ptrs.kernarg, mem_ptr(g->mem, g->ptrs.packet, 64));
    return 0;
}

golden *golden_new(const kernel *k, const golden_cfg *cfg)
{
    if (golden_cfg_check(cfg))
        return NULL;
    unsigned lanes = cfg->wave ? cfg->wave : (k->wavefront_size ? k->wavefront_size : 64);
    if (check_kernel(k, lanes))
        return NULL;
    golden *g = calloc(1, sizeof *g);
    if (!g)
        goto oom;
    g->k = k;
    g->cfg = *cfg;
    g->cfg.wave = lanes;
    g->nctx = cfg->spsimds + 1;
    g->nvgprs = dispatch_num_vgprs(k);
    g->max_insts = cfg->max_insts ? cfg->max_insts : GOLDEN_DEFAULT_MAX_INSTS;
    memcpy(g->geo.grid, cfg->grid, sizeof g->geo.grid);
    memcpy(g->geo.wg, cfg->wg, sizeof g->geo.wg);
    g->geo.lanes = lanes;
    dispatch_geom_init(&g->geo);
    uint64_t nwg = (uint64_t)g->geo.nwg[0] * g->geo.nwg[1] * g->geo.nwg[2];
    if (nwg * g->geo.waves_per_wg * g->nctx > UINT32_MAX) {
        diag(NULL, PWS_EUSAGE, "dispatch too large: %llu contexts",
             (unsigned long long)(nwg * g->geo.waves_per_wg * g->nctx));
        golden_free(g);
        return NULL;
    }
    g->mem = mem_new();
    g->dec = calloc(k->ncode, sizeof *g->dec);
    g->ndec = k->ncode;
    g->argidx = calloc(k->nargs + 1, sizeof *g->argidx);
    g->buf_addr = calloc(k->nargs + 1, sizeof *g->buf_addr);
    g->buf_size = calloc(k->nargs + 1, sizeof *g->buf_size);
    g->local_bytes = calloc(k->nargs + 1, sizeof *g->local_bytes);
    g->local_off = calloc(k->nargs + 1, sizeof *g->local_off);
    g->dispatched = calloc((size_t)(nwg + 7) / 8, 1);
    g->ev = malloc(sizeof *g->ev);
    if (!g->mem || !g->dec || !g->argidx || !g->buf_addr || !g->buf_size || !g->local_bytes
        || !g->local_off || !g->dispatched || !g->ev)
        goto oom;
    g->lds_size = (k->desc.group_segment_fixed_size + 3) & ~3u;
    for (unsigned i = 0; i < k->nargs; i++)
        if (k->args[i].kind != KARG_HIDDEN)
            g->argidx[g->nargs++] = i;
    if (setup_memory(g))
        goto oom;
    predecode(g);
    return g;
oom:
    golden_free(g);
    diag(NULL, PWS_ENOMEM, "out of memory setting up the golden model");
    return NULL;
}

static void free_wg(gwg *w)
{
    if (!w)
        return;
    free(w->ctx);
    free(w->vgpr);
    free(w->lds);
    free(w);
}

void golden_free(golden *g)
{
    if (!g)
        return;
    while (g->wgs) {
        gwg *n = g->wgs->next;
        free_wg(g->wgs);
        g->wgs = n;
    }
    mem_free(g->mem);
    free(g->dec);
    free(g->argidx);
    free(g->buf_addr);
    free(g->buf_size);
    free(g->local_bytes);
    free(g->local_off);
    free(g->dispatched);
    free(g->ev);
    free(g);
}

/* ---- Arguments and buffers ------------------------------------------------------------------- */

unsigned golden_num_args(const golden *g) { return g->nargs; }

const kernel_arg *golden_arg(const golden *g, unsigned i)
{
    return i < g->nargs ? &g->k->args[g->argidx[i]] : NULL;
}

int golden_set_arg(golden *g, unsigned i, const void *val, size_t n)
{
    const kernel_arg *a = golden_arg(g, i);
    if (!a)
        return diag(NULL, PWS_ERANGE, "kernel argument %u does not exist (%u arguments)", i,
                    g->nargs);
    if (a->kind != KARG_BY_VALUE)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) is a %s, not a value", i, a->name,
                    a->kind == KARG_DYNAMIC_LDS ? "__local pointer" : "buffer");
    if (n != a->size)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) has %u bytes, not %zu", i,
                    a->name, (unsigned)a->size, n);
    return mem_write(g->mem, g->ptrs.kernarg + a->offset, val, n) ? PWS_ERANGE : 0;
}

int golden_map_buffer(golden *g, unsigned i, const void *data, uint64_t size, uint64_t *addr)
{
    const kernel_arg *a = golden_arg(g, i);
    if (!a)
        return diag(NULL, PWS_ERANGE, "kernel argument %u does not exist (%u arguments)", i,
                    g->nargs);
    if (a->kind != KARG_GLOBAL_BUFFER)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) is not a buffer", i, a->name);
    if (g->buf_size[i])
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) already has a buffer", i, a->name);
    if (size == 0)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s): empty buffer", i, a->name);
    char name[80];
    snprintf(name, sizeof name, "buffer %u (%s)", i, a->name);
    uint64_t base = mem_next_base(g->mem, size);
    int rc = mem_map(g->mem, base, size, name);
    if (rc)
        return diag(NULL, rc, "cannot map a buffer of %llu bytes for argument %u",
                    (unsigned long long)size, i);
    if (data)
        mem_write(g->mem, base, data, (size_t)size);
    uint8_t le[8];
    for (unsigned b = 0; b < 8; b++)
        le[b] = (uint8_t)(base >> (8 * b));
    mem_write(g->mem, g->ptrs.kernarg + a->offset, le, a->size < 8 ? a->size : 8);
    g->buf_addr[i] = base;
    g->buf_size[i] = size;
    if (addr)
        *addr = base;
    return 0;
}

int golden_set_local(golden *g, unsigned i, uint32_t bytes)
{
    const kernel_arg *a = golden_arg(g, i);
    if (!a)
        return diag(NULL, PWS_ERANGE, "kernel argument %u does not exist (%u arguments)", i,
                    g->nargs);
    if (a->kind != KARG_DYNAMIC_LDS)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) is not a __local pointer", i,
                    a->name);
    unsigned j = g->argidx[i];
    if (g->local_bytes[j])
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s) already has its LDS size", i,
                    a->name);
    if (bytes == 0)
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s): a __local region of 0 bytes", i,
                    a->name);
    g->local_bytes[j] = bytes;
    uint64_t total = kernel_lds_layout(g->k, g->local_bytes, g->local_off);
    if (total > KERNEL_MAX_LDS) {
        g->local_bytes[j] = 0;
        return diag(NULL, PWS_ERANGE, "kernel argument %u (%s): %u bytes of __local memory make "
                    "the workgroup's LDS %llu bytes (%u of them static), more than the %u a "
                    "workgroup can have", i, a->name, bytes, (unsigned long long)total,
                    (unsigned)g->k->desc.group_segment_fixed_size, KERNEL_MAX_LDS);
    }
    g->lds_size = (uint32_t)total;
    /* every region may have moved (they are placed in argument order): rewrite all offsets */
    for (unsigned n = 0; n < g->k->nargs; n++)
        if (g->k->args[n].kind == KARG_DYNAMIC_LDS) {
            uint8_t le[4];
            for (unsigned b = 0; b < 4; b++)
                le[b] = (uint8_t)(g->local_off[n] >> (8 * b));
            mem_write(g->mem, g->ptrs.kernarg + g->k->args[n].offset, le, 4);
        }
    dispatch_packet_set_lds(mem_ptr(g->mem, g->ptrs.packet, DISPATCH_PACKET_SIZE), g->lds_size);
    return 0;
}

uint32_t golden_lds_size(const golden *g) { return g->lds_size; }

uint32_t golden_local_offset(const golden *g, unsigned i)
{
    return i < g->nargs ? g->local_off[g->argidx[i]] : 0;
}

int golden_buffer(const golden *g, unsigned i, uint64_t *addr, uint64_t *size)
{
    if (i >= g->nargs || !g->buf_size[i])
        return PWS_ERANGE;
    *addr = g->buf_addr[i];
    *size = g->buf_size[i];
    return 0;
}

golden_mem *golden_memory(golden *g) { return g->mem; }
uint64_t golden_dispatch_ptr(const golden *g) { return g->ptrs.packet; }
uint64_t golden_queue_ptr(const golden *g) { return g->ptrs.queue; }
uint64_t golden_kernarg_ptr(const golden *g) { return g->ptrs.kernarg; }

void golden_set_observer(golden *g, golden_retire_fn fn, void *ctx)
{
    g->obs = fn;
    g->obs_ctx = ctx;
}

const golden_stats *golden_get_stats(const golden *g) { return &g->st; }

/* ---- Geometry and contexts ------------------------------------------------------------------- */

unsigned golden_num_wgs(const golden *g)
{
    return g->geo.nwg[0] * g->geo.nwg[1] * g->geo.nwg[2];
}

unsigned golden_wg_num_waves(const golden *g, unsigned wg)
{
    return wg < golden_num_wgs(g) ? dispatch_wg_waves(&g->geo, wg) : 0;
}

unsigned golden_wave_size(const golden *g) { return g->geo.lanes; }
unsigned golden_num_spsimds(const golden *g) { return g->nctx - 1; }

unsigned golden_wave_id(const golden *g, unsigned wg, unsigned wf, unsigned spsimd)
{
    return (wg * g->geo.waves_per_wg + wf) * g->nctx + spsimd;
}

static gwg *find_wg(const golden *g, unsigned wg)
{
    for (gwg *w = g->wgs; w; w = w->next)
        if (w->id == wg)
            return w;
    return NULL;
}

static wave *find_wave(const golden *g, unsigned id, gwg **owner)
{
    unsigned per_wg = g->geo.waves_per_wg * g->nctx;
    gwg *w = find_wg(g, id / per_wg);
    unsigned rem = id % per_wg;
    if (!w || rem / g->nctx >= w->nwf)
        return NULL;
    *owner = w;
    return &w->ctx[rem];
}

const wave *golden_wave(const golden *g, unsigned wave_id)
{
    gwg *o;
    return find_wave(g, wave_id, &o);
}

static int was_dispatched(const golden *g, unsigned wg)
{
    return (g->dispatched[wg / 8] >> (wg % 8)) & 1;
}

int golden_dispatch_wg(golden *g, unsigned wg)
{
    if (wg >= golden_num_wgs(g))
        return diag(NULL, PWS_ERANGE, "workgroup %u does not exist (%u workgroups)", wg,
                    golden_num_wgs(g));
    if (was_dispatched(g, wg))
        return diag(NULL, PWS_ERANGE, "workgroup %u is already dispatched", wg);
    unsigned lanes = g->geo.lanes, nwf = dispatch_wg_waves(&g->geo, wg);
    size_t vrf = (size_t)g->nvgprs * lanes;
    for (unsigned i = 0; i < g->nargs; i++)
        if (g->k->args[g->argidx[i]].kind == KARG_DYNAMIC_LDS && !g->local_bytes[g->argidx[i]])
            return diag(NULL, PWS_EUSAGE, "kernel argument %u (%s) is a __local pointer without "
                        "a size (local:BYTES)", i, g->k->args[g->argidx[i]].name);
    uint32_t lds_size = g->lds_size;
    gwg *x = calloc(1, sizeof *x);
    if (x) {
        x->ctx = calloc((size_t)nwf * g->nctx, sizeof *x->ctx);
        x->vgpr = calloc((size_t)nwf * vrf, sizeof *x->vgpr);
        x->lds = lds_size ? calloc(lds_size, 1) : NULL;
    }
    if (!x || !x->ctx || !x->vgpr || (lds_size && !x->lds)) {
        free_wg(x);
        return diag(NULL, PWS_ENOMEM, "out of memory dispatching workgroup %u", wg);
    }
    x->id = wg;
    x->nwf = x->live_wf = nwf;
    for (unsigned f = 0; f < nwf; f++) {
        wave *c = &x->ctx[(size_t)f * g->nctx];
        for (unsigned s = 0; s < g->nctx; s++) {
            wave *w = &c[s];
            w->id = golden_wave_id(g, wg, f, s);
            w->wf = wg * g->geo.waves_per_wg + f;
            w->wg = wg;
            w->ctx = f;
            w->spsimd = s;
            w->lanes = lanes;
            w->lane_mask = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
            w->vgpr = x->vgpr + f * vrf;
            w->nvgprs = g->nvgprs;
            w->lds = x->lds;
            w->lds_size = lds_size;
            w->mem = g->mem;
            w->code = g->k->code;
            w->ncode = g->k->ncode;
            w->src_file = g->k->file;
            w->src_line = g->k->line;
        }
        dispatch_wave(&g->geo, g->k, &g->ptrs, wg, f, &c[0], c[0].vgpr);
        split_init(c, g->nctx - 1);
    }
    x->next = g->wgs;
    g->wgs = x;
    g->dispatched[wg / 8] |= (uint8_t)(1u << (wg % 8));
    g->st.workgroups++;
    g->st.wavefronts += nwf;
    return 0;
}

int golden_wg_done(const golden *g, unsigned wg)
{
    if (wg >= golden_num_wgs(g) || !was_dispatched(g, wg))
        return 0;
    const gwg *x = find_wg(g, wg);
    return !x || x->live_wf == 0;   /* released workgroups were done */
}

int golden_release_wg(golden *g, unsigned wg)
{
    for (gwg **p = &g->wgs; *p; p = &(*p)->next) {
        if ((*p)->id != wg)
            continue;
        if ((*p)->live_wf)
            return diag(NULL, PWS_ERANGE, "workgroup %u cannot be released: it has not ended",
                        wg);
        gwg *x = *p;
        *p = x->next;
        free_wg(x);
        return 0;
    }
    return diag(NULL, PWS_ERANGE, "workgroup %u is not dispatched", wg);
}

/* ---- Barriers and deadlock ------------------------------------------------------------------- */

/* R6: when every live context of the workgroup waits at a barrier, all of them go on. */
static void barrier_check(const golden *g, gwg *x)
{
    size_t n = (size_t)x->nwf * g->nctx;
    int any = 0;
    for (size_t i = 0; i < n; i++) {
        wave_status s = x->ctx[i].status;
        if (s == WAVE_FREE || s == WAVE_ENDED)
            continue;
        if (s != WAVE_BARRIER)
            return;
        any = 1;
    }
    if (!any)
        return;
    for (size_t i = 0; i < n; i++)
        if (x->ctx[i].status == WAVE_BARRIER)
            x->ctx[i].status = WAVE_READY;
}

/* Reports the deadlock of x (no ready context), naming its first context (in wave id order)
 * that waits at s_merge. One always exists: a barrier alone cannot deadlock, since the last
 * live context to arrive releases all (barrier_check); so only s_merge waits can leave every
 * live context blocked, possibly with others waiting at a barrier behind them. */
static int deadlock(const golden *g, const gwg *x)
{
    size_t n = (size_t)x->nwf * g->nctx;
    const wave *w = NULL;
    for (size_t i = 0; i < n && !w; i++)
        if (x->ctx[i].status == WAVE_MERGE)
            w = &x->ctx[i];
    if (!w)
        return diag(NULL, PWS_EDEADLOCK, "deadlock in workgroup %u: no context can progress",
                    x->id);
    char msg[160];
    snprintf(msg, sizeof msg, "deadlock: no context can progress; this SWF waits at s_merge for "
             "its partner on SpSIMD %d", split_partner(w));
    return fail_at(g, w, w->pc, PWS_EDEADLOCK, msg);
}

int golden_wg_check(golden *g, unsigned wg)
{
    const gwg *x = find_wg(g, wg);
    if (!x || x->live_wf == 0)
        return 0;
    size_t n = (size_t)x->nwf * g->nctx;
    for (size_t i = 0; i < n; i++)
        if (x->ctx[i].status == WAVE_READY)
            return 0;
    return deadlock(g, x);
}

/* ---- Stepping -------------------------------------------------------------------------------- */

static void event_begin(const golden *g, golden_event *ev, const wave *w, const dec_inst *d)
{
    const uint32_t *code = g->k->code + (w->pc >> 2);
    ev->has = 0;
    ev->wave = w->id;
    ev->wf = w->wf;
    ev->ctx = w->ctx;
    ev->spsimd = w->spsimd;
    ev->pc = w->pc;
    ev->nwords = d->in.nwords;
    for (unsigned i = 0; i < d->in.nwords; i++)
        ev->word[i] = code[i];
    ev->seq = g->st.retired;
    ev->sgpr_count = 0;
    ev->vgpr_count = 0;
    ev->vgpr_mask = 0;
    ev->mem_mask = 0;
    ev->mem_dwords = 0;
    ev->split_parent = ev->split_child = -1;
    ev->split_mask_parent = ev->split_mask_child = 0;
}

/* The "state after" fields, for the instructions the machine executes itself. */
static void event_state(golden_event *ev, const wave *w, uint32_t next_pc)
{
    ev->exec = w->exec;
    ev->vcc = w->vcc;
    ev->split_mask = w->split_mask;
    ev->m0 = w->m0;
    ev->mode = w->mode;
    ev->scc = w->scc;
    ev->next_pc = next_pc;
}

static int step(golden *g, gwg *x, wave *w, golden_event *ev)
{
    ev->has = 0;
    if (w->status == WAVE_BARRIER || w->status == WAVE_MERGE)
        return 0;
    if (w->status != WAVE_READY)
        return fail_at(g, w, w->pc, PWS_ERANGE, w->status == WAVE_FREE
                       ? "stepped an SWF context that holds no SWF"
                       : "stepped an SWF that has ended");
    uint32_t pc = w->pc;
    size_t i = pc >> 2;
    if ((pc & 3) || i >= g->ndec || g->dec[i].kind == DEC_NOT_START)
        return fail_at(g, w, pc, PWS_ERANGE, i >= g->ndec
                       ? "pc is outside the code image" : "pc is not at an instruction start");
    const dec_inst *d = &g->dec[i];
    if (d->kind == DEC_BAD) {
        char msg[64];
        snprintf(msg, sizeof msg, "illegal instruction 0x%08x", (unsigned)g->k->code[i]);
        return fail_at(g, w, pc, PWS_EDECODE, msg);
    }
    if (g->st.retired >= g->max_insts) {
        char msg[64];
        snprintf(msg, sizeof msg, "instruction limit %llu reached",
                 (unsigned long long)g->max_insts);
        return fail_at(g, w, pc, PWS_ELIMIT, msg);
    }
    event_begin(g, ev, w, d);
    wave *ctx = w - w->spsimd;            /* the wavefront's contexts: SpSIMD 0..S */
    unsigned s = g->nctx - 1;
    split_mode mode = g->cfg.split;
    wave *r = w;                          /* the context the retire event belongs to */
    const char *why = NULL;
    int rc = 0;
    switch (d->kind) {
    case DEC_BRANCH_EXEC:
    case DEC_EXEC:
        /* R4: a DWS split happens before the branch, which the splitter then executes */
        if (d->kind == DEC_BRANCH_EXEC && split_dws(ctx, s, mode, w, ev))
            g->st.splits_dws++;
        if (isa_class_is_vector(d->cls))   /* count the lanes that do the work */
            g->st.lane_ops += (uint64_t)__builtin_popcountll(wave_active(w));
        rc = exec_inst(w, &d->in, ev);
        if (rc)
            return rc;
        break;
    case DEC_SPLIT: {
        uint32_t lo, hi;
        rc = exec_sread32(w, &d->in, d->in.src[0], &lo);
        if (!rc)
            rc = exec_sread32(w, &d->in, d->in.src[1], &hi);
        if (rc)
            return rc;
        rc = split_exec(ctx, s, mode, w, (uint64_t)hi << 32 | lo, pc + 4u * d->in.nwords, ev,
                        &why);
        if (rc)
            return fail_at(g, w, pc, rc, why);
        if (ev->split_child < 0)
            g->st.splits_null++;
        else
            g->st.splits_real++;
        event_state(ev, w, w->pc);
        break;
    }
    case DEC_MERGE:
        rc = split_merge(ctx, s, mode, w, ev, &r, &why);
        if (rc < 0)
            return fail_at(g, w, pc, rc, why);
        if (rc == 0)
            return 0;   /* waiting: nothing retired */
        if (ev->split_child < 0) {
            g->st.merges_null++;
        } else {
            g->st.merges_real++;
            ev->wave = r->id;   /* the completed merge retires once, as the target's */
            ev->spsimd = r->spsimd;
        }
        event_state(ev, r, r->pc);
        break;
    case DEC_END: {
        wave *waiting = NULL;
        ev->has |= EV_END;
        event_state(ev, w, pc);
        rc = split_end(ctx, s, w, &waiting, &why);
        if (rc < 0)
            return fail_at(g, waiting, waiting->pc, rc, why);
        if (rc == 1)
            x->live_wf--;
        barrier_check(g, x);
        break;
    }
    case DEC_BARRIER:
        w->pc += 4;
        w->status = WAVE_BARRIER;
        ev->has |= EV_BARRIER;
        event_state(ev, w, w->pc);
        barrier_check(g, x);
        break;
    default:
        return fail_at(g, w, pc, PWS_ERANGE, "pc is not at an instruction start");
    }
    r->retired++;
    g->st.retired++;
    g->st.by_class[d->cls]++;
    if (g->obs)
        g->obs(g->obs_ctx, ev);
    return 1;
}

int golden_step(golden *g, unsigned wave_id, golden_event *ev)
{
    gwg *x;
    wave *w = find_wave(g, wave_id, &x);
    if (!w) {
        ev->has = 0;
        return diag(NULL, PWS_ERANGE, "wave %u is not dispatched", wave_id);
    }
    return step(g, x, w, ev);
}

static volatile sig_atomic_t stop_signal;   /* golden_request_stop */

void golden_request_stop(int sig)
{
    stop_signal = sig;
}

int golden_stop_signal(void)
{
    return (int)stop_signal;
}

int golden_run(golden *g)
{
    unsigned nwg = golden_num_wgs(g);
    for (unsigned wg = 0; wg < nwg; wg++) {
        int rc;
        if (!was_dispatched(g, wg) && (rc = golden_dispatch_wg(g, wg)) != 0)
            return rc;
        gwg *x = find_wg(g, wg);
        if (!x)
            continue;   /* dispatched, done and released by the caller */
        size_t n = (size_t)x->nwf * g->nctx;
        while (x->live_wf) {
            int ready = 0;
            for (size_t i = 0; i < n; i++) {
                wave *w = &x->ctx[i];
                if (w->status != WAVE_READY)
                    continue;
                ready = 1;
                rc = step(g, x, w, g->ev);
                if (rc < 0)
                    return rc;
            }
            if (!ready)
                return deadlock(g, x);
            if (stop_signal)
                return diag_at(g->k->file, PWS_ELIMIT, "interrupted by signal %d after %llu "
                               "instructions", (int)stop_signal,
                               (unsigned long long)g->st.retired);
        }
        rc = golden_release_wg(g, wg);
        if (rc)
            return rc;
    }
    return 0;
}
