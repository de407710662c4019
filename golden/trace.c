/* golden/trace.c -- the zlib-compressed retire trace (see trace.h; format: docs/golden.md).
 *
 * Each line is built in a fixed buffer and written with one gzwrite: gzprintf has a per-call
 * size limit that a wave64 line with a 4-dword vector write would exceed. Lines are truncated
 * (ending in "...") only if they exceed TRACE_LINE_MAX, which no event of the ISA reaches. */
#include "trace.h"
#include "diag.h"
#include "isa.h"
#include "pws_err.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define TRACE_LINE_MAX 32768

struct golden_trace {
    gzFile f;
    char *path;
    int failed;
    size_t len;                /* bytes used in line */
    char line[TRACE_LINE_MAX];
};

static void put(golden_trace *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(golden_trace *t, const char *fmt, ...)
{
    if (t->len >= TRACE_LINE_MAX - 5)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->line + t->len, TRACE_LINE_MAX - 4 - t->len, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= TRACE_LINE_MAX - 4 - t->len) {
        t->len = TRACE_LINE_MAX - 5;
        memcpy(t->line + t->len, "...", 3);
        t->len += 3;
    } else {
        t->len += (size_t)n;
    }
}

golden_trace *trace_open(const char *path)
{
    golden_trace *t = malloc(sizeof *t);
    if (!t) {
        diag(NULL, PWS_ENOMEM, "out of memory opening trace '%s'", path);
        return NULL;
    }
    t->failed = 0;
    t->len = 0;
    t->path = strdup(path);
    t->f = gzopen(path, "wb");
    if (!t->f || !t->path) {
        if (t->f)
            gzclose(t->f);
        free(t->path);
        free(t);
        return diag(NULL, PWS_EIO, "cannot create trace file '%s'", path), NULL;
    }
    static const char hdr[] = "# pws golden trace v1: seq wave wf ctx spsimd pc exec split_mask"
                              " | disassembly | effects (docs/golden.md)\n";
    if (gzputs(t->f, hdr) < 0)
        t->failed = 1;
    return t;
}

/* Name of one 32-bit scalar register by operand code (isa.h operand code space). */
static void put_sreg(golden_trace *t, unsigned code)
{
    static const char *const special[] = {
        [102] = "flat_scratch_lo", [103] = "flat_scratch_hi", [104] = "xnack_mask_lo",
        [105] = "xnack_mask_hi", [106] = "vcc_lo", [107] = "vcc_hi", [124] = "m0",
        [126] = "exec_lo", [127] = "exec_hi",
    };
    if (code < 102)
        put(t, "s%u", code);
    else if (code >= 112 && code <= 123)
        put(t, "ttmp%u", code - 112);
    else if (code < sizeof special / sizeof special[0] && special[code])
        put(t, "%s", special[code]);
    else
        put(t, "sreg%u", code);
}

static const char *space_name(ev_space s)
{
    switch (s) {
    case EV_SPACE_GLOBAL: return "global";
    case EV_SPACE_LDS: return "lds";
    default: return "kernarg";
    }
}

/* " ld[global]{lane:addr=d0_d1,...}" for the data array data (read or written). */
static void put_mem(golden_trace *t, const char *what, const golden_event *ev,
                    const uint32_t (*data)[EV_MAX_LANES])
{
    put(t, " %s[%s]{", what, space_name(ev->mem_space));
    const char *sep = "";
    unsigned nd = ev->mem_dwords > EV_MAX_VDWORDS ? EV_MAX_VDWORDS : ev->mem_dwords;
    for (unsigned l = 0; l < EV_MAX_LANES; l++) {
        if (!(ev->mem_mask >> l & 1))
            continue;
        put(t, "%s%u:0x%llx=", sep, l, (unsigned long long)ev->mem_addr[l]);
        for (unsigned d = 0; d < nd; d++)
            put(t, "%s%08x", d ? "_" : "", (unsigned)data[d][l]);
        if (ev->mem_bytes[l] != (1u << (4 * nd)) - 1)
            put(t, "/be%x", (unsigned)ev->mem_bytes[l]);
        sep = ",";
    }
    put(t, "}");
}

void trace_event(void *ctx, const golden_event *ev)
{
    golden_trace *t = ctx;
    if (t->failed)
        return;
    t->len = 0;
    put(t, "%llu %u %u %u %u 0x%04x %016llx %016llx | ", (unsigned long long)ev->seq, ev->wave,
        ev->wf, ev->ctx, ev->spsimd, (unsigned)ev->pc, (unsigned long long)ev->exec,
        (unsigned long long)ev->split_mask);
    isa_inst in;
    char text[160];
    if (isa_decode(ev->word, ev->nwords, &in) > 0)
        isa_format(&in, NULL, text, sizeof text);
    else
        snprintf(text, sizeof text, ".long 0x%08x", (unsigned)ev->word[0]);
    put(t, "%s |", text);
    if (ev->has & EV_SGPR)
        for (unsigned i = 0; i < ev->sgpr_count && i < EV_MAX_SDWORDS; i++) {
            put(t, " ");
            put_sreg(t, ev->sgpr_base + i);
            put(t, "=0x%08x", (unsigned)ev->sgpr_val[i]);
        }
    if (ev->has & EV_VGPR)
        for (unsigned d = 0; d < ev->vgpr_count && d < EV_MAX_VDWORDS; d++) {
            put(t, " v%u={", ev->vgpr_base + d);
            const char *sep = "";
            for (unsigned l = 0; l < EV_MAX_LANES; l++)
                if (ev->vgpr_mask >> l & 1) {
                    put(t, "%s%u:%08x", sep, l, (unsigned)ev->vgpr_val[d][l]);
                    sep = ",";
                }
            put(t, "}");
        }
    if (ev->has & EV_VCC)
        put(t, " vcc=%016llx", (unsigned long long)ev->vcc);
    if (ev->has & EV_EXEC)
        put(t, " exec=%016llx", (unsigned long long)ev->exec);
    if (ev->has & EV_SCC)
        put(t, " scc=%u", (unsigned)ev->scc);
    if (ev->has & EV_M0)
        put(t, " m0=0x%08x", (unsigned)ev->m0);
    if (ev->has & EV_MODE)
        put(t, " mode=0x%08x", (unsigned)ev->mode);
    if (ev->has & EV_MEM_RD)
        put_mem(t, "ld", ev, ev->mem_rdata);
    if (ev->has & EV_MEM_WR)
        put_mem(t, "st", ev, ev->mem_wdata);
    if (ev->has & (EV_SPLIT | EV_MERGE))
        put(t, " %s(parent=%d,child=%d,pm=%016llx,cm=%016llx)",
            ev->has & EV_SPLIT ? "split" : "merge", ev->split_parent, ev->split_child,
            (unsigned long long)ev->split_mask_parent, (unsigned long long)ev->split_mask_child);
    if (ev->has & EV_BRANCH)
        put(t, " branch=0x%04x", (unsigned)ev->next_pc);
    if (ev->has & EV_BARRIER)
        put(t, " barrier");
    if (ev->has & EV_END)
        put(t, " end");
    t->line[t->len++] = '\n';
    if (gzwrite(t->f, t->line, (unsigned)t->len) != (int)t->len)
        t->failed = 1;
}

int trace_close(golden_trace *t)
{
    if (!t)
        return 0;
    int rc = gzclose(t->f) != Z_OK || t->failed;
    int ret = rc ? diag(NULL, PWS_EIO, "cannot write trace file '%s'", t->path) : 0;
    free(t->path);
    free(t);
    return ret;
}
