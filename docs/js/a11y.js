// Accessible names the theme leaves out, added after Material has built the page (on the first
// load and after every instant navigation): each content-annotation marker is a link whose only
// content is a number drawn by CSS, so it gets the name "Note N"; the search overlay is a dialog
// without a name, so it gets "Search". Idempotent: elements that already have a name are left.

function labelAnnotations(root) {
  for (const link of root.querySelectorAll("a.md-annotation__index:not([aria-label])")) {
    const id = link.querySelector("[data-md-annotation-id]");
    const n = id ? id.getAttribute("data-md-annotation-id") : "";
    link.setAttribute("aria-label", n ? `Note ${n}` : "Note");
  }
}

function labelSearch() {
  const dialog = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
  if (dialog) dialog.setAttribute("aria-label", "Search");
}

// Called from document$: Material subscribed first (its bundle runs before this module), so the
// annotations it mounts for the page are already in place.
export function nameThemeControls() {
  labelSearch();
  labelAnnotations(document.querySelector(".md-content") || document.body);
}
