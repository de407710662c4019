# cosim/model.mk -- builds the lockstep model binary of one generated configuration.
# Invoked by `pws cosim` (cosim/cmd_cosim.c) as: make -f cosim/model.mk TOP=<tree> OUT=<dir>
# [TRACE=1 COPT=-O0] (the --fst variant)
# where OUT/gen holds the generated Verilog. Spec: docs/cosim.md "Build".
#
# The model = the C library of this tree (golden/, rtl_gen/, cosim/; compiled once into
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
SRC    := $(sort $(wildcard $(TOP)/golden/*.c $(TOP)/rtl_gen/*.c $(TOP)/cosim/*.c))
OBJ    := $(patsubst $(TOP)/%.c,$(LIBDIR)/%.o,$(SRC))
INCS   := -I$(TOP)/golden -I$(TOP)/rtl_gen -I$(TOP)/cosim
CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -g -Wall -Wextra -Werror $(INCS)
# The CU, the generated modules it instantiates, and the hand-written leaves.
# C++ optimisation of the Verilated model: -O2 for speed; the mutation test builds with -O0
# (a third of the build time, the model runs a few times slower).
COPT   ?= -O2
# TRACE=1: the FST-tracing variant (pws cosim --fst), built into its own OUT (its own cache key)
# so that untraced runs keep the untraced model's speed.
TRACE  ?=
VTRACE := $(if $(TRACE),--trace-fst --trace-structs,)
VSRC   := $(addprefix $(OUT)/gen/,pws_cu.v pws_simd.v pws_srf.v pws_vrf.v pws_salu.v pws_valu.v \
            pws_valu_lane.v pws_decoder.v) $(sort $(wildcard $(TOP)/rtl/*.v))

$(OUT)/model: $(VSRC) $(TOP)/cosim/cosim_shim.cpp $(TOP)/cosim/cosim.h $(LIBDIR)/libpws.a
	rm -f $@   # verilator's own make relinks only for its objects, not for libpws.a
	verilator --cc --exe --build -j 2 -O2 --top-module pws_cu -Wno-fatal -Wno-lint $(VTRACE) \
	  -Mdir $(OUT)/obj_dir -o $(OUT)/model $(VSRC) $(TOP)/cosim/cosim_shim.cpp \
	  -MAKEFLAGS "OPT_FAST=$(COPT) OPT_SLOW=$(COPT) OPT_GLOBAL=$(COPT)" \
	  -CFLAGS "$(INCS) $(COPT)" -LDFLAGS "$(LIBDIR)/libpws.a -lz -lm -lcjson"

$(LIBDIR)/libpws.a: $(OBJ)
	rm -f $@
	ar rcs $@ $^

$(LIBDIR)/%.o: $(TOP)/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

-include $(OBJ:.o=.d)
