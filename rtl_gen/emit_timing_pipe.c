/* rtl_gen/emit_timing_pipe.c -- the timing model of the CU: the numbers of
 * docs/microarchitecture.md "Latencies" and "Worst-case waits" as functions of the
 * configuration. emit_timing.c writes them as pws_timing.json; the lockstep harness checks
 * every retire against them.
 *
 * Symbols (docs/microarchitecture.md): N SIMDs, W contexts, P = wave / lanes passes, L the memory
 * latency, Qs / Qv / Ql the scalar, FLAT and DS queues, MI the instructions a memory unit holds.
 *
 *   issue to retire      VALU P K + 3 (K = 2: a 64-bit VGPR operand or result), else 3; nothing
 *                        in a pipeline waits, so best = worst = own_worst = busy_worst.
 *   a memory access      waits <= 2N - 1 cycles for the CU's memory arbiter (2N requesters,
 *                        round robin) or N for the LDS arbiter (N - 1 others and one cycle the
 *                        SPI may hold for its zeroing), and for a free entry of its
 *                        unit's return queue: the entry of the access Q requests older frees
 *                        once that one's answer (L, or 1 for the LDS, after its grant) is
 *                        written (<= 4 cycles: the VALU's write of the group, then one turn of
 *                        each other background writer), and its queue's answers are written
 *                        one at a time (5 cycles each at most; 4 into the SRF). So a unit grants
 *                        an access at least every T = max(A, 5, ceil((lat + 5) / Q)) cycles in
 *                        the long run, A the arbiter's wait + 1, and an instruction of a accesses has its last one
 *                        granted within a T + (A - 1) + lat + 5 of its start (the first access's
 *                        wait for the arbiter, the LDS's hold included), its data written within
 *                        lat + 4 more.
 *   a unit's backlog     MI instructions, each at most the longest of its kind.
 *   the gap bound        from the retire of a wavefront's previous instruction to this one's:
 *                        the longest hazard (2P + 3), the fetch after a branch (N W + 2, W
 *                        the contexts of its fetch port: a PWS unit's bank), the
 *                        wait for its issue (N - 1 to the visit, then W - 1 other issues of its
 *                        unit, each holding it for its occupancy rounded up to whole visits,
 *                        and one visit for an SRF write reservation), every unit's backlog (a
 *                        store's completion or a queue with no room), and its own latency. It
 *                        contains no other wavefront's longest instruction: the point of the
 *                        pipeline (docs/microarchitecture.md "The static bound"). */
#include "emit_timing.h"

#include "emit_cu.h"
#include "emit_pipe.h"
#include "isa_util.h"

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static uint64_t ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

/* DWS split hardware: reserve contexts, and the SGPR copy of a split (pws_srf_copy); PWS's:
 * SpSIMD units (docs/microarchitecture.md "Split hardware on the pipeline") */
static int dws(const pws_cfg *c) { return emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_DWS; }
static int pws(const pws_cfg *c) { return emit_pipe_units(c) > 1; }
static int split_hw(const pws_cfg *c) { return dws(c) || pws(c); }
/* The memory arbiter's requesters per SIMD: an SMEM unit per unit, the VMEM unit (pws wcet
 * counts fewer for a kernel that cannot have them all: "mem_queues" below) */
static uint64_t mem_reqs(const pws_cfg *c) { return (uint64_t)c->simds * (emit_pipe_units(c) + 1); }

/* The contexts of a SIMD that share its units: W, or (S + 1) W with split hardware's banks. */
static uint64_t contexts(const pws_cfg *c) { return emit_pipe_contexts(c); }

/* K = 2: a 64-bit VGPR result, or a 64-bit source that may be a VGPR (the issue stage's h_k2) */
static int valu_k2(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return (i->fmt != ISA_FMT_VOPC && i->dst_dwords == 2 && !(i->flags & ISA_F_SDST))
           || i->src_dwords[0] == 2 || i->src_dwords[1] == 2
           || (i->src_dwords[2] == 2 && !isa_src2_is_mask(op));
}
static int valu_vd64(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return i->fmt != ISA_FMT_VOPC && i->dst_dwords == 2 && !(i->flags & ISA_F_SDST);
}

/* One VRF read port (--vrf-reads 1, docs/microarchitecture.md "Narrow configurations"): a VALU
 * op's cycles a pass R = max(v, Wd + 1), v its VGPR source dwords, Wd its result's (at least one
 * cycle a pass leaves the one write port free); at most, every source that may be a VGPR one
 * (the issue stage's rule counts those that are). */
