#!/usr/bin/env bash
# Makes internal/libquickjs, the JavaScript engine every build of codemode
# uses, from the upstream module modernc.org/libquickjs (the version below,
# fetched through the Go module proxy) and the patch in patch-libquickjs.py;
# or, with --check, makes it in a temporary folder and fails unless it equals
# the committed copy byte for byte. What the patch does and why:
# internal/libquickjs/README.md (this folder's libquickjs.md).
#
# The engine is a package of this module, not a module of its own and not a
# replace directive: a replace applies only to builds made inside this
# repository, so a program importing codemode would silently get upstream's
# engine. Only the platforms codemode supports are kept (platforms below).
set -euo pipefail
version=v0.14.0
# The ccgo files kept: the 64-bit platforms codemode supports.
platforms="linux_amd64 linux_arm64 darwin_amd64 darwin_arm64 windows"
here="$(cd "$(dirname "$0")" && pwd)"
dest="$here/../internal/libquickjs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The upstream module, from the module cache or the proxy.
(cd "$work" && go mod init fetch >/dev/null 2>&1 && GOFLAGS=-mod=mod go mod download -json "modernc.org/libquickjs@$version" >info.json)
src="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Dir"])' "$work/info.json")"
out="$work/libquickjs"
mkdir "$out"
# What a build needs: the sources (not the tests, the generator, the test262
# suite and the C sources the generator reads, nor the files of platforms not
# supported), the licenses and the notices.
for p in $platforms; do cp "$src/ccgo_$p.go" "$out/"; done
for f in etc.go libquickjs.go libquickjs_windows.go types_linux.go types_other.go; do cp "$src/$f" "$out/"; done
cp "$src"/LICENSE "$src"/LICENSE-LIBQUICKJS "$src"/AUTHORS "$src"/CONTRIBUTORS "$out/"
chmod -R u+w "$out"
python3 "$here/patch-libquickjs.py" "$out"/*.go
gofmt -w "$out"/*.go
cp "$here/libquickjs.md" "$out/README.md"
# The files of upstream's that hold for every platform are kept to the
# supported ones too, so that elsewhere the package is unsupported.go alone
# and a build fails with its one message.
python3 - "$out" <<'PY'
import re, sys
supported = "(linux || darwin || windows) && (amd64 || arm64)"
for name in ("etc.go", "libquickjs.go", "libquickjs_windows.go", "types_linux.go", "types_other.go"):
    path = f"{sys.argv[1]}/{name}"
    src = open(path).read()
    m = re.search(r"^//go:build (.+)$", src, re.M)
    if m:
        src = src[:m.start()] + f"//go:build ({m.group(1)}) && {supported}" + src[m.end():]
    else:
        # After the license header: a constraint must precede the package doc and clause.
        head = "// license that can be found in the LICENSE file.\n"
        if head not in src:
            sys.exit(f"{path}: no license header to put the build constraint after")
        src = src.replace(head, head + f"\n//go:build {supported}\n", 1)
    open(path, "w").write(src)
PY
gofmt -w "$out"/etc.go "$out"/libquickjs.go "$out"/libquickjs_windows.go "$out"/types_linux.go "$out"/types_other.go
# A build for a platform without a ccgo file fails with one message that says
# so (`undefined: codemode_supports_…`), not with a thousand undefined names.
cat >"$out/unsupported.go" <<'GO'
// Made by third_party/libquickjs.sh; do not edit.

//go:build !((linux || darwin || windows) && (amd64 || arm64))

package libquickjs

// The engine is built for linux, darwin and windows on amd64 and arm64.
var _ = codemode_supports_linux_darwin_and_windows_on_amd64_and_arm64_only
GO
# Generated code is not linted: staticcheck reads this file (go vet has no
# such setting; the repository's vet command lists every package but this one).
printf '# Made by third_party/libquickjs.sh: generated code is not linted.\nchecks = ["-all"]\n' >"$out/staticcheck.conf"
if [ "${1:-}" = "--check" ]; then
	if ! diff -r -q "$out" "$dest" >&2; then
		echo "internal/libquickjs is not modernc.org/libquickjs $version with the patch of third_party/patch-libquickjs.py: run bash third_party/libquickjs.sh" >&2
		exit 1
	fi
	echo "internal/libquickjs is modernc.org/libquickjs $version with the patch"
else
	rm -rf "$dest"
	cp -r "$out" "$dest"
fi
