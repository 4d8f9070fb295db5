#!/usr/bin/env python3
"""Seeded mutation fuzzer for `waymark check` and `waymark build` (issue #17).

Every run copies one base site, applies one mutation drawn from a seeded generator, and runs the
real `waymark` binary on it. A run is reproducible from the seed and its number:
`scripts/fuzz.py --seed S --only N --keep` leaves the mutated site of run N in the work folder.

Base sites are the fixture sites in Tests/Fixtures/sites (pets-charters: YAML records and pages;
aviation: OurAirports CSVs, a euro_aip database, query blocks) and a small copy of the example
site's charter, announcement and place files in every format (CSV, JSON, YAML). The whole example
site, with its 9,800 airports, takes tens of seconds a build: too slow for thousands of runs.

Checks, for every run:
  - no crash: the exit status is 0 or 1 (never a signal, never another status);
  - no hang: the run ends within --deadline seconds (killed otherwise);
  - a broken input is refused: mutations that always break the input must exit 1 ("silent
    accept" otherwise), and every error line is located: `path:line:col: error:` for files with
    lines, `file.db:table:rowid: error:` for SQLite, a bare `path: error:` only for whole-file
    problems (empty, unreadable, not UTF-8, not a database);
  - Output/ untouched: a failed `build` leaves the previous output byte for byte;
  - peak memory (maximum resident set size of the waymark process) under --max-rss-mb.

Prints one line per problem and a summary; exits 1 when any check failed. Never reads anything
outside the repository. Needs only Python 3's standard library.
"""
import argparse
import concurrent.futures
import hashlib
import os
import pathlib
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures" / "sites"
NOW = {"pets-charters": "2026-06-01", "aviation": "2026-06-01", "formats": "2026-06-15"}

# `path: error:`, `path:12: error:`, `path:12:3: error:`, `file.db:table:7: error:`.
LOCATED = re.compile(r"^(?P<path>[^\n:]+?)(?::(?P<line>\d+)(?::(?P<col>\d+))?|:(?P<table>[a-z_]+):(?P<rowid>\d+))?: error: ")


# ---------------------------------------------------------------- base sites

def make_formats_site(target: pathlib.Path) -> None:
    """Charters, announcements and places in CSV, JSON and YAML, from the example site's own files."""
    source = ROOT / "Content"
    (target / "pages").mkdir(parents=True)
    (target / "data" / "charters").mkdir(parents=True)
    (target / "data" / "announcements").mkdir(parents=True)
    (target / "static").mkdir(parents=True)
    (target / "site.yml").write_text("title: Formats\nbaseURL: https://formats.example.org/\n", encoding="utf-8")
    (target / "pages" / "_index.md").write_text("---\ntitle: Home\n---\nHello.\n", encoding="utf-8")
    (target / "static" / "note.txt").write_text("static file\n", encoding="utf-8")

    def head(path: pathlib.Path, lines: int) -> str:
        return "".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[:lines])

    charters = source / "data" / "charters"
    (target / "data" / "charters" / "scandinavia.csv").write_text(head(charters / "scandinavia.csv", 8), encoding="utf-8")
    announcements = source / "data" / "announcements"
    (target / "data" / "announcements" / "lyon.csv").write_text(head(announcements / "lyon.csv", 10), encoding="utf-8")
    (target / "data" / "charters" / "extra.json").write_text(
        '[{"id": "json-one", "name": "JSON charter", "boat": "Byte", "vesselType": "sailing yacht",\n'
        '  "destination": "Split, Croatia", "latitude": 43.5, "longitude": 16.44,\n'
        '  "start": "2026-07-01", "end": "2026-07-08", "visibility": "public"}]\n', encoding="utf-8")
    (target / "data" / "charters" / "more.yml").write_text(
        "- id: yaml-one\n  name: YAML charter\n  boat: Line\n  vesselType: catamaran\n"
        "  destination: Hvar, Croatia\n  latitude: 43.17\n  longitude: 16.44\n"
        "  start: 2026-08-01\n  end: 2026-08-08\n  visibility: public\n", encoding="utf-8")
    (target / "data" / "places.yml").write_text(
        "- name: Lyon\n  slug: lyon\n  latitude: 45.76\n  longitude: 4.84\n  radiusKm: 10\n", encoding="utf-8")


