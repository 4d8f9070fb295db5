"""The mutation families of the site fuzzer (scripts/fuzz/run.py).

Each family takes the run's copy of the site and a seeded random generator, changes the site in
place and returns a `Mutation`: what it did, where, and what Waymark must do with it:
  "reject"  the input is broken: exit 1 with located errors, Output/ left as it was;
  "accept"  the input is valid: exit 0;
  "either"  valid or not depending on where the mutation landed; only the general checks apply.
Every family is deterministic given the generator, so a run is reproducible from its seed.
"""

import csv
import io
import json
import os
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from hostile_text import make_payloads  # noqa: E402

TEXT_SUFFIXES = (".md", ".yml", ".yaml", ".csv", ".json")
ESCAPE_PAYLOAD = "\x1b]0;PWNED\x07\x1b[31mred\x1b[0m"


@dataclass
class Mutation:
    family: str
    path: str            # the changed file or folder, relative to the site
    expect: str          # "reject", "accept" or "either"
    detail: str = ""
    run_as_nobody: bool = False  # unreadable files mean nothing to root
    cleanup: list = field(default_factory=list)  # paths to make removable again
    same_structure: bool = False  # a successful build must add no element or attribute to a page


def text_files(site: Path, under=("pages", "reports", "data")):
    files = []
    for top in under:
        for path in sorted((site / top).rglob("*")):
            if path.is_file() and not path.is_symlink() and path.suffix in TEXT_SUFFIXES:
                if path.name != "README.md":
                    files.append(path)
    return files


def data_files(site: Path, kinds=("charters", "announcements")):
    return [p for kind in kinds for p in sorted((site / "data" / kind).iterdir()) if p.is_file()]


def rel(site: Path, path: Path) -> str:
    return str(path.relative_to(site))


def pick_line(rng: random.Random, lines, predicate):
    candidates = [i for i, line in enumerate(lines) if predicate(line)]
    return rng.choice(candidates) if candidates else None


# ---- byte-level damage -------------------------------------------------------------------------

def truncate(site, rng):
    path = rng.choice(text_files(site))
    data = path.read_bytes()
    path.write_bytes(data[: rng.randrange(0, max(1, len(data)))])
    return Mutation("truncate", rel(site, path), "either")


def byte_flip(site, rng):
    path = rng.choice(text_files(site))
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 8)):
        if data:
            i = rng.randrange(len(data))
            data[i] = rng.choice(b"\"':-[]{}#&*!|>,\n\t 0123456789abcXYZ")
    path.write_bytes(bytes(data))
    return Mutation("byte_flip", rel(site, path), "either")


