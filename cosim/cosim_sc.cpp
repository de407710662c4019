// cosim/cosim_sc.cpp -- the SystemC top of the lockstep model (pws cosim --systemc; docs/cosim.md
// "SystemC top"). The GPU is Verilated with --sc (an sc_module with sc_in/sc_out ports); it sits
// in an sc_module of the harness's side, cosim_sc_env, which owns one sc_signal per GPU port:
// the SPI's init port and the global memory port the C harness (cosim/cosim.c) drives and
// answers, the commit port it checks. Nothing is decided here: the shim (cosim_shim.cpp,
// included below with COSIM_SHIM_TOP = cosim_sc_env) copies the pins to and from cosim_port
// once per clock exactly as for the plain C++ model, and "one clock" is two sc_start()s of 1 ns
// (clock low with the new inputs, then the rising edge). The same C harness, the same checks.
//
// The port list, COSIM_SC_PORTS(X) = X(clk_i) X(rst_ni) ..., is every port declaration of the
// generated pws_gpu.v, extracted by cosim/model.mk (SC=1) into the model's build directory: the
// SystemC top follows the generator without a second, hand-kept list.
#include <cstdlib>
#include <type_traits>

#include <systemc.h>

#include "Vpws_gpu.h"
#include "cosim_sc_ports.h"

namespace {

// One pin: the signal bound to the GPU's port, and (inputs) the value last written. The shim
// sets one vector field by field (one CU after the other) within one delta cycle, when a
// signal still reads its old value: the shadow keeps the fields already set.
template <typename T> struct pin {
    sc_signal<T> sig;
    T shadow{};
    pin &operator=(const T &v)
    {
        shadow = v;
        sig.write(v);
        return *this;
    }
    operator T() const { return sig.read(); }
};
template <typename P> using pin_of = pin<typename std::remove_reference<P>::type::data_type>;

uint64_t mask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

// The shim's get/put (bits [lsb, lsb + w), w <= 64) for pins; these overloads are more
// specialised than its generic ones, so its step() picks them.
template <typename T> uint64_t get(const pin<T> &v, unsigned lsb, unsigned w)
{
    return (static_cast<uint64_t>(v.sig.read()) >> lsb) & mask(w);
}
template <int N> uint64_t get(const pin<sc_bv<N>> &v, unsigned lsb, unsigned w)
{
    return v.sig.read().range(lsb + w - 1, lsb).to_uint64();
}
template <typename T> void put(pin<T> &v, unsigned lsb, unsigned w, uint64_t x)
{
    uint64_t o = static_cast<uint64_t>(v.shadow);
    v = static_cast<T>((o & ~(mask(w) << lsb)) | ((x & mask(w)) << lsb));
}
template <int N> void put(pin<sc_bv<N>> &v, unsigned lsb, unsigned w, uint64_t x)
{
    sc_bv<N> b = v.shadow;
    b.range(lsb + w - 1, lsb) = x & mask(w);
    v = b;
}

// The harness's side of the pins, as a SystemC module around the GPU.
SC_MODULE(cosim_sc_env) {
#define COSIM_SC_PIN(n) pin_of<decltype(std::declval<Vpws_gpu>().n)> n;
    COSIM_SC_PORTS(COSIM_SC_PIN)
#undef COSIM_SC_PIN
    Vpws_gpu gpu;

    // The shim constructs its top from a VerilatedContext; the SystemC model uses the default.
    explicit cosim_sc_env(VerilatedContext *) : sc_module(sc_module_name("env")), gpu("gpu")
    {
#define COSIM_SC_BIND(n) gpu.n(n.sig);
        COSIM_SC_PORTS(COSIM_SC_BIND)
#undef COSIM_SC_BIND
    }
    void eval() { sc_start(1, SC_NS); }   // the new inputs settle; a clock edge is processed
    void final() { gpu.final(); }
};

}  // namespace

#define COSIM_SHIM_TOP cosim_sc_env
#define COSIM_SHIM_NO_MAIN 1
#include "cosim_shim.cpp"

// The library's main prints SystemC's banner before it calls sc_main unless this is set: set it
// during static initialisation, so that the summary is all of stdout, as with the plain model.
static const int banner_off = setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);

int sc_main(int argc, char **argv)
{
    (void)banner_off;
    shim_args(argc, argv);
    return cosim_model_main(argc, argv, &ops);
}
