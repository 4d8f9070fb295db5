#!/usr/bin/env python3
"""Builds a site whose every text field carries hostile text and parses the output as a browser does.

    scripts/escaping_check.py --waymark .build/testing/release/waymark

`make test` runs it (`make escaping-test`) in the browser test's virtualenv, which holds html5lib.

The site is Tests/Fixtures/sites/aviation, or any site given with --site (the example site:
`--site Content --rounds 1`, by hand: it takes minutes) (charters, announcements, places, OurAirports CSVs, a
euro_aip database, pages and reports with query blocks, one report also written as Markdown),
copied twice per round: a "hostile" copy in which every text field that reaches a page ends in a
payload, and a "plain" copy in which the same field ends in the same payload with each of
`" ' < > &` replaced by `-` (a separator, as it is to a slug). Both are built with the real `waymark build`, and then:

  html       every .html page is parsed by html5lib (the WHATWG HTML5 algorithm browsers follow);
             the sequence of elements (namespace and tag, inline SVG included), their attribute
             names and the comments must equal the plain build's, page by page
  xml        every .svg, .xml and .atom file parses as XML and has the plain build's structure
  json       every .json and .geojson file parses
  markdown   every .md file has the plain build's table rows (cells per row) and link targets,
             and no HTML tag made of data
  bidi       no page holds a bidirectional control (U+202A-U+202E, U+2066-U+2069) from the data
  browser    with --chromium, the first round's hostile pages (up to --pages of them, every kind)
             are opened from disk in Chromium through Playwright: no dialog may open (every
             attack calls alert) and no Content-Security-Policy violation may be reported

Payloads: each of `" ' < > &` with a table of scalars that join it into a larger Unicode
Character, before it (Prepend) or after it (combining marks of several blocks, enclosing marks,
variation selectors, ZWJ, spacing marks, emoji modifiers, Hangul jamo), followed by an attack for
the context it would break (a tag with an event handler, an attribute, a comment). Round r gives
field i payload (i + 37 r) mod payloads: every round uses every payload (the site has more text
fields than there are payloads), and each round puts them in other fields. Exits 1 with one line
per difference. Reads nothing outside the repository.
"""

import argparse
import csv
import io
import json
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import html5lib

REPOSITORY = Path(__file__).resolve().parents[1]
FIXTURE = REPOSITORY / "Tests" / "Fixtures" / "sites" / "aviation"
NOW = "2026-06-15"

SPECIALS = ['<', '>', '&', '"', "'"]
# Joined to the character after them by Unicode's grapheme rules.
BEFORE = ["\u0600", "\u0605", "\u0D4E", "\U000110BD"]
# Joined to the character before them.
AFTER = ["\u0301", "\u0338", "\u1DC0", "\u20D2", "\uFE20",   # combining marks of several blocks
         "\u20DD", "\u20DE",                                   # enclosing marks
         "\uFE0F", "\U000E0100",                               # variation selectors
         "\u200D",                                             # zero width joiner
         "\u0903", "\u093E",                                   # spacing marks
         "\U0001F3FB",                                         # emoji modifier
         "\u1160", "\u11A8"]                                   # Hangul jamo
# Each starts with its special character. The joiner of a payload is put beside every special
# character of the attack, so a by-Character escaper would let the whole attack through: a tag
# that closes, an attribute that fires by itself (autofocus) and a comment.
ATTACKS = {
    '<': "<img src=x onerror=alert(1) ><!--",
    '>': "><img src=x onerror=alert(1) >",
    '&': "&lt;img src=x onerror=alert(2)&gt;",
    '"': "\" autofocus tabindex=1 onfocus=alert(3) x=\"",
    "'": "' autofocus tabindex=1 onfocus=alert(4) x='",
}
BIDI = re.compile("[\u202A-\u202E\u2066-\u2069]")


def joined(attack, before="", after=""):
    return "".join(before + character + after if character in SPECIALS else character for character in attack)


def payloads():
    made = []
    for special in SPECIALS:
        for joiner in BEFORE:
            made.append(" T" + joined(ATTACKS[special], before=joiner))
        for joiner in AFTER:
            made.append(" T" + joined(ATTACKS[special], after=joiner))
    made.append(" right\u202Eto\u2066left</title><script>alert(5)</script>")
    return made


def plain(text):
    # A separator, as each special character is to a slug made from the text (a place name).
    return re.sub(r"[\"'<>&]", "-", text)


