#!/usr/bin/env bash
# tests/integration/fuzz_input.sh -- make fuzz-input (scripts/fuzz_input.sh): a short seeded
# campaign passes on the ASan build, and the harness catches what it is there to catch (a
# refusal in two lines, a crash, a hang, a sanitizer report, an error with exit 0, a refusal that
# names no input), shown with a wrapper that breaks each reader on purpose.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# ---- a campaign of 20 s, seed 1: no failure, every kind of input tried ----------------------
FUZZ_OUT=$TMP/fz scripts/fuzz_input.sh 1 20 > "$TMP/fz.out" 2> "$TMP/fz.err"; rc=$?
check_eq "seed 1, 20 s: exit 0" "0" "$rc"
last=$(tail -n 1 "$TMP/fz.out")
n=$(echo "$last" | sed -nE 's/^fuzz-input: seed 1, ([0-9]+) inputs in [0-9]+ s, 0 failed$/\1/p')
check_eq "seed 1: the summary line, no failure" "yes" "$([ -n "$n" ] && [ "$n" -ge 20 ] && echo yes || echo "$last")"
check_eq "every reader ran" "asm disasm gen sim trace wcet" \
  "$(awk '{print $3}' "$TMP/fz/log" | sort -u | paste -sd' ')"
check_eq "some inputs were refused, some accepted" "yes" \
  "$(grep -q '^rc=0 ' "$TMP/fz/log" && grep -q '^rc=3 ' "$TMP/fz/log" && echo yes || echo no)"

# ---- the same seed tries the same inputs: the first 10 commands' statuses repeat -------------
# (10 inputs, not a time: on a slow machine 5 s held fewer than 10)
FUZZ_MAX=10 FUZZ_OUT=$TMP/fz2 scripts/fuzz_input.sh 1 600 > /dev/null 2>&1
check_eq "seeded: the same statuses in the same order" \
  "$(head -n 10 "$TMP/fz/log" | awk '{print $1, $3}')" "$(head -n 10 "$TMP/fz2/log" | awk '{print $1, $3}')"

# ---- a pws broken on purpose, one defect per reader (the campaign visits them in the order
# asm asm sim bin hex ff timing config trace): each is caught, named, and kept ---------------
cat > "$TMP/badpws" <<EOF
#!/usr/bin/env bash
case "\$1" in
  asm) echo "\$2: error: an error line" >&2; exit 0 ;;                # exit 0 with an error
  sim) echo "pws sim: error: refused" >&2; exit 3 ;;                  # a refusal naming no input
  disasm) kill -SEGV \$\$ ;;                                           # a crash
  wcet) echo "==1==ERROR: AddressSanitizer: heap-use-after-free" >&2; exit 1 ;;
  gen) echo "\$3: error: first line" >&2; echo "and a second" >&2; exit 3 ;;
  trace) sleep 60 ;;                                                   # a hang
  *) exec "$PWS" "\$@" ;;
esac
EOF
chmod +x "$TMP/badpws"
FUZZ_CORPUS_PWS=$PWS PWS=$TMP/badpws FUZZ_OUT=$TMP/fz3 scripts/fuzz_input.sh 1 6 > "$TMP/fz3.out" 2>&1; rc=$?
check_eq "a broken pws fails the campaign" "1" "$rc"
caught() {   # NAME REGEX: a "not ok" line of the campaign matches REGEX
  check_eq "$1 is caught" "yes" \
    "$(grep -qE "^not ok - $2" "$TMP/fz3.out" && echo yes || echo "no: $(head -c 600 "$TMP/fz3.out")")"
}
caught "an error line with exit 0" 'exit 0 with an error line: .*fail-[0-9]+\.s '
caught "a refusal that names no input" 'refused without naming .*/m\.s: .*fail-[0-9]+\.s '
caught "the crash" 'crash \(signal 11\): .*fail-[0-9]+\.(bin|hex) '
caught "the sanitizer report" 'sanitizer report: .*fail-[0-9]+\.(ff|json) '
caught "the two-line refusal" 'refused in 2 lines, not one: .*fail-[0-9]+\.json '
caught "the hang" 'hang \(10 s\): .*fail-[0-9]+\.gz '
check_eq "a failure keeps its input and its command" "2" "$(ls "$TMP"/fz3/fail-1.* 2> /dev/null | wc -l)"
