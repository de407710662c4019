/* testbenches/ref/tbref.c -- inputs and CPU references for the testbench kernels.
 *
 *   tbref list                           one line per kernel: name, source kind, wave size, what
 *   tbref gen NAME --seed N --dir D      writes D/seed and the input buffers D/<buf>.bin, and
 *                                        prints the `pws sim` options, one word per line:
 *                                        --grid G --wg W --arg V ... --out I=D/<buf>.out.bin ...
 *   tbref check NAME --dir D             recomputes the inputs from D/seed, runs the reference and
 *                                        compares every D/<buf>.out.bin with it byte for byte
 *
 * The one-word-per-line output of gen is meant for `mapfile -t args < <(tbref gen ...)`, then
 * `pws sim K.s "${args[@]}"`. Exit status: 0 ok (check: all outputs match), 1 check found a
 * difference (the first one is printed: buffer, element index, expected, got), 2 usage error,
 * 3 file error. Spec: docs/testbenches.md. */
#include "tb.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const tb_kernel *const kernels[] = {
    &tb_vadd, &tb_fig2, &tb_fig5, &tb_loop, &tb_lds_reduce, &tb_dws_marked,
    &tb_saxpy, &tb_bfs_step, &tb_histogram, &tb_stencil2d, &tb_threshold, &tb_local_args,
};
#define NKERNELS (sizeof kernels / sizeof kernels[0])

static int usage(void)
{
    fprintf(stderr, "usage: tbref list | tbref gen NAME --seed N --dir D | "
                    "tbref check NAME --dir D\n");
    return 2;
}

static const tb_kernel *find_kernel(const char *name)
{
    for (size_t i = 0; i < NKERNELS; i++)
        if (strcmp(kernels[i]->name, name) == 0)
            return kernels[i];
    fprintf(stderr, "tbref: error: unknown kernel '%s' (see tbref list)\n", name);
    return NULL;
}

/* Writes n bytes to dir/file; returns 0 or 3 after reporting. */
static int write_file(const char *dir, const char *file, const void *p, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "tbref: error: cannot write %s: %s\n", path, strerror(errno));
        return 3;
    }
    return 0;
}

/* Reads dir/file into a new buffer (*p, *n); returns 0 or 3 after reporting. */
static int read_file(const char *dir, const char *file, uint8_t **p, size_t *n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "tbref: error: cannot read %s: %s\n", path, strerror(errno));
        return 3;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    for (;;) {
        if (!buf)
            break;
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        uint8_t *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    int err = ferror(f) || !buf;
    fclose(f);
    if (err) {
        free(buf);
        fprintf(stderr, "tbref: error: cannot read %s\n", path);
        return 3;
    }
    *p = buf;
    *n = len;
    return 0;
}

/* The words of a buffer, in the little-endian byte order the device uses. */
static void to_le(const tb_buf *b, uint8_t *out)
{
    for (size_t i = 0; i < b->words; i++)
        for (int k = 0; k < 4; k++)
            out[4 * i + (size_t)k] = (uint8_t)(b->data[i] >> (8 * k));
}

static int setup(const tb_kernel *k, tb_ctx *c, uint64_t seed)
{
    tb_ctx_init(c, seed);
    k->setup(c);
    if (c->failed) {
        fprintf(stderr, "tbref: error: %s: setup ran out of memory or argument slots\n", k->name);
        tb_ctx_free(c);
        return 3;
    }
    return 0;
}

static void print_dims(const char *opt, const uint32_t v[3], unsigned dims)
{
    printf("%s\n%" PRIu32, opt, v[0]);
    for (unsigned d = 1; d < dims; d++)
        printf(",%" PRIu32, v[d]);
    printf("\n");
}

static int cmd_gen(const tb_kernel *k, uint64_t seed, const char *dir)
{
    tb_ctx c;
    int rc = setup(k, &c, seed);
    if (rc)
        return rc;
    char text[32];
    snprintf(text, sizeof text, "%" PRIu64 "\n", seed);
    rc = write_file(dir, "seed", text, strlen(text));
    for (unsigned i = 0; i < c.nbufs && !rc; i++) {
        const tb_buf *b = &c.bufs[i];
        if (b->zero_init)
            continue;
        uint8_t *bytes = malloc(b->words * 4);
        if (!bytes) {
            fprintf(stderr, "tbref: error: out of memory\n");
            rc = 3;
            break;
        }
        to_le(b, bytes);
        char file[TB_NAME_LEN + 8];
        snprintf(file, sizeof file, "%s.bin", b->name);
        rc = write_file(dir, file, bytes, b->words * 4);
        free(bytes);
    }
    if (!rc) {
        print_dims("--grid", c.grid, c.dims);
        print_dims("--wg", c.wg, c.dims);
        for (unsigned i = 0; i < c.nargs; i++) {
            const tb_arg *a = &c.args[i];
            const tb_buf *b = &c.bufs[a->buf];
            printf("--arg\n");
            if (a->kind == TB_ARG_INT)
                printf("%" PRId64 "\n", a->i);
            else if (a->kind == TB_ARG_FLOAT)
                printf("%.9g\n", (double)a->f);
            else if (a->kind == TB_ARG_LOCAL)
                printf("local:%" PRId64 "\n", a->i);
            else if (b->zero_init)
                printf("zeros:%zu\n", b->words * 4);
            else
                printf("@%s/%s.bin\n", dir, b->name);
        }
        for (unsigned i = 0; i < c.nargs; i++)
            if (c.args[i].kind == TB_ARG_BUF && c.bufs[c.args[i].buf].is_output)
                printf("--out\n%u=%s/%s.out.bin\n", i, dir, c.bufs[c.args[i].buf].name);
    }
    tb_ctx_free(&c);
    return rc;
}