static uint64_t valu_wd(isa_op op) { return valu_vd64(op) ? 2 : 1; }
static uint64_t valu_r_max(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    uint64_t v = 0;
    for (int s = 0; s < 3; s++) {
        unsigned dw = emit_pipe_src_dwords(op, s);
        if (!(s == 2 && (isa_has_mask_src2(op) || (i->flags & ISA_F_CARRY_OP))))
            v += dw == 2 ? 2 : dw ? 1 : 0;
    }
    return max64(v, valu_wd(op) + 1);
}
/* its hold: B = P R + Wd - 1, so that the next instruction's first write follows its last */
static uint64_t valu_hold_r(const pws_cfg *c, isa_op op, uint64_t r)
{
    return (uint64_t)(c->wave / c->lanes) * r + valu_wd(op) - 1;
}
static int one_port(const pws_cfg *c) { return c->vrf_reads == 1; }
/* the row reader's cycles for a row: P with one port (a group a cycle), else 1 */
static uint64_t row_cycles(const pws_cfg *c) { return one_port(c) ? c->wave / c->lanes : 1; }
/* A VRF background write (a memory answer, the SPI's group): its wait for the port, then the
 * write. Three ports: the VALU writes a group at most 2 cycles of every B, then one turn of each
 * other writer: 5. One port: the VALU's writes run at most Wd cycles in a row (a pass's; R >= Wd
 * + 1 leaves a free cycle after each, also between instructions), and each of the two other
 * writers may take one free cycle first: 3 (Wd + 1), Wd the longest of the configuration. */
static uint64_t vrf_write(const pws_cfg *c)
{
    if (!one_port(c))
        return 5;
    uint64_t wd = 1;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_pipe_unit(c, (isa_op)op) == EMIT_PIPE_UNIT_VALU && valu_vd64((isa_op)op))
            wd = 2;
    return 3 * (wd + 1);
}

/* An SRF background write: its wait for the pipeline's reserved cycles, then for one turn of each
 * other background writer (the SPI; with DWS also a split's copy), and the write: 4, 5 with
 * DWS. A VRF one: 5. */
static uint64_t srf_write(const pws_cfg *c) { return 4 + (uint64_t)split_hw(c); }
/* An SPI write, latched to written (an SGPR's: srf_write) */
static uint64_t init_write(const pws_cfg *c) { return EMIT_PIPE_INIT_WRITE + (uint64_t)split_hw(c); }
/* An SPI VGPR row, latched to written: with one VRF port its P groups one at a time, each a
 * background write (vrf_write); alone on its SIMD one a cycle after the latch */
static uint64_t init_vgpr_write(const pws_cfg *c)
{
    return one_port(c) ? 1 + row_cycles(c) * vrf_write(c) + (uint64_t)split_hw(c) : init_write(c);
}
static uint64_t init_vgpr_write_free(const pws_cfg *c)
{
    return one_port(c) ? 1 + row_cycles(c) : EMIT_PIPE_INIT_WRITE_FREE;
}

/* A split's SGPR copy of `words` SRF words by its unit's copy engine, from the decision to its
 * last word written (0 without split hardware): the decision (1), the first read (1), each word
 * written when the pipeline does not write and the round robin gives the copy its turn (<= 3
 * cycles: the copy keeps both units' SGPR writers from issuing, so only the SMEM unit's and the
 * SPI's writes are ahead of it; under PWS the new SWF's unit's copy port also serves the other
 * units' engines in turn, one word each: 3 S), and the pipeline's SGPR writes reserved before the
 * copy (at most one in two of its 2P + 8 cycles ahead: P + 4): docs/microarchitecture.md "Split
 * hardware on the pipeline". The hardware copies the kernel's SGPRs only (pws_srf_copy), so the timing
 * model gives every split cost at all of them and per word (split.words, e_s_word, e_m_word,
 * block_word) for a kernel's bound to take its own. */
static uint64_t copy_hold_w(const pws_cfg *c, uint64_t words)
{
    if (!split_hw(c))
        return 0;
    uint64_t P = c->wave / c->lanes, share = pws(c) ? c->spsimds : 1;
    return 1 + 1 + 3 * share * words + P + 4;
}
static uint64_t all_words(const pws_cfg *c) { return (c->sgprs + 1) / 2; }

uint64_t emit_timing_pipe_share_word(const pws_cfg *c)
{
    return pws(c) ? 3 * ((uint64_t)c->spsimds - 1) : 0;
}

/* PWS: the wait for the SIMD's split token: each of the other S control units decides once,
 * in one cycle, before it (a request is never held from one instruction to the next). */
static uint64_t token_wait(const pws_cfg *c) { return pws(c) ? (uint64_t)c->spsimds : 0; }

/* PWS: a unit's copy engine is busy with the unit's previous split: its copy, then the start of
 * its new SWF, which waits for the lower units' engines' starts (one a cycle, at most S). */
static uint64_t engine_wait_w(const pws_cfg *c, uint64_t words)
{
    return pws(c) ? copy_hold_w(c, words) + (uint64_t)c->spsimds : 0;
}

/* The cycles X holds the instruction that splits, beyond the 3 of any control instruction: DWS
 * a marked branch that splits (its copy); PWS an s_split (its mask's reads, its unit's engine,
 * the token; it retires at the decision, its copy runs after it). */
static uint64_t split_hold_w(const pws_cfg *c, uint64_t words)
{
    return dws(c) ? copy_hold_w(c, words)
           : pws(c) ? 3 + engine_wait_w(c, words) + token_wait(c) : 0;
}

uint64_t emit_timing_pipe_split_hold(const pws_cfg *c) { return split_hold_w(c, all_words(c)); }

