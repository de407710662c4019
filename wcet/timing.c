/* wcet/timing.c -- see timing.h. Every number must be a non-negative integer: the static bound
 * is exact integer arithmetic, and a fractional cycle count would mean a broken generator. */
#include "timing.h"

#include "mem_queue.h"

#include "json_doc.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

static int get_u64(const char *path, const cJSON *obj, const char *sect, const char *key,
                   int required, uint64_t *v)
{
    diag_loc l = { path, 0 };
    const cJSON *it = obj ? cJSON_GetObjectItemCaseSensitive(obj, key) : NULL;
    if (!it) {
        if (!required)
            return 0;
        return diag(&l, PWS_EPARSE, "timing model: missing %s.%s", sect, key);
    }
    double d = it->valuedouble;
    if (!cJSON_IsNumber(it) || d < 0 || d != floor(d) || d > 4e15)
        return diag(&l, PWS_EPARSE, "timing model: %s.%s is not a non-negative integer", sect,
                    key);
    *v = (uint64_t)d;
    return 0;
}

static uint64_t max64(uint64_t a, uint64_t b);
static uint64_t min64(uint64_t a, uint64_t b);

/* A memory op's sending (docs/microarchitecture.md "Worst-case waits"), every lane active,
 * when its arbiter has `arb` requesters (the LDS's: the SIMDs' LDS units and the SPI's zeroing);
 * alone: its unit has no answer to write. Cycles between grants: the arbiter's round, the
 * answers' writes out of the return queue one at a time, the queue's entries (each free once
 * its answer is written, latency + 5 after its grant); the first access's wait for the arbiter,
 * then the last one's answer. A plain store's acknowledgements are not written, but answers
 * leave in order: it may start behind min(Q, a) answers of earlier loads. The generator writes
 * `send` by the same rule with every requester of the CU; timing_read checks that it agrees. */
static uint64_t period(uint64_t arb, uint64_t write, uint64_t lat, uint64_t q)
{
    return max64(max64(arb, write), (lat + max64(write, 5) + q - 1) / q);
}
/* The latency, return queue and answer write of op's memory unit. */
static void mem_unit(const timing *t, unsigned op, uint64_t *lat, uint64_t *q, uint64_t *w)
{
    *lat = t->mem_latency, *q = t->q_vmem, *w = t->w_vrf;
    if (t->unit[op] == TIMING_UNIT_LDS)
        *lat = t->lds_latency, *q = t->q_lds;
    else if (t->unit[op] == TIMING_UNIT_SALU)
        *q = t->q_smem, *w = t->w_srf;
}
static int is_plain_store(const timing *t, unsigned op)
{
    return t->unit[op] != TIMING_UNIT_SALU && isa_is_plain_store((isa_op)op);
}

/* The part of mem_send_at that grows with the op's accesses (one a lane, or a lane-dword): an
 * op of fewer active lanes sends as many fewer. */
static uint64_t mem_lane_part(const timing *t, unsigned op, uint64_t arb)
{
    uint64_t lat, q, w;
    mem_unit(t, op, &lat, &q, &w);
    return t->acc[op] * period(arb, is_plain_store(t, op) ? 1 : w, lat, q);
}

static uint64_t mem_send_at(const timing *t, unsigned op, uint64_t arb, int alone)
{
    uint64_t lat, q, w;
    mem_unit(t, op, &lat, &q, &w);
    uint64_t send = mem_lane_part(t, op, arb) + arb - 1 + lat
                    + max64(is_plain_store(t, op) ? 1 : w, 5);
    if (is_plain_store(t, op) && !alone)   /* behind min(Q, a) answers of earlier loads */
        send += min64(q, t->acc[op]) * (period(arb, w, lat, q) - period(arb, 1, lat, q));
    return send;
}

/* obj.key, an array of exactly n integers of at least min (0 or 1), into v (named `what`). */
static int get_u64_array(const char *path, const cJSON *obj, const char *what, const char *key,
                         int min, unsigned n, uint64_t *v)
{
    diag_loc l = { path, 0 };
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, key), *it;
    unsigned i = 0;
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) != (int)n)
        return diag(&l, PWS_EPARSE, "timing model: %s needs %u numbers", what, n);
    cJSON_ArrayForEach(it, arr) {
        if (!cJSON_IsNumber(it) || it->valuedouble < min || it->valuedouble > 4e15
            || it->valuedouble != floor(it->valuedouble))
            return diag(&l, PWS_EPARSE, "timing model: %s[%u] is not a %s integer", what, i,
                        min ? "positive" : "non-negative");
        v[i++] = (uint64_t)it->valuedouble;
    }
    return 0;
}

