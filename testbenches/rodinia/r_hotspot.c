/* testbenches/rodinia/r_hotspot.c -- Rodinia hotspot (opencl/hotspot): the transient thermal
 * simulation of a chip, a grid of temperatures stepped by an explicit finite-difference update
 * from its four neighbours, its power and the ambient. hotspot.c launches the kernel once per
 * pyramid of `pyramid_height` steps over two temperature buffers it swaps, in 16 x 16 workgroups
 * that each load a block with a halo of pyramid_height cells and write the inner block of
 * 16 - 2 pyramid_height cells a side (built with -DBLOCK_SIZE=16, as its Makefile does). The
 * reference steps the whole grid one time step at a time, without blocks. */
#include "rod.h"

#include <string.h>

enum {
    ROWS = 36, COLS = 40,    /* not square (Rx != Ry) and 40 not a multiple of the inner block */
    PYRAMID = 2,             /* pyramid_height: inner blocks 12 x 12 */
    STEPS = 5,               /* total_iterations: launches of 2, 2 and 1 steps */
    BLOCK = 16,              /* BLOCK_SIZE */
    EXPAND_RATE = 2,
};

/* hotspot.h's chip, as the host declares it (its float and double constants keep their types:
 * the host's expressions below are evaluated as it evaluates them) */
#define MAX_PD (3.0e6)
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
static const float t_chip = 0.0005f, chip_height = 0.016f, chip_width = 0.016f;
static const float amb_temp = 80.0f;

typedef struct { float cap, rx, ry, rz, step; } chip;

/* compute_tran_temp's constants, as hotspot.c computes them */
static chip chip_params(void)
{
    float grid_height = chip_height / ROWS;
    float grid_width = chip_width / COLS;
    chip k;
    k.cap = (float)(FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height);
    k.rx = (float)(grid_width / (2.0 * K_SI * t_chip * grid_height));
    k.ry = (float)(grid_height / (2.0 * K_SI * t_chip * grid_width));
    k.rz = t_chip / (K_SI * grid_height * grid_width);
    float max_slope = (float)(MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI));
    k.step = (float)(PRECISION / max_slope);
    return k;
}

static float rand_float(rod_ctx *c, float lo, float span)   /* lo + [0, span), 24-bit steps */
{
    return lo + span * (float)(rod_rand(c) >> 8) * (1.0f / 16777216.0f);
}

static void setup(rod_ctx *c)
{
    rod_loop_bound(c, "hotspot", ".LBB0_6", PYRAMID + 1,
                   "the step loop: iteration <= pyramid_height trips, + 1 if tested at the top");
    float *power = rod_buf_new(c, "power", sizeof(float) * ROWS * COLS, ROD_IN);
    float *temp[2];
    temp[0] = rod_buf_new(c, "temp0", sizeof(float) * ROWS * COLS, ROD_CHECK);
    temp[1] = rod_buf_new(c, "temp1", sizeof(float) * ROWS * COLS, ROD_CHECK);
    if (!power || !temp[0] || !temp[1])
        return;
    for (int i = 0; i < ROWS * COLS; i++) {   /* the ranges of Rodinia's temp_ and power_ files */
        temp[0][i] = rand_float(c, 323.0f, 20.0f);
        power[i] = rand_float(c, 0.0f, 0.004f);
    }
    chip k = chip_params();
    int border = PYRAMID * EXPAND_RATE / 2;
    int small = BLOCK - PYRAMID * EXPAND_RATE;
    uint32_t block_cols = COLS / small + (COLS % small ? 1 : 0);
    uint32_t block_rows = ROWS / small + (ROWS % small ? 1 : 0);
    int src = 0, dst = 1;
    for (int t = 0; t < STEPS; t += PYRAMID) {
        int iter = PYRAMID <= STEPS - t ? PYRAMID : STEPS - t;
        rod_launch(c, "hotspot", (uint32_t[3]){ BLOCK * block_cols, BLOCK * block_rows, 1 },
                   (uint32_t[3]){ BLOCK, BLOCK, 1 });
        rod_arg_int(c, iter);
        rod_arg_buf(c, "power");
        rod_arg_buf(c, src ? "temp1" : "temp0");
        rod_arg_buf(c, dst ? "temp1" : "temp0");
        rod_arg_int(c, COLS);
        rod_arg_int(c, ROWS);
        rod_arg_int(c, border);   /* borderCols */
        rod_arg_int(c, border);   /* borderRows */
        rod_arg_float(c, k.cap);
        rod_arg_float(c, k.rx);
        rod_arg_float(c, k.ry);
        rod_arg_float(c, k.rz);
        rod_arg_float(c, k.step);
        rod_end(c);
        src = 1 - src;
        dst = 1 - dst;
    }
}

/* One time step of the whole grid: a neighbour past the chip's edge is the cell itself. The
 * kernel's float divisions are OpenCL's (2.5 ulp allowed), which clang for gfx8 computes as a
 * multiply by the reciprocal: step / Cap is step * (1 / Cap) (|Cap| < 2^96, so without the
 * scaling it applies to huge divisors), and 1 / R is the reciprocal itself. Sums are in the
 * source's order, each operation rounded on its own (the kernel's v_mac_f32 does not fuse). */
static void time_step(const chip *k, const float *power, const float *in, float *out)
{
    float step_div_cap = k->step * (1.0f / k->cap);
    float rx_1 = 1.0f / k->rx, ry_1 = 1.0f / k->ry, rz_1 = 1.0f / k->rz;
    for (int r = 0; r < ROWS; r++)
        for (int col = 0; col < COLS; col++) {
            int n = r > 0 ? r - 1 : r, s = r < ROWS - 1 ? r + 1 : r;
            int w = col > 0 ? col - 1 : col, e = col < COLS - 1 ? col + 1 : col;
            float t = in[r * COLS + col];
            float sum = power[r * COLS + col] + (in[s * COLS + col] + in[n * COLS + col] -
                                                 2.0f * t) * ry_1;
            sum = sum + (in[r * COLS + e] + in[r * COLS + w] - 2.0f * t) * rx_1;
            sum = sum + (amb_temp - t) * rz_1;
            out[r * COLS + col] = t + step_div_cap * sum;
        }
}

/* The launches leave step STEPS in the last launch's destination and the step before the last
 * launch in the other buffer (its source). */
static void reference(rod_ctx *c)
{
    const float *power = rod_buf_get(c, "power");
    float *temp[2] = { rod_buf_get(c, "temp0"), rod_buf_get(c, "temp1") };
    static float cur[ROWS * COLS], next[ROWS * COLS];
    chip k = chip_params();
    int launches = (STEPS + PYRAMID - 1) / PYRAMID;
    int last_dst = launches % 2 ? 1 : 0;   /* launch 1 writes temp1, launch 2 temp0, ... */
    int before_last = (launches - 1) * PYRAMID;
    memcpy(cur, temp[0], sizeof cur);
    if (before_last == 0)
        memcpy(temp[1 - last_dst], cur, sizeof cur);
    for (int t = 1; t <= STEPS; t++) {
        time_step(&k, power, cur, next);
        memcpy(cur, next, sizeof cur);
        if (t == before_last)
            memcpy(temp[1 - last_dst], cur, sizeof cur);
    }
    memcpy(temp[last_dst], cur, sizeof cur);
}

const rod_bench rod_hotspot = {
    "hotspot", "opencl/hotspot/hotspot_kernel.cl", "-DBLOCK_SIZE=16",
    "36 x 40 cells, pyramid height 2, 5 steps", setup, reference,
};
