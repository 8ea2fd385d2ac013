"""What every page says outside a game's table, in plain words: the Python runtime's loading steps
and failures (docs/js/runtime.js and the worker's, shown by the status line), a worked example's
"Try it" panel (docs/js/tryit.js), the lab's controls and charts (docs/js/lab/) and "Cite this"
(docs/js/cite.js).

These words must show before Python has started (a loading step, a failure to start, a Try it
button), so they cannot come from the engine's answers: the build writes them into every page's
head as JSON (``<meta name="topeka-words">``, :func:`site_tools.build.words_element`) and the
page reads them by key (docs/js/pagewords.js). A ``{field}`` is filled by the page."""
from __future__ import annotations

SITE_WORDS = {
    # the Python runtime: its loading steps, as "Loading: <step>…" on the status line
    "stage_starting": "Starting the Python worker",
    "stage_manifest": "Reading the runtime manifest",
    "stage_download": "Downloading Python (Pyodide {version}) and the engine's snapshot",
    "stage_download_plain": "Downloading Python (Pyodide {version}); {why}",
    "snapshot_not_used": "the engine's snapshot was not used: {why}",
    "stage_engine": "Loading the game engine",
    "stage_ready": "Ready",
    # the status line of a demo (docs/js/status.js): loading, failed, and the button that tries again
    "status_loading": "Loading: {stage}…",
    "status_waiting": "waiting",
    "status_failed": "Failed: {reason}",
    "status_retry": "Retry",
    # why Python failed to start or stopped, as "Failed: <reason>"
    "boot_timeout": "Python did not start within {seconds} s (last step: {stage})",
    "boot_timeout_plain": "Python did not start within {seconds} s",
    "no_module_worker": "this browser cannot start a module worker ({reason})",
    "worker_stopped": "the Python worker stopped: {reason}",
    "two_builds": "this page and the game engine come from two versions of the site: reload the page",
    "script_error": "script error",
    "worker_ended": "stopped",
    "manifest_missing": "runtime manifest not found (HTTP {status})",
    "engine_not_loaded": "the game engine did not load: {reason}",
    "no_package": "no package loaded",
    "python_unavailable": "Python is not available: {reason}",
    "engine_internal": "internal engine error: {reason}",
    "no_answer": "no answer",
    # why the engine's snapshot was not used (the plain boot follows)
    "snapshot_none": "the manifest names none",
    "snapshot_other_version": "it was made for another Pyodide or engine version",
    "snapshot_no_header": "it is corrupt (no snapshot header)",
    "snapshot_bad_header": "it is corrupt (unreadable header)",
    "snapshot_incomplete": "it is incomplete ({got} of {size} bytes)",
    "snapshot_not_wasm": "not a WebAssembly module",
    "snapshot_bad_segment": "an unexpected data segment",
    "snapshot_bad_offset": "an unexpected data segment offset",
    "snapshot_other_module": "it was made for another build of Pyodide's module",
    "snapshot_module_missing": "Pyodide's module was not found (HTTP {status})",
    "snapshot_missing": "it was not found (HTTP {status})",
    "snapshot_corrupt": "it is corrupt or incomplete ({reason})",
    # said to the console only (the boot goes on)
    "snapshot_kept_unusable": "the kept copy of the engine's snapshot was unusable ({reason}); downloading it again",
    "stdlib_not_downloaded": ("Python's standard library could not be downloaded ({reason}); the engine goes on, an "
                              "import that needs the library will fail"),
    # Try it: a worked example shown happening in the engine
    "tryit": "Try it",
    "tryit_named": "Try it: {title}",
    "example": "Worked example",
    "example_loading": "Worked example: loading…",
    "example_named": "Worked example: {title}",
    "example_outcome": "Worked example outcome",
    "example_show": "Show me",
    "example_close": "Close the example",
    "example_back": "Back to the clause",
    "example_not_loaded": "The example could not be loaded: {reason}",
    "example_not_played": "The move could not be played: {reason}",
    # the lab's instruments and charts
    "lab_run": "Run",
    "lab_cancel": "Cancel",
    "lab_progress": "{title}: progress",
    "lab_settings": "{title}: settings",
    "lab_games": "Games per setting",
    "lab_seed": "First seed",
    "chart_interval": "{label}: {value} (95 % interval {low} to {high})",
    "chart_summary": "Chart: {title}. The table beside it gives the same numbers.",
    "chart_not_loaded": "Chart.js did not load",
    # Cite this
    "cite_clause": "Cite {clause}",
    "cite_copy": "Copy",
    "cite_copied": "Copied",
    "cite_selected": "Selected: press Ctrl+C",
    # keeping the site for offline use (docs/js/offline.js, the home page's control)
    "offline_keeping": "Storing the site on this device (about {mb} MB)…",
    "offline_kept": "This site is kept on this device: it opens and plays with the network off.",
    "offline_update": "A newer version of the site is stored on this device. Reload to use it.",
    "offline_dropped": "The site is no longer kept on this device.",
    "offline_failed": "The site could not be kept on this device ({reason}). Nothing was stored.",
    "offline_not_whole": "the files could not all be stored",
    "offline_changed": "the site changed since this page was opened: reload the page, then try again",
    "offline_unsupported": "This browser cannot keep the site for offline use.",
}
