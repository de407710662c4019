/* testbenches/rodinia/rod.h -- Rodinia benchmarks run unmodified from a user's checkout
 * (RODINIA=DIR, never copied here): for each benchmark, where its kernel file is in Rodinia's
 * layout, the build options its host passes to clBuildProgram, the launches its host makes (in
 * order, over device buffers that live across launches) and a C reference written from the
 * algorithm, not from the kernel. build/bin/rodref (rodref.c) writes the inputs and the launch
 * plan and checks the final buffers; scripts/rodinia.sh runs the plan. Spec: docs/rodinia.md.
 *
 * A benchmark's setup() declares its buffers with their initial contents (from the seeded
 * generator, so gen and check agree without state but the seed) and then its launches; its
 * reference() runs with the buffers holding their initial contents again and leaves in every
 * checked buffer what the whole launch sequence must leave there. */
#ifndef ROD_H
#define ROD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define ROD_MAX_BUFS 32
#define ROD_NAME_LEN 24
#define ROD_LINE 2048
#define ROD_MAX_FF 8

typedef struct rod_buf {
    char name[ROD_NAME_LEN];  /* file stem: D/<name>.bin, updated in place by every launch */
    uint8_t *data;            /* owned by the rod_ctx */
    size_t bytes;
    int checked;              /* compared with the reference after the last launch */
} rod_buf;

typedef struct rod_ctx {
    uint64_t rng;             /* xorshift64 state, never 0 */
    const char *dir;
    rod_buf bufs[ROD_MAX_BUFS];
    unsigned nbufs;
    FILE *plan;               /* gen: launches are written here; NULL in check */
    char line[ROD_LINE];      /* the launch being built */
    size_t len;
    unsigned nargs;           /* its arguments so far */
    unsigned launches;
    char ff_kernels[ROD_MAX_FF][ROD_NAME_LEN];   /* kernels whose D/<kernel>.ff gen has begun */
    unsigned nff;
    int failed;               /* a helper ran out of room: a bug in the benchmark's file */
} rod_ctx;

typedef struct rod_bench {
    const char *name;         /* as Rodinia names it: bfs, nw, ... */
    const char *kernel_file;  /* relative to RODINIA: opencl/nw/nw.cl */
    const char *build_opts;   /* what the host passes to clBuildProgram ("" or -DBLOCK_SIZE=16) */
    const char *size;         /* the input, in the host's terms, one line */
    void (*setup)(rod_ctx *c);
    void (*reference)(rod_ctx *c);
} rod_bench;

/* A buffer of bytes zero bytes, owned by c: its data, or NULL after setting c->failed. ROD_IN:
 * an input only; ROD_CHECK: compared with the reference after the last launch. */
enum { ROD_IN, ROD_CHECK };
void *rod_buf_new(rod_ctx *c, const char *name, size_t bytes, int check);
void *rod_buf_get(rod_ctx *c, const char *name);   /* NULL if setup() declared none */

/* One launch of kernel KERNEL (a name in the kernel file) with grid / wg work-items per
 * dimension (1-D: y = z = 1), then its arguments in order, then rod_end. A buffer argument is
 * read from D/<name>.bin and written back there after the launch, as device memory keeps it. */
void rod_launch(rod_ctx *c, const char *kernel, const uint32_t grid[3], const uint32_t wg[3]);
void rod_arg_buf(rod_ctx *c, const char *name);
void rod_arg_int(rod_ctx *c, int64_t v);
void rod_arg_float(rod_ctx *c, float v);     /* a value with an exact short decimal form */
void rod_arg_local(rod_ctx *c, uint32_t bytes);
void rod_end(rod_ctx *c);

/* A loop bound of kernel KERNEL for pws wcet (docs/flow-facts.md): gen writes
 * `loop HEADER max MAX` with WHY as its comment into D/<kernel>.ff, beside the D/<kernel>.s that
 * scripts/rodinia.sh compiles, so that every launch's static bound is computed and checked. HEADER
 * is the loop's header block in clang 14's code for gfx803 (a label such as .LBB0_5); MAX holds
 * for every launch of the plan and follows from the input (the host's parameters, the graph's
 * degrees), never from a run. */
void rod_loop_bound(rod_ctx *c, const char *kernel, const char *header, unsigned max,
                    const char *why);

uint32_t rod_rand(rod_ctx *c);                          /* xorshift64, upper 32 bits */
uint32_t rod_rand_range(rod_ctx *c, uint32_t lo, uint32_t hi);   /* uniform in [lo, hi] */

extern const rod_bench rod_pathfinder, rod_nw, rod_backprop, rod_bfs, rod_hotspot;

#endif
