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
test: deps
	$(SWIFT) build --product waymark
	$(SWIFT) test

# Release-mode benchmarks; prints one line per figure.
bench: deps
	$(SWIFT) build -c release --product waymark-bench
	.build/release/waymark-bench

clean:
	rm -rf .build $(OUTPUT)
