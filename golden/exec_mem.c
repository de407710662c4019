/* golden/exec_mem.c -- SMEM (s_load_dword*), FLAT (global memory) and DS (LDS) instructions.
 *
 * Memory is byte-addressed little-endian, whatever the host. Every vector access is checked for
 * all active lanes (alignment, then bounds) before any lane touches memory, so a faulting
 * instruction leaves memory and registers as they were; the accesses themselves then happen in
 * increasing lane order, which is what defines the result of several lanes' atomics to one
 * address within one instruction. Spec: docs/exec.md "Scalar memory", "FLAT", "DS". */
#include <stdint.h>

#include "exec_int.h"
#include "mem.h"
#include "pws_err.h"

#define MAXL EV_MAX_LANES

static uint32_t ld(const uint8_t *p, unsigned size)   /* size 1, 2 or 4 bytes, zero-extended */
{
    uint32_t v = 0;
    for (unsigned i = 0; i < size; i++)
        v |= (uint32_t)p[i] << (8 * i);
    return v;
}

static void st(uint8_t *p, uint32_t v, unsigned size)
{
    for (unsigned i = 0; i < size; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static const char *name(const isa_inst *in) { return isa_info(in->op)->name; }

static uint8_t *global_ptr(wave *w, uint64_t addr, unsigned size)
{
    return w->mem ? mem_ptr(w->mem, addr, size) : NULL;
}

/* ---- SMEM ----------------------------------------------------------------------------------- */

/* Event: the loaded dwords are recorded as "lanes" of up to 4 dwords (lane j = dwords 4j..4j+3 at
 * address + 16j), so s_load_dword..x4 use lane 0 only and x8/x16 lanes 0-1/0-3. */
int exec_smem(wave *w, const isa_inst *in, golden_event *ev)
{
    unsigned n = isa_info(in->op)->dst_dwords;
    uint64_t base;
    uint32_t off;
    int rc;
    if ((rc = exec_sread64(w, in, in->src[0], &base)))
        return rc;
    if (in->smem_imm)
        off = (uint32_t)in->imm;
    else if ((rc = exec_sread32(w, in, (uint16_t)in->imm, &off)))
        return rc;
    uint64_t addr = base + off;
    if (addr & 3)
        return exec_error(w, in, PWS_EMEM, "%s: address 0x%llx is not 4-byte aligned", name(in),
                          (unsigned long long)addr);
    const uint8_t *p = global_ptr(w, addr, 4 * n);
    if (!p)
        return exec_error(w, in, PWS_EMEM, "%s: %u bytes at 0x%llx are outside global memory",
                          name(in), 4 * n, (unsigned long long)addr);
    uint32_t d[16];
    unsigned per = n < 4 ? n : 4;
    ev->has |= EV_MEM_RD;
    ev->mem_space = EV_SPACE_GLOBAL;
    ev->mem_dwords = (uint8_t)per;
    ev->mem_mask = (1ull << ((n + 3) / 4)) - 1;
    for (unsigned i = 0; i < n; i++) {
        d[i] = ld(p + 4 * i, 4);
        ev->mem_rdata[i % 4][i / 4] = d[i];
    }
    for (unsigned j = 0; j < (n + 3) / 4; j++) {
        ev->mem_addr[j] = addr + 16 * j;
        ev->mem_bytes[j] = (uint16_t)((1u << (4 * per)) - 1);
    }
    return exec_swrite(w, in, ev, in->dst, d, n);
}

/* ---- FLAT ----------------------------------------------------------------------------------- */

typedef struct flat_shape {
    unsigned size;     /* bytes per element (1, 2, or 4 for each dword) */
    unsigned dwords;   /* dwords per lane */
    int sign;          /* sign-extend a sub-dword load */
} flat_shape;

static flat_shape shape(isa_op op, unsigned dwords)
{
    flat_shape s = { 4, dwords ? dwords : 1, 0 };
    switch (op) {
    case ISA_flat_load_sbyte: s.sign = 1; s.size = 1; break;
    case ISA_flat_load_ubyte:
    case ISA_flat_store_byte: s.size = 1; break;
    case ISA_flat_load_sshort: s.sign = 1; s.size = 2; break;
    case ISA_flat_load_ushort:
    case ISA_flat_store_short: s.size = 2; break;
    default: break;
    }
    if (op == ISA_flat_atomic_cmpswap)
        s.dwords = 1;   /* two data dwords (src, cmp), one memory dword */
    return s;
}

static uint32_t atomic(isa_op op, uint32_t old, uint32_t data, uint32_t cmp)
{
    switch (op) {
    case ISA_flat_atomic_swap: return data;
    case ISA_flat_atomic_add: return old + data;
    case ISA_flat_atomic_sub: return old - data;
    case ISA_flat_atomic_smin: return (int32_t)data < (int32_t)old ? data : old;
    case ISA_flat_atomic_umin: return data < old ? data : old;
    case ISA_flat_atomic_smax: return (int32_t)data > (int32_t)old ? data : old;
    case ISA_flat_atomic_umax: return data > old ? data : old;
    case ISA_flat_atomic_and: return old & data;
    case ISA_flat_atomic_or: return old | data;
    case ISA_flat_atomic_xor: return old ^ data;
    case ISA_flat_atomic_inc: return old >= data ? 0 : old + 1;
    case ISA_flat_atomic_dec: return old == 0 || old > data ? data : old - 1;
    default: return old == cmp ? data : old;   /* flat_atomic_cmpswap */
    }
}

int exec_flat(wave *w, const isa_inst *in, golden_event *ev)
{
    const isa_op_info *info = isa_info(in->op);
    uint32_t fl = info->flags;
    unsigned n = w->lanes;
    uint64_t act = wave_active(w);
    flat_shape sh = shape(in->op, fl & ISA_F_STORE ? info->src_dwords[1] : info->dst_dwords);
    unsigned bytes = sh.size == 4 ? 4 * sh.dwords : sh.size;
    int ra = exec_vgpr_index(w, in, in->src[0], 2), rd = 0;
    if (ra < 0)
        return ra;
    if (info->src_dwords[1] && (rd = exec_vgpr_index(w, in, in->src[1], info->src_dwords[1])) < 0)
        return rd;
    if (in->dst != ISA_OPND_NONE && (fl & (ISA_F_LOAD | ISA_F_ATOMIC))) {
        int r = exec_vgpr_index(w, in, in->dst, sh.dwords);
        if (r < 0)
            return r;
    }
    const uint32_t *alo = &w->vgpr[(unsigned)ra * n], *ahi = alo + n;
    uint8_t *ptr[MAXL];
    for (unsigned l = 0; l < n; l++) {   /* check every active lane before touching memory */
        if (!(act >> l & 1))
            continue;
        uint64_t addr = (uint64_t)ahi[l] << 32 | alo[l];
        unsigned align = sh.size;
        if (addr & (align - 1))
            return exec_error(w, in, PWS_EMEM, "%s: lane %u: address 0x%llx is not %u-byte "
                              "aligned", name(in), l, (unsigned long long)addr, align);
        if (!(ptr[l] = global_ptr(w, addr, bytes)))
            return exec_error(w, in, PWS_EMEM, "%s: lane %u: %u bytes at 0x%llx are outside "
                              "global memory", name(in), l, bytes, (unsigned long long)addr);
        ev->mem_addr[l] = addr;
        ev->mem_bytes[l] = (uint16_t)((1u << bytes) - 1);
    }
    ev->mem_space = EV_SPACE_GLOBAL;
    ev->mem_mask = act;
    ev->mem_dwords = (uint8_t)sh.dwords;
    const uint32_t *data = info->src_dwords[1] ? &w->vgpr[(unsigned)rd * n] : NULL;
    uint32_t d[EV_MAX_VDWORDS][MAXL];
    for (unsigned l = 0; l < n; l++) {
        if (!(act >> l & 1))
            continue;
        if (fl & ISA_F_STORE) {
            for (unsigned k = 0; k < sh.dwords; k++) {
                uint32_t v = data[k * n + l];
                st(ptr[l] + 4 * k, v, sh.size);
                ev->mem_wdata[k][l] = sh.size == 4 ? v : v & ((1u << (8 * sh.size)) - 1);
            }
        } else if (fl & ISA_F_ATOMIC) {
            uint32_t old = ld(ptr[l], 4);
            uint32_t v = atomic(in->op, old, data[l], info->src_dwords[1] == 2 ? data[n + l] : 0);
            st(ptr[l], v, 4);
            d[0][l] = ev->mem_rdata[0][l] = old;
            ev->mem_wdata[0][l] = v;
        } else {
            for (unsigned k = 0; k < sh.dwords; k++) {
                uint32_t v = ld(ptr[l] + 4 * k, sh.size);
                ev->mem_rdata[k][l] = v;
                if (sh.sign)   /* sign-extend from bit 8 * size - 1 */
                    v = (v ^ (1u << (8 * sh.size - 1))) - (1u << (8 * sh.size - 1));
                d[k][l] = v;
            }
        }
    }
    if (fl & (ISA_F_LOAD | ISA_F_ATOMIC))
        ev->has |= EV_MEM_RD;
    if (fl & (ISA_F_STORE | ISA_F_ATOMIC))
        ev->has |= EV_MEM_WR;
    if (in->dst == ISA_OPND_NONE || !(fl & (ISA_F_LOAD | ISA_F_ATOMIC)) ||
        ((fl & ISA_F_ATOMIC) && !in->glc))
        return 0;
    const uint32_t *dp[EV_MAX_VDWORDS] = { d[0], d[1], d[2], d[3] };
    return exec_vwrite(w, in, ev, act, dp, sh.dwords);
}

/* ---- DS ------------------------------------------------------------------------------------- */

int exec_ds(wave *w, const isa_inst *in, golden_event *ev)
{
    const isa_op_info *info = isa_info(in->op);
    uint32_t fl = info->flags;
    unsigned n = w->lanes;
    uint64_t act = wave_active(w);
    int two = (fl & ISA_F_DS2) != 0;
    unsigned dwords = fl & ISA_F_LOAD ? info->dst_dwords : info->src_dwords[1] + info->src_dwords[2];
    /* the span accessed at each address (an element), and the two addresses' offsets in bytes
     * (read2/write2: offset0 and offset1 in elements or 64 elements; others: one byte offset) */
    unsigned elem = isa_ds_elem_dwords(in->op), span = 4 * elem;
    uint32_t unit = isa_ds_offset_unit(in->op);
    uint32_t off0 = two ? unit * ((uint32_t)in->imm & 0xff) : (uint32_t)in->imm & 0xffff;
    uint32_t off1 = unit * (((uint32_t)in->imm >> 8) & 0xff);
    if (in->gds)
        return exec_error(w, in, PWS_EUNSUPPORTED, "%s: GDS is not supported", name(in));
    int ra = exec_vgpr_index(w, in, in->src[0], 1);
    if (ra < 0)
        return ra;
    int rdat[2] = { 0, 0 };
    for (unsigned i = 1; i < 3; i++)
        if (info->src_dwords[i] &&
            (rdat[i - 1] = exec_vgpr_index(w, in, in->src[i], info->src_dwords[i])) < 0)
            return rdat[i - 1];
    if (info->dst_dwords) {
        int r = exec_vgpr_index(w, in, in->dst, info->dst_dwords);
        if (r < 0)
            return r;
    }
    const uint32_t *base = &w->vgpr[(unsigned)ra * n];
    for (unsigned l = 0; l < n; l++) {
        if (!(act >> l & 1))
            continue;
        for (unsigned j = 0; j < (two ? 2u : 1u); j++) {
            uint64_t a = (uint64_t)base[l] + (j ? off1 : off0);
            if (a & (span - 1))
                return exec_error(w, in, PWS_EMEM, "%s: lane %u: LDS address 0x%llx is not "
                                  "%u-byte aligned", name(in), l, (unsigned long long)a, span);
            if (a + span > w->lds_size)
                return exec_error(w, in, PWS_EMEM, "%s: lane %u: %u bytes at LDS address 0x%llx "
                                  "are outside the %u-byte LDS", name(in), l, span,
                                  (unsigned long long)a, (unsigned)w->lds_size);
        }
        ev->mem_addr[l] = (uint64_t)base[l] + off0;
        ev->mem_bytes[l] = (uint16_t)((1u << (4 * dwords)) - 1);
    }
    ev->mem_space = EV_SPACE_LDS;
    ev->mem_mask = act;
    ev->mem_dwords = (uint8_t)dwords;
    uint32_t d[EV_MAX_VDWORDS][MAXL];
    const uint32_t *d0 = info->src_dwords[1] ? &w->vgpr[(unsigned)rdat[0] * n] : NULL;
    const uint32_t *d1 = info->src_dwords[2] ? &w->vgpr[(unsigned)rdat[1] * n] : NULL;
    for (unsigned l = 0; l < n; l++) {
        if (!(act >> l & 1))
            continue;
        /* dword k of the lane: at address k / elem (read2/write2), element dword k % elem */
        uint32_t a[2] = { base[l] + off0, two ? base[l] + off1 : base[l] + off0 };
        if (fl & ISA_F_STORE) {
            for (unsigned k = 0; k < dwords; k++) {
                /* write2: data0 and data1 are separate VGPRs (pairs for b64); write_b64: one
                 * VGPR pair */
                const uint32_t *src = two && k >= elem ? d1 : d0;
                uint32_t v = src[(k % elem) * n + l];
                st(w->lds + a[k / elem] + 4 * (k % elem), v, 4);
                ev->mem_wdata[k][l] = v;
            }
        } else if (fl & ISA_F_ATOMIC) {   /* ds_add_u32, ds_add_rtn_u32 */
            uint32_t old = ld(w->lds + a[0], 4), v = old + d0[l];
            st(w->lds + a[0], v, 4);
            d[0][l] = ev->mem_rdata[0][l] = old;
            ev->mem_wdata[0][l] = v;
        } else {
            for (unsigned k = 0; k < dwords; k++)
                d[k][l] = ev->mem_rdata[k][l] = ld(w->lds + a[k / elem] + 4 * (k % elem), 4);
        }
    }
    if (fl & (ISA_F_LOAD | ISA_F_ATOMIC))
        ev->has |= EV_MEM_RD;
    if (fl & (ISA_F_STORE | ISA_F_ATOMIC))
        ev->has |= EV_MEM_WR;
    if (!info->dst_dwords)
        return 0;
    const uint32_t *dp[EV_MAX_VDWORDS] = { d[0], d[1], d[2], d[3] };
    return exec_vwrite(w, in, ev, act, dp, info->dst_dwords);
}
