/* rtl_gen/emit_timing.c -- pws_timing.json and the numbers behind it (docs/timing-model.md).
 *
 * Cycle counts are those of the SIMD FSM (docs/microarchitecture-fsm.md "The SIMD FSM"), one
 * instruction in flight per SIMD: fetch 3 (StIdle, StFetch0, StFetch1), operand reads 7, then
 * per class (P passes of SimdWidth lanes, L = --mem-latency, an LDS access answers in 1):
 *   SOPP, branch, s_barrier, s_split/s_merge (null)  3 + 7 + 1 + 1                  = 12
 *   SALU writing n SGPR dwords                       3 + 7 + 1 + (n + 1) + 1         = 13 + n
 *   SMEM of n dwords (its data comes later)          3 + 7 + 1 + n + 1               = 12 + n
 *   VALU (e = 1 for a 64-bit vdst, n <= 2 SGPR dwords) 10 + P (9 + e) + 1 + (n + 1) + 1
 *   FLAT / DS, a active lanes of P x SimdWidth, k accesses per active lane, f = max(1, loaded)
 *     best (a = 0)    10 + P (8 + f + SimdWidth) + 3
 *     worst (a = all) 10 + P (8 + f + SimdWidth k + L) + 3
 *     (a pass requests its accesses back to back, one per cycle, an inactive lane takes a cycle,
 *     and waits for the answer to the last: L after its request. With fewer active lanes the
 *     requests end no later and the last answer comes no later, so all lanes is the worst)
 * An SMEM request also waits for a free entry of the unit's queue of loads in flight (Q =
 * --smem-queue dwords, pws_smem_queue): the entries taken when a round of Q requests starts
 * were all allocated before it, answer within L and leave one per cycle (the FSM, busy with
 * this load, writes nothing), so each round waits at most L + Q + 2. The load's data is
 * written after its retire: the last response comes L cycles after the last request, and the
 * queue's writes into the SRF go last on the write port. Between two write-backs of the FSM
 * (at most 2 dwords each: SMEM no longer writes back) there are at least 10 cycles, so a
 * backlog of at most Q - 1 dwords ahead of it is written within 5 (Q + 2) / 4 cycles: the last
 * dword is written at most L + 5 (Q + 2) / 4 cycles after the retire, and the context may issue
 * again one cycle later (smem_return_worst).
 * With --vmem-queue Qv > 0 a FLAT load is posted (docs/microarchitecture-fsm.md "Vector loads in
 * flight"): its pass requests without waiting for answers and writes no row (one StFWrite
 * cycle, as a store's: f = 1), so it is a FLAT pass with the answer latency of 1:
 *     best 10 + P (9 + SimdWidth) + 3, worst 10 + P (10 + SimdWidth k) + 3 + queue waits,
 * where each access also needs a free entry of the unit's vector queue (posted_queue_wait
 * below: the queue's own recurrence, evaluated at its worst inputs). Its data is
 * written after its retire like a scalar load's, into the VRF instead of the SRF, where the
 * FSM writes at most 2 rows in any 10 cycles (a VALU pass is >= 9 cycles, a DS pass >= 11):
 * vmem_return_worst = L + floor((5 (Qv + 2) + 3) / 4) (1 + S) + 1. An SMEM request waits while
 * the vector queue awaits an answer (the responses' order), at most L once per load.
 * Those are the worst cases alone: the instruction is fetched. An instruction issued from its
 * context's instruction buffer (pws_ibuf: prefetched while the SIMD ran another instruction)
 * skips StFetch0 and StFetch1, so every `best` is IB_HIT_SAVES fewer. Whether it hits depends on
 * the other contexts and the arbiters, so the worst cases (and so the WCET) assume a fetch.
 * Interference (busy_worst): each fetch word waits <= simds - 1 cycles for the instruction
 * RAM, each global or LDS access <= simds - 1 for its arbiter (an LDS access also for the SPI's
 * LDS zeroing, <= lds_bytes / 4 per instruction), an atomic <= (cus x simds - 1) x the longest
 * atomic for the GPU's token, and the write-backs lose one cycle per init write to the same
 * SIMD: <= (contexts - 1) x (sgprs + vgprs x wave) per instruction, assuming every other
 * context of the SIMD is (re)initialised at most once during one instruction.
 * With split hardware (--split pws, S > 0; docs/splitting.md) each SIMD has U = S + 1 units:
 *   the memory and LDS arbiters have simds x U requesters (an access waits <= simds U - 1);
 *   every VRF access (up to 7 reads and max(1 + e, f) writes per pass) may wait S cycles for
 *   the lane arbiter; a real s_split costs e_s = 12 + sgprs + 1 (the SRF copy, one word per
 *   cycle, plus the copy's read latency), a null one 12; an s_split or a merge completion may
 *   wait for the SIMD's split token, held by each of the other S units for at most e_s; a
 *   completed s_merge reports e_m = 13 cycles from the second partner's arrival (the wake, one
 *   cycle, then the target's s_merge issued again: 12), plus, under interference, the wait of
 *   the target's unit for its issue slot; a null merge costs 12. */
