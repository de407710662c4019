# testbenches/testbenches.mk -- the testbench kernels and their CPU references (included by the
# top-level Makefile; docs/testbenches.md).
#
# Every kernel ends up as build/tb/NAME.s, whatever its source:
#   testbenches/asm/NAME.s  hand-written, copied as is;
#   testbenches/cl/NAME.cl  OpenCL C, compiled by clang for gfx803 (fiji) without a device library;
#   testbenches/clc/NAME.cl OpenCL C as users write it (libclc's built-ins), compiled by pws cl.
# build/bin/tbref generates their inputs and checks their outputs (testbenches/ref/*.c).
# TB_ALL is what `make demo`, `make test` and `make bench` build before running anything.

CLANG     ?= clang
CLFLAGS   := -target amdgcn-amd-amdhsa -mcpu=fiji -nogpulib -O2 -S

TB_ASM    := $(sort $(wildcard testbenches/asm/*.s))
TB_CL     := $(sort $(wildcard testbenches/cl/*.cl))
TB_CLC    := $(sort $(wildcard testbenches/clc/*.cl))
TB_KERNELS := $(patsubst testbenches/asm/%.s,build/tb/%.s,$(TB_ASM)) \
              $(patsubst testbenches/cl/%.cl,build/tb/%.s,$(TB_CL)) \
              $(patsubst testbenches/clc/%.cl,build/tb/%.s,$(TB_CLC))
# Loop bounds (docs/flow-facts.md) beside the kernels that have loops: pws cosim finds
# build/tb/NAME.ff and checks each run against the kernel's static WCET bound.
TB_FF     := $(addprefix build/tb/,$(notdir $(wildcard testbenches/asm/*.ff testbenches/cl/*.ff)))
TBREF_SRC := $(sort $(wildcard testbenches/ref/*.c))
ROD_SRC   := $(sort $(wildcard testbenches/rodinia/*.c))
TB_ALL    := $(TB_KERNELS) $(TB_FF) build/bin/tbref build/bin/rodref

.PHONY: testbenches
testbenches: $(TB_ALL)

build/tb/%.s: testbenches/asm/%.s
	@mkdir -p $(dir $@)
	cp $< $@

build/tb/%.ff: testbenches/asm/%.ff
	@mkdir -p $(dir $@)
	cp $< $@

build/tb/%.ff: testbenches/cl/%.ff
	@mkdir -p $(dir $@)
	cp $< $@

# Every .cl depends on the shared headers (testbenches/cl/*.h).
# clang writes to a temporary name first, so that a failed compile leaves no stale kernel.
build/tb/%.s: testbenches/cl/%.cl $(wildcard testbenches/cl/*.h)
	@mkdir -p $(dir $@)
	$(CLANG) $(CLFLAGS) $< -o $@.tmp
	@mv $@.tmp $@

# pws cl runs clang with libclc (docs/cl.md) and writes its output under a temporary name itself.
build/tb/%.s: testbenches/clc/%.cl build/bin/pws
	@mkdir -p $(dir $@)
	build/bin/pws cl $< -o $@

# The reference program is host code with the project's flags; -lm for fmaf/fminf/ldexpf.
build/bin/tbref: $(TBREF_SRC) $(wildcard testbenches/ref/*.h) testbenches/tb_rng.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(OPT) -Itestbenches/ref -Itestbenches -o $@ $(TBREF_SRC) -lm

# The Rodinia benchmarks' inputs, launch plans and C references (docs/rodinia.md).
build/bin/rodref: $(ROD_SRC) testbenches/rodinia/rod.h testbenches/tb_rng.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(OPT) -Itestbenches/rodinia -Itestbenches -o $@ $(ROD_SRC)
