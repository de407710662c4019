/* tests/test_trace.c -- golden/trace.c (writer) and golden/trace_read.c (reader): every record
 * type written and read back field by field, the byte layout of docs/trace-format.md checked
 * against bytes written out by hand, and the reader's error paths (bad magic, unsupported
 * version, unknown type, short record, truncation at and inside a record boundary, skipping the
 * records of a newer minor version). */
#include <CUnit/CUnit.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "diag.h"
#include "pws_err.h"
#include "trace.h"
#include "trace_print.h"
#include "trace_read.h"

static char path[64];

static void tmp_path(void)
{
    snprintf(path, sizeof path, "/tmp/pws_test_trace_%d.gz", (int)getpid());
}

static const uint32_t code[3] = { 0xbf810000u, 0x7e000280u, 0xbf800000u };

static void header(trace_header *h)
{
    memset(h, 0, sizeof *h);
    h->producer = TRACE_PRODUCER_RTL;
    h->split = 2;
    h->wave = 16;
    h->lanes = 4;
    h->cus = 2;
    h->simds = 4;
    h->spsimds = 3;
    h->contexts = 10;
    h->mem_latency = 7;
    h->grid[0] = 64; h->grid[1] = 2; h->grid[2] = 1;
    h->wg[0] = 16; h->wg[1] = 1; h->wg[2] = 1;
    h->entry = 0x8;   /* the third of the code's 3 dwords */
    strcpy(h->name, "kern");
    h->code = code;
    h->ncode = 3;
}

/* One record of every type, with distinct values in every field. */
static void records(trace_rec *r, int *n)
{
    int i = 0;
    memset(r, 0, 12 * sizeof *r);
    r[i].type = TRACE_KERNEL_START; r[i++].cycle = 5;
    r[i].type = TRACE_WG_DISPATCH; r[i].cycle = 6; r[i].u.wg.id = 70000;
    r[i].u.wg.xyz[0] = 3; r[i].u.wg.xyz[1] = 1; r[i].u.wg.xyz[2] = 2; r[i].u.wg.cu = 1;
    r[i++].u.wg.nwaves = 4;
    r[i].type = TRACE_WAVE_START; r[i].cycle = 7;
    r[i].w = (trace_where){ 1, 3, 0, 9, 123456 }; r[i++].wg_id = 70000;
    trace_rec *t = &r[i++];
    t->type = TRACE_RETIRE; t->cycle = 0x1122334455ull; t->w = (trace_where){ 1, 2, 3, 4, 77 };
    t->u.r.swf = 901; t->u.r.pc = 0x1c; t->u.r.next_pc = 0x40;
    t->u.r.word[0] = 0xd1000000u; t->u.r.word[1] = 0x12345678u; t->u.r.nwords = 2;
    t->u.r.flags = TRACE_RF_SGPR | TRACE_RF_VGPR | TRACE_RF_VCC | TRACE_RF_BRANCH;
    t->u.r.exec = 0xffffull; t->u.r.vcc = 0xaaaaull; t->u.r.split_mask = 0xf0f0ull;
    t->u.r.m0 = 0xdeadbeefu; t->u.r.mode = 0x3c0; t->u.r.scc = 1;
    t->u.r.sgpr_base = 106; t->u.r.sgpr_count = 2; t->u.r.sgpr[0] = 11; t->u.r.sgpr[1] = 22;
    t->u.r.vgpr_base = 5; t->u.r.vgpr_count = 2; t->u.r.vgpr_mask = 0x8000000000000005ull;
    t->u.r.vgpr[0][0] = 100; t->u.r.vgpr[0][2] = 102; t->u.r.vgpr[0][63] = 163;
    t->u.r.vgpr[1][0] = 200; t->u.r.vgpr[1][2] = 202; t->u.r.vgpr[1][63] = 263;
    r[i].type = TRACE_MEM_REQ; r[i].cycle = 9; r[i].w = (trace_where){ 1, 2, 3, 4, 77 };
    r[i].u.mem.tag = 42; r[i].u.mem.space = 1; r[i].u.mem.write = 1; r[i].u.mem.read = 1;
    r[i].u.mem.lane = 13; r[i].u.mem.addr = 0x100006008ull; r[i].u.mem.size = 8;
    r[i].u.mem.byte_en = 0xf3; r[i].u.mem.ndata = 2; r[i].u.mem.data[0] = 0xa;
    r[i++].u.mem.data[1] = 0xb;
    r[i].type = TRACE_MEM_RESP; r[i].cycle = 16; r[i].w = (trace_where){ 1, 2, 3, 4, 77 };
    r[i].u.mem.tag = 42; r[i].u.mem.lane = TRACE_NO_LANE; r[i].u.mem.ndata = 1;
    r[i++].u.mem.data[0] = 0xcafe;
    r[i].type = TRACE_SPLIT; r[i].cycle = 20; r[i].w = (trace_where){ 0, 1, 0, 2, 8 };
    r[i].u.split.child_unit = 2; r[i].u.split.kind = TRACE_SPLIT_PWS;
    r[i].u.split.parent_mask = 0x8; r[i++].u.split.child_mask = 0x6;
    r[i].type = TRACE_MERGE; r[i].cycle = 30; r[i].w = (trace_where){ 0, 1, 0, 2, 8 };
    r[i].u.merge.freed_unit = TRACE_NO_UNIT; r[i].u.merge.mask = 0xe;
    r[i++].u.merge.freed_mask = 0;
    r[i].type = TRACE_BARRIER_ARRIVE; r[i].cycle = 31; r[i].w = (trace_where){ 0, 1, 2, 3, 8 };
    r[i++].wg_id = 5;
    r[i].type = TRACE_BARRIER_RELEASE; r[i].cycle = 32; r[i].w.cu = 1; r[i++].wg_id = 5;
    r[i].type = TRACE_WAVE_END; r[i].cycle = 40; r[i].w = (trace_where){ 1, 3, 0, 9, 123456 };
    r[i++].wg_id = 70000;
    r[i].type = TRACE_KERNEL_END; r[i].cycle = 41; r[i++].end_status = TRACE_END_MISMATCH;
    *n = i;
}

