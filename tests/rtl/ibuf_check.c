/* tests/rtl/ibuf_check.c -- checks rtl/fsm/pws_ibuf.v (the instruction buffers and their prefetcher;
 * docs/microarchitecture-fsm.md "Instruction buffers") through its Verilator model (ibuf_shim.h).
 *
 * The bench plays the unit around the module: an instruction RAM of 2^IBUF_AW dwords whose
 * word at address a is a hash of a and of the code image's generation (a flush is a new image),
 * answering one cycle after a grant, and an arbiter that grants the port at random. A word on
 * the RAM output that was not read for the prefetcher (the FSM's, another SIMD's) is random.
 *
 *  - Directed: a prefetch's cycles worked out by hand from the module's four states (request
 *    word 0, take it and request word 1, repeat the request until granted, take word 1 and fill);
 *    the FSM's fetch going first; an entry that already holds the target is not fetched again;
 *    a flush; a load.
 *  - Random: CYCLES cycles of random inputs. On every cycle: the prefetcher never requests
 *    while the FSM fetches (demand_i), and a hit returns exactly the RAM's words at the looked-up
 *    address and the next one, in the current image.
 *
 * Usage: ibuf_check CYCLES SEED. Prints each failure and one summary line; exit 0 if all held. */
#include "ibuf_shim.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define RAM_WORDS (1u << IBUF_AW)

typedef struct bench {
    void *m;
    uint64_t rng;
    unsigned gen;            /* the code image: a flush writes a new one */
    int ours_prev;           /* the prefetcher's request was granted last cycle */
    unsigned raddr_prev;
    unsigned long cycles, fails, hits, grants;
} bench;

static uint64_t mix(uint64_t x)   /* splitmix64's finalizer */
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static uint32_t rnd(bench *b) { return (uint32_t)(mix(b->rng++) >> 16); }

static uint32_t ram(const bench *b, unsigned a)
{
    return (uint32_t)mix(((uint64_t)b->gen << 32) | (a % RAM_WORDS));
}

static void fail(bench *b, const char *what)
{
    if (b->fails++ < 10)
        printf("ibuf: FAIL at cycle %lu: %s\n", b->cycles, what);
}

/* Grant policies of the arbiter for the prefetcher's requests. */
enum { GNT_ALWAYS, GNT_NEVER, GNT_RANDOM };

/* One cycle: drives in (the bench sets rdata and gnt), checks the per-cycle rules, then the
 * clock edge. out is what the module showed before the edge. */
static void step(bench *b, ibuf_in *in, int policy, ibuf_out *out)
{
    in->rdata = b->ours_prev ? ram(b, b->raddr_prev) : rnd(b);
    in->gnt = 0;
    ibuf_model_eval(b->m, in, out);
    if (out->req)
        in->gnt = policy == GNT_ALWAYS ? 1 : policy == GNT_NEVER ? 0 : rnd(b) % 3 != 0;
    else
        in->gnt = in->demand && rnd(b) % 2;   /* the FSM's grant: not the prefetcher's */
    ibuf_model_eval(b->m, in, out);
    if (out->req && in->demand)
        fail(b, "the prefetcher requests while the FSM fetches");
    if (out->look_hit) {
        b->hits++;
        if (out->look_w0 != ram(b, in->look_addr) || out->look_w1 != ram(b, in->look_addr + 1)) {
            char msg[160];
            snprintf(msg, sizeof msg, "hit ctx %u addr %u: %08x %08x, the RAM holds %08x %08x",
                     in->look_ctx, in->look_addr, out->look_w0, out->look_w1,
                     ram(b, in->look_addr), ram(b, in->look_addr + 1));
            fail(b, msg);
        }
    }
    b->ours_prev = out->req && in->gnt;
    b->grants += (unsigned long)b->ours_prev;
    b->raddr_prev = out->raddr;
    if (in->flush)
        b->gen++;
    ibuf_model_clock(b->m);
    b->cycles++;
}

static void reset(bench *b)
{
    ibuf_in in = { 0 };
    ibuf_out out;
    for (int i = 0; i < 2; i++)
        step(b, &in, GNT_NEVER, &out);
}

/* The quiet inputs: out of reset, nothing asked; looks at (ctx, addr). */
static ibuf_in quiet(unsigned ctx, unsigned addr)
{
    ibuf_in in = { 0 };
    in.rst_n = 1;
    in.look_ctx = ctx;
    in.look_addr = addr;
    return in;
}

/* Runs n cycles asking for (ctx, addr) and looking at it; demand_i in cycles [d0, d1), the
 * prefetcher's requests granted except in cycles [n0, n1). Returns the first cycle whose lookup
 * hits (-1: none); *reqs gets one bit per cycle with req_o high. */
static int ask(bench *b, unsigned ctx, unsigned addr, int n, int d0, int d1, int n0, int n1,
               unsigned *reqs)
{
    int first = -1;
    *reqs = 0;
    for (int c = 0; c < n; c++) {
        ibuf_in in = quiet(ctx, addr);
        in.want = 1;
        in.want_ctx = ctx;
        in.want_addr = addr;
        in.demand = c >= d0 && c < d1;
        ibuf_out out;
        step(b, &in, c >= n0 && c < n1 ? GNT_NEVER : GNT_ALWAYS, &out);
        if (out.req)
            *reqs |= 1u << c;
        if (out.look_hit && first < 0)
            first = c;
    }
    return first;
}

