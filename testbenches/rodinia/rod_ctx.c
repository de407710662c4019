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

void rod_loop_bound(rod_ctx *c, const char *kernel, const char *header, unsigned max,
                    const char *why)
{
    if (!c->plan || c->failed)   /* check: nothing to write */
        return;
    unsigned i = 0;
    while (i < c->nff && strcmp(c->ff_kernels[i], kernel))
        i++;
    int fresh = i == c->nff;     /* the kernel's first fact: a new file */
    if (fresh) {
        if (c->nff == ROD_MAX_FF || strlen(kernel) >= ROD_NAME_LEN) {
            fprintf(stderr, "rodref: error: too many kernels with loop bounds (or '%s' too long)\n",
                    kernel);
            c->failed = 1;
            return;
        }
        snprintf(c->ff_kernels[c->nff++], ROD_NAME_LEN, "%s", kernel);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.ff", c->dir, kernel);
    FILE *f = fopen(path, fresh ? "w" : "a");
    if (!f) {
        fprintf(stderr, "rodref: error: cannot write %s\n", path);
        c->failed = 1;
        return;
    }
    fprintf(f, "# %s\nloop %s max %u\n", why, header, max);
    fclose(f);
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
