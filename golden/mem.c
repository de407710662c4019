/* golden/mem.c -- see mem.h.
 *
 * Regions are kept in an array sorted by base address, so an access is a binary search followed
 * by one bounds check; kernels have a handful of regions (kernarg, dispatch packet, queue, a few
 * buffers), so the array never needs anything cleverer.
 *
 * Base addresses (mem_next_base): the first region goes at MEM_FIRST_BASE = 4 GiB, so that every
 * pointer a kernel sees has non-zero high 32 bits and a kernel that drops the high half of an
 * address (a classic 64-bit address arithmetic bug) faults instead of silently working. Each
 * further region starts one unmapped 4 KiB guard page above the end of the highest region, so an
 * access that runs off the end of a buffer hits unmapped space instead of the next buffer. */
#include "mem.h"
#include "pws_err.h"

#include <stdlib.h>
#include <string.h>

#define MEM_FIRST_BASE 0x100000000ull
#define MEM_PAGE 4096ull

typedef struct region {
    uint64_t base, size;
    uint8_t *data;
    char *name;
} region;

struct golden_mem {
    region *r;          /* sorted by base, pairwise disjoint */
    size_t n, cap;
};

golden_mem *mem_new(void)
{
    return calloc(1, sizeof(golden_mem));
}

void mem_free(golden_mem *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->n; i++) {
        free(m->r[i].data);
        free(m->r[i].name);
    }
    free(m->r);
    free(m);
}

/* Index of the first region whose base is > addr (0..n). */
static size_t upper_bound(const golden_mem *m, uint64_t addr)
{
    size_t lo = 0, hi = m->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->r[mid].base <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The region holding all of [addr, addr+n), or NULL. n == 0 needs addr inside a region. */
static region *find(const golden_mem *m, uint64_t addr, size_t n)
{
    size_t i = upper_bound(m, addr);
    if (i == 0)
        return NULL;
    region *r = &m->r[i - 1];
    uint64_t off = addr - r->base;
    if (off >= r->size || n > r->size - off)
        return NULL;
    return r;
}

int mem_map(golden_mem *m, uint64_t base, uint64_t size, const char *name)
{
    if (size == 0 || base + size < base)
        return PWS_ERANGE;
    if (size > SIZE_MAX)
        return PWS_ENOMEM;
    size_t i = upper_bound(m, base);
    /* the previous region must end at or before base; the next must start at or after the end */
    if (i > 0 && m->r[i - 1].base + m->r[i - 1].size > base)
        return PWS_ERANGE;
    if (i < m->n && m->r[i].base < base + size)
        return PWS_ERANGE;
    if (m->n == m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 8;
        region *nr = realloc(m->r, cap * sizeof *nr);
        if (!nr)
            return PWS_ENOMEM;
        m->r = nr;
        m->cap = cap;
    }
    region nr = { base, size, calloc(1, (size_t)size), strdup(name ? name : "") };
    if (!nr.data || !nr.name) {
        free(nr.data);
        free(nr.name);
        return PWS_ENOMEM;
    }
    memmove(&m->r[i + 1], &m->r[i], (m->n - i) * sizeof *m->r);
    m->r[i] = nr;
    m->n++;
    return 0;
}

int mem_read(const golden_mem *m, uint64_t addr, void *buf, size_t n)
{
    const region *r = find(m, addr, n);
    if (!r)
        return PWS_EMEM;
    memcpy(buf, r->data + (addr - r->base), n);
    return 0;
}

int mem_write(golden_mem *m, uint64_t addr, const void *buf, size_t n)
{
    region *r = find(m, addr, n);
    if (!r)
        return PWS_EMEM;
    memcpy(r->data + (addr - r->base), buf, n);
    return 0;
}

uint8_t *mem_ptr(golden_mem *m, uint64_t addr, size_t n)
{
    region *r = find(m, addr, n);
    return r ? r->data + (addr - r->base) : NULL;
}

uint64_t mem_next_base(const golden_mem *m, uint64_t size)
{
    (void)size;   /* regions only grow upwards, so the size never changes the choice */
    if (m->n == 0)
        return MEM_FIRST_BASE;
    const region *top = &m->r[m->n - 1];
    uint64_t end = top->base + top->size;
    uint64_t base = (end + MEM_PAGE - 1) & ~(MEM_PAGE - 1);
    return base + MEM_PAGE;
}

size_t mem_num_regions(const golden_mem *m)
{
    return m->n;
}

int mem_region(const golden_mem *m, size_t i, uint64_t *base, uint64_t *size,
               const uint8_t **data, const char **name)
{
    if (i >= m->n)
        return PWS_ERANGE;
    *base = m->r[i].base;
    *size = m->r[i].size;
    *data = m->r[i].data;
    *name = m->r[i].name;
    return 0;
}