/* PWS: s_merge decides from its second cycle in X, once it has the token */
uint64_t emit_timing_pipe_merge_hold(const pws_cfg *c) { return pws(c) ? 1 + token_wait(c) : 0; }

/* e_s: a split's issue until the splitter and its new SWF may both go on (PWS: the retire, then
 * the copy and the new SWF's start, at most S cycles after the lower units' starts). */
static uint64_t e_s_w(const pws_cfg *c, uint64_t words)
{
    return 3 + split_hold_w(c, words) + (pws(c) ? copy_hold_w(c, words) + c->spsimds : 0);
}

void emit_timing_split(const pws_cfg *c, uint64_t *e_s, uint64_t *e_m)
{
    *e_s = e_s_w(c, all_words(c));
    *e_m = 3 + emit_timing_pipe_merge_hold(c);
}

/* The cycles one split keeps its unit's SALU and control unit from issuing (0 without split
 * hardware): DWS from the branch's X stage to the cycle it goes on; PWS the s_split's X until
 * its decision (its wait for the unit's engine is the previous split's copy, counted there)
 * and its own copy, which reads port 0. */
static uint64_t split_block_w(const pws_cfg *c, uint64_t words)
{
    if (dws(c))
        return split_hold_w(c, words) + 1;
    return pws(c) ? 4 + token_wait(c) + copy_hold_w(c, words) + 1 : 0;
}

void emit_timing_pipe_split_words(const pws_cfg *c, uint64_t *words, uint64_t *e_s_word,
                                  uint64_t *e_m_word, uint64_t *block_word)
{
    *words = all_words(c);
    *e_s_word = e_s_w(c, 1) - e_s_w(c, 0);   /* (linear in the words) */
    *e_m_word = 0;
    *block_word = split_block_w(c, 1) - split_block_w(c, 0);
}

/* The contexts one picker of a unit chooses among: a bank's W under PWS (each unit runs its own
 * bank), else all of the SIMD's. The shared memory units choose among all; the fetch has a
 * port per unit (pws_fetch), over its bank. */
static uint64_t bank_contexts(const pws_cfg *c) { return pws(c) ? c->contexts : contexts(c); }

uint64_t emit_timing_pipe_turn(const pws_cfg *c, unsigned cls_mask, int xl, int srf)
{
    uint64_t N = c->simds, P = c->wave / c->lanes, D = 2 * P + 4;
    /* the VALU's hold B of each class (emit_timing_pipe_info) */
    uint64_t hold = max64(cls_mask & 1 ? max64(P, 2) : 0,
                          max64(cls_mask & 2 ? max64(2 * P, P + 2) : 0, cls_mask & 4 ? 2 * P + 1 : 0));
    unsigned classes = (cls_mask & 1) + (cls_mask >> 1 & 1) + (cls_mask >> 2 & 1);
    int k2 = (cls_mask & 6) != 0;
    /* every member's unit was last given an instruction before the turn began (free within
     * hold), and another ID's reservations let this one's in at most P + 3 cycles after its
     * last issue with K = 2 ops about (a K = 1 op after a K = 2 one: its reads and, by the
     * four-writes rule, its writes), 2 without (the four-writes rule at N = 1) */
    uint64_t t = ceil_div(max64(hold, k2 ? P + 3 : 2), N) * N;
    /* the turn's other classes, each after the previous one's writes (the four-writes rule) */
    t += (classes > 1 ? classes - 1 : 0) * ceil_div(P + 3, N) * N;
    /* cross-lane members, each alone after every slot it needs has drained, and the next
     * group after its exclusive slots */
    if (xl)
        t += emit_pipe_units(c) * ceil_div(D, N) * N;
    if (srf)   /* a member's SRF write reservation conflict: one visit */
        t += N;
    return t;
}

uint64_t emit_timing_pipe_solo(const pws_cfg *c, unsigned cls_mask, int xl)
{
    uint64_t N = c->simds, P = c->wave / c->lanes, D = 2 * P + 4;
    unsigned classes = (cls_mask & 1) + (cls_mask >> 1 & 1) + (cls_mask >> 2 & 1);
    int k2 = (cls_mask & 6) != 0;
    /* one class and no cross-lane op: every ready member issues in the same visit, and it
     * always fits when no group can be written in four consecutive cycles: with N >= 4 (K = 1
     * writes a group one cycle, K = 2 three, never four in a row one visit after the last), or
     * for K = 1 when the S + 1 units, each issuing at most once in max(P, 2) cycles, cannot
     * issue in four different cycles of four; reads of one group never meet across cycles.
     * So the turn ends in every visit: no wait */
    uint64_t units = (uint64_t)c->spsimds + 1, b1 = max64(P, 2);
    if (classes == 1 && !xl && (N >= 4 || (cls_mask == 1 && units * ceil_div(4, b1) < 4)))
        return 0;
    /* else a group that does not fit waits at most s after the group before it (the slots it
     * needs drain: P + 3 after a K = 2 op, the four-writes rule at N < 4, D for a cross-lane
     * op's exclusive slots); each unit issues once a turn, so an instruction waits for the
     * rest of the turn its unit issued in and for the groups ahead of it in the next, one
     * class: 2 groups, several: at most 2 S + 1 */
    uint64_t s = ceil_div(max64(k2 ? P + 3 : 2, xl ? D : 0), N) * N;
    uint64_t groups = classes == 1 && !xl ? 2 : 2 * (uint64_t)c->spsimds + 1;
    return groups * s;
}

