// Before the page is drawn: say at once that scripts run, by giving <html> the theme's "js" class in
// place of "no-js". Material's bundle makes the same switch, but only at the end of the body, once the
// whole page has been styled; the change on <html> then restyles every element of the page a second
// time, in one task (on the 1903 rules, the biggest single style pass of the load). Made here, before
// the body is parsed, there is nothing to restyle yet, and the bundle's switch changes nothing.
// The no-JavaScript fallbacks (the theme's `.no-js` rules) are unchanged for a reader without scripts.
// Loaded by overrides/main.html on every page, first in <head>, so it waits for no stylesheet; a file,
// not an inline script, so the Content Security Policy needs no hash for it.
document.documentElement.classList.replace("no-js", "js");
