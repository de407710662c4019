# cosim/model.mk -- builds the lockstep model binary of one generated configuration.
# Invoked by `pws cosim` (cosim/cmd_cosim.c) as: make -f cosim/model.mk TOP=<tree> OUT=<dir>
# [TRACE=1 COPT=-O0] (the --fst variant; COPT otherwise from the model's size, below)
# where OUT/gen holds the generated Verilog. Spec: docs/cosim.md "Two programs".
#
# The model = the C library of this tree (golden/, rtl_gen/, cosim/, wcet/, fpga/; compiled once into
# build/cosim/lib and shared by every configuration) + cosim/cosim_shim.cpp + the Verilated
# pws_cu. make's timestamps are the cache: pws cosim rewrites a generated file only when its
# text changes, so a second run with the same configuration rebuilds nothing.
ifeq ($(TOP),)
$(error TOP is not set)
endif
ifeq ($(OUT),)
$(error OUT is not set)
endif

LIBDIR := $(TOP)/build/cosim/lib
# The same library directories as the top Makefile's SRC_DIRS (golden/ code may include wcet/
# headers, e.g. the split pass), linked with the same libraries.
DIRS   := golden rtl_gen cosim wcet fpga
SRC    := $(sort $(wildcard $(addprefix $(TOP)/,$(addsuffix /*.c,$(DIRS)))))
OBJ    := $(patsubst $(TOP)/%.c,$(LIBDIR)/%.o,$(SRC))
INCS   := $(addprefix -I$(TOP)/,$(DIRS))
LIBS   := -lz -lcjson -llpsolve55 -lcolamd -ldl -lm
CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -g -Wall -Wextra -Werror $(INCS)
# The GPU, the CU, the generated modules it instantiates, and the hand-written leaves.
# C++ optimisation of the Verilated model. A model of 64 VALU lanes or more (CUs x SIMDs x units
# x lanes, from the manifest; the default configuration has 64): -O2 for the code that runs
# every cycle (Verilator's "fast" files and the shim), -O1 for the rest (construction and initial
# values, the "slow" files, run once). Smaller models: -O1. Measured once the lanes and the SIMDs
# each became one copy of code (docs/cosim.md "Speed"): -O2 against -O1 runs the default
# configuration's bench kernel in 0.39 s instead of 0.64 s, for a build of 54 s instead of 37 s;
# the small one (32 lanes) in 0.28 s instead of 0.34 s, for 25 s instead of 21 s, and small models
# run the tests' short kernels, where the build is most of the time (make test: 18 minutes with
# -O2 everywhere). pws cosim --fst builds with COPT=-O0. The C++ compiles run in the sub-make
# below, which gets this make's jobserver (-j2 from pws cosim), so they use both cores.
ifeq ($(origin COPT),undefined)
COPT := $(shell m=$(OUT)/gen/pws_manifest.json; \
  v() { sed -n "s/^[[:space:]]*\"$$1\":[^0-9a-z]*\([0-9a-z]*\).*/\1/p" "$$m"; }; \
  u=1; [ "$$(v split)" = pws ] && u=$$(( $$(v spsimds) + 1 )); \
  n=$$(( $$(v cus) * $$(v simds) * u * $$(v lanes) )) 2> /dev/null; \
  [ "$${n:-0}" -ge 64 ] 2> /dev/null && echo -O2 || echo -O1)
endif
COPT_SLOW := $(if $(filter -O2 -O3,$(COPT)),-O1,$(COPT))
# Verilator's "slow" files (construction, initial values: run once) at -O0 whatever COPT: a
# pipelined model of 2 SIMDs builds in 63 s instead of 72 s and runs as fast (loop: 27 791
# cycles in 0.50 s against 0.64 s, noise); verilated.cpp and the shim (OPT_GLOBAL) keep COPT_SLOW.
COPT_INIT := -O0
# TRACE=1: the FST-tracing variant (pws cosim --fst), built into its own OUT (its own cache key)
# so that untraced runs keep the untraced model's speed.
TRACE  ?=
VTRACE := $(if $(TRACE),--trace-fst --trace-structs,)
# SC=1: the SystemC top (pws cosim --systemc, its own OUT): verilator --sc, cosim/cosim_sc.cpp
# (which includes the shim) and the list of pws_gpu's ports it binds, taken from the generated
# Verilog (so it follows the generator), Debian's libsystemc-dev.
SC     ?=
VMODE  := $(if $(SC),--sc,--cc)
VMAIN  := $(TOP)/cosim/$(if $(SC),cosim_sc.cpp,cosim_shim.cpp)
VSCLIB := $(if $(SC),-lsystemc,)
VSCDEP := $(if $(SC),$(OUT)/sc/cosim_sc_ports.h,)
VSCINC := $(if $(SC),-I$(OUT)/sc,)
# Verilator keeps what pws_gpu instantiates (--top-module).
# RTL: where the hand-written modules are read from (the mutation check builds from edited copies).
RTL    ?= $(TOP)/rtl
VSRC   := $(sort $(wildcard $(OUT)/gen/*.v)) $(sort $(wildcard $(RTL)/*.v))

# One C++ copy of a module's code for all its instances. Verilator 5.006 emits each instance's
# logic as its own function and merges the identical ones; these optimisations made them
# differ: gate optimisation replaces a lane's input ports by the driving signals of its own
# parent, and table optimisation numbers its lookup tables per instance. Without them the 256
# VALU lanes of the default configuration under pws S = 3 share one function (C++ 185 MB ->
# 38 MB; docs/cosim.md "Two programs" has the build times and the simulation speed). The
# dataflow-graph optimiser (DFG) did the same to the SIMDs: without it the four SIMDs of the
# default configuration share one function too, and the CU no longer rebuilds the commit port's
# fields of its SIMDs through a chain of wide temporaries in every cycle (default
# configuration, bench kernel: 0.81 s -> 0.66 s; under pws S = 3: 6.10 s -> 3.12 s; docs/cosim.md
# "Speed").
VSHARE := -fno-gate -fno-table -fno-dfg

.DEFAULT_GOAL := $(OUT)/model
# The C++ optimisation level is part of the cache: $(OUT)/copt is rewritten only when it
# changes (make compares the mtime after the recipe), and everything Verilated depends on it
# (a -O0 model runs 14 times as slow as an -O1 one).
$(OUT)/copt: FORCE
	@mkdir -p $(dir $@); [ "$$(cat $@ 2> /dev/null)" = "$(COPT)" ] || echo "$(COPT)" > $@
.PHONY: FORCE
FORCE:
# Verilator unrolls a for loop of at most 64 iterations (--unroll-count) and refuses a
# non-blocking write to an array element inside one it does not unroll (BLKLOOPINIT). A unit's
# reset clears its contexts in such a loop: under dws with S = 7 and 10 contexts that is 80
# (the default configuration in make paper's Table 3). 1024 covers every configuration pws gen
# accepts for split contexts; loops are unrolled only as far as they run. A loop is also left
# rolled when its unrolled body would exceed --unroll-stmts statements: the pipelined CU's issue
# stage updates every context's counters in one loop, 32 contexts under dws with S = 3.
VUNROLL := --unroll-count 1024 --unroll-stmts 1000000
# Two steps, because Verilator rewrites every file it generates each time it runs (so make would
# recompile all of them): verilate when the Verilog or this file changes; compile what changed
# and relink when anything changes (a change of the C library or the shim: a relink and the
# shim's object, seconds, instead of a full C++ build).
$(OUT)/obj_dir/Vpws_gpu.mk: $(VSRC) $(VSCDEP) $(TOP)/cosim/model.mk $(OUT)/copt
	verilator $(VMODE) --exe -O2 $(VSHARE) $(VUNROLL) --top-module pws_gpu -Wno-fatal -Wno-lint $(VTRACE) \
	  -Mdir $(OUT)/obj_dir -o $(OUT)/model $(VSRC) $(VMAIN) \
	  -CFLAGS "$(INCS) $(VSCINC)" -LDFLAGS "$(LIBDIR)/libpws.a $(LIBS) $(VSCLIB)"

$(OUT)/model: $(OUT)/obj_dir/Vpws_gpu.mk $(TOP)/cosim/cosim_shim.cpp $(VMAIN) $(TOP)/cosim/cosim.h \
              $(LIBDIR)/libpws.a
	rm -f $@   # Verilator's makefile relinks only for its objects, not for libpws.a
	+$(MAKE) -C $(OUT)/obj_dir -f Vpws_gpu.mk OPT_FAST=$(COPT) OPT_SLOW=$(COPT_INIT) OPT_GLOBAL=$(COPT_SLOW)

# COSIM_SC_PORTS(X): X(name) for every port declaration of pws_gpu.v ("input wire [..] name,")
$(OUT)/sc/cosim_sc_ports.h: $(OUT)/gen/pws_gpu.v
	@mkdir -p $(dir $@)
	{ echo '#define COSIM_SC_PORTS(X) \'; \
	  sed -nE 's/^ *(input|output) +wire *(\[[^]]*\])? *([A-Za-z_0-9]+).*/    X(\3) \\/p' $<; echo; } > $@

$(LIBDIR)/libpws.a: $(OBJ)
	rm -f $@
	ar rcs $@ $^

$(LIBDIR)/%.o: $(TOP)/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

-include $(OBJ:.o=.d)
