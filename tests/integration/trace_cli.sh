#!/usr/bin/env bash
# tests/integration/trace_cli.sh -- `pws sim --trace` and `pws trace` (docs/trace-format.md).
#
# A hand-written 2-wavefront kernel is traced and printed; every expected line below is worked
# out by hand from the kernel, the schedule of docs/golden.md section 5 and the cycle rule of
# docs/trace-format.md (the retire with sequence number n has cycle n + 1), and the encodings
# from llvm-mc. Then the Chrome and record JSON forms are parsed (python3 -m json.tool) and their
# tracks counted, the PWS paper's Figure 2 kernel shows the split/merge units and masks the
# paper implies, and truncated, corrupt and usage-error inputs get their exit statuses.
# Run time: about 2 s.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# ---- a 2-wavefront kernel: one workgroup of 8 work-items, wave 4 ----------------------------------
# encodings (llvm-mc -mcpu=fiji): s_mov_b32 s3, 42 = 0xbe8300aa; s_barrier = 0xbf8a0000;
# v_lshlrev_b32_e32 v1, 1, v0 = 0x24020081; s_endpgm = 0xbf810000. PCs 0x0, 0x4, 0x8, 0xc.
cat > "$TMP/two.s" <<'EOF'
.text
two:
  s_mov_b32 s3, 42
  s_barrier
  v_lshlrev_b32_e32 v1, 1, v0
  s_endpgm
EOF
check_exit "sim --trace, 2 wavefronts" 0 "$PWS" sim "$TMP/two.s" --grid 8 --wg 8 --wave 4 \
  --trace "$TMP/two.gz"
check_exit "pws trace text" 0 "$PWS" trace "$TMP/two.gz" -o "$TMP/two.txt"
# Schedule: rounds over wave ids 0 and 1 (--split none: S = 0, so wavefront 1's WF context is wave
# id 1 = its swf), one instruction each per round. Wavefront 0 arrives at the barrier at cycle 3, wavefront
# 1 at cycle 4, which releases both (every live SWF has arrived). v1 = 2 * work-item id: lanes
# 0..3 of wavefront 0 hold ids 0..3, of wavefront 1 ids 4..7 (v0 restarts per workgroup).
cat > "$TMP/two.want" <<'EOF'
0 kernel_start
0 wg_dispatch wg 0 (0,0,0) cu 0 waves 2
0 wave_start wave 0 @0.0.0.0 wg 0
0 wave_start wave 1 @0.0.0.1 wg 0
1 retire wave 0 @0.0.0.0 swf 0 pc 0x0000 exec f spm f | s_mov_b32 s3, 42 | s3=0x0000002a
2 retire wave 1 @0.0.0.1 swf 1 pc 0x0000 exec f spm f | s_mov_b32 s3, 42 | s3=0x0000002a
3 retire wave 0 @0.0.0.0 swf 0 pc 0x0004 exec f spm f | s_barrier | barrier
3 barrier_arrive wave 0 @0.0.0.0 wg 0
4 retire wave 1 @0.0.0.1 swf 1 pc 0x0004 exec f spm f | s_barrier | barrier
4 barrier_arrive wave 1 @0.0.0.1 wg 0
4 barrier_release wg 0 cu 0
5 retire wave 0 @0.0.0.0 swf 0 pc 0x0008 exec f spm f | v_lshlrev_b32_e32 v1, 1, v0 | v1={0:00000000,1:00000002,2:00000004,3:00000006}
6 retire wave 1 @0.0.0.1 swf 1 pc 0x0008 exec f spm f | v_lshlrev_b32_e32 v1, 1, v0 | v1={0:00000008,1:0000000a,2:0000000c,3:0000000e}
7 retire wave 0 @0.0.0.0 swf 0 pc 0x000c exec f spm f | s_endpgm | end
7 wave_end wave 0 @0.0.0.0 wg 0
8 retire wave 1 @0.0.0.1 swf 1 pc 0x000c exec f spm f | s_endpgm | end
8 wave_end wave 1 @0.0.0.1 wg 0
8 kernel_end ok
EOF
check_eq "text: every record, by hand" "$(cat "$TMP/two.want")" "$(grep -v '^#' "$TMP/two.txt")"
check_eq "text: header line 1" "# pws trace 1.0, producer golden (cycle = retired instructions), kernel two" \
  "$(sed -n 1p "$TMP/two.txt")"
