/* testbenches/ref/k_saxpy.c -- saxpy: y[i] = a * x[i] + y[i] for i < n, FP32.
 * The device computes it with v_mac_f32, a multiply-add that rounds the product before the
 * addition (clang contracts a * x + y into it; it is not a fused multiply-add) and flushes f32
 * denormals. So the reference rounds the product to float, then the sum -- two separate float
 * statements; -std=c11 keeps gcc from contracting them into an fma. Inputs have exponents in
 * [-4, 4]: every product and non-zero sum is at least 2^-40 in magnitude, never a denormal, so
 * flushing never applies and the host's IEEE results are the device's bit for bit. */
#include "tb.h"

enum { N = 250, GRID = 256, WG = 64 };
#define A 1.375f   /* printed as "1.375": exact in decimal, so any float parser gets it right */

static void setup(tb_ctx *c)
{
    tb_grid1(c, GRID, WG);
    tb_float_arg(c, A);
    float *x = tb_fbuf(c, "x", N, TB_IN);
    float *y = tb_fbuf(c, "y", N, TB_INOUT);
    tb_int_arg(c, N);
    if (!x || !y)
        return;
    for (unsigned i = 0; i < N; i++) {
        x[i] = tb_rand_float(c, -4, 4);
        y[i] = tb_rand_float(c, -4, 4);
    }
}

static void reference(tb_ctx *c)
{
    const float *x = tb_fget(c, "x");
    float *y = tb_fget(c, "y");
    for (unsigned i = 0; i < N; i++) {
        float p = A * x[i];   /* rounded product, as v_mac_f32 */
        y[i] = p + y[i];
    }
}

const tb_kernel tb_saxpy = {
    "saxpy", "cl", 64, "FP32 a*x+y (clang: v_mac_f32)", setup, reference,
};