/* The "pipe" object of a pipelined CU's model, if there is one. */
static int parse_pipe(const char *path, const cJSON *root, timing *t)
{
    static const char *const units[TIMING_NUNITS] = { "valu", "salu", "vmem", "lds", "ctrl" };
    diag_loc l = { path, 0 };
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(root, "pipe");
    if (!p)
        return 0;
    const cJSON *ops = cJSON_GetObjectItemCaseSensitive(p, "ops");
    if (!cJSON_IsObject(p) || !cJSON_IsObject(ops))
        return diag(&l, PWS_EPARSE, "timing model: pipe needs an object ops");
    int rc;
    t->fetch_ports = 1;   /* (absent: one) */
    t->fetch_width = 2;   /* (absent: the fetch of two it had before the narrow one) */
    t->vrf_reads = 3;     /* (absent: a read copy per VALU source and the rows') */
    if ((rc = get_u64(path, p, "pipe", "visit", 1, &t->visit)) ||
        (rc = get_u64(path, p, "pipe", "fetch_slack", 1, &t->fetch_slack)) ||
        (rc = get_u64(path, p, "pipe", "start", 0, &t->start)) ||
        (rc = get_u64(path, p, "pipe", "mem_insts", 1, &t->mem_insts)) ||
        (rc = get_u64(path, p, "pipe", "mem_latency", 1, &t->mem_latency)) ||
        (rc = get_u64(path, p, "pipe", "lds_latency", 1, &t->lds_latency)) ||
        (rc = get_u64(path, p, "pipe", "init_fixed_writes", 1, &t->init_fixed_writes)) ||
        (rc = get_u64(path, p, "pipe", "init_write_worst", 1, &t->init_write_worst)) ||
        (rc = get_u64(path, p, "pipe", "init_write_free", 0, &t->init_write_free)) ||
        (rc = get_u64(path, p, "pipe", "init_vgpr_write_worst", 0, &t->init_vgpr_write_worst)) ||
        (rc = get_u64(path, p, "pipe", "init_vgpr_write_free", 0, &t->init_vgpr_write_free)) ||
        (rc = get_u64(path, p, "pipe", "lds_zero_write_worst", 1, &t->lds_zero_write_worst)) ||
        (rc = get_u64(path, p, "pipe", "split_block", 0, &t->split_block)) ||
        (rc = get_u64(path, p, "pipe", "ibuf_depth", 0, &t->ibuf_depth)) ||
        (rc = get_u64(path, p, "pipe", "fetch_ports", 0, &t->fetch_ports)) ||
        (rc = get_u64(path, p, "pipe", "fetch_width", 0, &t->fetch_width)) ||
        (rc = get_u64(path, p, "pipe", "vrf_reads", 0, &t->vrf_reads)))
        return rc;
    if (t->vrf_reads != 1 && t->vrf_reads != 3)
        return diag(&l, PWS_EPARSE, "timing model: pipe.vrf_reads = %llu is not 1 or 3",
                    (unsigned long long)t->vrf_reads);
    if (t->fetch_width == 0 || t->fetch_width > 2)
        return diag(&l, PWS_EPARSE, "timing model: pipe.fetch_width = %llu is out of range "
                    "(1 .. 2)", (unsigned long long)t->fetch_width);
    if (t->fetch_ports == 0 || t->fetch_ports > 64)
        return diag(&l, PWS_EPARSE, "timing model: pipe.fetch_ports = %llu is out of range "
                    "(1 .. 64)", (unsigned long long)t->fetch_ports);
    if ((t->ibuf_depth && t->ibuf_depth <= t->fetch_width) || t->ibuf_depth > 64)
        return diag(&l, PWS_EPARSE, "timing model: pipe.ibuf_depth = %llu is out of range "
                    "(%llu .. 64, or 0: unknown)", (unsigned long long)t->ibuf_depth,
                    (unsigned long long)t->fetch_width + 1);
    if (t->visit == 0 || t->visit > 64)
        return diag(&l, PWS_EPARSE, "timing model: pipe.visit = %llu is out of range",
                    (unsigned long long)t->visit);
    const cJSON *mq = cJSON_GetObjectItemCaseSensitive(p, "mem_queues");
    const cJSON *mw = cJSON_GetObjectItemCaseSensitive(p, "mem_writes");
    t->mem_parts = mq != NULL;
    if (mq && ((rc = get_u64(path, mq, "pipe.mem_queues", "vmem", 1, &t->q_vmem)) ||
               (rc = get_u64(path, mq, "pipe.mem_queues", "lds", 1, &t->q_lds)) ||
               (rc = get_u64(path, mq, "pipe.mem_queues", "smem", 1, &t->q_smem)) ||
               (rc = get_u64(path, mw, "pipe.mem_writes", "vrf", 1, &t->w_vrf)) ||
               (rc = get_u64(path, mw, "pipe.mem_writes", "srf", 1, &t->w_srf)) ||
               (rc = get_u64(path, p, "pipe", "smem_units", 1, &t->smem_units))))
        return rc;
    if (mq && (!t->q_vmem || !t->q_lds || !t->q_smem || !t->smem_units || t->smem_units > 64))
        return diag(&l, PWS_EPARSE, "timing model: pipe.mem_queues or pipe.smem_units is out "
                    "of range");
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(p, "turns");
    if (turns && ((rc = get_u64(path, turns, "pipe.turns", "units", 1, &t->turn_units)) ||
                  (rc = get_u64(path, turns, "pipe.turns", "ids", 1, &t->turn_ids))))
        return rc;
    if (turns && (t->turn_units < 2 || t->turn_units > 64 || !t->turn_ids || t->turn_ids > 4096))
        return diag(&l, PWS_EPARSE, "timing model: pipe.turns is out of range");
    if (turns && ((rc = get_u64_array(path, turns, "pipe.turns.len", "len", 1, 28, t->turn_len)) ||
                  (rc = get_u64_array(path, turns, "pipe.turns.solo", "solo", 0, 14,
                                      t->turn_solo))))
        return rc;
    const cJSON *it;
    unsigned n = 0;
    cJSON_ArrayForEach(it, ops) {
        isa_op op = isa_lookup(it->string);
        if (op == ISA_INVALID || !t->has_op[op])
            return diag(&l, PWS_EPARSE, "timing model: pipe.ops.%s is not an instruction of "
                        "the model", it->string);
        const cJSON *u = cJSON_GetObjectItemCaseSensitive(it, "unit");
        int k = 0;
        while (k < TIMING_NUNITS && !(cJSON_IsString(u) && !strcmp(u->valuestring, units[k])))
            k++;
        if (k == TIMING_NUNITS)
            return diag(&l, PWS_EPARSE, "timing model: pipe.ops.%s.unit is not valu, salu, "
                        "vmem, lds or ctrl", it->string);
        t->unit[op] = (uint8_t)k;
        uint64_t srf, vcls = 0, xl = 0;
        if ((rc = get_u64(path, it, it->string, "vcls", 0, &vcls)) ||
            (rc = get_u64(path, it, it->string, "xl", 0, &xl)))
            return rc;
        if (vcls > 2)
            return diag(&l, PWS_EPARSE, "timing model: pipe.ops.%s.vcls is not 0, 1 or 2",
                        it->string);
        t->vcls[op] = (uint8_t)vcls;
        t->xl[op] = xl != 0;
        if ((rc = get_u64(path, it, it->string, "hold", 1, &t->hold[op])) ||
            (rc = get_u64(path, it, it->string, "send", 1, &t->send[op])) ||
            (rc = get_u64(path, it, it->string, "rows", 1, &t->rows[op])) ||
            (rc = get_u64(path, it, it->string, "hz_valu", 1, &t->hz_valu[op])) ||
            (rc = get_u64(path, it, it->string, "hz_scalar", 1, &t->hz_scalar[op])) ||
            (rc = get_u64(path, it, it->string, "hz_other", 1, &t->hz_other[op])) ||
            (rc = get_u64(path, it, it->string, "srf", 1, &srf)) ||
            (rc = get_u64(path, it, it->string, "redirect", 1, &t->redirect[op])))
            return rc;
        t->send_alone[op] = t->send[op];
        if ((rc = get_u64(path, it, it->string, "send_alone", 0, &t->send_alone[op])))
            return rc;
        if (t->send_alone[op] > t->send[op])
            return diag(&l, PWS_EPARSE, "timing model: pipe.ops.%s.send_alone is above its "
                        "send", it->string);
        if ((rc = get_u64(path, it, it->string, "acc", 0, &t->acc[op])) ||
            (rc = get_u64(path, it, it->string, "srf_at", 0, &t->srf_at[op])))
            return rc;
        t->srf[op] = srf != 0;
        n++;
    }
    unsigned nops = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        nops += t->has_op[op];
    if (n != nops)
        return diag(&l, PWS_EPARSE, "timing model: pipe.ops has %u of the %u instructions", n,
                    nops);
    t->pipe = 1;
    return 0;
}