/* The cycles one split keeps its unit's SALU and control unit from issuing, at all SGPRs. */
static uint64_t split_block(const pws_cfg *c) { return split_block_w(c, all_words(c)); }

/* Cycles between a unit's access grants in the long run, and the slack of its first Q. */
/* Cycles between a unit's grants in the long run: the arbiter's round (arb), its answers'
 * writes out of its return queue one at a time (write: a VRF background write waits at most 4
 * cycles then writes, 5; an SRF one 3 then writes, 4), and the queue's entries (each free once
 * its answer is written, lat + 5 after its grant, q of them). */
static uint64_t access_period(uint64_t arb, uint64_t write, uint64_t lat, uint64_t q)
{
    return max64(max64(arb, write), ceil_div(lat + max64(write, 5), q));
}

/* An instruction of a accesses through an arbiter of period arb: start to its last grant, with
 * the slack of the first one's wait for the arbiter (arb - 1) and for its queue (lat + 5). */
static uint64_t send_of(uint64_t a, uint64_t arb, uint64_t write, uint64_t lat, uint64_t q)
{
    return a * access_period(arb, write, lat, q) + arb - 1 + lat + max64(write, 5);
}

/* A FLAT (lds = 0) or DS instruction of `acc` accesses per lane: start to its last grant.
 * A load's or an atomic's answers are written into the VRF, each after waiting for the
 * background port (5 cycles). A plain store's acknowledgement leaves the return queue in the
 * cycle it is at its head (pws_vmem_unit's o_pop), so only the arbiter and the entries pace a
 * store, but answers are in order: a store may start behind up to Q answers of earlier loads,
 * which leave at that pace, each freeing the entry one of its first accesses waits for. alone:
 * no such answer (its unit runs only plain stores). */
static uint64_t mem_send(const pws_cfg *c, int lds, uint64_t acc, int store, int alone)
{
    uint64_t N = c->simds, a = acc * c->wave;
    uint64_t lat = lds ? 1 : c->mem_latency;
    uint64_t q = lds ? EMIT_PIPE_LDS_QUEUE : emit_pipe_vmem_queue(c);
    /* the LDS: N requesters, and the SPI's zeroing takes one cycle in N + 1 at most */
    uint64_t arb = lds ? N + 1 : mem_reqs(c);
    uint64_t vw = vrf_write(c);
    uint64_t t_write = access_period(arb, vw, lat, q), t_ack = access_period(arb, 1, lat, q);
    if (!store)
        return send_of(a, arb, vw, lat, q);
    uint64_t behind = alone ? 0 : q < a ? q : a;
    return send_of(a, arb, 1, lat, q) + behind * (t_write - t_ack);
}

/* op's own sending time, every lane active (SMEM: its dwords); alone: see mem_send */
static uint64_t op_send(const pws_cfg *c, isa_op op, int alone)
{
    switch (emit_pipe_unit(c, op)) {
    case EMIT_PIPE_UNIT_VMEM:
        return mem_send(c, 0, emit_pipe_acc_dw(op), isa_is_plain_store(op), alone);
    case EMIT_PIPE_UNIT_LDS:
        return mem_send(c, 1, emit_pipe_acc_dw(op), isa_is_plain_store(op), alone);
    case EMIT_PIPE_UNIT_SALU:
        if (isa_info(op)->cls == ISA_CLS_SMEM)
            return send_of(isa_info(op)->dst_dwords, mem_reqs(c), srf_write(c), c->mem_latency,
                           c->smem_queue);
        return 0;
    default:
        return 0;
    }
}

/* A memory op's accesses, every lane active (SMEM: its dwords): the `a` of its sending */
static uint64_t op_acc(const pws_cfg *c, isa_op op)
{
    if (emit_pipe_unit(c, op) == EMIT_PIPE_UNIT_SALU)
        return isa_info(op)->dst_dwords;
    return emit_pipe_acc_dw(op) * c->wave;
}


/* The most accesses per lane of an op the configuration runs on unit u (at least 1). */
static uint64_t most_acc(const pws_cfg *c, int u)
{
    uint64_t most = 1;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (emit_pipe_unit(c, (isa_op)k) == u)
            most = max64(most, emit_pipe_acc_dw((isa_op)k));
    return most;
}

/* The longest FLAT / DS / SMEM instruction's sending time (flat_load_dwordx4, ds_read2_b64:
 * the most accesses a lane; a load, whose answers are written back), and its data's return. */
static uint64_t flat_send(const pws_cfg *c)
{
    return mem_send(c, 0, most_acc(c, EMIT_PIPE_UNIT_VMEM), 0, 0);
}
static uint64_t lds_send(const pws_cfg *c)
{
    return mem_send(c, 1, most_acc(c, EMIT_PIPE_UNIT_LDS), 0, 0);
}
static uint64_t smem_send(const pws_cfg *c)
{
    return send_of(16, mem_reqs(c), srf_write(c), c->mem_latency, c->smem_queue);
}

