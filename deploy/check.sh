#!/usr/bin/env bash
# Checks the reference deployment:
#  - the Helm chart: `helm lint --strict` and `helm template` (the Helm CLI built
#    from its Go module: no binary to download); the rendered objects decoded
#    strictly into the Kubernetes API types and checked against each other,
#    offline (deploy/chartcheck), for the default values and each option; the
#    refusals the chart promises, and every bad values file under
#    deploy/testdata/bad-values refused by values.schema.json with its reason;
#  - the image, where buildah is installed: built from the clone by the
#    Dockerfile (the build stage from a local Go image, since no registry of
#    images is reached here), its entrypoint run as its user, a real client (the
#    JS client) served through it, then drained with SIGTERM.
# Without buildah the image part is skipped, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

HELM_VERSION=v3.19.0
chart=deploy/helm/codemode
values="$chart/ci-values.yaml"
tmp=$(mktemp -d)
cleanup() {
  if [ -n "${daemon_pid:-}" ]; then kill "$daemon_pid" 2>/dev/null || true; fi
  if [ -n "${ctr:-}" ]; then buildah "${storage[@]}" rm "$ctr" >/dev/null 2>&1 || true; fi
  # The previous runs' images, untagged by this one's.
  if [ -n "${storage:-}" ]; then buildah "${storage[@]}" rmi --prune >/dev/null 2>&1 || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "deploy/check.sh: $*" >&2; exit 1; }

GOBIN="$tmp/bin" go install "helm.sh/helm/v3/cmd/helm@${HELM_VERSION}"
(cd deploy/chartcheck && go build -o "$tmp/bin/chartcheck" .)
helm() { "$tmp/bin/helm" "$@"; }
chartcheck() { "$tmp/bin/chartcheck" "$@"; }

# ---- the chart ----

helm lint --strict "$chart" -f "$values" >/dev/null
# The default render: what `helm install` with nothing but a token makes. It
# installs on a bare cluster: no autoscaler (so none on a custom metric).
rendered=$(helm template ci "$chart" -f "$values")
chartcheck -want Deployment -want Service -want Secret -want PodDisruptionBudget <<<"$rendered" >/dev/null
if grep -q '^kind: HorizontalPodAutoscaler$' <<<"$rendered"; then
  fail "the default render has a HorizontalPodAutoscaler"
fi
for want in 'path: /healthz' 'path: /readyz' 'terminationGracePeriodSeconds: 45' 'runAsUser: 65532' 'clusterIP: None' \
  'checksum/secret: ' 'sleep:' 'seconds: 5' 'topologyKey: kubernetes.io/hostname' 'topologyKey: topology.kubernetes.io/zone'; do
  grep -q -- "$want" <<<"$rendered" || fail "the default render lacks \"${want}\""
done

# Each option, rendered and checked: "flags | chartcheck flags | a line the render must hold".
while IFS='|' read -r sets checks want; do
  out=$(helm template ci "$chart" -f "$values" $sets) || fail "helm template refused: $sets"
  chartcheck $checks <<<"$out" >/dev/null || fail "chartcheck refused the render of: $sets"
  if [ -n "${want// /}" ]; then
    grep -q -- "${want# }" <<<"$out" || fail "the render of $sets lacks \"${want# }\""
  fi
done <<'EOF'
--set autoscaling.enabled=true | -want HorizontalPodAutoscaler | averageUtilization: 70
--set autoscaling.enabled=true --set autoscaling.metric=workersBusy | -want HorizontalPodAutoscaler -allow-custom-metrics | name: codemode_workers_busy
--set token.existingSecret=mine --set token.value= | -external-secret mine | name: mine
--set metrics.token.value=scrape | -want Secret | name: CODEMODE_METRICS_TOKEN
--set token.existingSecret=mine --set metrics.token.value=scrape | -external-secret mine -want Secret | metrics-token:
--set metrics.token.existingSecret=scrapers | -external-secret scrapers | name: scrapers
--set preStopSleepSeconds=0 --set terminationGracePeriodSeconds=31 | -want Deployment | terminationGracePeriodSeconds: 31
--set topologySpreadConstraints=null | -want Deployment |
--set daemon.graceSeconds=120 --set terminationGracePeriodSeconds=130 | -want Deployment | --grace=120s
EOF
# Without the chart's own Secret nothing renders one; without the preStop
# delay or the spread, neither appears.
helm template ci "$chart" -f "$values" --set token.existingSecret=mine --set token.value= | grep -q '^kind: Secret$' &&
  fail "a Secret rendered with token.existingSecret and no metrics token"
