#!/usr/bin/env python3
"""Checks the example site in a real browser (docs/browser-test.md).

Starts `waymark serve` on 127.0.0.1 (so the preview server is tested too), opens every page type
in Debian's Chromium through Playwright at 375, 768 and 1280 px, and checks:

- no horizontal page overflow;
- every table wider than its box scrolls inside a container that shows it (the theme's
  `.table-scroll` shadows), and the columns a table exists for (distance, cross track, status)
  are in view without scrolling;
- no console error, page error or failed request, and no Content-Security-Policy violation
  (`securitypolicyviolation` events, recorded from before the page's first script);
- every internal link on the page answers 200;
- every map has an accessible name, and a map wider than its box opens on its data (`data-focus`);
- axe-core (bundled by axe-playwright-python) reports no serious or critical violation;
- search (the example site has `search: true`, and `waymark serve` indexes it once with Pagefind):
  at 375 and 1280 px, with the keyboard only, the header's search box is reached by Tab, "grey cat"
  typed and Enter pressed opens the search page, whose first results hold a cat announcement;
  "Fairoaks" gives EGTF's page first; the Swedish search page finds Swedish announcements for
  "upphittad", and Swedish pages only; Tab reaches
  the results; and none of it logs a console error or violates the Content-Security-Policy.

Each failure names the page, the width and the element. Exit status 1 on any failure, and also
when Chromium cannot be started: the test never skips itself.

With --screenshots DIR it instead writes PNG screenshots of the main page types at 375 and
1280 px into DIR (`make screenshots`).

Run through the Makefile (`make browser-test`, part of `make test`), which creates the
virtualenv with Playwright and axe-playwright-python and builds `waymark`.
"""

from __future__ import annotations

import argparse
import os
import queue
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from urllib.parse import urldefrag, urljoin, urlparse

WIDTHS = (375, 768, 1280)
HEIGHT = 900

# One page of every type the example site has (path relative to the site root).
PAGES = (
    ("home", "/"),
    ("page", "/about/"),
    ("not-found", "/404.html"),
    ("reports-index", "/reports/"),
    ("report-route", "/reports/ifr-alternates-egtf-lfmd/"),
    ("report-tasks", "/reports/harbour-season-2025/"),
    ("report-charters", "/reports/charters-from-split-june/"),
    ("report-pets", "/reports/pets-near-sodermalm/"),
    ("charters-index", "/charters/"),
    ("charter", "/charters/amalfi-capri/"),
    ("pets-index", "/pets/"),
    ("pets-place", "/pets/croix-rousse/"),
    ("pets-place-sodermalm", "/pets/sodermalm/"),
    ("airports-index", "/airports/"),
    ("airports-country", "/airports/fr/"),
    ("airports-country-gb", "/airports/gb/"),
    ("airport", "/airports/gb/egtf/"),
    ("airport-fr", "/airports/fr/lfmd/"),
    ("sv-home", "/sv/"),
    ("sv-page", "/sv/about/"),
    ("sv-pets-index", "/sv/pets/"),
    ("sv-pets-place", "/sv/pets/sodermalm/"),
    ("search", "/search/"),
    ("sv-search", "/sv/search/"),
)

# Pages found by following a link from another page (their addresses come from the data).
LINKED_PAGES = (
    ("pets-announcement", "/pets/croix-rousse/", "main .pet-rows a[href*='announcements/']"),
    ("charters-facet", "/charters/", ".facets a[href]"),
    ("airports-country-page-2", "/airports/fr/", ".pager-links a[rel='next']"),
)

