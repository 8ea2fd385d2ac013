// A task boundary for work the page can do a moment later: `await nextTask()` lets the browser
// paint and answer input before what follows. A message to a MessageChannel is a task of its own
// (a microtask would run in the same task), and unlike setTimeout it is not held back in a tab
// the reader is not looking at, nor clamped after nested calls. On a phone each long task is felt
// as a stutter, and Lighthouse counts every task's time over 50 ms against the page.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => {
  const resolve = waiting.shift();
  if (resolve) resolve();
};

/** A promise resolved in a task of its own, after those already queued. */
export function nextTask() {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
