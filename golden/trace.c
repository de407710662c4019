/* golden/trace.c -- the trace writer (trace.h; byte layout: docs/trace-format.md).
 *
 * Records are encoded into a 64 KiB buffer and handed to gzwrite when it fills, so a producer
 * pays a few stores per field and one zlib call per ~60 KiB: tracing must not dominate a
 * co-simulation run. Compression level 1: a trace is written once and read rarely, and level 1
 * is several times faster than the default for a little more disk. The buffer only ever holds
 * whole records, so what reaches the file (and survives a kill) ends at a record boundary. */
#include "trace.h"
#include "diag.h"
#include "pws_err.h"
#include "split.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define BUF_SIZE 65536u
#define REC_MAX 2048u          /* larger than any record but the header (a retire: at most
                                  5 + 92 + 16 * 4 + 4 * 64 * 4 = 1185 bytes) */

#define SAME(a, b) ((unsigned)(a) == (unsigned)(b))
_Static_assert(SAME(TRACE_RF_SGPR, EV_SGPR) && SAME(TRACE_RF_VGPR, EV_VGPR)
               && SAME(TRACE_RF_EXEC, EV_EXEC) && SAME(TRACE_RF_VCC, EV_VCC)
               && SAME(TRACE_RF_SCC, EV_SCC) && SAME(TRACE_RF_M0, EV_M0)
               && SAME(TRACE_RF_MODE, EV_MODE) && SAME(TRACE_RF_MEM_RD, EV_MEM_RD)
               && SAME(TRACE_RF_MEM_WR, EV_MEM_WR) && SAME(TRACE_RF_SPLIT, EV_SPLIT)
               && SAME(TRACE_RF_MERGE, EV_MERGE) && SAME(TRACE_RF_BRANCH, EV_BRANCH)
               && SAME(TRACE_RF_END, EV_END) && SAME(TRACE_RF_BARRIER, EV_BARRIER),
               "retire flags are the EV_* bits: trace_event copies them");
#undef SAME

struct trace_writer {
    gzFile f;
    char *path;
    int failed;              /* a write failed: reported, later writes dropped */
    int ended;               /* a kernel-end record was written */
    uint64_t count;          /* records written */
    uint32_t tag;            /* next memory tag trace_event assigns */
    trace_rec scratch;       /* trace_event's retire record */
    size_t len;              /* bytes used in buf */
    uint8_t buf[BUF_SIZE];
};

/* ---- Little-endian encoding ------------------------------------------------------------------ */

static uint8_t *le16(uint8_t *p, unsigned v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    return p + 2;
}

static uint8_t *le32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> 8 * i);
    return p + 4;
}

static uint8_t *le64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> 8 * i);
    return p + 8;
}

static unsigned clamp(unsigned v, unsigned max) { return v > max ? max : v; }

/* ---- Output ---------------------------------------------------------------------------------- */

static int fail(trace_writer *t)
{
    if (!t->failed)
        diag_at(t->path, PWS_EIO, "cannot write the trace");
    t->failed = 1;
    return PWS_EIO;
}

static int drain(trace_writer *t)
{
    if (t->len && !t->failed && gzwrite(t->f, t->buf, (unsigned)t->len) != (int)t->len)
        fail(t);
    t->len = 0;
    return t->failed ? PWS_EIO : 0;
}

/* Space for one record of at most REC_MAX bytes: the frame is filled by end_rec. */
static uint8_t *begin_rec(trace_writer *t)
{
    if (BUF_SIZE - t->len < REC_MAX)
        drain(t);
    return t->buf + t->len;
}

/* Frames the record that starts at rec (type byte, payload length) and ends at end. */
static int end_rec(trace_writer *t, uint8_t *rec, unsigned type, const uint8_t *end)
{
    size_t n = (size_t)(end - rec);
    rec[0] = (uint8_t)type;
    le32(rec + 1, (uint32_t)(n - 5));
    t->len += n;
    t->count++;
    return t->failed ? PWS_EIO : 0;
}

