/* testbenches/ref/tb_ctx.c -- argument and buffer bookkeeping and the seeded input generator
 * shared by every testbench kernel (tb.h). */
#include "tb.h"
#include "tb_rng.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void tb_ctx_init(tb_ctx *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->rng = tb_rng_seed(seed);
    tb_grid1(c, 1, 1);
}

void tb_ctx_free(tb_ctx *c)
{
    for (unsigned i = 0; i < c->nbufs; i++)
        free(c->bufs[i].data);
    c->nbufs = 0;
    c->nargs = 0;
}

void tb_grid1(tb_ctx *c, uint32_t grid, uint32_t wg)
{
    tb_grid2(c, grid, 1, wg, 1);
    c->dims = 1;
}

void tb_grid2(tb_ctx *c, uint32_t gx, uint32_t gy, uint32_t wx, uint32_t wy)
{
    c->grid[0] = gx, c->grid[1] = gy, c->grid[2] = 1;
    c->wg[0] = wx, c->wg[1] = wy, c->wg[2] = 1;
    c->dims = 2;
}

static tb_arg *new_arg(tb_ctx *c)
{
    if (c->nargs == TB_MAX_ARGS) {
        c->failed = 1;
        return NULL;
    }
    tb_arg *a = &c->args[c->nargs++];
    memset(a, 0, sizeof *a);
    return a;
}

uint32_t *tb_buf_arg(tb_ctx *c, const char *name, size_t words, tb_elem elem, int dir)
{
    if (c->nbufs == TB_MAX_BUFS || strlen(name) >= TB_NAME_LEN || words == 0) {
        c->failed = 1;
        return NULL;
    }
    uint32_t *data = calloc(words, sizeof *data);
    tb_arg *a = data ? new_arg(c) : NULL;
    if (!a) {
        free(data);
        c->failed = 1;
        return NULL;
    }
    tb_buf *b = &c->bufs[c->nbufs];
    strcpy(b->name, name);
    b->data = data;
    b->words = words;
    b->elem = elem;
    b->is_output = dir != TB_IN;
    b->zero_init = dir == TB_OUT;
    a->kind = TB_ARG_BUF;
    a->buf = c->nbufs++;
    return data;
}

void tb_int_arg(tb_ctx *c, int64_t v)
{
    tb_arg *a = new_arg(c);
    if (a) {
        a->kind = TB_ARG_INT;
        a->i = v;
    }
}

void tb_local_arg(tb_ctx *c, uint32_t bytes)
{
    tb_arg *a = new_arg(c);
    if (a) {
        a->kind = TB_ARG_LOCAL;
        a->i = bytes;
    }
}

void tb_float_arg(tb_ctx *c, float v)
{
    tb_arg *a = new_arg(c);
    if (a) {
        a->kind = TB_ARG_FLOAT;
        a->f = v;
    }
}

uint32_t *tb_buf_get(tb_ctx *c, const char *name)
{
    for (unsigned i = 0; i < c->nbufs; i++)
        if (strcmp(c->bufs[i].name, name) == 0)
            return c->bufs[i].data;
    return NULL;
}

uint32_t tb_rand(tb_ctx *c)
{
    return tb_rng_next(&c->rng);
}

uint32_t tb_rand_range(tb_ctx *c, uint32_t lo, uint32_t hi)
{
    uint64_t span = (uint64_t)hi - lo + 1;
    /* The modulo bias (< span / 2^32) is irrelevant for test inputs. */
    return lo + (uint32_t)(tb_rand(c) % span);
}

float tb_rand_float(tb_ctx *c, int emin, int emax)
{
    uint32_t mant = tb_rand(c) & 0x7FFFFFu;
    int e = (int)tb_rand_range(c, 0, (uint32_t)(emax - emin)) + emin;
    float v = ldexpf(1.0f + (float)mant / 8388608.0f, e);   /* exact: 24 significant bits */
    return (tb_rand(c) & 1) ? -v : v;
}