/* Everything a unit holds, sent and answered (its backlog, at most MI instructions). */
static uint64_t flat_drain(const pws_cfg *c)
{
    return c->mem_insts * flat_send(c) + c->mem_latency + vrf_write(c);
}
static uint64_t lds_drain(const pws_cfg *c) { return c->mem_insts * lds_send(c) + 1 + vrf_write(c); }
static uint64_t smem_drain(const pws_cfg *c)
{
    return c->mem_insts * smem_send(c) + c->mem_latency + 5;
}


/* The SALU takes an instruction at most every other cycle (its X stage reads the instruction
 * register, rtl/pws_salu_pipe.v): a hold of 2, which binds only with N = 1 (visits of N >= 2
 * SIMDs are N cycles apart anyway). */
#define SALU_HOLD 2

int emit_timing_pipe_info(const pws_cfg *c, isa_op op, emit_pipe_cost *o)
{
    static const char *const names[EMIT_PIPE_NUNITS] = { "valu", "salu", "vmem", "lds", "ctrl" };
    int u = emit_pipe_unit(c, op);
    if (u == EMIT_PIPE_UNIT_NONE)
        return 0;
    const isa_op_info *i = isa_info(op);
    uint64_t P = c->wave / c->lanes;
    *o = (emit_pipe_cost){ names[u], 1, op_send(c, op, 0), op_send(c, op, 1),
                           emit_pipe_rows(op) * row_cycles(c), 2, 2, 2, 0, 0, 0, 0, 0 };
    switch (u) {
    case EMIT_PIPE_UNIT_VALU: {
        int k2 = valu_k2(op), vd64 = valu_vd64(op);
        /* writes scalar state a later instruction may read as a whole: a mask into VCC, EXEC
         * or an SGPR pair, v_readlane / v_readfirstlane */
        int wscalar = emit_pipe_vmask_out(op) || (i->flags & ISA_F_CMPX)
                      || op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32;
        o->hold = vd64 ? 2 * P + 1 : k2 ? max64(2 * P, P + 2) : max64(P, 2);
        /* VGPRs through the VRF (K = 1: t + 3; K = 2: t + P + 4), the masks per pass of a
         * K = 2 producer (t + 2P + 3); scalar state read as a whole (t + P K + 2, K = 2:
         * t + 2P + 3) */
        o->hz_valu = max64(k2 ? P + 4 : 3, k2 && emit_pipe_vmask_out(op) ? 2 * P + 3 : 2);
        o->hz_scalar = max64(o->hz_valu, wscalar ? (k2 ? 2 * P + 3 : P + 2) : 2);
        /* rows and scalar state (t + P K + 2; K = 2: t + 2P + 3), retire order (shorter) */
        o->hz_other = k2 ? 2 * P + 3 : P + 2;
        o->srf = wscalar;
        o->srf_at = wscalar ? (vd64 ? 2 * P + 3 : k2 ? 2 * P + 2 : P + 2) : 0;
        o->vcls = vd64 ? 2 : k2;
        o->xl = op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32
                || op == ISA_v_writelane_b32;
        if (one_port(c)) {   /* at its most read cycles R (pws_issue's o_set_*) */
            uint64_t r = valu_r_max(op), wd = valu_wd(op);
            o->hold = valu_hold_r(c, op, r);
            /* VGPRs: t + P (R - 2) + Wd + 3; masks per pass: t + P (R - 2) + 2 (a consumer
             * reads pass q from t' + 1 + q R', R' >= 2: docs "Narrow configurations") */
            o->hz_valu = max64(P * (r - 2) + wd + 3,
                               emit_pipe_vmask_out(op) ? P * (r - 2) + 2 : 2);
            o->hz_scalar = max64(o->hz_valu, wscalar ? P * r + wd + 1 : 2);
            o->hz_other = P * r + wd + 1;
            o->srf_at = wscalar ? P * r + wd + 1 : 0;
        }
        break;
    }
    case EMIT_PIPE_UNIT_SALU:
        o->hold = SALU_HOLD;
        o->srf = i->cls != ISA_CLS_SMEM && i->dst_dwords > 0;
        o->srf_at = o->srf ? 2 : 0;
        break;
    case EMIT_PIPE_UNIT_VMEM:
    case EMIT_PIPE_UNIT_LDS: {
        /* write after read: its rows are read from t + 1 (a DS instruction's after those of a
         * FLAT one issued in the same cycle, at most 6), the VALU's first write is at t' + 3 */
        uint64_t rows = (emit_pipe_rows(op) + (u == EMIT_PIPE_UNIT_LDS ? 6 : 0)) * row_cycles(c);
        o->hz_valu = o->hz_scalar = max64(2, rows > 2 ? rows - 2 : 0);
        break;
    }
    default:
        /* a branch's redirect at t + 1 (the fetch starts again at t + 2), s_setpc's at t + 2 */
        if (emit_pipe_stops(op) && op != ISA_s_endpgm)
            o->redirect = 2;
        /* (DWS: a split holds the unit and the SALU longer; the static bound counts every
         * split of a dispatch round once, pipe.split_block, rather than in each hold) */
        break;
    }
    if (op == ISA_s_setpc_b64 || op == ISA_s_swappc_b64)
        o->redirect = 3;
    return 1;
}