helm template ci "$chart" -f "$values" --set preStopSleepSeconds=0 | grep -q 'preStop:' && fail "a preStop hook rendered with preStopSleepSeconds=0"
helm template ci "$chart" -f "$values" --set topologySpreadConstraints=null | grep -q 'topologySpreadConstraints:' &&
  fail "a spread rendered with topologySpreadConstraints=null"

# A new token rolls the pods: the pod template's checksum follows the Secret.
sum() { helm template ci "$chart" --set token.value="$1" | grep 'checksum/secret:'; }
[ "$(sum one)" != "$(sum two)" ] || fail "the pods' checksum/secret does not change with the token"
[ "$(sum one)" = "$(sum one)" ] || fail "the pods' checksum/secret changes between two renders of the same token"

# The refusals the templates make: "flags | the text the refusal must hold".
while IFS='|' read -r sets text; do
  if err=$(helm template ci "$chart" $sets 2>&1 >/dev/null); then
    fail "the chart rendered: $sets"
  fi
  grep -qF -- "${text# }" <<<"$err" || fail "the refusal of $sets does not say \"${text# }\": $err"
done <<'EOF'
--set daemon.port=7411 | a token is required
-f deploy/helm/codemode/ci-values.yaml --set terminationGracePeriodSeconds=35 | must be above preStopSleepSeconds (5) + daemon.graceSeconds (30) = 35
-f deploy/helm/codemode/ci-values.yaml --set preStopSleepSeconds=15 | must be above preStopSleepSeconds (15) + daemon.graceSeconds (30) = 45
-f deploy/helm/codemode/ci-values.yaml --set daemon.graceSeconds=40 | must be above preStopSleepSeconds (5) + daemon.graceSeconds (40) = 45
-f deploy/helm/codemode/ci-values.yaml --set autoscaling.enabled=true --set autoscaling.maxReplicas=3 | autoscaling.maxReplicas (3) must be above autoscaling.minReplicas (3)
EOF