# Page name, path, a second screenshot (its name's suffix and the element it is scrolled to) or
# None, and the filter choices (radio button ids) clicked before the screenshots.
SCREENSHOT_PAGES = (
    ("home", "/", None, ()),
    ("report-route", "/reports/ifr-alternates-egtf-lfmd/", ("table", ".waymark-query .query-summary"), ()),
    ("charter", "/charters/amalfi-capri/", None, ()),
    ("pets-index", "/pets/", None, ()),
    ("pets-place", "/pets/sodermalm/", ("list", "#pets-list"), ()),
    ("pets-place-filtered", "/pets/sodermalm/", ("list", "#pets-list"), ("filter-status-lost", "filter-species-2")),
    ("airports-country", "/airports/fr/", ("table", "#airport-table"), ()),
    ("airport", "/airports/gb/egtf/", ("table", "#runways"), ()),
    ("search", "/search/index.html?q=grey+cat", None, ()),
)
SCREENSHOT_WIDTHS = (375, 1280)
# Pages whose screenshot waits for this element first (the search page's results).
SCREENSHOT_WAIT = {"search": ".pagefind-ui__result-link"}

# The search checks: Pagefind's interface draws each result as an <a class="pagefind-ui__result-link">.
SEARCH_WIDTHS = (375, 768, 1280)
RESULT_LINK = ".pagefind-ui__result-link"
SEARCH_BOX = "#site-search-query"


# The busiest lost-pet page of the example (82 pets): its whole height in px at each width, at most.
TALL_PAGE = "/pets/sodermalm/"
TALL_PAGE_LIMITS = {375: 6000, 768: 6000, 1280: 3000}

# Pages with status and species filters (partials/pet-filters): the pets index and places with pets.
FILTERED_PAGES = ("/pets/", "/pets/croix-rousse/", "/pets/sodermalm/", "/sv/pets/", "/sv/pets/sodermalm/")

# Pages whose tables must fit their box at 1280 px and wider (no sideways scrolling): the route
# report's tables, given the page's width.
FITTING_TABLES = ("/reports/ifr-alternates-egtf-lfmd/",)
FITTING_FROM = 1280

# Header words of the columns a table exists for: they must be in view without scrolling.
KEY_COLUMNS = re.compile(r"^(distance|cross[ -]track|status)\b", re.IGNORECASE)

