/* golden/trace_print.c -- text, Chrome trace-event JSON and record JSON forms of a trace
 * (trace_print.h; the forms are specified in docs/trace-format.md "Printed forms").
 *
 * JSON is built one event at a time with cJSON and printed unformatted, so memory stays flat
 * however long the trace is, and the output is valid JSON by construction (cJSON escapes names).
 * Chrome: one process per CU, one thread per (SIMD, unit, context); a retire is a complete
 * ("X") slice from the previous event of its track (the previous retire, the wavefront's start,
 * or the split that created the SWF) to the retire. Memory records are left out of the Chrome
 * form: a golden trace has one per lane, which would bury the instructions. */
#include "trace_print.h"
#include "diag.h"
#include "isa.h"
#include "pws_err.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct track {        /* Chrome: one thread */
    unsigned cu, simd, unit, ctx;
    uint64_t last;            /* end of its last slice (or its start) */
    int has_last;
} track;

struct trace_printer {
    FILE *out;
    trace_print_format fmt;
    trace_header h;
    unsigned digits;          /* hex digits of a lane mask: wave / 4 */
    int first;                /* JSON: no element printed yet */
    uint64_t flow;            /* Chrome: next flow id */
    track *tracks;
    size_t ntracks, cap;
    unsigned *cus;            /* Chrome: CUs seen (for process names) */
    size_t ncus;
    int nomem;
};

static const char *const end_names[] = { "ok", "error", "mismatch", "limit", "signal" };
static const char *const split_names[] = { "null", "pws", "dws" };
static const char *const space_names[] = { "global", "lds", "kernarg" };

static const char *name_of(const char *const *names, size_t n, unsigned i)
{
    return i < n ? names[i] : "?";
}
#define NAME(tab, i) name_of(tab, sizeof tab / sizeof tab[0], i)

/* Disassembly of a retired instruction, as pws disasm prints it (branch offsets numeric). */
static void disasm(const trace_retire *r, char *buf, size_t len)
{
    isa_inst in;
    if (isa_decode(r->word, r->nwords, &in) > 0)
        isa_format(&in, NULL, buf, len);
    else
        snprintf(buf, len, ".long 0x%08" PRIx32, r->word[0]);
}

/* ---- Text ------------------------------------------------------------------------------------ */

static void mask(trace_printer *p, uint64_t m)
{
    fprintf(p->out, "%0*" PRIx64, (int)p->digits, m);
}

/* Name of one 32-bit scalar register by operand code (isa.h operand code space). */
static void sreg(FILE *out, unsigned code)
{
    static const char *const special[] = {
        [102] = "flat_scratch_lo", [103] = "flat_scratch_hi", [104] = "xnack_mask_lo",
        [105] = "xnack_mask_hi", [106] = "vcc_lo", [107] = "vcc_hi", [124] = "m0",
        [126] = "exec_lo", [127] = "exec_hi",
    };
    if (code < 102)
        fprintf(out, "s%u", code);
    else if (code >= 112 && code <= 123)
        fprintf(out, "ttmp%u", code - 112);
    else if (code < sizeof special / sizeof special[0] && special[code])
        fputs(special[code], out);
    else
        fprintf(out, "sreg%u", code);
}

static void where(trace_printer *p, const trace_rec *r)
{
    if (r->w.wave == TRACE_NO_WAVE)   /* (no wavefront: as docs/trace-format.md writes it) */
        fprintf(p->out, " wave 0x%08" PRIx32, r->w.wave);
    else
        fprintf(p->out, " wave %" PRIu32, r->w.wave);
    fprintf(p->out, " @%u.%u.%u.%u", r->w.cu, r->w.simd, r->w.unit, r->w.ctx);
}

