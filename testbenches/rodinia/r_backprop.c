/* testbenches/rodinia/r_backprop.c -- Rodinia backprop (opencl/backprop): one training step of a
 * two-layer perceptron, its two kernels as backprop_ocl.cpp launches them. bpnn_layerforward_ocl
 * multiplies each 16 x 16 block of input-to-hidden weights by its 16 inputs and sums each column
 * of the block by a tree in __local memory (the block's products written back over the weights,
 * the column sums to hidden_partial_sum); bpnn_adjust_weights_ocl moves every weight by
 * ETA * delta * input + MOMENTUM * its previous change. Grid {16, 16 * blocks}, workgroups of
 * 16 x 16, as the host sets them; in = 16 * BLOCKS inputs, hid = 16 hidden units.
 *
 * Between the launches the host computes the hidden layer's error on the CPU (a sigmoid of the
 * partial sums, the output layer, hidden_delta) and writes hidden_delta, the previous weight
 * changes and the original weights again. That CPU work is not a kernel: here hidden_delta is a
 * seeded input of its own, and the second launch gets its own buffers for the weights (their
 * original values, as the host's rewrite leaves them) and the previous changes (seeded, not the
 * host's first-step zeros, so that MOMENTUM's term is exercised). */
#include "rod.h"

#include <string.h>

enum { BLOCKS = 4, WIDTH = 16, HEIGHT = 16, HID = 16, IN = HEIGHT * BLOCKS };
#define NW ((IN + 1) * (HID + 1))
#define ETA 0.3f
#define MOMENTUM 0.3f

/* a float in [0, 1) with 24 significant bits: exact in every operation order of the kernel */
static float unit_float(rod_ctx *c) { return (float)(rod_rand(c) >> 8) * 0x1p-24f; }

static void fill(rod_ctx *c, float *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = unit_float(c);
}

static void setup(rod_ctx *c)
{
    float *input = rod_buf_new(c, "input", sizeof(float) * (IN + 1), ROD_IN);
    rod_buf_new(c, "output_hidden", sizeof(float) * (HID + 1), ROD_IN);   /* the kernel leaves it */
    float *w1 = rod_buf_new(c, "input_hidden", sizeof(float) * NW, ROD_CHECK);
    rod_buf_new(c, "partial_sum", sizeof(float) * BLOCKS * WIDTH, ROD_CHECK);
    float *delta = rod_buf_new(c, "hidden_delta", sizeof(float) * (HID + 1), ROD_IN);
    float *w2 = rod_buf_new(c, "weights", sizeof(float) * NW, ROD_CHECK);
    float *oldw = rod_buf_new(c, "prev_weights", sizeof(float) * NW, ROD_CHECK);
    if (!input || !w1 || !delta || !w2 || !oldw)
        return;
    fill(c, input, IN + 1);
    fill(c, w1, NW);
    memcpy(w2, w1, sizeof(float) * NW);   /* the host writes the original weights again */
    fill(c, delta, HID + 1);
    fill(c, oldw, NW);
    const uint32_t grid[3] = { WIDTH, HEIGHT * BLOCKS, 1 }, wg[3] = { WIDTH, HEIGHT, 1 };
    rod_launch(c, "bpnn_layerforward_ocl", grid, wg);
    rod_arg_buf(c, "input");
    rod_arg_buf(c, "output_hidden");
    rod_arg_buf(c, "input_hidden");
    rod_arg_buf(c, "partial_sum");
    rod_arg_local(c, sizeof(float) * HEIGHT);            /* input_node */
    rod_arg_local(c, sizeof(float) * HEIGHT * WIDTH);    /* weight_matrix */
    rod_arg_int(c, IN);
    rod_arg_int(c, HID);
    rod_end(c);
    rod_launch(c, "bpnn_adjust_weights_ocl", grid, wg);
    rod_arg_buf(c, "hidden_delta");
    rod_arg_int(c, HID);
    rod_arg_buf(c, "input");
    rod_arg_int(c, IN);
    rod_arg_buf(c, "weights");
    rod_arg_buf(c, "prev_weights");
    rod_end(c);
}

/* weight k (input unit k = 0..IN, hidden unit j = 0..HID) is element k * (HID + 1) + j */
static int widx(int k, int j) { return k * (HID + 1) + j; }

/* The algorithm: for each block of 16 inputs, the products weight * input of every (input,
 * hidden) pair, each hidden unit's column of them summed pairwise (rows r and r + s for s = 1,
 * 2, 4, 8: a balanced tree, after the kernel's first step, which doubles each product), then the
 * weight update with momentum; row 0 (the bias weights) moves by ETA * delta alone. */
static void reference(rod_ctx *c)
{
    const float *input = rod_buf_get(c, "input"), *delta = rod_buf_get(c, "hidden_delta");
    float *w1 = rod_buf_get(c, "input_hidden"), *partial = rod_buf_get(c, "partial_sum");
    float *w2 = rod_buf_get(c, "weights"), *oldw = rod_buf_get(c, "prev_weights");
    for (int b = 0; b < BLOCKS; b++) {
        float m[HEIGHT][WIDTH];
        for (int r = 0; r < HEIGHT; r++)
            for (int j = 0; j < WIDTH; j++) {
                float p = w1[widx(HEIGHT * b + r + 1, j + 1)] * input[HEIGHT * b + r + 1];
                m[r][j] = p + p;
            }
        for (int s = 1; s < HEIGHT; s *= 2)
            for (int r = 0; r + s < HEIGHT; r += 2 * s)
                for (int j = 0; j < WIDTH; j++)
                    m[r][j] = m[r][j] + m[r + s][j];
        for (int r = 0; r < HEIGHT; r++)
            for (int j = 0; j < WIDTH; j++)
                w1[widx(HEIGHT * b + r + 1, j + 1)] = m[r][j];
        for (int j = 0; j < WIDTH; j++)
            partial[b * HID + j] = m[0][j];
    }
    for (int k = 1; k <= IN; k++)
        for (int j = 1; j <= HID; j++) {
            float d = ETA * delta[j] * input[k] + MOMENTUM * oldw[widx(k, j)];
            w2[widx(k, j)] += d;
            oldw[widx(k, j)] = d;
        }
    for (int j = 1; j <= HID; j++) {
        float d = ETA * delta[j] + MOMENTUM * oldw[widx(0, j)];
        w2[widx(0, j)] += d;
        oldw[widx(0, j)] = d;
    }
}

const rod_bench rod_backprop = {
    "backprop", "opencl/backprop/backprop_kernel.cl", "", "64 inputs, 16 hidden units (4 blocks)",
    setup, reference,
};
