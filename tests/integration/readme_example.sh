#!/usr/bin/env bash
# The README's "Running a kernel by hand" example, exactly as written there, so the README cannot
# drift from the program. Expected sums worked out by hand: 1+10, 2+20, 3+30, 4+40.
. "$(dirname "$0")/lib/common.bash"
cd "$TMP" || exit 3
printf '\001\000\000\000\002\000\000\000\003\000\000\000\004\000\000\000' > a.bin
printf '\012\000\000\000\024\000\000\000\036\000\000\000\050\000\000\000' > b.bin
check_exit "readme vadd example runs" 0 "$PWS" sim "$TOP/testbenches/asm/vadd.s" --grid 4 --wg 64 \
    --arg @a.bin --arg @b.bin --arg zeros:16 --arg 4 --out 2=c.bin
check_eq "readme vadd example result" "11 22 33 44" "$(od -An -td4 c.bin | xargs)"
grep -q 'pws sim testbenches/asm/vadd.s --grid 4 --wg 64' "$TOP/README.md" \
  && ok "README still shows this command" || notok "README still shows this command" "README changed: update this test"
check_exit "readme listing example" 0 "$PWS" asm "$TOP/testbenches/asm/vadd.s" --listing
check_exit "readme asm -o" 0 "$PWS" asm "$TOP/testbenches/asm/vadd.s" -o vadd.bin
check_exit "readme disasm" 0 "$PWS" disasm vadd.bin
