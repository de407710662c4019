/* testbenches/clc/local_args.cl -- __local kernel arguments (value_kind dynamic_shared_pointer)
 * beside a static __local array, written as an OpenCL user writes them and compiled by `pws cl`
 * with libclc's built-ins. The host gives each __local argument its size (--arg local:BYTES);
 * the runtime places the regions after the static LDS (docs/golden.md "__local arguments").
 *
 * Each workgroup stages its slice of `in` in `a`, writes it reversed and offset into `b` through
 * the static table, reads `b` back in order, and its first work-item records where `a` and `b`
 * were placed, so that the reference checks the placement as well as the values. */
__kernel void local_args(__global const int *in, __global int *out, __global uint *where,
                         __local int *a, __local int *b)
{
    __local int table[4];
    int l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
    if (l < 4)
        table[l] = 1000 * (l + 1);
    a[l] = in[g * n + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    b[n - 1 - l] = 2 * a[l] + table[l & 3];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g * n + l] = b[l];
    if (l == 0) {
        where[2 * g] = (uint)(size_t)a;
        where[2 * g + 1] = (uint)(size_t)b;
    }
}
