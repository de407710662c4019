/* wcet/bound.c -- see bound.h. */
#include "bound.h"

#include <stddef.h>

uint64_t bound_e_wf(uint64_t ipet, unsigned nsb, uint64_t e_s, uint64_t e_m)
{
    return ipet + (uint64_t)nsb * (e_s + e_m);
}

uint64_t bound_e_wf_dws(uint64_t ipet, unsigned s, uint64_t e_s)
{
    return ipet + (uint64_t)s * e_s;
}

unsigned bound_n_simd_total(unsigned n_simd, unsigned s, unsigned used)
{
    if (used >= s)
        return n_simd;
    return n_simd + (s - used) * n_simd / (used + 1);
}

uint64_t bound_g_parallel(unsigned n_cu, unsigned n_simd_total, unsigned n_wfc, unsigned n_wiwf,
                          uint64_t n_wiwg)
{
    return (uint64_t)n_cu * n_simd_total * n_wfc * n_wiwf / n_wiwg;
}

uint64_t bound_ds(uint64_t g, uint64_t g_parallel)
{
    return (g + g_parallel - 1) / g_parallel;
}

uint64_t bound_kernel_pws(uint64_t ds, uint64_t d, uint64_t e_wf)
{
    return ds * (d + e_wf);
}

uint64_t bound_kernel_dws(uint64_t ds, uint64_t d, unsigned s, uint64_t e_wf)
{
    return ds * (d + ((uint64_t)s + 1) * e_wf);
}

uint64_t bound_eq54(uint64_t b, const uint64_t *delta, const uint64_t *l, unsigned nwaves,
                    unsigned nswf)
{
    uint64_t m = 0;
    for (unsigned i = 0; i < nwaves; i++)
        for (unsigned j = 0; j < nswf; j++) {
            uint64_t v = delta[(size_t)i * nswf + j] + l[(size_t)i * nswf + j];
            m = v > m ? v : m;
        }
    return b * m;
}

uint64_t bound_eq55(uint64_t b, const uint64_t *delta, const uint64_t *l, unsigned nwaves,
                    unsigned nswf)
{
    uint64_t m = 0;
    for (unsigned i = 0; i < nwaves; i++) {
        uint64_t sum = 0, dmax = 0;
        for (unsigned j = 0; j < nswf; j++) {
            sum += l[(size_t)i * nswf + j];
            dmax = delta[(size_t)i * nswf + j] > dmax ? delta[(size_t)i * nswf + j] : dmax;
        }
        m = dmax + sum > m ? dmax + sum : m;   /* the sum does not depend on j: max delta */
    }
    return b * m;
}