static void print_elem(tb_elem e, uint32_t v)
{
    if (e == TB_F32) {
        float f;
        memcpy(&f, &v, sizeof f);
        printf("%.9g (0x%08" PRIx32 ")", (double)f, v);
    } else if (e == TB_I32) {
        printf("%" PRId32 " (0x%08" PRIx32 ")", (int32_t)v, v);
    } else {
        printf("%" PRIu32 " (0x%08" PRIx32 ")", v, v);
    }
}

/* Compares one output buffer; returns 0 (same), 1 (differs, reported) or 3. */
static int check_buf(const tb_kernel *k, const tb_buf *b, const char *dir)
{
    char file[TB_NAME_LEN + 16];
    snprintf(file, sizeof file, "%s.out.bin", b->name);
    uint8_t *got;
    size_t n;
    int rc = read_file(dir, file, &got, &n);
    if (rc)
        return rc;
    if (n != b->words * 4) {
        printf("%s: %s: %zu bytes, expected %zu\n", k->name, file, n, b->words * 4);
        free(got);
        return 1;
    }
    uint8_t *want = malloc(n);
    if (!want) {
        free(got);
        fprintf(stderr, "tbref: error: out of memory\n");
        return 3;
    }
    to_le(b, want);
    rc = 0;
    for (size_t i = 0; i < b->words; i++) {
        if (memcmp(want + 4 * i, got + 4 * i, 4) == 0)
            continue;
        uint32_t g = (uint32_t)got[4 * i] | (uint32_t)got[4 * i + 1] << 8 |
                     (uint32_t)got[4 * i + 2] << 16 | (uint32_t)got[4 * i + 3] << 24;
        printf("%s: %s[%zu]: expected ", k->name, b->name, i);
        print_elem(b->elem, b->data[i]);
        printf(", got ");
        print_elem(b->elem, g);
        printf("\n");
        rc = 1;
        break;
    }
    free(want);
    free(got);
    return rc;
}

static int cmd_check(const tb_kernel *k, const char *dir)
{
    uint8_t *text;
    size_t n;
    int rc = read_file(dir, "seed", &text, &n);
    if (rc)
        return rc;
    char buf[32] = "";
    memcpy(buf, text, n < sizeof buf - 1 ? n : sizeof buf - 1);
    free(text);
    char *end;
    errno = 0;
    uint64_t seed = strtoull(buf, &end, 10);
    if (errno || end == buf) {
        fprintf(stderr, "tbref: error: %s/seed: not a number\n", dir);
        return 3;
    }
    tb_ctx c;
    rc = setup(k, &c, seed);
    if (rc)
        return rc;
    k->reference(&c);
    unsigned nout = 0;
    for (unsigned i = 0; i < c.nbufs && !rc; i++)
        if (c.bufs[i].is_output) {
            rc = check_buf(k, &c.bufs[i], dir);
            nout++;
        }
    if (!rc)
        printf("%s: PASS (%u output buffer%s)\n", k->name, nout, nout == 1 ? "" : "s");
    tb_ctx_free(&c);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "list") == 0) {
        for (size_t i = 0; i < NKERNELS; i++)
            printf("%-12s %-4s %2u  %s\n", kernels[i]->name, kernels[i]->src, kernels[i]->wave,
                   kernels[i]->figure);
        return 0;
    }
    if (argc < 3 || (strcmp(argv[1], "gen") != 0 && strcmp(argv[1], "check") != 0))
        return usage();
    const char *dir = NULL, *seed_s = NULL;
    for (int i = 3; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--dir") == 0)
            dir = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--seed") == 0)
            seed_s = argv[++i];
        else
            return usage();
    }
    const tb_kernel *k = find_kernel(argv[2]);
    if (!k)
        return 2;
    if (!dir)
        return usage();
    if (strcmp(argv[1], "check") == 0)
        return seed_s ? usage() : cmd_check(k, dir);
    if (!seed_s)
        return usage();
    char *end;
    errno = 0;
    uint64_t seed = strtoull(seed_s, &end, 10);
    if (errno || *end || end == seed_s) {
        fprintf(stderr, "tbref: error: --seed '%s' is not a number\n", seed_s);
        return 2;
    }
    return cmd_gen(k, seed, dir);
}
