// tests/rtl/ibuf_shim.cpp -- extern "C" wrapper of the Verilator model Vpws_ibuf (ibuf_shim.h).
#include <new>

#include "Vpws_ibuf.h"
#include "verilated.h"
#include "ibuf_shim.h"

namespace {
struct Model {
    VerilatedContext ctx;
    Vpws_ibuf top;
    Model() : top(&ctx, "ibuf") { top.clk_i = 0; }
};
}  // namespace

extern "C" void *ibuf_model_new(void)
{
    return new (std::nothrow) Model();
}

extern "C" void ibuf_model_eval(void *model, const ibuf_in *in, ibuf_out *out)
{
    Vpws_ibuf &t = static_cast<Model *>(model)->top;
    t.rst_ni = in->rst_n;
    t.flush_i = in->flush;
    t.look_ctx_i = in->look_ctx;
    t.look_addr_i = in->look_addr;
    t.want_i = in->want;
    t.want_ctx_i = in->want_ctx;
    t.want_addr_i = in->want_addr;
    t.load_i = in->load;
    t.load_ctx_i = in->load_ctx;
    t.load_addr_i = in->load_addr;
    t.load_w0_i = in->load_w0;
    t.load_w1_i = in->load_w1;
    t.demand_i = in->demand;
    t.gnt_i = in->gnt;
    t.rdata_i = in->rdata;
    t.eval();
    out->look_hit = t.look_hit_o;
    out->look_w0 = t.look_w0_o;
    out->look_w1 = t.look_w1_o;
    out->req = t.req_o;
    out->raddr = t.raddr_o;
}

extern "C" void ibuf_model_clock(void *model)
{
    Vpws_ibuf &t = static_cast<Model *>(model)->top;
    t.clk_i = 1;
    t.eval();
    t.clk_i = 0;
    t.eval();
}

extern "C" void ibuf_model_free(void *model)
{
    Model *m = static_cast<Model *>(model);
    if (!m)
        return;
    m->top.final();
    delete m;
}
