#!/usr/bin/env bash
# Checks that the JS and Python clients are ready to publish, without
# publishing: `npm pack` of clients/js and `python -m build` + `twine check` of
# clients/python, then what each archive holds — LICENSE, the README, the
# metadata a registry shows (repository, homepage, issues, authors, licence,
# classifiers), the version of internal/version — and that the READMEs, which
# the registries show away from the repository, link only absolutely.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo ".ci/packages.sh: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^const Base = "\(.*\)"$/\1/p' internal/version/version.go)
[ -n "$version" ] || fail "no version in internal/version/version.go"

# ---- READMEs: absolute links only (a relative one breaks on npm and PyPI) ----
for readme in clients/js/README.md clients/python/README.md; do
  bad=$(grep -noE '\]\([^)#][^)]*\)' "$readme" | grep -vE '\]\((https?|mailto):' || true)
  [ -z "$bad" ] || fail "$readme links relatively (npm and PyPI show it away from the repository): $bad"
done

# ---- npm ----
(cd clients/js && npm pack --silent --pack-destination "$tmp" >/dev/null)
tgz="$tmp/codemode-client-${version}.tgz"
[ -f "$tgz" ] || fail "npm pack made no $(basename "$tgz") (is clients/js/package.json at version $version?)"
mkdir "$tmp/npm" && tar -xzf "$tgz" -C "$tmp/npm"
for f in package/LICENSE package/README.md package/package.json package/src/index.js package/src/index.d.ts; do
  [ -f "$tmp/npm/$f" ] || fail "the npm tarball lacks $f"
done
if tar -tzf "$tgz" | grep -E '^package/(test|node_modules|examples)/|js_test.go'; then fail "the npm tarball holds test or build files"; fi
node -e '
  const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const want = process.argv[2];
  const problems = [];
  if (p.version !== want) problems.push(`version ${p.version}, want ${want}`);
  if (p.license !== "MIT") problems.push(`license ${p.license}`);
  if (!/^git\+https:\/\/github\.com\/codemode\/codemode\.git$/.test(p.repository?.url ?? "")) problems.push("no repository.url");
  if (p.repository?.directory !== "clients/js") problems.push("no repository.directory");
  if (!/^https:\/\//.test(p.homepage ?? "")) problems.push("no homepage");
  if (!/^https:\/\//.test(p.bugs?.url ?? "")) problems.push("no bugs.url");
  if (problems.length) { console.error("the npm package.json: " + problems.join("; ")); process.exit(1); }
' "$tmp/npm/package/package.json" "$version" || fail "the npm tarball's package.json"

# ---- PyPI ----
# build and twine in a throwaway venv (where python3 has no ensurepip, the system pip installs into it).
python3 -m venv "$tmp/venv" 2>/dev/null || python3 -m venv --clear --without-pip "$tmp/venv"
if [ -x "$tmp/venv/bin/pip" ]; then pip=("$tmp/venv/bin/python" -m pip); else pip=(python3 -m pip --python "$tmp/venv/bin/python"); fi
"${pip[@]}" install --quiet --disable-pip-version-check build twine
"$tmp/venv/bin/python" -m build --outdir "$tmp/dist" clients/python >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log" >&2; fail "python -m build failed"; }
wheel="$tmp/dist/codemode_client-${version}-py3-none-any.whl"
sdist="$tmp/dist/codemode_client-${version}.tar.gz"
[ -f "$wheel" ] && [ -f "$sdist" ] || fail "python -m build made $(ls "$tmp/dist"), want the wheel and sdist of $version"
"$tmp/venv/bin/python" -m twine check --strict "$wheel" "$sdist"
"$tmp/venv/bin/python" - "$wheel" "$sdist" "$version" <<'PY' || fail "the Python distributions' metadata"
import sys, tarfile, zipfile
from email.parser import Parser

wheel, sdist, version = sys.argv[1:4]
problems = []


def check(where: str, meta_text: str, names: list[str], license_path: str) -> None:
    meta = Parser().parsestr(meta_text)
    if meta["Version"] != version:
        problems.append(f"{where}: Version {meta['Version']}, want {version}")
    if meta["License-Expression"] != "MIT":
        problems.append(f"{where}: License-Expression {meta['License-Expression']}")
    if license_path not in names:
        problems.append(f"{where}: no {license_path}")
    if not meta["Author"] and not meta["Author-email"]:
        problems.append(f"{where}: no author")
    urls = {u.split(",", 1)[0].strip(): u.split(",", 1)[1].strip() for u in meta.get_all("Project-URL") or []}
    for label in ["Homepage", "Repository", "Issues", "Changelog"]:
        if not urls.get(label, "").startswith("https://github.com/codemode/codemode"):
            problems.append(f"{where}: no Project-URL {label}")
    classifiers = meta.get_all("Classifier") or []
    for c in ["Programming Language :: Python :: 3", "Typing :: Typed", "Framework :: AsyncIO"]:
        if c not in classifiers:
            problems.append(f"{where}: no classifier {c!r}")
    if meta.get_content_type() != "text/markdown" and meta["Description-Content-Type"] != "text/markdown":
        problems.append(f"{where}: the README is not its description")


with zipfile.ZipFile(wheel) as z:
    names = z.namelist()
    dist = f"codemode_client-{version}.dist-info"
    check("wheel", z.read(f"{dist}/METADATA").decode(), names, f"{dist}/licenses/LICENSE")
    for want in ["codemode/__init__.py", "codemode/py.typed"]:
        if want not in names:
            problems.append(f"wheel: no {want}")
with tarfile.open(sdist) as t:
    root = f"codemode_client-{version}"
    names = t.getnames()
    check("sdist", t.extractfile(f"{root}/PKG-INFO").read().decode(), names, f"{root}/LICENSE")
    for n in names:
        if n.endswith("python_test.go") or "/.venv/" in n or "__pycache__" in n or ".mypy_cache" in n:
            problems.append(f"sdist: holds {n}")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
PY
echo ".ci/packages.sh: npm pack, python -m build and twine check clean; @codemode/client and codemode-client $version carry LICENSE, README and their metadata"
