"""The site every browser measurement of ``make bench`` uses (boot, engine, lab): one module that
imports none of :mod:`site_tools.bench`, :mod:`site_tools.bench_lab` and
:mod:`site_tools.bench_engine`, so that they do not import each other."""
from __future__ import annotations

from site_tools.paths import BUILD


#: The engine's speed in the browser (site_tools.bench_engine.run_browser): a page whose module worker
#: loads Pyodide and the engine's wheel (as named in the runtime manifest), runs the Python code it
#: is sent (bench_engine.WORKLOAD_CODE) on the workload it is sent, and answers with the result's
#: JSON text (or {"error": ...}).
ENGINE_PAGE = """<!doctype html><meta charset="utf-8"><title>engine bench</title>
<script type="module" src="./engine.js"></script>"""

ENGINE_PAGE_SCRIPT = """const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
window.runWorkload = (message) => new Promise((resolve, reject) => {
  worker.onmessage = (e) => resolve(e.data);
  worker.onerror = (e) => reject(new Error(e.message));
  worker.postMessage(message);
});
"""

ENGINE_WORKER = """// The handler is set first: a message that arrives while the module awaits would find none.
const base = new URL("../assets/runtime/", import.meta.url);
async function boot() {
  const manifest = await (await fetch(new URL("manifest.json", base))).json();
  const indexURL = new URL(manifest.pyodide.indexURL, base).href;
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  const py = await loadPyodide({ indexURL });
  const wheel = new Uint8Array(await (await fetch(new URL(manifest.wheel.url, base))).arrayBuffer());
  py.FS.writeFile("/tmp/engine.whl", wheel);
  py.runPython("import sys, zipfile; zipfile.ZipFile('/tmp/engine.whl').extractall('/tmp/engine'); sys.path.insert(0, '/tmp/engine')");
  return py;
}
const ready = boot();
onmessage = async ({ data }) => {
  try {
    const py = await ready;
    py.globals.set("WORKLOAD_JSON", data.workload);
    postMessage(py.runPython(data.code));
  } catch (err) {
    postMessage(JSON.stringify({ error: String(err).slice(-2000) }));
  }
};
"""


def bench_site():
    """One site for every browser measurement of ``make bench``: built for its own URL (instant
    navigation needs it), plus the empty page of the bare boot and the engine's bench page. Returns a started ServedSite whose
    server counts the bytes it sends."""
    from site_tools.bench_boot import BARE_PAGE_SCRIPT, BARE_WORKER, EMPTY_PAGE, count_bytes
    from site_tools.browser import ServedSite
    from site_tools.build import build

    from site_tools.rendezvous import Rendezvous

    site = ServedSite(BUILD / "bench-site")
    # Play together's rendezvous, for site_tools.bench_together (stopped with the process: it
    # watches its standard input)
    site.rendezvous = Rendezvous("127.0.0.1", 0).start()
    build(site.url, site.dir, "mkdocs", quiet=True, peer_url=site.rendezvous.url)
    bench_dir = site.dir / "bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "index.html").write_text(EMPTY_PAGE)
    (bench_dir / "bare.js").write_text(BARE_PAGE_SCRIPT)  # the page's script: the policy refuses inline ones
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER)
    (bench_dir / "engine.html").write_text(ENGINE_PAGE)  # the engine's speed in Chromium
    (bench_dir / "engine.js").write_text(ENGINE_PAGE_SCRIPT)
    (bench_dir / "engine-worker.js").write_text(ENGINE_WORKER)
    count_bytes(site)
    site.start()
    return site
