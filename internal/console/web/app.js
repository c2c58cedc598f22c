// The codemode console: plain JavaScript, no build step. Every view reads
// the JSON API and refreshes when the server's event stream says something
// changed.
"use strict";

const $ = (sel, root = document) => root.querySelector(sel);
const state = { tab: "executions", selected: null, playID: null, executions: [], approvals: [], details: {}, open: {}, servers: null };

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) if (c != null) e.append(c);
  return e;
}

async function api(path, body) {
  const opts = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(path, opts);
  if (!r.ok) throw new Error((await r.text()).trim() || r.statusText);
  return r.json();
}

function ms(v) {
  if (v < 1) return v.toFixed(2) + " ms";
  if (v < 1000) return v.toFixed(v < 10 ? 1 : 0) + " ms";
  return (v / 1000).toFixed(v < 10000 ? 2 : 1) + " s";
}

function pretty(s) {
  if (!s) return s;
  try { return JSON.stringify(JSON.parse(s), null, 2); } catch { return s; }
}

// ---- tabs ----

function show(tab) {
  state.tab = tab;
  for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.tab === tab);
  for (const v of document.querySelectorAll(".view")) v.classList.toggle("hidden", v.id !== "view-" + tab);
  refresh();
}

// ---- executions ----

function renderList() {
  const list = $("#exec-list");
  list.replaceChildren();
  if (state.executions.length === 0) list.append(el("p", { class: "muted", text: "  No executions yet." }));
  for (const x of state.executions) {
    const row = el("div", { class: "exec-row" + (x.id === state.selected ? " selected" : ""), "data-id": x.id, "data-status": x.status, onclick: () => { state.selected = x.id; refresh(); } },
      el("div", { class: "top" }, el("span", { class: "status " + x.status, text: x.status }), el("span", { text: x.id }), el("span", { text: x.source }),
        el("span", { text: x.calls + (x.calls === 1 ? " call" : " calls") }), el("span", { text: ms(x.durationMs) })),
      el("code", { text: x.code.replace(/\s+/g, " ") }));
    list.append(row);
  }
}

// renderDetail draws one execution: its program, outcome, logs and
// waterfall.
function renderDetail(box, x) {
  box.replaceChildren();
  if (!x) { box.append(el("p", { class: "muted", text: "Select an execution." })); return; }
  box.dataset.id = x.id;
  box.dataset.status = x.status;
  box.append(el("h2", {}, el("span", { class: "status " + x.status, text: x.status }), el("span", { text: x.id + " · " + x.source + " · " + ms(x.durationMs) + " · " + new Date(x.started).toLocaleTimeString() })));
  box.append(el("h3", { text: "Timeline" }), waterfall(x));
  if (x.status !== "running") {
    if (x.error) box.append(el("h3", { text: "Failure: " + x.error.kind }), el("pre", { class: "error result", text: x.error.message + (x.error.stack ? "\n" + x.error.stack : "") }));
    else box.append(el("h3", { text: "Result" }), el("pre", { class: "result", text: x.result ? pretty(x.result) : "undefined" }));
  }
  box.append(el("h3", { text: "Logs" + (x.droppedLogs ? " (" + x.droppedLogs + " more not kept)" : "") }), el("pre", { class: "logs", text: x.logs.length ? x.logs.join("\n") : "(none)" }));
  box.append(el("h3", { text: "Program" }), el("pre", { class: "code", text: x.code }));
}