/* The 20-byte prefix of every record located at a context; bytes 13..15 are the caller's. */
static uint8_t *where(uint8_t *p, uint64_t cycle, const trace_where *w)
{
    le64(p, cycle);
    le16(p + 8, w->cu);
    p[10] = (uint8_t)w->simd;
    p[11] = (uint8_t)w->unit;
    p[12] = (uint8_t)w->ctx;
    p[13] = p[14] = p[15] = 0;
    le32(p + 16, w->wave);
    return p + 20;
}

/* ---- Records --------------------------------------------------------------------------------- */

static int put_retire(trace_writer *t, const trace_rec *rec)
{
    const trace_retire *r = &rec->u.r;
    uint8_t *s = begin_rec(t), *p = s + 5;
    unsigned nw = clamp(r->nwords, 3);
    unsigned ns = r->flags & TRACE_RF_SGPR ? clamp(r->sgpr_count, EV_MAX_SDWORDS) : 0;
    unsigned nv = r->flags & TRACE_RF_VGPR ? clamp(r->vgpr_count, EV_MAX_VDWORDS) : 0;
    uint64_t vmask = nv ? r->vgpr_mask : 0;
    where(p, rec->cycle, &rec->w);
    p[13] = (uint8_t)nw;
    le16(p + 14, r->flags & TRACE_RF_ALL);
    le32(p + 20, r->swf);
    le32(p + 24, r->pc);
    le32(p + 28, r->next_pc);
    for (unsigned i = 0; i < 3; i++)
        le32(p + 32 + 4 * i, i < nw ? r->word[i] : 0);
    le32(p + 44, r->m0);
    le32(p + 48, r->mode);
    p[52] = (uint8_t)(r->scc & 1);
    p[53] = (uint8_t)ns;
    p[54] = (uint8_t)nv;
    p[55] = 0;
    le16(p + 56, ns ? r->sgpr_base : 0);
    le16(p + 58, nv ? r->vgpr_base : 0);
    le64(p + 60, r->exec);
    le64(p + 68, r->vcc);
    le64(p + 76, r->split_mask);
    le64(p + 84, vmask);
    p += 92;
    for (unsigned i = 0; i < ns; i++)
        p = le32(p, r->sgpr[i]);
    for (unsigned d = 0; d < nv; d++)
        for (unsigned l = 0; l < EV_MAX_LANES; l++)
            if (vmask >> l & 1)
                p = le32(p, r->vgpr[d][l]);
    return end_rec(t, s, TRACE_RETIRE, p);
}

static int put_mem(trace_writer *t, const trace_rec *rec)
{
    const trace_mem *m = &rec->u.mem;
    uint8_t *s = begin_rec(t), *p = s + 5;
    unsigned nd = clamp(m->ndata, TRACE_MAX_DATA);
    where(p, rec->cycle, &rec->w);
    le32(p + 20, m->tag);
    if (rec->type == TRACE_MEM_REQ) {
        p[13] = (uint8_t)m->space;
        p[14] = (uint8_t)((m->write ? 1 : 0) | (m->read ? 2 : 0));
        p[15] = (uint8_t)m->lane;
        le64(p + 24, m->addr);
        le16(p + 32, m->size);
        le16(p + 34, m->byte_en);
        p[36] = (uint8_t)nd;
        p[37] = p[38] = p[39] = 0;
        p += 40;
    } else {
        p[24] = (uint8_t)nd;
        p[25] = p[26] = p[27] = 0;
        p += 28;
    }
    for (unsigned i = 0; i < nd; i++)
        p = le32(p, m->data[i]);
    return end_rec(t, s, rec->type, p);
}

