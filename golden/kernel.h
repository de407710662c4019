/* golden/kernel.h -- an assembled kernel: code image, kernel descriptor (ABI) and argument layout.
 *
 * Produced by the assembler (golden/asm.h) from `.text` plus the `.amdhsa_kernel` block (which
 * fixes the register-initialisation ABI) and the `.amdgpu_metadata` YAML (argument layout).
 * Consumed by the golden model, the disassembler, and later the RTL testbenches and WCET flow.
 * A kernel owns all of its memory; free it with kernel_free(). */
#ifndef PWS_KERNEL_H
#define PWS_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/* The fields of `.amdhsa_kernel ... .end_amdhsa_kernel` that change behaviour. Defaults are the
 * LLVM defaults for a code object without the directive (docs/isa.md "Kernel ABI"). */
typedef struct kernel_desc {
    uint32_t group_segment_fixed_size;    /* LDS bytes per workgroup */
    uint32_t private_segment_fixed_size;  /* scratch bytes per work-item (only 0 is supported) */
    uint32_t kernarg_size;                /* bytes of the kernarg segment */
    uint8_t user_sgpr_count;              /* as written, checked against the enabled user SGPRs */
    /* user SGPRs, in this order from s0 (each enabled one takes the given number of SGPRs) */
    uint8_t user_sgpr_private_segment_buffer; /* 4 */
    uint8_t user_sgpr_dispatch_ptr;           /* 2 */
    uint8_t user_sgpr_queue_ptr;              /* 2 */
    uint8_t user_sgpr_kernarg_segment_ptr;    /* 2 */
    uint8_t user_sgpr_dispatch_id;            /* 2 */
    uint8_t user_sgpr_flat_scratch_init;      /* 2 */
    uint8_t user_sgpr_private_segment_size;   /* 1 */
    /* system SGPRs, after the user SGPRs, in this order */
    uint8_t system_sgpr_private_segment_wavefront_offset;
    uint8_t system_sgpr_workgroup_id_x, system_sgpr_workgroup_id_y, system_sgpr_workgroup_id_z;
    uint8_t system_sgpr_workgroup_info;
    uint8_t system_vgpr_workitem_id;      /* 0: v0=x; 1: v0=x,v1=y; 2: v0=x,v1=y,v2=z */
    uint16_t next_free_vgpr, next_free_sgpr;
    uint8_t float_round_mode_32;          /* only 0 (round to nearest even) is supported */
    uint8_t float_denorm_mode_32;         /* MODE[5:4]: 0 flush in+out, 1 allow in, 2 allow out, 3 allow both */
    uint8_t dx10_clamp, ieee_mode;
} kernel_desc;

typedef enum {
    KARG_GLOBAL_BUFFER,   /* a pointer to a global buffer (value_kind global_buffer) */
    KARG_BY_VALUE,        /* a scalar passed by value */
    KARG_HIDDEN,          /* hidden_* arguments: set to zero by the dispatcher, never from the CLI */
    KARG_DYNAMIC_LDS,     /* a __local pointer (value_kind dynamic_shared_pointer): the runtime
                             places an LDS region of the size the host gives after the kernel's
                             static LDS and passes its 32-bit LDS offset (kernel_lds_layout) */
} kernel_arg_kind;

typedef struct kernel_arg {
    char name[48];        /* .name from metadata, or "argN" */
    char type_name[48];   /* .type_name ("float*", "int", "float"); may be empty */
    kernel_arg_kind kind;
    uint32_t offset;      /* byte offset in the kernarg segment */
    uint32_t size;        /* bytes */
    uint8_t is_float;     /* by-value float/double: CLI values are parsed as floating point */
    uint8_t is_signed;    /* by-value signed integer type */
    uint32_t pointee_align; /* KARG_DYNAMIC_LDS: .pointee_align, a power of 2 (1 if absent) */
} kernel_arg;

typedef struct kernel {
    char name[64];        /* the kernel symbol */
    char *file;           /* source path, for diagnostics (owned) */
    uint32_t *code;       /* code image, little-endian dwords (owned) */
    size_t ncode;         /* dwords in code */
    uint32_t entry;       /* byte offset of the kernel's first instruction in code */
    uint32_t *line;       /* line[i] = source line of the instruction starting at dword i, 0 if
                             dword i is not an instruction start (owned, ncode entries) */
    kernel_desc desc;
    kernel_arg *args;     /* explicit and hidden arguments in kernarg order (owned) */
    unsigned nargs;
    unsigned wavefront_size; /* from metadata; 64 if absent */
} kernel;

/* Frees k and everything it owns. NULL is fine. */
void kernel_free(kernel *k);

struct isa_inst;   /* golden/isa.h */

/* The instructions of k's code image from its entry on, for checks that look at every one of
 * them: the first instruction that decodes at or after dword *pc (a word that does not decode
 * is padding, which no decodable branch reaches without the golden model reporting it, so it is
 * skipped). Returns 1 with *in filled and *pc its dword index (the next is at *pc +
 * in->nwords), or 0 when the image ends. Usage:
 *     for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords) */
int kernel_next_inst(const kernel *k, size_t *pc, struct isa_inst *in);

/* The runtime's placement of k's dynamic LDS (docs/golden.md "__local arguments"): the regions
 * of the KARG_DYNAMIC_LDS arguments follow the static LDS (desc.group_segment_fixed_size) in
 * argument order, each at the next multiple of max(its pointee_align, 4) (the LDS is addressed
 * in dwords here), bytes[i] bytes for k->args[i] (entries of other arguments are ignored; a
 * dynamic LDS argument's entry is > 0, or 0 for one not given yet, which takes no room).
 * offset[i] gets each region's LDS byte offset, the value
 * its kernarg slot holds. Returns the LDS bytes a workgroup needs, rounded up to a dword; more
 * than KERNEL_MAX_LDS means the dispatch cannot run. */
#define KERNEL_MAX_LDS 65536u   /* GCN3: 64 KiB of LDS per workgroup */
uint64_t kernel_lds_layout(const kernel *k, const uint32_t *bytes, uint32_t *offset);

/* Default descriptor (docs/asm.md "Hand-written kernels"). */
void kernel_desc_default(kernel_desc *d);

#endif