static void text_retire(trace_printer *p, const trace_rec *rec)
{
    const trace_retire *r = &rec->u.r;
    FILE *o = p->out;
    char text[160];
    disasm(r, text, sizeof text);
    where(p, rec);
    fprintf(o, " swf %" PRIu32 " pc 0x%04" PRIx32 " exec ", r->swf, r->pc);
    mask(p, r->exec);
    fputs(" spm ", o);
    mask(p, r->split_mask);
    fprintf(o, " | %s |", text);
    for (unsigned i = 0; i < r->sgpr_count; i++) {
        fputc(' ', o);
        sreg(o, r->sgpr_base + i);
        fprintf(o, "=0x%08" PRIx32, r->sgpr[i]);
    }
    for (unsigned d = 0; d < r->vgpr_count; d++) {
        fprintf(o, " v%u={", r->vgpr_base + d);
        const char *sep = "";
        for (unsigned l = 0; l < EV_MAX_LANES; l++)
            if (r->vgpr_mask >> l & 1) {
                fprintf(o, "%s%u:%08" PRIx32, sep, l, r->vgpr[d][l]);
                sep = ",";
            }
        fputc('}', o);
    }
    if (r->flags & TRACE_RF_VCC)
        fputs(" vcc=", o), mask(p, r->vcc);
    if (r->flags & TRACE_RF_EXEC)
        fputs(" exec=", o), mask(p, r->exec);
    if (r->flags & TRACE_RF_SCC)
        fprintf(o, " scc=%u", r->scc);
    if (r->flags & TRACE_RF_M0)
        fprintf(o, " m0=0x%08" PRIx32, r->m0);
    if (r->flags & TRACE_RF_MODE)
        fprintf(o, " mode=0x%08" PRIx32, r->mode);
    if (r->flags & TRACE_RF_BRANCH)
        fprintf(o, " branch=0x%04" PRIx32, r->next_pc);
    if (r->flags & TRACE_RF_BARRIER)
        fputs(" barrier", o);
    if (r->flags & TRACE_RF_END)
        fputs(" end", o);
}

static void unit_or_none(FILE *o, unsigned u)
{
    if (u == TRACE_NO_UNIT)
        fputs("-", o);
    else
        fprintf(o, "%u", u);
}

static void text_rec(trace_printer *p, const trace_rec *r)
{
    FILE *o = p->out;
    if (r->type == TRACE_UNKNOWN) {
        fprintf(o, "- unknown type 0x%02x, %" PRIu32 " bytes at offset %" PRIu64 ", skipped\n",
                r->raw_type, r->length, r->offset);
        return;
    }
    fprintf(o, "%" PRIu64 " %s", r->cycle, trace_type_name(r->type));
    switch (r->type) {
    case TRACE_KERNEL_END:
        fprintf(o, " %s", NAME(end_names, r->end_status));
        break;
    case TRACE_WG_DISPATCH:
        fprintf(o, " wg %" PRIu32 " (%" PRIu32 ",%" PRIu32 ",%" PRIu32 ") cu %u waves %u",
                r->u.wg.id, r->u.wg.xyz[0], r->u.wg.xyz[1], r->u.wg.xyz[2], r->u.wg.cu,
                r->u.wg.nwaves);
        break;
    case TRACE_WAVE_START:
    case TRACE_WAVE_END:
    case TRACE_BARRIER_ARRIVE:
        where(p, r);
        fprintf(o, " wg %" PRIu32, r->wg_id);
        break;
    case TRACE_BARRIER_RELEASE:
        fprintf(o, " wg %" PRIu32 " cu %u", r->wg_id, r->w.cu);
        break;
    case TRACE_RETIRE:
        text_retire(p, r);
        break;
    case TRACE_MEM_REQ: {
        const trace_mem *m = &r->u.mem;
        where(p, r);
        fprintf(o, " tag %" PRIu32 " %s %s", m->tag, NAME(space_names, m->space),
                m->read && m->write ? "atomic" : m->write ? "write" : "read");
        if (m->lane != TRACE_NO_LANE)
            fprintf(o, " lane %u", m->lane);
        fprintf(o, " addr 0x%" PRIx64 " size %u be %x", m->addr, m->size, m->byte_en);
        for (unsigned i = 0; i < m->ndata; i++)
            fprintf(o, "%s%08" PRIx32, i ? "_" : " data ", m->data[i]);
        break;
    }
    case TRACE_MEM_RESP:
        where(p, r);
        fprintf(o, " tag %" PRIu32, r->u.mem.tag);
        for (unsigned i = 0; i < r->u.mem.ndata; i++)
            fprintf(o, "%s%08" PRIx32, i ? "_" : " data ", r->u.mem.data[i]);
        if (!r->u.mem.ndata)
            fputs(" ack", o);
        break;
    case TRACE_SPLIT:
        where(p, r);
        fprintf(o, " %s parent %u mask ", NAME(split_names, r->u.split.kind), r->w.unit);
        mask(p, r->u.split.parent_mask);
        fputs(" child ", o);
        unit_or_none(o, r->u.split.child_unit);
        fputs(" mask ", o);
        mask(p, r->u.split.child_mask);
        break;
    case TRACE_MERGE:
        where(p, r);
        fprintf(o, " target %u mask ", r->w.unit);
        mask(p, r->u.merge.mask);
        fputs(" freed ", o);
        unit_or_none(o, r->u.merge.freed_unit);
        fputs(" mask ", o);
        mask(p, r->u.merge.freed_mask);
        break;
    default:
        break;
    }
    fputc('\n', o);
}

