// tests/rtl/valu_shim.cpp -- extern "C" wrapper of the Verilator model Vpws_valu of a one-lane
// VALU (valu_shim.h). It is combinational: one eval() per input set, no clock.
#include <new>

#include "Vpws_valu.h"
#include "verilated.h"
#include "valu_shim.h"

namespace {
struct Model {
    VerilatedContext ctx;
    Vpws_valu top;
    Model() : top(&ctx, "valu") {}
};
}  // namespace

extern "C" void *valu_model_new(void)
{
    return new (std::nothrow) Model();
}

extern "C" void valu_model_eval(void *model, const valu_lane_in *in, valu_lane_out *out)
{
    Vpws_valu &t = static_cast<Model *>(model)->top;
    t.op_i = in->op;
    t.src0_i = in->src[0];
    t.src1_i = in->src[1];
    t.src2_i = in->src[2];
    t.neg_i = in->neg;
    t.abs_i = in->abs;
    t.clamp_i = in->clamp;
    t.omod_i = in->omod;
    t.carry_i = in->carry;
    t.denorm_i = in->denorm;
    t.lane_base_i = in->lane;   // lane 0 of the pass is this wavefront lane
    t.eval();
    out->d = t.d_o;
    out->bit = t.bit_o;
    out->writes_d = t.writes_d_o;
    out->writes_bit = t.writes_bit_o;
}

extern "C" void valu_model_free(void *model)
{
    Model *m = static_cast<Model *>(model);
    m->top.final();
    delete m;
}
