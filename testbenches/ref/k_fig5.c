/* testbenches/ref/k_fig5.c -- fig5: the split/merge sequence of the PWS paper's Figure 5a on
 * 4-lane wavefronts. out[idx] is the trace of regions the lane ran (testbenches/asm/fig5.s):
 * the first split keeps lanes {0, 2, 3} (mask 1101), the second keeps lanes {2, 3} (1100). */
#include "tb.h"

enum { N = 16, WG = 4 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, N, WG);
    tb_buf_arg(c, "out", N, TB_U32, TB_OUT);
}

static void reference(tb_ctx *c)
{
    uint32_t *out = tb_buf_get(c, "out");
    for (unsigned i = 0; i < N; i++) {
        unsigned lane = i % WG;
        uint32_t t = 1;                                   /* region (1) */
        if ((0xdu >> lane) & 1) {
            t = t << 4 | 2;                               /* region (2), SWF1 */
            t = t << 4 | (((0xcu >> lane) & 1) ? 3 : 4);  /* region (3): SWF1 or SWF3 */
            t = t << 4 | 5;
        } else {
            t = t << 4 | 6;                               /* region (2), SWF2 */
        }
        out[i] = t << 4 | 7;                              /* region (1) */
    }
}

const tb_kernel tb_fig5 = {
    "fig5", "asm", 4, "paper Fig. 5: split, split, merge, merge on a 4-lane wavefront",
    setup, reference,
};
