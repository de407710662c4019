/* golden/dispatch.c -- the HSA dispatch ABI (see dispatch.h; spec docs/golden.md "Dispatch and
 * ABI"). Register order and the Work-Group Info layout follow LLVM AMDGPUUsage "Initial Kernel
 * Execution State": user SGPRs from s0 in the order private segment buffer (4), dispatch ptr (2),
 * queue ptr (2), kernarg segment ptr (2), dispatch id (2), flat scratch init (2), private segment
 * size (1); then, from s[user_sgpr_count], the system SGPRs workgroup id x, y, z, workgroup info
 * {first_wave[31], ordered_append_term[16:6], threadgroup_size_in_waves[5:0]}, private segment
 * wavefront offset. Scratch is unsupported, so everything that describes it is zero. */
#include "dispatch.h"

#include "isa.h"

#include <string.h>

/* MODE after dispatch (GCN3 MODE register): FP_ROUND [3:0] = 0 (round to nearest even for
 * f32 and f16/f64), FP_DENORM [5:4] = float_denorm_mode_32, FP_DENORM [7:6] = 3 (LLVM's default
 * float_denorm_mode_16_64, which kernel_desc does not carry: the subset has no f16/f64 math),
 * DX10_CLAMP [8], IEEE [9]. */
static uint32_t initial_mode(const kernel_desc *d)
{
    return (uint32_t)(d->float_denorm_mode_32 & 3) << 4 | 3u << 6
           | (uint32_t)(d->dx10_clamp & 1) << 8 | (uint32_t)(d->ieee_mode & 1) << 9;
}

/* M0 after dispatch: all ones, the value clang writes to M0 before LDS instructions on gfx8, so
 * that a hand-written kernel that never sets M0 sees the same DS behaviour as clang's code. */
#define DISPATCH_M0 0xffffffffu

void dispatch_geom_init(dispatch_geom *g)
{
    g->dims = 1;
    for (unsigned d = 0; d < 3; d++) {
        g->nwg[d] = (uint32_t)(((uint64_t)g->grid[d] + g->wg[d] - 1) / g->wg[d]);
        if (g->grid[d] > 1 || g->wg[d] > 1)
            g->dims = d + 1;
    }
    unsigned items = g->wg[0] * g->wg[1] * g->wg[2];
    g->waves_per_wg = (items + g->lanes - 1) / g->lanes;
}

void dispatch_wg_extent(const dispatch_geom *g, unsigned wg, uint32_t id[3], uint32_t ext[3])
{
    id[0] = wg % g->nwg[0];
    id[1] = (wg / g->nwg[0]) % g->nwg[1];
    id[2] = wg / g->nwg[0] / g->nwg[1];
    for (unsigned d = 0; d < 3; d++) {
        uint64_t first = (uint64_t)id[d] * g->wg[d];
        uint64_t left = g->grid[d] - first;
        ext[d] = left < g->wg[d] ? (uint32_t)left : g->wg[d];
    }
}

