// Right after the stylesheets' <link>s, before the body is parsed: write each <head> link's
// address as the absolute URL it already resolves to. Material's instant navigation makes every
// relative href and src on the page absolute when its bundle starts, at the end of the body, so
// that links still point where they did after the address bar changes. For a stylesheet that
// rewrite applies the sheet again: it is parsed anew and every element it styles is restyled, on a
// page already drawn (on the railway text, about half of the bundle's start-up task on a 4x-slowed
// CPU; issue 13). Made here, there is no body to restyle yet, and the bundle finds these links
// absolute and leaves them alone. Same addresses, same stylesheets: nothing else changes.
// Loaded by overrides/main.html in the theme's `extrahead` block, after the stylesheets; a file, so
// the Content Security Policy needs no hash for it.
for (const link of document.head.querySelectorAll("link[href]")) {
  const absolute = link.href;
  if (absolute && link.getAttribute("href") !== absolute) link.setAttribute("href", absolute);
}