static void same_where(const trace_rec *a, const trace_rec *b)
{
    CU_ASSERT_EQUAL(a->w.cu, b->w.cu);
    CU_ASSERT_EQUAL(a->w.simd, b->w.simd);
    CU_ASSERT_EQUAL(a->w.unit, b->w.unit);
    CU_ASSERT_EQUAL(a->w.ctx, b->w.ctx);
    CU_ASSERT_EQUAL(a->w.wave, b->w.wave);
}

static void test_round_trip(void)
{
    tmp_path();
    trace_header h;
    header(&h);
    trace_rec in[12], out;
    int n;
    records(in, &n);
    trace_writer *w = trace_create(path, &h);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    for (int i = 0; i < n; i++)
        CU_ASSERT_EQUAL(trace_write(w, &in[i]), 0);
    CU_ASSERT_EQUAL(trace_count(w), (uint64_t)n + 1);
    CU_ASSERT_EQUAL(trace_close(&w, 99, TRACE_END_OK), 0);   /* kernel end already written */
    CU_ASSERT_PTR_NULL(w);
    CU_ASSERT_EQUAL(trace_close(&w, 99, TRACE_END_OK), 0);   /* idempotent */

    trace_reader *r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    const trace_header *g = trace_read_header(r);
    CU_ASSERT_EQUAL(g->version_major, 1);
    CU_ASSERT_EQUAL(g->version_minor, 0);
    CU_ASSERT_EQUAL(g->producer, TRACE_PRODUCER_RTL);
    CU_ASSERT_EQUAL(g->split, 2);
    CU_ASSERT_EQUAL(g->wave, 16);
    CU_ASSERT_EQUAL(g->lanes, 4);
    CU_ASSERT_EQUAL(g->cus, 2);
    CU_ASSERT_EQUAL(g->simds, 4);
    CU_ASSERT_EQUAL(g->spsimds, 3);
    CU_ASSERT_EQUAL(g->contexts, 10);
    CU_ASSERT_EQUAL(g->mem_latency, 7);
    CU_ASSERT_EQUAL(g->grid[0], 64);
    CU_ASSERT_EQUAL(g->grid[1], 2);
    CU_ASSERT_EQUAL(g->grid[2], 1);
    CU_ASSERT_EQUAL(g->wg[0], 16);
    CU_ASSERT_EQUAL(g->entry, 0x8);
    CU_ASSERT_STRING_EQUAL(g->name, "kern");
    CU_ASSERT_EQUAL_FATAL(g->ncode, 3);
    CU_ASSERT_EQUAL(memcmp(g->code, code, sizeof code), 0);
    for (int i = 0; i < n; i++) {
        CU_ASSERT_EQUAL_FATAL(trace_read_next(r, &out), 1);
        const trace_rec *e = &in[i];
        CU_ASSERT_EQUAL(out.type, e->type);
        CU_ASSERT_EQUAL(out.cycle, e->cycle);
        switch (e->type) {
        case TRACE_KERNEL_END:
            CU_ASSERT_EQUAL(out.end_status, TRACE_END_MISMATCH);
            break;
        case TRACE_WG_DISPATCH:
            CU_ASSERT_EQUAL(out.u.wg.id, 70000);
            CU_ASSERT_EQUAL(out.u.wg.xyz[0], 3);
            CU_ASSERT_EQUAL(out.u.wg.xyz[1], 1);
            CU_ASSERT_EQUAL(out.u.wg.xyz[2], 2);
            CU_ASSERT_EQUAL(out.u.wg.cu, 1);
            CU_ASSERT_EQUAL(out.u.wg.nwaves, 4);
            break;
        case TRACE_WAVE_START: case TRACE_WAVE_END: case TRACE_BARRIER_ARRIVE:
            same_where(&out, e);
            CU_ASSERT_EQUAL(out.wg_id, e->wg_id);
            break;
        case TRACE_BARRIER_RELEASE:
            CU_ASSERT_EQUAL(out.w.cu, 1);
            CU_ASSERT_EQUAL(out.wg_id, 5);
            break;
        case TRACE_RETIRE: {
            const trace_retire *a = &out.u.r, *b = &e->u.r;
            same_where(&out, e);
            CU_ASSERT_EQUAL(a->swf, 901);
            CU_ASSERT_EQUAL(a->pc, 0x1c);
            CU_ASSERT_EQUAL(a->next_pc, 0x40);
            CU_ASSERT_EQUAL(a->nwords, 2);
            CU_ASSERT_EQUAL(a->word[0], 0xd1000000u);
            CU_ASSERT_EQUAL(a->word[1], 0x12345678u);
            CU_ASSERT_EQUAL(a->word[2], 0);
            CU_ASSERT_EQUAL(a->flags, b->flags);
            CU_ASSERT_EQUAL(a->exec, 0xffffull);
            CU_ASSERT_EQUAL(a->vcc, 0xaaaaull);
            CU_ASSERT_EQUAL(a->split_mask, 0xf0f0ull);
            CU_ASSERT_EQUAL(a->m0, 0xdeadbeefu);
            CU_ASSERT_EQUAL(a->mode, 0x3c0);
            CU_ASSERT_EQUAL(a->scc, 1);
            CU_ASSERT_EQUAL(a->sgpr_base, 106);
            CU_ASSERT_EQUAL(a->sgpr_count, 2);
            CU_ASSERT_EQUAL(a->sgpr[0], 11);
            CU_ASSERT_EQUAL(a->sgpr[1], 22);
            CU_ASSERT_EQUAL(a->vgpr_base, 5);
            CU_ASSERT_EQUAL(a->vgpr_count, 2);
            CU_ASSERT_EQUAL(a->vgpr_mask, 0x8000000000000005ull);
            CU_ASSERT_EQUAL(a->vgpr[0][0], 100);
            CU_ASSERT_EQUAL(a->vgpr[0][1], 0);   /* outside the mask */
            CU_ASSERT_EQUAL(a->vgpr[0][2], 102);
            CU_ASSERT_EQUAL(a->vgpr[0][63], 163);
            CU_ASSERT_EQUAL(a->vgpr[1][0], 200);
            CU_ASSERT_EQUAL(a->vgpr[1][2], 202);
            CU_ASSERT_EQUAL(a->vgpr[1][63], 263);
            /* 92 fixed bytes + 2 SGPRs + 2 dwords x 3 lanes = 92 + 8 + 24 */
            CU_ASSERT_EQUAL(out.length, 124);
            break;
        }
        case TRACE_MEM_REQ:
            same_where(&out, e);
            CU_ASSERT_EQUAL(out.u.mem.tag, 42);
            CU_ASSERT_EQUAL(out.u.mem.space, 1);
            CU_ASSERT_EQUAL(out.u.mem.write, 1);
            CU_ASSERT_EQUAL(out.u.mem.read, 1);
            CU_ASSERT_EQUAL(out.u.mem.lane, 13);
            CU_ASSERT_EQUAL(out.u.mem.addr, 0x100006008ull);
            CU_ASSERT_EQUAL(out.u.mem.size, 8);
            CU_ASSERT_EQUAL(out.u.mem.byte_en, 0xf3);
            CU_ASSERT_EQUAL(out.u.mem.ndata, 2);
            CU_ASSERT_EQUAL(out.u.mem.data[0], 0xa);
            CU_ASSERT_EQUAL(out.u.mem.data[1], 0xb);
            break;
        case TRACE_MEM_RESP:
            same_where(&out, e);
            CU_ASSERT_EQUAL(out.u.mem.tag, 42);
            CU_ASSERT_EQUAL(out.u.mem.ndata, 1);
            CU_ASSERT_EQUAL(out.u.mem.data[0], 0xcafe);
            break;
        case TRACE_SPLIT:
            same_where(&out, e);
            CU_ASSERT_EQUAL(out.u.split.child_unit, 2);
            CU_ASSERT_EQUAL(out.u.split.kind, TRACE_SPLIT_PWS);
            CU_ASSERT_EQUAL(out.u.split.parent_mask, 0x8);
            CU_ASSERT_EQUAL(out.u.split.child_mask, 0x6);
            break;
        case TRACE_MERGE:
            same_where(&out, e);
            CU_ASSERT_EQUAL(out.u.merge.freed_unit, TRACE_NO_UNIT);
            CU_ASSERT_EQUAL(out.u.merge.mask, 0xe);
            CU_ASSERT_EQUAL(out.u.merge.freed_mask, 0);
            break;
        default:
            break;
        }
    }
    CU_ASSERT_EQUAL(trace_read_next(r, &out), 0);
    CU_ASSERT_EQUAL(trace_read_truncated(r), 0);
    CU_ASSERT_EQUAL(trace_read_next(r, &out), 0);   /* stays at the end */
    trace_read_close(r);
    unlink(path);
}

