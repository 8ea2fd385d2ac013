// The one script every page runs in <head>: two changes that must be made before the body is
// parsed, when there is nothing yet to restyle. Loaded by overrides/main.html in the theme's
// `extrahead` block, right after the stylesheets (it waits for them, as the body's first paint
// does anyway); a file, so the Content Security Policy needs no hash for it. Same effect as the
// theme's own code, only sooner: nothing else changes, and the page
// is not restyled after its first paint.
//
// 1. Say at once that scripts run: <html> gets the theme's "js" class in place of "no-js".
//    Material's bundle makes the same switch, but only at the end of the body, once the whole page
//    has been styled; the change on <html> then restyled every element a second time, in one task
//    (on the 1903 rules, the biggest single style pass of the load). The no-JavaScript fallbacks
//    (the theme's `.no-js` rules) are unchanged for a reader without scripts.
// 2. Write each <head> link's address as the absolute URL it already resolves to. Material's
//    instant navigation makes every relative href and src absolute when its bundle starts, so that
//    links still point where they did after the address bar changes. For a stylesheet that rewrite
//    applied the sheet again: parsed anew, and every element it styles restyled, on a page already
//    drawn (a large part of the bundle's start-up task: docs/notes/performance.md).
//    Made here, the bundle finds these links absolute and leaves them alone.
// 3. Tell the search worker when the reader wants to search. docs/js/search-worker.js holds the
//    theme's search index unbuilt until then; the first focus on the search box (by pointer, tap,
//    or the theme's keys "/", "s", "f") or a press on its toggle says "open" on a BroadcastChannel.
//    Listeners on the document, so they outlive instant navigation's swaps of the body.
// 4. Download the search index only then too. The theme's bundle requests it (an XMLHttpRequest
//    for search/search_index.json) as soon as it starts: 46-60 kB on every first visit, which on a
//    demo page came out of the same bandwidth as Python's start, before Ready. Its
//    request is sent when the reader shows the intent above, or INDEX_AFTER_MS after this script
//    ran, when search-worker.js would build it anyway; the theme shows "Initializing search" meanwhile,
//    as it does while any index builds. Only that request waits; every other one goes as it came.
document.documentElement.classList.replace("no-js", "js");
for (const link of document.head.querySelectorAll("link[href]")) {
  const absolute = link.href;
  if (absolute && link.getAttribute("href") !== absolute) link.setAttribute("href", absolute);
}

(function () {
  const INDEX_AFTER_MS = 15000;
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel("topeka-search");
  let wanted = false;
  const sendIndex = holdSearchIndex();
  const want = () => {
    wanted = true;
    sendIndex();
    channel.postMessage("open");
  };
  channel.onmessage = (event) => { if (event.data === "ready?" && wanted) channel.postMessage("open"); };
  // The search box and its button, or the theme's toggle (#__search) that opens it.
  const onIntent = (event) => {
    const node = event.target;
    if (!wanted && node instanceof Element && node.closest(".md-search, label[for='__search'], #__search")) want();
  };
  for (const type of ["pointerdown", "focusin", "change"]) document.addEventListener(type, onIntent, true);
  setTimeout(sendIndex, INDEX_AFTER_MS);

  /** Hold the theme's request for its search index (see 4. above); returns what sends it. */
  function holdSearchIndex() {
    const proto = XMLHttpRequest.prototype;
    const open = proto.open, send = proto.send;
    const index = new WeakSet();
    const held = [];
    let released = false;
    proto.open = function (method, url) {
      if (!released && /\/search\/search_index\.json$/.test(String(url).split(/[?#]/)[0])) index.add(this);
      return open.apply(this, arguments);
    };
    proto.send = function () {
      if (released || !index.has(this)) return send.apply(this, arguments);
      held.push([this, arguments]);
    };
    return () => {
      if (released) return;
      released = true;
      for (const [request, args] of held.splice(0)) send.apply(request, args);
    };
  }
})();