def prepare_bases(work: pathlib.Path) -> dict:
    bases = {}
    for name in ("pets-charters", "aviation"):
        target = work / "base" / name
        shutil.copytree(FIXTURES / name, target, symlinks=True)
        bases[name] = target
    make_formats_site(work / "base" / "formats")
    bases["formats"] = work / "base" / "formats"
    return bases


# ---------------------------------------------------------------- mutations
# Each returns (kind, relative path, must_fail). `must_fail` is True when the mutation always
# makes the input invalid, so exit 0 is a silent accept.

TEXT_SUFFIXES = (".yml", ".yaml", ".json", ".csv", ".md")


def files_of(site: pathlib.Path, suffixes=TEXT_SUFFIXES):
    found = []
    for path in sorted(site.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.suffix.lower() in suffixes:
            found.append(path)
    return found


def record_files(site, suffixes=(".yml", ".json", ".csv")):
    return [p for p in files_of(site, suffixes) if "data" in p.relative_to(site).parts and p.name != "places.yml"
            and "airports" not in p.relative_to(site).parts]


def rel(site, path):
    return str(path.relative_to(site))


def m_truncate(rng, site):
    path = rng.choice(files_of(site))
    data = path.read_bytes()
    path.write_bytes(data[: rng.randrange(0, max(1, len(data)))])
    return "truncate", rel(site, path), False


def m_byte_flip(rng, site):
    path = rng.choice(files_of(site))
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 4)):
        if data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))
    return "byte-flip", rel(site, path), False