#include "emit_timing.h"

#include "emit_cu.h"

#include <stddef.h>

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }

enum { IB_HIT_SAVES = 2 };   /* StFetch0 and StFetch1, skipped by an instruction-buffer hit */

/* The SPI's init writes to a SIMD while one instruction runs, each taking at most one write
 * cycle from it: every other context (re)initialised once, all its SGPRs and VGPR lanes. */
static uint64_t init_writes(const pws_cfg *c)
{
    return (uint64_t)(c->contexts - 1) * (c->sgprs + (uint64_t)c->vgprs * c->wave);
}

void emit_timing_smem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    if (c->cu == PWS_CU_PIPE) {
        emit_timing_pipe_smem_return(c, own, busy);
        return;
    }
    uint64_t e_s, e_m, Q = c->smem_queue;
    emit_timing_split(c, &e_s, &e_m);
    *own = c->mem_latency + (5 * (Q + 2) + 3) / 4 + 1
           + (uint64_t)(emit_cu_num_units(c) - 1) * e_s;   /* SRF copies: as in model() */
    *busy = *own + init_writes(c);
}

/* The lane arbiter's wait per VRF write under --split pws (S SpSIMD units), else 0. */
static uint64_t vrf_wait(const pws_cfg *c)
{
    return emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_PWS ? c->spsimds : 0;
}

void emit_timing_vmem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    if (c->cu == PWS_CU_PIPE) {
        emit_timing_pipe_vmem_return(c, own, busy);
        return;
    }
    uint64_t Q = c->vmem_queue;
    *own = *busy = 0;
    if (!Q)
        return;   /* every FLAT load retires with its data */
    *own = c->mem_latency + (5 * (Q + 2) + 3) / 4 * (1 + vrf_wait(c)) + 1;
    *busy = *own + init_writes(c);
}

/* The cycles a posted FLAT load of P passes, each of W lanes x k accesses (every lane active:
 * an inactive lane takes one cycle instead of k requests and an entry each, so it is never
 * worse), waits for free entries of its unit's vector queue of Q entries, alone
 * (docs/microarchitecture-fsm.md "Vector loads in flight"). Cycles count from the load's issue (0,
 * fetched): its first request can go in cycle 18 (fetch 3, operand reads 7, StVRead 8), the
 * next ones one per cycle, and a pass's first request 11 cycles after the previous pass's last
 * (the cycle that ends StFReq, StFWrite, StVRead 8). Request j needs the entry that the
 * (j - Q)-th older entry frees: entry i leaves (pop[i]) in the first cycle its data is in and
 * the entry before it has left, plus at most vw cycles for the lane arbiter, and is free from
 * the next cycle. Data comes L cycles after its request (in cycle r + L; written from r + L +
 * 1). The Q entries in the queue at the issue were all requested before it, so their data is in
 * by L - 1, and from the issue on the FSM writes no VRF row (this load writes none), so the
 * only other delays are the lane arbiter's. Every quantity of the real queue is at most its
 * value in this recurrence, and the recurrence is monotone (max and +), so its last request is
 * no later than the real one's; the difference to the same recurrence without the queue is the
 * wait. The waits for arbiters and the SPI's writes are added on top (own_worst, busy_worst):
 * each only delays a request or a write by its own length, which delays the end no more. */
