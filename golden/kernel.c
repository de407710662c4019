/* golden/kernel.c -- kernel_free, the hand-written-kernel default descriptor and the placement of
 * dynamic LDS (kernel.h).
 * The defaults are documented in docs/asm.md "Hand-written kernels"; the testbench kernels rely
 * on them, so a change here is an ABI change and must update that page. */
#include "kernel.h"
#include "isa.h"

#include <stdlib.h>
#include <string.h>

void kernel_free(kernel *k)
{
    if (!k)
        return;
    free(k->file);
    free(k->code);
    free(k->line);
    free(k->args);
    free(k);
}

void kernel_desc_default(kernel_desc *d)
{
    memset(d, 0, sizeof *d);
    d->user_sgpr_kernarg_segment_ptr = 1;   /* s[0:1] = kernarg segment pointer */
    d->user_sgpr_count = 2;
    d->system_sgpr_workgroup_id_x = 1;      /* s2 = workgroup id x */
    d->system_vgpr_workitem_id = 0;         /* v0 = work-item id x */
    d->float_round_mode_32 = 0;             /* round to nearest even */
    d->float_denorm_mode_32 = 0;            /* flush, as clang uses for gfx803 */
    d->dx10_clamp = 1;
    d->ieee_mode = 1;
    /* next_free_vgpr/sgpr stay 0: the assembler derives them from the code (docs/asm.md). */
}

int kernel_next_inst(const kernel *k, size_t *pc, struct isa_inst *in)
{
    for (; *pc < k->ncode; ++*pc)
        if (isa_decode(k->code + *pc, k->ncode - *pc, in) > 0)
            return 1;
    return 0;
}

uint64_t kernel_lds_layout(const kernel *k, const uint32_t *bytes, uint32_t *offset)
{
    uint64_t end = k->desc.group_segment_fixed_size;
    for (unsigned i = 0; i < k->nargs; i++) {
        const kernel_arg *a = &k->args[i];
        if (a->kind != KARG_DYNAMIC_LDS)
            continue;
        uint64_t align = a->pointee_align > 4 ? a->pointee_align : 4;
        uint64_t at = (end + align - 1) / align * align;
        offset[i] = at > UINT32_MAX ? UINT32_MAX : (uint32_t)at;
        if (bytes[i])   /* a region not given yet takes no room (not even its padding) */
            end = at + bytes[i];
    }
    return (end + 3) & ~3ull;
}
