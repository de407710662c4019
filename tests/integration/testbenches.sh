#!/usr/bin/env bash
# tests/integration/testbenches.sh -- every testbench kernel (docs/testbenches.md) on `pws sim`
# under every split mode, checked against its CPU reference (build/bin/tbref).
#
# For each kernel and wave size: --split none (S = 0), then dws and pws with S in 0 1 2 3 7. Each
# run prints one line: the outputs equal the reference byte for byte. Then one line per kernel and
# wave size: the outputs of all eleven runs are byte-identical (splitting never changes results,
# docs/isa.md section 8). Kernels written to split must actually split under pws/dws with S = 3,
# so that the invariance lines are not vacuous. Finally the hand-written kernels must mean the
# same to llvm-mc as to `pws asm` (s_split/s_merge aside), word for word.
# Needs build/tb/*.s and build/bin/tbref ($(TB_ALL) in testbenches/testbenches.mk).
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
TBREF=$TOP/build/bin/tbref
SEED=${TB_SEED:-1}

if [ ! -x "$TBREF" ]; then
  notok "testbenches" "$TBREF is missing: run make build/bin/tbref"
  exit 1
fi

# Wave sizes besides the kernel's own (tbref list): 16 for all (several wavefronts per workgroup,
# so barriers and atomics interleave differently), and 64 for the 4-lane fig5 too.
extra_waves() {
  case "$1" in
    fig5) echo 16 64 ;;
    *) echo 16 ;;
  esac
}

# Kernels that must split at S = 3 (mode:kernel); the count is in pws sim's summary line.
must_split() {
  case "$1:$2" in
    pws:fig2|pws:fig5|pws:loop|pws:lds_reduce) return 0 ;;
    dws:fig2|dws:dws_marked|dws:saxpy|dws:bfs_step|dws:histogram|dws:stencil2d|dws:threshold)
      return 0 ;;
  esac
  return 1
}

# The number of splits of the mode in pws sim's summary line "splits: R real, N null, D dws"
# (docs/golden.md): R for pws, D for dws; empty if the line is missing.
split_count() {
  if [ "$1" = dws ]; then
    sed -n 's/^splits: .*, \([0-9][0-9]*\) dws.*/\1/p' "$2"
  else
    sed -n 's/^splits: \([0-9][0-9]*\) real.*/\1/p' "$2"
  fi
}