check_eq "text: header line 2 (configuration, 4 dwords of code)" \
  "# cus 1 simds 1 spsimds 0 contexts 2 wave 4 lanes 4 split none mem-latency 0 grid 8,1,1 wg 8,1,1 entry 0x0000 code 4 dwords" \
  "$(sed -n 2p "$TMP/two.txt")"

# --wave and --from/--to
check_eq "--wave 1: its 4 retires" "2 4 6 8" \
  "$("$PWS" trace "$TMP/two.gz" --wave 1 | awk '$2 == "retire" { printf "%s%s", s, $1; s = " " }')"
check_eq "--from 3 --to 4" "3 retire|3 barrier_arrive|4 retire|4 barrier_arrive|4 barrier_release" \
  "$("$PWS" trace "$TMP/two.gz" --from 3 --to 4 | grep -v '^#' | cut -d' ' -f1-2 | paste -sd'|')"

# record JSON: the instruction words, by hand above
check_exit "pws trace --json" 0 "$PWS" trace "$TMP/two.gz" --json -o "$TMP/two.json"
check_exit "record JSON is valid JSON" 0 python3 -m json.tool "$TMP/two.json"
check_eq "record JSON: words of wavefront 0's retires" \
  "$(printf '%d %d %d %d' 0xbe8300aa 0xbf8a0000 0x24020081 0xbf810000)" \
  "$(python3 -c 'import json,sys; print(" ".join(str(r["words"][0]) for r in json.load(open(sys.argv[1])) if r["type"] == "retire" and r["wave"] == 0))' "$TMP/two.json")"

# Chrome JSON: one process (CU 0), one track per context: SIMD0 ctx0 and SIMD0 ctx1
check_exit "pws trace --chrome" 0 "$PWS" trace "$TMP/two.gz" --chrome -o "$TMP/two.chrome.json"
check_exit "Chrome JSON is valid JSON" 0 python3 -m json.tool "$TMP/two.chrome.json"
chrome_summary() {   # tracks, processes, X slices as name@ts+dur on the track of tid 0
  python3 -c '
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
tracks = sorted(e["args"]["name"] for e in ev if e["name"] == "thread_name")
procs = sorted(e["args"]["name"] for e in ev if e["name"] == "process_name")
xs = ["%s@%d+%d" % (e["name"], e["ts"], e["dur"]) for e in ev if e["ph"] == "X" and e["tid"] == 0]
print(";".join(tracks) + "|" + ";".join(procs) + "|" + " ".join(xs))' "$1"
}
# wavefront 0's slices run from its previous retire (or its start at 0) to each retire
check_eq "Chrome: 2 tracks, 1 process, wavefront 0's slices" \
  "SIMD0 ctx0;SIMD0 ctx1|CU 0|s_mov_b32@0+1 s_barrier@1+2 v_lshlrev_b32_e32@3+2 s_endpgm@5+2" \
  "$(chrome_summary "$TMP/two.chrome.json")"