static int put_header(trace_writer *t, const trace_header *h)
{
    size_t nlen = strlen(h->name);
    size_t n = 5 + 52 + nlen + 4 * h->ncode;
    uint8_t *s = malloc(n), *p = s + 5;
    if (!s)
        return diag_at(t->path, PWS_ENOMEM, "out of memory writing the trace header");
    le16(p, TRACE_VERSION_MAJOR);
    le16(p + 2, TRACE_VERSION_MINOR);
    p[4] = (uint8_t)h->producer;
    p[5] = (uint8_t)h->split;
    p[6] = (uint8_t)h->wave;
    p[7] = (uint8_t)h->lanes;
    le16(p + 8, h->cus);
    p[10] = (uint8_t)h->simds;
    p[11] = (uint8_t)h->spsimds;
    le16(p + 12, h->contexts);
    le16(p + 14, (unsigned)nlen);
    le32(p + 16, h->mem_latency);
    for (int i = 0; i < 3; i++) {
        le32(p + 20 + 4 * i, h->grid[i]);
        le32(p + 32 + 4 * i, h->wg[i]);
    }
    le32(p + 44, h->entry);
    le32(p + 48, (uint32_t)h->ncode);
    memcpy(p + 52, h->name, nlen);
    p += 52 + nlen;
    for (size_t i = 0; i < h->ncode; i++)
        p = le32(p, h->code[i]);
    s[0] = TRACE_HEADER;
    le32(s + 1, (uint32_t)(n - 5));
    int rc = drain(t);
    if (!rc && gzwrite(t->f, s, (unsigned)n) != (int)n)
        rc = fail(t);
    free(s);
    t->count++;
    return rc;
}

int trace_write(trace_writer *t, const trace_rec *r)
{
    if (!t)
        return 0;
    if (t->failed)
        return PWS_EIO;
    uint8_t *s, *p;
    switch (r->type) {
    case TRACE_RETIRE:
        return put_retire(t, r);
    case TRACE_MEM_REQ:
    case TRACE_MEM_RESP:
        return put_mem(t, r);
    case TRACE_KERNEL_START:
    case TRACE_KERNEL_END:
        s = begin_rec(t);
        p = le64(s + 5, r->cycle);
        if (r->type == TRACE_KERNEL_END) {
            *p++ = (uint8_t)r->end_status;
            t->ended = 1;
        }
        return end_rec(t, s, r->type, p);
    case TRACE_WG_DISPATCH:
        s = begin_rec(t);
        p = le64(s + 5, r->cycle);
        p = le32(p, r->u.wg.id);
        for (int i = 0; i < 3; i++)
            p = le32(p, r->u.wg.xyz[i]);
        p = le16(p, r->u.wg.cu);
        p = le16(p, r->u.wg.nwaves);
        return end_rec(t, s, r->type, p);
    case TRACE_WAVE_START:
    case TRACE_WAVE_END:
    case TRACE_BARRIER_ARRIVE:
        s = begin_rec(t);
        p = where(s + 5, r->cycle, &r->w);
        p = le32(p, r->wg_id);
        return end_rec(t, s, r->type, p);
    case TRACE_BARRIER_RELEASE:
        s = begin_rec(t);
        p = le64(s + 5, r->cycle);
        p = le16(p, r->w.cu);
        p = le16(p, 0);
        p = le32(p, r->wg_id);
        return end_rec(t, s, r->type, p);
    case TRACE_SPLIT:
        s = begin_rec(t);
        p = where(s + 5, r->cycle, &r->w);
        s[5 + 13] = (uint8_t)r->u.split.child_unit;   /* the prefix's type-specific bytes */
        s[5 + 14] = (uint8_t)r->u.split.kind;
        p = le64(p, r->u.split.parent_mask);
        p = le64(p, r->u.split.child_mask);
        return end_rec(t, s, r->type, p);
    case TRACE_MERGE:
        s = begin_rec(t);
        p = where(s + 5, r->cycle, &r->w);
        s[5 + 13] = (uint8_t)r->u.merge.freed_unit;
        p = le64(p, r->u.merge.mask);
        p = le64(p, r->u.merge.freed_mask);
        return end_rec(t, s, r->type, p);
    default:
        return diag_at(t->path, PWS_ERANGE, "cannot write a trace record of type 0x%x",
                       (unsigned)r->type);
    }
}

