/* testbenches/ref/k_stencil2d.c -- stencil2d: 5-point FP32 stencil on a 40 x 24 grid with an
 * 8 x 8 workgroup (testbenches/cl/stencil2d.cl). The kernel's order of operations is
 * ((n + s) + w) + e, then t = c1 * that, then c0 * in + t with the product rounded first
 * (v_mac_f32, unfused). Inputs have exponents in [-4, 4], so no intermediate is a denormal
 * (k_saxpy.c explains why that makes the host's results exact copies of the device's). */
#include "tb.h"

enum { W = 40, H = 24, WGX = 8, WGY = 8 };
#define C0 0.6875f   /* 11/16 and 3/16: exact decimals, products still need rounding */
#define C1 0.1875f

static void setup(tb_ctx *c)
{
    tb_grid2(c, W, H, WGX, WGY);
    float *in = tb_fbuf(c, "in", W * H, TB_IN);
    tb_fbuf(c, "out", W * H, TB_OUT);
    tb_int_arg(c, W);
    tb_int_arg(c, H);
    tb_float_arg(c, C0);
    tb_float_arg(c, C1);
    if (!in)
        return;
    for (unsigned i = 0; i < W * H; i++)
        in[i] = tb_rand_float(c, -4, 4);
}

static void reference(tb_ctx *c)
{
    const float *in = tb_fget(c, "in");
    float *out = tb_fget(c, "out");
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int i = y * W + x;
            if (x == 0 || y == 0 || x == W - 1 || y == H - 1) {
                out[i] = in[i];
                continue;
            }
            float nb = in[i - W] + in[i + W];
            nb = nb + in[i - 1];
            nb = nb + in[i + 1];
            float t = C1 * nb;
            float p = C0 * in[i];
            out[i] = p + t;
        }
}

const tb_kernel tb_stencil2d = {
    "stencil2d", "cl", 64, "2-D 5-point FP32 stencil, --grid X,Y, border if/else",
    setup, reference,
};
