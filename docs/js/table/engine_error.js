// An engine's refusal or failure in a sentence for the reader: a refused action names what the
// rules forbid, a worker that could not start says Python is not there.

export function engineError(err) {
  if (!err) return "unknown error";
  if (err.kind === "illegal") return `Not allowed: ${err.message}${/[.!?]$/.test(err.message) ? "" : "."}`;
  if (err.kind === "connection") return err.message; // a shared table's connection (together/guest.js): its own sentence
  if (err.kind === "runtime") return `Python is not available: ${err.message}`;
  return `The engine refused: ${err.message}`;
}
