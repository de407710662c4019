/* testbenches/rodinia/r_nw.c -- Rodinia nw (opencl/nw): Needleman-Wunsch alignment scores.
 * The host fills the first row and column with -i * penalty, a similarity matrix from BLOSUM62
 * lookups of two random sequences, then launches nw_kernel1 for the 1 .. W anti-diagonals of
 * 16 x 16 blocks and nw_kernel2 for the W - 1 .. 1 after the main one (W = 64 / 16 blocks a
 * side here), with two __local arrays: a 17 x 17 score tile and a 16 x 16 similarity tile. The
 * similarity values here are random in BLOSUM62's range [-4, 11] (which sequences they come
 * from does not change what the kernels compute). */
#include "rod.h"

enum { N = 64, COLS = N + 1, BLOCK = 16, PENALTY = 10 };

static void setup(rod_ctx *c)
{
    int32_t *ref = rod_buf_new(c, "reference", sizeof(int32_t) * COLS * COLS, ROD_IN);
    int32_t *score = rod_buf_new(c, "itemsets", sizeof(int32_t) * COLS * COLS, ROD_CHECK);
    rod_buf_new(c, "output", sizeof(int32_t) * COLS * COLS, ROD_IN);   /* never written */
    if (!ref || !score)
        return;
    for (int i = 1; i < COLS; i++)
        for (int j = 1; j < COLS; j++)
            ref[i * COLS + j] = (int32_t)rod_rand_range(c, 0, 15) - 4;
    for (int i = 1; i < COLS; i++) {
        score[i * COLS] = -i * PENALTY;
        score[i] = -i * PENALTY;
    }
    const int width = N / BLOCK;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < width - pass; k++) {
            int blk = pass == 0 ? k + 1 : width - 1 - k;
            rod_launch(c, pass == 0 ? "nw_kernel1" : "nw_kernel2",
                       (uint32_t[3]){ (uint32_t)(BLOCK * blk), 1, 1 },
                       (uint32_t[3]){ BLOCK, 1, 1 });
            rod_arg_buf(c, "reference");
            rod_arg_buf(c, "itemsets");
            rod_arg_buf(c, "output");
            rod_arg_local(c, 4 * (BLOCK + 1) * (BLOCK + 1));
            rod_arg_local(c, 4 * BLOCK * BLOCK);
            rod_arg_int(c, COLS);
            rod_arg_int(c, PENALTY);
            rod_arg_int(c, blk);
            rod_arg_int(c, width);   /* block_width */
            rod_arg_int(c, N);       /* worksize */
            rod_arg_int(c, 0);       /* offset_r */
            rod_arg_int(c, 0);       /* offset_c */
            rod_end(c);
        }
}

static int32_t max3(int32_t a, int32_t b, int32_t c)
{
    int32_t m = a > b ? a : b;
    return m > c ? m : c;
}

/* The recurrence, cell by cell in row order: s[i][j] = max(s[i-1][j-1] + ref[i][j],
 * s[i][j-1] - penalty, s[i-1][j] - penalty). */
static void reference(rod_ctx *c)
{
    const int32_t *ref = rod_buf_get(c, "reference");
    int32_t *s = rod_buf_get(c, "itemsets");
    for (int i = 1; i < COLS; i++)
        for (int j = 1; j < COLS; j++)
            s[i * COLS + j] = max3(s[(i - 1) * COLS + j - 1] + ref[i * COLS + j],
                                   s[i * COLS + j - 1] - PENALTY, s[(i - 1) * COLS + j] - PENALTY);
}

const rod_bench rod_nw = {
    "nw", "opencl/nw/nw.cl", "-DBLOCK_SIZE=16", "64 x 64 cells, penalty 10, 16 x 16 blocks",
    setup, reference,
};
