# tests/rtl/valu.mk -- the Verilator model of a one-lane VALU (the generated pws_valu.v, its op
# decoder, around rtl/pws_valu_lane.v) and its checker against the golden model
# (tests/rtl/valu_check.c; docs/valu.md "Verification"). Included by the Makefile.
#
# build/vl/valu/valu_check = the verilated VALU (Verilator's own makefile, C++) + the C++ shim +
# the checker and the golden library, both compiled as C11 with the project's flags. The golden
# objects go in through an archive so that only what exec_inst() needs is linked (no zlib). The
# lane's FP32 units are large combinational blocks: the model is compiled with -O1 and
# --x-assign/--x-initial fast to keep the build near a minute on 2 cores. pws_valu.v is `pws gen`
# output for the reference configuration on 2 lanes (the fewest the CU has), written to
# build/vl/valu/gen/, verilated with SimdWidth = 1: its lanes are one module instantiated
# SimdWidth times, so one lane is the lane (wave 64: the checker drives lane_base_i 0..63).
# Verilator gets exactly that file and rtl/*.v, no include path.
#
# build/vl/valu_int/valu_check is the same checker on the integer-only VALU of `pws gen --fp32
# none` (wave 64 again), built from the same checker objects; it has no FP32 unit, so it needs no
# rtl/pws_fp32_*.v and verilates in seconds. rtl_valu.sh runs it with -f none.

VERILATOR   ?= verilator
VALU_DIR    := build/vl/valu
VALU_BIN    := $(VALU_DIR)/valu_check
VALU_GEN    := $(VALU_DIR)/gen
VALU_LANE   := $(VALU_GEN)/pws_valu.v
VALU_GENOPT := --lanes 2
VALU_RTL    := $(sort $(wildcard rtl/*.v))
VALU_GOLDEN := $(patsubst %.c,$(VALU_DIR)/obj/%.o,$(sort $(wildcard golden/*.c)))
VALU_LIB    := $(VALU_DIR)/obj/libgolden.a
VALU_CHECK  := $(VALU_DIR)/obj/valu_check.o
VALU_VFLAGS := --cc --exe --build -j 2 --top-module pws_valu -GSimdWidth=1 \
               --x-assign fast --x-initial fast -O1 -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O1" \
               --Mdir $(VALU_DIR) -o valu_check

RTL_TESTS += $(VALU_BIN)

$(VALU_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 $(INCS) -MMD -MP -c $< -o $@

$(VALU_LIB): $(VALU_GOLDEN)
	rm -f $@
	ar rcs $@ $^

$(VALU_CHECK): tests/rtl/valu_check.c tests/rtl/valu_shim.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 $(INCS) -Itests/rtl -c $< -o $@

# The generator is deterministic: a rebuilt pws that writes the same VALU costs one Verilator run.
$(VALU_LANE): build/bin/pws
	@mkdir -p $(dir $(VALU_GEN))   # pws gen creates only the last directory
	build/bin/pws gen $(VALU_GENOPT) -o $(VALU_GEN) > /dev/null

$(VALU_BIN): $(VALU_LANE) $(VALU_RTL) tests/rtl/valu_shim.cpp tests/rtl/valu_shim.h $(VALU_CHECK) \
             $(VALU_LIB)
	@rm -f $@   # Verilator's own makefile does not relink when only the checker objects changed
	$(VERILATOR) $(VALU_VFLAGS) -CFLAGS -I$(abspath tests/rtl) $(VALU_LANE) $(VALU_RTL) \
	  $(abspath tests/rtl/valu_shim.cpp $(VALU_CHECK) $(VALU_LIB))

# ---- the integer-only lane (--fp32 none) ----
VALUI_DIR    := build/vl/valu_int
VALUI_BIN    := $(VALUI_DIR)/valu_check
VALUI_GEN    := $(VALUI_DIR)/gen
VALUI_LANE   := $(VALUI_GEN)/pws_valu.v
VALUI_VFLAGS := $(subst --Mdir $(VALU_DIR),--Mdir $(VALUI_DIR),$(VALU_VFLAGS))

RTL_TESTS += $(VALUI_BIN)

$(VALUI_LANE): build/bin/pws
	@mkdir -p $(dir $(VALUI_GEN))
	build/bin/pws gen $(VALU_GENOPT) --fp32 none -o $(VALUI_GEN) > /dev/null

# No FP32 leaf (rtl/pws_fp32_*.v): the integer lane instantiates none, and Verilator must not
# need one. Its leaves are the lane and the bit counts of v_ffbh/v_ffbl and v_bcnt/v_mbcnt.
VALUI_RTL    := rtl/pws_valu_lane.v rtl/pws_lzc.v rtl/pws_popcount.v
$(VALUI_BIN): $(VALUI_LANE) $(VALUI_RTL) tests/rtl/valu_shim.cpp tests/rtl/valu_shim.h $(VALU_CHECK) $(VALU_LIB)
	@rm -f $@
	$(VERILATOR) $(VALUI_VFLAGS) -CFLAGS -I$(abspath tests/rtl) $(VALUI_LANE) $(VALUI_RTL) \
	  $(abspath tests/rtl/valu_shim.cpp $(VALU_CHECK) $(VALU_LIB))

-include $(VALU_GOLDEN:.o=.d)
