/* wcet/fetch_stream.c -- see fetch_stream.h. */
#include "fetch_stream.h"

#include <stddef.h>

/* need - have, or 0 */
static uint64_t rest(uint64_t need, uint64_t have) { return need > have ? need - have : 0; }

/* cost / wait of instruction j + k of the block (k < 0: before it; 0 beyond pre_*) */
static uint64_t at(const uint64_t *v, const uint64_t pre[2], long i)
{
    return i >= 0 ? v[i] : i >= -2 ? pre[i + 2] : 0;
}

uint64_t fetch_stream_costs(uint64_t nr, uint64_t f, unsigned depth, unsigned width, int fresh,
                            uint64_t entry, uint64_t visit, const uint64_t pre_c[2],
                            const uint64_t pre_w[2], const uint64_t *ready,
                            const uint64_t *waits, unsigned n, uint64_t *c)
{
    return fetch_stream_costs_hooked(nr, f, depth, width, fresh, entry, visit, pre_c, pre_w,
                                     ready, waits, n, c, NULL);
}

uint64_t fetch_stream_costs_hooked(uint64_t nr, uint64_t f, unsigned depth, unsigned width,
                                   int fresh,
                                   uint64_t entry, uint64_t visit, const uint64_t pre_c[2],
                                   const uint64_t pre_w[2], const uint64_t *ready_in,
                                   const uint64_t *waits_in, unsigned n, uint64_t *c,
                                   const fetch_stream_hook *hook)
{
    static const uint64_t zero[2] = { 0, 0 };
    const uint64_t *pc = fresh ? zero : pre_c, *pw = fresh ? zero : pre_w;
    /* the waits of the two before j as the hook left them ([0]: j - 2), for (2): W_(j-w) is
     * wb[2 - w] */
    long fw = width == 1 ? 1 : 2;
    uint64_t sum = 0, wb[2] = { pw[0], pw[1] };
    for (unsigned j = 0; j < n; j++) {
        long J = (long)j;
        uint64_t rj = ready_in[j], w = waits_in[j];
        if (hook && hook->pre)
            hook->pre(hook->ctx, j, hook->base + sum, &rj, &w);
        uint64_t v = rj + w;
        if (j == 0 && fresh && entry) {   /* (1) at a redirect: readiness overlaps the fetch */
            uint64_t first = visit ? (entry + visit - 1) / visit * visit : entry;
            v = (rj > first ? rj : first) - entry + w;
        }
        if (!fresh || J >= fw) {   /* (2): the w - 1 before it */
            uint64_t need = rest(nr + w, wb[2 - fw]), prev = fw == 2 ? at(c, pc, J - 1) : 0;
            v = need > prev + v ? need - prev : v;
        }
        if (!fresh || J >= (long)depth - fw + 1) {   /* (3): the D - w before it */
            uint64_t have = 0;
            for (long k = 1; k <= (long)depth - fw; k++)
                have += at(c, pc, J - k);
            uint64_t need = rest(f + w, have);
            if (need > v)
                v = need;
        }
        c[j] = v;
        sum += v;
        wb[0] = wb[1], wb[1] = w;
        if (hook && hook->post)
            hook->post(hook->ctx, j, hook->base + sum);
    }
    return sum;
}
