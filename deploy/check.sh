#!/usr/bin/env bash
# Checks the reference deployment:
#  - the Helm chart: `helm lint --strict` and `helm template`, with the Helm CLI
#    built from its Go module (no binary to download), and the refusals the
#    chart promises (no token; a termination grace not above the drain grace);
#  - the image, where a Docker daemon answers: the FROM-scratch image is built
#    from the static binary, started, and runs a program for a real client.
# Without a Docker daemon the image part is skipped, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

HELM_VERSION=v3.19.0
helm() { go run "helm.sh/helm/v3/cmd/helm@${HELM_VERSION}" "$@"; }
chart=deploy/helm/codemode
values="$chart/ci-values.yaml"

helm lint --strict "$chart" -f "$values"
rendered=$(helm template ci "$chart" -f "$values")
for kind in Deployment Service Secret PodDisruptionBudget HorizontalPodAutoscaler; do
  grep -q "^kind: ${kind}\$" <<<"$rendered" || { echo "deploy/check.sh: helm template rendered no ${kind}" >&2; exit 1; }
done
for want in 'path: /healthz' 'path: /readyz' 'terminationGracePeriodSeconds: 45' 'runAsUser: 65532' 'name: codemode_workers_busy' 'clusterIP: None'; do
  grep -q -- "$want" <<<"$rendered" || { echo "deploy/check.sh: the rendered chart lacks \"${want}\"" >&2; exit 1; }
done
# The chart refuses what would break: no token, a termination grace that
# would cut the drain short.
if helm template ci "$chart" >/dev/null 2>&1; then
  echo "deploy/check.sh: the chart rendered without a token" >&2; exit 1
fi
if helm template ci "$chart" -f "$values" --set terminationGracePeriodSeconds=30 >/dev/null 2>&1; then
  echo "deploy/check.sh: the chart rendered with terminationGracePeriodSeconds not above the drain grace" >&2; exit 1
fi
helm template ci "$chart" -f "$values" --set token.existingSecret=mine --set autoscaling.enabled=false >/dev/null
echo "deploy/check.sh: helm lint and helm template clean"

if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then
  echo "deploy/check.sh: no Docker daemon: the image build is skipped"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "${id:-}" ] && docker rm -f "$id" >/dev/null 2>&1 || true' EXIT
CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o codemode ./cmd/codemode
docker build -q -t codemode:check . >/dev/null
id=$(docker run -d -e CODEMODE_TOKEN=check-token -p 127.0.0.1::7411 codemode:check)
port=$(docker port "$id" 7411/tcp | head -1 | sed 's/.*://')
for _ in $(seq 1 50); do
  curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:${port}/healthz" >/dev/null
node --input-type=module -e "
  import { connect } from './clients/js/src/index.js';
  const x = await connect('ws://127.0.0.1:${port}/v1', { token: 'check-token' });
  const r = await x.execute({ code: 'async () => (await t.add(40, 2))', providers: [{ name: 't' }],
    dispatch: (p, tool, args) => JSON.stringify({ result: JSON.parse(args).reduce((a, b) => a + b) }) });
  await x.close();
  if (r.result !== 42) { console.error('the image ran', JSON.stringify(r)); process.exit(1); }
"
docker stop -t 10 "$id" >/dev/null
echo "deploy/check.sh: the image builds, serves and drains"