/* ---- JSON helpers ---------------------------------------------------------------------------- */

static void emit(trace_printer *p, cJSON *obj)
{
    char *s = obj ? cJSON_PrintUnformatted(obj) : NULL;
    if (!s) {
        p->nomem = 1;
    } else {
        fputs(p->first ? "\n" : ",\n", p->out);
        fputs(s, p->out);
        p->first = 0;
    }
    cJSON_free(s);
    cJSON_Delete(obj);
}

static void hex(cJSON *o, const char *key, uint64_t v)
{
    char b[24];
    snprintf(b, sizeof b, "0x%" PRIx64, v);
    cJSON_AddStringToObject(o, key, b);
}

static void num(cJSON *o, const char *key, double v) { cJSON_AddNumberToObject(o, key, v); }

/* ---- Record JSON ----------------------------------------------------------------------------- */

static void json_rec(trace_printer *p, const trace_rec *r)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) {
        p->nomem = 1;
        return;
    }
    cJSON_AddStringToObject(o, "type", trace_type_name(r->type));
    num(o, "offset", (double)r->offset);
    if (r->type == TRACE_UNKNOWN) {
        num(o, "raw_type", r->raw_type);
        num(o, "length", r->length);
        emit(p, o);
        return;
    }
    num(o, "cycle", (double)r->cycle);
    int located = r->type != TRACE_KERNEL_START && r->type != TRACE_KERNEL_END
                  && r->type != TRACE_WG_DISPATCH && r->type != TRACE_BARRIER_RELEASE;
    if (located) {
        num(o, "wave", r->w.wave);
        num(o, "cu", r->w.cu);
        num(o, "simd", r->w.simd);
        num(o, "unit", r->w.unit);
        num(o, "ctx", r->w.ctx);
    }
    switch (r->type) {
    case TRACE_KERNEL_END:
        cJSON_AddStringToObject(o, "status", NAME(end_names, r->end_status));
        break;
    case TRACE_WG_DISPATCH: {
        num(o, "wg", r->u.wg.id);
        cJSON *xyz = cJSON_CreateArray();
        for (int i = 0; i < 3; i++)
            cJSON_AddItemToArray(xyz, cJSON_CreateNumber(r->u.wg.xyz[i]));
        cJSON_AddItemToObject(o, "xyz", xyz);
        num(o, "cu", r->u.wg.cu);
        num(o, "waves", r->u.wg.nwaves);
        break;
    }
    case TRACE_WAVE_START: case TRACE_WAVE_END: case TRACE_BARRIER_ARRIVE:
        num(o, "wg", r->wg_id);
        break;
    case TRACE_BARRIER_RELEASE:
        num(o, "wg", r->wg_id);
        num(o, "cu", r->w.cu);
        break;
    case TRACE_RETIRE: {
        const trace_retire *t = &r->u.r;
        char text[160];
        disasm(t, text, sizeof text);
        num(o, "swf", t->swf);
        hex(o, "pc", t->pc);
        cJSON *w = cJSON_CreateArray();
        for (unsigned i = 0; i < t->nwords; i++)
            cJSON_AddItemToArray(w, cJSON_CreateNumber(t->word[i]));
        cJSON_AddItemToObject(o, "words", w);
        cJSON_AddStringToObject(o, "inst", text);
        num(o, "flags", t->flags);
        hex(o, "exec", t->exec);
        hex(o, "vcc", t->vcc);
        hex(o, "split_mask", t->split_mask);
        hex(o, "next_pc", t->next_pc);
        hex(o, "m0", t->m0);
        hex(o, "mode", t->mode);
        num(o, "scc", t->scc);
        if (t->sgpr_count) {
            num(o, "sgpr_base", t->sgpr_base);
            cJSON *s = cJSON_CreateArray();
            for (unsigned i = 0; i < t->sgpr_count; i++)
                cJSON_AddItemToArray(s, cJSON_CreateNumber(t->sgpr[i]));
            cJSON_AddItemToObject(o, "sgpr", s);
        }
        if (t->vgpr_count) {
            num(o, "vgpr_base", t->vgpr_base);
            hex(o, "vgpr_mask", t->vgpr_mask);
            cJSON *v = cJSON_CreateArray();   /* [dword][lane in the mask, ascending] */
            for (unsigned d = 0; d < t->vgpr_count; d++) {
                cJSON *lanes = cJSON_CreateArray();
                for (unsigned l = 0; l < EV_MAX_LANES; l++)
                    if (t->vgpr_mask >> l & 1)
                        cJSON_AddItemToArray(lanes, cJSON_CreateNumber(t->vgpr[d][l]));
                cJSON_AddItemToArray(v, lanes);
            }
            cJSON_AddItemToObject(o, "vgpr", v);
        }
        break;
    }
    case TRACE_MEM_REQ: case TRACE_MEM_RESP: {
        const trace_mem *m = &r->u.mem;
        num(o, "tag", m->tag);
        if (r->type == TRACE_MEM_REQ) {
            cJSON_AddStringToObject(o, "space", NAME(space_names, m->space));
            num(o, "write", m->write);
            num(o, "read", m->read);
            if (m->lane != TRACE_NO_LANE)
                num(o, "lane", m->lane);
            hex(o, "addr", m->addr);
            num(o, "size", m->size);
            hex(o, "byte_en", m->byte_en);
        }
        cJSON *d = cJSON_CreateArray();
        for (unsigned i = 0; i < m->ndata; i++)
            cJSON_AddItemToArray(d, cJSON_CreateNumber(m->data[i]));
        cJSON_AddItemToObject(o, "data", d);
        break;
    }
    case TRACE_SPLIT:
        cJSON_AddStringToObject(o, "kind", NAME(split_names, r->u.split.kind));
        if (r->u.split.child_unit != TRACE_NO_UNIT)
            num(o, "child_unit", r->u.split.child_unit);
        hex(o, "parent_mask", r->u.split.parent_mask);
        hex(o, "child_mask", r->u.split.child_mask);
        break;
    case TRACE_MERGE:
        if (r->u.merge.freed_unit != TRACE_NO_UNIT)
            num(o, "freed_unit", r->u.merge.freed_unit);
        hex(o, "mask", r->u.merge.mask);
        hex(o, "freed_mask", r->u.merge.freed_mask);
        break;
    default:
        break;
    }
    emit(p, o);
}

