"""How long the browser tests wait for what must eventually happen, one place for every test module.

Generous on purpose, since the machine running the tests may be shared and busy: a test fails when
something never happens, not when a busy machine is slow. The site's own boot time limit
(docs/js/runtime.js, 60 s for a reader) is raised for the tests' pages by conftest.py, so that a plain
boot on a loaded machine is not failed by the page itself before the test's wait is over."""

BOOT_TIMEOUT_MS = 300_000       # a demo's status line says Ready
PAGE_BOOT_LIMIT_MS = 600_000    # the page's own limit in the tests (TOPEKA_BOOT_TIMEOUT_MS)
NAVIGATION_TIMEOUT_MS = 120_000  # a page's load event (a test's page.goto, reload, back), 30 s by default
LAB_RUN_TIMEOUT_MS = 600_000    # a lab run of the browser tests' sizes finishes
ANSWER_TIMEOUT_MS = 600_000     # a worker started by a test answers its messages (it boots first)
BUILD_LIMIT_S = 1800           # the site's build, in the controller of a run with workers, ends (a hang guard)
# a command line run by a test finishes, a whole site's build among them (the fifth game's copy):
# beside two other browser jobs on two cores such a build took over 600 s of the clock
HANG_GUARD_S = 1800