CHECK_PAGE_JS = r"""
(keyColumnPattern) => {
  const problems = [];
  const describe = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = (el.getAttribute('class') || '').trim();
    if (cls) s += '.' + cls.split(/\s+/).join('.');
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return text ? `${s} "${text}"` : s;
  };
  const doc = document.documentElement;
  const width = doc.clientWidth;
  if (doc.scrollWidth > width + 1) {
    // Name the outermost elements that stick out past the right edge and are not inside a scroller.
    const culprits = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 1 || r.width === 0) continue;
      let p = el.parentElement, clipped = false, parentSticksOut = false;
      while (p && p !== document.body) {
        const cs = getComputedStyle(p);
        if (cs.overflowX !== 'visible') { clipped = true; break; }
        if (p.getBoundingClientRect().right > width + 1) { parentSticksOut = true; }
        p = p.parentElement;
      }
      if (!clipped && !parentSticksOut) culprits.push(`${describe(el)} (right edge ${Math.round(r.right)} px)`);
      if (culprits.length >= 3) break;
    }
    problems.push(`page is ${doc.scrollWidth} px wide in a ${width} px window: ${culprits.join('; ') || 'no single element found'}`);
  }
  const keyColumn = new RegExp(keyColumnPattern, 'i');
  for (const table of document.querySelectorAll('table')) {
    // The box that clips the table: the table itself or its nearest ancestor that does not show overflow.
    let box = table;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    if (!box || box === document.body || box === doc) continue;
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    const cs = getComputedStyle(box);
    const scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
    const shows = box.classList.contains('table-scroll') && cs.backgroundImage.includes('gradient');
    if (!scrolls) problems.push(`${describe(table)} is clipped (${box.scrollWidth} px in ${box.clientWidth} px) and cannot scroll`);
    else if (!shows) problems.push(`${describe(table)} scrolls (${box.scrollWidth} px in ${box.clientWidth} px) with no edge shadow showing there is more`);
    const visibleRight = box.getBoundingClientRect().right - box.scrollLeft;
    for (const th of table.querySelectorAll('thead th')) {
      if (!keyColumn.test((th.textContent || '').trim())) continue;
      const r = th.getBoundingClientRect();
      if (r.right > visibleRight + 1) problems.push(`key column ${describe(th)} of ${describe(table)} is hidden until the table is scrolled`);
    }
    // The first column names the row: scrolled to the far end, it is still at the box's left edge.
    const first = table.querySelector('thead th:first-child, tr > :first-child');
    if (scrolls && first) {
      const before = box.scrollLeft;
      box.scrollLeft = box.scrollWidth;
      const left = first.getBoundingClientRect().left, edge = box.getBoundingClientRect().left;
      box.scrollLeft = before;
      if (left < edge - 1) problems.push(`first column ${describe(first)} of ${describe(table)} scrolls out of view (${Math.round(edge - left)} px past the left edge)`);
    }
  }
  // A map wider than a phone opens on its data (the SVG's data-focus pixel), not at its left edge.
  for (const box of document.querySelectorAll('.map-scroll')) {
    const svg = box.querySelector('svg[data-focus]');
    const slack = box.scrollWidth - box.clientWidth;
    if (!svg || slack <= 1) continue;
    const r = svg.getBoundingClientRect();
    const focus = r.left + parseFloat(svg.getAttribute('data-focus')) * r.width / svg.viewBox.baseVal.width;
    const b = box.getBoundingClientRect();
    const wanted = Math.min(slack, Math.max(0, focus + box.scrollLeft - b.left - box.clientWidth / 2));
    if (Math.abs(box.scrollLeft - wanted) > 2) {
      problems.push(`map ${describe(box)} opens scrolled to ${Math.round(box.scrollLeft)} px, not to its data at ${Math.round(wanted)} px`);
    }
  }
  for (const svg of document.querySelectorAll('figure.map svg, svg[role]')) {
    let name = (svg.getAttribute('aria-label') || '').trim();
    const ids = (svg.getAttribute('aria-labelledby') || '').trim();
    if (!name && ids) name = ids.split(/\s+/).map(id => { const e = document.getElementById(id); return e ? e.textContent.trim() : ''; }).join(' ').trim();
    if (!name) problems.push(`map ${describe(svg)} has no accessible name`);
    const role = svg.getAttribute('role');
    if (role === 'img' && svg.querySelector('a')) problems.push(`map ${describe(svg)} has links inside role="img"`);
  }
  return problems;
}
"""


# For every combination of the status and species filters (partials/pet-filters): checks it by its
# radio button, then counts the listed items shown (rows of pets, or places on the map) and the pins
# shown (a lone pin counts one, a badge the number it shows), and names every shown item or layer
# that does not carry the combination's key. Returns [{key, rows, pins, problems}].
FILTERS_JS = r"""
() => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const results = [];
  const statuses = [...document.querySelectorAll('.pet-filters input[name="status"]')];
  const species = [...document.querySelectorAll('.pet-filters input[name="species"]')];
  for (const status of statuses) {
    for (const kind of species) {
      status.checked = true;
      kind.checked = true;
      const key = `${status.value}-${kind.value}`;
      const problems = [];
      const items = [...document.querySelectorAll('.filter-item:not(.filter-empty)')].filter(shown);
      for (const item of items) {
        if (!(item.dataset.layers || '').split(' ').includes(key)) problems.push(`row "${item.textContent.trim().replace(/\s+/g, ' ').slice(0, 40)}" lacks ${key}`);
      }
      // Rows of places that are not on the map have no pin.
      const rows = items.filter(item => !item.querySelector('.badge-muted')).length;
      let pins = 0;
      for (const layer of document.querySelectorAll('svg .pin-layer')) {
        if (getComputedStyle(layer).display === 'none') continue;
        if (layer.getAttribute('data-layer') !== key) problems.push(`map layer ${layer.getAttribute('data-layer')} is shown`);
        for (const group of layer.querySelectorAll(':scope > g[stroke-width="1.5"]')) {
          for (const pin of group.children) {
            const badge = pin.querySelector('text');
            pins += badge ? parseInt(badge.textContent, 10) : 1;
          }
        }
      }
      const empty = document.querySelector('.filter-empty');
      const emptyShown = empty !== null && shown(empty);
      if (emptyShown !== (items.length === 0)) problems.push(`the "nothing matches" note is ${emptyShown ? 'shown' : 'hidden'} with ${items.length} rows`);
      results.push({key, rows, pins, problems});
    }
  }
  statuses.length && (statuses[0].checked = true);
  species.length && (species[0].checked = true);
  return results;
}
"""


# Every link target on the page, resolved (SVG links included: their `href` is not a string).
LINKS_JS = "els => els.map(e => new URL(e.getAttribute('href'), document.baseURI).href)"


class Failures:
    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, page: str, width: int | None, message: str) -> None:
        where = f"{page} @ {width}px" if width else page
        line = f"FAIL {where}: {message}"
        self.items.append(line)
        print(line, flush=True)


# How long to wait for the server, Chromium or a page before failing: only something that never
# happens takes this long. On two cores shared with other builds the first build of the site, a
# page load or a link check can take many times as long as usual, and how long they take is not
# what this test checks.
PATIENCE = 1200


def start_server(waymark: str, site: str, now: str) -> tuple[subprocess.Popen, str]:
    """Starts `waymark serve --port 0` and returns it with its base URL, read from its first line."""
    cmd = [waymark, "serve", "--site", site, "--now", now, "--host", "127.0.0.1", "--port", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, stdin=subprocess.PIPE)
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    deadline = time.monotonic() + PATIENCE
    seen: list[str] = []
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=1)
        except queue.Empty:
            continue
        if line is None:
            break
        seen.append(line)
        match = re.search(r"Serving at (http://127\.0\.0\.1:\d+/)", line)
        if match:
            # The pump thread keeps draining the output so the server never blocks on a full pipe.
            # The server answers 503 until its first build is done: wait for the home page.
            base = match.group(1)
            while time.monotonic() < deadline and proc.poll() is None:
                try:
                    with urllib.request.urlopen(base, timeout=10) as response:
                        if response.status == 200:
                            return proc, base
                except urllib.error.HTTPError as error:
                    if error.code != 503:
                        break
                except OSError:
                    pass
                time.sleep(0.5)
            break
    proc.kill()
    sys.exit("error: `waymark serve` did not report its address; its output was:\n" + "".join(seen[-40:]))


def wait_for_search_index(base: str) -> None:
    """Waits (at most PATIENCE) until the preview serves Pagefind's index, which `waymark serve`
    writes beside the server after its first build."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base + "pagefind/pagefind-entry.json", timeout=10) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(1)
    sys.exit(f"error: `waymark serve` never served a search index at {base}pagefind/ (it says why on standard error)")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


# Records every Content-Security-Policy violation of a page, from before its first script runs.
CSP_RECORDER_JS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile || ""}:${event.lineNumber}`);
});
"""


def launch_browser(playwright, chromium: str):
    try:
        return playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"], headless=True,
                                          timeout=PATIENCE * 1000)
    except Exception as error:  # noqa: BLE001 - any launch failure must stop the test loudly
        sys.exit(f"error: Chromium could not be started from {chromium}: {error}\n"
                 "The browser test does not skip itself: install Debian's chromium (`make deps`).")


