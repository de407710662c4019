/* testbenches/ref/k_fig2.c -- fig2: the PWS paper's Figure 2 kernel. out[idx] is the trace of
 * basic blocks the work-item ran, one hex digit per block in execution order (see
 * testbenches/asm/fig2.s). A[0..3] are the paper's {17, 29, 52, 80}; the rest are random in
 * 0..99 so that every path occurs in every wavefront. */
#include "tb.h"

enum { N = 256, WG = 64 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    uint32_t *a = tb_buf_arg(c, "A", N, TB_I32, TB_IN);
    tb_buf_arg(c, "out", N, TB_U32, TB_OUT);
    if (!a)
        return;
    static const uint32_t paper[4] = { 17, 29, 52, 80 };   /* Figure 2b */
    for (unsigned i = 0; i < N; i++)
        a[i] = i < 4 ? paper[i] : tb_rand_range(c, 0, 99);
}

static uint32_t visit(uint32_t trace, uint32_t bb)
{
    return trace << 4 | bb;
}

static void reference(tb_ctx *c)
{
    const uint32_t *a = tb_buf_get(c, "A");
    uint32_t *out = tb_buf_get(c, "out");
    for (unsigned i = 0; i < N; i++) {
        int32_t v = (int32_t)a[i];
        uint32_t t = 1;                                   /* BB1 */
        if (v > 25) {
            t = visit(t, 2);
            t = visit(t, v > 75 ? 3 : 4);
            t = visit(t, 5);
        } else {
            t = visit(t, 6);
        }
        t = visit(t, 7);
        t = visit(t, v > 50 ? 8 : 9);
        out[i] = visit(t, 10);
    }
}

const tb_kernel tb_fig2 = {
    "fig2", "asm", 64, "paper Fig. 2: nested and sequential if/else, s_split/s_merge + DWS marks",
    setup, reference,
};
