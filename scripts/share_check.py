#!/usr/bin/env python3
"""Reads every page of a Waymark site the way link previews and search engines do: Open Graph and
JSON-LD with `extruct`, every JSON-LD block expanded with `pyld`.

Builds the example site (`--site`, as of `--now`, search turned off: the index is not what is read
here) with the given `waymark` binary into a temporary folder, or reads a folder already built
(`--output`). Then, for every HTML page but the pager's redirects:

- Open Graph (extruct): `og:title`, `og:type`, `og:url` (the page's own absolute URL), `og:site_name`,
  `og:locale` (the page language's, e.g. `sv_SE` under `/sv/`) and `og:locale:alternate` for each
  other language the page exists in, `og:description` (the same as `<meta name="description">`);
  a page with an `og:image` also has `og:image:type` `image/png`, `og:image:width` 1200,
  `og:image:height` 630 and an `og:image:alt`, and the image is a file of the site under `baseURL`,
  a PNG of 1200 × 630 (with `--require-image`, every page of the kinds that get a share card —
  announcements, places, charters, reports and the home page — must have one);
- the Twitter card: `twitter:title` the same as `og:title`; with a picture `twitter:card`
  `summary_large_image` and `twitter:image` and `twitter:image:alt` the same as Open Graph's, without
  one `summary`; `<link rel="canonical">`, where there is one, is `og:url`;
- JSON-LD: each block is JSON, expands with pyld, and its types are those of the page's kind: a
  charter page one `Event` (name, start and end dates, a `Place` location with `GeoCoordinates`
  when the charter has a position), an airport page one `Airport` (name, its ICAO code when it has
  one, `geo`), a place's lost-pet page one `Place` (`geo`), the home page of each language one
  `WebSite`; the other pages none.

pyld expands `"@context": "https://schema.org"` through a document loader that answers with a
context holding schema.org's `@vocab` (the test machine has no network; the loader refuses every
other URL), so each term reads as the schema.org IRI it names.

With `--twice` (as `make test` runs it) the site is built a second time into another folder and every
share card (`card.png`) of the two builds must be the same bytes.

Exits 1 with one line per problem (the first `--show`, 50 by default, with the count), 0 when every check passes.
"""
import argparse
import collections
import json
import multiprocessing
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

import extruct
import lxml.html
from pyld import jsonld

SCHEMA = "https://schema.org/"
SCHEMA_CONTEXT = {"@context": {"@vocab": SCHEMA}}
EXPECTED_LD = {"charter": ["Event"], "airport": ["Airport"], "place": ["Place"], "home": ["WebSite"]}
LANGUAGE_LOCALES = {"en": "en_US", "sv": "sv_SE"}


def schema_loader(url, options=None):
    if url.rstrip("/") in ("https://schema.org", "http://schema.org"):
        return {"contentType": "application/ld+json", "contextUrl": None, "documentUrl": url, "document": SCHEMA_CONTEXT}
    raise jsonld.JsonLdError(f"no network: refused to load {url}", "jsonld.LoadDocumentError", code="loading document failed")


jsonld.set_document_loader(schema_loader)


# The page kinds (the `kind-…` class of `<body>`) that get a share card by default (README, "Share
# cards"); airport pages get one only with `airports.shareCards: true`.
CARD_KINDS = {"announcement", "place", "charter", "report", "home"}


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def first(properties, name):
    values = [v for k, v in properties if k == name]
    return values[0] if values else None


def expanded_types(node):
    return [t.removeprefix(SCHEMA) for t in node.get("@type", [])]


def value_of(node, name):
    values = node.get(SCHEMA + name, [])
    return values[0] if values else None


class Context:
    def __init__(self, output, base_url, require_image):
        self.output, self.base_url, self.require_image = output, base_url, require_image


def page_url(base_url, relative):
    if relative.endswith("index.html"):
        relative = relative[: -len("index.html")]
    return base_url + relative