class LinkChecker:
    """Fetches each internal address once (without the fragment) and remembers its status."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.status: dict[str, int | str] = {}

    def check(self, url: str) -> int | str:
        url = urldefrag(url)[0]
        if url not in self.status:
            try:
                with urllib.request.urlopen(urllib.request.Request(url, method="GET"), timeout=PATIENCE) as response:
                    self.status[url] = response.status
            except urllib.error.HTTPError as error:
                self.status[url] = error.code
            except OSError as error:
                self.status[url] = str(error)
        return self.status[url]

    def is_internal(self, url: str) -> bool:
        parsed, base = urlparse(url), urlparse(self.base)
        return parsed.scheme in ("http", "https") and parsed.netloc == base.netloc


def check_page(context, base: str, name: str, path: str, width: int, links: LinkChecker,
               axe, failures: Failures) -> None:
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": HEIGHT})
    label = f"{name} ({path})"
    problems: list[str] = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"request failed: {r.url} ({r.failure})"))

    def on_response(response) -> None:
        expected_missing = path == "/404.html" and response.url == urljoin(base, path)
        if response.status >= 400 and not expected_missing:
            problems.append(f"request answered {response.status}: {response.url}")

    page.on("response", on_response)
    page.add_init_script(CSP_RECORDER_JS)
    page.goto(urljoin(base, path.lstrip("/")), wait_until="load")
    for violation in page.evaluate("window.__cspViolations || []"):
        problems.append(f"Content-Security-Policy violation: {violation}")
    for message in page.evaluate(CHECK_PAGE_JS, KEY_COLUMNS.pattern):
        problems.append(message)
    if path in FILTERED_PAGES and page.query_selector(".pet-filters input") is None:
        problems.append("no status and species filters (.pet-filters)")
    problems += check_filters(page)
    if path == TALL_PAGE:
        height = page.evaluate("document.documentElement.scrollHeight")
        if height > TALL_PAGE_LIMITS.get(width, max(TALL_PAGE_LIMITS.values())):
            problems.append(f"page is {height} px tall: expected at most {TALL_PAGE_LIMITS.get(width)} px at {width} px")
    if path in FITTING_TABLES and width >= FITTING_FROM:
        for overflow in page.eval_on_selector_all(
                ".table-scroll", "boxes => boxes.filter(b => b.scrollWidth > b.clientWidth + 1)"
                                 ".map(b => `${b.getAttribute('aria-label')} (${b.scrollWidth} px in ${b.clientWidth} px)`)"):
            problems.append(f"table {overflow} scrolls sideways: expected it to fit at {width} px")
    for href in sorted(set(page.eval_on_selector_all("a[href]", LINKS_JS))):
        if links.is_internal(href):
            status = links.check(href)
            if status != 200:
                problems.append(f"link a[href=\"{href[len(base) - 1:]}\"] answers {status}")
    results = axe.run(page)
    for violation in results.response.get("violations", []):
        if violation.get("impact") in ("serious", "critical"):
            targets = ", ".join(" ".join(node.get("target", [])) for node in violation.get("nodes", [])[:3])
            problems.append(f"axe {violation['impact']} {violation['id']} ({violation.get('help', '')}): {targets}")
    for problem in problems:
        failures.add(label, width, problem)
    page.close()


def check_filters(page) -> list[str]:
    """The filters of a pet page, when it has them: every combination shows as many rows as pins,
    only rows and a map layer that match it, and the radio buttons answer the keyboard with a
    visible focus ring."""
    problems: list[str] = []
    if page.query_selector(".pet-filters input") is None:
        return problems
    has_map = page.query_selector("svg .pin-layer") is not None
    for result in page.evaluate(FILTERS_JS):
        problems += [f"filter {result['key']}: {problem}" for problem in result["problems"]]
        if has_map and result["rows"] != result["pins"]:
            problems.append(f"filter {result['key']} shows {result['rows']} rows but {result['pins']} pins")
    page.focus("#filter-status-all")
    page.keyboard.press("ArrowRight")
    if not page.is_checked("#filter-status-lost"):
        problems.append("the status filter does not move to Lost with the arrow key")
    ring = page.eval_on_selector("#filter-status-lost + label", "l => getComputedStyle(l).outlineStyle")
    if ring in ("none", ""):
        problems.append("the focused filter choice shows no focus ring")
    page.check("#filter-status-all")
    return problems


def watched_page(context, width: int, problems: list[str]):
    """A new page at `width` whose console errors, page errors, failed requests and
    Content-Security-Policy violations are added to `problems`."""
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": HEIGHT})
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    # Leaving a page ends `waymark serve`'s live-reload stream: not a failure.
    page.on("requestfailed", lambda r: None if r.url.endswith("/__waymark/events")
            else problems.append(f"request failed: {r.url} ({r.failure})"))
    page.on("response", lambda r: problems.append(f"request answered {r.status}: {r.url}") if r.status >= 400 else None)
    page.add_init_script(CSP_RECORDER_JS)
    return page


def result_paths(page, base: str) -> list[str]:
    """The paths of the search page's results, in order, once Pagefind has drawn them."""
    page.wait_for_selector(RESULT_LINK, timeout=60_000)
    hrefs = page.eval_on_selector_all(RESULT_LINK, "links => links.map(a => new URL(a.getAttribute('href'), document.baseURI).href)")
    return [urlparse(href).path for href in hrefs]


