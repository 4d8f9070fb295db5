# Waymark — every install step lives here, so a fresh machine needs nothing done by hand.
SWIFT      ?= swift
SITE       ?= Content
OUTPUT     ?= Output
DEB_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev pkg-config

.PHONY: deps site build test bench clean

# Install the Debian packages that are missing (with sudo when not root).
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  echo "Installing:$$missing"; \
	  $$SUDO apt-get update -qq && $$SUDO DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product waymark

# Build the example site in Content/ into Output/.
site: build
	.build/release/waymark build --site $(SITE) --output $(OUTPUT)

# The command-line tests run the debug `waymark` binary, so build it before the tests.
# The preview server's tests talk to a live server against wall-clock deadlines; run in the same
# process as the CPU-bound whole-site tests on a two-core machine they are starved for tens of
# seconds, so they get a pass of their own.
test: deps
	$(SWIFT) build --product waymark
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip WaymarkServeTests
	$(SWIFT) test --skip-build --filter WaymarkServeTests

# Release-mode benchmarks; prints one line per figure.
bench: deps
	$(SWIFT) build -c release --product waymark-bench
	.build/release/waymark-bench

clean:
	rm -rf .build $(OUTPUT)
