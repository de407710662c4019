/* wcet/mem_queue.c -- see mem_queue.h. */
#include "mem_queue.h"

#include <string.h>

static uint64_t round_up(uint64_t a, uint64_t n) { return n ? (a + n - 1) / n * n : a; }

void mem_queue_start(mem_queue *q, uint64_t send, uint64_t answer, uint64_t lead, uint64_t visit,
                     unsigned slots, const uint8_t *flat, const uint8_t *waits,
                     const uint8_t *drains, const uint64_t *start, unsigned n)
{
    memset(q, 0, sizeof *q);
    q->send = send, q->answer = answer, q->lead = lead, q->visit = visit;
    q->step = visit > 2 ? visit : 2;
    q->slots = slots < 1 ? 1 : slots > MEM_QUEUE_MAX ? MEM_QUEUE_MAX : slots;
    q->flat = flat, q->waits = waits, q->drains = drains;
    if (n > q->slots)   /* (keep the latest ends: they bound the older ones' too) */
        start += n - q->slots, n = q->slots;
    if (n)
        memcpy(q->end, start, n * sizeof *start);
    q->count = n;
}

void mem_queue_merge(uint64_t *dst, unsigned *n, const uint64_t *src, unsigned m)
{
    if (m > *n) {   /* (align from the newest) */
        memmove(dst + (m - *n), dst, *n * sizeof *dst);
        memset(dst, 0, (m - *n) * sizeof *dst);
        *n = m;
    }
    for (unsigned i = 0; i < m; i++)
        if (src[i] > dst[*n - m + i])
            dst[*n - m + i] = src[i];
}

unsigned mem_queue_full(uint64_t send, uint64_t lead, unsigned slots, uint64_t *out)
{
    slots = slots < 1 ? 1 : slots > MEM_QUEUE_MAX ? MEM_QUEUE_MAX : slots;
    for (unsigned i = 0; i < slots; i++)
        out[i] = lead + (i + 1) * send;
    return slots;
}

void mem_queue_pre(void *ctx, unsigned j, uint64_t t, uint64_t *ready, uint64_t *wait)
{
    (void)wait;
    mem_queue *q = ctx;
    uint64_t at = 0;   /* the latest it can be held back to by the queue */
    if (q->waits[j] && q->count)   /* its loads' answers: after the last sending */
        at = q->end[q->count - 1] + q->answer;
    if (q->flat[j] && q->count == q->slots && q->end[0] > at)   /* room: the oldest left */
        at = q->end[0];
    if (at > t && round_up(at - t, q->visit) > *ready)
        *ready = round_up(at - t, q->visit);
}

void mem_queue_post(void *ctx, unsigned j, uint64_t t)
{
    mem_queue *q = ctx;
    q->posts++;
    if (q->drains && q->drains[j]) {   /* every FLAT op before it has ended by its issue */
        q->count = 0, q->drained = 1, q->since = 0;
        return;
    }
    if (!q->flat[j])
        return;
    q->since++;
    uint64_t start = t + q->lead;
    if (q->count && q->end[q->count - 1] > start)
        start = q->end[q->count - 1];
    if (q->count == q->slots) {   /* the oldest has left (it issued after room) */
        memmove(q->end, q->end + 1, (q->count - 1) * sizeof *q->end);
        q->count--;
    }
    q->end[q->count++] = start + q->send;
}

unsigned mem_queue_left(const mem_queue *q, uint64_t *out)
{
    uint64_t least = (uint64_t)q->posts * q->step;   /* the last issue, at the soonest */
    unsigned n = 0;
    for (unsigned i = 0; i < q->count; i++)
        if (q->end[i] > least)
            out[n++] = q->end[i] - least;
    unsigned c = q->drained && q->since < q->slots ? q->since : q->slots;
    if (n > c)   /* (keep the newest) */
        memmove(out, out + (n - c), c * sizeof *out), n = c;
    for (unsigned k = 0; k < n; k++) {   /* the k-th newest: lead + (c - k) sendings */
        uint64_t cap = q->lead + (uint64_t)(c - k) * q->send;
        if (out[n - 1 - k] > cap)
            out[n - 1 - k] = cap;
    }
    return n;
}
