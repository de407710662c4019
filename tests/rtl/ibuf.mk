# tests/rtl/ibuf.mk -- the Verilator model of rtl/fsm/pws_ibuf.v (the instruction buffers and their
# prefetcher) and its checker (tests/rtl/ibuf_check.c; docs/microarchitecture-fsm.md "Instruction
# buffers"). Included by the Makefile; tests/integration/rtl_ibuf.sh builds $(IBUF_BIN) and runs
# it. The instance has IBUF_N contexts (not a power of two) and an instruction RAM of
# 2^IBUF_AW dwords (small, so that the address wraps and tags repeat); the checker gets the same
# two numbers from here.

VERILATOR   ?= verilator
IBUF_DIR    := build/vl/ibuf
IBUF_BIN    := $(IBUF_DIR)/ibuf_check
IBUF_N      := 5
IBUF_AW     := 4
IBUF_PARAMS := -DIBUF_N=$(IBUF_N) -DIBUF_AW=$(IBUF_AW)
IBUF_CHECK  := $(IBUF_DIR)/obj/ibuf_check.o
IBUF_VFLAGS := --cc --exe --build -j 2 --top-module pws_ibuf -GNumContexts=$(IBUF_N) -GCtxWidth=3 \
               -GImemAddrWidth=$(IBUF_AW) --x-assign unique --x-initial unique -O1 \
               --Mdir $(IBUF_DIR) -o ibuf_check

RTL_TESTS += $(IBUF_BIN)
.PHONY: rtl-ibuf
rtl-ibuf: $(IBUF_BIN)

$(IBUF_CHECK): tests/rtl/ibuf_check.c tests/rtl/ibuf_shim.h tests/rtl/ibuf.mk
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O2 $(IBUF_PARAMS) -Itests/rtl -c $< -o $@

$(IBUF_BIN): rtl/fsm/pws_ibuf.v tests/rtl/ibuf_shim.cpp tests/rtl/ibuf_shim.h $(IBUF_CHECK)
	@rm -f $@   # Verilator's own makefile does not relink when only the checker object changed
	$(VERILATOR) $(IBUF_VFLAGS) -CFLAGS -I$(abspath tests/rtl) \
	  $(abspath rtl/fsm/pws_ibuf.v tests/rtl/ibuf_shim.cpp $(IBUF_CHECK))
