/* tests/test_fetch_stream.c -- wcet/fetch_stream.c: a block's costs when waits overlap the
 * fetch. Every expected value is worked out by hand from the three rules of fetch_stream.h. */
#include <CUnit/CUnit.h>

#include "fetch_stream.h"
#include "mem_queue.h"

static void test_costs(void)
{
    uint64_t c[4];
    /* N R = 16, F = 20, 4-entry buffers. A PWS turn's VALU ops: ready 4, waits 8 (a turn in
     * progress and its own). Fresh: (1) gives 12 each; (2) from j = 2 asks c1 + c2 >= 16 + 8 -
     * 8 = 16 (24 is); (3) from j = 3 asks c1 + c2 + c3 >= 28 (36 is): 48, where adding the
     * fetch's share and the waits gave 4 x (max(4, 8) + 8) = 64 */
    const uint64_t r1[4] = { 4, 4, 4, 4 }, w1[4] = { 8, 8, 8, 8 };
    const uint64_t none[2] = { 0, 0 };
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 1, 0, 4, none, none, r1, w1, 4, c), 48);
    CU_ASSERT_EQUAL(c[3], 12);
    /* fetch-bound, no waits, ready 2. Fresh: 2, 2; j = 2: (2) 16 - c1 = 14; j = 3: (2) 16 - 14
     * = 2, (3) 20 - (c1 + c2 = 16) = 4: 22 (the second pair is delivered 16 after the first,
     * the last issue 4 later) */
    const uint64_t r2[4] = { 2, 2, 2, 2 }, w2[4] = { 0, 0, 0, 0 };
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 1, 0, 4, none, none, r2, w2, 4, c), 22);
    CU_ASSERT_EQUAL(c[2], 14);
    CU_ASSERT_EQUAL(c[3], 4);
    /* the same block entered without a redirect (the instructions before it unknown, taken as
     * cost 0): j = 0: (3) 20; j = 1: (2) 16 - 20 < 2, (3) 20 - 20 = 0: 2; j = 2: (2) 16 - 2 =
     * 14; j = 3: (2) 2, (3) 20 - 16 = 4: 40 */
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 0, 0, 4, none, none, r2, w2, 4, c), 40);
    CU_ASSERT_EQUAL(c[0], 20);
    /* entered without a redirect after a predecessor whose last two cost at least 2 and 2 and
     * wait 0: j = 0: (2) 16 - 2 = 14, (3) 20 - (2 + 2) = 16: 16; j = 1: (2) 16 - 16 < 2, (3) 20
     * - (16 + 2) = 2: 2; j = 2: (2) 14, (3) 20 - 18 = 2: 14; j = 3: 2, (3) 20 - 16 = 4: 36 */
    const uint64_t pc[2] = { 2, 2 };
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 0, 0, 4, pc, none, r2, w2, 4, c), 36);
    CU_ASSERT_EQUAL(c[0], 16);
    /* a long wait after short ones: (2) asks c2 >= 16 + 300 - 0 - c1 = 316 - 2, but (1) gives
     * 2 + 300 = 302 and c1 = 2: max(302, 314) = 314; j = 3: (2) 16 + 0 - 0 - 314 < 2, (3) 20 -
     * 316 < 2: 2 */
    const uint64_t w3[4] = { 0, 0, 300, 0 };
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 1, 0, 4, none, none, r2, w3, 4, c), 2 + 2 + 314 + 2);
    /* a run that starts at a redirect of E = 10 (F and the redirect) with visits every 4 cycles:
     * its first instruction's readiness (8 after the branch's issue) overlaps the fetch, and it
     * issues at the first visit after both, 12: c0 = 12 - 10 = 2 (not 8); readiness 20 (a load
     * it waits for): c0 = 20 - 10 = 10; its waits are added after: 3 more */
    const uint64_t r4[2] = { 8, 4 }, w4[2] = { 0, 0 }, r5[2] = { 20, 4 }, w5[2] = { 3, 0 };
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 1, 10, 4, none, none, r4, w4, 2, c), 2 + 4);
    CU_ASSERT_EQUAL(c[0], 2);
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 1, 10, 4, none, none, r5, w5, 2, c), 13 + 4);
    CU_ASSERT_EQUAL(c[0], 13);
    /* ... but not when it is entered without a redirect (the entry is then the caller's 0) */
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 0, 10, 4, pc, none, r4, w4, 1, c), 16);
    /* an empty block costs nothing */
    CU_ASSERT_EQUAL(fetch_stream_costs(16, 20, 4, 2, 0, 0, 4, none, none, r2, w2, 0, c), 0);
}

/* The narrow fetch (width 1: one instruction a pick) into 2-entry buffers, ready 2, no waits:
 * (2) is c_j >= N R + W_j - W_(j-1), (3) c_(j-1) + c_j >= F + W_j.
 *   N R = 8, F = 12, fresh: j = 0: (1) 2; j = 1: (2) 8; j = 2, 3: (2) 8, (3) 12 - 8 = 4: 26,
 *     an instruction a pick;
 *   N R = 4, F = 12 (a fetch slower than its pace): j = 1: (2) 4; j = 2: (3) 12 - 4 = 8;
 *     j = 3: (2) 4, (3) 12 - 8 = 4: 2 + 4 + 8 + 4 = 18;
 *   N R = 8, F = 12 without a redirect, after two of cost 2: j = 0: (2) 8, (3) 12 - 2 = 10;
 *     j = 1: (2) 8, (3) 12 - 10 = 2; j = 2, 3: 8: 34. */