static int parse(const char *path, const cJSON *root, timing *t)
{
    diag_loc l = { path, 0 };
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!cJSON_IsString(fmt) || strcmp(fmt->valuestring, "pws-timing-1"))
        return diag(&l, PWS_EPARSE, "timing model: format is not \"pws-timing-1\"");
    const cJSON *cfg = cJSON_GetObjectItemCaseSensitive(root, "config");
    const cJSON *ins = cJSON_GetObjectItemCaseSensitive(root, "instructions");
    const cJSON *disp = cJSON_GetObjectItemCaseSensitive(root, "dispatch");
    const cJSON *split = cJSON_GetObjectItemCaseSensitive(root, "split");
    if (!cJSON_IsObject(cfg) || !cJSON_IsObject(ins) || !cJSON_IsObject(disp))
        return diag(&l, PWS_EPARSE, "timing model: needs objects config, instructions, dispatch");
    uint64_t v[5];
    static const char *const keys[5] = { "cus", "simds", "contexts", "wave", "spsimds" };
    for (int i = 0; i < 5; i++) {
        int rc = get_u64(path, cfg, "config", keys[i], 1, &v[i]);
        if (rc)
            return rc;
        if (v[i] > 4096 || (i < 4 && v[i] == 0))
            return diag(&l, PWS_EPARSE, "timing model: config.%s = %llu is out of range",
                        keys[i], (unsigned long long)v[i]);
    }
    t->cus = (unsigned)v[0], t->simds = (unsigned)v[1], t->contexts = (unsigned)v[2];
    t->wave = (unsigned)v[3], t->spsimds = (unsigned)v[4];
    const cJSON *sm = cJSON_GetObjectItemCaseSensitive(cfg, "split");
    if (!cJSON_IsString(sm) || (strcmp(sm->valuestring, "none") && strcmp(sm->valuestring, "dws") &&
                                strcmp(sm->valuestring, "pws")))
        return diag(&l, PWS_EPARSE, "timing model: config.split is not none, dws or pws");
    snprintf(t->split, sizeof t->split, "%s", sm->valuestring);
    const cJSON *it;
    unsigned nops = 0, nown = 0;
    cJSON_ArrayForEach(it, ins) {
        isa_op op = isa_lookup(it->string);
        if (op == ISA_INVALID)
            return diag(&l, PWS_EPARSE, "timing model: unknown mnemonic '%s'", it->string);
        int rc = get_u64(path, it, it->string, "gap_worst", 1, &t->gap_worst[op]);
        if (rc)
            return rc;
        t->has_op[op] = 1;
        const cJSON *own = cJSON_GetObjectItemCaseSensitive(it, "own_worst");
        if (own && (rc = get_u64(path, it, it->string, "own_worst", 1, &t->own_worst[op])))
            return rc;
        nown += own != NULL;
        if ((rc = get_u64(path, it, it->string, "best", 0, &t->own_best[op])))
            return rc;
        const cJSON *cls = cJSON_GetObjectItemCaseSensitive(it, "class");
        t->is_ds[op] = cJSON_IsString(cls) && !strcmp(cls->valuestring, "ds");
        nops++;
    }
    int rc = get_u64(path, disp, "dispatch", "wave_worst", 1, &t->wave_worst);
    if (!rc)
        rc = get_u64(path, disp, "dispatch", "workgroup_worst", 1, &t->workgroup_worst);
    int need_split = strcmp(t->split, "none") != 0;
    if (!rc && need_split && !cJSON_IsObject(split))
        return diag(&l, PWS_EPARSE, "timing model: split mode %s needs the split object",
                    t->split);
    if (!rc)
        rc = get_u64(path, split, "split", "e_s", need_split, &t->e_s);
    if (!rc)
        rc = get_u64(path, split, "split", "e_m", need_split, &t->e_m);
    if (!rc && need_split &&
        ((rc = get_u64(path, split, "split", "words", 0, &t->split_words)) ||
         (rc = get_u64(path, split, "split", "e_s_word", 0, &t->e_s_word)) ||
         (rc = get_u64(path, split, "split", "e_m_word", 0, &t->e_m_word))))
        return rc;
    t->block_word = t->e_s_word;
    if (!rc && need_split && ((rc = get_u64(path, split, "split", "block_word", 0, &t->block_word))
                              || (rc = get_u64(path, split, "split", "share_word", 0,
                                               &t->share_word))))
        return rc;
    if (t->split_words > 64 || (t->split_words && (t->split_words * t->e_s_word > t->e_s
                                                   || t->split_words * t->e_m_word > t->e_m
                                                   || t->block_word > t->e_s_word
                                                   || t->share_word > t->block_word
                                                   || 2 * t->share_word > t->e_s_word))
        || (t->share_word && !t->split_words))
        return diag(&l, PWS_EPARSE, "timing model: split.words, e_s_word, e_m_word, block_word, "
                    "share_word do not fit e_s and e_m");
    if (rc || nown == 0)
        return rc;
    /* the decomposition: all of it or none of it */
    const cJSON *waits = cJSON_GetObjectItemCaseSensitive(root, "waits");
    if (nown != nops || !cJSON_IsObject(waits))
        return diag(&l, PWS_EPARSE, "timing model: own_worst on %u of %u instructions, or no "
                    "waits object", nown, nops);
    if ((rc = get_u64(path, waits, "waits", "unit_contexts", 1, &t->unit_contexts)) ||
        (rc = get_u64(path, waits, "waits", "token_requesters", 1, &t->token_requesters)) ||
        (rc = get_u64(path, waits, "waits", "init_per_wave", 1, &t->init_per_wave)) ||
        (rc = get_u64(path, waits, "waits", "lds_zero_per_workgroup", 1,
                      &t->lds_zero_per_workgroup)) ||
        (rc = get_u64(path, disp, "dispatch", "wave_sequence", 1, &t->wave_sequence)) ||
        (rc = get_u64(path, waits, "waits", "smem_return_worst", 0, &t->smem_return)) ||
        (rc = get_u64(path, waits, "waits", "vmem_return_worst", 0, &t->vmem_return)))
        return rc;
    if ((rc = parse_pipe(path, root, t)))
        return rc;
    /* a memory op's parts must give back its own send, with every requester of the CU */
    for (unsigned op = 0; t->pipe && t->mem_parts && op < ISA_NUM_OPS; op++) {
        if (!t->has_op[op] || !t->send[op])
            continue;
        uint64_t arb = t->unit[op] == TIMING_UNIT_LDS ? (uint64_t)t->simds + 1
                       : (uint64_t)t->simds * (t->smem_units + 1);
        if (!t->acc[op] || mem_send_at(t, op, arb, 0) != t->send[op]
            || mem_send_at(t, op, arb, 1) != t->send_alone[op])
            return diag(&l, PWS_EPARSE, "timing model: pipe.ops.%s: send %llu and send_alone "
                        "%llu do not follow from acc %llu and pipe.mem_queues (%llu and %llu)",
                        isa_info((isa_op)op)->name, (unsigned long long)t->send[op],
                        (unsigned long long)t->send_alone[op], (unsigned long long)t->acc[op],
                        (unsigned long long)mem_send_at(t, op, arb, 0),
                        (unsigned long long)mem_send_at(t, op, arb, 1));
    }
    /* d's parts must give back the model's own workgroup_worst */
    uint64_t rest = t->workgroup_worst - t->lds_zero_per_workgroup - 1;
    if (t->unit_contexts == 0 || t->wave_sequence == 0 ||
        t->workgroup_worst < t->lds_zero_per_workgroup + 1 || rest % t->wave_sequence)
        return diag(&l, PWS_EPARSE, "timing model: dispatch.workgroup_worst %llu is not a whole "
                    "number of wave_sequence %llu plus the LDS zeroing and 1",
                    (unsigned long long)t->workgroup_worst, (unsigned long long)t->wave_sequence);
    t->dispatch_slots = rest / t->wave_sequence;
    t->has_parts = 1;
    return 0;
}

static uint64_t min64(uint64_t a, uint64_t b) { return a < b ? a : b; }