static uint64_t posted_queue_wait(uint64_t P, uint64_t W, uint64_t k, uint64_t L, uint64_t Q,
                                  uint64_t vw)
{
    enum { MAX_ENTRIES = 64 + 4 * 64 };   /* --vmem-queue <= 64; <= 4 accesses x 64 lanes */
    int64_t pop[MAX_ENTRIES];
    uint64_t n = P * W * k;
    if (Q + n > MAX_ENTRIES)
        return UINT64_MAX / 4;   /* not a configuration (cfg.c's ranges): no bound */
    int64_t prev = INT64_MIN / 4, lat = (int64_t)L, wait = (int64_t)vw;
    for (uint64_t i = 0; i < Q; i++) {   /* the older entries: data in by L - 1 */
        int64_t e = lat;                 /* (L - 1) + 1 */
        if (prev + 1 > e)
            e = prev + 1;
        pop[i] = prev = e + wait;
    }
    int64_t r = 0, slot = 18;
    for (uint64_t j = 0; j < n; j++) {
        if (j && j % (W * k) == 0)      /* a new pass */
            slot = r + 11;
        int64_t need = pop[j] + 1;       /* the entry the (j - Q)-th older one frees */
        r = slot > need ? slot : need;
        slot = r + 1;
        int64_t e = r + lat + 1;
        if (prev + 1 > e)
            e = prev + 1;
        pop[Q + j] = prev = e + wait;
    }
    /* without the queue: 18, then one per cycle, passes 11 apart */
    int64_t r_nowait = 18 + (int64_t)((P - 1) * (W * k + 10) + W * k - 1);
    return r > r_nowait ? (uint64_t)(r - r_nowait) : 0;
}

void emit_timing_lds_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    if (c->cu == PWS_CU_PIPE)
        emit_timing_pipe_lds_return(c, own, busy);
    else
        *own = *busy = 0;
}

int emit_timing_posted(const pws_cfg *c, isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return (c->vmem_queue || c->cu == PWS_CU_PIPE) && i->cls == ISA_CLS_FLAT
           && (i->flags & ISA_F_LOAD);   /* not a store or atomic */
}

void emit_timing_split(const pws_cfg *c, uint64_t *e_s, uint64_t *e_m)
{
    if (c->cu == PWS_CU_PIPE) {   /* DWS: a marked branch that splits; PWS: s_split, s_merge */
        emit_timing_pipe_split_costs(c, e_s, e_m);
        return;
    }
    *e_s = emit_cu_has_split_hw(c) ? 12 + (uint64_t)c->sgprs + 1 : 12;
    *e_m = emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_PWS ? 13 : 12;   /* dws never merges */
}

