#!/bin/sh
# Builds the startup baselines into $1 (default: /tmp/cursesui-baselines), optimized as a release
# build is. Measure one with the counter.startup benchmark:
#   CURSESUI_STARTUP_BINARY=/tmp/cursesui-baselines/hello \
#     swift package --package-path Benchmarks benchmark --filter counter.startup
set -eu
out=${1:-/tmp/cursesui-baselines}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
for name in hello hello-essentials hello-foundation; do
    swiftc -O -o "$out/$name" "$here/$name.swift"
done
cc -O2 -o "$out/ncurses" "$here/ncurses.c" -lncursesw
echo "built in $out: hello hello-essentials hello-foundation ncurses"
