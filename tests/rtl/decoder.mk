# tests/rtl/decoder.mk -- the Verilator model of the generated pws_decoder and its checker against
# isa_decode (tests/rtl/decoder_check.c; docs/rtl_gen.md "Verification"). Included by the
# Makefile; tests/integration/rtl_decoder.sh builds $(DEC_BIN) and runs it. The decoder is
# `pws gen` output for the reference configuration, written to build/vl/decoder/gen/; Verilator
# gets exactly that file, no include path.
#
# The decoder is one large combinational block: Verilator's C++ is compiled with -O1 to keep the
# build near a minute on 2 cores. The golden library goes in through an archive so that only what
# the assembler and isa_decode need is linked.

VERILATOR   ?= verilator
DEC_DIR     := build/vl/decoder
DEC_BIN     := $(DEC_DIR)/decoder_check
DEC_GEN     := $(DEC_DIR)/gen
DEC_RTL     := $(DEC_GEN)/pws_decoder.v
DEC_GOLDEN  := $(patsubst %.c,$(DEC_DIR)/obj/%.o,$(LIB_SRC))
DEC_LIB     := $(DEC_DIR)/obj/libgolden.a
DEC_CHECK   := $(DEC_DIR)/obj/decoder_check.o
DEC_VFLAGS  := --cc --exe --build -j 2 --top-module pws_decoder \
               --x-assign fast --x-initial fast -O1 -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O1" \
               --Mdir $(DEC_DIR) -o decoder_check

RTL_TESTS += $(DEC_BIN)
.PHONY: rtl-decoder
rtl-decoder: $(DEC_BIN)

$(DEC_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 $(INCS) -MMD -MP -c $< -o $@

$(DEC_LIB): $(DEC_GOLDEN)
	rm -f $@
	ar rcs $@ $^

$(DEC_CHECK): tests/rtl/decoder_check.c tests/rtl/decoder_shim.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 $(INCS) -Itests/rtl -c $< -o $@

$(DEC_RTL): build/bin/pws
	@mkdir -p $(dir $(DEC_GEN))   # pws gen creates only the last directory
	build/bin/pws gen -o $(DEC_GEN) > /dev/null

$(DEC_BIN): $(DEC_RTL) tests/rtl/decoder_shim.cpp tests/rtl/decoder_shim.h $(DEC_CHECK) $(DEC_LIB)
	@rm -f $@   # Verilator's own makefile does not relink when only the checker objects changed
	$(VERILATOR) $(DEC_VFLAGS) -CFLAGS -I$(abspath tests/rtl) -LDFLAGS "-lz -lm" \
	  $(DEC_RTL) $(abspath tests/rtl/decoder_shim.cpp $(DEC_CHECK) $(DEC_LIB))

-include $(DEC_GOLDEN:.o=.d)
