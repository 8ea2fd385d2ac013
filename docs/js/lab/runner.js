// Runs the simulation lab in Python workers, in chunks, so that the page can show progress and stop
// between chunks. The page's own worker starts at once; as many further workers as the machine has
// cores (navigator.hardwareConcurrency, at most MAX_WORKERS) boot from the engine's snapshot and
// join in. The numbers depend neither on the chunking nor on which worker plays which games: each
// chunk returns integer counters (a game's lab.run) for its own jobs, and its lab.summarise adds
// them up, so 1 worker, 4 workers and CPython give identical results.
import { call, spawnWorker } from "../runtime.js";

const TARGET_CHUNK_MS = 150; // keep each worker call short, so Cancel answers quickly
const MAX_GAMES_PER_CHUNK = 100;
const MAX_WORKERS = 4; // "a few": each worker holds its own Python (tens of MB)

// The further workers, kept for the document, so that a second run does not boot them again.
const extras = [];

/** How many workers a run uses: the machine's cores, at most MAX_WORKERS (TOPEKA_LAB_WORKERS overrides). */
export function workerCount() {
  const wanted = Number(globalThis.TOPEKA_LAB_WORKERS) || navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(wanted)));
}

function workers(n) {
  while (extras.length < n - 1) {
    const worker = spawnWorker(`topeka-lab-${extras.length + 1}`);
    worker.ready.catch((err) => {
      console.info(`Topeka: a further lab worker is not available (${err.message}); the lab runs on the others.`);
      const i = extras.indexOf(worker);
      if (i >= 0) extras.splice(i, 1);
    });
    extras.push(worker);
  }
  return [{ call, ready: Promise.resolve(), main: true }, ...extras.slice(0, n - 1)];
}

/** Boot the further workers a run of `n` would use. Resolves, when each is ready or has failed,
 *  to how each booted: "snapshot", "plain", or null (failed). */
export async function bootWorkers(n = workerCount()) {
  const settled = await Promise.allSettled(workers(n).filter((w) => !w.main).map((w) => w.ready));
  return settled.map((s) => (s.status === "fulfilled" ? s.value.boot : null));
}

/**
 * Run jobs 0 .. total-1 in chunks on `n` workers. `run(workerCall, first, count)` resolves to a
 * chunk's result, `workerCall(method, args)` calling one worker's engine. Chunks are whole
 * multiples of `unit` jobs (whole games of every arm), handed out in order. Each worker's chunks are sized from its own measured speed. After `shouldStop()` no new
 * chunk starts; the ones under way finish, so the jobs done are always jobs 0 .. done-1. A further
 * worker that fails hands its chunk back to the others; the page's own worker failing fails the run.
 * Resolves to { results, done, cancelled, workers } (the workers that played at least one chunk).
 */
export async function runChunks({ total, unit, run, n = workerCount(), onChunk = () => {}, shouldStop = () => false }) {
  const results = [];
  const retry = [];
  let next = 0;
  let done = 0;
  let cancelled = false;
  let used = 0;
  async function lane(worker) {
    try {
      await worker.ready;
    } catch {
      return;
    }
    let units = 1; // the first chunk is one game of each arm; later ones are sized by the measured speed
    let played = false;
    for (;;) {
      let first;
      let count;
      if (retry.length) [first, count] = retry.shift();
      else if (next >= total) break;
      else if (cancelled || shouldStop()) {
        cancelled = true;
        break;
      } else {
        first = next;
        count = Math.min(units * unit, total - next);
        next += count;
      }
      const c0 = performance.now();
      let result;
      try {
        result = await run(worker.call, first, count);
      } catch (err) {
        if (worker.main) throw err;
        retry.push([first, count]);
        break;
      }
      const took = Math.max(1, performance.now() - c0);
      results.push(result);
      done += count;
      if (!played) {
        played = true;
        used += 1;
      }
      onChunk({ done, total });
      units = Math.max(1, Math.min(MAX_GAMES_PER_CHUNK, Math.round((count / unit) * TARGET_CHUNK_MS / took)));
    }
  }
  await Promise.all(workers(n).map(lane));
  // A chunk handed back after every other lane had finished: the page's worker plays it.
  while (retry.length) {
    const [first, count] = retry.shift();
    results.push(await run(call, first, count));
    done += count;
    onChunk({ done, total });
  }
  return { results, done, cancelled, workers: used };
}

/**
 * Run `game`'s lab (the facade's `<game>.lab_plan`, `<game>.lab` and `<game>.lab_summary`, the same
 * for every game: games/core/labapi.py) for `config`. `onProgress({done, total, arms})` is called after every chunk;
 * `shouldStop()` is checked between chunks; `workers` overrides how many workers play. Resolves to
 * { result, cancelled, done, total, arms, ms, config, workers } where result summarises the games
 * finished (null if none).
 */
export async function runLab(game, config, { onProgress = () => {}, shouldStop = () => false, workers: n = workerCount() } = {}) {
  const plan = await call(`${game}.lab_plan`, { config });
  const total = plan.jobs;
  const arms = plan.arms.length;
  const t0 = performance.now();
  onProgress({ done: 0, total, arms });
  const out = await runChunks({
    total, unit: arms, n, shouldStop,
    run: (workerCall, first, count) => workerCall(`${game}.lab`, { config: plan.config, first, count }),
    onChunk: ({ done }) => onProgress({ done, total, arms }),
  });
  const ms = performance.now() - t0;
  const result = out.results.length ? await call(`${game}.lab_summary`, { config: plan.config, partials: out.results }) : null;
  return { result, cancelled: out.cancelled, done: out.done, total, arms, ms, config: plan.config, workers: out.workers };
}
