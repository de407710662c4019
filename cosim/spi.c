/* cosim/spi.c -- see spi.h. */
#include "spi.h"

#include "emit_cu.h"
#include "isa.h"

static void spi_state_writes(const wave *w, spi_write_fn fn, void *ctx);

void spi_wave_writes(const pws_cfg *c, const wave *w, unsigned id, uint32_t lds_base,
                     spi_write_fn fn, void *ctx)
{
    fn(ctx, EMIT_CU_INIT_LDS, 0, lds_base, NULL);
    fn(ctx, EMIT_CU_INIT_WAVE, 0, id, NULL);
    for (unsigned i = 0; i < c->sgprs; i++)
        fn(ctx, EMIT_CU_INIT_SGPR, i, w->sgpr[i], NULL);
    /* every VGPR the wave has, lane by lane: the golden model zeroes those beyond the ABI's, and
     * the VRF is not reset (a previous wave's values would remain) */
    for (unsigned r = 0; r < w->nvgprs; r++)
        for (unsigned l = 0; l < w->lanes; l++)
            fn(ctx, EMIT_CU_INIT_VGPR, r | l << 8, w->vgpr[r * w->lanes + l], NULL);
    spi_state_writes(w, fn, ctx);
}

/* PC, EXEC, VCC, M0, MODE, SCC and START: the end of both sequences. */
static void spi_state_writes(const wave *w, spi_write_fn fn, void *ctx)
{
    fn(ctx, EMIT_CU_INIT_PC, 0, w->pc, NULL);
    fn(ctx, EMIT_CU_INIT_EXEC_LO, 0, (uint32_t)w->exec, NULL);
    fn(ctx, EMIT_CU_INIT_EXEC_HI, 0, (uint32_t)(w->exec >> 32), NULL);
    fn(ctx, EMIT_CU_INIT_VCC_LO, 0, (uint32_t)w->vcc, NULL);
    fn(ctx, EMIT_CU_INIT_VCC_HI, 0, (uint32_t)(w->vcc >> 32), NULL);
    fn(ctx, EMIT_CU_INIT_M0, 0, w->m0, NULL);
    fn(ctx, EMIT_CU_INIT_MODE, 0, w->mode, NULL);
    fn(ctx, EMIT_CU_INIT_SCC, 0, w->scc, NULL);
    fn(ctx, EMIT_CU_INIT_START, 0, 0, NULL);
}

void spi_wave_writes_rows(const pws_cfg *c, const wave *w, unsigned id, uint32_t lds_base,
                          unsigned nsgprs, spi_write_fn fn, void *ctx)
{
    fn(ctx, EMIT_CU_INIT_LDS, 0, lds_base, NULL);
    fn(ctx, EMIT_CU_INIT_WAVE, 0, id, NULL);
    for (unsigned i = 0; i < nsgprs && i < c->sgprs; i++)
        fn(ctx, EMIT_CU_INIT_SGPR, i, w->sgpr[i], NULL);
    /* every VGPR the wave has: the golden model zeroes those beyond the ABI's, and the VRF is
     * not reset */
    for (unsigned r = 0; r < w->nvgprs; r++)
        fn(ctx, EMIT_CU_INIT_VROW, r, 0, &w->vgpr[r * w->lanes]);
    spi_state_writes(w, fn, ctx);
}

/* The last SGPR index + 1 that operand code op of dw dwords names, or 0 for no SGPR. */
static unsigned sgpr_end(unsigned op, unsigned dw)
{
    return op < 102 ? op + (dw ? dw : 1) : 0;
}

unsigned spi_kernel_sgprs(const pws_cfg *c, const kernel *k)
{
    unsigned n = k->desc.next_free_sgpr;
    isa_inst in;
    for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords) {
        const isa_op_info *i = isa_info(in.op);
        unsigned ends[6] = {
            sgpr_end(in.dst, i->dst_dwords), sgpr_end(in.sdst, 2),
            sgpr_end(in.src[0], i->src_dwords[0]), sgpr_end(in.src[1], i->src_dwords[1]),
            sgpr_end(in.src[2], i->src_dwords[2]),
            i->cls == ISA_CLS_SMEM && !in.smem_imm ? sgpr_end(in.imm, 1) : 0 };
        for (int j = 0; j < 6; j++)
            if (ends[j] > n)
                n = ends[j];
    }
    n = (n + 1) & ~1u;
    return n < c->sgprs ? n : c->sgprs;
}
