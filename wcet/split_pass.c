/* wcet/split_pass.c -- see split_pass.h. A branch node (docs/wcet.md "The CFG") is marked by
 * MODE bit 21 (the thesis's form, which clang emits from __builtin_amdgcn_s_setreg) or by an
 * explicit s_split. For every marked branch node with an else part and no s_split yet:
 *   - `s_split M_lo, M_hi` goes on the line before its s_and_saveexec_b64, where M is that
 *     instruction's condition (lanes taking the then part stay, the others go to a new SWF);
 *   - `s_merge` goes on the line after the s_or_b64 exec, exec, S in Reconv(u) that restores the
 *     mask S its BSB saved: there both SWFs have the full EXEC back (docs/isa.md section 5).
 * Redundant splits are not inserted: an if without else (one SWF would only wait at the merge;
 * docs/wcet.md), a branch already split, a branch whose condition is not an SGPR pair or VCC,
 * and a second merge at the same restore (two merges at one point would pair wrongly). The
 * source must have one instruction per line, as clang and our kernels write it. */
#include "split_pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "cfg.h"
#include "diag.h"
#include "file_read.h"
#include "kload.h"
#include "pws_err.h"
#include "select.h"

#define EXEC_CODE 126u
#define VCC_CODE 106u

static int decode_at(const kernel *k, uint32_t pc, isa_inst *in)
{
    return isa_decode(&k->code[pc / 4], k->ncode - pc / 4, in) < 0 ? -1 : 0;
}

/* First instruction of block b with op (and, if want_src, reading src_code); index or -1. */
static int find_op(const cfg *g, const kernel *k, int b, isa_op op, int dst, int src_code,
                   isa_inst *out)
{
    const cfg_block *B = &g->blocks[b];
    for (unsigned i = 0; i < B->ninsn; i++) {
        const cfg_insn *ci = &g->insns[B->first + i];
        if (ci->op != op || decode_at(k, ci->pc, out))
            continue;
        if (dst >= 0 && out->dst != (unsigned)dst)
            continue;
        if (src_code >= 0 && out->src[0] != src_code && out->src[1] != src_code)
            continue;
        return (int)(B->first + i);
    }
    return -1;
}

typedef struct edit {
    unsigned before, after;   /* source lines: s_split before `before`, s_merge after `after` */
    char mask[32];
} edit;

static int write_out(const char *out, const char *text, const edit *ed, unsigned ned)
{
    diag_loc l = { out, 0 };
    FILE *f = fopen(out, "w");
    if (!f)
        return diag(&l, PWS_EIO, "cannot create");
    unsigned line = 1;
    for (const char *p = text; *p; line++) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) + 1 : strlen(p);
        for (unsigned i = 0; i < ned; i++)
            if (ed[i].before == line)
                fprintf(f, "\ts_split %s\t\t; pws asm --split-pass\n", ed[i].mask);
        fwrite(p, 1, len, f);
        if (!e)
            fputc('\n', f);
        for (unsigned i = 0; i < ned; i++)
            if (ed[i].after == line)
                fprintf(f, "\ts_merge\t\t\t\t; pws asm --split-pass\n");
        p += len;
    }
    if (ferror(f) | fclose(f))
        return diag(&l, PWS_EIO, "write error");
    return 0;
}

/* A branch the pass may split: mode-marked, with an else part and a reconvergence block, and
 * no s_split yet. */
static int candidate(const cfg *g, int u)
{
    const cfg_block *B = &g->blocks[u];
    return B->kind == CFG_BRANCH && B->bsb != CFG_NONE && B->reconv >= 0 && !B->split_marked &&
           B->mode_marked;
}