/* op's own time and, for an atomic, its wait for the token */
static uint64_t own_with_token(const timing *t, unsigned op, uint64_t token)
{
    return t->own_worst[op] + ((isa_info((isa_op)op)->flags & ISA_F_ATOMIC) ? token : 0);
}

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static uint64_t round_up(uint64_t a, uint64_t n) { return (a + n - 1) / n * n; }

/* The SPI gives a CU's waves to its SIMDs in turn (docs/cosim.md "The run": the search starts
 * one after the last wave's SIMD). While no SIMD is full it never skips one, so the i-th wave a
 * CU receives goes to SIMD i mod simds: with waves <= simds x contexts no SIMD is ever full
 * when its turn comes (it has had floor(i / simds) < contexts waves), and no SIMD receives more
 * than ceil(waves / simds) in the whole dispatch, on one CU or spread over several. With more
 * waves a SIMD holds at most its contexts at once, which the callers' min() with the contexts
 * says. */
uint64_t timing_waves_per_simd(const timing *t, const timing_load *l)
{
    if (t->simds == 0)
        return l->waves;
    return (l->waves + t->simds - 1) / t->simds;
}

/* PWS on the pipelined CU with at most one wavefront a SIMD: one SWF on each unit, one context
 * ID in use, so nothing of another wavefront shares a unit, a VALU turn or a copy port. */
static int pws_one_wave(const timing *t, const timing_load *l)
{
    return t->turn_units && timing_waves_per_simd(t, l) <= 1;
}

/* SWFs of the dispatch that can share a SIMD's units (at least 1); Rf, those one fetch port
 * picks among (with a port per PWS unit: its bank, one SWF of each wavefront); and F, the
 * fetch's first delivery: a context eligible to fetch is picked within Rf visits (N Rf
 * cycles, round robin), and its fetch_width instructions are at an issue visit fetch_slack
 * later; it is picked again every N Rf cycles while it has room (so, amortized, N Rf /
 * fetch_width per instruction). */
static uint64_t pipe_resident(const timing *t, const timing_load *l)
{
    uint64_t r = min64(t->unit_contexts, timing_waves_per_simd(t, l) * l->swfs_per_wave);
    return r ? r : 1;
}
static uint64_t pipe_fetch_resident(const timing *t, const timing_load *l)
{
    if (t->fetch_ports <= 1)
        return pipe_resident(t, l);
    uint64_t r = min64(t->unit_contexts / t->fetch_ports, timing_waves_per_simd(t, l));
    return r ? r : 1;
}
static uint64_t pipe_fetch(const timing *t, const timing_load *l)
{
    return t->visit * pipe_fetch_resident(t, l) + t->fetch_slack;
}

/* What the pipelined CU's gaps of a kernel share: N, R resident SWFs, the fetch's F, per unit
 * the longest hold and sending of the kernel's ops, the longest hazard each kind of next
 * instruction can see (hv: a VALU, hs: a VALU reading scalar state, ho: any other), the
 * atomic token's wait. */
typedef struct pipe_kernel {
    uint64_t N, R, F, hv, hs, ho, token;
    uint64_t Rm;     /* the SWFs that may queue on the memory units: R, or one per wavefront
                      * (its own context) when no SWF runs a FLAT or DS instruction */
    uint64_t Rb;     /* the SWFs one unit's VALU, SALU or control picker chooses among */
    uint64_t Rf;     /* the SWFs one fetch port picks among (pipe_fetch_resident) */
    int vmem_own;    /* l->vmem_own where allowed: FLAT room and answers left to mem_queue */
    int srf_free;    /* no SRF reservation conflict delays an instruction (srf_own_free), or
                      * the work bound charges the reserving op instead (srf_delay) */
    uint8_t srf_delay[ISA_NUM_OPS];   /* work bound: its reservation may cost another SWF a
                                       * visit (srf_can_delay) */
    uint64_t turn;   /* PWS: the longest VALU turn among the kernel's VALU ops (0: no turns) */
    uint64_t solo;   /* PWS: a solo turn's wait among them (pipe.turns.solo) */
    uint64_t holdmax[TIMING_NUNITS], sendmax[TIMING_NUNITS], rowsmax[TIMING_NUNITS];
    uint64_t done[TIMING_NUNITS];   /* a memory op's issue to its completion: MI send + L + 5 */
    /* FLAT and DS (mem_parts): of the longest sending, what grows with the active lanes and
     * the rest; the wavefronts whose SWFs the Rm in a queue can be. SWFs of one wavefront have
     * disjoint split masks, so their ops ahead in a queue send at most one full op's lanes
     * between them, each with its own rest. */
    uint64_t lanemax[TIMING_NUNITS], restmax[TIMING_NUNITS], wm;
} pipe_kernel;

/* op's sending with arb requesters on its arbiter: from its parts, or the model's send (every
 * requester) for a model without them */
static uint64_t pipe_send(const timing *t, unsigned op, uint64_t arb, int alone)
{
    if (!t->mem_parts || !t->send[op])
        return alone ? t->send_alone[op] : t->send[op];
    return min64(mem_send_at(t, op, arb, alone), alone ? t->send_alone[op] : t->send[op]);
}

/* The kernel's ops that may reserve the SRF write port (pws_issue), into ops[] (at most
 * ISA_NUM_OPS); -1 if one of them has no srf_at in the model (nothing can then be shown). */
static int srf_ops(const timing *t, const timing_load *l, unsigned *ops)
{
    int n = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (l->used[op] && t->has_op[op] && t->srf[op]) {
            if (!t->srf_at[op])
                return -1;
            ops[n++] = op;
        }
    return n;
}

/* When a unit's pickers choose among one context only, only its own instructions reserve the
 * unit's SRF write port, and op b, issued at least g cycles after op a (the one-issue-a-visit
 * step, a's hazard on b, a's hold of their unit), finds a's write (srf_at(a) after a's issue)
 * outside the three cycles it checks around its own (srf_at(b) - 1 .. + 1) when g + srf_at(b)
 * >= srf_at(a) + 2. If that holds for every pair of the kernel's SGPR-writing ops, no
 * reservation delays an issue (on the RTL as it is, where the hazards order the writes: a
 * VALU's scalar result hazard is its write's cycle). */
static int srf_own_free(const timing *t, const unsigned *ops, int n)
{
    uint64_t N = t->visit, step = max64(N, 2);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            unsigned a = ops[i], b = ops[j];
            uint64_t hz = t->unit[b] == TIMING_UNIT_VALU ? min64(t->hz_valu[a], t->hz_scalar[a])
                                                         : t->hz_other[a];
            uint64_t g = max64(step, round_up(hz, N));
            if (t->unit[a] == t->unit[b])
                g = max64(g, t->hold[a]);
            if (g + t->srf_at[b] < t->srf_at[a] + 2)
                return 0;
        }
    return 1;
}

/* Can op a's reservation delay another context's SGPR-writing op of the kernel, b, issued at a
 * later visit (m N cycles after a, m >= 1: issues are at visits), whose check of srf_at(b) - 1
 * .. srf_at(b) + 1 then meets srf_at(a)? (A SALU's write at t + 2 never meets a later
 * visit's check at N >= 2; a VALU's, P + 2 or more after it, can.) */
