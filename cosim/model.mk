# cosim/model.mk -- builds the lockstep model binary of one generated configuration.
# Invoked by `pws cosim` (cosim/cmd_cosim.c) as: make -f cosim/model.mk TOP=<tree> OUT=<dir>
# [TRACE=1 COPT=-O0] (the --fst variant)
# where OUT/gen holds the generated Verilog. Spec: docs/cosim.md "Build".
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
# C++ optimisation of the Verilated model: -O1 (measured on the 2-SIMD small configuration: a
# build of 82 s instead of 294 s at -O2 on a loaded machine, and the same simulation speed within
# 10 %); the mutation test builds with -O0. The '+' on the verilator line hands make's jobserver
# to the make Verilator runs, so its C++ compiles use both cores (without it: -j1).
COPT   ?= -O1
# TRACE=1: the FST-tracing variant (pws cosim --fst), built into its own OUT (its own cache key)
# so that untraced runs keep the untraced model's speed.
TRACE  ?=
VTRACE := $(if $(TRACE),--trace-fst --trace-structs,)
VSRC   := $(addprefix $(OUT)/gen/,pws_gpu.v pws_cu.v pws_lds.v pws_simd.v pws_srf.v pws_vrf.v pws_salu.v pws_valu.v \
            pws_valu_lane.v pws_decoder.v) $(sort $(wildcard $(TOP)/rtl/*.v))

$(OUT)/model: $(VSRC) $(TOP)/cosim/cosim_shim.cpp $(TOP)/cosim/cosim.h $(LIBDIR)/libpws.a
	rm -f $@   # verilator's own make relinks only for its objects, not for libpws.a
	+verilator --cc --exe --build -j 2 -O2 --top-module pws_gpu -Wno-fatal -Wno-lint $(VTRACE) \
	  -Mdir $(OUT)/obj_dir -o $(OUT)/model $(VSRC) $(TOP)/cosim/cosim_shim.cpp \
	  -MAKEFLAGS "OPT_FAST=$(COPT) OPT_SLOW=$(COPT) OPT_GLOBAL=$(COPT)" \
	  -CFLAGS "$(INCS) $(COPT)" -LDFLAGS "$(LIBDIR)/libpws.a $(LIBS)"

$(LIBDIR)/libpws.a: $(OBJ)
	rm -f $@
	ar rcs $@ $^

$(LIBDIR)/%.o: $(TOP)/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

-include $(OBJ:.o=.d)
