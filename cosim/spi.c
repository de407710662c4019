/* cosim/spi.c -- see spi.h. */
#include "spi.h"

#include "emit_cu.h"

void spi_wave_writes(const pws_cfg *c, const wave *w, unsigned id, uint32_t lds_base,
                     spi_write_fn fn, void *ctx)
{
    fn(ctx, EMIT_CU_INIT_LDS, 0, lds_base);
    fn(ctx, EMIT_CU_INIT_WAVE, 0, id);
    for (unsigned i = 0; i < c->sgprs; i++)
        fn(ctx, EMIT_CU_INIT_SGPR, i, w->sgpr[i]);
    /* every VGPR the wave has, lane by lane: the golden model zeroes those beyond the ABI's, and
     * the VRF is not reset (a previous wave's values would remain) */
    for (unsigned r = 0; r < w->nvgprs; r++)
        for (unsigned l = 0; l < w->lanes; l++)
            fn(ctx, EMIT_CU_INIT_VGPR, r | l << 8, w->vgpr[r * w->lanes + l]);
    fn(ctx, EMIT_CU_INIT_PC, 0, w->pc);
    fn(ctx, EMIT_CU_INIT_EXEC_LO, 0, (uint32_t)w->exec);
    fn(ctx, EMIT_CU_INIT_EXEC_HI, 0, (uint32_t)(w->exec >> 32));
    fn(ctx, EMIT_CU_INIT_VCC_LO, 0, (uint32_t)w->vcc);
    fn(ctx, EMIT_CU_INIT_VCC_HI, 0, (uint32_t)(w->vcc >> 32));
    fn(ctx, EMIT_CU_INIT_M0, 0, w->m0);
    fn(ctx, EMIT_CU_INIT_MODE, 0, w->mode);
    fn(ctx, EMIT_CU_INIT_SCC, 0, w->scc);
    fn(ctx, EMIT_CU_INIT_START, 0, 0);
}