class Injector:
    """Appends the payload of the next field to each text value it is handed."""

    def __init__(self, table, round_number, hostile):
        self.table = table
        self.offset = round_number * 37
        self.hostile = hostile
        self.count = 0

    def __call__(self, value):
        payload = self.table[(self.count + self.offset) % len(self.table)]
        self.count += 1
        return value + (payload if self.hostile else plain(payload))


def yaml_string(text):
    # A JSON string is a valid YAML double-quoted scalar.
    return json.dumps(text, ensure_ascii=False)


YAML_FIELDS = {
    "charters": ["name", "boat", "captain", "description"],
    "announcements": ["petName", "breed", "color", "description"],
    "places": ["name"],
}
EXTRA_FIELDS = {
    "charters": {"boat": "Blue Note", "captain": "Ana", "description": "Sunset sail. See [about](/)"},
    "announcements": {"breed": "Tabby", "color": "grey", "description": "## Seen\n\nNear the park."},
}


def rewrite_records(path, kind, inject):
    """The records at `path` (YAML, JSON or CSV) with every text field of YAML_FIELDS ending in a payload."""
    fields = YAML_FIELDS[kind]
    if path.suffix == ".json":
        records = json.loads(path.read_text(encoding="utf-8"))
        for record in records:
            for field in fields:
                if isinstance(record.get(field), str):
                    record[field] = inject(record[field])
        path.write_text(json.dumps(records, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        return
    if path.suffix == ".csv":
        with path.open(encoding="utf-8", newline="") as handle:
            header = next(csv.reader(handle))
        rewrite_csv(path, [field for field in fields if field in header], inject)
        return
    text = path.read_text(encoding="utf-8")
    missing = {key: value for key, value in EXTRA_FIELDS.get(kind, {}).items() if f" {key}:" not in text}
    out = []
    for line in text.splitlines():
        match = re.match(r"^(- |  )(\w+): (.*)$", line)
        # Block scalars and flow collections are left as written.
        if match and match.group(2) in fields and match.group(3)[:1] not in ("|", ">", "[", "{", ""):
            value = match.group(3)
            if value[:1] in ('"', "'"):
                value = value[1:-1]
            out.append(f"{match.group(1)}{match.group(2)}: {yaml_string(inject(value))}")
            continue
        out.append(line)
        if line.startswith("- id: "):
            for key, value in missing.items():
                out.append(f"  {key}: {yaml_string(inject(value))}")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def rewrite_front_matter(path, inject, body_text):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n") or "\n---\n" not in text:
        return
    head, body = text.split("\n---\n", 1)
    lines = []
    for line in head.splitlines():
        match = re.match(r"^(title|summary): (.*)$", line)
        lines.append(f"{match.group(1)}: {yaml_string(inject(match.group(2)))}" if match else line)
    if not any(line.startswith("summary:") for line in lines):
        lines.append(f"summary: {yaml_string(inject('In short'))}")
    body = body.replace("title: Precision approaches", "title: " + inject("Precision approaches").replace("\n", " "))
    if body_text:
        # A page's own Markdown (its headings' ids and its text). Not in reports: a report written
        # as Markdown keeps its author's text as written, raw HTML included.
        body += "\n" + inject("A paragraph") + "\n\n## " + inject("Heading") + "\n"
    path.write_text("\n".join(lines) + "\n---\n" + body, encoding="utf-8")


def rewrite_csv(path, columns, inject):
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0]
    indexes = [header.index(column) for column in columns]
    for row in rows[1:]:
        for index in indexes:
            if row[index]:
                row[index] = inject(row[index])
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    path.write_text(buffer.getvalue(), encoding="utf-8")


DATABASE_COLUMNS = {
    "airports": ["name", "municipality"],
    "aip_entries": ["value"],
    "procedures": ["name"],
    "border_crossing_points": ["airport_name"],
}


def rewrite_database(path, inject):
    connection = sqlite3.connect(path)
    for table, columns in DATABASE_COLUMNS.items():
        for rowid, *values in connection.execute(f"SELECT rowid, {', '.join(columns)} FROM {table} ORDER BY rowid").fetchall():
            changed = [inject(value) if isinstance(value, str) and value else value for value in values]
            assignments = ", ".join(f"{column} = ?" for column in columns)
            connection.execute(f"UPDATE {table} SET {assignments} WHERE rowid = ?", [*changed, rowid])
    connection.commit()
    connection.close()


def rewrite_site_yml(path, inject):
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^(title|description|\s+- title|\s+title): (.*)$", line)
        out.append(f"{match.group(1)}: {yaml_string(inject(match.group(2).strip(chr(34))))}" if match else line)
    text = "\n".join(out) + "\n"
    if not re.search(r"^description:", text, re.MULTILINE):
        text += "description: " + yaml_string(inject("Airports and pets")) + "\n"
    if not re.search(r"^menus:", text, re.MULTILINE):
        text += "menus:\n  main:\n"
        text += "    - {title: " + yaml_string(inject("About")) + ", url: /}\n"
        text += "    - {title: " + yaml_string(inject("Reports")) + ", url: /reports/}\n"
    path.write_text(text, encoding="utf-8")


def make_site(source, folder, table, round_number, hostile):
    shutil.copytree(source, folder)
    inject = Injector(table, round_number, hostile)
    rewrite_site_yml(folder / "site.yml", inject)
    data = folder / "data"
    for kind in ["charters", "announcements"]:
        for path in sorted((data / kind).glob("*")):
            if path.suffix in (".yml", ".yaml", ".json", ".csv"):
                rewrite_records(path, kind, inject)
    if (data / "places.yml").exists():
        rewrite_records(data / "places.yml", "places", inject)
    for path in sorted((folder / "pages").rglob("*.md")):
        rewrite_front_matter(path, inject, body_text=True)
    for path in sorted((folder / "reports").rglob("*.md")):
        rewrite_front_matter(path, inject, body_text=False)
    airports = data / "airports"
    for name, columns in [("airports.csv", ["name", "municipality", "keywords"]), ("countries.csv", ["name"]), ("regions.csv", ["name"])]:
        if (airports / name).exists():
            rewrite_csv(airports / name, columns, inject)
    for database in sorted(airports.glob("*.db")):
        rewrite_database(database, inject)
    return inject.count


def build(waymark, site, output):
    result = subprocess.run([waymark, "build", "--site", str(site), "--output", str(output), "--now", NOW, "--quiet"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"FAIL build of {site.name} exited {result.returncode}:\n{result.stderr}")


def html_structure(path):
    """Elements (namespace, tag, attribute names) and comments of a page, in document order."""
    document = html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=True)
    items = []
    for element in document.iter():
        if element.tag is ElementTree.Comment:
            if element.text.strip() != "raw HTML omitted":
                items.append("<!--")
            continue
        items.append(element.tag + "[" + " ".join(sorted(element.attrib)) + "]")
    return items


def xml_structure(path):
    return [element.tag + "[" + " ".join(sorted(element.attrib)) + "]" for element in ElementTree.parse(path).iter()]


def markdown_structure(path):
    text = path.read_text(encoding="utf-8")
    rows = [len(re.findall(r"(?<!\\)\|", line)) for line in text.splitlines() if line.startswith("|")]
    links = re.findall(r"(?<!\\)\]\(([^)\s]*)\)", text)
    return rows, links


def first_difference(plain_items, hostile_items):
    for index, (a, b) in enumerate(zip(plain_items, hostile_items)):
        if a != b:
            return f"item {index}: plain {a} / hostile {b}"
    return f"plain has {len(plain_items)} items, hostile {len(hostile_items)}"


def compare_file(arguments):
    relative, plain_root, hostile_root = arguments
    plain_path, hostile_path = plain_root / relative, hostile_root / relative
    suffix = plain_path.suffix
    problems = []
    try:
        if suffix == ".html":
            text = hostile_path.read_text(encoding="utf-8")
            if BIDI.search(text):
                problems.append(f"bidi {relative}: a bidirectional control from the data is on the page")
            a, b = html_structure(plain_path), html_structure(hostile_path)
            if a != b:
                problems.append(f"html {relative}: {first_difference(a, b)}")
        elif suffix in (".svg", ".xml", ".atom"):
            a, b = xml_structure(plain_path), xml_structure(hostile_path)
            if a != b:
                problems.append(f"xml {relative}: {first_difference(a, b)}")
        elif suffix in (".json", ".geojson"):
            json.loads(hostile_path.read_text(encoding="utf-8"))
        elif suffix == ".md":
            a, b = markdown_structure(plain_path), markdown_structure(hostile_path)
            if a[0] != b[0]:
                problems.append(f"markdown {relative}: table cells per row {a[0]} / hostile {b[0]}")
            if a[1] != b[1]:
                problems.append(f"markdown {relative}: link targets {a[1]} / hostile {b[1]}")
            if re.search(r"(?<!\\)<img", hostile_path.read_text(encoding="utf-8")):
                problems.append(f"markdown {relative}: a raw <img> tag from the data")
    except (ElementTree.ParseError, json.JSONDecodeError, UnicodeDecodeError) as error:
        problems.append(f"parse {relative}: {error}")
    return problems


CSP_RECORDER_JS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


def browser_problems(chromium, root, limit):
    """Opens hostile pages in Chromium; what ran (a dialog) or was blocked (a CSP violation)."""
    from playwright.sync_api import sync_playwright
    pages = sorted(root.rglob("*.html"))
    # Spread over the kinds of page: a few of every folder rather than the first of one.
    by_folder = {}
    for path in pages:
        by_folder.setdefault(path.relative_to(root).parts[0], []).append(path)
    chosen = []
    while len(chosen) < limit and any(by_folder.values()):
        for folder in sorted(by_folder):
            if by_folder[folder] and len(chosen) < limit:
                chosen.append(by_folder[folder].pop(0))
    problems = []
    with sync_playwright() as playwright:
        try:
            # Generous limits (ms): a loaded machine can be slow to start Chromium and load a page, and
            # how long that takes is not what is checked.
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"], headless=True,
                                                 timeout=1_200_000)
        except Exception as error:  # noqa: BLE001 - any failure to start is reported, never skipped
            raise SystemExit(f"error: Chromium could not be started from {chromium}: {error}")
        context = browser.new_context()
        context.set_default_timeout(1_200_000)
        context.add_init_script(CSP_RECORDER_JS)
        for path in chosen:
            page = context.new_page()
            ran = []
            page.on("dialog", lambda dialog, ran=ran: (ran.append(dialog.message), dialog.dismiss()))
            page.goto(path.as_uri(), wait_until="load")
            page.mouse.move(200, 200)
            relative = path.relative_to(root)
            for message in ran:
                problems.append(f"browser {relative}: a script from the data ran (dialog {message!r})")
            for violation in page.evaluate("window.__cspViolations || []"):
                problems.append(f"browser {relative}: Content-Security-Policy violation: {violation}")
            page.close()
        browser.close()
    return problems, len(chosen)