# Every bad values file is refused by the schema, by lint and by template,
# with the reason its first line names.
bad=0
for f in deploy/testdata/bad-values/*.yaml; do
  reason=$(sed -n '1s/^# refused: //p' "$f")
  [ -n "$reason" ] || fail "$f: its first line must be \"# refused: <what the error says>\""
  for cmd in "lint --strict $chart" "template ci $chart"; do
    if err=$(helm $cmd -f "$values" -f "$f" 2>&1); then
      fail "helm $cmd accepted $f"
    fi
    grep -qF -- "$reason" <<<"$err" || fail "helm $cmd refused $f without saying \"$reason\": $err"
  done
  bad=$((bad + 1))
done

# chartcheck itself refuses what a cluster would: a misspelt field, a Service
# that selects no pod, an autoscaler on a custom metric, a grace too short.
while IFS='|' read -r from to flags; do
  broken=$(helm template ci "$chart" -f "$values" --set autoscaling.enabled=true --set autoscaling.metric=workersBusy | sed "s|${from}|${to}|")
  if chartcheck $flags <<<"$broken" >/dev/null 2>&1; then fail "chartcheck accepted a render with \"${from}\" made \"${to}\""; fi
done <<'EOF'
terminationGracePeriodSeconds: 45|terminationGracePeriodSecond: 45|-allow-custom-metrics
^    app.kubernetes.io/instance: ci$|    app.kubernetes.io/instance: other|-allow-custom-metrics
terminationGracePeriodSeconds: 45|terminationGracePeriodSeconds: 35|-allow-custom-metrics
maxSkew: 1|maxSkew: one|-allow-custom-metrics
name: codemode_workers_busy|name: codemode_workers_busy|
EOF
echo "deploy/check.sh: helm lint and helm template clean; the default render and 9 options pass chartcheck; 5 refusals and ${bad} bad values files refused"

# ---- the image ----

if ! command -v buildah >/dev/null 2>&1; then
  echo "deploy/check.sh: buildah is not installed (apt-get install buildah): the image build and run are skipped"
  exit 0
fi
# As root, without a container runtime's daemon: the vfs driver (no overlay
# mounts needed) and chroot isolation (no user namespaces needed).
storage=(--storage-driver vfs)
export BUILDAH_ISOLATION=chroot
# The build stage's image: no image registry is reached here, so a local
# image holds this machine's Go toolchain and a static busybox for RUN's shell;
# elsewhere the Dockerfile's default (golang:1.26-bookworm) is pulled.
goimage=localhost/codemode-check-go:$(go env GOVERSION)
if ! buildah "${storage[@]}" inspect --type image "$goimage" >/dev/null 2>&1; then
  busybox=$(command -v busybox || true)
  if [ -z "$busybox" ] || { command -v ldd >/dev/null && ldd "$busybox" >/dev/null 2>&1; }; then
    fail "the build stage needs a static busybox for its shell: apt-get install busybox-static"
  fi
  ctr=$(buildah "${storage[@]}" from scratch)
  root=$(buildah "${storage[@]}" mount "$ctr")
  mkdir -p "$root/usr/local" "$root/bin" "$root/tmp" "$root/root" "$root/go"
  chmod 1777 "$root/tmp"
  cp -a "$(go env GOROOT)" "$root/usr/local/go"
  rm -rf "$root/usr/local/go/test" "$root/usr/local/go/doc" "$root/usr/local/go/api"
  cp "$busybox" "$root/bin/busybox"
  ln -s busybox "$root/bin/sh"
  buildah "${storage[@]}" umount "$ctr" >/dev/null
  buildah "${storage[@]}" config --env PATH=/usr/local/go/bin:/go/bin:/bin --env HOME=/root --env GOPATH=/go "$ctr"
  buildah "${storage[@]}" commit -q "$ctr" "$goimage" >/dev/null
  buildah "${storage[@]}" rm "$ctr" >/dev/null
  ctr=
fi
# The build reads modules from this machine's module cache (GOPROXY=off: the
# build reaches no network) and reuses its build cache.
version=0.0.0-check
start=$(date +%s)
buildah "${storage[@]}" bud --layers=false -q \
  --build-arg GO_IMAGE="$goimage" --build-arg GOPROXY=off --build-arg VERSION="$version" \
  -v "$(go env GOMODCACHE):/go/pkg/mod" -v "$(go env GOCACHE):/root/.cache/go-build" \
  -t localhost/codemode:check . >/dev/null
echo "deploy/check.sh: the image built from the clone in $(($(date +%s) - start)) s"

# The image as a runtime would start it: its configuration's user and
# entrypoint. The command is the image's CMD with a port picked by the kernel
# (buildah's chroot shares this machine's network).
config=$(buildah "${storage[@]}" inspect --type image localhost/codemode:check)
node -e '
  const c = JSON.parse(process.argv[1]).OCIv1.config;
  const want = { User: "65532:65532", Entrypoint: ["/codemode"], Cmd: ["serve", "--listen", "0.0.0.0:7411", "--log-format", "json"] };
  for (const [k, v] of Object.entries(want)) {
    if (JSON.stringify(c[k]) !== JSON.stringify(v)) { console.error(`the image config ${k} is ${JSON.stringify(c[k])}, want ${JSON.stringify(v)}`); process.exit(1); }
  }' "$config" || fail "the image's configuration"
ctr=$(buildah "${storage[@]}" from localhost/codemode:check)
buildah "${storage[@]}" config --env CODEMODE_TOKEN=check-token --env CODEMODE_METRICS_TOKEN=scrape-token "$ctr"
run() { buildah "${storage[@]}" run --user 65532:65532 "$ctr" -- /codemode "$@"; }
got=$(run --version)
case "$got" in "codemode $version "*) ;; *) fail "the image's codemode --version printed \"$got\", want the stamped $version" ;; esac
buildah "${storage[@]}" run --user 65532:65532 "$ctr" -- /codemode serve --listen 127.0.0.1:0 --log-format json >"$tmp/out" 2>"$tmp/log" &
daemon_pid=$!
for _ in $(seq 1 100); do grep -q '^listening ' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^listening //p' "$tmp/out")
[ -n "$url" ] || fail "the image's daemon did not start: $(cat "$tmp/log")"
http=${url/ws:/http:}
curl -fsS "$http/readyz" >/dev/null
curl -fsS "$http/healthz" >/dev/null
# /metrics: refused without the metrics token, and with the clients' token;
# with it, the daemon's series and the Go runtime's and process's.
[ "$(curl -s -o /dev/null -w '%{http_code}' "$http/metrics")" = 401 ] || fail "/metrics answered without the metrics token"
[ "$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer check-token' "$http/metrics")" = 401 ] ||
  fail "/metrics answered the clients' token"
metrics=$(curl -fsS -H 'Authorization: Bearer scrape-token' "$http/metrics")
for m in codemode_workers_busy go_goroutines process_resident_memory_bytes; do
  grep -q "^$m " <<<"$metrics" || fail "/metrics lacks $m"
done
# A real client: the JS client runs a program whose tool call comes back to it.
node --input-type=module -e "
  import { connect } from './clients/js/src/index.js';
  const x = await connect('${url}/v1', { token: 'check-token' });
  const r = await x.execute({ code: 'async () => (await t.add(40, 2))', providers: [{ name: 't' }],
    dispatch: (p, tool, args) => JSON.stringify({ result: JSON.parse(args).reduce((a, b) => a + b) }) });
  await x.close();
  if (r.result !== 42) { console.error('the image ran', JSON.stringify(r)); process.exit(1); }
" || fail "the JS client did not run a program through the image"
# SIGTERM drains: the daemon logs the drain's grace as a duration and stops.
# (buildah run does not pass signals on: the daemon, among buildah's
# descendants, is sent SIGTERM itself, as a kubelet's runtime would.)
descendants() {
  local p c
  for p in "$@"; do
    c=$(cat /proc/"$p"/task/*/children 2>/dev/null || true)
    [ -n "${c// /}" ] && { echo $c; descendants $c; }
  done
}
serve_pid=
for p in $(descendants "$daemon_pid"); do
  if tr '\0' ' ' </proc/"$p"/cmdline 2>/dev/null | grep -q '^/codemode serve '; then serve_pid=$p; break; fi
done
[ -n "$serve_pid" ] || fail "the image's daemon process is not among buildah run's descendants"
grep -Eq '^Uid:\s+65532\s' /proc/"$serve_pid"/status || fail "the image's daemon does not run as 65532: $(grep Uid /proc/"$serve_pid"/status)"
kill -TERM "$serve_pid"
wait "$daemon_pid" || fail "the image's daemon exited non-zero on SIGTERM: $(cat "$tmp/log")"
daemon_pid=
grep -q '"msg":"draining".*"grace":"30s"' "$tmp/log" || fail "the JSON log does not write the drain's grace as \"30s\": $(cat "$tmp/log")"
grep -q '"msg":"stopped"' "$tmp/log" || fail "the daemon did not log its stop: $(cat "$tmp/log")"
echo "deploy/check.sh: the image builds from the clone, runs as 65532, serves the JS client, guards /metrics and drains"
