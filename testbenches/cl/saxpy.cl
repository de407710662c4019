/* saxpy.cl -- FP32 y[i] = a * x[i] + y[i] for i < n (one work-item per element).
 * clang contracts a * x[i] + y[i] into v_mac_f32 (multiply-add with an intermediate rounding,
 * f32 denormals flushed), so the CPU reference rounds the product, then the sum
 * (docs/testbenches.md). Workgroups are WG_SIZE work-items wide: run with --wg 64. */
#include "dws.h"

#define WG_SIZE 64

__kernel void saxpy(float a, __global const float *x, __global float *y, unsigned n)
{
    DWS_MARK_ALL_BRANCHES();
    unsigned i = __builtin_amdgcn_workgroup_id_x() * WG_SIZE + __builtin_amdgcn_workitem_id_x();
    if (i < n)
        y[i] = a * x[i] + y[i];
}
