# tests/integration/lib/common.bash -- helpers sourced by tests/integration/*.sh.
# Each check prints "ok - NAME" or "not ok - NAME: WHY"; scripts/run_tests.sh counts those lines.
set -u
: "${PWS:=$PWD/build/asan/bin/pws}"
case $PWS in /*) ;; *) PWS=$PWD/$PWS ;; esac
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

ok()    { echo "ok - $1"; }
notok() { echo "not ok - $1: $2"; }

# check_eq NAME EXPECTED ACTUAL
check_eq() { if [ "$2" == "$3" ]; then ok "$1"; else notok "$1" "expected '$2', got '$3'"; fi; }

# check_exit NAME EXPECTED_STATUS CMD... : runs CMD, compares its exit status; stderr in $TMP/err
check_exit() {
  local name=$1 want=$2; shift 2
  "$@" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  if [ "$rc" -eq "$want" ]; then ok "$name"; else notok "$name" "exit $rc, wanted $want: $(head -c 300 "$TMP/err")"; fi
}

# check_err NAME EXPECTED_STATUS REGEX CMD... : exit status and a one-line stderr matching REGEX
check_err() {
  local name=$1 want=$2 re=$3; shift 3
  "$@" > "$TMP/out" 2> "$TMP/err"; local rc=$?
  local lines; lines=$(grep -c . "$TMP/err")
  if [ "$rc" -ne "$want" ]; then notok "$name" "exit $rc, wanted $want: $(head -c 300 "$TMP/err")"
  elif ! grep -qE "$re" "$TMP/err"; then notok "$name" "stderr '$(head -c 300 "$TMP/err")' does not match /$re/"
  elif [ "$lines" -ne 1 ]; then notok "$name" "wanted one error line, got $lines: $(head -c 300 "$TMP/err")"
  else ok "$name"; fi
}

# write_buf64 FILE: 64 bytes, byte i = (7 i + 3) mod 256, so that every dword differs (the
# buffer the hand-written kernels of tests/cosim load from)
write_buf64() {
  local i
  for i in $(seq 0 63); do printf "\\x$(printf %02x $(( (7 * i + 3) % 256 )))"; done > "$1"
}
