#!/usr/bin/env bash
# Makes third_party/libquickjs from the upstream module modernc.org/libquickjs
# (the version below, fetched through the Go module proxy) and the patch in
# patch-libquickjs.py, or, with --check, makes it in a temporary folder and
# fails unless it equals the committed copy byte for byte. What the patch does
# and why: third_party/libquickjs/CODEMODE.md.
set -euo pipefail
version=v0.14.0
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The upstream module, from the module cache or the proxy.
(cd "$work" && go mod init fetch >/dev/null 2>&1 && GOFLAGS=-mod=mod go mod download -json "modernc.org/libquickjs@$version" >info.json)
src="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Dir"])' "$work/info.json")"
out="$work/libquickjs"
mkdir "$out"
# What a build needs: the sources (not the tests, the generator, the test262
# suite and the C sources the generator reads), the licenses and the notices.
for f in "$src"/*.go; do
	case "$(basename "$f")" in *_test.go | generator.go) continue ;; esac
	cp "$f" "$out/"
done
cp "$src"/LICENSE "$src"/LICENSE-LIBQUICKJS "$src"/AUTHORS "$src"/CONTRIBUTORS "$src"/README.md "$out/"
chmod -R u+w "$out"
python3 "$here/patch-libquickjs.py" "$out"/ccgo_*.go
gofmt -w "$out"/ccgo_*.go
# Only the engine's one run-time dependency: the generator's and the tests'
# are not needed to build it.
cat >"$out/go.mod" <<MOD
// modernc.org/libquickjs $version with the patch of ../patch-libquickjs.py:
// see CODEMODE.md. Made by ../libquickjs.sh; do not edit.
module modernc.org/libquickjs

go 1.26.0

require modernc.org/libc v1.79.0
MOD
cp "$here/libquickjs.md" "$out/CODEMODE.md"
if [ "${1:-}" = "--check" ]; then
	if ! diff -r -q "$out" "$here/libquickjs" >&2; then
		echo "third_party/libquickjs is not modernc.org/libquickjs $version with the patch of patch-libquickjs.py: run bash third_party/libquickjs.sh" >&2
		exit 1
	fi
	echo "third_party/libquickjs is modernc.org/libquickjs $version with the patch"
else
	rm -rf "$here/libquickjs"
	cp -r "$out" "$here/libquickjs"
fi