/* ---- Chrome trace events --------------------------------------------------------------------- */

static unsigned tid_of(unsigned simd, unsigned unit, unsigned ctx)
{
    return simd << 16 | unit << 8 | ctx;   /* sorts as SIMD, then unit, then context */
}

static track *track_get(trace_printer *p, unsigned cu, unsigned simd, unsigned unit,
                        unsigned ctx)
{
    for (size_t i = p->ntracks; i-- > 0;) {
        track *t = &p->tracks[i];
        if (t->cu == cu && t->simd == simd && t->unit == unit && t->ctx == ctx)
            return t;
    }
    if (p->ntracks == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 16;
        track *n = realloc(p->tracks, cap * sizeof *n);
        if (!n) {
            p->nomem = 1;
            return NULL;
        }
        p->tracks = n;
        p->cap = cap;
    }
    track *t = &p->tracks[p->ntracks++];
    *t = (track){ cu, simd, unit, ctx, 0, 0 };
    size_t i;
    for (i = 0; i < p->ncus && p->cus[i] != cu; i++)
        ;
    if (i == p->ncus) {
        unsigned *n = realloc(p->cus, (p->ncus + 1) * sizeof *n);
        if (!n) {
            p->nomem = 1;
            return t;
        }
        p->cus = n;
        p->cus[p->ncus++] = cu;
    }
    return t;
}