/* ---- Hand-built files ------------------------------------------------------------------------ */

static void put(uint8_t *b, size_t *n, const void *src, size_t len)
{
    memcpy(b + *n, src, len);
    *n += len;
}

/* The magic and a header record of version major.minor for kernel "k", no code: bytes by hand
 * from docs/trace-format.md (type 0x01, length 53 = 52 fixed + 1 name byte). */
static size_t hand_header(uint8_t *b, unsigned major, unsigned minor)
{
    size_t n = 0;
    put(b, &n, "PWSTRACE", 8);
    uint8_t f[5] = { 0x01, 53, 0, 0, 0 };
    put(b, &n, f, 5);
    uint8_t p[53] = { 0 };
    p[0] = (uint8_t)major;
    p[2] = (uint8_t)minor;
    p[4] = 0;      /* golden */
    p[6] = 64;     /* wave */
    p[7] = 64;     /* lanes */
    p[8] = 1;      /* cus */
    p[10] = 1;     /* simds */
    p[12] = 1;     /* contexts */
    p[14] = 1;     /* name length */
    for (int d = 0; d < 3; d++)
        p[20 + 4 * d] = p[32 + 4 * d] = 1;   /* grid and workgroup 1 x 1 x 1 */
    p[52] = 'k';
    put(b, &n, p, 53);
    return n;
}

