// Runs the simulation lab in the page's one Python worker, in chunks, so that the page can show
// progress and stop between chunks. The numbers do not depend on the chunking: each chunk returns
// integer counters (games.gavitt.lab.run) and lab.summarise adds them up.
import { call } from "../runtime.js";

const TARGET_CHUNK_MS = 150; // keep each worker call short, so Cancel answers quickly
const MAX_GAMES_PER_CHUNK = 100;

/**
 * Run the lab for `config`. `onProgress({done, total, arms})` is called after every chunk;
 * `shouldStop()` is checked between chunks. Resolves to
 * { result, cancelled, done, total, ms } where result summarises the games finished (null if none).
 */
export async function runLab(config, { onProgress = () => {}, shouldStop = () => false } = {}) {
  const plan = await call("lab.plan", { config });
  const total = plan.jobs;
  const arms = plan.arms.length;
  const partials = [];
  let done = 0;
  // Chunks are whole games of every arm (game-major jobs), so a cancelled run stays balanced.
  // The first chunk is one game of each arm; later ones are sized by the measured speed.
  let games = 1;
  const t0 = performance.now();
  onProgress({ done, total, arms });
  let cancelled = false;
  while (done < total) {
    if (shouldStop()) {
      cancelled = true;
      break;
    }
    const n = Math.min(games * arms, total - done);
    const c0 = performance.now();
    partials.push(await call("lab.run", { config: plan.config, first: done, count: n }));
    const took = Math.max(1, performance.now() - c0);
    done += n;
    onProgress({ done, total, arms });
    games = Math.max(1, Math.min(MAX_GAMES_PER_CHUNK, Math.round((n / arms) * TARGET_CHUNK_MS / took)));
  }
  const ms = performance.now() - t0;
  const result = partials.length ? await call("lab.summarise", { config: plan.config, partials }) : null;
  return { result, cancelled, done, total, arms, ms, config: plan.config };
}
