/* tests/test_mem.c -- golden/mem.c: mapping, overlap, bounds, deterministic base addresses.
 * Expected addresses follow docs/golden.md "Memory": first region at 4 GiB (0x100000000), each
 * next one a 4 KiB guard page above the end of the highest region, rounded up to 4 KiB. */
#include <CUnit/CUnit.h>
#include <string.h>

#include "mem.h"
#include "pws_err.h"

static void test_map_read_write(void)
{
    golden_mem *m = mem_new();
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    CU_ASSERT_EQUAL(mem_map(m, 0x1000, 16, "a"), 0);
    uint8_t z[16], buf[16];
    memset(z, 0, sizeof z);
    CU_ASSERT_EQUAL(mem_read(m, 0x1000, buf, 16), 0);   /* zero-filled */
    CU_ASSERT_EQUAL(memcmp(buf, z, 16), 0);
    uint32_t v = 0xdeadbeef, r = 0;
    CU_ASSERT_EQUAL(mem_write(m, 0x100c, &v, 4), 0);     /* last 4 bytes: 0x100c..0x100f */
    CU_ASSERT_EQUAL(mem_read(m, 0x100c, &r, 4), 0);
    CU_ASSERT_EQUAL(r, 0xdeadbeefu);
    uint8_t *p = mem_ptr(m, 0x1000, 16);
    CU_ASSERT_PTR_NOT_NULL(p);
    if (p)
        CU_ASSERT_EQUAL(p[12], 0xef);                     /* little-endian host byte order */
    mem_free(m);
    mem_free(NULL);
}

static void test_bounds(void)
{
    golden_mem *m = mem_new();
    CU_ASSERT_EQUAL(mem_map(m, 0x1000, 16, "a"), 0);
    CU_ASSERT_EQUAL(mem_map(m, 0x1010, 16, "b"), 0);    /* adjacent, not overlapping */
    uint8_t buf[32];
    CU_ASSERT_EQUAL(mem_read(m, 0x0fff, buf, 1), PWS_EMEM);   /* below */
    CU_ASSERT_EQUAL(mem_read(m, 0x100d, buf, 4), PWS_EMEM);   /* 0x100d..0x1010 crosses a|b */
    CU_ASSERT_EQUAL(mem_read(m, 0x1000, buf, 32), PWS_EMEM);  /* spans two regions */
    CU_ASSERT_EQUAL(mem_read(m, 0x1020, buf, 1), PWS_EMEM);   /* just past b */
    CU_ASSERT_EQUAL(mem_write(m, 0x101f, buf, 2), PWS_EMEM);
    CU_ASSERT_EQUAL(mem_write(m, 0x101f, buf, 1), 0);
    CU_ASSERT_PTR_NULL(mem_ptr(m, 0x100f, 2));
    CU_ASSERT_EQUAL(mem_read(m, UINT64_MAX - 1, buf, 4), PWS_EMEM);
    mem_free(m);
}

static void test_overlap(void)
{
    golden_mem *m = mem_new();
    CU_ASSERT_EQUAL(mem_map(m, 0x2000, 0x100, "a"), 0);
    CU_ASSERT_EQUAL(mem_map(m, 0x2000, 0x100, "same"), PWS_ERANGE);
    CU_ASSERT_EQUAL(mem_map(m, 0x1f80, 0x81, "tail"), PWS_ERANGE);   /* ends at 0x2001 */
    CU_ASSERT_EQUAL(mem_map(m, 0x20ff, 1, "last byte"), PWS_ERANGE);
    CU_ASSERT_EQUAL(mem_map(m, 0x1f00, 0x1000, "around"), PWS_ERANGE);
    CU_ASSERT_EQUAL(mem_map(m, 0x1f80, 0x80, "before"), 0);          /* ends exactly at 0x2000 */
    CU_ASSERT_EQUAL(mem_map(m, 0x2100, 0x10, "after"), 0);
    CU_ASSERT_EQUAL(mem_map(m, 0x3000, 0, "empty"), PWS_ERANGE);
    CU_ASSERT_EQUAL(mem_map(m, UINT64_MAX - 4, 16, "wraps"), PWS_ERANGE);
    mem_free(m);
}

static void test_next_base(void)
{
    golden_mem *m = mem_new();
    /* empty: 4 GiB */
    CU_ASSERT_EQUAL(mem_next_base(m, 100), 0x100000000ull);
    CU_ASSERT_EQUAL(mem_map(m, 0x100000000ull, 100, "a"), 0);
    /* end 0x100000064 -> rounded 0x100001000 -> + guard page 0x100002000 */
    CU_ASSERT_EQUAL(mem_next_base(m, 8), 0x100002000ull);
    CU_ASSERT_EQUAL(mem_map(m, 0x100002000ull, 0x1000, "b"), 0);
    /* end 0x100003000 (already aligned) -> + guard 0x100004000 */
    CU_ASSERT_EQUAL(mem_next_base(m, 1), 0x100004000ull);
    /* a low region does not move the next base down */
    CU_ASSERT_EQUAL(mem_map(m, 0x10, 4, "low"), 0);
    CU_ASSERT_EQUAL(mem_next_base(m, 1), 0x100004000ull);
    /* deterministic: the same calls on another memory give the same addresses */
    golden_mem *m2 = mem_new();
    CU_ASSERT_EQUAL(mem_map(m2, mem_next_base(m2, 100), 100, "a"), 0);
    CU_ASSERT_EQUAL(mem_next_base(m2, 8), 0x100002000ull);
    mem_free(m2);
    mem_free(m);
}

static void test_many_regions(void)
{
    /* inserted out of order; each keeps its own contents */
    golden_mem *m = mem_new();
    static const uint64_t bases[] = { 0x9000, 0x1000, 0x5000, 0x3000, 0x7000, 0xb000, 0xd000,
                                      0xf000, 0x11000, 0x13000 };
    for (unsigned i = 0; i < 10; i++) {
        CU_ASSERT_EQUAL(mem_map(m, bases[i], 0x100, "r"), 0);
        uint32_t v = i;
        CU_ASSERT_EQUAL(mem_write(m, bases[i] + 0xfc, &v, 4), 0);
    }
    for (unsigned i = 0; i < 10; i++) {
        uint32_t v = 99;
        CU_ASSERT_EQUAL(mem_read(m, bases[i] + 0xfc, &v, 4), 0);
        CU_ASSERT_EQUAL(v, i);
        CU_ASSERT_EQUAL(mem_read(m, bases[i] + 0x100, &v, 4), PWS_EMEM);
    }
    mem_free(m);
}

void suite_mem(void)
{
    CU_pSuite s = CU_add_suite("mem", NULL, NULL);
    CU_add_test(s, "map, read, write", test_map_read_write);
    CU_add_test(s, "bounds", test_bounds);
    CU_add_test(s, "overlap", test_overlap);
    CU_add_test(s, "deterministic bases", test_next_base);
    CU_add_test(s, "many regions", test_many_regions);
}
