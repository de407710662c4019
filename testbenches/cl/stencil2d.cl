/* stencil2d.cl -- 5-point FP32 stencil on a w x h grid, one work-item per cell on a 2-D grid
 * (--grid W,H --wg 8,8). Interior cells: out = c0 * in[y][x] + c1 * (((n + s) + w) + e) in this
 * order; border cells are copied. clang contracts the outer a * b + c into a multiply-add with an
 * intermediate rounding (v_mac/v_mad), which the CPU reference reproduces. */
#include "dws.h"

#define WG_X 8
#define WG_Y 8

__kernel void stencil2d(__global const float *in, __global float *out, int w, int h,
                        float c0, float c1)
{
    DWS_MARK_ALL_BRANCHES();
    int x = __builtin_amdgcn_workgroup_id_x() * WG_X + __builtin_amdgcn_workitem_id_x();
    int y = __builtin_amdgcn_workgroup_id_y() * WG_Y + __builtin_amdgcn_workitem_id_y();
    if (x >= w || y >= h)
        return;
    int i = y * w + x;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[i] = in[i];
    } else {
        float nb = ((in[i - w] + in[i + w]) + in[i - 1]) + in[i + 1];
        float t = c1 * nb;
        out[i] = c0 * in[i] + t;
    }
}