/* A new event on the track of (cu, simd, unit, ctx) with name, phase and timestamp. */
static cJSON *event(const char *name, const char *ph, uint64_t ts, unsigned cu, unsigned simd,
                    unsigned unit, unsigned ctx)
{
    cJSON *o = cJSON_CreateObject();
    if (!o)
        return NULL;
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddStringToObject(o, "ph", ph);
    num(o, "ts", (double)ts);
    num(o, "pid", cu);
    num(o, "tid", tid_of(simd, unit, ctx));
    return o;
}

static cJSON *instant(trace_printer *p, const char *name, const trace_rec *r, unsigned unit)
{
    track_get(p, r->w.cu, r->w.simd, unit, r->w.ctx);   /* so that the track gets its name */
    cJSON *o = event(name, "i", r->cycle, r->w.cu, r->w.simd, unit, r->w.ctx);
    if (o)
        cJSON_AddStringToObject(o, "s", "t");
    return o;
}

/* A flow arrow from (unit a) to (unit b) of the same CU, SIMD and context at r->cycle. */
static void flow(trace_printer *p, const char *name, const trace_rec *r, unsigned a, unsigned b)
{
    uint64_t id = p->flow++;
    track_get(p, r->w.cu, r->w.simd, a, r->w.ctx);
    track_get(p, r->w.cu, r->w.simd, b, r->w.ctx);
    cJSON *s = event(name, "s", r->cycle, r->w.cu, r->w.simd, a, r->w.ctx);
    cJSON *f = event(name, "f", r->cycle, r->w.cu, r->w.simd, b, r->w.ctx);
    if (s) {
        num(s, "id", (double)id);
        cJSON_AddStringToObject(s, "cat", "pws");
    }
    if (f) {
        num(f, "id", (double)id);
        cJSON_AddStringToObject(f, "cat", "pws");
        cJSON_AddStringToObject(f, "bp", "e");
    }
    emit(p, s);
    emit(p, f);
}