static int srf_can_delay(const timing *t, const unsigned *ops, int n, unsigned a)
{
    for (int j = 0; j < n; j++)
        for (uint64_t m = 1; m * t->visit + t->srf_at[ops[j]] <= t->srf_at[a] + 1; m++)
            if (t->srf_at[a] <= m * t->visit + t->srf_at[ops[j]] + 1)
                return 1;
    return 0;
}

static void pipe_kernel_of(const timing *t, const timing_load *l, pipe_kernel *k)
{
    memset(k, 0, sizeof *k);
    k->N = t->visit, k->R = pipe_resident(t, l), k->F = pipe_fetch(t, l);
    k->Rf = pipe_fetch_resident(t, l);
    k->Rm = k->R;
    if (l->mem_root_only && t->contexts)
        k->Rm = min64(k->R, max64(min64(t->contexts, timing_waves_per_simd(t, l)), 1));
    k->wm = min64(k->Rm, max64(t->contexts ? min64(t->contexts, timing_waves_per_simd(t, l))
                                           : timing_waves_per_simd(t, l), 1));
    uint64_t atomic = 0;
    /* only the units of the SIMDs with wavefronts request memory (at most one SIMD a
     * wavefront), and of those only the kinds the kernel has: its VMEM unit if the kernel has
     * a FLAT op, its SMEM units if it has an SMEM op (one when only wavefronts' own contexts
     * run them, smem_root_only); the LDS arbiter, their LDS units and the SPI's zeroing */
    uint64_t simds = max64(min64(t->simds, l->waves), 1), has_flat = 0, has_smem = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (l->used[op] && t->has_op[op] && t->send[op]) {
            has_flat |= t->unit[op] == TIMING_UNIT_VMEM;
            has_smem |= t->unit[op] == TIMING_UNIT_SALU;
        }
    uint64_t smem = has_smem ? (l->smem_root_only ? 1 : t->smem_units) : 0;
    uint64_t arb_mem = max64(simds * (smem + has_flat), 1), arb_lds = simds + 1;
    /* smem_apart: a FLAT access waits for the VMEM units' grants only; the SMEM units' are
     * counted once for the dispatch (timing_smem_interference) */
    uint64_t arb_vmem = l->smem_apart ? max64(simds * has_flat, 1) : arb_mem;
    /* a memory unit whose kernel ops are all plain stores has no answer to write into the VRF:
     * its stores' sending is send_alone (docs/microarchitecture.md "The static bound") */
    int answers[TIMING_NUNITS] = { 0 };
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (l->used[op] && t->has_op[op] && t->send[op] && !isa_is_plain_store((isa_op)op))
            answers[t->unit[op]] = 1;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!l->used[op] || !t->has_op[op])
            continue;
        k->holdmax[t->unit[op]] = max64(k->holdmax[t->unit[op]], t->hold[op]);
        uint64_t arb = t->unit[op] == TIMING_UNIT_LDS ? arb_lds
                       : t->unit[op] == TIMING_UNIT_VMEM ? arb_vmem : arb_mem;
        uint64_t send = pipe_send(t, op, arb, !answers[t->unit[op]]);
        k->sendmax[t->unit[op]] = max64(k->sendmax[t->unit[op]], send);
        if (t->mem_parts && send && t->unit[op] != TIMING_UNIT_SALU) {
            uint64_t lane = min64(mem_lane_part(t, op, arb), send);
            k->lanemax[t->unit[op]] = max64(k->lanemax[t->unit[op]], lane);
            k->restmax[t->unit[op]] = max64(k->restmax[t->unit[op]], send - lane);
        }
        k->rowsmax[t->unit[op]] = max64(k->rowsmax[t->unit[op]], t->rows[op]);
        k->hv = max64(k->hv, t->hz_valu[op]);
        k->hs = max64(k->hs, t->hz_scalar[op]);
        k->ho = max64(k->ho, t->hz_other[op]);
        if (isa_info((isa_op)op)->flags & ISA_F_ATOMIC)
            atomic = max64(atomic, pipe_send(t, op, arb, 0));
    }
    /* the token's other holders: the other SIMDs of the GPU with a wavefront */
    k->token = min64(t->token_requesters, l->waves ? l->waves - 1 : 0) * atomic;
    /* PWS: each unit runs its own bank of W contexts, one per wavefront, and the VALUs issue
     * in turns of one wavefront's SWFs; a turn's length depends on the VALU ops that meet */
    k->Rb = k->R;
    if (t->turn_units) {
        k->Rb = min64(t->turn_ids, timing_waves_per_simd(t, l));
        k->Rb = k->Rb ? k->Rb : 1;
        unsigned mask = 0;
        int xl = 0, srf = 0;
        for (unsigned op = 0; op < ISA_NUM_OPS; op++)
            if (l->used[op] && t->has_op[op] && t->unit[op] == TIMING_UNIT_VALU) {
                mask |= 1u << t->vcls[op];
                xl |= t->xl[op];
            }
        srf = l->valu_sgpr;
        k->turn = mask ? t->turn_len[(mask - 1) * 4 + 2 * xl + srf] : 0;
        k->solo = mask ? t->turn_solo[(mask - 1) * 2 + xl] : 0;
    }
    k->vmem_own = l->vmem_own && k->Rm == 1 && !l->work && t->mem_insts <= MEM_QUEUE_MAX
                  && k->sendmax[TIMING_UNIT_VMEM];
    /* the SRF write reservations: with one context a unit's pickers, only its own, which
     * never delay it (srf_own_free); in the work bound each op that can delay another SWF's
     * is charged the visit it can cost them instead (srf_delay), its own waits none */
    unsigned sops[ISA_NUM_OPS];
    int nsrf = srf_ops(t, l, sops);
    k->srf_free = nsrf >= 0 && ((k->Rb == 1 && srf_own_free(t, sops, nsrf)) || l->work);
    for (int i = 0; l->work && i < nsrf; i++)
        k->srf_delay[sops[i]] = (uint8_t)srf_can_delay(t, sops, nsrf, sops[i]);
    /* the SIMD's work bound: each SWF's issues and fetch as if it ran alone; a memory op's room
     * in its queue is one sending, its own, so that the sum counts every op's sending once (the
     * time the memory unit is busy), and a wait for an answer only its latency (done, below) */
    if (l->work && !t->turn_units)   /* (work 2: the lanes' part counted elsewhere, wm 0) */
        k->R = 1, k->Rb = 1, k->Rf = 1, k->F = t->visit + t->fetch_slack, k->Rm = 1,
        k->wm = l->work == 2 ? 0 : 1;
    /* the queue ahead of it, itself, the last answer and its write; in the work bound the
     * queue's sendings are each op's own (its room), and a sending lasts until its answer is
     * back (mem_send_at: L + 5 in it), so a wait for an answer beyond the waiting
     * instruction's own gap falls within one op's sending, which its room counts */
    for (unsigned u = 0; u < TIMING_NUNITS; u++)
        if (k->sendmax[u])
            k->done[u] = (l->work ? 0 : t->mem_insts * k->sendmax[u])
                         + (u == TIMING_UNIT_LDS ? t->lds_latency : t->mem_latency) + 5;
}

