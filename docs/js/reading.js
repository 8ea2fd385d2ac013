// The reading view / annotated view of the text pages. The build writes the control (two radios
// above the text, the reading view checked) and the CSS shows or hides the apparatus from the
// checked radio, so both views work without JavaScript; this module only remembers the reader's
// choice (localStorage) and applies it on every text page: on a first load and after each of
// Material's instant navigations. A first visit gets the reading view.

const KEY = "topeka:text-view";
const VIEWS = ["reading", "annotated"];

function stored() {
  try {
    const v = localStorage.getItem(KEY);
    return VIEWS.includes(v) ? v : null;
  } catch {
    return null; // storage disabled: the page's own default stands
  }
}

function remember(view) {
  try {
    localStorage.setItem(KEY, view);
  } catch {
    /* storage disabled or full: the choice holds for this page only */
  }
}

// Called from document$ for each page; idempotent (a radio already set up is left alone).
export function applyTextView(root = document) {
  const radios = root.querySelectorAll('.topeka-view input[name="topeka-view"]');
  if (!radios.length) return;
  const want = stored();
  for (const radio of radios) {
    if (want && radio.value === want) radio.checked = true;
    if (radio.dataset.topekaBound) continue;
    radio.dataset.topekaBound = "1";
    radio.addEventListener("change", () => {
      if (radio.checked) remember(radio.value);
    });
  }
}