static void chrome_rec(trace_printer *p, const trace_rec *r)
{
    char text[160], b[64];
    track *t;
    cJSON *o = NULL;
    switch (r->type) {
    case TRACE_KERNEL_START:
    case TRACE_KERNEL_END:
        o = cJSON_CreateObject();
        if (!o)
            break;
        cJSON_AddStringToObject(o, "name", r->type == TRACE_KERNEL_START ? "kernel start"
                                : "kernel end");
        cJSON_AddStringToObject(o, "ph", "i");
        cJSON_AddStringToObject(o, "s", "g");
        num(o, "ts", (double)r->cycle);
        num(o, "pid", 0);
        num(o, "tid", 0);
        if (r->type == TRACE_KERNEL_END) {
            cJSON *a = cJSON_AddObjectToObject(o, "args");
            cJSON_AddStringToObject(a, "status", NAME(end_names, r->end_status));
        }
        break;
    case TRACE_WG_DISPATCH:
        snprintf(b, sizeof b, "wg %" PRIu32 " dispatch", r->u.wg.id);
        o = event(b, "i", r->cycle, r->u.wg.cu, 0, 0, 0);
        if (o)
            cJSON_AddStringToObject(o, "s", "p");
        break;
    case TRACE_BARRIER_RELEASE:
        snprintf(b, sizeof b, "wg %" PRIu32 " barrier release", r->wg_id);
        o = event(b, "i", r->cycle, r->w.cu, 0, 0, 0);
        if (o)
            cJSON_AddStringToObject(o, "s", "p");
        break;
    case TRACE_WAVE_START:
    case TRACE_WAVE_END:
    case TRACE_BARRIER_ARRIVE:
        t = track_get(p, r->w.cu, r->w.simd, r->w.unit, r->w.ctx);
        if (t && r->type == TRACE_WAVE_START) {
            t->last = r->cycle;
            t->has_last = 1;
        }
        snprintf(b, sizeof b, "wave %" PRIu32 " %s", r->w.wave, r->type == TRACE_WAVE_START
                 ? "start" : r->type == TRACE_WAVE_END ? "end" : "barrier");
        o = instant(p, b, r, r->w.unit);
        break;
    case TRACE_RETIRE: {
        t = track_get(p, r->w.cu, r->w.simd, r->w.unit, r->w.ctx);
        if (!t)
            break;
        uint64_t from = t->has_last && t->last <= r->cycle ? t->last
                        : r->cycle ? r->cycle - 1 : 0;
        disasm(&r->u.r, text, sizeof text);
        char mnem[64];
        snprintf(mnem, sizeof mnem, "%.*s", (int)strcspn(text, " "), text);
        o = event(mnem, "X", from, r->w.cu, r->w.simd, r->w.unit, r->w.ctx);
        if (!o)
            break;
        num(o, "dur", (double)(r->cycle - from));
        cJSON *a = cJSON_AddObjectToObject(o, "args");
        hex(a, "pc", r->u.r.pc);
        num(a, "wave", r->w.wave);
        cJSON_AddStringToObject(a, "inst", text);
        snprintf(b, sizeof b, "0x%0*" PRIx64, (int)p->digits, r->u.r.exec);
        cJSON_AddStringToObject(a, "exec", b);
        snprintf(b, sizeof b, "0x%0*" PRIx64, (int)p->digits, r->u.r.split_mask);
        cJSON_AddStringToObject(a, "split_mask", b);
        t->last = r->cycle;
        t->has_last = 1;
        break;
    }
    case TRACE_SPLIT: {
        const trace_split *s = &r->u.split;
        snprintf(b, sizeof b, "split %s", NAME(split_names, s->kind));
        o = instant(p, b, r, r->w.unit);
        if (o) {
            cJSON *a = cJSON_AddObjectToObject(o, "args");
            snprintf(b, sizeof b, "0x%0*" PRIx64, (int)p->digits, s->parent_mask);
            cJSON_AddStringToObject(a, "parent_mask", b);
            snprintf(b, sizeof b, "0x%0*" PRIx64, (int)p->digits, s->child_mask);
            cJSON_AddStringToObject(a, "child_mask", b);
        }
        if (s->child_unit != TRACE_NO_UNIT) {
            t = track_get(p, r->w.cu, r->w.simd, s->child_unit, r->w.ctx);
            if (t) {
                t->last = r->cycle;
                t->has_last = 1;
            }
            emit(p, o);
            o = NULL;
            flow(p, "split", r, r->w.unit, s->child_unit);
        }
        break;
    }
    case TRACE_MERGE: {
        const trace_merge *m = &r->u.merge;
        o = instant(p, "merge", r, r->w.unit);
        if (o) {
            cJSON *a = cJSON_AddObjectToObject(o, "args");
            snprintf(b, sizeof b, "0x%0*" PRIx64, (int)p->digits, m->mask);
            cJSON_AddStringToObject(a, "mask", b);
        }
        if (m->freed_unit != TRACE_NO_UNIT) {
            emit(p, o);
            o = NULL;
            flow(p, "merge", r, m->freed_unit, r->w.unit);
        }
        break;
    }
    default:
        return;   /* memory records and unknown ones: not drawn */
    }
    if (o)
        emit(p, o);
}

static void chrome_end(trace_printer *p)
{
    for (size_t i = 0; i < p->ncus; i++) {
        cJSON *o = cJSON_CreateObject();
        char b[32];
        snprintf(b, sizeof b, "CU %u", p->cus[i]);
        cJSON_AddStringToObject(o, "name", "process_name");
        cJSON_AddStringToObject(o, "ph", "M");
        num(o, "pid", p->cus[i]);
        cJSON_AddStringToObject(cJSON_AddObjectToObject(o, "args"), "name", b);
        emit(p, o);
    }
    for (size_t i = 0; i < p->ntracks; i++) {
        const track *t = &p->tracks[i];
        char b[64];
        if (t->unit)
            snprintf(b, sizeof b, "SIMD%u SpSIMD%u ctx%u", t->simd, t->unit, t->ctx);
        else
            snprintf(b, sizeof b, "SIMD%u ctx%u", t->simd, t->ctx);
        for (int k = 0; k < 2; k++) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "name", k ? "thread_sort_index" : "thread_name");
            cJSON_AddStringToObject(o, "ph", "M");
            num(o, "pid", t->cu);
            num(o, "tid", tid_of(t->simd, t->unit, t->ctx));
            cJSON *a = cJSON_AddObjectToObject(o, "args");
            if (k)
                num(a, "sort_index", tid_of(t->simd, t->unit, t->ctx));
            else
                cJSON_AddStringToObject(a, "name", b);
            emit(p, o);
        }
    }
}

/* ---- Driver ---------------------------------------------------------------------------------- */

