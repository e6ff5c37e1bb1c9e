#!/bin/sh
# Fuzzes CursesUI's key decoder with libFuzzer through the Swift toolchain's -sanitize=fuzzer.
#
#   Fuzz/fuzz-key-decoder.sh [seconds]     (default 600; extra libFuzzer flags after the seconds)
#
# It compiles the decoder's source files, and the few input types they use, together with the
# fuzz target (no ncurses, no package build), with address sanitizing, then runs libFuzzer for the
# given time (one process: the machine is usually shared). The corpus persists in .build/fuzz/corpus; crashes land in
# .build/fuzz/ as crash-*. Exits non-zero if libFuzzer found a failure.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-600}
[ $# -gt 0 ] && shift
out=.build/fuzz
mkdir -p "$out/corpus"
# Found by name, so the script survives files moving between targets.
sources=""
for name in KeyDecoder.swift TerminalEvent.swift MouseEventKind.swift KeyPress.swift KeyEquivalent.swift; do
    file=$(find Sources -name "$name" | head -n 1)
    [ -n "$file" ] || { echo "fuzz: $name not found under Sources" >&2; exit 2; }
    sources="$sources $file"
done
# Seeds: one of each kind of input the decoder knows.
printf 'a\r\t\033' > "$out/corpus/seed-keys"
printf '\000\033[1;5A\033OB\033[3~\033[200~paste\033[201~' > "$out/corpus/seed-sequences"
printf '\000\033[<0;3;4M\033[<0;3;4m\033[M #$\033[?2026;1$y' > "$out/corpus/seed-reports"
printf '\000\377\303(\342\202\355\240\200\360\237\230\200' > "$out/corpus/seed-utf8"
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name CursesUIFuzz -package-name CursesUI \
    $sources Fuzz/KeyDecoderFuzzTarget.swift -o "$out/key-decoder-fuzzer"
cd "$out"
exec ./key-decoder-fuzzer -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 "$@" corpus