static void write_gz(const uint8_t *b, size_t n)
{
    gzFile f = gzopen(path, "wb");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(gzwrite(f, b, (unsigned)n), (int)n);
    gzclose(f);
}

/* kernel_start at cycle 0x0102 and kernel_end at cycle 3 status 0, by hand. */
static size_t hand_start(uint8_t *b, size_t n)
{
    uint8_t s[13] = { 0x02, 8, 0, 0, 0, 0x02, 0x01, 0, 0, 0, 0, 0, 0 };
    put(b, &n, s, 13);
    return n;
}
static size_t hand_end(uint8_t *b, size_t n)
{
    uint8_t e[14] = { 0x03, 9, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0 };
    put(b, &n, e, 14);
    return n;
}

static void test_hand_layout(void)
{
    tmp_path();
    uint8_t b[256];
    size_t n = hand_end(b, hand_start(b, hand_header(b, 1, 0)));
    write_gz(b, n);
    trace_reader *r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_STRING_EQUAL(trace_read_header(r)->name, "k");
    CU_ASSERT_EQUAL(trace_read_header(r)->wave, 64);
    trace_rec rec;
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    CU_ASSERT_EQUAL(rec.type, TRACE_KERNEL_START);
    CU_ASSERT_EQUAL(rec.cycle, 0x0102);
    CU_ASSERT_EQUAL(rec.offset, 8 + 5 + 53);   /* magic + header frame + payload = 66 */
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    CU_ASSERT_EQUAL(rec.type, TRACE_KERNEL_END);
    CU_ASSERT_EQUAL(rec.cycle, 3);
    CU_ASSERT_EQUAL(rec.offset, 66 + 13);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 0);
    CU_ASSERT_EQUAL(trace_read_truncated(r), 0);
    trace_read_close(r);

    /* The writer's bytes for a split record: frame 0x0a, length 36; prefix cycle 20, cu 0x0102,
     * simd 3, unit 1 (parent), ctx 4, child 2, kind 1 (pws), wave 8; masks 0x8 and 0x6. */
    trace_header h;
    header(&h);
    h.ncode = 0;
    strcpy(h.name, "k");
    trace_writer *w = trace_create(path, &h);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    trace_rec s = { .type = TRACE_SPLIT, .cycle = 20, .w = { 0x0102, 3, 1, 4, 8 } };
    s.u.split.child_unit = 2;
    s.u.split.kind = TRACE_SPLIT_PWS;
    s.u.split.parent_mask = 0x8;
    s.u.split.child_mask = 0x6;
    CU_ASSERT_EQUAL(trace_write(w, &s), 0);
    CU_ASSERT_EQUAL(trace_close(&w, 21, TRACE_END_OK), 0);
    gzFile f = gzopen(path, "rb");
    uint8_t got[256];
    int len = gzread(f, got, sizeof got);
    gzclose(f);
    static const uint8_t want[41] = {
        0x0a, 36, 0, 0, 0,
        20, 0, 0, 0, 0, 0, 0, 0,  0x02, 0x01,  3,  1,  4,  2,  1,  0,  8, 0, 0, 0,
        0x8, 0, 0, 0, 0, 0, 0, 0,  0x6, 0, 0, 0, 0, 0, 0, 0,
    };
    /* magic 8 + header 5 + 52 + 1 ("k"), then the split, then kernel_end (14 bytes) */
    CU_ASSERT_EQUAL_FATAL(len, 66 + 41 + 14);
    CU_ASSERT_EQUAL(memcmp(got + 66, want, sizeof want), 0);
    static const uint8_t end[14] = { 0x03, 9, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0, 0 };
    CU_ASSERT_EQUAL(memcmp(got + 107, end, sizeof end), 0);
    unlink(path);
}