def check_json_ld(relative, kind, blocks, problems):
    expected = EXPECTED_LD.get(kind, [])
    types = []
    for block in blocks:
        try:
            expanded = jsonld.expand(block)
        except jsonld.JsonLdError as error:
            problems.append(f"{relative}: JSON-LD does not expand: {error}")
            continue
        for node in expanded:
            node_types = expanded_types(node)
            types.extend(node_types)
            if "Event" in node_types:
                for name in ("name", "startDate", "endDate", "url", "location"):
                    if value_of(node, name) is None:
                        problems.append(f"{relative}: the Event has no {name}")
                location = value_of(node, "location")
                if location is not None and "Place" not in expanded_types(location):
                    problems.append(f"{relative}: the Event's location is not a Place")
                start, end = value_of(node, "startDate"), value_of(node, "endDate")
                if start and end and start.get("@value", "") > end.get("@value", ""):
                    problems.append(f"{relative}: the Event ends before it starts")
            if "Airport" in node_types and value_of(node, "name") is None:
                problems.append(f"{relative}: the Airport has no name")
            if "Place" in node_types and value_of(node, "geo") is None:
                problems.append(f"{relative}: the Place has no geo")
            for holder in [node] + ([value_of(node, "location")] if value_of(node, "location") else []):
                geo = value_of(holder, "geo")
                if geo is None:
                    continue
                if "GeoCoordinates" not in expanded_types(geo):
                    problems.append(f"{relative}: geo is not GeoCoordinates")
                for axis, limit in (("latitude", 90), ("longitude", 180)):
                    number = (value_of(geo, axis) or {}).get("@value")
                    if not isinstance(number, (int, float)) or abs(number) > limit:
                        problems.append(f"{relative}: geo {axis} {number!r} is not a number within ±{limit}")
    if sorted(types) != sorted(expected):
        problems.append(f"{relative}: JSON-LD types {types}, expected {expected} on a {kind!r} page")
    return types


def check_page(args):
    context, relative = args
    problems = []
    path = os.path.join(context.output, relative)
    with open(path, "rb") as f:
        html = f.read()
    if b'http-equiv="refresh"' in html[:2000]:
        return relative, None, [], problems, False
    url = page_url(context.base_url, relative)
    tree = lxml.html.fromstring(html)
    kind = (tree.xpath("string(//body/@class)") or "").removeprefix("kind-")
    language = tree.xpath("string(/html/@lang)")
    data = extruct.extract(html, base_url=url, syntaxes=["opengraph", "json-ld"], uniform=False, errors="strict")
    og = [p for item in data.get("opengraph", []) for p in item.get("properties", [])]
    image = first(og, "og:image")
    required = ["og:title", "og:type", "og:url", "og:site_name", "og:locale", "og:description"]
    if image is not None or (context.require_image and kind in CARD_KINDS):
        required += ["og:image", "og:image:type", "og:image:width", "og:image:height", "og:image:alt"]
    for name in required:
        value = first(og, name)
        if value is None or not str(value).strip():
            problems.append(f"{relative}: no {name}")
    if first(og, "og:url") not in (None, url):
        problems.append(f"{relative}: og:url {first(og, 'og:url')} is not the page's URL {url}")
    expected_locale = LANGUAGE_LOCALES.get(language, language)
    if first(og, "og:locale") not in (None, expected_locale):
        problems.append(f"{relative}: og:locale {first(og, 'og:locale')} on a page in {language!r} (expected {expected_locale})")
    hreflangs = {h for h in tree.xpath("//link[@rel='alternate'][@hreflang]/@hreflang") if h not in ("x-default", language)}
    alternates = sorted(v for k, v in og if k == "og:locale:alternate")
    if alternates != sorted(LANGUAGE_LOCALES.get(h, h) for h in hreflangs):
        problems.append(f"{relative}: og:locale:alternate {alternates} for other languages {sorted(hreflangs)}")
    meta = {m.get("name"): m.get("content") for m in tree.xpath("//head/meta[@name]")}
    if meta.get("description") != first(og, "og:description"):
        problems.append(f"{relative}: description {meta.get('description')!r} is not og:description")
    canonical = tree.xpath("//head/link[@rel='canonical']/@href")
    if canonical and canonical[0] != first(og, "og:url"):
        problems.append(f"{relative}: canonical {canonical[0]} is not og:url")
    if first(og, "og:image:type") not in (None, "image/png"):
        problems.append(f"{relative}: og:image:type {first(og, 'og:image:type')}")
    if image is not None and (first(og, "og:image:width"), first(og, "og:image:height")) != ("1200", "630"):
        problems.append(f"{relative}: og:image is said to be {first(og, 'og:image:width')} × {first(og, 'og:image:height')}")
    if image is not None:
        if not image.startswith(context.base_url):
            problems.append(f"{relative}: og:image {image} is not under {context.base_url}")
        else:
            file = os.path.join(context.output, image[len(context.base_url):])
            if not os.path.isfile(file):
                problems.append(f"{relative}: og:image {image} is not a file of the site")
            elif png_size(file) != (1200, 630):
                problems.append(f"{relative}: og:image {image} is not a 1200 × 630 PNG ({png_size(file)})")
    twitter = {
        "twitter:card": "summary" if image is None else "summary_large_image", "twitter:title": first(og, "og:title"),
        "twitter:image": image, "twitter:image:alt": first(og, "og:image:alt"),
    }
    for name, expected in twitter.items():
        if meta.get(name) != expected:
            problems.append(f"{relative}: {name} {meta.get(name)!r}, expected {expected!r}")
    types = check_json_ld(relative, kind, data.get("json-ld", []), problems)
    return relative, kind, types, problems, image is not None


