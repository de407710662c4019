/* testbenches/ref/tb.h -- the testbench kernels' input generators and CPU references, as used
 * by build/bin/tbref (testbenches/ref/tbref.c). Spec: docs/testbenches.md.
 *
 * Each kernel is one tb_kernel: setup() builds the inputs from a seeded xorshift generator and
 * declares the kernel's explicit arguments in order (buffers, integers, floats) and the dispatch
 * geometry; reference() then overwrites the output buffers with what the kernel must leave in
 * them, computed in plain C. setup() is deterministic in the seed, so `tbref gen` (write the
 * inputs) and `tbref check` (recompute them, run the reference, compare) call it independently
 * and agree without any state but the seed. */
#ifndef TB_H
#define TB_H

#include <stddef.h>
#include <stdint.h>

#define TB_MAX_BUFS 8
#define TB_MAX_ARGS 12
#define TB_NAME_LEN 24

/* How a buffer's elements are printed in a mismatch report (all are 4 bytes wide). */
typedef enum { TB_U32, TB_I32, TB_F32 } tb_elem;

typedef struct tb_buf {
    char name[TB_NAME_LEN];   /* file stem: inputs D/<name>.bin, results D/<name>.out.bin */
    uint32_t *data;           /* owned by the tb_ctx */
    size_t words;             /* 32-bit elements */
    tb_elem elem;
    int is_output;            /* compared with the reference after the run */
    int zero_init;            /* passed as zeros:BYTES instead of a file */
} tb_buf;

typedef enum { TB_ARG_BUF, TB_ARG_INT, TB_ARG_FLOAT, TB_ARG_LOCAL } tb_arg_kind;

typedef struct tb_arg {
    tb_arg_kind kind;
    unsigned buf;             /* TB_ARG_BUF: index in tb_ctx.bufs */
    int64_t i;                /* TB_ARG_INT; TB_ARG_LOCAL: the region's bytes */
    float f;                  /* TB_ARG_FLOAT: values with a short exact decimal form only */
} tb_arg;

typedef struct tb_ctx {
    uint64_t rng;             /* xorshift64 state, never 0 */
    uint32_t grid[3], wg[3];  /* work-items per dimension, workgroup size per dimension */
    unsigned dims;
    tb_buf bufs[TB_MAX_BUFS];
    unsigned nbufs;
    tb_arg args[TB_MAX_ARGS];
    unsigned nargs;
    int failed;               /* set by a helper that ran out of slots or memory */
} tb_ctx;

typedef struct tb_kernel {
    const char *name;         /* kernel symbol and file stem: build/tb/<name>.s */
    const char *src;          /* "asm" (testbenches/asm/<name>.s), "cl" (testbenches/cl, the
                                 amdgcn builtins, no device library) or "clc" (testbenches/clc,
                                 OpenCL C with libclc's built-ins, compiled by pws cl) */
    unsigned wave;            /* wavefront size the kernel is shown with (fig5: 4) */
    const char *figure;       /* what it reproduces, for `tbref list` */
    void (*setup)(tb_ctx *c);
    void (*reference)(tb_ctx *c);
} tb_kernel;

/* ---- Context (tb_ctx.c) ---------------------------------------------------------------------- */

/* Starts c for a run with seed (any value; 0 is mapped to a fixed non-zero state). */
void tb_ctx_init(tb_ctx *c, uint64_t seed);
void tb_ctx_free(tb_ctx *c);   /* frees the buffers; c can be initialised again */

/* Dispatch geometry: 1-D or 2-D grid of work-items and workgroup size. */
void tb_grid1(tb_ctx *c, uint32_t grid, uint32_t wg);
void tb_grid2(tb_ctx *c, uint32_t gx, uint32_t gy, uint32_t wx, uint32_t wy);

/* Appends a buffer argument of `words` zeroed 32-bit elements and returns its data (owned by c),
 * or NULL after setting c->failed. TB_IN: an input; TB_OUT: an output that starts as zeros;
 * TB_INOUT: an input that the kernel updates (compared too). */
enum { TB_IN, TB_OUT, TB_INOUT };
uint32_t *tb_buf_arg(tb_ctx *c, const char *name, size_t words, tb_elem elem, int dir);
#define tb_fbuf(c, name, words, dir) ((float *)(void *)tb_buf_arg(c, name, words, TB_F32, dir))

/* Appends a by-value argument. */
void tb_int_arg(tb_ctx *c, int64_t v);
void tb_float_arg(tb_ctx *c, float v);

/* Appends a __local pointer argument: an LDS region of bytes bytes (--arg local:BYTES). */
void tb_local_arg(tb_ctx *c, uint32_t bytes);

/* The data of buffer `name`, or NULL if setup() declared none (a bug in the kernel file). */
uint32_t *tb_buf_get(tb_ctx *c, const char *name);
#define tb_fget(c, name) ((float *)(void *)tb_buf_get(c, name))

/* ---- Random inputs (tb_ctx.c) ---------------------------------------------------------------- */

uint32_t tb_rand(tb_ctx *c);                          /* xorshift64, upper 32 bits */
uint32_t tb_rand_range(tb_ctx *c, uint32_t lo, uint32_t hi);   /* uniform in [lo, hi] */
/* A float with a random sign, a random 23-bit mantissa and an exponent in [emin, emax]: never a
 * denormal, NaN or infinity. With |emin|, |emax| small, products and sums of such values stay far
 * from the denormal range, so flushing denormals (as the device does) never changes a result. */
float tb_rand_float(tb_ctx *c, int emin, int emax);

/* ---- The kernels (testbenches/ref/k_<name>.c) ------------------------------------------------ */

extern const tb_kernel tb_vadd, tb_fig2, tb_fig5, tb_loop, tb_lds_reduce, tb_dws_marked,
    tb_saxpy, tb_bfs_step, tb_histogram, tb_stencil2d, tb_threshold, tb_local_args;

#endif
