/* testbenches/ref/k_dws_marked.c -- dws_marked: nested if/else and a 0..7-trip loop per element
 * (testbenches/asm/dws_marked.s), all in uint32 arithmetic. */
#include "tb.h"

enum { N = 256, WG = 64 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    uint32_t *in = tb_buf_arg(c, "in", N, TB_U32, TB_IN);
    tb_buf_arg(c, "out", N, TB_U32, TB_OUT);
    if (!in)
        return;
    for (unsigned i = 0; i < N; i++)
        in[i] = tb_rand(c);
}

static void reference(tb_ctx *c)
{
    const uint32_t *in = tb_buf_get(c, "in");
    uint32_t *out = tb_buf_get(c, "out");
    for (unsigned i = 0; i < N; i++) {
        uint32_t x = in[i], r;
        if (x & 1) {
            r = 3 * x;
            if (x & 2)
                r += 7;
            else
                r ^= 0x55;
        } else {
            r = x >> 1;
        }
        for (uint32_t k = x & 7; k != 0; k--)
            r = 5 * r + k;
        out[i] = r;
    }
}

const tb_kernel tb_dws_marked = {
    "dws_marked", "asm", 64, "thesis DWS: MODE bit 21 marks its if/else and loop branches",
    setup, reference,
};