# run KERNEL WAVE MODE S DIR: generates inputs in DIR, runs the simulator, checks the outputs.
run() {
  local k=$1 w=$2 mode=$3 s=$4 d=$5 what="$1 wave $2 --split $3 --spsimds $4"
  mkdir -p "$d"
  local args
  if ! mapfile -t args < <("$TBREF" gen "$k" --seed "$SEED" --dir "$d") || [ ${#args[@]} -eq 0 ]; then
    notok "$what" "tbref gen failed"; return 1
  fi
  "$PWS" sim "build/tb/$k.s" "${args[@]}" --wave "$w" --split "$mode" --spsimds "$s" \
    > "$d/sim.out" 2> "$d/sim.err"
  local rc=$?
  if [ $rc -ne 0 ]; then
    notok "$what" "pws sim exit $rc: $(head -c 300 "$d/sim.err")"; return 1
  fi
  local res
  res=$("$TBREF" check "$k" --dir "$d" 2>&1); rc=$?
  if [ $rc -ne 0 ]; then
    notok "$what" "$res"; return 1
  fi
  if [ "$s" = 3 ] && [ "$w" = 64 -o "$k" = fig5 ] && must_split "$mode" "$k"; then
    local n; n=$(split_count "$mode" "$d/sim.out")
    if [ -z "$n" ] || [ "$n" -eq 0 ]; then
      notok "$what" "matches the reference but did not split: $(head -c 300 "$d/sim.out")"; return 1
    fi
    res="$res, $n splits"
  fi
  ok "$what: $res"
}

# same_outputs DIR_A DIR_B: 0 if every *.out.bin in DIR_A has an identical twin in DIR_B.
same_outputs() {
  local f
  for f in "$1"/*.out.bin; do
    cmp -s "$f" "$2/$(basename "$f")" || { echo "$(basename "$f")"; return 1; }
  done
  return 0
}

while read -r k _ wave _; do
  if [ ! -f "build/tb/$k.s" ]; then
    notok "$k" "build/tb/$k.s is missing (make testbenches)"; continue
  fi
  for w in $wave $(extra_waves "$k"); do
    base=$TMP/$k-$w-none-0
    run "$k" "$w" none 0 "$base"
    dirs=()
    for mode in dws pws; do
      for s in 0 1 2 3 7; do
        run "$k" "$w" "$mode" "$s" "$TMP/$k-$w-$mode-$s"
        dirs+=("$TMP/$k-$w-$mode-$s")
      done
    done
    bad= diffname=
    for d in "${dirs[@]}"; do
      if ! ls "$d"/*.out.bin > /dev/null 2>&1 || ! diffname=$(same_outputs "$base" "$d"); then
        bad="$(basename "$d") ${diffname:-has no outputs}"; break
      fi
    done
    if [ -z "$bad" ] && ls "$base"/*.out.bin > /dev/null 2>&1; then
      ok "$k wave $w: outputs identical under none, dws and pws with S = 0 1 2 3 7"
    else
      notok "$k wave $w: outputs identical across split modes" "${bad:-the none run has no outputs}"
    fi
  done
done < <("$TBREF" list)

# Hand-written kernels: llvm-mc (with .pws_arg dropped and s_split/s_merge replaced by s_nop 0,
# one word each) must produce the same .text as pws asm, where s_split/s_merge stand.
if command -v llvm-mc > /dev/null && command -v llvm-objcopy > /dev/null; then
  for f in testbenches/asm/*.s; do
    k=$(basename "$f" .s)
    sed -E '/^[[:space:]]*\.pws_arg/d; s/^([[:space:]]*)s_(split|merge)([[:space:]].*)?$/\1s_nop 0/' "$f" |
      llvm-mc -triple amdgcn-amd-amdhsa -mcpu=fiji -filetype=obj -o "$TMP/$k.o" 2> "$TMP/err" &&
      llvm-objcopy -O binary -j .text "$TMP/$k.o" "$TMP/$k.llvm.bin" 2>> "$TMP/err"
    if [ $? -ne 0 ]; then
      notok "$k: llvm-mc assembles the kernel" "$(head -c 300 "$TMP/err")"; continue
    fi
    if ! "$PWS" asm "$f" -o "$TMP/$k.pws.bin" 2> "$TMP/err"; then
      notok "$k: pws asm assembles the kernel" "$(head -c 300 "$TMP/err")"; continue
    fi
    # One little-endian word per line; s_split (0xbf14....) and s_merge (0xbf15....) of pws
    # must sit where llvm-mc has s_nop 0 (0xbf800000); every other word must be equal.
    diffs=$(paste <(od -An -v -tx4 -w4 "$TMP/$k.llvm.bin") <(od -An -v -tx4 -w4 "$TMP/$k.pws.bin") |
      awk '{ if (NF != 2) { print "length differs"; exit }
             if ($1 != $2 && !($1 == "bf800000" && ($2 ~ /^bf1[45]/))) print "word " NR-1 ": llvm-mc " $1 ", pws " $2 }' |
      head -n 3)
    if [ -z "$diffs" ]; then
      ok "$k: pws asm and llvm-mc agree on every word"
    else
      notok "$k: pws asm and llvm-mc agree on every word" "$(echo "$diffs" | tr '\n' ';')"
    fi
  done
else
  notok "hand-written kernels against llvm-mc" "llvm-mc or llvm-objcopy not installed (scripts/deps.sh test)"
fi

# The paper's examples, worked out by hand (not by tbref):
# Figure 2, A = {17, 29, 52, 80}: work-item 0 runs BB1 BB6 BB7 BB9 BB10 (17 <= 25, 17 <= 50);
# 1 runs BB1 BB2 BB4 BB5 BB7 BB9 BB10; 2 the same but BB8 (52 > 50); 3 runs BB3 (80 > 75) and BB8.
# One hex digit per block: 0x1679a 0x124579a 0x124578a 0x123578a.
words4() { od -An -v -tx4 -N16 "$1" 2> /dev/null | tr -s ' ' | sed 's/^ //; s/ $//'; }
check_eq "fig2: the paper's four work-items take Figure 2's paths" \
  "0001679a 0124579a 0124578a 0123578a" "$(words4 "$TMP/fig2-64-pws-3/out.out.bin")"
# Figure 5, masks 1101 then 1100 (lane 3 ... lane 0): lane 0 stays at the first split and goes
# at the second (regions 1 2 4 5 7), lane 1 goes at the first (1 6 7), lanes 2 and 3 stay (1 2 3 5 7).
check_eq "fig5: lanes run the regions of Figure 5" \
  "00012457 00000167 00012357 00012357" "$(words4 "$TMP/fig5-4-pws-3/out.out.bin")"

# fig5's split counts, by hand: 4 wavefronts, each executes 2 s_split and 2 s_merge. S = 0: all
# null. S = 1: the first split is real and fills the child stack, so the nested one is null.
# S >= 2: both are real (the figure's configuration). Merges pair with real splits only.
for s_m in "0:0 real, 8 null:0 real, 8 null" "1:4 real, 4 null:4 real, 4 null" \
           "2:8 real, 0 null:8 real, 0 null" "7:8 real, 0 null:8 real, 0 null"; do
  IFS=: read -r s want_split want_merge <<< "$s_m"
  d=$TMP/fig5-4-pws-$s
  check_eq "fig5 --spsimds $s: splits and merges" "$want_split, 0 dws / $want_merge" \
    "$(sed -n 's/^splits: //p' "$d/sim.out") / $(sed -n 's/^merges: //p' "$d/sim.out")"
done

# tbref's own errors: usage (2), unreadable directory (3), and a wrong output (1) named by
# buffer, index, expected and actual value.
check_exit "tbref: unknown kernel is a usage error" 2 "$TBREF" gen no_such_kernel --seed 1 --dir "$TMP"
check_exit "tbref: a bad seed is a usage error" 2 "$TBREF" gen vadd --seed x1 --dir "$TMP"
check_exit "tbref: a missing run directory is a file error" 3 "$TBREF" check vadd --dir "$TMP/nonexistent"
d=$TMP/vadd-64-none-0
cp "$d/c.out.bin" "$TMP/c.good"
# Element 3 is bytes 12..15; adding 1 to its lowest byte (mod 256) changes it and nothing else.
b=$(od -An -tu1 -j12 -N1 "$d/c.out.bin" | tr -d ' ')
printf "$(printf '\\%03o' $(( (b + 1) % 256 )))" | dd of="$d/c.out.bin" bs=1 seek=12 conv=notrunc 2> /dev/null
"$TBREF" check vadd --dir "$d" > "$TMP/out" 2>&1; rc=$?
if [ $rc -eq 1 ] && grep -qE '^vadd: c\[3\]: expected -?[0-9]+ \(0x[0-9a-f]{8}\), got -?[0-9]+' "$TMP/out"; then
  ok "tbref check reports the first wrong element"
else
  notok "tbref check reports the first wrong element" "exit $rc: $(head -c 300 "$TMP/out")"
fi
head -c 100 "$TMP/c.good" > "$d/c.out.bin"
"$TBREF" check vadd --dir "$d" > "$TMP/out" 2>&1; rc=$?
check_eq "tbref check reports a short output file" "1 vadd: c.out.bin: 100 bytes, expected 800" \
  "$rc $(cat "$TMP/out")"

# Figure 5a's split-mask table, read from the retire trace of one 4-lane wavefront with S = 2
# (by hand from docs/isa.md section 4, lane 3 ... lane 0): split 1 leaves SWF1 1101 and gives
# SWF2 0010; split 2 leaves SWF1 1100 and gives SWF3 0001; the inner merge makes SWF1 1101 again
# (with SWF3's 0001), the outer one 1111 (with SWF2's 0010).
d=$TMP/fig5-trace; mkdir -p "$d"
if "$PWS" sim build/tb/fig5.s --grid 4 --wg 4 --wave 4 --arg zeros:16 --split pws --spsimds 2 \
     --trace "$d/t.gz" > "$d/out" 2> "$d/err"; then
  got=$("$PWS" trace "$d/t.gz" | awk '$2 == "split" { print "split", $10, $14 }
        $2 == "merge" { print "merge", $9, $13 }' | tr '\n' ';')   # docs/trace-format.md text form
  check_eq "fig5: the trace shows Figure 5a's split masks" \
    "split d 2;split c 1;merge d 1;merge f 2;" "$got"
else
  notok "fig5: the trace shows Figure 5a's split masks" "pws sim failed: $(head -c 300 "$d/err")"
fi