void emit_timing_pipe_json(emit_ctx *e, const pws_cfg *c, const char *tail)
{
    emit_line(e, "\"pipe\": {");
    emit_push(e);
    emit_line(e, "\"visit\": %u,", c->simds);
    emit_line(e, "\"fetch_slack\": %u,", c->simds > 2 ? c->simds : 2);
    /* the SPI latches START in one clock and writes it into the context in the next, from
     * which the context's first fetch may be picked (pws_spi_init) */
    emit_line(e, "\"start\": 1,");
    emit_line(e, "\"fetch_ports\": %u,", emit_pipe_units(c));   /* one per unit (pws_fetch) */
    emit_line(e, "\"mem_insts\": %u,", c->mem_insts);
    emit_line(e, "\"mem_latency\": %u,", c->mem_latency);
    emit_line(e, "\"lds_latency\": 1,");
    /* what a memory op's sending is made of (mem_send_k), so that pws wcet can count only the
     * requesters a kernel can have: the queues, the answers' writes, the SMEM units a SIMD */
    emit_line(e, "\"mem_queues\": { \"vmem\": %u, \"lds\": %u, \"smem\": %u },",
              emit_pipe_vmem_queue(c), EMIT_PIPE_LDS_QUEUE, c->smem_queue);
    emit_line(e, "\"mem_writes\": { \"vrf\": %llu, \"srf\": %llu },", (unsigned long long)vrf_write(c),
              (unsigned long long)srf_write(c));
    emit_line(e, "\"smem_units\": %u,", emit_pipe_units(c));
    /* a context's buffer: the fetch picks it while there is room for fetch_width
     * (wcet/fetch_stream.h) */
    emit_line(e, "\"ibuf_depth\": %u,", c->ibuf_depth);
    emit_line(e, "\"fetch_width\": %u,", c->fetch_width);
    emit_line(e, "\"vrf_reads\": %u,", c->vrf_reads);
    emit_line(e, "\"init_fixed_writes\": %u,", EMIT_PIPE_INIT_FIXED);
    emit_line(e, "\"init_write_worst\": %llu,", (unsigned long long)init_write(c));
    emit_line(e, "\"init_write_free\": %u,", EMIT_PIPE_INIT_WRITE_FREE);
    emit_line(e, "\"init_vgpr_write_worst\": %llu,", (unsigned long long)init_vgpr_write(c));
    emit_line(e, "\"init_vgpr_write_free\": %llu,", (unsigned long long)init_vgpr_write_free(c));
    emit_line(e, "\"lds_zero_write_worst\": %u,", c->simds + 1);
    emit_line(e, "\"split_block\": %llu,", (unsigned long long)split_block(c));
    if (pws(c)) {   /* the VALU turns and the units' own banks (emit_timing_pipe_turn) */
        char len[28 * 24] = "";
        size_t n = 0;
        for (unsigned m = 1; m < 8; m++)
            for (int x = 0; x < 2; x++)
                for (int r = 0; r < 2; r++)
                    n += (size_t)snprintf(len + n, sizeof len - n, "%s%llu", n ? ", " : "",
                                          (unsigned long long)emit_timing_pipe_turn(c, m, x, r));
        char solo[14 * 24] = "";
        size_t m = 0;
        for (unsigned k = 1; k < 8; k++)
            for (int x = 0; x < 2; x++)
                m += (size_t)snprintf(solo + m, sizeof solo - m, "%s%llu", m ? ", " : "",
                                      (unsigned long long)emit_timing_pipe_solo(c, k, x));
        emit_line(e, "\"turns\": { \"units\": %u, \"ids\": %u, \"len\": [%s], \"solo\": [%s] },",
                  emit_pipe_units(c), c->contexts, len, solo);
    }
    emit_line(e, "\"ops\": {");
    emit_push(e);
    emit_pipe_cost o;
    unsigned last = 0;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_pipe_info(c, (isa_op)op, &o))
            last = op;
    char acc[40];
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_pipe_info(c, (isa_op)op, &o)) {
            acc[0] = '\0';
            if (o.send)
                snprintf(acc, sizeof acc, "\"acc\": %llu, ", (unsigned long long)op_acc(c, (isa_op)op));
            emit_line(e, "\"%s\": { \"unit\": \"%s\", \"hold\": %llu, \"send\": %llu, "
                      "\"send_alone\": %llu, %s\"rows\": %llu, \"hz_valu\": %llu, \"hz_scalar\": %llu, \"hz_other\": %llu, \"srf\": %d, "
                      "\"srf_at\": %llu, \"redirect\": %llu, \"vcls\": %d, \"xl\": %d }%s",
                      isa_info((isa_op)op)->name, o.unit, (unsigned long long)o.hold,
                      (unsigned long long)o.send, (unsigned long long)o.send_alone, acc,
                      (unsigned long long)o.rows,
                      (unsigned long long)o.hz_valu,
                      (unsigned long long)o.hz_scalar, (unsigned long long)o.hz_other, o.srf,
                      (unsigned long long)o.srf_at, (unsigned long long)o.redirect, o.vcls, o.xl,
                      op == last ? "" : ",");
        }
    emit_pop(e);
    emit_line(e, "}");
    emit_pop(e);
    emit_line(e, "}%s", tail);
}