trace_writer *trace_create(const char *path, const trace_header *h)
{
    if (strlen(h->name) > TRACE_MAX_NAME || h->ncode > (UINT32_MAX - 64) / 4)
        return diag_at(path, PWS_ERANGE, "kernel name or code image too long for a trace"),
               NULL;
    trace_writer *t = malloc(sizeof *t);
    char *copy = strdup(path);
    gzFile f = t && copy ? gzopen(path, "wb1") : NULL;
    if (!f) {
        int nomem = !t || !copy;
        free(t);
        free(copy);
        return diag_at(path, nomem ? PWS_ENOMEM : PWS_EIO, nomem ? "out of memory" :
                       "cannot create trace file"), NULL;
    }
    t->f = f;
    t->path = copy;
    t->failed = t->ended = 0;
    t->count = 0;
    t->tag = 0;
    t->len = 0;
    memcpy(t->buf, TRACE_MAGIC, 8);
    t->len = 8;
    if (put_header(t, h) == PWS_ENOMEM) {
        gzclose(t->f);
        free(t->path);
        free(t);
        return NULL;
    }
    return t;
}

/* ---- From a golden_event --------------------------------------------------------------------- */

static void ev_mem(trace_writer *t, uint64_t cycle, const trace_where *w, const golden_event *ev)
{
    trace_rec q, a;
    q.type = TRACE_MEM_REQ;
    a.type = TRACE_MEM_RESP;
    q.cycle = a.cycle = cycle;
    q.w = a.w = *w;
    unsigned nd = clamp(ev->mem_dwords, EV_MAX_VDWORDS);
    int wr = !!(ev->has & EV_MEM_WR), rd = !!(ev->has & EV_MEM_RD);
    for (unsigned l = 0; l < EV_MAX_LANES; l++) {
        if (!(ev->mem_mask >> l & 1))
            continue;
        trace_mem *m = &q.u.mem;
        m->tag = a.u.mem.tag = t->tag++;
        m->space = ev->mem_space;
        m->write = (unsigned)wr;
        m->read = (unsigned)rd;
        m->lane = l;
        m->addr = ev->mem_addr[l];
        m->size = 4 * nd;
        m->byte_en = ev->mem_bytes[l];
        m->ndata = wr ? nd : 0;
        for (unsigned d = 0; d < m->ndata; d++)
            m->data[d] = ev->mem_wdata[d][l];
        a.u.mem.ndata = rd ? nd : 0;
        for (unsigned d = 0; d < a.u.mem.ndata; d++)
            a.u.mem.data[d] = ev->mem_rdata[d][l];
        put_mem(t, &q);
        put_mem(t, &a);
    }
}

