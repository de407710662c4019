/* testbenches/rodinia/rod_ctx.c -- buffers, launch lines and the seeded generator of the
 * Rodinia benchmarks (rod.h). A launch is one line of the plan: the kernel's name, then the
 * options of `pws sim` / `pws cosim` for it, separated by single spaces. */
#include "rod.h"
#include "tb_rng.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void *rod_buf_new(rod_ctx *c, const char *name, size_t bytes, int check)
{
    if (c->nbufs == ROD_MAX_BUFS || strlen(name) >= ROD_NAME_LEN || bytes == 0) {
        c->failed = 1;
        return NULL;
    }
    uint8_t *data = calloc(bytes, 1);
    if (!data) {
        c->failed = 1;
        return NULL;
    }
    rod_buf *b = &c->bufs[c->nbufs++];
    strcpy(b->name, name);
    b->data = data;
    b->bytes = bytes;
    b->checked = check == ROD_CHECK;
    return data;
}

void *rod_buf_get(rod_ctx *c, const char *name)
{
    for (unsigned i = 0; i < c->nbufs; i++)
        if (!strcmp(c->bufs[i].name, name))
            return c->bufs[i].data;
    return NULL;
}

static void put(rod_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(rod_ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(c->line + c->len, sizeof c->line - c->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof c->line - c->len)
        c->failed = 1;
    else
        c->len += (size_t)n;
}

void rod_launch(rod_ctx *c, const char *kernel, const uint32_t grid[3], const uint32_t wg[3])
{
    c->len = 0;
    c->nargs = 0;
    put(c, "%s --grid %" PRIu32 ",%" PRIu32 ",%" PRIu32 " --wg %" PRIu32 ",%" PRIu32 ",%" PRIu32,
        kernel, grid[0], grid[1], grid[2], wg[0], wg[1], wg[2]);
}

void rod_arg_buf(rod_ctx *c, const char *name)
{
    if (!rod_buf_get(c, name))
        c->failed = 1;
    put(c, " --arg @%s/%s.bin --out %u=%s/%s.bin", c->dir, name, c->nargs, c->dir, name);
    c->nargs++;
}

void rod_arg_int(rod_ctx *c, int64_t v)
{
    put(c, " --arg %" PRId64, v);
    c->nargs++;
}

void rod_arg_float(rod_ctx *c, float v)
{
    put(c, " --arg %.9g", (double)v);
    c->nargs++;
}

void rod_arg_local(rod_ctx *c, uint32_t bytes)
{
    put(c, " --arg local:%" PRIu32, bytes);
    c->nargs++;
}

void rod_end(rod_ctx *c)
{
    if (c->plan && !c->failed)
        fprintf(c->plan, "%s\n", c->line);
    c->launches++;
}

uint32_t rod_rand(rod_ctx *c)
{
    return tb_rng_next(&c->rng);
}

uint32_t rod_rand_range(rod_ctx *c, uint32_t lo, uint32_t hi)
{
    uint64_t span = (uint64_t)hi - lo + 1;
    return lo + (uint32_t)(rod_rand(c) % span);
}
