# Topeka: the two commands are `make serve` and `make test` (see README.md).
# Set-up is incremental: a second run reuses .venv and node_modules when their inputs are unchanged.

PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 8000
SITE_URL ?= http://$(HOST):$(PORT)/
# The rendezvous of Play together (the PeerJS server), started by `make serve` beside the site.
PEER_PORT ?= 9000
PEER_URL ?= http://$(HOST):$(PEER_PORT)/
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup build serve test test-engine chromium bench clean

$(VENV)/.installed: requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (set PYTHON=...)")'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	@touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

setup: $(VENV)/.installed node_modules/.installed

build: setup
	$(PY) -m site_tools build --site-url $(SITE_URL) --peer-url $(PEER_URL)

serve: build
	@echo "Topeka is at $(SITE_URL)"
	$(PY) -m site_tools serve --host $(HOST) --port $(PORT) --peer-port $(PEER_PORT)

chromium:
	@bash site_tools/ensure_chromium.sh $(PY)

# Two workers side by side (pytest-xdist): the site is built once, by the controller, for both, while
# they run the tests that need none; the fifth game's tests (its copy's own build) stay on one worker
# (tests/conftest.py: pytest_xdist_make_scheduler, for xdist's default --dist load).
TEST_JOBS ?= 2

test: setup chromium
	$(PY) -m pytest -n $(TEST_JOBS)

test-engine: setup
	$(PY) -m pytest tests/engine

bench: setup chromium
	$(PY) -m site_tools bench

clean:
	rm -rf build site site-zensical docs/games docs/play docs/reference docs/index.md docs/glossary.md docs/bibliography.md docs/assets/runtime docs/assets/data