static void expect(bench *b, const char *what, long got, long want)
{
    if (got != want) {
        char msg[160];
        snprintf(msg, sizeof msg, "%s: got %ld, expected %ld", what, got, want);
        fail(b, msg);
    }
}

/* By hand: cycle 0 samples the target (PfIdle), 1 requests word 0 (PfReq0), 2 takes it and
 * requests word 1 (PfData0), 3 takes word 1 and fills (PfData1), 4 hits. */
static void directed(bench *b)
{
    unsigned reqs;
    reset(b);
    expect(b, "a prefetch: first hit", ask(b, 2, 7, 8, 0, 0, 0, 0, &reqs), 4);
    expect(b, "a prefetch: cycles with a request", reqs, 0x6);   /* cycles 1 and 2 */
    expect(b, "the entry holds it: no request", (ask(b, 2, 7, 8, 0, 0, 0, 0, &reqs), reqs), 0);
    /* the FSM fetches in cycles 1..3: the prefetcher waits, 3 cycles later */
    expect(b, "behind the FSM's fetch: first hit", ask(b, 0, 15, 10, 1, 4, 0, 0, &reqs), 7);
    expect(b, "behind the FSM's fetch: requests", reqs, 0x30);   /* cycles 4 and 5 */
    /* word 1 not granted in cycles 2..3: requested again until cycle 4, taken in 5, hit in 6 */
    expect(b, "word 1 waits for the arbiter: first hit", ask(b, 4, 9, 10, 0, 0, 2, 4, &reqs), 6);
    expect(b, "word 1 waits for the arbiter: requests", reqs, 0x1e);   /* cycles 1..4 */
    /* another context at the same address is its own entry */
    expect(b, "same address, other context: first hit", ask(b, 3, 7, 8, 0, 0, 0, 0, &reqs), 4);
    /* a flush voids every entry at once */
    ibuf_in in = quiet(2, 7);
    ibuf_out out;
    in.flush = 1;
    step(b, &in, GNT_ALWAYS, &out);
    expect(b, "before the flush's edge: still a hit", out.look_hit, 1);
    in.flush = 0;
    for (unsigned c = 0; c < IBUF_N; c++) {
        in.look_ctx = c;
        in.look_addr = c == 0 ? 15 : c == 4 ? 9 : 7;
        ibuf_model_eval(b->m, &in, &out);
        expect(b, "after a flush: no hit", out.look_hit, 0);
    }
    /* a load fills an entry in one cycle (a split hands on the splitter's words) */
    in = quiet(1, 5);
    in.load = 1;
    in.load_ctx = 1;
    in.load_addr = 5;
    in.load_w0 = ram(b, 5);
    in.load_w1 = ram(b, 6);
    step(b, &in, GNT_ALWAYS, &out);
    expect(b, "a load: no hit before its edge", out.look_hit, 0);
    in.load = 0;
    step(b, &in, GNT_ALWAYS, &out);
    expect(b, "a load: hit after its edge", out.look_hit, 1);
}

/* Random inputs; targets drawn from a few addresses so that entries are hit and replaced. */
static void random_phase(bench *b, unsigned long n)
{
    for (unsigned long i = 0; i < n; i++) {
        ibuf_in in = quiet(rnd(b) % IBUF_N, rnd(b) % 6);
        in.flush = rnd(b) % 1500 == 0;
        in.want = rnd(b) % 4 != 0;
        in.want_ctx = rnd(b) % IBUF_N;
        in.want_addr = rnd(b) % 6;
        in.demand = rnd(b) % 4 == 0;
        if (rnd(b) % 20 == 0) {
            in.load = 1;
            in.load_ctx = rnd(b) % IBUF_N;
            in.load_addr = rnd(b) % RAM_WORDS;
            in.load_w0 = ram(b, in.load_addr);
            in.load_w1 = ram(b, in.load_addr + 1);
        }
        if (rnd(b) % 3 == 0) {   /* addresses near the end: dword 1 wraps to 0 */
            in.want_addr = RAM_WORDS - 1 - rnd(b) % 2;
            in.look_addr = RAM_WORDS - 1 - rnd(b) % 2;
        }
        ibuf_out out;
        step(b, &in, GNT_RANDOM, &out);
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: ibuf_check CYCLES SEED\n");
        return 2;
    }
    bench b = { 0 };
    unsigned long n = strtoul(argv[1], NULL, 0);
    b.rng = strtoull(argv[2], NULL, 0);
    b.m = ibuf_model_new();
    if (!b.m) {
        fprintf(stderr, "ibuf_check: out of memory\n");
        return 2;
    }
    directed(&b);
    unsigned long dfails = b.fails;
    b.hits = b.grants = 0;
    reset(&b);
    random_phase(&b, n);
    ibuf_model_free(b.m);
    printf("ibuf: directed %s; %lu random cycles, %lu hits, %lu prefetch words, %lu failures\n",
           dfails ? "FAILED" : "ok", n, b.hits, b.grants, b.fails);
    return b.fails ? 1 : 0;
}
