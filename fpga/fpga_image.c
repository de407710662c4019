/* fpga/fpga_image.c -- see fpga_image.h. */
#include "fpga_image.h"

#include "diag.h"
#include "emit_cu.h"
#include "emit_pipe.h"
#include "isa.h"
#include "mem.h"
#include "pws_err.h"
#include "spi.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAGE_BITS 12
#define MAX_SPAN_BITS 24      /* 4096 pages: PageSlot stays a reasonable parameter */
#define MAX_WORDS (1u << 16)  /* 256 KiB of block RAM: far beyond any iCE40 */
#define MAX_BOOT (1u << 16)

/* Record fields (fpga/rtl/pws_fpga_boot.v). */
#define REC_IMEM (1ull << 50)
#define REC_LANE (1ull << 51)   /* a lane of the next VGPR row */

static unsigned clog2(uint64_t n)
{
    unsigned b = 0;
    while ((1ull << b) < n)
        b++;
    return b;
}

typedef struct builder {
    fpga_image *im;
    size_t cap;
    int nomem;
    unsigned simd, ctx;   /* the context the next init writes go to */
    unsigned init_lanes;  /* lanes of an init VGPR write (pws_cfg_init_lanes) */
} builder;

static void add(builder *b, uint64_t rec)
{
    if (b->im->nboot == b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 256;
        uint64_t *p = realloc(b->im->boot, cap * sizeof *p);
        if (!p) {
            b->nomem = 1;
            return;
        }
        b->im->boot = p;
        b->cap = cap;
    }
    b->im->boot[b->im->nboot++] = rec;
}

static void add_init(void *p, unsigned sel, unsigned addr, uint32_t data, const uint32_t *row)
{
    builder *b = p;
    uint64_t to = (uint64_t)b->ctx << 56 | (uint64_t)b->simd << 52;
    /* a VGPR write (a row, or one pass group of it): its lanes, gathered by
     * the boot block, then the write */
    for (unsigned l = 0; row && l < b->init_lanes; l++)
        add(b, to | REC_LANE | (uint64_t)l << 40 | row[l]);
    add(b, to | (uint64_t)sel << 46 | (uint64_t)(addr >> 8 & 0x3f) << 40
               | (uint64_t)(addr & 0xff) << 32 | data);
}

/* What the FPGA top cannot run: atomics (its memory has no read-modify-write) and DS (its boot
 * ROM gives no workgroup an LDS region). Sets *barrier if the kernel has s_barrier. */
static int check_code(const kernel *k, int *barrier)
{
    *barrier = 0;
    isa_inst in;
    for (size_t pc = k->entry / 4; kernel_next_inst(k, &pc, &in); pc += in.nwords) {
        const isa_op_info *info = isa_info(in.op);
        if (info->flags & ISA_F_ATOMIC)
            return diag_at("fpga", PWS_EUNSUPPORTED, "pc 0x%04zx: %s: the FPGA top's memory has "
                           "no atomics (run it with pws cosim)", pc * 4, info->name);
        if (info->cls == ISA_CLS_DS)
            return diag_at("fpga", PWS_EUNSUPPORTED, "pc 0x%04zx: %s: the FPGA top gives "
                           "workgroups no LDS region (run it with pws cosim)", pc * 4, info->name);
        *barrier |= in.op == ISA_s_barrier;
    }
    return 0;
}

