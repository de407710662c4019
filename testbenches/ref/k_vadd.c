/* testbenches/ref/k_vadd.c -- vadd: c[i] = a[i] + b[i] (int32, wrapping) for i < n.
 * 200 elements on a 256-work-item grid, so the last workgroup tests the i < n guard. */
#include "tb.h"

enum { N = 200, GRID = 256, WG = 64 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, GRID, WG);
    uint32_t *a = tb_buf_arg(c, "a", N, TB_I32, TB_IN);
    uint32_t *b = tb_buf_arg(c, "b", N, TB_I32, TB_IN);
    tb_buf_arg(c, "c", N, TB_I32, TB_OUT);
    tb_int_arg(c, N);
    if (!a || !b)
        return;
    for (unsigned i = 0; i < N; i++) {
        a[i] = tb_rand(c);
        b[i] = tb_rand(c);
    }
}

static void reference(tb_ctx *c)
{
    const uint32_t *a = tb_buf_get(c, "a"), *b = tb_buf_get(c, "b");
    uint32_t *out = tb_buf_get(c, "c");
    for (unsigned i = 0; i < N; i++)
        out[i] = a[i] + b[i];   /* unsigned: wraps like v_add_u32 */
}

const tb_kernel tb_vadd = {
    "vadd", "asm", 64, "int32 vector add (smoke test)", setup, reference,
};