void emit_timing_smem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    *own = *busy = smem_drain(c);
}

void emit_timing_vmem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    *own = *busy = flat_drain(c);
}

void emit_timing_lds_return(const pws_cfg *c, uint64_t *own, uint64_t *busy)
{
    *own = *busy = lds_drain(c);
}

/* An op's class name, latency range and the cycles it holds its unit. 0 if not run. */
static int pipe_class(const pws_cfg *c, isa_op op, emit_timing_entry *t, uint64_t *hold)
{
    int u = emit_pipe_unit(c, op);
    if (u == EMIT_PIPE_UNIT_NONE)
        return 0;
    const isa_op_info *i = isa_info(op);
    uint64_t P = c->wave / c->lanes;
    t->best = t->worst = 3;
    *hold = 1;
    switch (u) {
    case EMIT_PIPE_UNIT_VALU: {
        int k2 = valu_k2(op), vd64 = valu_vd64(op);
        t->cls = "valu";
        /* P K + 3, one more for a 64-bit result's high dword */
        t->best = vd64 ? 2 * P + 4 : P + 3;
        t->worst = vd64 ? 2 * P + 4 : k2 ? 2 * P + 3 : P + 3;
        *hold = vd64 ? 2 * P + 1 : k2 ? max64(2 * P, P + 2) : max64(P, 2);
        if (one_port(c)) {   /* P R + Wd + 2, R from Wd + 1 (no VGPR source) to its most */
            uint64_t wd = valu_wd(op), r = valu_r_max(op);
            t->best = P * (wd + 1) + wd + 2;
            t->worst = P * r + wd + 2;
            *hold = valu_hold_r(c, op, r);
        }
        break;
    }
    case EMIT_PIPE_UNIT_SALU:
        t->cls = i->cls == ISA_CLS_SMEM ? "smem" : "salu";
        *hold = SALU_HOLD;
        break;
    case EMIT_PIPE_UNIT_VMEM:
        t->cls = "flat";
        *hold = flat_send(c);
        break;
    case EMIT_PIPE_UNIT_LDS:
        t->cls = "ds";
        *hold = lds_send(c);
        break;
    default:
        t->cls = i->cls == ISA_CLS_SBRANCH ? "branch" : op == ISA_s_barrier ? "barrier"
               : i->cls == ISA_CLS_SPLIT ? (op == ISA_s_merge ? "merge" : "split") : "sopp";
        if ((dws(c) && (op == ISA_s_cbranch_execz || op == ISA_s_cbranch_execnz))
            || (pws(c) && op == ISA_s_split)) {   /* e_s */
            t->worst += emit_timing_pipe_split_hold(c);
            *hold += emit_timing_pipe_split_hold(c);
        }
        if (pws(c) && op == ISA_s_merge) {        /* e_m: the token */
            t->worst += emit_timing_pipe_merge_hold(c);
            *hold += emit_timing_pipe_merge_hold(c);
        }
        break;
    }
    t->own_worst = t->busy_worst = t->worst;
    return 1;
}

/* The longest time one issue holds unit u, over every op of c. */
static uint64_t unit_hold(const pws_cfg *c, int u)
{
    uint64_t m = 1, h;
    emit_timing_entry t;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_pipe_unit(c, (isa_op)op) == u && pipe_class(c, (isa_op)op, &t, &h))
            m = max64(m, h);
    return m;
}