def invalid_utf8(site, rng):
    path = rng.choice(text_files(site))
    data = path.read_bytes()
    i = rng.randrange(0, len(data) + 1)
    bad = rng.choice([b"\xff", b"\xc3\x28", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80"])
    path.write_bytes(data[:i] + bad + data[i:])
    return Mutation("invalid_utf8", rel(site, path), "reject", repr(bad))


def bom_crlf(site, rng):
    path = rng.choice(text_files(site))
    text = path.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    path.write_bytes(b"\xef\xbb\xbf" + text)
    return Mutation("bom_crlf", rel(site, path), "accept")


def empty_file(site, rng):
    path = rng.choice(text_files(site))
    path.write_bytes(b"")
    return Mutation("empty_file", rel(site, path), "either")


def huge_line(site, rng):
    path = rng.choice(text_files(site, under=("pages", "reports")))
    with path.open("ab") as f:
        f.write(b"\n" + b"long " * (10 * 1024 * 1024) + b"\n")
    return Mutation("huge_line", rel(site, path), "either", "a 50 MB line")


# ---- structured damage -------------------------------------------------------------------------

def csv_unbalanced_quote(site, rng):
    """One field of one row written with broken quoting (RFC 4180); the other fields re-quoted as needed.
    A quote left open is only put in the last row, where nothing after it can close it."""
    path = rng.choice([p for p in data_files(site) if p.suffix == ".csv"])
    lines = path.read_text(encoding="utf-8").split("\n")
    # Rows on one line only (an odd number of quotes means a field that goes on to the next line).
    rows = [i for i in range(1, len(lines)) if lines[i].strip() and lines[i].count('"') % 2 == 0]
    if not rows:
        return None
    i = rng.choice(rows)
    fields = next(csv.reader([lines[i]]))
    j = rng.randrange(len(fields))
    value = fields[j].replace('"', "") or "x"
    forms = ['{}"x', '"{}"def', '""{}', 'ab"{}', '"{}" ']
    if i == rows[-1]:
        forms.append('"{}')
    form = rng.choice(forms)
    cells = []
    for k, field in enumerate(fields):
        if k == j:
            cells.append(form.format(value))
        else:
            cell = io.StringIO()
            csv.writer(cell, lineterminator="").writerow([field])
            cells.append(cell.getvalue())
    lines[i] = ",".join(cells)
    path.write_text("\n".join(lines), encoding="utf-8")
    return Mutation("csv_quote", rel(site, path), "reject", f"line {i + 1}, field {j + 1}: {form}")


def replace_coordinate(site, rng, family, values, expect):
    """Replaces one latitude or longitude in a YAML or JSON record file with a value from
    `values[key]`, where key is "latitude" or "longitude"."""
    path = rng.choice([p for p in data_files(site) if p.suffix in (".yml", ".json")])
    text = path.read_text(encoding="utf-8")
    matches = list(re.finditer(r'("?(latitude|longitude)"?\s*:\s*)(-?[0-9.]+)', text))
    if not matches:
        return None
    m = rng.choice(matches)
    value = rng.choice(values[m.group(2)])
    text = text[: m.start(3)] + value + text[m.end(3):]
    path.write_text(text, encoding="utf-8")
    line = text.count("\n", 0, m.start()) + 1
    return Mutation(family, rel(site, path), expect, f"line {line}: {m.group(2)} {value}")


def out_of_range_coordinate(site, rng):
    return replace_coordinate(site, rng, "out_of_range", {"latitude": ["91", "-90.0001", "1000", "-181"],
                                                          "longitude": ["181", "-180.5", "1000", "360.1"]}, "reject")


def not_finite_number(site, rng):
    values = ["NaN", ".nan", "inf", "-.inf", "1e400", "-1e400"]
    return replace_coordinate(site, rng, "nan_inf", {"latitude": values, "longitude": values}, "reject")


def swapped_coordinates(site, rng):
    path = rng.choice([p for p in data_files(site) if p.suffix == ".yml"])
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"\blatitude:", "__LAT__:", text)
    text = re.sub(r"\blongitude:", "latitude:", text)
    text = text.replace("__LAT__:", "longitude:")
    path.write_text(text, encoding="utf-8")
    return Mutation("swapped_coordinates", rel(site, path), "either")


def duplicate_id_across_formats(site, rng):
    kind = rng.choice(["charters", "announcements"])
    files = data_files(site, (kind,))
    source, target = rng.sample(files, 2)
    ids = re.findall(r'(?m)^(?:- id: "?|\s*"id": "|)([a-z][a-z0-9-]+)(?:"|,|$)', source.read_text(encoding="utf-8"))
    ids = [i for i in ids if i != "id"]
    if not ids:
        return None
    dup = rng.choice(ids)
    text = target.read_text(encoding="utf-8")
    if target.suffix == ".csv":
        first = text.split("\n", 2)
        row = first[1].split(",", 1)
        text = first[0] + "\n" + first[1] + "\n" + dup + "," + row[1] + "\n" + (first[2] if len(first) > 2 else "")
    elif target.suffix == ".json":
        text, changed = re.subn(r'"id": "[^"]+"', f'"id": "{dup}"', text, count=1)
        if not changed:
            return None
    else:
        text, changed = re.subn(r"(?m)^- id: .*$", f"- id: {dup}", text, count=1)
        if not changed:
            return None
    target.write_text(text, encoding="utf-8")
    return Mutation("duplicate_id", rel(site, target), "reject", f"id {dup} from {source.name}")


def reversed_date_range(site, rng):
    path = rng.choice([p for p in data_files(site, ("charters",)) if p.suffix == ".yml"])
    text = path.read_text(encoding="utf-8")
    starts = list(re.finditer(r"(?m)^  start: (\d{4}-\d\d-\d\d)\n  end: (\d{4}-\d\d-\d\d)$", text))
    if not starts:
        return None
    m = rng.choice(starts)
    start, end = m.group(1), m.group(2)
    later = f"{int(end[:4]) + 1}{end[4:]}"
    text = text[: m.start()] + f"  start: {later}\n  end: {start}" + text[m.end():]
    path.write_text(text, encoding="utf-8")
    return Mutation("reversed_dates", rel(site, path), "reject", f"{later} → {start}")


def deep_nesting(site, rng):
    depth = rng.choice([200, 5000, 20000])
    if rng.random() < 0.5:
        path = site / "data" / "charters" / "deep.json"
        path.write_text("[" * depth + "]" * depth, encoding="utf-8")
    else:
        path = site / "data" / "charters" / "deep.yml"
        path.write_text("a: " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
    return Mutation("deep_nesting", rel(site, path), "reject", f"depth {depth}")


def alias_bomb(site, rng):
    letters = "abcdefghij"
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, cur in zip(letters, letters[1:]):
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    bomb = "\n".join(lines) + "\n"
    where = rng.choice(["data", "front matter", "places", "site"])
    if where == "data":
        path = site / "data" / rng.choice(["charters", "announcements"]) / "bomb.yml"
        path.write_text(bomb, encoding="utf-8")
    elif where == "front matter":
        path = site / "pages" / "bomb.md"
        path.write_text("---\ntitle: Bomb\n" + bomb + "---\nText.\n", encoding="utf-8")
    elif where == "places":
        path = site / "data" / "places.yml"
        path.write_text(path.read_text(encoding="utf-8") + "- name: Bomb\n  slug: bomb\n  extra:\n" +
                        "".join("    " + l + "\n" for l in lines), encoding="utf-8")
    else:
        path = site / "site.yml"
        path.write_text(path.read_text(encoding="utf-8") + "extra:\n" +
                        "".join("  " + l + "\n" for l in lines), encoding="utf-8")
    return Mutation("alias_bomb", rel(site, path), "reject", where)


def broken_database(site, rng):
    path = site / "data" / "airports" / "airports_small.db"
    data = path.read_bytes()
    if rng.random() < 0.5:
        path.write_bytes(data[: rng.randrange(0, len(data) // 2)])
        return Mutation("truncated_db", rel(site, path), "reject")
    path.write_bytes(rng.choice([b"not a database\n", b"SQLite format 3\x00" + b"\x00" * 40, b""]))
    return Mutation("non_sqlite_db", rel(site, path), "reject")


def symlink_loop(site, rng):
    folder = site / "data" / rng.choice(["charters", "announcements"])
    a, b = folder / "loop-a.yml", folder / "loop-b.yml"
    os.symlink(b.name, a)
    os.symlink(a.name, b)
    return Mutation("symlink_loop", rel(site, a), "reject")


# ---- theme damage (the template families) ----------------------------------------------------

TEMPLATE_SHAPES = {
    # shape: {file under Templates/: its text}; the first file is the one the error must name.
    "self_include": {"partials/footer.mustache": "<footer>{{> partials/footer}}</footer>\n"},
    "mutual_include": {"partials/footer.mustache": "{{> partials/header}}\n",
                       "partials/header.mustache": "{{> partials/footer}}\n"},
    "self_inherit": {"base.mustache": "{{< base}}{{$main}}x{{/main}}{{/base}}\n"},
    "unknown_partial": {"partials/footer.mustache": "<footer>{{> partials/nosuch}}</footer>\n"},
    "unbalanced_section": {"partials/footer.mustache": "<footer>{{#site.title}}open</footer>\n"},
    "deep_sections": {"partials/footer.mustache": "{{#site}}" * 10000 + "x" + "{{/site}}" * 10000 + "\n"},
}


def template(site, rng):
    shape = rng.choice(list(TEMPLATE_SHAPES))
    files = TEMPLATE_SHAPES[shape]
    for name, text in files.items():
        path = site / "Templates" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return Mutation("template_" + shape, "Templates/" + next(iter(files)), "reject")


# ---- the hardening families ------------------------------------------------------------------

def unreadable(site, rng):
    choice = rng.choice(["data/charters", "data/announcements", "reports", "pages", "data/airports",
                         "data/charters/mediterranean.yml", "pages/about.md"])
    path = site / choice
    path.chmod(0o000)
    return Mutation("unreadable", choice, "reject", run_as_nobody=True, cleanup=[choice])


def fifo(site, rng):
    path = site / rng.choice(["data/airports/pipe.db", "data/charters/pipe.yml", "pages/pipe.md"])
    os.mkfifo(path)
    return Mutation("fifo", rel(site, path), "reject")


def huge_number(site, rng):
    value = rng.choice(["1e19", "9999999999999999999999", "1e308", "-5", "20038"])
    if rng.random() < 0.5:
        path = site / "data" / "places.yml"
        text = path.read_text(encoding="utf-8")
        if "  kind: neighbourhood\n" not in text:
            return None
        text = text.replace("  kind: neighbourhood\n", f"  kind: neighbourhood\n  radiusKm: {value}\n", 1)
        path.write_text(text, encoding="utf-8")
    else:
        path = site / "reports" / "huge-radius.md"
        path.write_text(f"---\ntitle: Huge\n---\n\n```waymark\nquery: airports\nnear-airport: EGTF\n"
                        f"within: {value}km\nshow: [table]\n```\n", encoding="utf-8")
    return Mutation("huge_number", rel(site, path), "reject", value)


def repeated_headings(site, rng):
    path = site / "pages" / "headings.md"
    path.write_text("---\ntitle: Headings\n---\n\n" + "## Same heading\n\ntext\n\n" * 20000, encoding="utf-8")
    return Mutation("repeated_headings", rel(site, path), "accept")


def escape_sequences(site, rng):
    path = rng.choice([p for p in data_files(site) if p.suffix == ".yml"])
    text = path.read_text(encoding="utf-8")
    payload = json.dumps(ESCAPE_PAYLOAD)
    if rng.random() < 0.5:
        text, changed = re.subn(r"(?m)^(  (?:destination|address): ).*$", lambda m: m.group(1) + payload, text, count=1)
        expect = "either"
    else:
        text, changed = re.subn(r"(?m)^(  latitude: ).*$", lambda m: m.group(1) + payload, text, count=1)
        expect = "reject"
    if not changed:
        return None
    path.write_text(text, encoding="utf-8")
    return Mutation("escape_sequences", rel(site, path), expect)


# ---- hostile text: escaping, URL schemes, long ids, cmark's worst cases -------------------------

# Keys whose values are plain text on pages, in every kind of record file and in front matter.
TEXT_KEYS = ("name", "boat", "captain", "destination", "petName", "breed", "color", "address", "contact",
             "title", "summary")
GRAPHEME_PAYLOADS = [p for p in make_payloads() if not p.isascii()]


def set_text_value(site, rng, keys, value):
    """Sets one `key: value` of a YAML data file, JSON data file, CSV data file, page's front matter or
    site.yml (a key of `keys` chosen at random) to `value`; returns (path, key) or None."""
    candidates = data_files(site) + [site / "data" / "places.yml", site / "site.yml"] + \
        [p for p in text_files(site, under=("pages", "reports")) if p.suffix == ".md"]
    path = rng.choice(candidates)
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".csv":
        rows = list(csv.reader(io.StringIO(text)))
        columns = [i for i, name in enumerate(rows[0]) if name in keys] if rows else []
        if len(rows) < 2 or not columns:
            return None
        row, column = rng.randrange(1, len(rows)), rng.choice(columns)
        rows[row][column] = value
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(rows)
        path.write_text(out.getvalue(), encoding="utf-8")
        return path, rows[0][column]
    key_pattern = "|".join(keys)
    if path.suffix == ".json":
        pattern = rf'("(?P<key>{key_pattern})"\s*:\s*)"(?:[^"\\]|\\.)*"'
    else:
        end = text.find("\n---", 4) if path.suffix == ".md" else len(text)
        pattern = rf"(?m)^(\s*-?\s*(?P<key>{key_pattern}):[ \t]+)(?![|>&*!\[{{]).*$"
        text, rest = text[:end], text[end:] if end > 0 else ""
    matches = list(re.finditer(pattern, text))
    if not matches:
        return None
    m = rng.choice(matches)
    text = text[: m.start()] + m.group(1) + json.dumps(value, ensure_ascii=False) + text[m.end():]
    if path.suffix not in (".json",):
        text += rest
    path.write_text(text, encoding="utf-8")
    return path, m.group("key")


def grapheme_escapes(site, rng):
    """A special character of HTML joined to a Prepend character, combining mark, ZWJ, … in a text field:
    valid text that must build, and must not add an element or attribute to any page."""
    payload = rng.choice(GRAPHEME_PAYLOADS)
    changed = set_text_value(site, rng, TEXT_KEYS, "Text " + payload)
    if changed is None:
        return None
    return Mutation("grapheme_escapes", rel(site, changed[0]), "accept", f"{changed[1]}: {payload!r}",
                    same_structure=True)


SCHEME_TRICKS = ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " java\tscript:alert(1)", "&#106;avascript:alert(1)",
                 "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "\x01javascript:alert(1)"]


def scheme_tricks(site, rng):
    """A script URL where a link or image address is read: a photo, a contact, a menu URL of site.yml, a
    Markdown link. Refused at the value's line and column."""
    url = rng.choice(SCHEME_TRICKS).replace("\x01", "")
    where = rng.choice(["photo", "contact", "menu", "markdown"])
    if where in ("photo", "contact"):
        path = rng.choice([p for p in data_files(site, ("announcements",)) if p.suffix == ".yml"])
        text = path.read_text(encoding="utf-8")
        text, changed = re.subn(r"(?m)^(- id: .*)$", lambda m: m.group(1) + f"\n  {where}: " + json.dumps(url),
                                text, count=1)
        if where == "contact":
            text = re.sub(r"(?m)^  contact: (?!\"(?:java|JaVa| java|&#|data|vbs)).*\n", "", text, count=0)
    elif where == "menu":
        path = site / "site.yml"
        text, changed = re.subn(r"(?m)^(\s+url: )/about/$", lambda m: m.group(1) + json.dumps(url),
                                path.read_text(encoding="utf-8"), count=1)
    else:
        path = site / "pages" / "about.md"
        text = path.read_text(encoding="utf-8") + f"\n[Click here](<{url}>)\n"
        changed = 1
    if not changed:
        return None
    path.write_text(text, encoding="utf-8")
    return Mutation("scheme_tricks", rel(site, path), "reject", f"{where}: {url!r}", same_structure=True)


def long_ids(site, rng):
    """An announcement id or a charter region of 300 characters: names a folder of the output, refused
    at its line and column."""
    long = "a" + "b" * 298 + "c"
    if rng.random() < 0.5:
        path = rng.choice([p for p in data_files(site, ("announcements",)) if p.suffix == ".yml"])
        text, changed = re.subn(r"(?m)^- id: .*$", f"- id: {long}", path.read_text(encoding="utf-8"), count=1)
        what = "announcement id"
    else:
        path = rng.choice([p for p in data_files(site, ("charters",)) if p.suffix == ".yml"])
        text, changed = re.subn(r"(?m)^(  region: ).*$", lambda m: m.group(1) + long.title(),
                                path.read_text(encoding="utf-8"), count=1)
        what = "charter region"
    if not changed:
        return None
    path.write_text(text, encoding="utf-8")
    return Mutation("long_ids", rel(site, path), "reject", what, same_structure=True)


def cmark_quadratic(site, rng):
    """Markdown that cmark's bracket matching takes quadratic time over, in a page or a pet's description:
    must finish within the deadline and the memory limit, built or refused."""
    pattern = rng.choice(["![[]()", "[]("])
    body = pattern * 20000
    if rng.random() < 0.5:
        path = site / "pages" / "brackets.md"
        path.write_text("---\ntitle: Brackets\n---\n\n" + body + "\n", encoding="utf-8")
    else:
        path = rng.choice([p for p in data_files(site, ("announcements",)) if p.suffix == ".yml"])
        text, changed = re.subn(r"(?m)^(- id: .*)$", lambda m: m.group(1) + "\n  description: " + json.dumps(body),
                                path.read_text(encoding="utf-8"), count=1)
        text = re.sub(r"(?m)^  description: (?!\"!?\[).*\n", "", text)
        if not changed:
            return None
        path.write_text(text, encoding="utf-8")
    return Mutation("cmark_quadratic", rel(site, path), "either", f"{pattern!r} x 20000")


FAMILIES = [
    truncate, byte_flip, invalid_utf8, bom_crlf, empty_file, huge_line, csv_unbalanced_quote,
    out_of_range_coordinate, not_finite_number, swapped_coordinates, duplicate_id_across_formats,
    reversed_date_range, deep_nesting, alias_bomb, broken_database, symlink_loop, template,
    unreadable, fifo, huge_number, repeated_headings, escape_sequences,
    grapheme_escapes, scheme_tricks, long_ids, cmark_quadratic,
]