function waterfall(x) {
  const now = Date.now();
  const total = Math.max(x.status === "running" ? now - new Date(x.started).getTime() : x.durationMs, 1);
  const wf = el("div", { class: "wf" });
  const ticks = el("div", { class: "ticks" });
  for (let i = 0; i <= 4; i++) {
    const t = el("span", { class: "tick", text: ms(total * i / 4) });
    t.style.left = (i * 25) + "%";
    if (i === 4) t.classList.add("last");
    if (i === 0) t.classList.add("first");
    ticks.append(t);
  }
  wf.append(el("div", { class: "wf-axis" }, el("div", { class: "wf-name", text: x.events.length + " events" + (x.droppedEvents ? " (+" + x.droppedEvents + " not kept)" : "") }), ticks));
  if (x.events.length === 0) wf.append(el("div", { class: "wf-name muted", text: "no tool calls, fetches or timers yet" }));
  for (const ev of x.events) {
    const running = ev.endMs < 0;
    const end = running ? total : ev.endMs;
    const bar = el("div", { class: "wf-bar " + ev.kind + (ev.error ? " error" : "") + (running ? " running" : "") + (ev.waiting ? " waiting" : "") + (ev.cleared ? " cleared" : "") });
    bar.style.left = (100 * ev.startMs / total) + "%";
    bar.style.width = Math.max(100 * (end - ev.startMs) / total, 0.3) + "%";
    // A timer's bar is its wait: from its setting to its firing or clearing.
    const label = el("span", { class: "wf-label", text: running ? (ev.waiting ? "waiting for " + ev.waiting : ev.kind === "timer" ? "pending…" : "running…")
      : ev.kind === "timer" ? (ev.cleared ? "cleared after " : ev.error ? "never fired · " : "fired after ") + ms(ev.endMs - ev.startMs)
      : ms(ev.endMs - ev.startMs) + (ev.error ? " · failed" : "") });
    const startPct = 100 * ev.startMs / total, endPct = 100 * end / total;
    if (endPct <= 80) {
      label.style.left = "calc(" + endPct + "% + 6px)";
    } else if (startPct >= 20) { // no room on the right: before the bar
      label.style.left = "calc(" + startPct + "% - 6px)";
      label.classList.add("before");
    } else { // a long bar: inside it
      label.style.left = "calc(" + endPct + "% - 6px)";
      label.classList.add("inside");
    }
    const key = x.id + "/" + ev.seq;
    const row = el("div", { class: "wf-row", "data-kind": ev.kind, "data-state": running ? "running" : ev.cleared ? "cleared" : (ev.error ? "error" : "done"), onclick: () => { state.open[key] = !state.open[key]; refresh(); } },
      el("div", { class: "wf-name", title: ev.name }, el("span", { class: "k", text: ev.kind }), ev.name),
      el("div", { class: "wf-track" }, bar, label));
    wf.append(row);
    if (state.open[key]) {
      const more = el("div", { class: "wf-more" });
      more.append(el("div", { class: "muted", text: "start " + ms(ev.startMs) + (running ? "" : " · duration " + ms(ev.endMs - ev.startMs)) }));
      if (ev.args) more.append(el("h3", { text: "Arguments" }), el("pre", { text: pretty(ev.args) }));
      if (ev.answer) more.append(el("h3", { text: "Answer" }), el("pre", { text: pretty(ev.answer) }));
      if (ev.error) more.append(el("h3", { text: "Error" }), el("pre", { class: "error", text: ev.error }));
      wf.append(more);
    }
  }
  return wf;
}

// ---- approvals ----

function renderApprovals() {
  const n = state.approvals.length;
  const badge = $("#approval-count");
  badge.textContent = n;
  badge.classList.toggle("hidden", n === 0);
  const banner = $("#pending-banner");
  banner.textContent = n === 1 ? "A call is waiting for your approval." : n + " calls are waiting for your approval.";
  banner.classList.toggle("hidden", n === 0 || state.tab === "approvals");
  const box = $("#approvals");
  box.replaceChildren();
  if (n === 0) box.append(el("p", { class: "muted", text: "No call is waiting for approval." }));
  for (const a of state.approvals) {
    const answer = async (approve) => {
      try { await api("/api/approvals/" + a.id, { approve }); } catch (e) { alert(e.message); }
      refresh();
    };
    box.append(el("div", { class: "card approval", "data-id": a.id },
      el("h3", { text: a.call }),
      el("div", { class: "muted", text: "tool \"" + a.tool + "\" of MCP server \"" + a.server + "\" · " + a.kind + (a.execution ? " · execution " + a.execution : "") + " · asked " + new Date(a.asked).toLocaleTimeString() }),
      el("h3", { class: "muted", text: "Arguments" }), el("pre", { text: pretty(a.args) }),
      el("div", { class: "buttons" }, el("button", { class: "approve", onclick: () => answer(true), text: "Approve" }), el("button", { class: "decline", onclick: () => answer(false), text: "Decline" }))));
  }
}

// ---- servers ----