def html_pages(output):
    pages = []
    for folder, _, files in os.walk(output):
        for name in files:
            if name.endswith(".html"):
                pages.append(os.path.relpath(os.path.join(folder, name), output))
    return sorted(pages)


def build(waymark, site, now, folder, name="Output"):
    copy, output = os.path.join(folder, "site"), os.path.join(folder, name)
    if not os.path.exists(copy):
        shutil.copytree(site, copy, ignore=shutil.ignore_patterns(".waymark"))
    config_path = os.path.join(copy, "site.yml")
    with open(config_path, encoding="utf-8") as f:
        config = f.read()
    with open(config_path, "w", encoding="utf-8") as f:
        f.write(re.sub(r"(?m)^search:.*$", "search: false", config))
    result = subprocess.run([waymark, "build", "--site", copy, "--output", output, "--now", now, "--no-cache", "--quiet"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"share_check: the build failed:\n{result.stderr}")
    return copy, output


def same_cards(first, second):
    """The problems found comparing every share card (`card.png`) of two builds byte for byte, and
    how many cards the first build wrote."""
    problems, count = [], 0
    for root, _, files in os.walk(first):
        for name in files:
            if name != "card.png":
                continue
            count += 1
            relative = os.path.relpath(os.path.join(root, name), first)
            other = os.path.join(second, relative)
            if not os.path.exists(other):
                problems.append(f"{relative}: written by the first build only")
                continue
            with open(os.path.join(root, name), "rb") as a, open(other, "rb") as b:
                if a.read() != b.read():
                    problems.append(f"{relative}: not byte-identical across two builds")
    if count == 0:
        problems.append(f"{first}: no card.png to compare")
    return problems, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--waymark", help="the waymark binary that builds --site")
    parser.add_argument("--site", default="Content")
    parser.add_argument("--now", help="the build's today, YYYY-MM-DD")
    parser.add_argument("--output", help="a folder the site was already built into (no build)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--require-image", action="store_true", help="every page of a kind with a share card must have an og:image")
    parser.add_argument("--twice", action="store_true", help="build the site a second time and compare every card.png byte for byte")
    parser.add_argument("--show", type=int, default=50, help="how many problems to print")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="waymark-share-") as folder:
        site, output = args.site, args.output
        if output is None:
            if not args.waymark or not args.now:
                sys.exit("share_check: --waymark and --now build the site; --output reads one already built")
            site, output = build(args.waymark, args.site, args.now, folder)
        elif args.twice:
            sys.exit("share_check: --twice builds the site itself (--waymark and --now, no --output)")
        problems, cards = [], 0
        if args.twice:
            _, again = build(args.waymark, args.site, args.now, folder, name="Again")
            problems, cards = same_cards(output, again)
            shutil.rmtree(again)
        with open(os.path.join(site, "site.yml"), encoding="utf-8") as f:
            config = f.read()
        base_url = re.search(r"(?m)^baseURL:\s*(\S+)", config).group(1)
        base_url = base_url if base_url.endswith("/") else base_url + "/"
        context = Context(output, base_url, args.require_image)
        pages = html_pages(output)
        kinds, ld, images = collections.Counter(), collections.Counter(), 0
        with multiprocessing.Pool(args.jobs) as pool:
            for relative, kind, types, page_problems, has_image in pool.imap_unordered(check_page, [(context, p) for p in pages], chunksize=64):
                problems.extend(page_problems)
                images += has_image
                if kind is not None:
                    kinds[kind] += 1
                    ld.update(types)
    checked = sum(kinds.values())
    if checked == 0:
        problems.append(f"{output}: no page to read")
    for kind in EXPECTED_LD:
        if kinds[kind] == 0:
            problems.append(f"no page of kind {kind!r} was built, so its JSON-LD was not read")
    if problems:
        for line in sorted(problems)[: args.show]:
            print(line, file=sys.stderr)
        sys.exit(f"share_check: {len(problems)} problems in {checked} pages")
    summary = ", ".join(f"{count:,} {name}" for name, count in sorted(ld.items()))
    print(f"share_check: {checked:,} pages of {len(kinds)} kinds read by extruct, each with a complete Open Graph and"
          f" Twitter card ({images:,} with a picture); JSON-LD expanded by PyLD: {summary}"
          + (f"; {cards:,} share cards byte-identical across two builds" if args.twice else "") + ": all checks pass")


if __name__ == "__main__":
    main()