/* The boot ROM: the code image, then every workgroup in order (golden_dispatch_wg of each). */
static int build_boot(builder *b, const pws_cfg *c, const kernel *k, golden *g, int barrier)
{
    unsigned slots = c->simds * c->contexts, next = 0;
    for (size_t i = 0; i < k->ncode; i++)
        add(b, REC_IMEM | (uint64_t)i << 32 | k->code[i]);
    for (unsigned wg = 0; wg < golden_num_wgs(g); wg++) {
        int rc = golden_dispatch_wg(g, wg);
        if (rc)
            return rc;
        unsigned nw = golden_wg_num_waves(g, wg);
        if (nw > slots && barrier)
            return diag_at("fpga", PWS_EUNSUPPORTED, "a workgroup of %u wavefronts does not fit "
                           "the %u contexts (--simds x --contexts) and the kernel has s_barrier",
                           nw, slots);
        unsigned first = next % slots, wgslot = first % c->simds * c->contexts + first / c->simds;
        /* all waves of a resident workgroup name its slot before any starts (as cosim's SPI:
         * the barrier sees the whole workgroup); a workgroup that runs wave after wave gives
         * each wave its own */
        if (nw <= slots)
            for (unsigned j = 0; j < nw; j++) {
                unsigned s = (next + j) % slots;
                b->simd = s % c->simds;
                b->ctx = s / c->simds;
                add_init(b, EMIT_CU_INIT_WG, 0, wgslot, NULL);
            }
        for (unsigned j = 0; j < nw; j++, next++) {
            unsigned s = next % slots, id = golden_wave_id(g, wg, j, 0);
            b->simd = s % c->simds;
            b->ctx = s / c->simds;
            if (nw > slots)
                add_init(b, EMIT_CU_INIT_WG, 0, b->simd * c->contexts + b->ctx, NULL);
            /* register width, as cosim's SPI */
            spi_wave_writes_rows(c, golden_wave(g, id), id, 0, spi_kernel_sgprs(c, k), add_init, b);
        }
        b->im->waves += nw;
        if (b->nomem)
            return diag_at("fpga", PWS_ENOMEM, "out of memory");
        if (b->im->nboot > MAX_BOOT)
            return diag_at("fpga", PWS_EUNSUPPORTED, "the boot ROM would exceed %u records "
                           "(a smaller dispatch: fewer workgroups or wavefronts)", MAX_BOOT);
    }
    return 0;
}

/* The memory map of g's regions (fpga_image.h). */
static int build_map(fpga_image *im, const golden_mem *m)
{
    size_t nr = mem_num_regions(m);
    uint64_t lo = UINT64_MAX, hi = 0;
    for (size_t i = 0; i < nr; i++) {
        uint64_t base, size;
        const uint8_t *data;
        const char *name;
        mem_region(m, i, &base, &size, &data, &name);
        lo = base < lo ? base : lo;
        hi = base + size > hi ? base + size : hi;
    }
    if (!nr)
        return diag_at("fpga", PWS_EUNSUPPORTED, "the dispatch maps no memory");
    unsigned span = PAGE_BITS;
    while (span <= MAX_SPAN_BITS && (hi - 1) >> span != lo >> span)
        span++;
    if (span > MAX_SPAN_BITS)
        return diag_at("fpga", PWS_EUNSUPPORTED, "the kernel's memory spans 0x%llx..0x%llx, more "
                       "than the FPGA top maps (%u MiB)", (unsigned long long)lo,
                       (unsigned long long)hi, 1u << (MAX_SPAN_BITS - 20));
    im->span_bits = span;
    im->base = lo >> span << span;
    im->npages = 1u << (span - PAGE_BITS);
    uint32_t *used = calloc(im->npages, sizeof *used);   /* dwords used per page */
    im->page_entry = calloc(im->npages, sizeof *im->page_entry);
    if (!used || !im->page_entry) {
        free(used);
        return diag_at("fpga", PWS_ENOMEM, "out of memory");
    }
    for (size_t i = 0; i < nr; i++) {
        uint64_t base, size;
        const uint8_t *data;
        const char *name;
        mem_region(m, i, &base, &size, &data, &name);
        for (uint64_t a = base; a < base + size; a = ((a >> PAGE_BITS) + 1) << PAGE_BITS) {
            uint64_t end = ((a >> PAGE_BITS) + 1) << PAGE_BITS;
            end = end < base + size ? end : base + size;
            unsigned p = (unsigned)((a - im->base) >> PAGE_BITS);
            uint32_t dw = (uint32_t)((((end - 1) & 0xfff) >> 2) + 1);
            used[p] = dw > used[p] ? dw : used[p];
        }
    }
    uint32_t maxdw = 1;
    for (unsigned p = 0; p < im->npages; p++)
        if (used[p]) {
            maxdw = used[p] > maxdw ? used[p] : maxdw;
            im->nslots++;
        }
    im->win_bits = clog2(maxdw);
    im->slot_bits = im->nslots > 1 ? clog2(im->nslots) : 1;
    for (unsigned p = 0, slot = 0; p < im->npages; p++)
        if (used[p])
            im->page_entry[p] = 1u << im->slot_bits | slot++;
    free(used);
    im->words = (size_t)1 << (im->slot_bits + im->win_bits);
    if (im->words > MAX_WORDS)
        return diag_at("fpga", PWS_EUNSUPPORTED, "the kernel's memory needs %zu dwords of block "
                       "RAM (%u pages of up to %u dwords); the FPGA top maps at most %u",
                       im->words, im->nslots, 1u << im->win_bits, MAX_WORDS);
    return 0;
}