int emit_timing_op(const pws_cfg *c, isa_op op, emit_timing_entry *t)
{
    uint64_t hold;
    if (!pipe_class(c, op, t, &hold))
        return 0;
    uint64_t N = c->simds, W = contexts(c), P = c->wave / c->lanes;
    int u = emit_pipe_unit(c, op);
    /* the wait for its issue once it may: the visit, W - 1 other issues of its unit (each
     * holding it whole visits), an SRF write reservation (one visit) */
    /* one VRF read port: a VALU op may first wait for the row reader (a FLAT and a DS op's rows
     * and the idle cycle), a memory op for the VALU's reads (P R <= its hold), before its own
     * issue and each issue ahead of it (the port's round robin: one of the other side's) */
    uint64_t port = 0;
    if (one_port(c) && u == EMIT_PIPE_UNIT_VALU)
        port = (emit_pipe_max_rows(c, ISA_CLS_FLAT) + emit_pipe_max_rows(c, ISA_CLS_DS)) * P + 1;
    else if (one_port(c) && (u == EMIT_PIPE_UNIT_VMEM || u == EMIT_PIPE_UNIT_LDS))
        port = unit_hold(c, EMIT_PIPE_UNIT_VALU);
    uint64_t per = ceil_div(unit_hold(c, u) + port, N) * N;
    uint64_t Wu = u == EMIT_PIPE_UNIT_VMEM || u == EMIT_PIPE_UNIT_LDS ? W : bank_contexts(c);
    uint64_t issue = N - 1 + (Wu - 1) * per + N + ceil_div(port, N) * N;
    /* a split's copy keeps the SALU and the SGPR writers from issuing, at most once before each
     * of the W issues ahead of it (DWS: the control unit starts one copy at a time; PWS: each
     * unit's engine copies out of it and into another one) */
    emit_pipe_cost o;
    if (emit_timing_pipe_info(c, op, &o) && (u == EMIT_PIPE_UNIT_SALU || o.srf))
        issue += W * split_block(c) * (pws(c) ? c->spsimds + 1 : 1);   /* PWS: and copies into it */
    /* PWS: the VALUs issue in turns of one context ID: the one in progress, the W - 1 other
     * IDs', then its own, each as long as the longest turn of any ops */
    if (pws(c) && u == EMIT_PIPE_UNIT_VALU)   /* (and in a solo turn its unit's hold, 2P + 1
                                               * at most, then the solo wait) */
        issue = N - 1 + (c->contexts + 1) * emit_timing_pipe_turn(c, 7, 1, 1)
                + ceil_div(2 * P + 1, N) * N + emit_timing_pipe_solo(c, 7, 1) + N;
    /* the memory units take an instruction when they have room: up to MI held ahead of it */
    if (u == EMIT_PIPE_UNIT_VMEM)
        issue += c->mem_insts * flat_send(c);
    if (u == EMIT_PIPE_UNIT_LDS)
        issue += c->mem_insts * lds_send(c);
    if (u == EMIT_PIPE_UNIT_SALU && isa_info(op)->cls == ISA_CLS_SMEM)
        issue += c->mem_insts * smem_send(c);
    uint64_t hazard = 2 * P + 3;
    if (one_port(c))   /* the longest any op of the configuration imposes */
        for (unsigned k = 0; k < ISA_NUM_OPS; k++) {
            emit_pipe_cost h;
            if (emit_timing_pipe_info(c, (isa_op)k, &h))
                hazard = max64(hazard, max64(h.hz_valu, max64(h.hz_scalar, h.hz_other)));
        }
    uint64_t fetch = N * W / emit_pipe_units(c) + 2;   /* (a port's share) */
    /* what it may wait for from the wavefront's own loads and stores: every unit's backlog
     * (a load's data ends with a late write, from which the harness counts; a store's
     * acknowledgement does not) */
    uint64_t drain = flat_drain(c) + lds_drain(c) + smem_drain(c);
    if (emit_cu_amo(op))   /* every other SIMD of the GPU holds the atomic token once */
        issue += (uint64_t)(c->cus * c->simds - 1) * max64(flat_send(c), lds_send(c));
    t->gap_worst = hazard + fetch + issue + drain + t->worst;
    return 1;
}

void emit_timing_waits_of(const pws_cfg *c, emit_timing_waits *w)
{
    uint64_t N = c->simds, W = contexts(c);
    uint64_t any = 0;
    for (int u = 0; u < EMIT_PIPE_NUNITS; u++)
        any = max64(any, unit_hold(c, u));
    w->issue_worst = N - 1 + (W - 1) * ceil_div(any, N) * N + N;
    /* a context's fetch: its SIMD's visits (its port's contexts' turns), then the decode */
    w->imem_worst = N * W / emit_pipe_units(c) + 2;
    w->mem_worst_per_access = mem_reqs(c) - 1;
    w->lds_worst_per_access = N;   /* the other SIMDs, and one cycle of the SPI's zeroing */
    w->atomic_token_worst = (uint64_t)(c->cus * N - 1) * max64(flat_send(c), lds_send(c));
    w->init_worst = 0;           /* the SPI never delays a running wavefront */
    w->barrier_release = 1;
    w->unit_contexts = W;
    w->token_requesters = (uint64_t)c->cus * N - 1;
    w->init_per_wave = 0;
    w->lds_zero_per_workgroup = c->lds_bytes / 4 * (N + 1);   /* a dword in N + 1 cycles */
    emit_timing_smem_return(c, &w->smem_return_worst, &w->smem_return_busy);
    emit_timing_vmem_return(c, &w->vmem_return_worst, &w->vmem_return_busy);
    /* a wave: LDS base, wave id, its SGPRs (at most all), its VGPRs (v0 .. all), PC, EXEC (2),
     * VCC (2), M0, MODE, SCC, START; each latched in a cycle and written within 4 (a row within
     * 4 + its groups' waits) */
    uint64_t regs = EMIT_PIPE_INIT_FIXED;
    w->wave_best = regs + 2 + 1;
    w->wave_sequence = (regs + c->sgprs) * init_write(c) + c->vgprs * init_vgpr_write(c);
    w->wave_worst = w->wave_sequence + w->lds_zero_per_workgroup + 1;
    w->workgroup_worst = N * W * w->wave_sequence + w->lds_zero_per_workgroup + 1;
}
