/* testbenches/ref/k_loop.c -- loop: capped Collatz steps per element (testbenches/asm/loop.s).
 * Starting values are random in 1..9999 (the largest value any of their trajectories reaches is
 * below 2^32, so 3x + 1 never wraps), with 1 (no step) and 27 (111 steps) at the front; the cap
 * of 200 steps is reached by some of them (6171 needs 261). */
#include "tb.h"

enum { N = 256, WG = 64, CAP = 200 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    uint32_t *x = tb_buf_arg(c, "x0", N, TB_U32, TB_IN);
    tb_buf_arg(c, "steps", N, TB_U32, TB_OUT);
    tb_buf_arg(c, "x", N, TB_U32, TB_OUT);
    tb_int_arg(c, CAP);
    if (!x)
        return;
    static const uint32_t special[4] = { 1, 27, 6171, 2 };
    for (unsigned i = 0; i < N; i++)
        x[i] = i < 4 ? special[i] : tb_rand_range(c, 1, 9999);
}

static void reference(tb_ctx *c)
{
    const uint32_t *x0 = tb_buf_get(c, "x0");
    uint32_t *steps = tb_buf_get(c, "steps"), *xo = tb_buf_get(c, "x");
    for (unsigned i = 0; i < N; i++) {
        uint32_t x = x0[i], s = 0;
        while (x != 1 && s < CAP) {
            x = (x & 1) ? 3 * x + 1 : x >> 1;
            s++;
        }
        steps[i] = s;
        xo[i] = x;
    }
}

const tb_kernel tb_loop = {
    "loop", "asm", 64, "data-dependent loop trip count, split by parity around the loop",
    setup, reference,
};