def run_round(waymark, source, table, round_number, work, jobs, chromium=None, browser_pages=0):
    roots = {}
    for hostile in (False, True):
        name = ("hostile" if hostile else "plain") + f"-{round_number}"
        site = work / ("site-" + name)
        fields = make_site(source, site, table, round_number, hostile)
        roots[hostile] = work / ("out-" + name)
        build(waymark, site, roots[hostile])
    plain_files = sorted(str(path.relative_to(roots[False])) for path in roots[False].rglob("*") if path.is_file())
    hostile_files = sorted(str(path.relative_to(roots[True])) for path in roots[True].rglob("*") if path.is_file())
    problems = []
    if plain_files != hostile_files:
        problems.append(f"files: the builds wrote different files: {sorted(set(plain_files) ^ set(hostile_files))[:5]}")
    shared = [Path(relative) for relative in plain_files if relative in set(hostile_files)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for found in pool.map(compare_file, [(relative, roots[False], roots[True]) for relative in shared], chunksize=8):
            problems.extend(found)
    if chromium and browser_pages:
        found, opened = browser_problems(chromium, roots[True], browser_pages)
        problems.extend(found)
        print(f"escaping: opened {opened} hostile pages in Chromium")
    return problems, len(shared), fields


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--waymark", required=True, help="the waymark binary")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", default=str(FIXTURE), help="the site to copy (default: the aviation fixture)")
    parser.add_argument("--chromium", help="also open hostile pages in this Chromium (Playwright)")
    parser.add_argument("--pages", type=int, default=80, help="how many hostile pages Chromium opens")
    parser.add_argument("--keep", help="keep the sites and outputs in this folder")
    arguments = parser.parse_args()
    table = payloads()
    with tempfile.TemporaryDirectory(prefix="waymark-escaping-") as temporary:
        work = Path(arguments.keep or temporary)
        work.mkdir(parents=True, exist_ok=True)
        rounds = arguments.rounds
        problems, files, fields = [], 0, 0
        for round_number in range(rounds):
            found, compared, fields = run_round(arguments.waymark, Path(arguments.site), table, round_number, work, arguments.jobs,
                                                arguments.chromium if round_number == 0 else None, arguments.pages)
            problems.extend(f"round {round_number}: {problem}" for problem in found)
            files += compared
        if fields < len(table):
            problems.append(f"only {fields} text fields for {len(table)} payloads: some payloads were never used")
    for problem in problems:
        print("FAIL " + problem)
    print(f"escaping: {len(table)} payloads in {fields} text fields over {rounds} rounds, {files} files compared, "
          f"{len(problems)} problems")
    print(f"{0 if problems else 1} passed, {1 if problems else 0} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
