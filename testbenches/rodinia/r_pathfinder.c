/* testbenches/rodinia/r_pathfinder.c -- Rodinia pathfinder (opencl/pathfinder): the cheapest
 * path down a grid of weights, one row at a time, each step from the cell above or its two
 * neighbours. The host launches dynproc_kernel once per pyramid of `pyramid_height` rows, over
 * two result buffers it swaps, with two __local int arrays of one int per work-item; its grid is
 * rows x cols work-items in workgroups of the kernel's largest size (256 on GCN, the divisor of
 * the grid nearest below it), as main.cpp and OpenCL.cpp compute them. */
#include "rod.h"

#include <string.h>

enum { ROWS = 9, COLS = 256, PYRAMID = 4, HALO = 1, MAX_WG = 256, DEBUG_WORDS = 16384 };

static int final_result(void)   /* the result buffer the last launch writes: they alternate */
{
    int launches = (ROWS - 1 + PYRAMID - 1) / PYRAMID;
    return launches % 2;
}

static void setup(rod_ctx *c)
{
    rod_loop_bound(c, "dynproc_kernel", ".LBB0_5", PYRAMID + 1,
                   "the step loop: iteration <= pyramid_height trips, + 1 if tested at the top");
    int32_t *wall = rod_buf_new(c, "wall", sizeof(int32_t) * (ROWS - 1) * COLS, ROD_IN);
    int32_t *res[2];
    res[0] = rod_buf_new(c, "result0", sizeof(int32_t) * COLS, final_result() == 0);
    res[1] = rod_buf_new(c, "result1", sizeof(int32_t) * COLS, final_result() == 1);
    rod_buf_new(c, "debug", sizeof(int32_t) * DEBUG_WORDS, ROD_IN);   /* outputBuffer */
    if (!wall || !res[0] || !res[1])
        return;
    for (int j = 0; j < COLS; j++)           /* row 0 goes to the first result buffer */
        res[0][j] = (int32_t)rod_rand_range(c, 0, 9);
    for (int i = 0; i < (ROWS - 1) * COLS; i++)
        wall[i] = (int32_t)rod_rand_range(c, 0, 9);
    uint32_t gws = ROWS * COLS, lws = MAX_WG;
    if (lws > gws)
        lws = gws;
    while (gws % lws)
        lws--;
    int src = 1, dst = 0;
    for (int t = 0; t < ROWS - 1; t += PYRAMID) {
        int tmp = src;
        src = dst;
        dst = tmp;
        int iteration = PYRAMID < ROWS - t - 1 ? PYRAMID : ROWS - t - 1;
        rod_launch(c, "dynproc_kernel", (uint32_t[3]){ gws, 1, 1 }, (uint32_t[3]){ lws, 1, 1 });
        rod_arg_int(c, iteration);
        rod_arg_buf(c, "wall");
        rod_arg_buf(c, src ? "result1" : "result0");
        rod_arg_buf(c, dst ? "result1" : "result0");
        rod_arg_int(c, COLS);
        rod_arg_int(c, ROWS);
        rod_arg_int(c, t);
        rod_arg_int(c, PYRAMID * HALO);   /* borderCols */
        rod_arg_int(c, HALO);
        rod_arg_local(c, 4 * lws);        /* prev */
        rod_arg_local(c, 4 * lws);        /* result */
        rod_arg_buf(c, "debug");
        rod_end(c);
    }
}

/* The dynamic program itself: dst[j] = wall[r][j] + min(src[j - 1], src[j], src[j + 1]), the
 * neighbours that exist, for rows r = 1 .. ROWS - 1. */
static void reference(rod_ctx *c)
{
    const int32_t *wall = rod_buf_get(c, "wall");
    int32_t *res = rod_buf_get(c, final_result() ? "result1" : "result0");
    int32_t src[COLS], dst[COLS];
    memcpy(src, rod_buf_get(c, "result0"), sizeof src);
    for (int r = 1; r < ROWS; r++) {
        for (int j = 0; j < COLS; j++) {
            int32_t m = src[j];
            if (j > 0 && src[j - 1] < m)
                m = src[j - 1];
            if (j < COLS - 1 && src[j + 1] < m)
                m = src[j + 1];
            dst[j] = wall[(r - 1) * COLS + j] + m;
        }
        memcpy(src, dst, sizeof src);
    }
    memcpy(res, src, sizeof src);
}

const rod_bench rod_pathfinder = {
    "pathfinder", "opencl/pathfinder/kernels.cl", "", "rows 9, cols 256, pyramid height 4",
    setup, reference,
};
