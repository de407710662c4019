# PWS top-level build. `make` builds build/bin/pws; `make demo` and `make test` install what they
# need first (scripts/deps.sh), so that a fresh machine needs only these two commands.
#
# Sources are found by wildcard: a new golden/foo.c is built without touching this file. Every
# tests/test_*.c that defines `void suite_<name>(void)` is registered automatically (see
# build/test/suites.inc below), so unit-test files never need a shared edit either.

CC      ?= cc
CSTD    := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
WARN    := -Wall -Wextra -Werror
OPT     ?= -O2 -g
SAN     := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
LIBS    := -lz -lcjson -llpsolve55 -lcolamd -ldl -lm

# Library code: every .c in these directories except the main program.
SRC_DIRS := golden rtl_gen cosim wcet fpga testbenches/synth
LIB_SRC  := $(sort $(wildcard $(addsuffix /*.c,$(SRC_DIRS))))
INCS     := $(addprefix -I,$(SRC_DIRS)) -Ibuild/gen
TEST_SRC := $(sort $(wildcard tests/test_*.c)) tests/main.c

REL_OBJ  := $(patsubst %.c,build/obj/%.o,$(LIB_SRC) pws.c)
SAN_OBJ  := $(patsubst %.c,build/asan/obj/%.o,$(LIB_SRC) pws.c)
TEST_OBJ := $(patsubst %.c,build/asan/obj/%.o,$(LIB_SRC) $(TEST_SRC))

.PHONY: rodinia rodinia-fig11 paper safety all deps deps-test demo test test-long unit integration bench fuzz-golden fuzz-cosim fuzz-input fig2 area clean
all: build/bin/pws

build/bin/pws: $(REL_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(OPT) -o $@ $^ $(LIBS)

build/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(OPT) $(INCS) -MMD -MP -c $< -o $@

# The sanitized build: what `make test` runs, unit tests and integration tests alike.
build/asan/bin/pws: $(SAN_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SAN) -o $@ $^ $(LIBS)

build/asan/bin/unit_tests: $(TEST_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SAN) -o $@ $^ $(LIBS) -lcunit

build/asan/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) $(INCS) -Itests -Ibuild/test -MMD -MP -c $< -o $@

build/asan/obj/tests/main.o: build/test/suites.inc
build/test/suites.inc: $(TEST_SRC)
	@mkdir -p $(dir $@)
	sed -n 's/^void \(suite_[a-z0-9_]*\)(void).*/PWS_SUITE(\1)/p' $(filter tests/test_%,$^) > $@.tmp
	@mv $@.tmp $@

-include testbenches/testbenches.mk
# Verilator unit benches: each tests/rtl/<name>.mk adds its build/vl/<name>/ model and appends
# the model to RTL_TESTS, which `make test` builds before running the integration scripts.
-include $(sort $(wildcard tests/rtl/*.mk))

deps:
	@scripts/deps.sh build

deps-test:
	@scripts/deps.sh test

# The golden model's table (every testbench kernel under none/dws/pws), then the default
# configuration's RTL in lockstep under the three modes, cycles side by side.
demo:
	@scripts/deps.sh demo
	@$(MAKE) -s -j$(NPROC) build/bin/pws $(TB_ALL)
	@scripts/demo.sh
	@scripts/demo_rtl.sh

# The builds before the tests run on every core (about 3 minutes of compiling serially).
NPROC := $(shell nproc 2> /dev/null || echo 2)
test: deps-test
	$(MAKE) -j$(NPROC) build/asan/bin/pws build/asan/bin/unit_tests $(TB_ALL) $(RTL_TESTS)
	@scripts/run_tests.sh

# make test-long (tests/long/): the default configuration (1 CU, 4 SIMDs x 10 contexts, wave 64,
# 16 lanes) in lockstep under none, dws and pws S = 3, and linted whole; the split hardware and
# its fuzzing on the other S (0, 2, 7) and wave shapes; lockstep with hand-worked cycles, the
# event trace, op subsets, synthesis on both yosys targets, the FPGA top, more fuzzing seeds
# (2 CUs among them); the SystemC top; benchgen's whole grid; the Rodinia Figure 11 on a small
# shape (where a checkout is found); and `pws fpga --pnr` (yosys,
# nextpnr-ice40, icepack: about 7 minutes of one core). About 55 minutes on 2 cores from a clean
# clone alone (less after make test, whose models it shares), beyond make test's 20-minute
# budget. CI runs both (.ci/run).
test-long: deps-test
	$(MAKE) -j$(NPROC) build/asan/bin/pws $(TB_ALL)
	@scripts/run_tests.sh long

bench: deps
	$(MAKE) build/bin/pws $(TB_ALL)
	@scripts/bench.sh

# Split-invariance fuzzing of the golden model with random kernels (docs/randkernel.md):
# `make fuzz-golden N=1000 SEED=1` checks seeds SEED .. SEED+N-1.
fuzz-golden: N ?= 200
fuzz-golden: SEED ?= 1
fuzz-golden: build/bin/pws
	@scripts/fuzz_golden.sh $(N) $(SEED)

# Lockstep fuzzing of the RTL against the golden model with random kernels (docs/cosim.md):
# `make fuzz-cosim N=200 SEED=1 CFG='--simds 4 ...'` checks seeds SEED .. SEED+N-1.
fuzz-cosim: N ?= 50
fuzz-cosim: SEED ?= 1
fuzz-cosim: deps-test build/bin/pws
	@scripts/fuzz_cosim.sh $(N) $(SEED)

# Bad-input fuzzing of every file pws reads, under the ASan/UBSan build (scripts/fuzz_input.sh):
# `make fuzz-input SEED=1 FUZZ_TIME=60` mutates assembly, code images, flow facts, timing
# models, configurations and traces for FUZZ_TIME seconds; any crash, sanitizer report, hang
# or refusal that is not one line naming the input fails it (kept in build/fuzz-input/).
fuzz-input: SEED ?= 1
fuzz-input: FUZZ_TIME ?= 60
fuzz-input: build/asan/bin/pws
	@scripts/fuzz_input.sh $(SEED) $(FUZZ_TIME)

# The PWS paper's Figure 2 on the RTL under none, dws and pws: traces, Chrome JSON and
# build/fig2/fig2.png (docs/fig2.png is a copy of it; scripts/fig2.sh).
fig2: deps-test build/bin/pws $(TB_ALL)
	@scripts/fig2.sh

# The area of the split hardware against S (scripts/area.sh): the small integer-only
# configuration synthesized for xilinx7 under none, and dws and pws for S = AREA_S (default
# 0..7), AREA_JOBS yosys runs at a time (default 1), under nice; writes docs/area.md and its
# plots. Each point is cached (build/synth/), so a rerun after no RTL change only redraws.
area: build/bin/pws
	@scripts/deps.sh area
	@scripts/area.sh

# The PWS paper's evaluation on the RTL (scripts/paper.sh, docs/paper.md): Table 2 on the
# Figure 8 CFG, Table 3 (S = 1, 3, 7, maximum divergence, default configuration) and the sweeps
# of Figure 10a-c as CSV and plots, all in build/paper/ (index.html).
paper: build/bin/pws $(TB_ALL)
	@scripts/deps.sh paper
	@scripts/paper.sh

# Rodinia from a user's checkout (scripts/rodinia.sh, docs/rodinia.md): each benchmark's kernels
# compiled unmodified by pws cl, its host's launches run under none, dws and pws (S = 1, 3, 7) on
# the golden model, then in lockstep on the RTL of RODINIA_CFG (default: the default
# configuration), every final buffer checked against a C reference. make rodinia RODINIA=DIR
RODINIA_CFG ?= --simds 4 --contexts 10 --wave 64 --lanes 16
rodinia: build/bin/pws $(TB_ALL)
	@scripts/deps.sh demo
	@RODINIA="$(RODINIA)" scripts/rodinia.sh --out build/rodinia/sim
	@RODINIA="$(RODINIA)" scripts/rodinia.sh --engine cosim --out build/rodinia/cosim -- $(RODINIA_CFG)

# The paper's Figure 11 on the RTL (scripts/rodinia_fig11.sh, docs/rodinia.md): the speedup of
# pws S = 1 on RODINIA_T / 2 SIMDs over none on RODINIA_T SIMDs (default 4, the default
# configuration's), lockstep cycles of each benchmark, geometric and arithmetic means, in
# build/rodinia/fig11/ (fig11.csv, fig11.png). make rodinia-fig11 RODINIA=DIR
RODINIA_T ?= 4
rodinia-fig11: build/bin/pws $(TB_ALL)
	@scripts/deps.sh paper
	@RODINIA="$(RODINIA)" scripts/rodinia_fig11.sh --simds $(RODINIA_T)

# The hybrid bound's safety check (scripts/safety.sh): trained on the runs of some input seeds,
# checked against runs of held-out seeds, per testbench kernel; violations and tightness.
safety: build/bin/pws $(TB_ALL)
	@scripts/deps.sh demo
	@scripts/safety.sh

clean:
	rm -rf build

-include $(REL_OBJ:.o=.d) $(SAN_OBJ:.o=.d) $(TEST_OBJ:.o=.d)