/* Alone best/worst and the interference of op; class name. 0 if not run. */
static int model(const pws_cfg *c, isa_op op, emit_timing_entry *t)
{
    if (!emit_simd_runs(op))
        return 0;
    const isa_op_info *i = isa_info(op);
    uint64_t P = c->wave / c->lanes, W = c->lanes, L = c->mem_latency, S = c->simds;
    uint64_t fetch = 2 * (S - 1);
    /* split hardware: requesters per arbiter, the VRF lane arbiter's wait per access */
    int pws = emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_PWS;
    int dws = emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_DWS;
    uint64_t U = emit_cu_num_units(c), R = S * U, vw = vrf_wait(c);
    uint64_t e_s, e_m;
    emit_timing_split(c, &e_s, &e_m);
    uint64_t init = init_writes(c);
    uint64_t arb = 0, disp = 0;   /* waits for other units; the SPI's init and LDS zeroing */
    switch (i->cls) {
    case ISA_CLS_SALU: {
        uint64_t n = i->dst_dwords;
        int cond = op == ISA_s_cmov_b32 || op == ISA_s_cmov_b64 || op == ISA_s_cmovk_i32;
        t->cls = "salu";
        t->best = 13 + (cond ? 0 : n);
        t->worst = 13 + n;
        arb = fetch, disp = init;
        break;
    }
    case ISA_CLS_SMEM: {
        uint64_t n = i->dst_dwords, Q = c->smem_queue, rounds = (n + Q - 1) / Q;
        t->cls = "smem";
        t->best = 12 + n;
        t->worst = 12 + n + rounds * (L + Q + 2);
        if (c->vmem_queue)   /* its first request waits for the vector loads' answers */
            t->worst += L;
        /* the arbiter per request; with split hardware the other units' SRF copies into this
         * unit (each at most e_s, one at a time: the split token) go first on the write port */
        arb = fetch + n * (R - 1) + (U - 1) * e_s, disp = init;
        break;
    }
    case ISA_CLS_VALU:
    case ISA_CLS_VALU_FP: {
        int e = i->fmt != ISA_FMT_VOPC && i->dst_dwords == 2 && !(i->flags & ISA_F_SDST);
        t->cls = "valu";
        t->best = 13 + P * (9 + (uint64_t)e);
        t->worst = t->best + 2;
        arb = fetch + P * (7 + 1 + (uint64_t)e) * vw, disp = init;
        break;
    }
    case ISA_CLS_FLAT:
    case ISA_CLS_DS: {
        unsigned amo = emit_cu_amo(op);
        int store = (i->flags & ISA_F_STORE) != 0, ds = i->cls == ISA_CLS_DS;
        uint64_t k = amo ? 1 : store ? i->src_dwords[1] + i->src_dwords[2] : i->dst_dwords;
        uint64_t f = max64(1, store ? 0 : i->dst_dwords);
        uint64_t lat = ds ? 1 : L;
        t->cls = ds ? "ds" : "flat";
        t->best = 13 + P * (8 + f + W);
        t->worst = 13 + P * (8 + f + W * k + lat);
        if (emit_timing_posted(c, op)) {   /* no row written, no answer waited for */
            t->best = 13 + P * (9 + W);
            t->worst = 13 + P * (10 + W * k) + posted_queue_wait(P, W, k, L, c->vmem_queue, vw);
            f = 1;
        }
        arb = fetch + P * W * k * (R - 1) + P * (7 + f) * vw;
        disp = init + (ds ? c->lds_bytes / 4 : 0);
        break;   /* an atomic's token wait is added by emit_timing_op (it needs every atomic) */
    }
    case ISA_CLS_SPLIT:   /* best: a null split / merge; worst: real (e_s, e_m) */
        t->cls = op == ISA_s_merge ? "merge" : "split";
        t->best = 12;
        t->worst = !pws ? 12 : op == ISA_s_merge ? e_m : e_s;   /* dws: every split null */
        arb = fetch + (U - 1) * e_s;   /* the split token (a merge's issue wait: below) */
        break;
    case ISA_CLS_SBRANCH:   /* dws: a marked execz/execnz may split first (e_s) */
        t->cls = "branch";
        t->best = t->worst = 12;
        if (dws && (op == ISA_s_cbranch_execz || op == ISA_s_cbranch_execnz))
            t->worst = e_s;
        arb = fetch;
        break;
    default:   /* s_getreg_b32 writes one SGPR dword */
        t->cls = op == ISA_s_barrier ? "barrier" : "sopp";
        t->best = t->worst = op == ISA_s_getreg_b32 ? 14 : 12;
        arb = fetch, disp = op == ISA_s_getreg_b32 ? init : 0;
        break;
    }
    t->best -= IB_HIT_SAVES;
    t->own_worst = t->worst + arb;
    t->busy_worst = t->own_worst + disp;
    return 1;
}

/* The longest busy_worst of any atomic (without the token wait), and of any op (with it). */
static void longest(const pws_cfg *c, uint64_t *atomic, uint64_t *any)
{
    emit_timing_entry t;
    *atomic = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_cu_amo((isa_op)op) && model(c, (isa_op)op, &t))
            *atomic = max64(*atomic, t.busy_worst);
    uint64_t token = (uint64_t)(c->cus * c->simds * emit_cu_num_units(c) - 1) * *atomic;
    *any = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (model(c, (isa_op)op, &t))
            *any = max64(*any, t.busy_worst + (emit_cu_amo((isa_op)op) ? token : 0));
}