def m_invalid_utf8(rng, site):
    path = rng.choice(files_of(site))
    data = path.read_bytes()
    at = rng.randrange(0, len(data) + 1)
    path.write_bytes(data[:at] + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xe2\x82"]) + data[at:])
    return "invalid-utf8", rel(site, path), True


def m_bom_crlf(rng, site):
    path = rng.choice(files_of(site))
    data = path.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    path.write_bytes(b"\xef\xbb\xbf" + data)
    return "bom-crlf", rel(site, path), False


def m_csv_quote(rng, site):
    csvs = [p for p in files_of(site, (".csv",)) if p.stat().st_size > 0]
    if not csvs:
        return m_byte_flip(rng, site)
    path = rng.choice(csvs)
    lines = path.read_bytes().split(b"\n")
    row = rng.randrange(1, max(2, len(lines) - 1)) if len(lines) > 2 else 0
    # A quote before the row's first field: a quoted field never closed, or (when the field was
    # quoted already) an empty quoted field followed by text. Both break RFC 4180.
    lines[row] = b'"' + lines[row]
    path.write_bytes(b"\n".join(lines))
    return "csv-unbalanced-quote", rel(site, path), True


COORDINATE = re.compile(rb"(latitude|longitude|latitude_deg|longitude_deg)(\"?\s*[:=]\s*\"?)(-?\d+(?:\.\d+)?)")


def coordinate_files(site):
    return [p for p in files_of(site, (".yml", ".json")) if COORDINATE.search(p.read_bytes())]


def m_coordinates(rng, site):
    candidates = coordinate_files(site)
    if not candidates:
        return m_byte_flip(rng, site)
    path = rng.choice(candidates)
    data = path.read_bytes()
    matches = list(COORDINATE.finditer(data))
    match = rng.choice(matches)
    kind = rng.choice(["out-of-range", "nan", "inf", "1e400", "swap"])
    if kind == "swap":
        # Swap every latitude with the longitude of its record: valid numbers either way.
        swapped = re.sub(rb"latitude", b"__lat__", data)
        swapped = re.sub(rb"longitude", b"latitude", swapped).replace(b"__lat__", b"longitude")
        path.write_bytes(swapped)
        return "coordinates-swapped", rel(site, path), False
    value = {"out-of-range": b"195.5" if match.group(1).startswith(b"long") else b"95.2",
             "nan": b"NaN", "inf": b"inf", "1e400": b"1e400"}[kind]
    path.write_bytes(data[: match.start(3)] + value + data[match.end(3):])
    return "coordinates-" + kind, rel(site, path), True


ID_LINE = re.compile(rb"(?m)^(?:-\s+|\s+)id:\s*(\S+)\s*$")


def m_duplicate_id(rng, site):
    for path in record_files(site, (".yml",)):
        found = ID_LINE.search(path.read_bytes())
        if found:
            ident = found.group(1).decode("utf-8", "replace").strip('"')
            target = path.parent / "duplicate.json"
            kind = "announcements" if "announcements" in path.parts else "charters"
            extra = '"status": "lost", "species": "cat"' if kind == "announcements" else '"name": "Twin"'
            target.write_text('[{"id": "%s", %s}]\n' % (ident, extra), encoding="utf-8")
            return "duplicate-id-across-formats", rel(site, target), True
    return m_byte_flip(rng, site)


DATES = re.compile(rb"(?m)^(\s+)(start|from|startDate):\s*(\d{4}-\d{2}-\d{2})\s*\n\1(end|to|endDate):\s*(\d{4}-\d{2}-\d{2})")


def m_reversed_dates(rng, site):
    for path in rng.sample(record_files(site, (".yml",)), k=len(record_files(site, (".yml",)))):
        data = path.read_bytes()
        found = [m for m in DATES.finditer(data) if m.group(3) < m.group(5)]
        if found:
            m = rng.choice(found)
            replaced = m.group(0).replace(m.group(3), b"@@").replace(m.group(5), m.group(3)).replace(b"@@", m.group(5))
            path.write_bytes(data[: m.start()] + replaced + data[m.end():])
            return "reversed-dates", rel(site, path), True
    return m_byte_flip(rng, site)


def m_empty(rng, site):
    path = rng.choice(files_of(site) + files_of(site, (".db",)))
    path.write_bytes(b"")
    # An empty record file is zero records; an empty site.yml, page or database is an error.
    must = path.name == "site.yml" or path.suffix in (".md", ".db") or path.parent.name == "airports"
    return "empty-file", rel(site, path), must


def m_long_line(rng, site, megabytes):
    path = rng.choice(record_files(site) or files_of(site))
    with open(path, "ab") as handle:
        handle.write(b"\n# " if path.suffix in (".yml", ".yaml") else b"\n")
        handle.write(b"x" * (megabytes << 20))
        handle.write(b"\n")
    return "long-line-%dMB" % megabytes, rel(site, path), False


def m_deep_nesting(rng, site):
    depth = rng.choice([2_000, 20_000, 200_000])
    if rng.random() < 0.5:
        target = site / "data" / "charters" / "deep.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"[" * depth + b"]" * depth)
    else:
        target = site / "data" / "charters" / "deep.yml"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"- " + b"[" * depth + b"]" * depth + b"\n")
    return "deep-nesting-%d" % depth, rel(site, target), True


BOMB = "\n".join(['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'] + [
    "%s: &%s [%s]" % (c, c, ",".join(["*" + p] * 9)) for p, c in zip("abcdefghi", "bcdefghij")]) + "\n"


def m_alias_bomb(rng, site):
    where = rng.choice(["data", "site.yml", "front matter"])
    if where == "data":
        target = site / "data" / "charters" / "bomb.yml"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(BOMB, encoding="utf-8")
    elif where == "site.yml":
        target = site / "site.yml"
        target.write_text(target.read_text(encoding="utf-8") + BOMB.replace("a: &a", "zz: &a", 1)
                          .replace("\nb:", "\nzb:").replace("\nj:", "\nzj:"), encoding="utf-8")
    else:
        target = site / "pages" / "bomb.md"
        target.write_text("---\ntitle: Bomb\n" + BOMB + "---\nBody\n", encoding="utf-8")
    return "alias-bomb-" + where.replace(" ", "-").replace(".", "-"), rel(site, target), True


