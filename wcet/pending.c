/* wcet/pending.c -- see pending.h. */
#include "pending.h"

#include <string.h>

#include "diag.h"
#include "pws_err.h"
#include "timing.h"

static unsigned unit_of(const isa_op_info *i)
{
    return i->cls == ISA_CLS_SMEM ? TIMING_PENDING_SMEM
           : i->cls == ISA_CLS_FLAT ? TIMING_PENDING_VMEM
           : i->cls == ISA_CLS_DS ? TIMING_PENDING_LDS : 0;
}

/* The units pending on the dw registers from operand code `code`; clears them (the scoreboard
 * waited for those loads). */
static unsigned take(pend_set *p, unsigned code, unsigned dw)
{
    unsigned m = 0;
    for (unsigned d = 0; d < (dw ? dw : 1); d++) {
        unsigned c = code + d;
        if (c < 102)
            m |= p->sgpr[c], p->sgpr[c] = 0;
        else if (c >= 256 && c < 512)
            m |= p->vgpr[c - 256], p->vgpr[c - 256] = 0;
    }
    return m;
}

/* Everything of the units in m is complete. */
static void complete(pend_set *p, unsigned m)
{
    for (unsigned r = 0; r < 102; r++)
        p->sgpr[r] &= (uint8_t)~m;
    for (unsigned r = 0; r < 256; r++)
        p->vgpr[r] &= (uint8_t)~m;
    p->out &= ~m;
}

unsigned pend_step(pend_set *p, const isa_inst *in)
{
    const isa_op_info *i = isa_info(in->op);
    unsigned wait = 0;
    if (in->op == ISA_s_endpgm || (p->drain_exec && (in->op == ISA_s_cbranch_execz
                                                     || in->op == ISA_s_cbranch_execnz))) {
        wait = p->out;
        complete(p, wait);
        return wait;
    }
    if (in->op == ISA_s_waitcnt) {
        /* GCN3 simm16: vmcnt [3:0], lgkmcnt [11:8]. A count above 0 may still wait for the
         * oldest (even 15: a wavefront can have more in flight), and completes nothing for
         * sure; a count of 0 completes its class. */
        unsigned vm = in->imm & 15, lgkm = (in->imm >> 8) & 15;
        wait = p->out;
        complete(p, (vm == 0 ? TIMING_PENDING_VMEM : 0)
                    | (lgkm == 0 ? TIMING_PENDING_SMEM | TIMING_PENDING_LDS : 0));
        return wait;
    }
    /* the scoreboard: every register it names at its width (an SMEM base pair and offset) */
    unsigned sdw0 = i->cls == ISA_CLS_SMEM ? 2 : i->src_dwords[0];
    unsigned sdw1 = i->cls == ISA_CLS_SMEM ? 1 : i->src_dwords[1];
    if (sdw0)
        wait |= take(p, in->src[0], sdw0);
    if (sdw1)
        wait |= take(p, in->src[1], sdw1);
    if (i->src_dwords[2])
        wait |= take(p, in->src[2], i->src_dwords[2]);
    if (i->dst_dwords)
        wait |= take(p, in->dst, i->dst_dwords);
    if (in->sdst < 102)
        wait |= take(p, in->sdst, 2);
    if (i->cls == ISA_CLS_SMEM && !in->smem_imm)
        wait |= take(p, in->imm, 1);
    unsigned u = unit_of(i);
    if (u) {   /* in flight; its loaded registers pending */
        p->out |= u;
        if (i->dst_dwords && ((u == TIMING_PENDING_SMEM && in->dst < 102)
                              || (u != TIMING_PENDING_SMEM && in->dst >= 256 && in->dst < 512)))
            for (unsigned d = 0; d < i->dst_dwords; d++) {
                unsigned c = in->dst + d;
                if (c < 102)
                    p->sgpr[c] |= (uint8_t)u;
                else if (c >= 256 && c < 512)
                    p->vgpr[c - 256] |= (uint8_t)u;
            }
    }
    return wait;
}

/* p |= q; returns 1 if p changed */
static int join(pend_set *p, const pend_set *q)
{
    int changed = 0;
    for (unsigned r = 0; r < 102; r++)
        if ((p->sgpr[r] | q->sgpr[r]) != p->sgpr[r])
            p->sgpr[r] |= q->sgpr[r], changed = 1;
    for (unsigned r = 0; r < 256; r++)
        if ((p->vgpr[r] | q->vgpr[r]) != p->vgpr[r])
            p->vgpr[r] |= q->vgpr[r], changed = 1;
    if ((p->out | q->out) != p->out)
        p->out |= q->out, changed = 1;
    return changed;
}

int pend_entries(const cfg *g, const kernel *k, unsigned drain_exec, pend_set *entry)
{
    memset(entry, 0, (size_t)g->nblocks * sizeof *entry);
    for (int b = 0; b < g->nblocks; b++)
        entry[b].drain_exec = drain_exec;
    for (int changed = 1; changed;) {   /* sets only grow: at most 358 x 3 bits per block */
        changed = 0;
        for (int b = 0; b < g->nblocks; b++) {
            const cfg_block *B = &g->blocks[b];
            pend_set p = entry[b];
            for (unsigned i = 0; i < B->ninsn; i++) {
                isa_inst in;
                size_t pc = g->insns[B->first + i].pc / 4;
                if (!kernel_next_inst(k, &pc, &in)) {
                    diag_loc l = { k->file, g->insns[B->first + i].line };
                    return diag(&l, PWS_EPARSE, "pc 0x%x: cannot decode",
                                (unsigned)g->insns[B->first + i].pc);
                }
                pend_step(&p, &in);
            }
            if (B->fall != CFG_NONE && B->fall >= 0 && join(&entry[B->fall], &p))
                changed = 1;
            if (B->taken != CFG_NONE && B->taken >= 0 && join(&entry[B->taken], &p))
                changed = 1;
        }
    }
    return 0;
}