void emit_timing_waits_of(const pws_cfg *c, emit_timing_waits *w)
{
    if (c->cu == PWS_CU_PIPE) {
        emit_timing_pipe_waits(c, w);
        return;
    }
    uint64_t atomic, any;
    longest(c, &atomic, &any);
    uint64_t seq = c->sgprs + (uint64_t)c->vgprs * c->wave + 12;   /* the init writes of a wave */
    w->issue_worst = (uint64_t)(c->contexts - 1) * any;
    w->imem_worst = c->simds - 1;
    uint64_t R = (uint64_t)c->simds * emit_cu_num_units(c);   /* requesters per CU arbiter */
    w->mem_worst_per_access = R - 1;
    w->lds_worst_per_access = R - 1 + c->lds_bytes / 4;
    w->atomic_token_worst = (uint64_t)(c->cus * R - 1) * atomic;
    w->init_worst = init_writes(c);
    w->barrier_release = 1;
    w->unit_contexts = emit_cu_unit_contexts(c);
    w->token_requesters = (uint64_t)c->cus * R - 1;
    w->init_per_wave = c->sgprs + (uint64_t)c->vgprs * c->wave;
    w->lds_zero_per_workgroup = c->lds_bytes / 4;
    emit_timing_smem_return(c, &w->smem_return_worst, &w->smem_return_busy);
    emit_timing_vmem_return(c, &w->vmem_return_worst, &w->vmem_return_busy);
    /* a wave's own sequence with one VGPR (v0) .. every VGPR, after its workgroup's LDS
     * zeroing; +1: the START write, then the pick */
    w->wave_best = c->sgprs + (uint64_t)c->wave + 12 + 1;
    w->wave_worst = seq + c->lds_bytes / 4 + 1;
    w->workgroup_worst = (uint64_t)c->simds * c->contexts * seq + c->lds_bytes / 4 + 1;
    w->wave_sequence = seq;
}

int emit_timing_op(const pws_cfg *c, isa_op op, emit_timing_entry *t)
{
    if (c->cu == PWS_CU_PIPE)
        return emit_timing_pipe_op(c, op, t);
    emit_timing_entry m;
    if (!model(c, op, &m))
        return 0;
    uint64_t atomic, any;
    longest(c, &atomic, &any);
    if (emit_cu_amo(op))
        m.busy_worst += (uint64_t)(c->cus * c->simds * emit_cu_num_units(c) - 1) * atomic;
    if (op == ISA_s_merge && emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_PWS)   /* the woken target waits for its issue */
        m.busy_worst += (uint64_t)(emit_cu_unit_contexts(c) - 1) * any;
    /* from the previous retire of this wave: every other context of the SIMD may issue its
     * longest instruction first (round-robin), then this one */
    m.gap_worst = (uint64_t)(c->contexts - 1) * any + m.busy_worst;
    if (isa_info(op)->cls == ISA_CLS_SMEM) {   /* and the load's data, written after its retire */
        uint64_t own, busy;
        emit_timing_smem_return(c, &own, &busy);
        m.gap_worst += busy;
    }
    if (emit_timing_posted(c, op)) {   /* likewise a posted FLAT load's */
        uint64_t own, busy;
        emit_timing_vmem_return(c, &own, &busy);
        m.gap_worst += busy;
    }
    *t = m;
    return 1;
}

