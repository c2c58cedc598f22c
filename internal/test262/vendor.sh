#!/bin/sh
# vendor.sh re-vendors the test262 subset under testdata/ from a git checkout
# (or bare clone) of tc39/test262 that has the pinned commit:
#
#	sh internal/test262/vendor.sh /path/to/test262
#
# It replaces testdata/LICENSE, testdata/harness and testdata/test with the
# files of that commit, byte for byte (git archive, no filters), and leaves
# testdata/README.md alone. To move to another commit, change COMMIT here and
# in README.md, run it, and look at what the test then reports.
set -eu

COMMIT=5c8206929d81b2d3d727ca6aac56c18358c8d790
DIRS="Array String JSON TypedArray TypedArrayConstructors RegExp Object Promise Math Reflect Proxy Iterator Map Set"

src=${1:?usage: vendor.sh TEST262_GIT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
out=$here/testdata

if ! git -C "$src" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
	echo "vendor.sh: $src does not have commit $COMMIT" >&2
	exit 1
fi

paths="LICENSE harness"
for d in $DIRS; do
	paths="$paths test/built-ins/$d"
done

mkdir -p "$out"
rm -rf "$out/LICENSE" "$out/harness" "$out/test"
# shellcheck disable=SC2086 # paths is a list of words
git -C "$src" -c core.autocrlf=false archive --format=tar "$COMMIT" $paths | tar -x -C "$out"

n=$(find "$out/test" -type f -name '*.js' | wc -l)
echo "vendor.sh: test262 $COMMIT: $n test files under $out/test"