# ---- the PWS paper's Figure 2 under --split pws --spsimds 3 ---------------------------------------
# A = {17, 29, 52, 80} on one 4-lane wavefront (masks lane 3 .. lane 0). docs/isa.md R2/R3:
#  A > 25 = 1110: lanes 1-3 stay on SpSIMD 0 (mask e), lane 0 goes to the lowest free, SpSIMD 1;
#  A > 75 among SpSIMD 0's lanes = 1000: lane 3 stays (8), lanes 1-2 go to SpSIMD 2 (6);
#  inner merge: SpSIMD 2 into 0 (e); outer: SpSIMD 1 into 0 (f);
#  A > 50 = 1100: lanes 2-3 stay (c), lanes 0-1 go to SpSIMD 1, free again (3); merge back (f).
printf '\x11\x00\x00\x00\x1d\x00\x00\x00\x34\x00\x00\x00\x50\x00\x00\x00' > "$TMP/A.bin"
check_exit "fig2 pws trace" 0 "$PWS" sim testbenches/asm/fig2.s --grid 4 --wg 64 --wave 4 \
  --arg @"$TMP/A.bin" --arg zeros:16 --split pws --spsimds 3 --trace "$TMP/f2.gz"
cat > "$TMP/f2.want" <<'EOF'
split wave 0 @0.0.0.0 pws parent 0 mask e child 1 mask 1
split wave 0 @0.0.0.0 pws parent 0 mask 8 child 2 mask 6
merge wave 0 @0.0.0.0 target 0 mask e freed 2 mask 6
merge wave 0 @0.0.0.0 target 0 mask f freed 1 mask 1
split wave 0 @0.0.0.0 pws parent 0 mask c child 1 mask 3
merge wave 0 @0.0.0.0 target 0 mask f freed 1 mask 3
EOF
check_eq "fig2 pws: split/merge units and masks" "$(cat "$TMP/f2.want")" \
  "$("$PWS" trace "$TMP/f2.gz" | awk '$2 == "split" || $2 == "merge"' | cut -d' ' -f2-)"
check_eq "fig2 pws: retires on SpSIMD 1 and 2 belong to wavefront 0" "0" \
  "$("$PWS" trace "$TMP/f2.gz" | awk '$2 == "retire" && $5 != "@0.0.0.0" && $4 != "0"' | wc -l)"
"$PWS" trace "$TMP/f2.gz" --chrome -o "$TMP/f2.json"
check_eq "fig2 pws Chrome: tracks of SIMD0 and SpSIMD 1, 2" \
  "SIMD0 SpSIMD1 ctx0;SIMD0 SpSIMD2 ctx0;SIMD0 ctx0|CU 0" \
  "$(chrome_summary "$TMP/f2.json" | cut -d'|' -f1-2)"
check_eq "fig2 pws Chrome: 3 split and 3 merge flows" "6" \
  "$(python3 -c 'import json,sys; print(sum(1 for e in json.load(open(sys.argv[1]))["traceEvents"] if e["ph"] == "s"))' "$TMP/f2.json")"
# under --split none every s_split is null (child -, masks f and 0) and every s_merge a no-op
"$PWS" sim testbenches/asm/fig2.s --grid 4 --wg 64 --wave 4 --arg @"$TMP/A.bin" --arg zeros:16 \
  --split none --trace "$TMP/f2n.gz" > /dev/null
check_eq "fig2 none: 3 null splits, 3 no-op merges" \
  "3 merge wave 0 @0.0.0.0 target 0 mask f freed - mask 0|3 split wave 0 @0.0.0.0 null parent 0 mask f child - mask 0" \
  "$("$PWS" trace "$TMP/f2n.gz" | awk '$2 == "split" || $2 == "merge"' | cut -d' ' -f2- | sort | uniq -c | sed 's/^ *//' | paste -sd'|')"

# ---- truncated, corrupt, usage --------------------------------------------------------------------
# cut the gzip file: the records before the cut print, then a warning; exit 0
size=$(stat -c %s "$TMP/f2.gz")
head -c $((size / 2)) "$TMP/f2.gz" > "$TMP/cut.gz"
check_err "truncated trace: one warning" 0 'cut\.gz: offset [0-9]+: warning: truncated' \
  "$PWS" trace "$TMP/cut.gz"
