/* testbenches/ref/k_threshold.c -- threshold: FP32 fma, clamp with min/max, float -> int
 * truncation, int -> float, and an if/else on the quantised value
 * (testbenches/cl/threshold.cl). fma is the fused v_fma_f32, reproduced by C's fmaf; the
 * (float)q * 0.25f + v of the then-part is an unfused v_mac_f32 (product rounded first, here
 * exact anyway). Inputs: exponents in [-3, 3], so no denormals (k_saxpy.c). */
#include "tb.h"

#include <math.h>

enum { N = 250, GRID = 256, WG = 64, T = 20 };
#define SCALE 1.75f
#define BIAS -0.5f
#define LO -2.5f
#define HI 3.25f

static void setup(tb_ctx *c)
{
    tb_grid1(c, GRID, WG);
    float *x = tb_fbuf(c, "x", N, TB_IN);
    tb_buf_arg(c, "q", N, TB_I32, TB_OUT);
    tb_fbuf(c, "f", N, TB_OUT);
    tb_float_arg(c, SCALE);
    tb_float_arg(c, BIAS);
    tb_float_arg(c, LO);
    tb_float_arg(c, HI);
    tb_int_arg(c, T);
    tb_int_arg(c, N);
    if (!x)
        return;
    for (unsigned i = 0; i < N; i++)
        x[i] = tb_rand_float(c, -3, 3);
}

static void reference(tb_ctx *c)
{
    const float *x = tb_fget(c, "x");
    uint32_t *q_out = tb_buf_get(c, "q");
    float *f_out = tb_fget(c, "f");
    for (int i = 0; i < N; i++) {
        float v = fmaf(x[i], SCALE, BIAS);
        v = fmaxf(LO, fminf(v, HI));
        int32_t q = (int32_t)(v * 16.0f);
        if (q > T) {
            q_out[i] = (uint32_t)(q - T);
            float p = (float)q * 0.25f;
            f_out[i] = p + v;
        } else {
            q_out[i] = (uint32_t)-q;
            f_out[i] = fmaxf(v, 0.5f) - (float)i;
        }
    }
}

const tb_kernel tb_threshold = {
    "threshold", "cl", 64, "FP32 fma/min/max/conversions with if/else", setup, reference,
};
