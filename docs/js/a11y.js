// What the theme leaves out for keyboard and screen-reader users, added after Material has built
// the page (on the first load and after every instant navigation; idempotent):
// - the search overlay is a dialog without a name: it gets "Search";
// - on a phone or tablet, the menu button is a <label> for a hidden checkbox: it has no name and
//   Tab never reaches it. A real button named "Menu" goes inside the label (so it shows and hides
//   with it): Enter or Space opens the navigation drawer and moves focus into it, Escape closes it
//   and returns focus to the button, and aria-expanded says whether it is open. (The CSS keeps the
//   closed drawer out of the Tab order: docs/css/topeka.css.)

function labelSearch() {
  const dialog = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
  if (dialog) dialog.setAttribute("aria-label", "Search");
}

function firstLinkInDrawer() {
  return document.querySelector(".md-sidebar--primary .md-nav--primary .md-nav__link[href], .md-sidebar--primary a[href]");
}

function menuButton() {
  const toggle = document.getElementById("__drawer");
  const label = document.querySelector('label.md-header__button[for="__drawer"]');
  if (!toggle || !label) return;
  let button = label.querySelector("button.topeka-menu-button");
  if (!button) {
    button = document.createElement("button");
    button.type = "button";
    button.className = "topeka-menu-button";
    button.setAttribute("aria-label", "Menu");
    button.append(...label.childNodes); // the theme's icon
    label.append(button);
    const sync = () => button.setAttribute("aria-expanded", String(toggle.checked));
    toggle.addEventListener("change", sync);
    // A click on a button inside a label does not reach the label's checkbox: toggle it here.
    button.addEventListener("click", (event) => {
      event.preventDefault();
      toggle.click();
      sync();
      if (toggle.checked && event.detail === 0) {
        // Opened from the keyboard (Enter or Space): go into the drawer.
        const first = firstLinkInDrawer();
        if (first) requestAnimationFrame(() => first.focus());
      }
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !toggle.checked || getComputedStyle(label).display === "none") return;
      toggle.click();
      sync();
      button.focus();
    });
  }
  button.setAttribute("aria-expanded", String(toggle.checked));
}

// Called from document$: Material subscribed first (its bundle runs before this module).
export function nameThemeControls() {
  labelSearch();
  menuButton();
}
