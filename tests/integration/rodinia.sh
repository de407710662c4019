#!/usr/bin/env bash
# tests/integration/rodinia.sh -- Rodinia benchmarks from a checkout (docs/rodinia.md):
# scripts/rodinia.sh compiles each unmodified kernel with pws cl, runs its host's launches under
# none, dws and pws S = 1, 3, 7 on the golden model, then nw (both kinds of split) in lockstep
# under none, dws S = 3 and pws S = 1 on small shapes, and backprop, bfs and hotspot (workgroups
# of 256) under none on one SIMD of wave64s, and checks every final buffer against rodref's C reference
# (the algorithms themselves, not the kernels' blocking). The checkout is RODINIA, or ../shared/rodinia beside the repository;
# without either the benchmark runs are skipped (said on a "# skip" line, counted neither way),
# the checks of the runner's errors are not.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
ROD=${RODINIA:-$TOP/../shared/rodinia}

check_err "rodinia.sh without RODINIA" 2 'rodinia: error: RODINIA is not set' \
  env -u RODINIA scripts/rodinia.sh --out "$TMP/x"
check_err "rodinia.sh with a directory that is not a checkout" 2 \
  "rodinia: error: RODINIA=$TMP is not a Rodinia checkout: it has no opencl/ directory" \
  env RODINIA="$TMP" scripts/rodinia.sh --out "$TMP/x"
check_err "rodinia.sh with an unknown engine" 2 "rodinia: error: --engine 'gpu' is not sim or cosim" \
  env RODINIA="$TMP" scripts/rodinia.sh --engine gpu
check_err "rodinia_fig11.sh with an odd total of SIMDs" 2 \
  'rodinia-fig11: error: --simds 3: the total must be even \(none on T SIMDs, pws S = 1 on T / 2 SIMDs\)' \
  scripts/rodinia_fig11.sh --simds 3 --out "$TMP/x"
check_err "rodinia_fig11.sh with --simds among the GEN-FLAGs" 2 \
  "rodinia-fig11: error: give the total SIMDs as --simds T before '--', not as a GEN-FLAG" \
  scripts/rodinia_fig11.sh --out "$TMP/x" -- --contexts 4 --simds 2
check_err "rodinia_fig11.sh without RODINIA" 2 'rodinia-fig11: error: RODINIA is not set' \
  env -u RODINIA scripts/rodinia_fig11.sh --out "$TMP/x"
check_err "rodref with an unknown benchmark" 2 "rodref: error: unknown benchmark 'lud'" \
  build/bin/rodref gen lud --dir "$TMP"

if [ -z "${RODINIA:-}" ] && [ ! -d "$ROD/opencl" ]; then
  echo "# skip - Rodinia runs: no checkout at $ROD (set RODINIA=DIR)"
  exit 0
fi
check_err "rodinia.sh with an unknown benchmark" 2 "rodinia: error: unknown benchmark 'lud'" \
  env RODINIA="$ROD" PWS="$PWS" scripts/rodinia.sh --out "$TMP/x" lud

# golden model: every benchmark rodref knows, every mode; one line per run
RODINIA="$ROD" PWS="$PWS" scripts/rodinia.sh --out "$TMP/sim" > "$TMP/sim.out" 2>&1
rc=$?
while IFS= read -r l; do
  case $l in
    *": matches the reference"*) ok "golden: $l" ;;
    rodinia:*) ;;
    *) notok "golden" "$l" ;;
  esac
done < "$TMP/sim.out"
check_eq "golden: every run matched its reference (exit status)" 0 "$rc"
# what the modes did to nw, by its code: dws splits at every divergent branch (each of the
# 16-lane workgroups' `if (tx <= m)` and `if (tx == 0)`), pws only at if/else, one a workgroup
check_eq "golden: nw splits (none, dws S=1, pws S=1)" "0 16 16" \
  "$(awk -F, '$1 == "nw" && ($4 <= 1) { printf "%s ", $7 }' "$TMP/sim/results.csv" | xargs)"

# lockstep, nw (a workgroup is 16 work-items: one wave16), on the models cosim_pipe.sh builds:
# none on its SMALL shape, dws S = 3 and pws S = 1 on its 1 SIMD x 4 contexts, 4 lanes
lockstep() {   # LABEL MODE S BENCHES GEN-FLAG...
  local label=$1 mode=$2 s=$3 benches=$4; shift 4
  RODINIA="$ROD" PWS="$PWS" scripts/rodinia.sh --engine cosim --out "$TMP/cosim-$label" \
    --modes "$mode" --spsimds "$s" $benches -- "$@" > "$TMP/cosim-$label.out" 2>&1
  local rc=$? l
  while IFS= read -r l; do
    case $l in
      *": matches the reference"*) ok "lockstep: $l" ;;
      rodinia:*) ;;
      *) notok "lockstep $label" "$l" ;;
    esac
  done < "$TMP/cosim-$label.out"
  check_eq "lockstep: $benches under $mode S=$s (exit status)" 0 "$rc"
}
lockstep none none 0 nw --simds 2 --contexts 4 --wave 16 --lanes 16 --mem-latency 5
lockstep dws dws 3 nw --simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5
lockstep pws pws 1 nw --simds 1 --contexts 4 --wave 16 --lanes 4 --mem-latency 5
# backprop, bfs and hotspot launch workgroups of 256 work-items: four wave64s on one SIMD's 4
# contexts
lockstep wide none 0 "backprop bfs hotspot" --simds 1 --contexts 4 --wave 64 --lanes 16 --mem-latency 5

# every lockstep launch was checked against its static bound (pws cosim: loops bounded by the .ff
# files rodref writes), so each run's bound is there and at least its cycles
for f in "$TMP"/cosim-*/results.csv; do
  check_eq "static bound on every launch, >= the run's cycles: $(basename "$(dirname "$f")")" "" \
    "$(awk -F, 'NR > 1 && !($10 != "" && $10 + 0 >= $8 + 0) { printf "%s %s S=%s: bound \"%s\", %s cycles; ", $1, $3, $4, $10, $8 }' "$f")"
done
# the flow facts rodref writes for bfs's edge loop: MAX_DEGREE (6) out-edges, + 1
check_eq "rodref gen bfs: BFS_1.ff bounds the edge loop" "loop .LBB0_5 max 7" \
  "$(grep -v '^#' "$TMP/cosim-wide/bfs/none-s0/BFS_1.ff")"

# the checker itself: bfs's one-byte over flags are compared (a flag of the last iteration, which
# found no new node, set by hand must fail the check), as are its 32-bit costs
d=$TMP/cosim-wide/bfs/none-s0
last=$(( $(wc -l < "$d/plan") / 2 ))
printf '\001' > "$d/over$last.bin"
check_eq "rodref check: bfs's last over flag set" \
  "bfs: over$last byte 0: expected 0 (0x00), got 1 (0x01) rc 1" \
  "$( (build/bin/rodref check bfs --dir "$d"; echo "rc $?") | tr '\n' ' ' | sed 's/ $//')"
