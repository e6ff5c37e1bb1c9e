#!/bin/sh
# The per-key benchmark: the release `counter` demo and `list-probe` (a 10,000-row List) against
# the C ncurses programs in Benchmarks/Baselines, typed through a pseudo-terminal by perkey.c. The
# counter also runs beside counter-floor.swift: the same loop in plain Swift with an @Observable
# model, no framework (the floor a Swift UI stands on).
# See Benchmarks/README.md, "Per key through a pseudo-terminal". Usage, from the repository:
#   Benchmarks/PerKey/run.sh [KEYS [RUNS]]        (default 1000 keys, 5 runs of each program)
# Needs cc, libncurses-dev and strace. Builds into .build-static (a build directory of its own:
# these flags compile everything differently, so the first build takes about ten minutes on two
# cores, swift-syntax included) and /tmp/cursesui-perkey.
# The CursesUI programs are linked as an app ships best on Linux: fully static (the Swift runtime,
# Foundation, libstdc++, ncurses and libc inside a non-PIE executable), so that starting it loads
# and relocates no shared library (see README.md, "Shipping on Linux", and Benchmarks/README.md,
# "Lazy rows without casts, and what the loader costs").
set -eu
keys=${1:-1000}
runs=${2:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=/tmp/cursesui-perkey
mkdir -p "$out"
cd "$root"
static="--static-swift-stdlib -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -no-pie --scratch-path .build-static"
swift build -c release $static --product counter >/dev/null
swift build -c release $static --product list-probe >/dev/null
bin=$(swift build -c release $static --show-bin-path)
cc -O2 -o "$out/perkey" Benchmarks/PerKey/perkey.c
cc -O2 -o "$out/counter" Benchmarks/Baselines/counter.c -lncursesw
cc -O2 -o "$out/list" Benchmarks/Baselines/list.c -lncursesw
swiftc -O -static-executable -o "$out/counter-floor" Benchmarks/Baselines/counter-floor.swift 2>/dev/null
echo "load: $(uptime)"
echo
# perkey exits 1 when a target is missed: every part still runs, and so does the exit status.
missed=0
echo "== counter: + ($keys keys, $runs runs each, interleaved)"
"$out/perkey" keys -k + -e 'Count: 0' -n "$keys" -r "$runs" -s -i 2 -c 1.3 \
    "CursesUI:$bin/counter" "C:$out/counter" "floor:$out/counter-floor,observation" || missed=1
echo
echo "== list of 10,000 rows: Down ($keys keys, $runs runs each, interleaved)"
"$out/perkey" keys -k '\eOB' -e 'Row 1' -n "$keys" -r "$runs" -s -i 2 -c 1.5 \
    "CursesUI:$bin/list-probe,10000" "C:$out/list,10000" || missed=1
echo
echo "== list of 100,000 rows: first frame ($((runs * 2)) runs each, interleaved)"
"$out/perkey" open -e 'Row 1' -r "$((runs * 2))" -c 2 \
    "CursesUI:$bin/list-probe,100000" "C:$out/list,100000" || missed=1
exit $missed