long fpga_image_index(const fpga_image *im, uint64_t addr)
{
    if (addr < im->base || (addr - im->base) >> im->span_bits)
        return -1;
    uint32_t e = im->page_entry[(addr - im->base) >> PAGE_BITS];
    uint64_t dw = (addr & 0xfff) >> 2;
    if (!(e >> im->slot_bits & 1) || dw >> im->win_bits)
        return -1;
    return (long)((uint64_t)(e & ((1u << im->slot_bits) - 1)) << im->win_bits | dw);
}

/* The dwords of g's memory now, compacted (bytes outside every region are 0). */
static void snapshot(const fpga_image *im, const golden_mem *m, uint32_t *words)
{
    memset(words, 0, im->words * sizeof *words);
    for (size_t i = 0; i < mem_num_regions(m); i++) {
        uint64_t base, size;
        const uint8_t *data;
        const char *name;
        mem_region(m, i, &base, &size, &data, &name);
        for (uint64_t o = 0; o < size; o++) {
            long x = fpga_image_index(im, base + o);
            words[x] |= (uint32_t)data[o] << 8 * ((base + o) & 3);
        }
    }
}

int fpga_image_build(const pws_cfg *c, const kernel *k, golden *g, fpga_image **out)
{
    *out = NULL;
    if (c->cus != 1)
        return diag_at("fpga", PWS_EUNSUPPORTED, "the FPGA top drives one CU; --cus is %u",
                       c->cus);
    int barrier, rc = check_code(k, &barrier);
    if (rc)
        return rc;
    fpga_image *im = calloc(1, sizeof *im);
    if (!im)
        return diag_at("fpga", PWS_ENOMEM, "out of memory");
    builder b = { im, 0, 0, 0, 0, pws_cfg_init_lanes(c) };
    rc = build_boot(&b, c, k, g, barrier);
    if (!rc && !im->nboot)
        rc = diag_at("fpga", PWS_EUNSUPPORTED, "nothing to boot");
    im->boot_addr_width = im->nboot > 2 ? clog2(im->nboot) : 1;
    golden_mem *m = golden_memory(g);
    if (!rc)
        rc = build_map(im, m);
    if (!rc) {
        im->init = malloc(im->words * sizeof *im->init);
        im->expect = malloc(im->words * sizeof *im->expect);
        if (!im->init || !im->expect)
            rc = diag_at("fpga", PWS_ENOMEM, "out of memory");
    }
    if (!rc) {
        snapshot(im, m, im->init);
        rc = golden_run(g);
    }
    if (!rc)
        snapshot(im, m, im->expect);
    if (rc) {
        fpga_image_free(im);
        return rc;
    }
    *out = im;
    return 0;
}

void fpga_image_free(fpga_image *im)
{
    if (!im)
        return;
    free(im->boot);
    free(im->page_entry);
    free(im->init);
    free(im->expect);
    free(im);
}

/* ---- writing ----------------------------------------------------------------------------------- */

