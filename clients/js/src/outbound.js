// allowHosts: an outbound function that performs a program's fetches with the
// global fetch, to the listed hosts only. The twin of Go's codemode.AllowHosts.

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;

// A URL's hostname without the brackets of an IPv6 literal.
const bareHostname = (u) => u.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * Returns an outbound function that fetches only from the listed hosts. A
 * host matches exactly ("api.example.com"), with its port ("localhost:8080"),
 * or by a leading wildcard ("*.example.com" matches subdomains, not
 * example.com itself). It honours the request's redirect mode: with "follow"
 * (the default) redirects are followed by hand (at most 10) and each hop is
 * checked against the list too; "error" fails the fetch at the first
 * redirect; "manual" answers with the 3xx response itself. At most
 * maxResponseBytes + 1 bytes of a body are read, so the daemon can tell a body
 * that is too large.
 *
 * @param {string[]} hosts
 * @param {{ fetch?: typeof globalThis.fetch }} [options]
 */
export function allowHosts(hosts, { fetch = globalThis.fetch } = {}) {
  const list = hosts.map((h) => String(h).toLowerCase());
  const allowed = (u) => {
    const host = bareHostname(u);
    const hostPort = u.host.toLowerCase();
    return list.some((a) => {
      if (a.startsWith('*.')) return host.endsWith(a.slice(1));
      if (a.includes(':')) return hostPort === a;
      return host === a;
    });
  };

  return async (request, context) => {
    const mode = request.redirect ?? 'follow';
    if (!['follow', 'error', 'manual'].includes(mode)) throw new Error(`unknown redirect mode "${mode}"`);
    let url = new URL(request.url);
    let method = request.method;
    let body = request.body ?? undefined;
    let headers = request.headers;
    let response;
    for (let hop = 0; ; hop++) {
      if (!allowed(url)) {
        throw new Error(hop === 0
          ? `${url.host} is not on this execution's allowlist`
          : `redirect to ${url.host} refused: the host is not on this execution's allowlist`);
      }
      response = await fetch(url, { method, headers, body, redirect: 'manual', signal: context?.signal })
        .catch((e) => {
          // Node's fetch says only "fetch failed"; the cause says why.
          throw new Error(e?.cause?.message ?? e?.message ?? String(e));
        });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null || mode === 'manual') break;
      if (mode === 'error') {
        await response.body?.cancel();
        throw new Error(`redirect to ${new URL(location, url).href} refused: the request's redirect mode is "error"`);
      }
      if (hop + 1 >= MAX_REDIRECTS) throw new Error(`stopped after ${MAX_REDIRECTS} redirects`);
      await response.body?.cancel();
      url = new URL(location, url);
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
        headers = headers.filter(([name]) => !/^content-/i.test(name));
      }
    }
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body: await readAtMost(response, Number.isFinite(request.maxResponseBytes) ? request.maxResponseBytes + 1 : Infinity),
      url: url.href,
    };
  };
}

// readAtMost reads up to limit bytes of a response's body and cancels the rest.
async function readAtMost(response, limit) {
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= limit) await reader.cancel().catch(() => {});
  const out = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, out.length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}
