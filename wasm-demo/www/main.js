// Drives the demo: finds the adapter, runs the three kernels with the sizes on the page, and
// shows results, checks and two small bar charts. `document.body.dataset.done` becomes "ok",
// "fail" or "no-webgpu" when a run ends, for the browser test; `window.anygpuResults` holds
// the last run's results.
import init, { adapter, run_vector_add, run_matmul, run_reduce } from "./pkg/anygpu_wasm_demo.js";

const $ = (id) => document.getElementById(id);

function setStatus(text, error = false) {
  const s = $("status");
  if (!s) return;
  s.textContent = text;
  s.className = error ? "error" : "";
}

function showAdapter(info) {
  const fields = [
    ["Adapter", info.name || "(unnamed)"],
    ["Device", info.id],
    ["Backend", info.compute],
    ["Subgroup size", info.subgroupSize],
    ["Max workgroup", info.maxWorkgroup],
    ["Largest buffer", `${(info.maxBuffer / 2 ** 20).toFixed(0)} MiB`],
  ];
  $("adapter").innerHTML = fields
    .map(([k, v]) => `<div><div class="label">${k}</div><div class="value"></div></div>`)
    .join("");
  [...$("adapter").querySelectorAll(".value")].forEach((el, i) => (el.textContent = String(fields[i][1])));
}

function showResults(results) {
  const body = $("results");
  body.innerHTML = "";
  for (const r of results) {
    const tr = document.createElement("tr");
    const cells = [
      r.kernel,
      r.size,
      `${r.ms.toFixed(2)} ms`,
      `${r.rate.toFixed(2)} ${r.unit}`,
      r.ok ? "✔ correct" : `✘ ${r.errors} wrong (max error ${r.maxError})`,
    ];
    cells.forEach((c, i) => {
      const td = document.createElement("td");
      td.textContent = c;
      if (i === 2 || i === 3) td.className = "num";
      if (i === 4) td.className = r.ok ? "pass" : "fail";
      tr.appendChild(td);
    });
    body.appendChild(tr);
  }
}

function barChart(canvas, title, items) {
  const ctx = canvas.getContext("2d");
  const { width: w, height: h } = canvas;
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = "#1d2330";
  ctx.font = "600 22px system-ui, sans-serif";
  ctx.fillText(title, 16, 34);
  // Bars share a scale only with bars of the same unit (GB/s and GFLOP/s do not compare).
  const maxOf = (unit) => Math.max(...items.filter((i) => i.unit === unit).map((i) => i.value), 1e-9);
  const top = 60, left = 150, right = 24, barH = 52, gap = 30;
  items.forEach((item, k) => {
    const y = top + k * (barH + gap);
    const len = ((w - left - right) * item.value) / maxOf(item.unit);
    ctx.fillStyle = "#5b6476";
    ctx.font = "20px system-ui, sans-serif";
    ctx.fillText(item.label, 16, y + barH / 2 + 7);
    ctx.fillStyle = item.ok ? "#3d5afe" : "#c0392b";
    ctx.fillRect(left, y, Math.max(len, 2), barH);
    ctx.fillStyle = "#1d2330";
    const text = item.text;
    const inside = len > ctx.measureText(text).width + 20;
    ctx.fillStyle = inside ? "#fff" : "#1d2330";
    ctx.fillText(text, inside ? left + 10 : left + len + 8, y + barH / 2 + 7);
  });
}

function drawCharts(results) {
  barChart($("chart-time"), "Time (ms, lower is better)",
    results.map((r) => ({ label: r.kernel, value: r.ms, unit: "ms", text: `${r.ms.toFixed(2)} ms`, ok: r.ok })));
  barChart($("chart-rate"), "Throughput (higher is better; per unit)",
    results.map((r) => ({ label: r.kernel, value: r.rate, unit: r.unit, text: `${r.rate.toFixed(2)} ${r.unit}`, ok: r.ok })));
}

function size(id) {
  const el = $(id);
  const v = Math.floor(Number(el.value));
  const min = Number(el.min), max = Number(el.max);
  return Math.min(Math.max(Number.isFinite(v) ? v : min, min), max);
}

async function runAll() {
  const button = $("run");
  button.disabled = true;
  document.body.dataset.done = "";
  const results = [];
  try {
    for (const [fn, id] of [[run_vector_add, "n-vadd"], [run_matmul, "n-matmul"], [run_reduce, "n-reduce"]]) {
      results.push(JSON.parse(await fn(size(id))));
      showResults(results);
      drawCharts(results);
    }
    window.anygpuResults = results;
    document.body.dataset.done = results.every((r) => r.ok) ? "ok" : "fail";
  } catch (e) {
    $("results").innerHTML = "";
    const tr = document.createElement("tr");
    const td = document.createElement("td");
    td.colSpan = 5;
    td.className = "fail";
    td.textContent = `Error: ${e}`;
    tr.appendChild(td);
    $("results").appendChild(tr);
    window.anygpuError = String(e);
    document.body.dataset.done = "fail";
  } finally {
    button.disabled = false;
  }
}

async function main() {
  if (!("gpu" in navigator)) {
    $("adapter-card").classList.add("nowebgpu");
    setStatus("This browser has no WebGPU, so anygpu has no GPU to run on here. Try a current Chrome, Edge or " +
      "Firefox (or Safari 26), with WebGPU enabled.", true);
    document.body.dataset.done = "no-webgpu";
    return;
  }
  try {
    await init();
    showAdapter(JSON.parse(await adapter()));
  } catch (e) {
    setStatus(`WebGPU is there but no adapter could be opened: ${e}`, true);
    document.body.dataset.done = "no-webgpu";
    return;
  }
  $("sizes").addEventListener("submit", (ev) => {
    ev.preventDefault();
    runAll();
  });
  await runAll();
}

main();
