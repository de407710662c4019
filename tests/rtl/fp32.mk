# tests/rtl/fp32.mk -- the Verilator bench of the FP32 RTL units (docs/fp32_rtl.md
# "Verification"): testbenches/rtl/pws_fp32_bench.v + every rtl/pws_fp32_*.v, driven by the C
# checker tests/rtl/fp32_check.c against golden/fp32.c and golden/fdiv.c through the C++ shim.
# The C files are compiled here with the project's C flags (Verilator's own makefile only
# knows C++), then linked into the Verilated model as objects.
# -O1 and --x-assign fast keep the Verilator build well under two minutes on two cores.

FP32VL_DIR  := build/vl/fp32
FP32VL_BIN  := $(FP32VL_DIR)/Vpws_fp32_bench
FP32VL_RTL  := $(sort $(wildcard rtl/pws_fp32_*.v)) rtl/pws_lzc.v
FP32VL_TOP  := testbenches/rtl/pws_fp32_bench.v
FP32VL_CSRC := tests/rtl/fp32_check.c golden/fp32.c golden/fdiv.c
FP32VL_COBJ := $(patsubst %.c,$(FP32VL_DIR)/cobj/%.o,$(FP32VL_CSRC))
FP32VL_FLAGS := --cc --exe --build -j 2 -O1 --x-assign fast --x-initial fast -Wall \
                -Irtl --top-module pws_fp32_bench --Mdir $(FP32VL_DIR) \
                -CFLAGS "-O1 -I$(abspath tests/rtl)"

RTL_TESTS += $(FP32VL_BIN)

$(FP32VL_DIR)/cobj/%.o: %.c tests/rtl/fp32_shim.h golden/fp32.h golden/fdiv.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 -g -Igolden -Itests/rtl -c $< -o $@

$(FP32VL_BIN): $(FP32VL_TOP) $(FP32VL_RTL) tests/rtl/fp32_shim.cpp tests/rtl/fp32_shim.h \
               $(FP32VL_COBJ)
	@mkdir -p $(FP32VL_DIR)
	verilator $(FP32VL_FLAGS) $(FP32VL_TOP) $(abspath tests/rtl/fp32_shim.cpp) \
	    $(abspath $(FP32VL_COBJ))