int split_pass_file(const char *in, const char *kname, unsigned s, const char *out,
                    unsigned *ninserted)
{
    uint8_t *marked = NULL, *sb = NULL;
    kernel *k = NULL, *k2 = NULL;
    cfg_label *labels = NULL;
    unsigned nlabels = 0, ned = 0;
    cfg *g = NULL;
    char *text = NULL;
    size_t tlen;
    edit *ed = NULL;
    int rc;
    if ((rc = kload_file(in, kname, &k, &labels, &nlabels)) ||
        (rc = cfg_build(k, labels, nlabels, &g)) || (rc = file_read(in, &text, &tlen)))
        goto out;
    ed = calloc((size_t)g->nblocks + 1, sizeof *ed);
    marked = calloc((size_t)g->nblocks, 1);
    sb = calloc((size_t)g->nblocks, 1);
    rc = PWS_ENOMEM;
    if (!ed || !marked || !sb)
        goto out;
    /* Fig. 6: mark -> Select -> Prune -> insert. P = the candidates below plus the s_splits
     * already in the code (they take contexts too); only what Select picks for s gets a split, so
     * every inserted split finds a context (docs/wcet.md "The split pass") */
    for (int u = 0; u < g->nblocks; u++)
        marked[u] = g->blocks[u].split_marked || candidate(g, u);
    select_pick(g, marked, s, sb, NULL);
    for (int i = 0; i < g->nblocks; i++) {
        int u = g->order[i];
        const cfg_block *B = &g->blocks[u];
        if (!candidate(g, u) || !sb[u])
            continue;
        isa_inst and_in, or_in, res_in;
        int ia = find_op(g, k, u, ISA_s_and_saveexec_b64, -1, -1, &and_in);
        int io = find_op(g, k, B->bsb, ISA_s_or_saveexec_b64, -1, -1, &or_in);
        if (ia < 0 || io < 0)
            continue;
        int ir = find_op(g, k, B->reconv, ISA_s_or_b64, EXEC_CODE, or_in.dst, &res_in);
        if (ir < 0)
            continue;
        edit e = { g->insns[ia].line, g->insns[ir].line, "" };
        uint16_t m = and_in.src[0];
        if (m == VCC_CODE)
            snprintf(e.mask, sizeof e.mask, "vcc_lo, vcc_hi");
        else if (m < 101)
            snprintf(e.mask, sizeof e.mask, "s%u, s%u", (unsigned)m, (unsigned)m + 1);
        else
            continue;
        int dup = !e.before || !e.after;
        for (unsigned j = 0; j < ned; j++)
            dup |= ed[j].after == e.after;
        if (!dup)
            ed[ned++] = e;
    }
    if ((rc = write_out(out, text, ed, ned)) || (rc = asm_file(out, NULL, &k2)))
        goto out;
    if (ninserted)
        *ninserted = ned;
    rc = 0;
out:
    free(ed), free(text), free(labels), free(marked), free(sb);
    cfg_free(g);
    kernel_free(k), kernel_free(k2);
    return rc;
}

/* Does the kernel write MODE bit 21 itself? (s_setreg* of HW_REG_MODE covering bit 21) */
static int writes_mark(const kernel *k)
{
    isa_inst in;
    for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords) {
        if (in.op != ISA_s_setreg_b32 && in.op != ISA_s_setreg_imm32_b32)
            continue;
        unsigned id = in.imm & 0x3f, off = (in.imm >> 6) & 0x1f, size = ((in.imm >> 11) & 0x1f) + 1;
        if (id == 1 && off <= 21 && 21 < off + size)
            return 1;
    }
    return 0;
}

int split_pass_mark_file(const char *in, const char *kname, const char *out)
{
    kernel *k = NULL, *k2 = NULL;
    cfg_label *labels = NULL;
    unsigned nlabels = 0;
    char *text = NULL;
    size_t tlen;
    int rc;
    if ((rc = kload_file(in, kname, &k, &labels, &nlabels)) || (rc = file_read(in, &text, &tlen)))
        goto out;
    diag_loc l = { in, k->line && k->entry / 4 < k->ncode ? k->line[k->entry / 4] : 0 };
    if (!l.line) {
        rc = diag(&l, PWS_EUNSUPPORTED, "kernel '%s': its first instruction has no source line",
                  k->name);
        goto out;
    }
    if (writes_mark(k)) {
        rc = diag(&l, PWS_EUNSUPPORTED, "kernel '%s' writes MODE bit 21 itself: its branches are "
                  "marked already", k->name);
        goto out;
    }
    diag_loc o = { out, 0 };
    FILE *f = fopen(out, "w");
    if (!f) {
        rc = diag(&o, PWS_EIO, "cannot create");
        goto out;
    }
    unsigned line = 1;
    for (const char *p = text; *p; line++) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) + 1 : strlen(p);
        if (line == l.line)   /* hwreg(HW_REG_MODE, 21, 1): id 1 | offset 21 << 6 | (1 - 1) << 11 */
            fprintf(f, "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\t; pws asm "
                       "--mark-branches\n");
        fwrite(p, 1, len, f);
        if (!e)
            fputc('\n', f);
        p += len;
    }
    if (ferror(f) | fclose(f)) {
        rc = diag(&o, PWS_EIO, "write error");
        goto out;
    }
    rc = asm_file(out, NULL, &k2);
out:
    free(text), free(labels);
    kernel_free(k), kernel_free(k2);
    return rc;
}
