/* histogram.cl -- integer histogram with global atomics. Work-item i hashes PER_ITEM consecutive
 * words of data (xorshift-style mixing: shifts, xor, multiply by an odd constant) and adds 1 to
 * bin (hash >> 20) & (nbins - 1) with atomic_add; words equal to the skip value are counted in
 * bins[nbins] instead (if/else divergence). nbins must be a power of two. The final counts do not
 * depend on the order of the atomics. Run with --wg 64. */
#include "dws.h"

#define WG_SIZE 64
#define PER_ITEM 4

__kernel void histogram(__global const uint *data, __global uint *bins, uint nbins, uint n,
                        uint skip)
{
    DWS_MARK_ALL_BRANCHES();
    uint i = __builtin_amdgcn_workgroup_id_x() * WG_SIZE + __builtin_amdgcn_workitem_id_x();
    for (uint k = 0; k < PER_ITEM; k++) {
        uint j = i * PER_ITEM + k;
        if (j >= n)
            break;
        uint h = data[j];
        if (h == skip) {
            __atomic_fetch_add(&bins[nbins], 1u, __ATOMIC_RELAXED);
        } else {
            h ^= h << 13;
            h ^= h >> 17;
            h ^= h << 5;
            h *= 0x9E3779B1u;
            __atomic_fetch_add(&bins[(h >> 20) & (nbins - 1)], 1u, __ATOMIC_RELAXED);
        }
    }
}
