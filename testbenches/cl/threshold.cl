/* threshold.cl -- FP32 clamp, quantise and threshold, exercising min/max, fma and conversions.
 * For i < n: v = fma(x[i], scale, bias) clamped to [lo, hi]; q = (int)(v * 16.0f) (truncation);
 * if q > t: out_q[i] = q - t and out_f[i] = (float)q * 0.25f + v; else out_q[i] = -q and
 * out_f[i] = max(v, 0.5f) - (float)i. Run with --wg 64. */
#include "dws.h"

#define WG_SIZE 64

__kernel void threshold(__global const float *x, __global int *out_q, __global float *out_f,
                        float scale, float bias, float lo, float hi, int t, int n)
{
    DWS_MARK_ALL_BRANCHES();
    int i = __builtin_amdgcn_workgroup_id_x() * WG_SIZE + __builtin_amdgcn_workitem_id_x();
    if (i >= n)
        return;
    float v = __builtin_fmaf(x[i], scale, bias);
    v = __builtin_fmaxf(lo, __builtin_fminf(v, hi));
    int q = (int)(v * 16.0f);
    if (q > t) {
        out_q[i] = q - t;
        out_f[i] = (float)q * 0.25f + v;
    } else {
        out_q[i] = -q;
        out_f[i] = __builtin_fmaxf(v, 0.5f) - (float)i;
    }
}