function renderServers() {
  const v = state.servers;
  const box = $("#servers");
  box.replaceChildren();
  if (!v) return;
  if (v.note) box.append(el("p", { class: "muted", text: v.note }));
  if (v.stats) box.append(el("div", { class: "card" }, el("pre", { text: Object.entries(v.stats).map(([k, n]) => k + ": " + n).join("\n") })));
  for (const s of v.servers) {
    const card = el("div", { class: "card server", "data-name": s.name },
      el("h3", {}, el("span", { text: s.name }), el("span", { class: "state " + s.state, text: s.state }), el("span", { class: "muted", text: "provider " + s.provider + " · " + s.tools.length + " tools" })));
    if (s.error) card.append(el("pre", { class: "error", text: s.error }));
    for (const t of s.tools) {
      const hints = [];
      const a = t.annotations || {};
      for (const k of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]) {
        if (!a[k] || (a.readOnlyHint && (k === "destructiveHint" || k === "idempotentHint"))) continue; // meaningful only for a tool that writes
        const declared = (a.declared || []).includes(k);
        hints.push(el("span", { class: "tag" + (k === "destructiveHint" ? " warn" : ""), text: k.replace("Hint", "") + (declared ? "" : " (default)") }));
      }
      if (t.approval) hints.push(el("span", { class: "tag warn", text: "asks approval" }));
      card.append(el("details", { class: "tool" }, el("summary", {}, el("code", { text: t.name }), " ", el("span", { class: "hints" }, ...hints)), el("pre", { text: t.declaration })));
    }
    box.append(card);
  }
  if (v.report) box.append(el("div", { class: "card" }, el("h3", { text: "Surface report" }), el("pre", { class: "report", text: v.report })));
  $("#play-decls").textContent = v.servers.map((s) => s.tools.map((t) => t.declaration).join("\n")).join("\n") || "(no tools)";
}

// ---- playground ----

const sample = `async () => {
  // Each server is a global object, each tool an async function.
  const started = Date.now();
  const results = await Promise.all([
    // e.g. memory.search_nodes({ query: "ada" }),
  ]);
  return { results, ms: Date.now() - started };
}`;

async function run() {
  const code = $("#play-code").value;
  const timeoutMs = Number($("#play-timeout").value) || 10000;
  $("#play-status").textContent = "starting…";
  try {
    const r = await api("/api/run", { code, timeoutMs });
    state.playID = r.id || null;
    $("#play-status").textContent = r.id ? "execution " + r.id : "";
  } catch (e) {
    $("#play-status").textContent = e.message;
  }
  refresh();
}

// ---- refresh ----

let busy = false, again = false;
async function refresh() {
  if (busy) { again = true; return; }
  busy = true;
  try {
    const [list, approvals] = await Promise.all([api("/api/executions"), api("/api/approvals")]);
    state.executions = list;
    state.approvals = approvals;
    renderApprovals();
    if (state.tab === "executions") {
      if (!state.selected && list.length) state.selected = list[0].id;
      renderList();
      renderDetail($("#detail"), state.selected ? await api("/api/executions/" + state.selected).catch(() => null) : null);
    } else if (state.tab === "servers" || (state.tab === "playground" && !state.servers)) {
      state.servers = await api("/api/servers");
      renderServers();
    }
    if (state.tab === "playground" && state.playID) {
      renderDetail($("#play-result"), await api("/api/executions/" + state.playID).catch(() => null));
    }
  } catch (e) {
    $("#live").textContent = e.message;
  } finally {
    busy = false;
    if (again) { again = false; refresh(); }
  }
}

function connect() {
  const es = new EventSource("/api/events");
  es.addEventListener("change", () => { $("#live").textContent = "live"; $("#live").classList.add("on"); refresh(); });
  es.onerror = () => { $("#live").textContent = "reconnecting…"; $("#live").classList.remove("on"); };
}

// Running bars grow with the clock between the server's notices.
setInterval(() => {
  const running = state.executions.some((x) => x.status === "running");
  if (running && (state.tab === "executions" || state.tab === "playground")) refresh();
}, 250);

document.addEventListener("DOMContentLoaded", () => {
  for (const b of document.querySelectorAll(".tab")) b.addEventListener("click", () => show(b.dataset.tab));
  $("#pending-banner").addEventListener("click", () => show("approvals"));
  $("#play-code").value = sample;
  $("#play-run").addEventListener("click", run);
  const tab = location.hash.slice(1);
  show(["executions", "approvals", "servers", "playground"].includes(tab) ? tab : "executions");
  connect();
});
