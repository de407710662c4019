/* testbenches/rodinia/rodref.c -- inputs, launch plans and C references of the Rodinia
 * benchmarks (rod.h).
 *
 *   rodref list                          one line per benchmark, tab-separated: name, kernel file
 *                                        (relative to RODINIA), build options, input size
 *   rodref gen NAME --dir D [--seed N]   writes D/seed, every buffer's initial D/<buf>.bin and
 *                                        D/plan: one launch per line, the kernel's name and then
 *                                        its pws sim options (every buffer is read from and
 *                                        written back to D/<buf>.bin, as device memory persists)
 *   rodref check NAME --dir D            recomputes the inputs from D/seed, runs the reference
 *                                        and compares every checked D/<buf>.bin with it
 *
 * Exit status: 0 ok (check: every checked buffer matches), 1 check found a difference (the first
 * is printed: buffer, element, expected, got), 2 usage error, 3 file error. Spec: docs/rodinia.md. */
#include "rod.h"
#include "tb_rng.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static const rod_bench *const benches[] = { &rod_nw, &rod_pathfinder, &rod_backprop, &rod_bfs,
                                              &rod_hotspot };
#define NBENCHES (sizeof benches / sizeof benches[0])

static int usage(void)
{
    fprintf(stderr, "usage: rodref list | rodref gen NAME --dir D [--seed N] | "
                    "rodref check NAME --dir D\n");
    return 2;
}

static const rod_bench *find(const char *name)
{
    for (size_t i = 0; i < NBENCHES; i++)
        if (!strcmp(benches[i]->name, name))
            return benches[i];
    fprintf(stderr, "rodref: error: unknown benchmark '%s' (see rodref list)\n", name);
    return NULL;
}

static void ctx_init(rod_ctx *c, uint64_t seed, const char *dir)
{
    memset(c, 0, sizeof *c);
    c->rng = tb_rng_seed(seed);
    c->dir = dir;
}

static void ctx_free(rod_ctx *c)
{
    for (unsigned i = 0; i < c->nbufs; i++)
        free(c->bufs[i].data);
    c->nbufs = 0;
}

static int write_file(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "rodref: error: cannot write %s: %s\n", path, strerror(errno));
        if (f)
            fclose(f);
        return 3;
    }
    return 0;
}

static int gen(const rod_bench *b, const char *dir, uint64_t seed)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/plan", dir);
    rod_ctx c;
    ctx_init(&c, seed, dir);
    c.plan = fopen(path, "w");
    if (!c.plan) {
        fprintf(stderr, "rodref: error: cannot write %s: %s\n", path, strerror(errno));
        return 3;
    }
    b->setup(&c);
    int rc = fclose(c.plan) ? 3 : 0;
    if (c.failed) {
        fprintf(stderr, "rodref: error: %s: a buffer or launch is too large for rodref\n", b->name);
        rc = 3;
    }
    snprintf(path, sizeof path, "%s/seed", dir);
    char text[32];
    snprintf(text, sizeof text, "%" PRIu64 "\n", seed);
    if (!rc)
        rc = write_file(path, text, strlen(text));
    for (unsigned i = 0; i < c.nbufs && !rc; i++) {
        snprintf(path, sizeof path, "%s/%s.bin", dir, c.bufs[i].name);
        rc = write_file(path, c.bufs[i].data, c.bufs[i].bytes);
    }
    ctx_free(&c);
    return rc;
}

static int check(const rod_bench *b, const char *dir)
{
    char path[4096], text[32] = "";
    snprintf(path, sizeof path, "%s/seed", dir);
    FILE *f = fopen(path, "r");
    uint64_t seed;
    if (!f || !fgets(text, sizeof text, f) || sscanf(text, "%" SCNu64, &seed) != 1) {
        fprintf(stderr, "rodref: error: cannot read %s\n", path);
        if (f)
            fclose(f);
        return 3;
    }
    fclose(f);
    rod_ctx c;
    ctx_init(&c, seed, dir);
    b->setup(&c);
    b->reference(&c);
    int rc = c.failed ? 3 : 0;
    unsigned nchecked = 0;
    for (unsigned i = 0; i < c.nbufs && !rc; i++) {
        const rod_buf *x = &c.bufs[i];
        if (!x->checked)
            continue;
        nchecked++;
        snprintf(path, sizeof path, "%s/%s.bin", dir, x->name);
        f = fopen(path, "rb");
        uint8_t *got = malloc(x->bytes + 1);
        size_t n = f && got ? fread(got, 1, x->bytes + 1, f) : 0;
        if (f)
            fclose(f);
        if (!f || !got) {
            fprintf(stderr, "rodref: error: cannot read %s\n", path);
            rc = 3;
        } else if (n != x->bytes) {
            printf("%s: %s: %zu bytes, expected %zu\n", b->name, x->name, n, x->bytes);
            rc = 1;
        } else {
            for (size_t w = 0; w + 4 <= x->bytes; w += 4)
                if (memcmp(got + w, x->data + w, 4)) {
                    int32_t e, g;
                    memcpy(&e, x->data + w, 4);
                    memcpy(&g, got + w, 4);
                    printf("%s: %s[%zu]: expected %" PRId32 " (0x%08" PRIx32 "), got %" PRId32
                           " (0x%08" PRIx32 ")\n", b->name, x->name, w / 4, e, (uint32_t)e, g,
                           (uint32_t)g);
                    rc = 1;
                    break;
                }
            /* a tail of fewer than 4 bytes (bfs's one-byte flags): byte by byte */
            for (size_t w = x->bytes & ~(size_t)3; w < x->bytes && !rc; w++)
                if (got[w] != x->data[w]) {
                    printf("%s: %s byte %zu: expected %u (0x%02x), got %u (0x%02x)\n", b->name,
                           x->name, w, x->data[w], x->data[w], got[w], got[w]);
                    rc = 1;
                }
        }
        free(got);
    }
    if (!rc)
        printf("%s: PASS (%u checked buffer%s, %u launches)\n", b->name, nchecked,
               nchecked == 1 ? "" : "s", c.launches);
    ctx_free(&c);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "list")) {
        for (size_t i = 0; i < NBENCHES; i++)
            printf("%s\t%s\t%s\t%s\n", benches[i]->name, benches[i]->kernel_file,
                   benches[i]->build_opts, benches[i]->size);
        return 0;
    }
    if (argc < 3)
        return usage();
    const char *dir = NULL;
    uint64_t seed = 1;
    for (int i = 3; i < argc; i++) {
        if (!strcmp(argv[i], "--dir") && i + 1 < argc)
            dir = argv[++i];
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            char *end;
            seed = strtoull(argv[++i], &end, 0);
            if (*end || !*argv[i])
                return usage();
        } else
            return usage();
    }
    if (!dir)
        return usage();
    const rod_bench *b = find(argv[2]);
    if (!b)
        return 2;
    if (!strcmp(argv[1], "gen"))
        return gen(b, dir, seed);
    if (!strcmp(argv[1], "check"))
        return check(b, dir);
    return usage();
}
