# scripts/lib/cfg.bash -- helpers on generator flag lists, sourced by scripts/area.sh and
# scripts/paper.sh.

# cfg_with_simds N WORDS...: the generator flags WORDS with --simds (and its value) replaced by
# --simds N, as one line of words.
cfg_with_simds() {
  local n=$1 w out=() skip=0; shift
  for w in "$@"; do
    if [ $skip = 1 ]; then skip=0; elif [ "$w" = --simds ]; then skip=1; else out+=("$w"); fi
  done
  echo "${out[*]} --simds $n"
}
