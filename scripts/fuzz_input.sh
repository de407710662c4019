#!/usr/bin/env bash
# scripts/fuzz_input.sh -- bad-input fuzzing of every file pws reads (make fuzz-input).
#
#   scripts/fuzz_input.sh [SEED] [SECONDS]          (make fuzz-input SEED=1 FUZZ_TIME=60)
#
# Mutates valid inputs (assembly, code images, flow facts, timing models, generator
# configurations, traces) and runs each through the command that reads it, under the ASan and
# UBSan build (PWS, default build/asan/bin/pws; FUZZ_CORPUS_PWS builds the valid inputs, default
# PWS), until SECONDS have passed. Every run must end
# with exit status 0 (accepted; no "error:" on stderr) or 1, 2, 3 (refused) with exactly one
# stderr line that names the mutated file (a warning before it is a second line), never a crash, a sanitizer
# report or a hang (10 s). The mutations follow from SEED alone: the same seed tries the same
# inputs in the same order. FUZZ_MAX=N stops after N inputs too (a campaign of a known length,
# whatever the machine's speed). A failing input is kept as build/fuzz-input/fail-N.EXT with the
# command that read it in fail-N.cmd; progress goes to stderr every 10 s, every run's command
# and status to build/fuzz-input/log. Exit status 0: no failure; 1: at least one.
set -u
SEED=${1:-1}
LIMIT=${2:-60}
MAX=${FUZZ_MAX:-0}   # 0: no bound on the number of inputs
TOP=$(cd "$(dirname "$0")/.." && pwd)
PWS=${PWS:-$TOP/build/asan/bin/pws}
case $PWS in /*) ;; *) PWS=$PWD/$PWS ;; esac
CPWS=${FUZZ_CORPUS_PWS:-$PWS}   # the pws that builds the seed corpus (a test's broken PWS cannot)
OUT=${FUZZ_OUT:-$TOP/build/fuzz-input}
mkdir -p "$OUT"
rm -f "$OUT"/fail-* "$OUT/log"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
cd "$TOP" || exit 1

# ---- the seed corpus: valid inputs of every kind --------------------------------------------
C=$TMP/corpus
mkdir -p "$C"
for s in testbenches/asm/*.s tests/wcet/*.s; do cp "$s" "$C/"; done
for f in testbenches/asm/*.ff; do cp "$f" "$C/"; done
cp tests/wcet/timing_small.json "$C/timing.json"
printf '{ "cus": 1, "simds": 1, "contexts": 2, "wave": 16, "lanes": 4, "split": "pws",\n  "spsimds": 1, "ops": ["v_add_u32", "s_endpgm"] }\n' > "$C/config.json"
"$CPWS" asm testbenches/asm/fig2.s -o "$C/fig2.bin" --hex "$C/fig2.hex" > /dev/null 2>&1
head -c 64 /dev/zero > "$C/in64.bin"
"$CPWS" sim testbenches/asm/fig2.s --grid 4 --wg 64 --wave 4 --arg @"$C/in64.bin" --arg zeros:16 \
  --trace "$C/fig2.trace.gz" > /dev/null 2>&1
if [ ! -s "$C/fig2.bin" ] || [ ! -s "$C/fig2.trace.gz" ]; then
  echo "fuzz-input: could not build the seed corpus with $PWS" >&2
  exit 1
fi

# ---- one mutation: KIND SEED IN OUT (python3: byte and line mutations) ------------------------
mutate() {
  python3 - "$@" <<'PY'
import gzip, random, sys
kind, seed, src, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
rnd = random.Random(seed)
data = open(src, 'rb').read()
gz = kind == 'trace' and rnd.random() < 0.8     # mostly the records, else the gzip bytes
if gz:
    data = gzip.decompress(data)
b = bytearray(data)
NUMS = [b'0', b'-1', b'010', b'08', b'0x7fffffff', b'0xffffffff', b'4294967296', b'-2147483648',
        b'99999999999999999999', b'1e309', b'', b'0x', b'1024', b'2048', b'65536']
def text_mut(b):
    lines = bytes(b).split(b'\n')
    op = rnd.randrange(6)
    i = rnd.randrange(len(lines))
    if op == 0 and len(lines) > 1:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[rnd.randrange(len(lines))])
    elif op == 2:
        j = rnd.randrange(len(lines)); lines[i], lines[j] = lines[j], lines[i]
    elif op == 3:   # a number replaced by an edge value
        toks = lines[i].split(b' ')
        k = rnd.randrange(len(toks)); toks[k] = rnd.choice(NUMS); lines[i] = b' '.join(toks)
    elif op == 4:   # a line cut short
        lines[i] = lines[i][:rnd.randrange(len(lines[i]) + 1)]
    else:           # a token of another line pasted in
        o = rnd.choice(lines).split(b' ')
        lines[i] = lines[i] + b' ' + rnd.choice(o)
    return bytearray(b'\n'.join(lines))
def byte_mut(b):
    op = rnd.randrange(6)
    n = len(b)
    if n == 0:
        return bytearray(rnd.randbytes(rnd.randrange(1, 16)))
    i = rnd.randrange(n)
    if op == 0:
        b[i] ^= 1 << rnd.randrange(8)
    elif op == 1:
        b[i] = rnd.choice([0, 0xff, 0x7f, 0x80, 1])
    elif op == 2:
        del b[i:i + rnd.randrange(1, 9)]
    elif op == 3:
        b[i:i] = rnd.randbytes(rnd.randrange(1, 9))
    elif op == 4:
        b = b[:i]
    else:
        j = rnd.randrange(n); b[j:j] = b[i:i + rnd.randrange(1, 17)]
    return b
for _ in range(rnd.randrange(1, 4)):
    textual = kind in ('asm', 'ff', 'json') and rnd.random() < 0.7
    b = text_mut(b) if textual else byte_mut(b)
out = bytes(b)
if gz:
    out = gzip.compress(out)
open(dst, 'wb').write(out)
PY
}

# ---- one run: FILE CMD...; 0 passed, 1 failed (and the input kept) ---------------------------
nfail=0
run() {
  local file=$1; shift
  timeout -s KILL 10 "$@" > "$TMP/out" 2> "$TMP/err"
  local rc=$? why=""
  # (a refusal is one line in all: a warning before its error is a second line)
  local nerr; nerr=$(grep -ac . "$TMP/err")
  if [ $rc -eq 137 ]; then why="hang (10 s)"
  elif grep -aqE 'AddressSanitizer|LeakSanitizer|runtime error:|UndefinedBehaviorSanitizer' "$TMP/err"; then
    why="sanitizer report"
  elif [ $rc -ge 128 ]; then why="crash (signal $((rc - 128)))"
  elif [ $rc -gt 3 ]; then why="exit status $rc"
  elif [ $rc -eq 0 ] && grep -aq 'error:' "$TMP/err"; then why="exit 0 with an error line"
  elif [ $rc -ne 0 ] && [ "$nerr" -ne 1 ]; then why="refused in $nerr lines, not one"
  elif [ $rc -ne 0 ] && ! grep -av 'warning:' "$TMP/err" | grep -aqF "$file"; then
    why="refused without naming $file"
  fi
  echo "rc=$rc $* ${why:+FAILED: $why}" >> "$OUT/log"
  [ -z "$why" ] && return 0
  nfail=$((nfail + 1))
  local keep="$OUT/fail-$nfail.${file##*.}"
  cp "$file" "$keep"
  { printf '%q ' "$@"; echo; echo "# $why: $(head -c 400 "$TMP/err")"; } > "$OUT/fail-$nfail.cmd"
  sed -i "s|$file|$keep|g" "$OUT/fail-$nfail.cmd"
  echo "not ok - $why: $keep (command in $OUT/fail-$nfail.cmd)"
  return 1
}

# ---- the campaign ----------------------------------------------------------------------------
kinds=(asm asm sim bin hex ff timing config trace)
mapfile -t ASMS < <(ls "$C"/*.s)
mapfile -t FFS < <(ls "$C"/*.ff)
start=$SECONDS last=$SECONDS n=0
while [ $((SECONDS - start)) -lt "$LIMIT" ] && { [ "$MAX" -eq 0 ] || [ "$n" -lt "$MAX" ]; }; do
  s=$((SEED * 100003 + n))
  k=${kinds[$((n % ${#kinds[@]}))]}
  case $k in
    asm)   src=${ASMS[$((s % ${#ASMS[@]}))]}; f=$TMP/m.s; mutate asm "$s" "$src" "$f"
           run "$f" "$PWS" asm "$f" -o "$TMP/m.bin" ;;
    sim)   f=$TMP/m.s; mutate asm "$s" testbenches/asm/fig2.s "$f"   # (its arguments known)
           run "$f" "$PWS" sim "$f" --grid 4 --wg 64 --wave 4 --arg @"$C/in64.bin" --arg zeros:16 \
             --max-insts 1000000 ;;   # (a runaway kernel: refused at the limit, not after 10 s)
    bin)   f=$TMP/m.bin; mutate bin "$s" "$C/fig2.bin" "$f"; run "$f" "$PWS" disasm "$f" ;;
    hex)   f=$TMP/m.hex; mutate asm "$s" "$C/fig2.hex" "$f"; run "$f" "$PWS" disasm "$f" ;;
    ff)    src=${FFS[$((s % ${#FFS[@]}))]}; f=$TMP/m.ff; mutate ff "$s" "$src" "$f"
           kern=$(basename "$src" .ff)
           run "$f" "$PWS" wcet "testbenches/asm/$kern.s" --timing "$C/timing.json" --flow-facts "$f" ;;
    timing) f=$TMP/m.json; mutate json "$s" "$C/timing.json" "$f"
           run "$f" "$PWS" wcet testbenches/asm/fig2.s --timing "$f" ;;
    config) f=$TMP/c.json; mutate json "$s" "$C/config.json" "$f"
           rm -rf "$TMP/gen"; run "$f" "$PWS" gen --config "$f" -o "$TMP/gen" ;;
    trace) f=$TMP/m.trace.gz; mutate trace "$s" "$C/fig2.trace.gz" "$f"; run "$f" "$PWS" trace "$f" ;;
  esac
  n=$((n + 1))
  if [ $((SECONDS - last)) -ge 10 ]; then
    last=$SECONDS
    echo "fuzz-input: $n inputs, $nfail failed, $((SECONDS - start)) s of $LIMIT (log: $OUT/log)" >&2
  fi
done
echo "fuzz-input: seed $SEED, $n inputs in $((SECONDS - start)) s, $nfail failed"
[ "$nfail" -eq 0 ]
