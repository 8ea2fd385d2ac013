// An engine's refusal or failure in a sentence for the reader, in the engine's words (`say`,
// table/words.js): a refused action names what the rules forbid, a worker that could not start
// says the game cannot run in this browser.

export function engineError(say, err) {
  if (!err) return say("failed_unknown");
  // not_allowed ends the sentence itself: the refusal's own full stop is not doubled
  if (err.kind === "illegal") return say("not_allowed", { message: String(err.message).replace(/[.!?]$/, "") });
  // a shared table's connection (together/guest.js) or its state (together/hub/messages.js): its own sentence
  if (err.kind === "connection" || err.kind === "table") return err.message;
  if (err.kind === "runtime") return say("failed_cannot_run", { message: err.message });
  return say("failed_refused", { message: err.message });
}
