/* golden/trace_read.c -- the trace reader (trace_read.h; layout: docs/trace-format.md).
 *
 * Every payload is read whole into a buffer and then decoded with explicit little-endian loads,
 * checking its length against the fixed part of its type and against the counts it declares
 * before touching the variable part: a corrupt trace gives an error naming the offset, never a
 * read past the buffer. Fields a newer minor version appends after the known ones are ignored. */
#include "trace_read.h"
#include "diag.h"
#include "pws_err.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define MAX_PAYLOAD (64u << 20)   /* no record of the format comes near; a larger length is
                                     corruption, refused before allocating it */

struct trace_reader {
    gzFile f;
    char *path;
    uint64_t off;            /* uncompressed bytes consumed */
    int done;                /* 0 running; 1 ended; else the error code returned again */
    int truncated;
    int quiet;               /* a cut is not warned of: the open's own error says it (the
                                header), or the caller refuses cut traces (its error says where) */
    char trunc_where[96];    /* "offset N: it ends ...", once truncated */
    int seen_end;            /* a kernel-end record was read */
    trace_header h;
    uint32_t *code;          /* h.code */
    uint8_t *buf;            /* current payload */
    size_t cap;
};

static uint16_t ld16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t ld32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint64_t ld64(const uint8_t *p) { return ld32(p) | (uint64_t)ld32(p + 4) << 32; }

