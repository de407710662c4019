/* cosim/spi.c -- see spi.h. */
#include "spi.h"

#include "dispatch.h"
#include "emit_cu.h"
#include "isa.h"

static void spi_state_writes(const wave *w, spi_write_fn fn, void *ctx);

/* PC, EXEC, VCC, M0, MODE, SCC and START: the end of the sequence. */
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
    const unsigned n = pws_cfg_init_lanes(c);
    for (unsigned r = 0; r < w->nvgprs; r++)
        for (unsigned g = 0; g * n < w->lanes; g++)
            fn(ctx, EMIT_CU_INIT_VROW, r, g, &w->vgpr[r * w->lanes + g * n]);
    spi_state_writes(w, fn, ctx);
}

unsigned spi_kernel_sgprs(const pws_cfg *c, const kernel *k)
{
    unsigned n = dispatch_num_sgprs(k);
    return n < c->sgprs ? n : c->sgprs;
}
