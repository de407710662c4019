// cosim/cosim_shim.cpp -- the only file that sees Verilator (STYLE.md section 2): builds the
// Verilated pws_gpu, clocks it, and copies its pins to and from the C harness's cosim_port.
// Everything else is C in cosim/cosim.c. Spec: docs/cosim.md. The per-CU and per-SIMD ports are
// flattened vectors typed by width (CData .. QData, VlWide<N>): get()/put() cut up to 64 bits.
// Built with model.mk TRACE=1 (verilator --trace-fst, VM_TRACE=1), it can also write an FST of
// the whole design; without it, trace_open fails and nothing of the tracer is linked.
// cosim_sc.cpp (the SystemC top, model.mk SC=1) includes this file with its own COSIM_SHIM_TOP.
#include "Vpws_gpu.h"
#include "verilated.h"
#if VM_TRACE
#include "verilated_fst_c.h"
#endif

extern "C" {
#include "cosim.h"
}
#ifndef COSIM_SHIM_TOP
#define COSIM_SHIM_TOP Vpws_gpu
#endif

namespace {

uint64_t ones(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

// Bits [lsb, lsb + w) of a vector (w <= 64).
template <typename T> uint64_t get(const T &v, unsigned lsb, unsigned w)
{
    return (static_cast<uint64_t>(v) >> lsb) & ones(w);
}
template <std::size_t N> uint64_t get(const VlWide<N> &v, unsigned lsb, unsigned w)
{
    uint64_t r = 0;
    for (unsigned b = 0; b < w;) {   // word by word
        unsigned i = (lsb + b) / 32, o = (lsb + b) % 32, n = 32 - o < w - b ? 32 - o : w - b;
        r |= ((static_cast<uint64_t>(v[i]) >> o) & ones(n)) << b;
        b += n;
    }
    return r;
}
template <typename T> void put(T &v, unsigned lsb, unsigned w, uint64_t x)
{
    v = static_cast<T>((v & ~(ones(w) << lsb)) | ((x & ones(w)) << lsb));
}
// Word by word, as get(): the init port's VGPR row alone is wave x 32 bits, written every clock
// (bit by bit it was a fifth of a one-SIMD model's time, docs/cosim.md "Speed").
template <std::size_t N> void put(VlWide<N> &v, unsigned lsb, unsigned w, uint64_t x)
{
    for (unsigned b = 0; b < w;) {
        unsigned i = (lsb + b) / 32, o = (lsb + b) % 32, n = 32 - o < w - b ? 32 - o : w - b;
        uint32_t m = static_cast<uint32_t>(ones(n) << o);
        v[i] = (v[i] & ~m) | (static_cast<uint32_t>((x >> b) << o) & m);
        b += n;
    }
}

struct model {
    VerilatedContext ctx;
    COSIM_SHIM_TOP *top;
#if VM_TRACE
    VerilatedFstC *fst = nullptr;
#endif
    uint64_t t = 0;   // trace time: two units per clock (low phase, high phase)
};

// Dumps the current values at the current trace time and advances it.
void dump(model *m)
{
#if VM_TRACE
    if (m->fst)
        m->fst->dump(m->t);
#endif
    m->t++;
}

// The command line, for the model's context: its +plusargs reach the Verilog's
// $value$plusargs (the mutation test selects its mutant with +pws_mutant=N).
int g_argc;
char **g_argv;

void *create()
{
    model *m = new model;
    if (g_argv)
        m->ctx.commandArgs(g_argc, g_argv);
#if VM_TRACE
    m->ctx.traceEverOn(true);   // before the model exists, or it records no signals
#endif
    m->top = new COSIM_SHIM_TOP{&m->ctx};
    m->top->clk_i = 0;
    m->top->eval();
    return m;
}

#define C_GET(f, w) get(t->commit_##f##_o, (w) * k, (w))   // SIMD k's field of width w

// Inputs are applied while the clock is low, then one rising edge; outputs are sampled after it.
void step(void *vm, cosim_port *p)
{
    model *m = static_cast<model *>(vm);
    COSIM_SHIM_TOP *t = m->top;
    const unsigned sw = p->simd_width, cw = p->ctx_width, nc = p->contexts;
    t->rst_ni = p->rst_n;
    t->imem_we_i = p->imem_we;
    t->imem_waddr_i = p->imem_waddr;
    t->imem_wdata_i = p->imem_wdata;
    for (unsigned k = 0; k < p->cus; k++) {
        const cosim_cu_port *u = &p->cu[k];
        put(t->init_we_i, k, 1, u->init_we);
        put(t->init_simd_i, sw * k, sw, u->init_simd);
        put(t->init_ctx_i, cw * k, cw, u->init_ctx);
        put(t->init_sel_i, 4 * k, 4, u->init_sel);
        put(t->init_addr_i, 8 * k, 8, u->init_addr);
        for (unsigned l = 0; l < p->init_lanes; l++)   // a VGPR row (or pass group) per write
            put(t->init_vdata_i, 32 * (p->init_lanes * k + l), 32, u->init_vdata[l]);
        put(t->init_data_i, 32 * k, 32, u->init_data);
        put(t->mem_rvalid_i, k, 1, u->mem_rvalid);
        put(t->mem_rid_i, p->req_width * k, p->req_width, u->mem_rid);
        put(t->mem_rdata_i, 32 * k, 32, u->mem_rdata);
    }
    t->clk_i = 0;
    t->eval();
    dump(m);
    t->clk_i = 1;
    t->eval();
    dump(m);
    for (unsigned k = 0; k < p->cus; k++) {
        cosim_cu_port *u = &p->cu[k];
        u->init_taken = static_cast<uint8_t>(get(t->init_taken_o, k, 1));
        for (unsigned s = 0; s < p->simds; s++)
            u->running[s] = static_cast<uint32_t>(get(t->running_o, nc * (k * p->simds + s), nc));
        u->mem_req = static_cast<uint8_t>(get(t->mem_req_o, k, 1));
        u->mem_id = static_cast<uint8_t>(get(t->mem_id_o, p->req_width * k, p->req_width));
        u->mem_addr = get(t->mem_addr_o, 64 * k, 64);
        u->mem_we = static_cast<uint8_t>(get(t->mem_we_o, k, 1));
        u->mem_size = static_cast<uint8_t>(get(t->mem_size_o, 2 * k, 2));
        u->mem_wdata = static_cast<uint32_t>(get(t->mem_wdata_o, 32 * k, 32));
        u->mem_amo = static_cast<uint8_t>(get(t->mem_amo_o, 4 * k, 4));
        u->mem_cmp = static_cast<uint32_t>(get(t->mem_cmp_o, 32 * k, 32));
    }
    const unsigned n = p->cus * p->simds * p->units * p->slots, wave = p->wave;
    for (unsigned k = 0; k < n; k++) {
        cosim_commit *c = &p->c[k];
        c->lw_valid = static_cast<uint8_t>(C_GET(lw_valid, 1));
        if (c->lw_valid) {   // a scalar load's dword, written in this cycle
            c->lw_ctx = static_cast<uint8_t>(C_GET(lw_ctx, cw));
            c->lw_sgpr = static_cast<uint8_t>(C_GET(lw_sgpr, 7));
            c->lw_data = static_cast<uint32_t>(C_GET(lw_data, 32));
        }
        c->lv_valid = static_cast<uint8_t>(C_GET(lv_valid, 1));
        if (c->lv_valid) {   // a vector load's lane dword, written in this cycle
            c->lv_ctx = static_cast<uint8_t>(C_GET(lv_ctx, cw));
            c->lv_vgpr = static_cast<uint8_t>(C_GET(lv_vgpr, 8));
            c->lv_lane = static_cast<uint8_t>(C_GET(lv_lane, 6));
            c->lv_data = static_cast<uint32_t>(C_GET(lv_data, 32));
        }
        c->valid = static_cast<uint8_t>(C_GET(valid, 1));
        if (!c->valid)
            continue;   // the rest is read only for a commit: the data vectors are wide
        c->ctx = static_cast<uint8_t>(C_GET(ctx, cw));
        c->unit = static_cast<uint8_t>(C_GET(unit, 6));
        c->wave = static_cast<uint32_t>(C_GET(wave, 32));
        c->lat = static_cast<uint32_t>(C_GET(lat, 32));
        c->pc = static_cast<uint32_t>(C_GET(pc, 32));
        c->next_pc = static_cast<uint32_t>(C_GET(next_pc, 32));
        c->inst0 = static_cast<uint32_t>(C_GET(inst0, 32));
        c->inst1 = static_cast<uint32_t>(C_GET(inst1, 32));
        c->sgpr_base = static_cast<uint16_t>(C_GET(sgpr_base, 10));
        c->sgpr_cnt = static_cast<uint8_t>(C_GET(sgpr_cnt, 5));
        c->sgpr_late = static_cast<uint8_t>(C_GET(sgpr_late, 1));
        c->vgpr_late = static_cast<uint8_t>(C_GET(vgpr_late, 1));
        for (unsigned i = 0; i < 16; i++)
            c->sgpr_data[i] = static_cast<uint32_t>(get(t->commit_sgpr_data_o, 512 * k + 32 * i, 32));
        c->exec = C_GET(exec, 64);
        c->vcc = C_GET(vcc, 64);
        c->scc = static_cast<uint8_t>(C_GET(scc, 1));
        c->scc_we = static_cast<uint8_t>(C_GET(scc_we, 1));
        c->m0 = static_cast<uint32_t>(C_GET(m0, 32));
        c->mode = static_cast<uint32_t>(C_GET(mode, 32));
        c->split_mask = C_GET(split_mask, 64);
        c->split_ev = static_cast<uint8_t>(C_GET(split_ev, 2));
        c->split_parent = static_cast<uint8_t>(C_GET(split_parent, 6));
        c->split_child = static_cast<int8_t>(C_GET(split_child, 7) == 0x7f ? -1 : C_GET(split_child, 7));
        c->split_mask_parent = C_GET(split_mask_parent, 64);
        c->split_mask_child = C_GET(split_mask_child, 64);
        c->end = static_cast<uint8_t>(C_GET(end, 1));
        c->err = static_cast<uint8_t>(C_GET(err, 1));
        c->vgpr_we = static_cast<uint8_t>(C_GET(vgpr_we, 1));
        c->vgpr_base = static_cast<uint8_t>(C_GET(vgpr_base, 8));
        c->vgpr_cnt = static_cast<uint8_t>(C_GET(vgpr_cnt, 3));
        c->vgpr_mask = C_GET(vgpr_mask, 64);
        // 4 x wave dwords per SIMD: dword d of lane l is word d * wave + l of SIMD k's field
        for (unsigned d = 0; d < 4; d++)
            for (unsigned l = 0; l < wave; l++)
                c->vgpr_data[d][l] = static_cast<uint32_t>(
                    get(t->commit_vgpr_data_o, 32 * (4 * wave * k + d * wave + l), 32));
    }
}

void destroy(void *vm)
{
    model *m = static_cast<model *>(vm);
    m->top->final();
#if VM_TRACE
    if (m->fst) {
        m->fst->close();   // flushes
        delete m->fst;
    }
#endif
    delete m->top;
    delete m;
}

int trace_open(void *vm, const char *path)
{
#if VM_TRACE
    model *m = static_cast<model *>(vm);
    m->fst = new VerilatedFstC;
    m->top->trace(m->fst, 99);   // every level of the hierarchy
    m->fst->open(path);
    return m->fst->isOpen() ? 0 : -1;
#else
    (void)vm;
    (void)path;
    return -1;
#endif
}

const cosim_model_ops ops = { create, step, destroy, trace_open };

}  // namespace

static void shim_args(int argc, char **argv)
{
    g_argc = argc;
    g_argv = argv;
}

#ifndef COSIM_SHIM_NO_MAIN
int main(int argc, char **argv)
{
    shim_args(argc, argv);
    return cosim_model_main(argc, argv, &ops);
}
#endif