unsigned dispatch_wg_waves(const dispatch_geom *g, unsigned wg)
{
    uint32_t id[3], ext[3];
    dispatch_wg_extent(g, wg, id, ext);
    unsigned items = ext[0] * ext[1] * ext[2];
    return (items + g->lanes - 1) / g->lanes;
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
    for (unsigned i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static void put64(uint8_t *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

void dispatch_packet(const dispatch_geom *g, const kernel *k, uint64_t kernarg, uint8_t p[64])
{
    memset(p, 0, DISPATCH_PACKET_SIZE);
    put16(p + 0, 2);                     /* header: HSA_PACKET_TYPE_KERNEL_DISPATCH */
    put16(p + 2, (uint16_t)g->dims);     /* setup: dimensions */
    put16(p + 4, (uint16_t)g->wg[0]);    /* workgroup_size_x/y/z */
    put16(p + 6, (uint16_t)g->wg[1]);
    put16(p + 8, (uint16_t)g->wg[2]);
    put32(p + 12, g->grid[0]);           /* grid_size_x/y/z */
    put32(p + 16, g->grid[1]);
    put32(p + 20, g->grid[2]);
    put32(p + 24, 0);                    /* private_segment_size: no scratch */
    put32(p + 28, k->desc.group_segment_fixed_size);   /* group_segment_size */
    put64(p + 40, kernarg);              /* kernarg_address; kernel_object and signal stay 0 */
}

void dispatch_packet_set_lds(uint8_t p[64], uint32_t group_segment_size)
{
    put32(p + 28, group_segment_size);
}

unsigned dispatch_num_vgprs(const kernel *k)
{
    unsigned n = k->desc.next_free_vgpr;
    unsigned ids = k->desc.system_vgpr_workitem_id + 1u;   /* v0 .. v[id] are written */
    if (ids > 3)
        ids = 3;
    return n > ids ? n : ids;
}

/* The last SGPR index + 1 that operand code op of dw dwords names, or 0 for no SGPR. */
static unsigned sgpr_end(unsigned op, unsigned dw)
{
    return op < 102 ? op + (dw ? dw : 1) : 0;
}

unsigned dispatch_num_sgprs(const kernel *k)
{
    unsigned n = k->desc.next_free_sgpr;
    isa_inst in;
    for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords) {
        const isa_op_info *i = isa_info(in.op);
        unsigned ends[6] = {
            sgpr_end(in.dst, i->dst_dwords), sgpr_end(in.sdst, 2),
            sgpr_end(in.src[0], i->src_dwords[0]), sgpr_end(in.src[1], i->src_dwords[1]),
            sgpr_end(in.src[2], i->src_dwords[2]),
            i->cls == ISA_CLS_SMEM && !in.smem_imm ? sgpr_end(in.imm, 1) : 0 };
        for (int j = 0; j < 6; j++)
            if (ends[j] > n)
                n = ends[j];
    }
    n = (n + 1) & ~1u;
    return n < 102 ? n : 102;
}

void dispatch_wave(const dispatch_geom *g, const kernel *k, const dispatch_ptrs *p, unsigned wg,
                   unsigned wf, wave *w, uint32_t *vgpr)
{
    const kernel_desc *d = &k->desc;
    uint32_t id[3], ext[3];
    dispatch_wg_extent(g, wg, id, ext);
    unsigned items = ext[0] * ext[1] * ext[2];
    unsigned nwaves = (items + g->lanes - 1) / g->lanes;

    memset(w->sgpr, 0, sizeof w->sgpr);
    memset(w->ttmp, 0, sizeof w->ttmp);
    unsigned s = 0;
    if (d->user_sgpr_private_segment_buffer)
        s += 4;                                  /* zero: scratch is unsupported */
    if (d->user_sgpr_dispatch_ptr) {
        w->sgpr[s] = (uint32_t)p->packet;
        w->sgpr[s + 1] = (uint32_t)(p->packet >> 32);
        s += 2;
    }
    if (d->user_sgpr_queue_ptr) {
        w->sgpr[s] = (uint32_t)p->queue;
        w->sgpr[s + 1] = (uint32_t)(p->queue >> 32);
        s += 2;
    }
    if (d->user_sgpr_kernarg_segment_ptr) {
        w->sgpr[s] = (uint32_t)p->kernarg;
        w->sgpr[s + 1] = (uint32_t)(p->kernarg >> 32);
        s += 2;
    }
    if (d->user_sgpr_dispatch_id)
        s += 2;                                  /* dispatch id 0 */
    if (d->user_sgpr_flat_scratch_init)
        s += 2;                                  /* zero: no scratch */
    if (d->user_sgpr_private_segment_size)
        s += 1;                                  /* zero */
    if (d->user_sgpr_count > s)
        s = d->user_sgpr_count;                  /* system SGPRs follow USER_SGPR_COUNT */
    if (d->system_sgpr_workgroup_id_x)
        w->sgpr[s++] = id[0];
    if (d->system_sgpr_workgroup_id_y)
        w->sgpr[s++] = id[1];
    if (d->system_sgpr_workgroup_id_z)
        w->sgpr[s++] = id[2];
    if (d->system_sgpr_workgroup_info)
        w->sgpr[s++] = (wf == 0 ? 1u << 31 : 0) | (nwaves & 0x3f);
    if (d->system_sgpr_private_segment_wavefront_offset)
        w->sgpr[s++] = 0;

    /* work-items of the (possibly partial) workgroup, x fastest, packed into wavefronts */
    uint64_t exec = 0;
    unsigned nid = d->system_vgpr_workitem_id + 1u;
    if (nid > 3)
        nid = 3;
    for (unsigned l = 0; l < g->lanes; l++) {
        unsigned item = wf * g->lanes + l;
        if (item >= items)
            break;
        exec |= 1ull << l;
        uint32_t xyz[3] = { item % ext[0], (item / ext[0]) % ext[1], item / (ext[0] * ext[1]) };
        for (unsigned r = 0; r < nid; r++)
            vgpr[r * g->lanes + l] = xyz[r];
    }

    w->pc = k->entry;
    w->exec = exec;
    w->vcc = 0;
    w->flat_scratch = 0;
    w->xnack_mask = 0;
    w->m0 = DISPATCH_M0;
    w->mode = initial_mode(d);
    w->scc = 0;
}