/* The longest completion among the units whose bits are in mask (TIMING_PENDING_*). */
static uint64_t pipe_done(const pipe_kernel *k, unsigned mask)
{
    uint64_t w = 0;
    if (mask & TIMING_PENDING_SMEM)
        w = max64(w, k->done[TIMING_UNIT_SALU]);
    if (mask & TIMING_PENDING_VMEM)
        w = max64(w, k->done[TIMING_UNIT_VMEM]);
    if (mask & TIMING_PENDING_LDS)
        w = max64(w, k->done[TIMING_UNIT_LDS]);
    return w;
}

/* The pipelined CU's gap (docs/microarchitecture.md "The static bound"): from the issue of the
 * previous instruction of the SWF to this one's, for op of unit u whose hazards allow it H
 * cycles after the previous one and which waits for data (the scoreboard, s_waitcnt,
 * s_endpgm) at most `data` cycles after it:
 *   max(round_up(H, N), ceil(N Rf / fw), data)  its hazards, its share of the fetch (fw
 *                                      instructions per pick, fetch_width), its loads' completion
 *   + (R - 1) round_up(B_u, N)         the other resident SWFs' issues to u, each holding it
 *                                      (a memory unit: Rm, R or one SWF per wavefront)
 *   + N if it reserves the SRF port    one visit when the reservation conflicts
 *   + memory op: Rm send_u + rows      room in its unit's queue (Rm frees: Rm - 1 others may
 *                                      take one first), the row reader's previous rows
 *   + F + redirect if it stops the fetch (the next instruction's fetch; `redir` 0: charged
 *                                      to the next block's entry, timing_pipe_fetch_after)
 *   + the token's holders for an atomic. */
/* The two parts of pipe_gap: *ready, what keeps op from being ready after its predecessor's
 * issue (its hazards, its loads' completion; not the fetch), and the return value, its waits
 * once ready (the other SWFs' issues, the turns, the SRF port, the memory queue's room, the
 * token; with redir, the next instruction's fetch after a redirect). */
static uint64_t pipe_waits(const timing *t, const pipe_kernel *k, unsigned op, uint64_t h,
                           uint64_t data, int srf, int redir, int after_valu, uint64_t *ready)
{
    unsigned u = t->unit[op];
    uint64_t g = 0;
    *ready = max64(round_up(h, k->N), data);
    if (u == TIMING_UNIT_VALU && k->turn && k->Rb == 1) {
        /* PWS with one wavefront a SIMD: every turn is solo (no other ID ever wants the
         * VALUs), so once ready, its unit free (its hold is in h), it waits for the solo turn */
        g += k->solo;
    } else if (u == TIMING_UNIT_VALU && k->turn && after_valu) {
        /* PWS, right after a VALU instruction of its own SWF, issued at t_p in a turn of its
         * own ID: that turn's last issue is by t_p + T, so once ready it waits for what is
         * left of it (T - ready at most), the other IDs' turns and its own; ready later, it
         * joins its ID's turn in progress or waits for at most Rb turns; and its own turn may
         * run solo (no other ID waiting) part of the time */
        g += k->Rb * k->turn + (k->turn > *ready ? k->turn - *ready : 0) + k->solo;
    } else if (u == TIMING_UNIT_VALU && k->turn) {   /* PWS: the turn in progress, the other
                                                     * IDs', its own, solo in part */
        g += (k->Rb + 1) * k->turn + k->solo;
    } else if (u == TIMING_UNIT_VMEM || u == TIMING_UNIT_LDS) {
        /* one VRF read port: before its issue and each one ahead of it, the VALU's reads of
         * one instruction (P R <= its hold; the port's round robin) */
        uint64_t port = t->vrf_reads == 1 ? k->holdmax[TIMING_UNIT_VALU] : 0;
        g += (k->Rm - 1) * round_up(max64(k->holdmax[u], 1) + port, k->N) + round_up(port, k->N);
    } else {
        /* one VRF read port: a VALU op's, the row reader's rows of a FLAT and a DS op and its
         * idle cycle */
        uint64_t port = 0;
        if (t->vrf_reads == 1 && u == TIMING_UNIT_VALU
            && k->rowsmax[TIMING_UNIT_VMEM] + k->rowsmax[TIMING_UNIT_LDS])
            port = k->rowsmax[TIMING_UNIT_VMEM] + k->rowsmax[TIMING_UNIT_LDS] + 1;
        g += (k->Rb - 1) * round_up(max64(k->holdmax[u], 1) + port, k->N) + round_up(port, k->N);
    }
    if (srf && (!k->srf_free || k->srf_delay[op]))
        g += k->N;
    if (t->send[op] && !(u == TIMING_UNIT_VMEM && k->vmem_own)) {   /* (mem_queue: the room) */
        uint64_t room = (u == TIMING_UNIT_SALU ? k->R : k->Rm) * k->sendmax[u];
        if (u != TIMING_UNIT_SALU && k->lanemax[u])   /* Rm SWFs of wm wavefronts */
            room = min64(room, k->wm * k->lanemax[u] + k->Rm * k->restmax[u]);
        g += room + k->rowsmax[TIMING_UNIT_VMEM] + k->rowsmax[TIMING_UNIT_LDS];
    } else if (t->send[op]) {
        g += k->rowsmax[TIMING_UNIT_VMEM] + k->rowsmax[TIMING_UNIT_LDS];
    }
    if (t->redirect[op] && redir)
        g += k->F + t->redirect[op];
    if (isa_info((isa_op)op)->flags & ISA_F_ATOMIC)
        g += k->token;
    return g;
}

static uint64_t pipe_gap(const timing *t, const pipe_kernel *k, unsigned op, uint64_t h,
                         uint64_t data, int srf, int redir)
{
    uint64_t ready, w = pipe_waits(t, k, op, h, data, srf, redir, 0, &ready);
    return max64(ready, timing_pipe_fetch_share(t, k->N * k->Rf)) + w;
}

int timing_pipe_vmem_own(const timing *t, const timing_load *l, uint64_t *send, uint64_t *answer,
                         uint64_t *lead)
{
    if (!t->pipe)
        return 0;
    timing_load own = *l;
    own.vmem_own = 1;
    pipe_kernel k;
    pipe_kernel_of(t, &own, &k);
    if (!k.vmem_own)
        return 0;
    *send = k.sendmax[TIMING_UNIT_VMEM];
    *answer = t->mem_latency + 5;
    *lead = k.rowsmax[TIMING_UNIT_VMEM] + k.rowsmax[TIMING_UNIT_LDS] + 2;
    return 1;
}

uint64_t timing_pipe_fetch_after(const timing *t, const timing_load *l, unsigned op)
{
    if (!t->pipe || !t->redirect[op])
        return 0;
    pipe_kernel k;
    pipe_kernel_of(t, l, &k);
    return k.F + t->redirect[op];
}

/* Per op, the kernel's worst: any instruction before it, any operands. */
static void pipe_gaps(const timing *t, const timing_load *l, uint64_t *gap)
{
    pipe_kernel k;
    pipe_kernel_of(t, l, &k);
    uint64_t any = pipe_done(&k, TIMING_PENDING_SMEM | TIMING_PENDING_VMEM | TIMING_PENDING_LDS);
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        gap[op] = !t->has_op[op] ? 0
                  : pipe_gap(t, &k, op, t->unit[op] != TIMING_UNIT_VALU ? k.ho
                                        : k.turn && k.Rb == 1 ? max64(k.hs, k.holdmax[TIMING_UNIT_VALU])
                                        : k.hs, any,
                             t->srf[op], 1);
}

