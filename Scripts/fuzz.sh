#!/usr/bin/env bash
# Builds stylec's libFuzzer targets with the address sanitizer and runs each in turn.
#
#   Scripts/fuzz.sh [--seconds N | --runs N] [--max-len BYTES] [--campaign] [--plain] [TARGET...]
#
# --max-len is the longest input (default 64 KB; the fuzz targets' own mutator, StructureMutator,
# repeats slices of an input into long chains, wide lists and deep nesting up to it).
# --plain leaves the address sanitizer out (about twice the executions per second); Swift's own
# checks (bounds, overflow, exclusivity) still stop the run on any fault.
# --campaign keeps going after a crash, a timeout or running out of memory (libFuzzer's fork
# mode), collecting every failing input, instead of stopping at the first.
# TARGET is stylesheet, tree or apply (default: all three). Each target starts from a corpus
# seeded with the bundled examples (Fixtures/) and every input that ever crashed stylec
# (Fuzz/Regressions/), uses the token dictionary Fuzz/stylec.dict, and keeps what it finds in
# .build-fuzz/corpus/TARGET. A crash is written to .build-fuzz/crashes/TARGET/ and makes the
# script fail; copy it into Fuzz/Regressions/TARGET/ so that `swift test` replays it for ever.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
runs=-1
campaign=0
plain=0
max_len=65536
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --runs) runs=$2; seconds=0; shift 2 ;;
    --campaign) campaign=1; shift ;;
    --max-len) max_len=$2; shift 2 ;;
    --plain) plain=1; shift ;;
    -h|--help) sed -n 2,16p "$0"; exit 0 ;;
    stylesheet|tree|apply) targets+=("$1"); shift ;;
    *) echo "fuzz.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -eq 0 ] && targets=(stylesheet tree apply)

scratch=.build-fuzz
sanitizers=fuzzer,address
kind=""
if [ "$plain" = 1 ]; then scratch=.build-fuzz-plain; sanitizers=fuzzer; kind=-plain; fi
# Corpora and crashes are shared by both builds.
store=.build-fuzz
product_of() {
  case "$1" in stylesheet) echo FuzzStylesheet ;; tree) echo FuzzTree ;; apply) echo FuzzApply ;; esac
}

# Seed inputs: a first byte picks the syntax (even: Classy, odd: CSS); apply joins sheet and
# tree with a NUL byte.
seed() {
  local target=$1 corpus=$2
  mkdir -p "$corpus"
  local n=0
  for sheet in Fixtures/*/sheet.cas Fixtures/*/sheet.css Fixtures/*/*.cas Fixtures/*/*.css Fixtures/*/shared/*.cas; do
    [ -f "$sheet" ] || continue
    n=$((n + 1))
    local flag=0
    [[ "$sheet" == *.css ]] && flag=1
    case "$target" in
      stylesheet) { printf '%s' "$flag"; cat "$sheet"; } >"$corpus/seed-$n" ;;
      apply)
        local tree
        tree="$(dirname "$sheet")/tree.json"
        [ -f "$tree" ] || continue
        { printf '%s' "$flag"; cat "$sheet"; printf '\0'; cat "$tree"; } >"$corpus/seed-$n" ;;
    esac
  done
  if [ "$target" = tree ]; then
    for tree in Fixtures/*/tree.json; do n=$((n + 1)); cp "$tree" "$corpus/seed-$n"; done
  fi
  if compgen -G "Fuzz/Regressions/$target/*" >/dev/null; then cp Fuzz/Regressions/"$target"/* "$corpus/"; fi
}

status=0
for target in "${targets[@]}"; do
  product=$(product_of "$target")
  echo "== building $product (-sanitize=$sanitizers)"
  swift build -c release --scratch-path "$scratch" --product "$product" \
    --sanitize=fuzzer -Xswiftc -sanitize="$sanitizers" -Xswiftc -DSTYLEC_LIBFUZZER 2>&1 | grep -v "Cannot export local symbol" | tail -1
  corpus="$store/corpus/$target"
  crashes="$store/crashes/$target"
  mkdir -p "$crashes"
  seed "$target" "$corpus"
  log="$store/fuzz-$target$kind.log"
  limit=(-max_total_time="$seconds")
  [ "$runs" -ge 0 ] && limit=(-runs="$runs")
  # -len_control=0: mutations may use the whole length from the start.
  options=(-dict=Fuzz/stylec.dict -max_len="$max_len" -len_control=0 -timeout=20 -rss_limit_mb=4096
    -artifact_prefix="$crashes/" -print_final_stats=1 "${limit[@]}")
  [ "$campaign" = 1 ] && options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  echo "== fuzzing $target (${limit[*]}); log: $log"
  set +e
  # Allocation stack traces are left out for speed; replay a crash to see them.
  ASAN_OPTIONS=malloc_context_size=0 LSAN_OPTIONS=suppressions=Scripts/lsan.supp:print_suppressions=0 \
    "$scratch/release/$product" "$corpus" "${options[@]}" >"$log" 2>&1
  result=$?
  set -e
  grep -E "cov: " "$log" | tail -1
  grep -E "^stat::number_of_executed_units|^Done [0-9]+ runs" "$log" | tail -1
  if [ "$result" -ne 0 ] || compgen -G "$crashes/*" >/dev/null; then
    echo "FAIL $target: libFuzzer exit status $result; see $log and $crashes" >&2
    grep -E "ERROR|panicked|Fatal error|deadly signal|SUMMARY" "$log" | head -5 >&2 || true
    status=1
  fi
done
exit $status