def check_search(context, base: str, width: int, failures: Failures) -> None:
    """Search with the keyboard as a visitor does, at `width` (see the module's description)."""
    problems: list[str] = []
    label = "search"
    page = watched_page(context, width, problems)
    page.goto(urljoin(base, "pets/"), wait_until="load")
    # Tab from the top of the page until the header's search box has the focus.
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.id") == SEARCH_BOX[1:]:
            break
    else:
        problems.append(f"Tab never reaches the header's search box {SEARCH_BOX}")
    if page.evaluate(f"document.querySelector('{SEARCH_BOX}').getBoundingClientRect().right") > width:
        problems.append(f"the header's search box {SEARCH_BOX} reaches past the right edge")
    page.keyboard.type("grey cat")
    page.keyboard.press("Enter")
    page.wait_for_url("**/search/**", timeout=60_000)
    try:
        paths = result_paths(page, base)
        titles = page.eval_on_selector_all(RESULT_LINK, "links => links.map(a => a.textContent.trim())")
        cats = [t for p, t in zip(paths[:5], titles[:5]) if "/pets/announcements/" in p and "cat" in t.lower()]
        if not cats:
            problems.append(f'"grey cat" found no cat announcement among its first results: {list(zip(paths[:5], titles[:5]))}')
        # The results are reached with the keyboard too: Tab from the search field leads to a result.
        page.focus(".pagefind-ui__search-input")
        for _ in range(10):
            page.keyboard.press("Tab")
            if page.evaluate(f"!!(document.activeElement && document.activeElement.matches('{RESULT_LINK}'))"):
                break
        else:
            problems.append("Tab from the search field does not reach a result")
    except Exception as error:  # noqa: BLE001 - a missing result is this check's failure
        problems.append(f'"grey cat" showed no results: {error}')
    for violation in page.evaluate("window.__cspViolations || []"):
        problems.append(f"Content-Security-Policy violation: {violation}")
    page.close()

    for query, path, check in (
        ("Fairoaks", "search/index.html?q=Fairoaks",
         lambda paths: None if paths and paths[0] == "/airports/gb/egtf/" else f'"Fairoaks" does not give EGTF first: {paths[:5]}'),
        # "Upphittad" (found) is a word of the Swedish announcement pages only.
        ("upphittad", "sv/search/index.html?q=upphittad",
         lambda paths: None if paths and paths[0].startswith("/sv/pets/announcements/") and all(p.startswith("/sv/") for p in paths)
         else f'the Swedish search page does not give Swedish announcements, and Swedish pages only: {paths[:5]}'),
    ):
        page = watched_page(context, width, problems)
        page.goto(urljoin(base, path), wait_until="load")
        try:
            problem = check(result_paths(page, base))
            if problem:
                problems.append(problem)
        except Exception as error:  # noqa: BLE001
            problems.append(f'"{query}" showed no results: {error}')
        for violation in page.evaluate("window.__cspViolations || []"):
            problems.append(f"Content-Security-Policy violation: {violation}")
        page.close()
    for problem in problems:
        failures.add(label, width, problem)


