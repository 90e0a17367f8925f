# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

# Python may cache compiled modules (this machine's environment sets PYTHONDONTWRITEBYTECODE=1): otherwise every
# process compiles the whole project again, i.e. each pytest worker, each bot started by a story, each drawing and CPU
# worker it spawns, and pytest rewrites every test module's asserts each run (the e2e layer: 82 s of CPU without the
# cache, 67 s with it).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test check lint format soak sweep bench palettes readme-pictures activity-pictures web clean

# A stamp per dependency set, rebuilt when pyproject.toml changes.
$(VENV)/.stamp-run: pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	@touch $@

$(VENV)/.stamp-test: pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@ $(VENV)/.stamp-run

# The Feli-Fuda CPU's search (normal and hard) compiled into numba's cache first: about 28 s the first time on a
# machine, under a second after that; without it a bot's first normal or hard game would wait that long for a move.
run: $(VENV)/.stamp-run
	@$(BIN)/python -m bot.engine.koikoi.warm
	@$(BIN)/python -m bot

# Lint, format check, strict types, the import contracts ([tool.importlinter] in pyproject.toml), the Feli-Fuda hard
# CPU's search compiled into numba's cache (once, before four workers want it), then every test but the kill -9 soak
# (`make soak`) and the long sweeps. Four
# workers on two cores: many stories wait on the clock (a bot starting, a debounce, a page), and the third and fourth
# workers fill those waits (29 Nov. 2026, 1,752 tests: 79-95 s with four in 16 runs, 92-106 s with three, the CPU
# 155 % busy with three); worksteal evens out the long stories at the end.
test: $(VENV)/.stamp-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m bot.engine.koikoi.warm
	$(BIN)/python -m pytest -n 4 --dist worksteal -m "not soak and not sweep"

# The quick loop while working (target 20 s on 2 cores; about 38 s of CPU): ruff, mypy, the import contracts, and the
# fast layers: engines, conformance, store (SQLite), renders, the table's unit tests. Not the end-to-end layers (left
# out by path below) nor the tests marked slow in tests/conftest.py (processes, PostgreSQL, arenas): `make test` runs
# everything. Three workers, as for `make test`: the table's tests wait on their bots' clocks, and a third worker fills
# those waits (measured under load: 28.8 s with two, 24.4 s with three).
CHECK_SKIP := --ignore=tests/e2e --ignore=tests/proof --ignore=tests/soak --ignore=tests/audit \
	--ignore-glob='tests/fakediscord/test_harness_*'
check: $(VENV)/.stamp-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m bot.engine.koikoi.warm
	$(BIN)/python -m pytest -n 3 --dist worksteal -m "not soak and not sweep and not slow" $(CHECK_SKIP)

# The long proof suites (CI runs it): kill -9 at random points of scripted games of the three games with restarts on
# the same database, every fault on every REST route, the DEBUG secrets audit. The three-process budget test runs
# alone afterwards: another test's load on the same two cores bunches the requests it counts per second.
soak: $(VENV)/.stamp-test
	$(BIN)/python -m bot.engine.koikoi.warm
	$(BIN)/python -m pytest -n 2 -m "soak and not alone"
	$(BIN)/python -m pytest -m "soak and alone"

# The long sweeps: thousands of random games per engine, the CPU arenas at full size.
sweep: $(VENV)/.stamp-test
	$(BIN)/python -m pytest -n 2 -m sweep

lint: $(VENV)/.stamp-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(VENV)/.stamp-test
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(VENV)/.stamp-test
	$(BIN)/python -m bench

# Redraw the sample images and rewrite render/palettes/*.json (after changing what a game's images show).
palettes: $(VENV)/.stamp-run
	$(BIN)/python scripts/make_palettes.py

# The live board's page (web/: TypeScript and Discord's Embedded App SDK) bundled by esbuild into bot/activity/static/
# (committed: `make run` needs no Node.js; tests/activity/test_page_build.py checks it is the build of the sources).
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
web: web/node_modules/.package-lock.json
	cd web && npx tsc --noEmit && node build.mjs

activity-pictures: $(VENV)/.stamp-test  # docs/activity-*.png: the live board in Chromium (Debian's package)
	$(BIN)/python scripts/activity_pictures.py

readme-pictures: $(VENV)/.stamp-run  # docs/*.png, the README's pictures
	$(BIN)/python scripts/readme_pictures.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