static void test_bad_magic(void)
{
    tmp_path();
    write_gz((const uint8_t *)"PWSTRACX and more bytes", 23);
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(trace_read_open(path));
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "offset 0"));
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "bad magic"));
    /* a file cut inside the magic: a truncated trace, said so */
    write_gz((const uint8_t *)"PWS", 3);
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(trace_read_open(path));
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: truncated trace: 3 bytes, no complete magic"));
    /* a file shorter than the magic that is not its start: bad magic */
    write_gz((const uint8_t *)"XYZ", 3);
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(trace_read_open(path));
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "bad magic"));
    /* a newer major version */
    uint8_t b[256];
    write_gz(b, hand_header(b, 2, 0));
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(trace_read_open(path));
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "offset 8"));
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "unsupported trace format version 2.0"));
    unlink(path);
}

/* A record of type 0x17 (12 bytes) between kernel start and end. */
static size_t with_unknown(uint8_t *b, unsigned minor)
{
    size_t n = hand_start(b, hand_header(b, 1, minor));
    uint8_t u[17] = { 0x17, 12, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
    put(b, &n, u, 17);
    return hand_end(b, n);
}

static void test_unknown_type(void)
{
    tmp_path();
    uint8_t b[256];
    trace_rec rec;
    /* version 1.1: a reader of 1.0 skips it and goes on to the kernel end */
    write_gz(b, with_unknown(b, 1));
    trace_reader *r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    CU_ASSERT_EQUAL(rec.type, TRACE_KERNEL_START);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    CU_ASSERT_EQUAL(rec.type, TRACE_UNKNOWN);
    CU_ASSERT_EQUAL(rec.raw_type, 0x17);
    CU_ASSERT_EQUAL(rec.length, 12);
    CU_ASSERT_EQUAL(rec.offset, 79);   /* 66 + kernel_start 13 */
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    CU_ASSERT_EQUAL(rec.type, TRACE_KERNEL_END);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 0);
    trace_read_close(r);
    /* version 1.0: the same record is corruption */
    write_gz(b, with_unknown(b, 0));
    r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), PWS_EPARSE);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "offset 79: error: unknown record type 0x17"));
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), PWS_EPARSE);   /* sticky */
    trace_read_close(r);
    unlink(path);
}

static void test_short_record(void)
{
    tmp_path();
    uint8_t b[256];
    size_t n = hand_header(b, 1, 0);
    uint8_t s[9] = { 0x07, 4, 0, 0, 0, 1, 2, 3, 4 };   /* a retire of 4 bytes (needs 92) */
    put(b, &n, s, 9);
    write_gz(b, n);
    trace_reader *r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    trace_rec rec;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), PWS_EPARSE);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "offset 66: error: record type 0x07 too short"));
    trace_read_close(r);
    unlink(path);
}

static void test_truncated(void)
{
    tmp_path();
    uint8_t b[256];
    trace_rec rec;
    /* cut at a record boundary: no kernel_end */
    write_gz(b, hand_start(b, hand_header(b, 1, 0)));
    trace_reader *r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 0);
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(trace_read_truncated(r), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "offset 79: warning: truncated"));
    trace_read_close(r);
    /* cut inside the kernel_end record (5 of its 14 bytes) */
    size_t n = hand_end(b, hand_start(b, hand_header(b, 1, 0)));
    write_gz(b, n - 9);
    r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 1);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(trace_read_next(r, &rec), 0);
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(trace_read_truncated(r), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "inside a record"));
    trace_read_close(r);
    /* the gzip stream itself cut short (a producer killed before gzclose): the whole records
     * that were compressed are still read */
    trace_header h;
    header(&h);
    trace_writer *w = trace_create(path, &h);
    trace_rec s = { .type = TRACE_KERNEL_START, .cycle = 1 };
    for (int i = 0; i < 2000; i++)
        trace_write(w, &s);
    CU_ASSERT_EQUAL(trace_flush(w), 0);
    trace_close(&w, 2, TRACE_END_OK);
    FILE *f = fopen(path, "rb");
    uint8_t big[65536];
    size_t len = fread(big, 1, sizeof big, f);
    fclose(f);
    f = fopen(path, "wb");
    fwrite(big, 1, len - 12, f);   /* drop the gzip trailer and the last deflate bytes */
    fclose(f);
    r = trace_read_open(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    int count = 0, rc;
    diag_set_quiet(1);
    while ((rc = trace_read_next(r, &rec)) == 1)
        count++;
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(rc, 0);
    CU_ASSERT_EQUAL(trace_read_truncated(r), 1);
    CU_ASSERT_EQUAL(count, 2000);   /* the sync flush put all 2000 starts before the cut */
    trace_read_close(r);
    unlink(path);
}