def linked_page(context, base: str, start: str, selector: str) -> str | None:
    page = context.new_page()
    page.goto(urljoin(base, start.lstrip("/")))
    found = page.query_selector(selector)
    href = found.evaluate("e => new URL(e.getAttribute('href'), document.baseURI).href") if found else None
    page.close()
    return urlparse(href).path if href else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--waymark", default=".build/testing/release/waymark", help="the waymark binary (make test's)")
    parser.add_argument("--site", default="Content")
    parser.add_argument("--now", default="2026-06-15")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--screenshots", metavar="DIR", help="write screenshots instead of checking")
    parser.add_argument("--url", help="check a server that is already running at this URL instead")
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)),
                        help="window widths in px, comma-separated (default %(default)s)")
    args = parser.parse_args()

    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    failures = Failures()
    with sync_playwright() as playwright:
        browser = launch_browser(playwright, args.chromium)
        server, base = (None, args.url) if args.url else start_server(args.waymark, args.site, args.now)
        print(f"serving {args.site} at {base} ({time.monotonic() - started:.1f} s)", flush=True)
        try:
            context = browser.new_context()
            context.set_default_timeout(PATIENCE * 1000)
            if args.screenshots:
                os.makedirs(args.screenshots, exist_ok=True)
                for name, path, second, choices in SCREENSHOT_PAGES:
                    for width in SCREENSHOT_WIDTHS:
                        page = context.new_page()
                        page.set_viewport_size({"width": width, "height": HEIGHT})
                        if name in SCREENSHOT_WAIT:
                            wait_for_search_index(base)
                        page.goto(urljoin(base, path.lstrip("/")), wait_until="load")
                        for choice in choices:
                            page.click(f"#{choice}")
                        if name in SCREENSHOT_WAIT:
                            page.wait_for_selector(SCREENSHOT_WAIT[name], timeout=60_000)
                        shots = [(f"{name}-{width}.png", None)]
                        if second:
                            shots.append((f"{name}-{second[0]}-{width}.png", second[1]))
                        for file, selector in shots:
                            if selector:
                                page.eval_on_selector(selector, "e => e.scrollIntoView({block: 'start'})")
                            target = os.path.join(args.screenshots, file)
                            page.screenshot(path=target, full_page=False)
                            print(f"wrote {target}")
                        page.close()
                return 0
            pages = list(PAGES)
            for name, start, selector in LINKED_PAGES:
                path = linked_page(context, base, start, selector)
                if path is None:
                    failures.add(f"{name} (from {start})", None, f"no link matches {selector}")
                else:
                    pages.append((name, path))
            links = LinkChecker(base)
            axe = Axe()
            widths = [int(w) for w in args.widths.split(",") if w.strip()]
            # `waymark serve` indexes the preview for search beside the server: the pages that do
            # not search are checked meanwhile, then the search pages and the searches once it is indexed.
            searching = [page for page in pages if "search" in page[0]]
            for name, path in [page for page in pages if page not in searching]:
                for width in widths:
                    check_page(context, base, name, path, width, links, axe, failures)
            wait_for_search_index(base)
            for name, path in searching:
                for width in widths:
                    check_page(context, base, name, path, width, links, axe, failures)
            for width in SEARCH_WIDTHS:
                check_search(context, base, width, failures)
            print(f"checked {len(pages)} pages at {', '.join(map(str, widths))} px and {len(links.status)} internal "
                  f"addresses in {time.monotonic() - started:.1f} s", flush=True)
        finally:
            browser.close()
            if server is not None:
                stop_server(server)
    if failures.items:
        print(f"{len(failures.items)} browser check(s) failed", file=sys.stderr)
        return 1
    print("browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
