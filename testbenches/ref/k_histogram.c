/* testbenches/ref/k_histogram.c -- histogram: 1000 words hashed into 64 bins with global atomic
 * adds, 4 words per work-item (testbenches/cl/histogram.cl); about 1 word in 8 is the skip value
 * and is counted in the extra bin 64. */
#include "tb.h"

enum { N = 1000, PER_ITEM = 4, GRID = 256, WG = 64, NBINS = 64 };
#define SKIP 0xdeadbeefu

static void setup(tb_ctx *c)
{
    tb_grid1(c, GRID, WG);
    uint32_t *data = tb_buf_arg(c, "data", N, TB_U32, TB_IN);
    tb_buf_arg(c, "bins", NBINS + 1, TB_U32, TB_OUT);
    tb_int_arg(c, NBINS);
    tb_int_arg(c, N);
    tb_int_arg(c, SKIP);
    if (!data)
        return;
    for (unsigned i = 0; i < N; i++)
        data[i] = (tb_rand(c) & 7) == 0 ? SKIP : tb_rand(c);
}

static void reference(tb_ctx *c)
{
    const uint32_t *data = tb_buf_get(c, "data");
    uint32_t *bins = tb_buf_get(c, "bins");
    for (unsigned j = 0; j < N; j++) {
        uint32_t h = data[j];
        if (h == SKIP) {
            bins[NBINS]++;
            continue;
        }
        h ^= h << 13;
        h ^= h >> 17;
        h ^= h << 5;
        h *= 0x9E3779B1u;
        bins[(h >> 20) & (NBINS - 1)]++;
    }
}

const tb_kernel tb_histogram = {
    "histogram", "cl", 64, "integer hashing + global atomic_add histogram", setup, reference,
};
