# Every target creates .venv/ on first use and installs stamen into it.
VENV   := .venv
PYTHON := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: demo test bench lint clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install --quiet --upgrade pip
	$(PYTHON) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(PYTHON) -m stamen demo

# Two workers (pytest-xdist), one test file per worker at a time: CI's machine has 2 cores.
test: $(STAMP)
	$(PYTHON) -m pytest -q -n 2 --dist loadfile

# Runs every suite even when one reports a wrong answer, then fails if any did.
bench: $(STAMP)
	$(PYTHON) -m pip install --quiet -e '.[dev,plot]'
	mkdir -p bench-results
	status=0; \
	$(PYTHON) -m stamen bench all --json bench-results/all.json || status=1; \
	$(PYTHON) -m pytest -q -m slow -o addopts="" --basetemp=.pytest-tmp || status=1; \
	exit $$status

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests examples

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache
