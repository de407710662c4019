/* wcet/cfg_build.c -- cfg_build(): the CFG of an assembled kernel (cfg.h). The code is decoded
 * from the entry by following every branch, so data and other kernels in the image are never
 * read; the clang patterns that make a block a branch node or a BSB, and the two kinds of marks,
 * are docs/wcet.md "The CFG". */
#include "cfg.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pws_err.h"

#define EXEC_CODE 126u   /* exec_lo: a 64-bit operand naming EXEC (golden/isa.h) */
#define HWREG_MODE 1u
#define MODE_SPLIT_BIT 21u

static int at_pc(const kernel *k, uint32_t pc, int code, const char *what)
{
    unsigned line = (pc / 4 < k->ncode && k->line) ? k->line[pc / 4] : 0;
    diag_loc l = { k->file ? k->file : "kernel", line };
    return diag(&l, code, "pc 0x%x: %s", (unsigned)pc, what);
}

static int is_cond_branch(isa_op op)
{
    return op == ISA_s_cbranch_scc0 || op == ISA_s_cbranch_scc1 || op == ISA_s_cbranch_vccz ||
           op == ISA_s_cbranch_vccnz || op == ISA_s_cbranch_execz || op == ISA_s_cbranch_execnz;
}

/* Effect of one instruction on MODE bit 21: -1 none, 0 or 1 the new value, 2 unknown. */
static int mode_bit_effect(const isa_inst *in)
{
    if (in->op != ISA_s_setreg_imm32_b32 && in->op != ISA_s_setreg_b32)
        return -1;
    unsigned v = (unsigned)in->imm & 0xffffu;
    unsigned id = v & 63u, off = (v >> 6) & 31u, size = ((v >> 11) & 31u) + 1u;
    if (id != HWREG_MODE || MODE_SPLIT_BIT < off || MODE_SPLIT_BIT >= off + size)
        return -1;
    if (in->op == ISA_s_setreg_b32)
        return 2;
    return (int)((in->literal >> (MODE_SPLIT_BIT - off)) & 1u);
}

typedef struct walk {
    const kernel *k;
    uint8_t *start, *leader;   /* per dword: an instruction starts here / a block starts here */
    isa_inst *ins;             /* per dword, valid where start[] */
    uint32_t *todo;
    size_t ntodo;
} walk;

static int visit(walk *w, uint32_t pc)
{
    if (pc % 4 || pc / 4 >= w->k->ncode)
        return at_pc(w->k, pc, PWS_EPARSE, "control flow runs outside the code image");
    if (!w->start[pc / 4]) {
        w->start[pc / 4] = 1;
        w->todo[w->ntodo++] = pc;
    }
    return 0;
}

static int discover(walk *w)
{
    const kernel *k = w->k;
    int rc = visit(w, k->entry);
    w->leader[k->entry / 4] = 1;
    while (!rc && w->ntodo) {
        uint32_t pc = w->todo[--w->ntodo];
        isa_inst *in = &w->ins[pc / 4];
        int n = isa_decode(&k->code[pc / 4], k->ncode - pc / 4, in);
        if (n < 0)
            return at_pc(k, pc, PWS_EPARSE, "cannot decode the instruction word");
        uint32_t next = pc + 4u * (uint32_t)n;
        const isa_op_info *info = isa_info(in->op);
        if ((info->flags & ISA_F_BRANCH) && !(info->flags & ISA_F_SIMM16_LABEL))
            return at_pc(k, pc, PWS_EUNSUPPORTED, "indirect branch: the CFG cannot be built");
        if (info->flags & ISA_F_SIMM16_LABEL) {
            uint32_t t = isa_branch_target(in, pc);
            if ((rc = visit(w, t)))
                return rc;
            w->leader[t / 4] = 1;
            if (next / 4 < k->ncode)
                w->leader[next / 4] = 1;
            if (in->op != ISA_s_branch)
                rc = visit(w, next);
        } else if (in->op == ISA_s_endpgm) {
            if (next / 4 < k->ncode)
                w->leader[next / 4] = 1;
        } else {
            rc = visit(w, next);
        }
    }
    return rc;
}

