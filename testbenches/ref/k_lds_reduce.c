/* testbenches/ref/k_lds_reduce.c -- lds_reduce: per-workgroup sum of 128 words, computed twice
 * by the kernel (LDS tree with barriers, ds_add_u32 counter); both are the sum modulo 2^32. */
#include "tb.h"

enum { WG = 128, NWG = 4, N = WG * NWG };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    uint32_t *in = tb_buf_arg(c, "in", N, TB_U32, TB_IN);
    tb_buf_arg(c, "out", 2 * NWG, TB_U32, TB_OUT);
    if (!in)
        return;
    for (unsigned i = 0; i < N; i++)
        in[i] = tb_rand(c);
}

static void reference(tb_ctx *c)
{
    const uint32_t *in = tb_buf_get(c, "in");
    uint32_t *out = tb_buf_get(c, "out");
    for (unsigned g = 0; g < NWG; g++) {
        uint32_t s = 0;
        for (unsigned i = 0; i < WG; i++)
            s += in[g * WG + i];
        out[2 * g] = out[2 * g + 1] = s;
    }
}

const tb_kernel tb_lds_reduce = {
    "lds_reduce", "asm", 64, "LDS tree reduction with s_barrier and ds_add_u32, split per step",
    setup, reference,
};