check_eq "truncated trace: last line says so" \
  "# truncated: the trace ends before its kernel_end record" "$(tail -n 1 "$TMP/out")"
printf 'PWSTRACX and then some' | gzip > "$TMP/bad.gz"
check_err "bad magic" 3 '^.*bad\.gz: offset 0: error: bad magic' "$PWS" trace "$TMP/bad.gz"
# a header field out of its range is refused with the field (docs/trace-format.md: the header
# payload follows the 8-byte magic and a 5-byte frame; workgroup x at payload 32, entry at 44)
patch_hdr() {   # OUT OFFSET U32: f2.gz with the u32 at payload OFFSET replaced
  python3 - "$TMP/f2.gz" "$1" "$2" "$3" <<'PY'
import gzip, struct, sys
d = bytearray(gzip.open(sys.argv[1]).read())
struct.pack_into('<I', d, 13 + int(sys.argv[3]), int(sys.argv[4]))
gzip.open(sys.argv[2], 'wb').write(bytes(d))
PY
}
patch_hdr "$TMP/wg0.gz" 32 0
check_err "header: workgroup size 0" 3 "^$TMP/wg0.gz: offset 8: error: header: grid or workgroup size \(0\) out of range" \
  "$PWS" trace "$TMP/wg0.gz"
patch_hdr "$TMP/entry.gz" 44 65536
check_err "header: entry past the code image" 3 \
  "^$TMP/entry.gz: offset 8: error: header: entry \(not an instruction of the code image\) out of range" \
  "$PWS" trace "$TMP/entry.gz"
# a trace cut inside its header record or inside its magic: one error line, no warning before it
cut_at() {   # OUT N: the first N uncompressed bytes of f2.gz, gzipped
  python3 -c 'import gzip, sys; gzip.open(sys.argv[2], "wb").write(gzip.open(sys.argv[1]).read()[:int(sys.argv[3])])' \
    "$TMP/f2.gz" "$1" "$2"
}
cut_at "$TMP/hcut.gz" 20   # the magic (8), the header's frame (5), 7 of its payload bytes
check_err "cut inside the header record: one line" 3 \
  "^$TMP/hcut.gz: offset 8: error: truncated trace: no complete header record$" "$PWS" trace "$TMP/hcut.gz"
cut_at "$TMP/mcut.gz" 5
check_err "cut inside the magic: one line, not 'bad magic'" 3 \
  "^$TMP/mcut.gz: offset 0: error: truncated trace: 5 bytes, no complete magic$" "$PWS" trace "$TMP/mcut.gz"
# a read error is one line: the system's reason (a directory), or zlib's (a corrupt stream)
mkdir -p "$TMP/adir"
check_err "a directory: one line" 3 "^$TMP/adir: offset 0: error: read error: Is a directory$" \
  "$PWS" trace "$TMP/adir"
printf '\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03garbagegarbage' > "$TMP/corrupt.gz"
check_err "a corrupt gzip stream: one line, zlib's reason" 3 \
  "^$TMP/corrupt.gz: offset 0: error: read error: invalid block type$" "$PWS" trace "$TMP/corrupt.gz"
check_err "missing trace file" 3 'nope\.gz: error: cannot open the trace' "$PWS" trace "$TMP/nope.gz"
check_err "no file" 2 'pws trace: error: no trace file' "$PWS" trace
check_err "two formats" 2 'more than one output format' "$PWS" trace "$TMP/two.gz" --chrome --json
check_err "bad --wave" 2 'bad --wave: x' "$PWS" trace "$TMP/two.gz" --wave x
check_err "--from after --to" 2 'from is after --to' "$PWS" trace "$TMP/two.gz" --from 5 --to 4
check_err "unwritable -o" 3 'no/such/out\.txt: error: cannot create' "$PWS" trace "$TMP/two.gz" \
  -o "$TMP/no/such/out.txt"
check_exit "trace --help exits 0" 0 "$PWS" trace --help
