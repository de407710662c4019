/* testbenches/ref/k_local_args.c -- local_args: two __local arguments after 16 bytes of static
 * LDS. The regions are placed as docs/golden.md "__local arguments" says: `a` at the first dword
 * after the static table (16), `b` at the first dword after a's 258 bytes (16 + 258 = 274 -> 276);
 * the values are the kernel's reversal through `b`, worked out per element. */
#include "tb.h"

enum { WG = 64, NWG = 3, N = WG * NWG, STATIC_LDS = 16, A_BYTES = 258, B_BYTES = WG * 4 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    uint32_t *in = tb_buf_arg(c, "in", N, TB_I32, TB_IN);
    tb_buf_arg(c, "out", N, TB_I32, TB_OUT);
    tb_buf_arg(c, "where", 2 * NWG, TB_U32, TB_OUT);
    tb_local_arg(c, A_BYTES);   /* more than the 256 bytes it uses: b's offset is rounded up */
    tb_local_arg(c, B_BYTES);
    if (!in)
        return;
    for (unsigned i = 0; i < N; i++)
        in[i] = tb_rand(c) % 100000;   /* 2 * in + 4000 stays far from overflow */
}

static void reference(tb_ctx *c)
{
    const uint32_t *in = tb_buf_get(c, "in");
    uint32_t *out = tb_buf_get(c, "out"), *where = tb_buf_get(c, "where");
    for (unsigned g = 0; g < NWG; g++) {
        for (unsigned l = 0; l < WG; l++) {
            unsigned src = WG - 1 - l;   /* the work-item that wrote b[l] */
            out[g * WG + l] = 2 * in[g * WG + src] + 1000 * ((src & 3) + 1);
        }
        where[2 * g] = STATIC_LDS;
        where[2 * g + 1] = (STATIC_LDS + A_BYTES + 3) / 4 * 4;
    }
}

const tb_kernel tb_local_args = {
    "local_args", "clc", 64, "__local kernel arguments after static LDS (libclc built-ins)",
    setup, reference,
};