/* MODE bit 21 at the end of every block: 0/1, 2 unknown, 3 not yet computed. */
static int mode_dataflow(cfg *g, const isa_inst *const *ins_of, uint8_t *at_branch)
{
    int n = g->nblocks;
    uint8_t *in = malloc((size_t)n), *out = malloc((size_t)n);
    if (!in || !out) {
        free(in), free(out);
        return PWS_ENOMEM;
    }
    memset(in, 3, (size_t)n);
    memset(out, 3, (size_t)n);
    in[0] = 0;   /* the dispatcher starts every wavefront with MODE bit 21 clear */
    for (int changed = 1; changed;) {
        changed = 0;
        for (int b = 0; b < n; b++) {
            const cfg_block *B = &g->blocks[b];
            if (in[b] == 3)
                continue;
            int v = in[b];
            for (unsigned i = 0; i < B->ninsn; i++) {
                if (i + 1 == B->ninsn)
                    at_branch[b] = (uint8_t)v;   /* the value the terminator sees */
                int e = mode_bit_effect(ins_of[B->first + i]);
                if (e >= 0)
                    v = e;
            }
            if (out[b] != v) {
                out[b] = (uint8_t)v;
                changed = 1;
            }
            int s[2] = { B->fall, B->taken };
            for (int j = 0; j < 2; j++) {
                if (s[j] < 0)
                    continue;
                uint8_t nv = in[s[j]] == 3 ? (uint8_t)v : in[s[j]] == v ? (uint8_t)v : 2;
                if (nv != in[s[j]]) {
                    in[s[j]] = nv;
                    changed = 1;
                }
            }
        }
    }
    free(in), free(out);
    return 0;
}

static void classify(cfg_block *B, const isa_inst *const *ins)
{
    const isa_inst *last = ins[B->ninsn - 1];
    if (last->op != ISA_s_cbranch_execz)
        return;
    int and_save = 0, or_save = 0, xor_exec = 0;
    for (unsigned i = 0; i + 1 < B->ninsn; i++) {
        const isa_inst *in = ins[i];
        if (in->op == ISA_s_and_saveexec_b64)
            and_save = 1;
        else if (in->op == ISA_s_or_saveexec_b64)
            or_save = 1;
        else if (in->op == ISA_s_xor_b64 && in->dst == EXEC_CODE && or_save)
            xor_exec = 1;
        else if (in->op == ISA_s_split && and_save == 0)
            B->split_marked = 1;
    }
    if (or_save && xor_exec)
        B->kind = CFG_BSB;
    else if (and_save)
        B->kind = CFG_BRANCH;
    if (B->kind != CFG_BRANCH)
        B->split_marked = 0;
}