int trace_event(trace_writer *t, uint64_t cycle, unsigned cu, unsigned simd, uint32_t wg,
                unsigned split_mode, const golden_event *ev, unsigned what)
{
    if (!t)
        return 0;
    if (t->failed)
        return PWS_EIO;
    /* The retire goes through the writer's scratch record (not the stack: it is ~1.2 KB), and
     * only the values put_retire encodes are copied. */
    trace_where w = { cu, simd, ev->spsimd, ev->ctx, ev->wf };
    trace_rec *rec = &t->scratch;
    trace_retire *r = &rec->u.r;
    rec->type = TRACE_RETIRE;
    rec->cycle = cycle;
    rec->w = w;
    r->swf = ev->wave;
    r->pc = ev->pc;
    r->next_pc = ev->next_pc;
    r->nwords = clamp(ev->nwords, 3);
    memcpy(r->word, ev->word, sizeof r->word);
    r->flags = ev->has;
    r->exec = ev->exec;
    r->vcc = ev->vcc;
    r->split_mask = ev->split_mask;
    r->m0 = ev->m0;
    r->mode = ev->mode;
    r->scc = ev->scc;
    int regs = !!(what & TRACE_EV_REGS);
    r->sgpr_base = ev->sgpr_base;
    r->sgpr_count = regs && (ev->has & EV_SGPR) ? clamp(ev->sgpr_count, EV_MAX_SDWORDS) : 0;
    memcpy(r->sgpr, ev->sgpr_val, r->sgpr_count * sizeof r->sgpr[0]);
    r->vgpr_base = ev->vgpr_base;
    r->vgpr_count = regs && (ev->has & EV_VGPR) ? clamp(ev->vgpr_count, EV_MAX_VDWORDS) : 0;
    r->vgpr_mask = ev->vgpr_mask;
    for (unsigned d = 0; d < r->vgpr_count; d++)
        for (unsigned l = 0; l < EV_MAX_LANES; l++)
            if (r->vgpr_mask >> l & 1)
                r->vgpr[d][l] = ev->vgpr_val[d][l];
    put_retire(t, rec);

    if ((what & TRACE_EV_MEM) && (ev->has & (EV_MEM_RD | EV_MEM_WR)))
        ev_mem(t, cycle, &w, ev);
    if ((what & TRACE_EV_SPLIT) && (ev->has & (EV_SPLIT | EV_MERGE))) {
        trace_rec r;
        r.cycle = cycle;
        r.w = w;
        r.w.unit = (unsigned)ev->split_parent;
        int none = ev->split_child < 0;
        if (ev->has & EV_SPLIT) {
            r.type = TRACE_SPLIT;
            r.u.split.child_unit = none ? TRACE_NO_UNIT : (unsigned)ev->split_child;
            r.u.split.kind = none ? TRACE_SPLIT_NULL
                             : split_mode == SPLIT_MODE_DWS ? TRACE_SPLIT_DWS : TRACE_SPLIT_PWS;
            r.u.split.parent_mask = ev->split_mask_parent;
            r.u.split.child_mask = ev->split_mask_child;
        } else {
            r.type = TRACE_MERGE;
            r.u.merge.freed_unit = none ? TRACE_NO_UNIT : (unsigned)ev->split_child;
            r.u.merge.mask = ev->split_mask_parent;
            r.u.merge.freed_mask = none ? 0 : ev->split_mask_child;
        }
        trace_write(t, &r);
    }
    if ((what & TRACE_EV_BARRIER) && (ev->has & EV_BARRIER)) {
        trace_rec r;
        r.type = TRACE_BARRIER_ARRIVE;
        r.cycle = cycle;
        r.w = w;
        r.wg_id = wg;
        trace_write(t, &r);
    }
    return t->failed ? PWS_EIO : 0;
}

int trace_flush(trace_writer *t)
{
    if (!t)
        return 0;
    if (!drain(t) && gzflush(t->f, Z_SYNC_FLUSH) != Z_OK)
        fail(t);
    return t->failed ? PWS_EIO : 0;
}

int trace_close(trace_writer **tp, uint64_t cycle, trace_end_status status)
{
    trace_writer *t = *tp;
    if (!t)
        return 0;
    *tp = NULL;
    if (!t->ended && !t->failed) {
        trace_rec r;
        r.type = TRACE_KERNEL_END;
        r.cycle = cycle;
        r.end_status = status;
        trace_write(t, &r);
    }
    drain(t);
    if (gzclose(t->f) != Z_OK)
        fail(t);
    int rc = t->failed ? PWS_EIO : 0;
    free(t->path);
    free(t);
    return rc;
}

uint64_t trace_count(const trace_writer *t) { return t ? t->count : 0; }

const char *trace_type_name(trace_type type)
{
    switch (type) {
    case TRACE_HEADER: return "header";
    case TRACE_KERNEL_START: return "kernel_start";
    case TRACE_KERNEL_END: return "kernel_end";
    case TRACE_WG_DISPATCH: return "wg_dispatch";
    case TRACE_WAVE_START: return "wave_start";
    case TRACE_WAVE_END: return "wave_end";
    case TRACE_RETIRE: return "retire";
    case TRACE_MEM_REQ: return "mem_req";
    case TRACE_MEM_RESP: return "mem_resp";
    case TRACE_SPLIT: return "split";
    case TRACE_MERGE: return "merge";
    case TRACE_BARRIER_ARRIVE: return "barrier_arrive";
    case TRACE_BARRIER_RELEASE: return "barrier_release";
    default: return "unknown";
    }
}
