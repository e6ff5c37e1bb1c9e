#!/bin/sh
# Instructions per run of one `Profile` scenario under callgrind, repeatably: runs the scenario
# N1 and N2 times (counting only inside `Scenario.run()`) and prints the difference of the two
# totals over N2 − N1, so start-up and the first run's caches cancel out.
#
# usage: OUT=dir runcg.sh PROFILE TAG SCENARIO N1 N2
#   PROFILE: a `Profile` binary stripped of its debug info (valgrind 3.19 cannot read its DWARF):
#   objcopy --strip-debug Benchmarks/.build/release/Profile /tmp/Profile
# The callgrind files stay in OUT (default /tmp/cg-$USER) as TAG.SCENARIO.N, for callgrind_annotate.
set -e
out=${OUT:-/tmp/cg-$USER}
mkdir -p "$out"
bin=$1; tag=$2; scenario=$3; n1=$4; n2=$5
for n in "$n1" "$n2"; do
  valgrind --tool=callgrind --toggle-collect='$s9Scenarios*3runyyFTW' \
    --callgrind-out-file="$out/$tag.$scenario.$n" "$bin" "$scenario" "$n" >/dev/null 2>"$out/$tag.$scenario.$n.log"
done
a=$(grep -m1 '^summary\|^totals' "$out/$tag.$scenario.$n1" | awk '{print $2}')
b=$(grep -m1 '^summary\|^totals' "$out/$tag.$scenario.$n2" | awk '{print $2}')
echo "$tag $scenario $(( (b - a) / (n2 - n1) ))"