static const char *producer_name(const trace_header *h)
{
    return h->producer == TRACE_PRODUCER_GOLDEN ? "golden" : h->producer == TRACE_PRODUCER_RTL
           ? "rtl" : "?";
}

trace_printer *trace_print_new(FILE *out, trace_print_format fmt, const trace_header *h)
{
    trace_printer *p = calloc(1, sizeof *p);
    if (!p)
        return diag(NULL, PWS_ENOMEM, "out of memory"), NULL;
    p->out = out;
    p->fmt = fmt;
    p->h = *h;
    p->h.code = NULL;
    p->digits = h->wave >= 4 && h->wave <= 64 ? h->wave / 4 : 16;
    p->first = 1;
    static const char *const splits[] = { "none", "dws", "pws" };
    const char *cyc = h->producer == TRACE_PRODUCER_GOLDEN ? "retired instructions"
                      : "clock cycles";
    if (fmt == TRACE_PRINT_TEXT) {
        fprintf(out, "# pws trace %u.%u, producer %s (cycle = %s), kernel %s\n",
                h->version_major, h->version_minor, producer_name(h), cyc, h->name);
        fprintf(out, "# cus %u simds %u spsimds %u contexts %u wave %u lanes %u split %s "
                "mem-latency %u grid %" PRIu32 ",%" PRIu32 ",%" PRIu32 " wg %" PRIu32 ",%"
                PRIu32 ",%" PRIu32 " entry 0x%04" PRIx32 " code %zu dwords\n", h->cus,
                h->simds, h->spsimds, h->contexts, h->wave, h->lanes, NAME(splits, h->split),
                h->mem_latency, h->grid[0], h->grid[1], h->grid[2], h->wg[0], h->wg[1],
                h->wg[2], h->entry, h->ncode);
        return p;
    }
    fputs(fmt == TRACE_PRINT_CHROME ? "{\"traceEvents\":[" : "[", out);
    if (fmt == TRACE_PRINT_JSON) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", "header");
        char v[16];
        snprintf(v, sizeof v, "%u.%u", h->version_major, h->version_minor);
        cJSON_AddStringToObject(o, "version", v);
        cJSON_AddStringToObject(o, "producer", producer_name(h));
        cJSON_AddStringToObject(o, "kernel", h->name);
        cJSON_AddStringToObject(o, "split", NAME(splits, h->split));
        num(o, "cus", h->cus);
        num(o, "simds", h->simds);
        num(o, "spsimds", h->spsimds);
        num(o, "contexts", h->contexts);
        num(o, "wave", h->wave);
        num(o, "lanes", h->lanes);
        num(o, "mem_latency", h->mem_latency);
        num(o, "entry", h->entry);
        num(o, "code_dwords", (double)h->ncode);
        emit(p, o);
    }
    return p;
}

int trace_print_rec(trace_printer *p, const trace_rec *r)
{
    if (p->fmt == TRACE_PRINT_TEXT)
        text_rec(p, r);
    else if (p->fmt == TRACE_PRINT_JSON)
        json_rec(p, r);
    else
        chrome_rec(p, r);
    if (p->nomem)
        return diag(NULL, PWS_ENOMEM, "out of memory printing the trace");
    return 0;
}

int trace_print_end(trace_printer *p, int truncated)
{
    if (!p)
        return 0;
    if (p->fmt == TRACE_PRINT_TEXT) {
        if (truncated)
            fputs("# truncated: the trace ends before its kernel_end record\n", p->out);
    } else if (p->fmt == TRACE_PRINT_JSON) {
        if (truncated) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "type", "truncated");
            emit(p, o);
        }
        fputs("\n]\n", p->out);
    } else {
        chrome_end(p);
        fprintf(p->out, "\n],\"displayTimeUnit\":\"ns\",\"otherData\":{\"producer\":\"%s\","
                "\"cycle\":\"%s\",\"truncated\":%s}}\n", producer_name(&p->h),
                p->h.producer == TRACE_PRODUCER_GOLDEN ? "retired instructions"
                : "clock cycles", truncated ? "true" : "false");
    }
    int rc = p->nomem ? diag(NULL, PWS_ENOMEM, "out of memory printing the trace") : 0;
    free(p->tracks);
    free(p->cus);
    free(p);
    return rc;
}