/* An operand code that names scalar state a VALU reads as a whole: an SGPR, VCC, EXEC, M0,
 * SCC (the issue stage's h_rdscalar). */
static int scalar_code(unsigned code)
{
    return code < 102 || code == 106 || code == 107 || code == 124 || code == 126 || code == 127
           || code == 253;
}

/* timing_pipe_insn_parts for the kernel's k */
static uint64_t insn_parts(const timing *t, const pipe_kernel *k, const isa_inst *ins,
                           unsigned i, unsigned wait, uint64_t *ready);

uint64_t timing_pipe_insn_gap(const timing *t, const timing_load *l, const isa_inst *ins,
                              unsigned i, unsigned wait)
{
    pipe_kernel k;
    pipe_kernel_of(t, l, &k);
    uint64_t ready, w = insn_parts(t, &k, ins, i, wait, &ready);
    return max64(ready, timing_pipe_fetch_share(t, k.N * k.Rf)) + w;
}

uint64_t timing_pipe_fetch_share(const timing *t, uint64_t nr)
{
    return (nr + t->fetch_width - 1) / t->fetch_width;
}

void timing_pipe_stream(const timing *t, const timing_load *l, uint64_t *nr, uint64_t *f)
{
    pipe_kernel k;
    pipe_kernel_of(t, l, &k);
    *nr = k.N * k.Rf;
    *f = k.F;
}

uint64_t timing_pipe_insn_parts(const timing *t, const timing_load *l, const isa_inst *ins,
                                unsigned i, unsigned wait, uint64_t *ready)
{
    pipe_kernel k;
    pipe_kernel_of(t, l, &k);
    return insn_parts(t, &k, ins, i, wait, ready);
}

static uint64_t insn_parts(const timing *t, const pipe_kernel *k, const isa_inst *ins,
                           unsigned i, unsigned wait, uint64_t *ready)
{
    const isa_inst *in = &ins[i];
    const isa_op_info *inf = isa_info(in->op);
    int valu = t->unit[in->op] == TIMING_UNIT_VALU, rd = !valu;
    for (int s = 0; s < 3 && valu; s++)
        rd |= inf->src_dwords[s] > 0 && scalar_code(in->src[s]);
    /* the hazards: the instruction d before it issued at least (d - 1) max(N, 2) cycles before
     * the previous one; before the block, the kernel's worst for this kind of instruction */
    uint64_t step = max64(k->N, 2), worst = valu ? (rd ? k->hs : k->hv) : k->ho, h = 0;
    for (unsigned d = 1; (d - 1) * step < worst; d++) {
        uint64_t back = (d - 1) * step, hz;
        if (d > i) {
            h = max64(h, worst - back);
            break;
        }
        unsigned p = ins[i - d].op;
        hz = valu ? (rd ? t->hz_scalar[p] : t->hz_valu[p]) : t->hz_other[p];
        if (hz > back)
            h = max64(h, hz - back);
    }
    /* its unit's hold by this wavefront's own last instruction on it (a wave64 VALU op keeps
     * the VALU P cycles, longer than its result hazard at one SIMD); before the block, the
     * kernel's longest hold. (PWS's VALU turns already wait for the unit, but for a solo
     * turn's, whose members are ready: their unit free.) */
    unsigned u = t->unit[in->op];
    uint64_t hw = u == TIMING_UNIT_VALU && k->turn && k->Rb > 1 ? 0 : k->holdmax[u];
    for (unsigned d = 1; (d - 1) * step < hw; d++) {
        uint64_t back = (d - 1) * step;
        if (d > i) {
            h = max64(h, hw - back);
            break;
        }
        unsigned p = ins[i - d].op;
        if (t->unit[p] == u && t->hold[p] > back)
            h = max64(h, t->hold[p] - back);
    }
    if (k->vmem_own)   /* (mem_queue: the FLAT answers) */
        wait &= ~(unsigned)TIMING_PENDING_VMEM;
    return pipe_waits(t, k, in->op, h, pipe_done(k, wait), timing_pipe_writes_sgpr(t, in), 0,
                      i > 0 && t->unit[ins[i - 1].op] == TIMING_UNIT_VALU, ready);
}

int timing_pipe_writes_sgpr(const timing *t, const isa_inst *in)
{
    const isa_op_info *inf = isa_info(in->op);
    int srf = 0;
    if (t->unit[in->op] == TIMING_UNIT_VALU)
        srf = (inf->fmt == ISA_FMT_VOPC && in->dst < 102) || in->sdst < 102
              || ((in->op == ISA_v_readlane_b32 || in->op == ISA_v_readfirstlane_b32) && in->dst < 102);
    else if (t->unit[in->op] == TIMING_UNIT_SALU && inf->cls != ISA_CLS_SMEM)
        srf = inf->dst_dwords > 0 && in->dst < 102;
    return srf && t->srf[in->op];
}

void timing_kernel_gaps(const timing *t, const timing_load *l, int merges_wait, uint64_t *gap)
{
    if (t->pipe) {
        pipe_gaps(t, l, gap);
        return;
    }
    if (!t->has_parts) {
        memcpy(gap, t->gap_worst, sizeof t->gap_worst);
        return;
    }
    /* the token: every other holder keeps it for the kernel's longest atomic at most */
    uint64_t atomic = 0, any = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (l->used[op] && t->has_op[op] && (isa_info((isa_op)op)->flags & ISA_F_ATOMIC) &&
            t->own_worst[op] > atomic)
            atomic = t->own_worst[op];
    uint64_t token = t->token_requesters * atomic;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!l->used[op] || !t->has_op[op])
            continue;
        uint64_t busy = own_with_token(t, op, token);
        if (busy > any)
            any = busy;
    }
    /* round-robin: each other resident SWF of the unit may issue first, once */
    uint64_t swfs = l->waves * l->swfs_per_wave, resident = min64(t->unit_contexts, swfs);
    uint64_t wait = (resident ? resident - 1 : 0) * any;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!t->has_op[op]) {
            gap[op] = 0;
            continue;
        }
        gap[op] = wait + own_with_token(t, op, token);
        /* the load's data: the next instruction that needs it may wait that long after the
         * load's retire (docs/timing-model.md, waits.smem_return_worst) */
        if (isa_info((isa_op)op)->cls == ISA_CLS_SMEM)
            gap[op] += t->smem_return;
        /* likewise a posted FLAT load's (vmem_return is 0 when loads are not posted) */
        if (isa_info((isa_op)op)->cls == ISA_CLS_FLAT && (isa_info((isa_op)op)->flags & ISA_F_LOAD))
            gap[op] += t->vmem_return;
        if (op == ISA_s_merge && merges_wait)   /* the woken target waits for its issue again */
            gap[op] += wait;
    }
}

uint64_t timing_dispatch_interference(const timing *t, const timing_load *l)
{
    if (!t->has_parts || t->pipe)   /* the pipelined CU's SPI takes only idle ports */
        return 0;
    int lds = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        lds |= l->used[op] && t->is_ds[op];
    return l->waves * t->init_per_wave + (lds ? l->groups * t->lds_zero_per_workgroup : 0);
}

