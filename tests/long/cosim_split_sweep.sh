#!/usr/bin/env bash
# tests/long/cosim_split_sweep.sh -- (make test-long) the sweep of tests/long/cosim_split.sh
# over the other numbers of SpSIMD units, on the same small configuration (1 SIMD x 8 contexts,
# wave 16 on 4 lanes), every split and merge event in lockstep and every output checked against
# its CPU reference:
# * --split pws, S = 0, 2 and 7: the marked kernels (fig2, fig5, benchgen --marks pws; the
#   split-pass threshold and stencil2d on S <= 3) and every other testbench kernel (loop on S = 3
#   only: the 8-unit model of S = 7 takes 50 s on its 1.4 M cycles); S = 1 and 3: the unmarked
#   kernels (cosim_split.sh runs the marked ones);
# * --split dws, S = 0, 1, 2 and 7: dws_marked, benchgen --marks dws and every testbench kernel.
# * S = 3 on 2 SIMDs x 8 contexts of wave 4 on 4 lanes (a workgroup of 64 is 16 waves, all
#   resident) and S = 2 on 1 SIMD x 4 contexts of wave 64 on 4 lanes (below).
# tests/long/cosim_split.sh keeps the marked kernels on S = 1 and 3 of pws and dws_marked and
# benchgen under dws S = 3 (the unmarked kernels on S = 1 and 3 and every other kernel under dws
# S = 3 are here, on its models), all on the pipelined CU: nine more model builds.
source "$(dirname "$0")/../integration/lib/common.bash"
source "$(dirname "$0")/../integration/lib/split.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

SMALL=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws)
DWS=(--simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split dws)
K=$TMP/k
mkdir -p "$K"
split_kernels

TBS_PLAIN="vadd lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold"
# S = 3 (moved from make test): every other testbench kernel (most carry no s_split: the units
# idle, and the split hardware must leave them as --split none does; loop, lds_reduce and
# dws_marked do split), and every kernel under dws
for t in $TBS_PLAIN loop; do tb s3plain build/tb/$t.s $t "${SMALL[@]}" --spsimds 3; done
for t in vadd fig2 fig5 loop lds_reduce saxpy bfs_step histogram stencil2d threshold; do
  tb dws3all build/tb/$t.s $t "${DWS[@]}" --spsimds 3
done
for S in 0 2 7; do
  t0=$(date +%s)
  for t in fig2 fig5; do tb "s$S" build/tb/$t.s $t "${SMALL[@]}" --spsimds $S; done
  [ $S -le 3 ] && for t in threshold stencil2d; do tb "s$S" "$K/$t.s" $t "${SMALL[@]}" --spsimds $S; done
  bench "s$S" bench "${SMALL[@]}" --spsimds $S
  for t in $TBS_PLAIN; do tb "s${S}plain" build/tb/$t.s $t "${SMALL[@]}" --spsimds $S; done
  echo "# pws S = $S: $(( $(date +%s) - t0 )) s incl. the model build"
done
for t in $TBS_PLAIN; do tb s1plain build/tb/$t.s $t "${SMALL[@]}" --spsimds 1; done

for S in 0 1 2 7; do
  t0=$(date +%s)
  tb "dws$S" build/tb/dws_marked.s dws_marked "${DWS[@]}" --spsimds $S
  bench "dws$S" bench_dws "${DWS[@]}" --spsimds $S
  for t in vadd fig2 fig5 loop lds_reduce saxpy bfs_step histogram stencil2d threshold; do
    tb "dws${S}all" build/tb/$t.s $t "${DWS[@]}" --spsimds $S
  done
  echo "# dws S = $S: $(( $(date +%s) - t0 )) s incl. the model build"
done

# 2 SIMDs of wave 4 on 4 lanes, S = 3: a workgroup of 64 is 16 waves, all resident
WAVE4=(--simds 2 --contexts 8 --wave 4 --lanes 4 --mem-latency 3 --split pws --spsimds 3)
for t in fig2 fig5; do tb wave4 build/tb/$t.s $t "${WAVE4[@]}"; done
bench wave4 bench "${WAVE4[@]}"
# Wave 64 (EXEC, VCC and split masks use their upper halves), S = 2 so that a nested split starts
# on a unit other than unit 0: Verilator 5.006 once gave an SWF's EXEC[63:32] = 0 here (the
# comment at INIT_EXEC_LO in rtl_gen/emit_simd.c), which no wave-16 configuration can show
WAVE64=(--simds 1 --contexts 4 --wave 64 --lanes 4 --mem-latency 5 --split pws --spsimds 2)
for t in fig2 fig5; do tb wave64 build/tb/$t.s $t "${WAVE64[@]}"; done
tb wave64 "$K/threshold.s" threshold "${WAVE64[@]}"
bench wave64 bench "${WAVE64[@]}"