static FILE *create(const char *dir, const char *name, char *path, size_t len)
{
    snprintf(path, len, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    return f;
}

static int finish(FILE *f, const char *path)
{
    int bad = ferror(f);
    if (fclose(f) || bad)
        return diag_at(path, PWS_EIO, "write failed");
    return 0;
}

/* The PageSlot parameter: npages entries of slot_bits + 1 bits, page 0 least significant. */
static void put_page_slot(FILE *f, const fpga_image *im)
{
    unsigned eb = im->slot_bits + 1, bits = im->npages * eb, digits = (bits + 3) / 4;
    fprintf(f, "%u'h", bits);
    for (unsigned d = digits; d-- > 0;) {
        unsigned v = 0;
        for (unsigned i = 0; i < 4; i++) {
            unsigned bit = d * 4 + i;
            if (bit < bits && im->page_entry[bit / eb] >> (bit % eb) & 1)
                v |= 1u << i;
        }
        fputc("0123456789abcdef"[v], f);
    }
}

static int write_wrapper(const fpga_image *im, const pws_cfg *c, const char *dir,
                         const char *what)
{
    char path[1200];
    FILE *f = create(dir, "pws_fpga.v", path, sizeof path);
    if (!f)
        return PWS_EIO;
    /* the CU's own widths: pws_gpu's parameters of each CU */
    unsigned reqw = emit_pipe_req_width(c), ctxw = emit_cu_idx_width(emit_pipe_contexts(c));
    fprintf(f, "// pws_fpga.v -- GENERATED by `%s`; do not edit.\n", what);
    fprintf(f, "// Spec: docs/fpga.md \"iCE40 place and route\"\n");
    fprintf(f, "// The board-level module: pws_fpga_top with this kernel's ROM images (the .hex "
               "files beside this one)\n// and this configuration's parameters. "
               "%zu boot records, %u wavefronts, %zu memory dwords in %u slots.\n",
            im->nboot, im->waves, im->words, im->nslots);
    fprintf(f, "`default_nettype none\n\n");
    fprintf(f, "module pws_fpga (\n");
    fprintf(f, "  input  wire       clk_i,\n");
    fprintf(f, "  output wire [3:0] led_o   // timeout, fault, pass, done\n");
    fprintf(f, ");\n");
    fprintf(f, "  localparam integer WatchdogBits = 26;\n");
    fprintf(f, "  wire [WatchdogBits-1:0] cycles;\n");
    fprintf(f, "  // between the top and the CU (pws_fpga_top's CU side)\n");
    fprintf(f, "  wire rst_n, imem_we, init_we, init_taken, mem_req, mem_we, mem_rvalid;\n");
    fprintf(f, "  wire [%u:0] imem_waddr;\n", emit_cu_clog2(c->imem_dwords) - 1);
    fprintf(f, "  wire [31:0] imem_wdata, init_data, mem_wdata, mem_cmp, mem_rdata;\n");
    fprintf(f, "  wire [%u:0] init_simd;\n", emit_cu_idx_width(c->simds) - 1);
    fprintf(f, "  wire [%u:0] init_ctx;\n", ctxw - 1);
    fprintf(f, "  wire [3:0] init_sel, mem_amo;\n");
    fprintf(f, "  wire [7:0] init_addr;\n");
    fprintf(f, "  wire [%u:0] init_vdata;\n", 32 * pws_cfg_init_lanes(c) - 1);
    fprintf(f, "  wire [%u:0] running;\n", c->simds * c->contexts - 1);
    fprintf(f, "  wire [%u:0] mem_id, mem_rid;\n", reqw - 1);
    fprintf(f, "  wire [63:0] mem_addr;\n");
    fprintf(f, "  wire [1:0] mem_size;\n");
    fprintf(f, "  pws_fpga_top #(\n");
    fprintf(f, "    .NumSimds(%u), .SimdIdWidth(%u), .ReqIdWidth(%u),\n", c->simds,
            emit_cu_idx_width(c->simds), reqw);
    fprintf(f, "    .NumWfContexts(%u), .CtxWidth(%u), .InitLanes(%u), "
               ".ImemAddrWidth(%u), .MemLatency(%u),\n", c->contexts, ctxw,
            pws_cfg_init_lanes(c), emit_cu_clog2(c->imem_dwords), c->mem_latency);
    fprintf(f, "    .BootRecords(%zu), .BootAddrWidth(%u),\n", im->nboot, im->boot_addr_width);
    fprintf(f, "    .SpanBits(%u), .MemBase(64'h%016llx), .SlotBits(%u), .WinBits(%u),\n",
            im->span_bits, (unsigned long long)im->base, im->slot_bits, im->win_bits);
    fprintf(f, "    .PageSlot(");
    put_page_slot(f, im);
    fprintf(f, "),\n");
    fprintf(f, "    .ExpectSig(32'h%08x), .WatchdogBits(WatchdogBits)\n",
            fpga_image_signature(im->expect, im->words));
    fprintf(f, "  ) u_top (\n");
    fprintf(f, "    .clk_i(clk_i), .done_o(led_o[0]), .pass_o(led_o[1]), .fault_o(led_o[2]),\n");
    fprintf(f, "    .timeout_o(led_o[3]), .cycles_o(cycles), .rst_no(rst_n),\n");
    fprintf(f, "    .imem_we_o(imem_we), .imem_waddr_o(imem_waddr), .imem_wdata_o(imem_wdata),\n");
    fprintf(f, "    .init_we_o(init_we), .init_simd_o(init_simd), .init_ctx_o(init_ctx),\n");
    fprintf(f, "    .init_sel_o(init_sel), .init_addr_o(init_addr), .init_data_o(init_data),\n");
    fprintf(f, "    .init_vdata_o(init_vdata), .init_taken_i(init_taken),\n");
    fprintf(f, "    .running_i(running), .mem_req_i(mem_req), .mem_id_i(mem_id), "
               ".mem_addr_i(mem_addr),\n");
    fprintf(f, "    .mem_we_i(mem_we), .mem_size_i(mem_size), .mem_wdata_i(mem_wdata), "
               ".mem_amo_i(mem_amo),\n");
    fprintf(f, "    .mem_cmp_i(mem_cmp), .mem_rvalid_o(mem_rvalid), .mem_rid_o(mem_rid), "
               ".mem_rdata_o(mem_rdata)\n");
    fprintf(f, "  );\n");
    /* the CU: pws_gpu as generated for c (its own parameter values), one CU */
    fprintf(f, "  pws_gpu u_gpu (\n");
    fprintf(f, "    .clk_i(clk_i), .rst_ni(rst_n),\n");
    fprintf(f, "    .imem_we_i(imem_we), .imem_waddr_i(imem_waddr), .imem_wdata_i(imem_wdata),\n");
    fprintf(f, "    .init_we_i(init_we), .init_simd_i(init_simd), .init_ctx_i(init_ctx), "
               ".init_sel_i(init_sel),\n");
    fprintf(f, "    .init_addr_i(init_addr), .init_data_i(init_data), .init_vdata_i(init_vdata),\n"
               "    .init_taken_o(init_taken), .running_o(running),\n");
    fprintf(f, "    .mem_req_o(mem_req), .mem_id_o(mem_id), .mem_addr_o(mem_addr), "
               ".mem_we_o(mem_we),\n");
    fprintf(f, "    .mem_size_o(mem_size), .mem_wdata_o(mem_wdata), .mem_amo_o(mem_amo), "
               ".mem_cmp_o(mem_cmp),\n");
    fprintf(f, "    .mem_rvalid_i(mem_rvalid), .mem_rid_i(mem_rid), .mem_rdata_i(mem_rdata)\n");
    fprintf(f, "  );\n");
    fprintf(f, "  wire unused_ok = &{1'b0, cycles};   // cycles: read by the testbench\n");
    fprintf(f, "endmodule\n\n`default_nettype wire\n");
    return finish(f, path);
}

uint32_t fpga_image_signature(const uint32_t *words, size_t n)
{
    const uint32_t poly = 0x00400007u;   /* x^22 + x^2 + x + 1, x^32 implied */
    uint32_t sig = 0;
    for (size_t i = 0; i < n; i++)
        sig = (sig << 1 ^ (sig >> 31 ? poly : 0)) ^ words[i];
    return sig;
}

int fpga_image_write(const fpga_image *im, const pws_cfg *c, const char *dir, const char *what)
{
    char path[1200];
    FILE *f = create(dir, "pws_fpga_boot.hex", path, sizeof path);
    if (!f)
        return PWS_EIO;
    /* every word of the ROM, zeros after the last record: a read past it (the boot block's
     * prefetch once done) gives defined fields, not a 4-state simulator's X */
    for (size_t i = 0; i < (size_t)1 << im->boot_addr_width; i++)
        fprintf(f, "%016llx\n", (unsigned long long)(i < im->nboot ? im->boot[i] : 0));
    int rc = finish(f, path);
    for (unsigned lane = 0; !rc && lane < 4; lane++) {
        char name[32];
        snprintf(name, sizeof name, "pws_fpga_mem%u.hex", lane);
        if (!(f = create(dir, name, path, sizeof path)))
            return PWS_EIO;
        for (size_t i = 0; i < im->words; i++)
            fprintf(f, "%02x\n", im->init[i] >> 8 * lane & 0xff);
        rc = finish(f, path);
    }
    return rc ? rc : write_wrapper(im, c, dir, what);
}
