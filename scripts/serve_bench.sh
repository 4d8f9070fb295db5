#!/usr/bin/env bash
# Benchmarks for `waymark serve`, on loopback only:
#   1. throughput of serving one page, with wrk (Debian package `wrk`), 5 s per URL;
#   2. save -> reload: the time from saving one Markdown page of a copy of the example site to the
#      `reload` event on an open event stream, measured with curl against the real binary;
#   3. the in-process figures of `waymark-bench` (trivial build, example site, generated 10,000-page site).
# Usage: scripts/serve_bench.sh [site folder, default Content]   (run from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
SITE_SOURCE="${1:-Content}"

if ! command -v wrk >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get install -y -qq wrk >/dev/null
fi
swift build -c release --product waymark >/dev/null

WORK="$(mktemp -d)"
SERVER=""
CURL=""
cleanup() {
  [ -n "$CURL" ] && kill "$CURL" 2>/dev/null || true
  [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

cp -r "$SITE_SOURCE" "$WORK/site"
.build/release/waymark serve --site "$WORK/site" --port 0 --now 2026-06-01 >"$WORK/serve.log" 2>&1 &
SERVER=$!
URL=""
for _ in $(seq 1 100); do
  URL="$(grep -o 'http://[^ ]*' "$WORK/serve.log" | head -1 || true)"
  [ -n "$URL" ] && break
  sleep 0.1
done
[ -n "$URL" ] || { echo "waymark serve did not start:"; cat "$WORK/serve.log"; exit 1; }
echo "serving $SITE_SOURCE at $URL"

for path in "" "about/"; do
  echo "== wrk -t2 -c16 -d5s ${URL}${path}"
  wrk -t2 -c16 -d5s "${URL}${path}"
done

echo "== save -> reload (curl on ${URL}__waymark/events, 10 saves of pages/about.md)"
curl -sN "${URL}__waymark/events" >"$WORK/events" &
CURL=$!
sleep 0.5
PAGE="$WORK/site/pages/about.md"
for i in $(seq 1 10); do
  before=$(grep -c '^event: reload' "$WORK/events" || true)
  start=$(date +%s%N)
  printf '\nEdit %s.\n' "$i" >>"$PAGE"
  for _ in $(seq 1 2000); do
    now=$(grep -c '^event: reload' "$WORK/events" || true)
    [ "$now" -gt "$before" ] && break
    sleep 0.005
  done
  end=$(date +%s%N)
  echo "save $i: $(( (end - start) / 1000000 )) ms"
  sleep 0.2
done

echo "== waymark-bench (serve figures)"
swift build -c release --product waymark-bench >/dev/null
.build/release/waymark-bench | grep "^serve" || true
