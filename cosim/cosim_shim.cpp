// cosim/cosim_shim.cpp -- the only file that sees Verilator (STYLE.md section 2): builds the
// Verilated pws_cu, clocks it, and copies its pins to and from the C harness's cosim_port.
// Everything else (dispatch, memory, checking) is C in cosim/cosim.c. Spec: docs/cosim.md.
// Built with model.mk TRACE=1 (verilator --trace-fst, VM_TRACE=1), it can also write an FST of
// the whole design; without it, trace_open fails and nothing of the tracer is linked.
#include "Vpws_cu.h"
#include "verilated.h"
#if VM_TRACE
#include "verilated_fst_c.h"
#endif

extern "C" {
#include "cosim.h"
}

namespace {

struct model {
    VerilatedContext ctx;
    Vpws_cu *top;
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

void *create()
{
    model *m = new model;
#if VM_TRACE
    m->ctx.traceEverOn(true);   // before the model exists, or it records no signals
#endif
    m->top = new Vpws_cu{&m->ctx};
    m->top->clk_i = 0;
    m->top->eval();
    return m;
}

// Inputs are applied while the clock is low, then one rising edge; outputs are sampled after it.
void step(void *vm, cosim_port *p)
{
    model *m = static_cast<model *>(vm);
    Vpws_cu *t = m->top;
    t->rst_ni = p->rst_n;
    t->init_we_i = p->init_we;
    t->init_ctx_i = p->init_ctx;
    t->init_sel_i = p->init_sel;
    t->init_addr_i = p->init_addr;
    t->init_lane_i = p->init_lane;
    t->init_data_i = p->init_data;
    t->imem_we_i = p->imem_we;
    t->imem_waddr_i = p->imem_waddr;
    t->imem_wdata_i = p->imem_wdata;
    t->mem_rvalid_i = p->mem_rvalid;
    t->mem_rdata_i = p->mem_rdata;
    t->clk_i = 0;
    t->eval();
    dump(m);
    t->clk_i = 1;
    t->eval();
    dump(m);
    p->running = t->running_o;
    p->mem_req = t->mem_req_o;
    p->mem_addr = t->mem_addr_o;
    p->mem_we = t->mem_we_o;
    p->mem_size = t->mem_size_o;
    p->mem_wdata = t->mem_wdata_o;
    p->c_valid = t->commit_valid_o;
    p->c_ctx = t->commit_ctx_o;
    p->c_pc = t->commit_pc_o;
    p->c_next_pc = t->commit_next_pc_o;
    p->c_inst0 = t->commit_inst0_o;
    p->c_inst1 = t->commit_inst1_o;
    p->c_sgpr_base = t->commit_sgpr_base_o;
    p->c_sgpr_cnt = t->commit_sgpr_cnt_o;
    for (int i = 0; i < 16; i++)
        p->c_sgpr_data[i] = t->commit_sgpr_data_o[i];
    p->c_exec = t->commit_exec_o;
    p->c_vcc = t->commit_vcc_o;
    p->c_scc = t->commit_scc_o;
    p->c_scc_we = t->commit_scc_we_o;
    p->c_m0 = t->commit_m0_o;
    p->c_mode = t->commit_mode_o;
    p->c_split_mask = t->commit_split_mask_o;
    p->c_end = t->commit_end_o;
    p->c_err = t->commit_err_o;
    p->c_vgpr_we = t->commit_vgpr_we_o;
    p->c_vgpr_base = t->commit_vgpr_base_o;
    p->c_vgpr_cnt = t->commit_vgpr_cnt_o;
    p->c_vgpr_mask = t->commit_vgpr_mask_o;
    // 4 x WavefrontSize dwords: dword d of lane l is word d * wave + l
    const int wave = static_cast<int>(sizeof t->commit_vgpr_data_o / 16);
    for (int d = 0; d < 4; d++)
        for (int l = 0; l < wave; l++)
            p->c_vgpr_data[d][l] = t->commit_vgpr_data_o[d * wave + l];
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

int main(int argc, char **argv)
{
    return cosim_model_main(argc, argv, &ops);
}