static void test_costs_narrow(void)
{
    uint64_t c[4];
    const uint64_t r[4] = { 2, 2, 2, 2 }, w[4] = { 0, 0, 0, 0 };
    const uint64_t none[2] = { 0, 0 }, pc[2] = { 2, 2 };
    CU_ASSERT_EQUAL(fetch_stream_costs(8, 12, 2, 1, 1, 0, 4, none, none, r, w, 4, c), 26);
    CU_ASSERT_EQUAL(c[0], 2);
    CU_ASSERT_EQUAL(c[1], 8);
    CU_ASSERT_EQUAL(c[3], 8);
    CU_ASSERT_EQUAL(fetch_stream_costs(4, 12, 2, 1, 1, 0, 4, none, none, r, w, 4, c), 18);
    CU_ASSERT_EQUAL(c[2], 8);
    CU_ASSERT_EQUAL(c[3], 4);
    CU_ASSERT_EQUAL(fetch_stream_costs(8, 12, 2, 1, 0, 0, 4, pc, none, r, w, 4, c), 34);
    CU_ASSERT_EQUAL(c[0], 10);
    CU_ASSERT_EQUAL(c[1], 8);
    /* the same pace with two a pick and 4 entries: 2, 2, then (2) 8 - 2 = 6, and j = 3: (2)
     * 8 - 6 = 2, (3) 12 - (2 + 6) = 4: 14 */
    CU_ASSERT_EQUAL(fetch_stream_costs(8, 12, 4, 2, 1, 0, 4, none, none, r, w, 4, c), 14);
    CU_ASSERT_EQUAL(c[2], 6);
    CU_ASSERT_EQUAL(c[3], 4);
}

/* The FLAT queue through a block (mem_queue.h), by hand: 2 slots, a sending of at most 100, the
 * answer 25 after it, 3 cycles of rows before it, visits every 4 cycles. Three FLAT ops and an
 * instruction that waits for them, each handed its predecessor's latest issue t:
 *   A issues at 4: sends from 4 + 3 = 7 to 107.
 *   B (t = 4) finds a slot; issues at 8: sends from max(11, 107) to 207.
 *   C (t = 8) finds the queue full: ready when A has left, 107 - 8 = 99 -> 100 (a visit);
 *     issues at 108: sends from max(111, 207) to 307; the queue holds B and C.
 *   the wait (t = 108): ready at the last sending's end + the answer, 332: 224 after t.
 * Left after C's issue, counted from the soonest C can issue, 3 issues of max(4, 2) = 12 after
 * the block's origin: 207 - 12 = 195 and 307 - 12 = 295, each at most a full queue's, 3 + 100
 * = 103 and 3 + 200 = 203; after the wait, which drains the queue (vmcnt(0)), nothing; a block
 * with one FLAT op after its drain leaves at most 3 + 100. A full queue of 2: ends 103 and 203,
 * so a first FLAT op (t = 0) waits 103 -> 104. */
static void test_mem_queue(void)
{
    static const uint8_t flat[4] = { 1, 1, 1, 0 }, waits[4] = { 0, 0, 0, 1 };
    static const uint8_t drains[4] = { 0, 0, 0, 1 };
    mem_queue q;
    mem_queue_start(&q, 100, 25, 3, 4, 2, flat, waits, drains, NULL, 0);
    uint64_t r = 4, w = 0, left[MEM_QUEUE_MAX];
    mem_queue_pre(&q, 0, 0, &r, &w);
    CU_ASSERT_EQUAL(r, 4);
    mem_queue_post(&q, 0, 4);
    r = 4;
    mem_queue_pre(&q, 1, 4, &r, &w);
    CU_ASSERT_EQUAL(r, 4);
    mem_queue_post(&q, 1, 8);
    r = 4;
    mem_queue_pre(&q, 2, 8, &r, &w);
    CU_ASSERT_EQUAL(r, 100);
    mem_queue_post(&q, 2, 108);
    CU_ASSERT_EQUAL(mem_queue_left(&q, left), 2);
    CU_ASSERT_EQUAL(left[0], 103);
    CU_ASSERT_EQUAL(left[1], 203);
    r = 4;
    mem_queue_pre(&q, 3, 108, &r, &w);
    CU_ASSERT_EQUAL(r, 224);
    CU_ASSERT_EQUAL(w, 0);
    mem_queue_post(&q, 3, 332);
    CU_ASSERT_EQUAL(mem_queue_left(&q, left), 0);
    static const uint8_t flat2[2] = { 0, 1 }, drain2[2] = { 1, 0 };
    mem_queue_start(&q, 100, 25, 3, 4, 2, flat2, flat2, drain2, NULL, 0);
    mem_queue_post(&q, 0, 4);
    mem_queue_post(&q, 1, 8);
    CU_ASSERT_EQUAL(mem_queue_left(&q, left), 1);
    CU_ASSERT_EQUAL(left[0], 103);
    uint64_t full[MEM_QUEUE_MAX];
    CU_ASSERT_EQUAL(mem_queue_full(100, 3, 2, full), 2);
    CU_ASSERT_EQUAL(full[0], 103);
    CU_ASSERT_EQUAL(full[1], 203);
    mem_queue_start(&q, 100, 25, 3, 4, 2, flat, waits, drains, full, 2);
    r = 4;
    mem_queue_pre(&q, 0, 0, &r, &w);
    CU_ASSERT_EQUAL(r, 104);
}

void suite_fetch_stream(void)
{
    CU_pSuite s = CU_add_suite("fetch_stream", NULL, NULL);
    CU_add_test(s, "block costs: the fetch and the waits overlap", test_costs);
    CU_add_test(s, "block costs behind the narrow fetch (one a pick)", test_costs_narrow);
    CU_add_test(s, "a FLAT unit's queue through a block", test_mem_queue);
}