static void test_write_errors(void)
{
    trace_header h;
    header(&h);
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(trace_create("/nonexistent-dir/t.gz", &h));
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "cannot create trace file"));
    diag_set_quiet(0);
    /* NULL writer: producers call unconditionally */
    trace_rec s = { .type = TRACE_KERNEL_START };
    CU_ASSERT_EQUAL(trace_write(NULL, &s), 0);
    trace_writer *none = NULL;
    CU_ASSERT_EQUAL(trace_close(&none, 0, TRACE_END_OK), 0);
    /* /dev/full: every write fails; reported once, close returns the error */
    header(&h);
    trace_writer *w = trace_create("/dev/full", &h);
    if (w) {
        diag_set_quiet(1);
        for (int i = 0; i < 20000; i++)
            trace_write(w, &s);
        CU_ASSERT_EQUAL(trace_close(&w, 0, TRACE_END_OK), PWS_EIO);
        diag_set_quiet(0);
        CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "cannot write the trace"));
    }
}

/* The Chrome form parses as JSON and has one thread_name per track used. */
static void test_chrome_json(void)
{
    tmp_path();
    trace_header h;
    header(&h);
    trace_rec in[12];
    int n;
    records(in, &n);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    trace_printer *p = trace_print_new(f, TRACE_PRINT_CHROME, &h);
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    for (int i = 0; i < n; i++)
        CU_ASSERT_EQUAL(trace_print_rec(p, &in[i]), 0);
    CU_ASSERT_EQUAL(trace_print_end(p, 0), 0);
    fclose(f);
    /* tracks: wave start/end at (cu1,simd3,unit0,ctx9); retire (1,2,3,4); split parent
     * (0,1,0,2) and child (0,1,2,2); barrier (0,1,2,3): 5 tracks, 2 CUs */
    unsigned names = 0, procs = 0;
    for (const char *s = buf; (s = strstr(s, "\"thread_name\"")); s++)
        names++;
    for (const char *s = buf; (s = strstr(s, "\"process_name\"")); s++)
        procs++;
    CU_ASSERT_EQUAL(names, 5);
    CU_ASSERT_EQUAL(procs, 2);
    cJSON *j = cJSON_Parse(buf);
    CU_ASSERT_PTR_NOT_NULL(j);
    cJSON_Delete(j);
    free(buf);
}

void suite_trace(void)
{
    CU_pSuite s = CU_add_suite("trace", NULL, NULL);
    CU_add_test(s, "every record type round trip", test_round_trip);
    CU_add_test(s, "byte layout by hand", test_hand_layout);
    CU_add_test(s, "bad magic and version", test_bad_magic);
    CU_add_test(s, "unknown record type", test_unknown_type);
    CU_add_test(s, "record too short", test_short_record);
    CU_add_test(s, "truncated traces", test_truncated);
    CU_add_test(s, "write errors", test_write_errors);
    CU_add_test(s, "chrome json", test_chrome_json);
}