int emit_timing(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "{");
    emit_push(e);
    emit_line(e, "\"format\": \"pws-timing-1\",");
    emit_line(e, "\"generator\": \"pws gen %s\",", PWS_GEN_VERSION);
    emit_line(e, "\"config\": {");
    emit_push(e);
    size_t np = pws_cfg_nparams();
    for (size_t i = 0; i < np; i++) {
        const pws_cfg_param *p = pws_cfg_param_at(i);
        if (p->offset == offsetof(pws_cfg, split))
            emit_line(e, "\"%s\": \"%s\"%s", p->json, pws_split_name(c->split), i + 1 < np ? "," : "");
        else
            emit_line(e, "\"%s\": %u%s", p->json, pws_cfg_get(c, p), i + 1 < np ? "," : "");
    }
    emit_pop(e);
    emit_line(e, "},");
    emit_line(e, "\"instructions\": {");
    emit_push(e);
    unsigned last = 0;   /* the last op with an entry: no comma after it */
    emit_timing_entry t;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_op(c, (isa_op)op, &t))
            last = op;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_op(c, (isa_op)op, &t))
            emit_line(e, "\"%s\": { \"class\": \"%s\", \"best\": %llu, \"worst\": %llu, "
                      "\"own_worst\": %llu, \"busy_worst\": %llu, \"gap_worst\": %llu }%s",
                      isa_info((isa_op)op)->name, t.cls, (unsigned long long)t.best,
                      (unsigned long long)t.worst, (unsigned long long)t.own_worst,
                      (unsigned long long)t.busy_worst, (unsigned long long)t.gap_worst,
                      op == last ? "" : ",");
    emit_pop(e);
    emit_line(e, "},");
    emit_timing_waits w;
    emit_timing_waits_of(c, &w);
    emit_line(e, "\"waits\": {");
    emit_push(e);
    emit_line(e, "\"issue_worst\": %llu,", (unsigned long long)w.issue_worst);
    emit_line(e, "\"imem_worst\": %llu,", (unsigned long long)w.imem_worst);
    emit_line(e, "\"mem_worst_per_access\": %llu,", (unsigned long long)w.mem_worst_per_access);
    emit_line(e, "\"lds_worst_per_access\": %llu,", (unsigned long long)w.lds_worst_per_access);
    emit_line(e, "\"atomic_token_worst\": %llu,", (unsigned long long)w.atomic_token_worst);
    emit_line(e, "\"init_worst\": %llu,", (unsigned long long)w.init_worst);
    emit_line(e, "\"barrier_release\": %llu,", (unsigned long long)w.barrier_release);
    emit_line(e, "\"unit_contexts\": %llu,", (unsigned long long)w.unit_contexts);
    emit_line(e, "\"token_requesters\": %llu,", (unsigned long long)w.token_requesters);
    emit_line(e, "\"init_per_wave\": %llu,", (unsigned long long)w.init_per_wave);
    emit_line(e, "\"lds_zero_per_workgroup\": %llu,", (unsigned long long)w.lds_zero_per_workgroup);
    emit_line(e, "\"smem_return_worst\": %llu,", (unsigned long long)w.smem_return_worst);
    emit_line(e, "\"smem_return_busy\": %llu,", (unsigned long long)w.smem_return_busy);
    emit_line(e, "\"vmem_return_worst\": %llu,", (unsigned long long)w.vmem_return_worst);
    emit_line(e, "\"vmem_return_busy\": %llu", (unsigned long long)w.vmem_return_busy);
    emit_pop(e);
    emit_line(e, "},");
    emit_line(e, "\"dispatch\": { \"wave_best\": %llu, \"wave_worst\": %llu, \"workgroup_worst\": %llu, "
              "\"wave_sequence\": %llu }%s", (unsigned long long)w.wave_best,
              (unsigned long long)w.wave_worst, (unsigned long long)w.workgroup_worst,
              (unsigned long long)w.wave_sequence,
              emit_cu_has_split_hw(c) || c->cu == PWS_CU_PIPE ? "," : "");
    if (c->cu == PWS_CU_PIPE)   /* what its static bound composes (emit_timing_pipe.c) */
        emit_timing_pipe_json(e, c, emit_cu_has_split_hw(c) ? "," : "");
    if (emit_cu_has_split_hw(c)) {   /* the paper's Lemma 5.1 costs (docs/splitting.md) */
        uint64_t e_s, e_m;
        emit_timing_split(c, &e_s, &e_m);
        if (c->cu == PWS_CU_PIPE) {   /* and per SGPR word copied: a kernel's own (wcet) */
            uint64_t words, s_word, m_word, b_word;
            emit_timing_pipe_split_words(c, &words, &s_word, &m_word, &b_word);
            emit_line(e, "\"split\": { \"e_s\": %llu, \"e_m\": %llu, \"words\": %llu, "
                      "\"e_s_word\": %llu, \"e_m_word\": %llu, \"block_word\": %llu, "
                      "\"share_word\": %llu }",
                      (unsigned long long)e_s, (unsigned long long)e_m,
                      (unsigned long long)words, (unsigned long long)s_word,
                      (unsigned long long)m_word, (unsigned long long)b_word,
                      (unsigned long long)emit_timing_pipe_share_word(c));
        } else
            emit_line(e, "\"split\": { \"e_s\": %llu, \"e_m\": %llu }", (unsigned long long)e_s,
                      (unsigned long long)e_m);
    }
    emit_pop(e);
    emit_line(e, "}");
    return emit_status(e);
}