def m_database(rng, site):
    databases = files_of(site, (".db",))
    if not databases:
        return m_byte_flip(rng, site)
    path = rng.choice(databases)
    data = path.read_bytes()
    if rng.random() < 0.5:
        path.write_bytes(data[: rng.randrange(100, max(101, len(data) // 2))])
        return "db-truncated", rel(site, path), True
    path.write_bytes(b"this is not a SQLite database\n" * rng.randint(1, 200))
    return "db-not-sqlite", rel(site, path), True


def m_symlink_loop(rng, site):
    where = rng.choice(["static", "data/charters", "pages"])
    folder = site / where
    folder.mkdir(parents=True, exist_ok=True)
    link = folder / "loop"
    os.symlink("." if rng.random() < 0.5 else "..", link)
    return "symlink-loop-" + where.replace("/", "-"), rel(site, link), False


MUTATIONS = [m_truncate, m_byte_flip, m_invalid_utf8, m_bom_crlf, m_csv_quote, m_coordinates, m_duplicate_id,
             m_reversed_dates, m_empty, m_long_line, m_deep_nesting, m_alias_bomb, m_database, m_symlink_loop]


# ---------------------------------------------------------------- running

def tree_digest(folder: pathlib.Path) -> str:
    digest = hashlib.sha256()
    if not folder.exists():
        return "missing"
    for path in sorted(folder.rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def run_waymark(binary, arguments, cwd, deadline):
    """Runs waymark; returns (status or None on hang, stdout, stderr, max RSS in MB, seconds)."""
    started = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen([binary] + arguments, cwd=cwd, stdout=out, stderr=err, start_new_session=True)
        status = None
        rusage = None
        while True:
            pid, code, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                status = os.waitstatus_to_exitcode(code)
                rusage = usage
                break
            if time.monotonic() - started > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                _, code, rusage = os.wait4(process.pid, 0)
                status = None
                break
            time.sleep(0.01)
        process.returncode = 0  # reaped above
        out.seek(0)
        err.seek(0)
        rss_mb = (rusage.ru_maxrss / 1024) if rusage else 0
        return (status, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"),
                rss_mb, time.monotonic() - started)


def error_lines(stderr: str):
    return [line for line in stderr.splitlines() if ": error: " in line and not line.startswith(" ")]


def check_located(lines, mutated: str):
    """Problems with the error lines: not located, or a file with lines reported without one."""
    problems = []
    for line in lines:
        match = LOCATED.match(line)
        if not match:
            problems.append("error without a location: " + line[:160])
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, help="number of the first run (continue a run cut short)")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "waymark"))
    parser.add_argument("--deadline", type=float, default=60.0, help="seconds a run may take (a hang beyond)")
    parser.add_argument("--max-rss-mb", type=float, default=1536.0, help="peak memory bound per run, MB")
    parser.add_argument("--long-line-mb", type=int, default=50, help="size of the long-line mutation, MB")
    parser.add_argument("--only", type=int, help="run only this run number (reproduce one)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    parser.add_argument("--time-limit", type=float, help="stop starting runs after this many seconds")
    parser.add_argument("--jobs", type=int, default=1, help="runs at once")
    parser.add_argument("--verbose", action="store_true", help="print every run with its exit status and first error")
    options = parser.parse_args()

    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"error: {binary} is not an executable: build waymark first (swift build --product waymark)", file=sys.stderr)
        return 2
    work = pathlib.Path(tempfile.mkdtemp(prefix="waymark-fuzz-"))
    started = time.monotonic()
    counts = {"runs": 0, "crashes": 0, "hangs": 0, "silent accepts": 0, "unlocated errors": 0,
              "output changed": 0, "over memory": 0, "exit 0": 0, "exit 1": 0}
    kinds = {}
    peak = 0.0
    failures = []
    try:
        bases = prepare_bases(work)
        # Each base must be clean, and gives the "previous good build" that failed builds must keep.
        good = {}
        for name, base in bases.items():
            output = work / "good" / name
            status, _, stderr, _, _ = run_waymark(binary, ["build", "--site", str(base), "--output", str(output),
                                                            "--now", NOW[name], "--quiet"], work, options.deadline)
            if status != 0:
                print(f"error: the base site {name} does not build (status {status}):\n{stderr[:2000]}", file=sys.stderr)
                return 2
            good[name] = output
        numbers = [options.only] if options.only is not None else list(range(options.first, options.first + options.runs))
        lock = threading.Lock()

        def one(number):
            if options.time_limit and time.monotonic() - started > options.time_limit:
                return
            rng = random.Random(f"{options.seed}:{number}")
            name = rng.choice(sorted(bases))
            site = work / "run" / str(number) / name
            shutil.copytree(bases[name], site, symlinks=True)
            mutation = rng.choice(MUTATIONS)
            if mutation is m_long_line:
                kind, path, must_fail = m_long_line(rng, site, options.long_line_mb)
            else:
                kind, path, must_fail = mutation(rng, site)
            command = rng.choice(["check", "build"])
            output = work / "run" / str(number) / "Output"
            arguments = [command, "--site", str(site), "--now", NOW[name], "--quiet"]
            before = None
            if command == "build":
                shutil.copytree(good[name], output)
                before = tree_digest(output)
                arguments[3:3] = ["--output", str(output)]
            status, stdout, stderr, rss, seconds = run_waymark(binary, arguments, work, options.deadline)
            label = f"run {number} (seed {options.seed}, {name}, {kind} of {path}, {command})"
            problems = []
            outcome = {}
            if status is None:
                outcome["hangs"] = 1
                problems.append(f"hang: no answer in {options.deadline:.0f} s")
            elif status not in (0, 1):
                outcome["crashes"] = 1
                problems.append(f"crash: exit status {status}: {stderr[-600:]}")
            else:
                outcome[f"exit {status}"] = 1
                if status == 0 and must_fail:
                    outcome["silent accepts"] = 1
                    problems.append("silent accept: the broken input built without an error")
                if status == 1:
                    errors = error_lines(stderr)
                    located = check_located(errors, path)
                    if not errors:
                        located.append("exit 1 without any error line")
                    if located:
                        outcome["unlocated errors"] = 1
                        problems += located[:3]
                    if command == "build" and tree_digest(output) != before:
                        outcome["output changed"] = 1
                        problems.append("a failed build changed Output/")
            if rss > options.max_rss_mb:
                outcome["over memory"] = 1
                problems.append(f"peak memory {rss:.0f} MB over {options.max_rss_mb:.0f} MB")
            shutil.rmtree(work / "run" / str(number), ignore_errors=True)
            with lock:
                nonlocal peak
                counts["runs"] += 1
                for key, value in outcome.items():
                    counts[key] += value
                kinds[kind] = kinds.get(kind, 0) + 1
                peak = max(peak, rss)
                if options.verbose:
                    first = (error_lines(stderr) or [""])[0]
                    print(f"{label}: status {status}, {seconds:.1f} s, {rss:.0f} MB {first[:200]}", flush=True)
                if problems:
                    failures.append(label)
                    for problem in problems:
                        print(f"{label}: {problem}", flush=True)

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            for future in [pool.submit(one, number) for number in numbers]:
                future.result()
    finally:
        if options.keep:
            print(f"work folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - started
    print(f"fuzz: seed {options.seed}, {counts['runs']} runs in {elapsed:.0f} s: "
          f"crashes {counts['crashes']}, hangs {counts['hangs']}, silent accepts {counts['silent accepts']}, "
          f"unlocated errors {counts['unlocated errors']}, output changed {counts['output changed']}, "
          f"over memory {counts['over memory']}; exit 0: {counts['exit 0']}, exit 1: {counts['exit 1']}; "
          f"peak memory {peak:.0f} MB")
    print("mutations: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