static int err_at(trace_reader *r, uint64_t off, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int err_at(trace_reader *r, uint64_t off, int code, const char *fmt, ...)
{
    char where[600], text[200];
    snprintf(where, sizeof where, "%s: offset %llu", r->path, (unsigned long long)off);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return diag_at(where, code, "%s", text);
}

/* Reads n bytes. Returns n, or fewer at the end of the data (a clean end, or a gzip stream cut
 * short, which zlib reports as Z_BUF_ERROR: both are "the trace stops here"), or -1 after
 * reporting a read error. */
static long get(trace_reader *r, void *dst, size_t n)
{
    size_t got = 0;
    while (got < n) {
        int k = gzread(r->f, (uint8_t *)dst + got, (unsigned)(n - got));
        if (k > 0) {
            got += (size_t)k;
            continue;
        }
        if (k < 0) {
            int zerr, e = errno;
            const char *msg = gzerror(r->f, &zerr);
            if (zerr != Z_BUF_ERROR) {   /* one line: the system's reason, else zlib's
                                          * (which zlib starts with the path) */
                size_t pl = strlen(r->path);
                if (!strncmp(msg, r->path, pl) && !strncmp(msg + pl, ": ", 2))
                    msg += pl + 2;
                err_at(r, r->off + got, PWS_EIO, "read error: %s",
                       zerr == Z_ERRNO ? strerror(e) : msg);
                return -1;
            }
        }
        break;
    }
    r->off += got;
    return (long)got;
}

static int grow(trace_reader *r, size_t n)
{
    if (n <= r->cap)
        return 0;
    uint8_t *b = realloc(r->buf, n);
    if (!b)
        return diag_at(r->path, PWS_ENOMEM, "out of memory reading a %zu-byte record", n);
    r->buf = b;
    r->cap = n;
    return 0;
}

static int truncated(trace_reader *r, uint64_t off, const char *what)
{
    char where[600];
    snprintf(where, sizeof where, "%s: offset %llu", r->path, (unsigned long long)off);
    if (!r->quiet)
        diag_warn(&(diag_loc){ where, 0 }, "truncated trace: %s", what);
    snprintf(r->trunc_where, sizeof r->trunc_where, "offset %llu: %s", (unsigned long long)off,
             what);
    r->truncated = 1;
    r->done = 1;
    return 0;
}

/* Reads one frame and its payload into r->buf. Returns 1, 0 at the end, or an error. */
static int frame(trace_reader *r, unsigned *type, uint32_t *len, uint64_t *start)
{
    uint8_t hdr[5];
    *start = r->off;
    long k = get(r, hdr, 5);
    if (k < 0)
        return PWS_EIO;
    if (k == 0) {
        if (!r->seen_end)
            return truncated(r, *start, "it ends without a kernel_end record");
        r->done = 1;
        return 0;
    }
    if (k < 5)
        return truncated(r, *start, "it ends inside a record frame");
    *type = hdr[0];
    *len = ld32(hdr + 1);
    if (*len > MAX_PAYLOAD)
        return err_at(r, *start, PWS_EPARSE, "record type 0x%02x: length %u is too large",
                      *type, *len);
    if (grow(r, *len ? *len : 1))
        return PWS_ENOMEM;
    k = get(r, r->buf, *len);
    if (k < 0)
        return PWS_EIO;
    if ((uint32_t)k < *len)
        return truncated(r, *start, "it ends inside a record");
    return 1;
}

/* Fixed payload bytes of each known type (0: not a type of this version). */
static uint32_t fixed_size(unsigned type)
{
    switch (type) {
    case TRACE_HEADER: return 52;
    case TRACE_KERNEL_START: return 8;
    case TRACE_KERNEL_END: return 9;
    case TRACE_WG_DISPATCH: return 28;
    case TRACE_WAVE_START: case TRACE_WAVE_END: case TRACE_BARRIER_ARRIVE: return 24;
    case TRACE_RETIRE: return 92;
    case TRACE_MEM_REQ: return 40;
    case TRACE_MEM_RESP: return 28;
    case TRACE_SPLIT: case TRACE_MERGE: return 36;
    case TRACE_BARRIER_RELEASE: return 16;
    default: return 0;
    }
}

static void where(const uint8_t *p, trace_rec *rec)
{
    rec->cycle = ld64(p);
    rec->w.cu = ld16(p + 8);
    rec->w.simd = p[10];
    rec->w.unit = p[11];
    rec->w.ctx = p[12];
    rec->w.wave = ld32(p + 16);
}

static int decode_header(trace_reader *r, const uint8_t *p, uint32_t len, uint64_t start)
{
    trace_header *h = &r->h;
    h->version_major = ld16(p);
    h->version_minor = ld16(p + 2);
    if (h->version_major != TRACE_VERSION_MAJOR)
        return err_at(r, start, PWS_EPARSE, "unsupported trace format version %u.%u",
                      h->version_major, h->version_minor);
    h->producer = p[4];
    h->split = p[5];
    h->wave = p[6];
    h->lanes = p[7];
    h->cus = ld16(p + 8);
    h->simds = p[10];
    h->spsimds = p[11];
    h->contexts = ld16(p + 12);
    unsigned nlen = ld16(p + 14);
    h->mem_latency = ld32(p + 16);
    for (int i = 0; i < 3; i++) {
        h->grid[i] = ld32(p + 20 + 4 * i);
        h->wg[i] = ld32(p + 32 + 4 * i);
    }
    h->entry = ld32(p + 44);
    uint32_t ncode = ld32(p + 48);
    if (nlen > TRACE_MAX_NAME || (uint64_t)52 + nlen + 4ull * ncode > len)
        return err_at(r, start, PWS_EPARSE, "header: name (%u bytes) and code (%u dwords) do "
                      "not fit the record", nlen, ncode);
    /* what every reader relies on (docs/trace-format.md): a field out of its range is a
     * corrupt or foreign trace, said once here rather than as a wrong answer later */
    const char *bad = h->producer > TRACE_PRODUCER_RTL ? "producer"
                      : h->split > 2 ? "split mode"
                      : !h->wave || (h->wave & (h->wave - 1)) ? "wavefront size"
                      : !h->lanes || h->lanes > h->wave || h->wave % h->lanes ? "lanes per SIMD"
                      : !h->cus || !h->simds || !h->contexts ? "CUs, SIMDs or contexts (0)"
                      : NULL;
    uint64_t wi = 1;
    for (int i = 0; i < 3 && !bad; i++) {
        if (!h->grid[i] || !h->wg[i])
            bad = "grid or workgroup size (0)";
        wi *= h->wg[i];
    }
    if (!bad && wi > 1024)
        bad = "workgroup size (more than 1024 work-items)";
    if (!bad && ncode && (h->entry % 4 || h->entry / 4 >= ncode))   /* (0: no image given) */
        bad = "entry (not an instruction of the code image)";
    if (bad)
        return err_at(r, start, PWS_EPARSE, "header: %s out of range (wave %u, lanes %u, %u CUs "
                      "x %u SIMDs x %u contexts, workgroup %ux%ux%u, entry 0x%x of %u dwords)",
                      bad, h->wave, h->lanes, h->cus, h->simds, h->contexts, h->wg[0], h->wg[1],
                      h->wg[2], h->entry, ncode);
    memcpy(h->name, p + 52, nlen);
    h->name[nlen] = '\0';
    r->code = malloc(ncode ? 4 * (size_t)ncode : 1);
    if (!r->code)
        return diag_at(r->path, PWS_ENOMEM, "out of memory reading the code image");
    for (uint32_t i = 0; i < ncode; i++)
        r->code[i] = ld32(p + 52 + nlen + 4 * i);
    h->code = r->code;
    h->ncode = ncode;
    return 0;
}

static int decode_retire(trace_reader *r, const uint8_t *p, uint32_t len, trace_rec *rec)
{
    trace_retire *t = &rec->u.r;
    where(p, rec);
    t->nwords = p[13];
    t->flags = ld16(p + 14);
    t->swf = ld32(p + 20);
    t->pc = ld32(p + 24);
    t->next_pc = ld32(p + 28);
    for (int i = 0; i < 3; i++)
        t->word[i] = ld32(p + 32 + 4 * i);
    t->m0 = ld32(p + 44);
    t->mode = ld32(p + 48);
    t->scc = p[52];
    t->sgpr_count = p[53];
    t->vgpr_count = p[54];
    t->sgpr_base = ld16(p + 56);
    t->vgpr_base = ld16(p + 58);
    t->exec = ld64(p + 60);
    t->vcc = ld64(p + 68);
    t->split_mask = ld64(p + 76);
    t->vgpr_mask = ld64(p + 84);
    unsigned lanes = (unsigned)__builtin_popcountll(t->vgpr_mask);
    if (t->nwords < 1 || t->nwords > 3 || t->sgpr_count > EV_MAX_SDWORDS
        || t->vgpr_count > EV_MAX_VDWORDS)
        return err_at(r, rec->offset, PWS_EPARSE, "retire: bad counts (%u words, %u sgprs)",
                      t->nwords, t->sgpr_count);
    if (92 + 4ull * (t->sgpr_count + t->vgpr_count * lanes) > len)
        return err_at(r, rec->offset, PWS_EPARSE, "retire: %u SGPR and %u VGPR values do "
                      "not fit the record", t->sgpr_count, t->vgpr_count * lanes);
    const uint8_t *q = p + 92;
    for (unsigned i = 0; i < t->sgpr_count; i++, q += 4)
        t->sgpr[i] = ld32(q);
    for (unsigned d = 0; d < t->vgpr_count; d++)
        for (unsigned l = 0; l < EV_MAX_LANES; l++)
            if (t->vgpr_mask >> l & 1) {
                t->vgpr[d][l] = ld32(q);
                q += 4;
            } else {
                t->vgpr[d][l] = 0;
            }
    return 1;
}

static int decode_mem(trace_reader *r, const uint8_t *p, uint32_t len, trace_rec *rec)
{
    trace_mem *m = &rec->u.mem;
    uint32_t head = rec->type == TRACE_MEM_REQ ? 40 : 28;
    memset(m, 0, offsetof(trace_mem, data));
    where(p, rec);
    m->tag = ld32(p + 20);
    if (rec->type == TRACE_MEM_REQ) {
        m->space = p[13];
        m->write = p[14] & 1;
        m->read = p[14] >> 1 & 1;
        m->lane = p[15];
        m->addr = ld64(p + 24);
        m->size = ld16(p + 32);
        m->byte_en = ld16(p + 34);
        m->ndata = p[36];
    } else {
        m->lane = TRACE_NO_LANE;
        m->ndata = p[24];
    }
    if (m->ndata > TRACE_MAX_DATA || head + 4ull * m->ndata > len)
        return err_at(r, rec->offset, PWS_EPARSE, "%s: %u data dwords do not fit the record",
                      rec->type == TRACE_MEM_REQ ? "mem_req" : "mem_resp", m->ndata);
    for (unsigned i = 0; i < m->ndata; i++)
        m->data[i] = ld32(p + head + 4 * i);
    return 1;
}

static int decode(trace_reader *r, unsigned type, const uint8_t *p, uint32_t len,
                  trace_rec *rec)
{
    memset(&rec->w, 0, sizeof rec->w);
    rec->wg_id = 0;
    switch (type) {
    case TRACE_KERNEL_START:
        rec->cycle = ld64(p);
        return 1;
    case TRACE_KERNEL_END:
        rec->cycle = ld64(p);
        rec->end_status = p[8];
        r->seen_end = 1;
        return 1;
    case TRACE_WG_DISPATCH:
        rec->cycle = ld64(p);
        rec->u.wg.id = rec->wg_id = ld32(p + 8);
        for (int i = 0; i < 3; i++)
            rec->u.wg.xyz[i] = ld32(p + 12 + 4 * i);
        rec->u.wg.cu = rec->w.cu = ld16(p + 24);
        rec->u.wg.nwaves = ld16(p + 26);
        return 1;
    case TRACE_WAVE_START:
    case TRACE_WAVE_END:
    case TRACE_BARRIER_ARRIVE:
        where(p, rec);
        rec->wg_id = ld32(p + 20);
        return 1;
    case TRACE_BARRIER_RELEASE:
        rec->cycle = ld64(p);
        rec->w.cu = ld16(p + 8);
        rec->wg_id = ld32(p + 12);
        return 1;
    case TRACE_RETIRE:
        return decode_retire(r, p, len, rec);
    case TRACE_MEM_REQ:
    case TRACE_MEM_RESP:
        return decode_mem(r, p, len, rec);
    case TRACE_SPLIT:
        where(p, rec);
        rec->u.split.child_unit = p[13];
        rec->u.split.kind = p[14];
        rec->u.split.parent_mask = ld64(p + 20);
        rec->u.split.child_mask = ld64(p + 28);
        return 1;
    case TRACE_MERGE:
        where(p, rec);
        rec->u.merge.freed_unit = p[13];
        rec->u.merge.mask = ld64(p + 20);
        rec->u.merge.freed_mask = ld64(p + 28);
        return 1;
    default:
        return err_at(r, rec->offset, PWS_EPARSE, "cannot decode record type 0x%02x", type);
    }
}

int trace_read_next(trace_reader *r, trace_rec *rec)
{
    if (r->done)
        return r->done == 1 ? 0 : r->done;
    unsigned type = 0;
    uint32_t len = 0;
    uint64_t start;
    int rc = frame(r, &type, &len, &start);
    if (rc == 1) {
        rec->offset = start;
        rec->raw_type = type;
        rec->length = len;
        rec->type = (trace_type)type;
        uint32_t need = fixed_size(type);
        if (type == TRACE_HEADER) {
            rc = err_at(r, start, PWS_EPARSE, "a second header record");
        } else if (!need) {
            if (r->h.version_minor > TRACE_VERSION_MINOR) {
                rec->type = TRACE_UNKNOWN;   /* a newer writer's record: skipped */
                return 1;
            }
            rc = err_at(r, start, PWS_EPARSE, "unknown record type 0x%02x", type);
        } else if (len < need) {
            rc = err_at(r, start, PWS_EPARSE, "record type 0x%02x too short (%u bytes)", type,
                        len);
        } else {
            rc = decode(r, type, r->buf, len, rec);
        }
    }
    if (rc < 0)
        r->done = rc;
    return rc;
}

trace_reader *trace_read_open(const char *path)
{
    trace_reader *r = calloc(1, sizeof *r);
    if (!r || !(r->path = strdup(path))) {
        free(r);
        return diag_at(path, PWS_ENOMEM, "out of memory"), NULL;
    }
    r->f = gzopen(path, "rb");
    if (!r->f) {
        diag_at(path, PWS_EIO, "cannot open the trace");
        trace_read_close(r);
        return NULL;
    }
    char magic[8];
    long k = get(r, magic, 8);
    int rc = 0;
    if (k < 0)
        rc = PWS_EIO;
    else if (k < 8 && !memcmp(magic, TRACE_MAGIC, (size_t)k))
        rc = err_at(r, 0, PWS_EPARSE, "truncated trace: %ld byte%s, no complete magic", k,
                    k == 1 ? "" : "s");
    else if (k < 8 || memcmp(magic, TRACE_MAGIC, 8))
        rc = err_at(r, 0, PWS_EPARSE, "bad magic: not a pws trace");
    unsigned type = 0;
    uint32_t len = 0;
    uint64_t start = r->off;
    if (!rc) {
        r->quiet = 1;
        int f = frame(r, &type, &len, &start);
        r->quiet = 0;
        if (f < 0)
            rc = f;
        else if (f == 0)
            rc = err_at(r, start, PWS_EPARSE, "truncated trace: no complete header record");
        else if (type != TRACE_HEADER)
            rc = err_at(r, start, PWS_EPARSE, "the first record is type 0x%02x, not a header",
                        type);
        else if (len < fixed_size(TRACE_HEADER))
            rc = err_at(r, start, PWS_EPARSE, "header record too short (%u bytes)", len);
        else
            rc = decode_header(r, r->buf, len, start);
    }
    if (rc) {
        trace_read_close(r);
        return NULL;
    }
    r->truncated = 0;
    r->done = 0;
    return r;
}

const trace_header *trace_read_header(const trace_reader *r) { return &r->h; }
int trace_read_truncated(const trace_reader *r) { return r->truncated; }

void trace_read_quiet_truncation(trace_reader *r) { r->quiet = 1; }

const char *trace_read_truncation(const trace_reader *r)
{
    return r->truncated ? r->trunc_where : NULL;
}
uint64_t trace_read_offset(const trace_reader *r) { return r->off; }
const char *trace_read_path(const trace_reader *r) { return r->path; }

void trace_read_close(trace_reader *r)
{
    if (!r)
        return;
    if (r->f)
        gzclose(r->f);
    free(r->code);
    free(r->buf);
    free(r->path);
    free(r);
}