uint64_t timing_kernel_d(const timing *t, const timing_load *l)
{
    if (!t->has_parts)
        return t->workgroup_worst;
    uint64_t d = min64(t->dispatch_slots, l->waves) * t->wave_sequence + t->lds_zero_per_workgroup + 1;
    if (t->pipe && l->vgprs) {   /* the kernel's own registers and LDS: its SPI writes */
        /* one wavefront a SIMD: the SIMD a wave starts on runs nothing that writes its
         * registers (init_write_free) */
        int alone = timing_waves_per_simd(t, l) <= 1;
        uint64_t wr = t->init_write_free && alone
                      && t->init_write_free < t->init_write_worst ? t->init_write_free
                                                                  : t->init_write_worst;
        /* a VGPR row's (one VRF port: its pass groups one at a time; absent: as any write) */
        uint64_t vw = t->init_vgpr_write_worst ? t->init_vgpr_write_worst : t->init_write_worst;
        uint64_t vf = t->init_vgpr_write_worst ? t->init_vgpr_write_free : t->init_write_free;
        uint64_t wv = vf && alone && vf < vw ? vf : vw;
        uint64_t seq = (t->init_fixed_writes + l->sgprs) * wr + l->vgprs * wv;
        d = min64(t->dispatch_slots, l->waves) * seq
            + (l->lds_bytes + 3) / 4 * t->lds_zero_write_worst + 1;
    }
    if (t->pipe) {   /* the first fetch, and the last instruction's issue to its retire */
        uint64_t lat = 0;
        for (unsigned op = 0; op < ISA_NUM_OPS && !l->tail_known; op++)
            if (l->used[op] && t->has_op[op])
                lat = max64(lat, t->own_worst[op]);
        if (l->tail_known)
            lat = l->tail;
        d += pipe_fetch(t, l) + lat + timing_split_interference(t, l);
    }
    return d;
}

uint64_t timing_split_interference(const timing *t, const timing_load *l)
{
    /* DWS: each wavefront of the round splits at most S times (it never merges), and each
     * split keeps its SIMD's SALU and control unit from issuing for at most split_block cycles
     * (the SGPR copy), which delays every other SWF of the SIMD by at most as much. PWS: each
     * s_split keeps its unit's (and the copy's two units') as long, each s_merge e_m - 3 + 1
     * (the token), as often as a wavefront runs them: in a loop, once per iteration */
    if (!t->pipe || !t->split_block)
        return 0;
    /* (a split holds its own SIMD's units only: the wavefronts one SIMD holds at once) */
    uint64_t waves = min64(t->contexts ? t->contexts : t->dispatch_slots, timing_waves_per_simd(t, l));
    /* PWS with one wavefront a SIMD: what a split or merge holds is the splitter's context (its
     * e_s, e_m), the SALU and control unit of its own unit and of the new SWF's, and the token
     * for a cycle (in every split's and merge's e_s, e_m). Unit k runs only bank k, one context
     * per wavefront, so the units held run no other context of this wavefront (the new SWF's
     * is free until the copy ends), and no other wavefront's: nothing else waits. With two
     * or more, another wavefront's SWF on a held unit can also hold a VALU turn that this
     * wavefront's SWFs wait behind, so every wavefront's splits count, its own included. */
    if (pws_one_wave(t, l))
        return 0;
    if (t->turn_units)   /* PWS: every s_split and s_merge a wavefront runs, loops and all */
        return waves * (l->split_execs * t->split_block
                        + l->merge_execs * (t->e_m > 2 ? t->e_m - 2 : 0));
    return waves * (l->swfs_per_wave - 1) * t->split_block;
}

uint64_t timing_pipe_tail(const timing *t, const uint64_t *own, const uint64_t *after, size_t n)
{
    uint64_t step = max64(t->visit, 2), tail = 0;
    for (size_t i = 0; i < n; i++) {
        if (after[i] == UINT64_MAX)
            continue;
        uint64_t ahead = after[i] > UINT64_MAX / step ? UINT64_MAX : after[i] * step;
        if (own[i] > ahead)
            tail = max64(tail, own[i] - ahead);
    }
    return tail;
}

uint64_t timing_smem_interference(const timing *t, const timing_load *l)
{
    if (!l->smem_apart)
        return 0;
    uint64_t waves = l->waves;   /* those one CU holds: all of them resident at once */
    if (t->contexts)
        waves = min64(waves, (uint64_t)t->simds * t->contexts);
    return waves * (l->smem_root_only ? 1 : l->swfs_per_wave) * l->smem_accesses;
}

/* An instruction that splits or merges holds X (its own_worst) d cycles less; its unit's hold
 * too where the model counts the X stage in it (a model without its pipe object; the CU's
 * control unit is held one cycle, and X waits apart). */
static void shorten_split_op(timing *t, isa_op op, uint64_t d)
{
    if (!t->has_op[op])
        return;
    if (t->own_worst[op] >= d)
        t->own_worst[op] -= d;
    if (t->hold[op] > d)
        t->hold[op] -= d;
}

void timing_fit_sgprs(timing *t, uint64_t sgprs)
{
    if (!t->split_words)
        return;
    uint64_t w = (sgprs + 1) / 2;
    w = w < 1 ? 1 : w > t->split_words ? t->split_words : w;
    uint64_t fewer = t->split_words - w;
    t->e_s -= fewer * t->e_s_word;
    t->e_m -= fewer * t->e_m_word;
    if (t->split_block)   /* a split's block: its X and (PWS) its own copy */
        t->split_block -= fewer * t->block_word;
    /* the instructions that split or merge hold their unit and take as much longer */
    int pws = !strcmp(t->split, "pws");
    isa_op ops[2] = { pws ? ISA_s_split : ISA_s_cbranch_execz,
                      pws ? ISA_s_merge : ISA_s_cbranch_execnz };
    for (int i = 0; i < 2; i++)
        shorten_split_op(t, ops[i], fewer * (pws && i == 1 ? t->e_m_word : t->block_word));
    t->split_words = w;
}

void timing_split_alone(timing *t, const timing_load *l)
{
    if (!t->share_word || !pws_one_wave(t, l))
        return;
    uint64_t d = t->share_word * t->split_words;
    t->e_s -= 2 * d;
    t->e_s_word -= 2 * t->share_word;
    if (t->split_block)
        t->split_block -= d;
    t->block_word -= t->share_word;
    shorten_split_op(t, ISA_s_split, d);
    t->share_word = 0;
}

int timing_read(const char *path, timing *t)
{
    memset(t, 0, sizeof *t);
    char *text;
    size_t n;
    int rc = file_read(path, &text, &n);
    if (rc)
        return rc;
    cJSON *root;
    size_t at;
    char why[160];
    rc = json_doc_parse(text, n, &root, &at, why, sizeof why);
    diag_loc l = { path, rc ? json_doc_line(text, at) : 0 };
    free(text);
    if (rc == PWS_ENOMEM)
        return diag(&l, rc, "out of memory");
    if (rc)
        return diag(&l, PWS_EPARSE, "timing model: %s", why);
    rc = parse(path, root, t);
    cJSON_Delete(root);
    return rc;
}