int cfg_build(const kernel *k, const cfg_label *labels, unsigned nlabels, cfg **out)
{
    *out = NULL;
    size_t nw = k->ncode;
    walk w = { k, calloc(nw + 1, 1), calloc(nw + 1, 1), calloc(nw + 1, sizeof(isa_inst)),
               malloc((nw + 1) * sizeof(uint32_t)), 0 };
    cfg *g = cfg_new(k->file ? k->file : "kernel");
    int *block_of = calloc(nw + 1, sizeof *block_of);
    const isa_inst **ins_of = NULL;
    uint8_t *mode = NULL;
    int rc = PWS_ENOMEM;
    if (!w.start || !w.leader || !w.ins || !w.todo || !g || !block_of)
        goto fail;
    if (k->entry % 4 || k->entry / 4 >= nw) {
        rc = at_pc(k, k->entry, PWS_EPARSE, "the kernel entry is outside the code image");
        goto fail;
    }
    if ((rc = discover(&w)))
        goto fail;
    if (nlabels) {   /* kept for cfg_find: a block's other labels name it too */
        rc = PWS_ENOMEM;
        if (!(g->labels = malloc(nlabels * sizeof *g->labels)))
            goto fail;
        memcpy(g->labels, labels, nlabels * sizeof *g->labels);
        g->nlabels = nlabels;
    }
    unsigned ninsn = 0;
    for (size_t i = 0; i < nw; i++)
        ninsn += w.start[i];
    g->insns = calloc(ninsn, sizeof *g->insns);
    ins_of = calloc(ninsn, sizeof *ins_of);
    rc = PWS_ENOMEM;
    if (!g->insns || !ins_of)
        goto fail;
    /* blocks: the entry block first, then the others in address order. A block starts at a
     * leader or after a gap in the reached code. */
    for (int pass = 0; pass < 2; pass++) {
        size_t prev_end = (size_t)-1;
        for (size_t i = 0; i < nw; i++) {
            if (!w.start[i])
                continue;
            int begins = w.leader[i] || prev_end != i;
            prev_end = i + w.ins[i].nwords;
            if (!begins || (pass == 0) != (i * 4 == k->entry))
                continue;
            const char *nm = NULL;
            for (unsigned l = 0; l < nlabels && !nm; l++)
                if (labels[l].addr == i * 4)
                    nm = labels[l].name;
            char buf[64];
            if (!nm) {
                snprintf(buf, sizeof buf, "pc_0x%x", (unsigned)(i * 4));
                nm = buf;
            }
            int b = cfg_add_block(g, nm);
            if (b < 0) {
                rc = b;
                goto fail;
            }
            block_of[i] = b;
        }
    }
    {
        int cur = 0;
        size_t prev_end = (size_t)-1;
        for (size_t i = 0; i < nw; i++) {
            if (!w.start[i])
                continue;
            if (w.leader[i] || prev_end != i)
                cur = block_of[i];
            block_of[i] = cur;
            prev_end = i + w.ins[i].nwords;
        }
    }
    /* instructions, in address order; each block's run is contiguous */
    {
        unsigned j = 0;
        int prev = -1;
        for (size_t i = 0; i < nw; i++) {
            if (!w.start[i])
                continue;
            int b = block_of[i];
            cfg_block *B = &g->blocks[b];
            if (b != prev)
                B->first = j;
            B->ninsn++;
            prev = b;
            g->insns[j].pc = (uint32_t)(i * 4);
            g->insns[j].op = w.ins[i].op;
            g->insns[j].line = k->line ? k->line[i] : 0;
            ins_of[j] = &w.ins[i];
            j++;
        }
        g->ninsns = j;
    }
    /* successors from each block's last instruction */
    for (int b = 0; b < g->nblocks; b++) {
        cfg_block *B = &g->blocks[b];
        const cfg_insn *last = &g->insns[B->first + B->ninsn - 1];
        const isa_inst *in = ins_of[B->first + B->ninsn - 1];
        uint32_t next = last->pc + 4u * in->nwords;
        if (in->op == ISA_s_endpgm) {
            B->is_exit = 1;
            continue;
        }
        if (isa_info(in->op)->flags & ISA_F_SIMM16_LABEL) {
            B->taken = block_of[isa_branch_target(in, last->pc) / 4];
            if (is_cond_branch(in->op))
                B->fall = block_of[next / 4];
        } else {
            B->fall = block_of[next / 4];
        }
        classify(B, &ins_of[B->first]);
    }
    mode = calloc((size_t)g->nblocks, 1);
    rc = PWS_ENOMEM;
    if (!mode || (rc = mode_dataflow(g, ins_of, mode)))
        goto fail;
    for (int b = 0; b < g->nblocks; b++) {
        cfg_block *B = &g->blocks[b];
        isa_op t = g->insns[B->first + B->ninsn - 1].op;
        int ex = t == ISA_s_cbranch_execz || t == ISA_s_cbranch_execnz;
        B->mode_marked = ex && mode[b] == 1;
        B->mode_may = ex && (mode[b] == 1 || mode[b] == 2);   /* (3: never reached) */
    }
    if ((rc = cfg_finish(g)))
        goto fail;
    *out = g;
    g = NULL;
    rc = 0;
fail:
    free(w.start), free(w.leader), free(w.ins), free(w.todo);
    free(block_of), free(ins_of), free(mode);
    cfg_free(g);
    return rc;
}
