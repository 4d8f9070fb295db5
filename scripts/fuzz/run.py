#!/usr/bin/env python3
"""Seeded mutation fuzzer for Waymark: mutates a copy of the example site and runs the real binary.

    scripts/fuzz/run.py --binary .build/release/waymark --runs 2000 --seed 7
    scripts/fuzz/run.py --binary .build/release/waymark --seed 7 --only 1234   # one run again, kept

`make fuzz RUNS=N SEED=S` runs it on the release binary; `make test` runs a short fixed-seed pass on
the binary it builds with the tests. Reads only the repository (Content/ is the site it mutates). The structure check needs
html5lib: run it with the Makefile's virtualenv (.build/browser-venv/bin/python).

The base site is Content/ with airport pages limited to large airports, so that a run takes a
second or two. Run i uses the generator seeded with "<seed>:<i>": it picks one family of
scripts/fuzz/mutations.py, mutates a fresh copy of the base site and runs `waymark build` (every
`--build-every`-th run) or `waymark check` under a deadline. Every run is checked for:
  crash          exit status other than 0 or 1 (a signal, a trap, a usage error)
  hang           killed after --deadline seconds of CPU time, or still running after ten times that
                 in wall-clock time (a run stuck without computing); CPU time, unlike the wall
                 clock, does not grow while a loaded machine holds the run still
  memory         peak resident memory above --memory-mb
  silent accept  exit 0 on a mutation that breaks the input
  false reject   exit 1 on a mutation that keeps the input valid
  unlocated      an error line that does not start with a path in the site, with line:col for a text
                 file (path:table:rowid or the bare path for a database or a folder)
  control chars  raw control characters (escape sequences) written to the terminal streams
  output         after a failed build, Output/ differs from the previous good build, or a temporary
                 folder of the build is left beside it
  structure      after a successful build of a mutation that must not change the structure of pages
                 (hostile text), a page changed by it has an element or attribute (tag and attribute
                 names, as html5lib's WHATWG parser reads them) that the base build's page lacks
A failing run's site is kept under --keep (default: fuzz-failures/) with its command and output, and
the script exits 1. The figures are printed at the end.
"""

import argparse
import hashlib
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutations  # noqa: E402

REPOSITORY = Path(__file__).resolve().parents[2]
NOW = "2026-06-15"
ERROR_LINE = re.compile(r"^(?P<where>.+?): error: ", re.MULTILINE)
LINE_COLUMN = re.compile(r":(\d+):(\d+)$")
TABLE_ROW = re.compile(r":[A-Za-z_]+:\d+$")
CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]")
DROP_READ_OVERRIDE = ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]


def make_base(root: Path) -> Path:
    base = root / "base"
    shutil.copytree(REPOSITORY / "Content", base)
    config = base / "site.yml"
    text = config.read_text(encoding="utf-8")
    limited = re.sub(r"pageTypes: \[[^\]]*\]", "pageTypes: [large_airport]", text)
    if limited == text:
        raise SystemExit("error: Content/site.yml has no airports.pageTypes line to limit")
    # The search index is Pagefind's work, not Waymark's, and would add seconds to every build.
    limited = limited.replace("\nsearch: true\n", "\nsearch: false\n")
    config.write_text(limited, encoding="utf-8")
    return base


def special_files(folder, names):
    """Names in `folder` that copying would block on or fail at (pipes, sockets, devices)."""
    kinds = [os.lstat(os.path.join(folder, n)).st_mode for n in names]
    return [n for n, mode in zip(names, kinds) if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode) or stat.S_ISLNK(mode))]


def tree_digest(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def cpu_seconds(pid):
    """The user and system time the process used so far (all its threads), from /proc; 0 if unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def run_waymark(binary, arguments, cwd, deadline, drop_override):
    """Runs the binary; returns (status or None when killed as a hang, stdout, stderr, peak MB). A
    hang: more than `deadline` seconds of CPU time, or ten times that of wall-clock time."""
    command = (DROP_READ_OVERRIDE if drop_override else []) + [str(binary)] + arguments
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
        started = time.monotonic()
        status, usage = None, None
        while True:
            pid, raw, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                status = os.waitstatus_to_exitcode(raw)
                break
            if cpu_seconds(process.pid) > deadline or time.monotonic() - started > 10 * deadline:
                os.killpg(process.pid, signal.SIGKILL)
                _, raw, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.02)
        process.returncode = 0  # reaped above; keep Popen from waiting again
        out.seek(0)
        err.seek(0)
        return status, out.read(), err.read(), usage.ru_maxrss / 1024


def unlocated_errors(stderr: str, run_root: Path):
    """Error lines whose location is not a path in the run's folder with the precision its kind allows."""
    bad = []
    for match in ERROR_LINE.finditer(stderr):
        where = match.group("where")
        path = LINE_COLUMN.sub("", where)
        has_line = path != where
        if not has_line:
            path = TABLE_ROW.sub("", path)
        target = run_root / path
        if not os.path.lexists(target):
            bad.append(where)
        elif target.suffix in mutations.TEXT_SUFFIXES + (".mustache",) and not has_line and target.is_file() \
                and not target.is_symlink() and target.stat().st_mode & 0o444 and target.stat().st_size > 0:
            bad.append(where)
    return bad


def page_signatures(path: Path) -> set:
    """The kinds of element on an HTML page: (namespaced tag, sorted attribute names), comments included."""
    import html5lib

    document = html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=True)
    return {("#comment",) if not isinstance(e.tag, str) else (e.tag, *sorted(e.attrib)) for e in document.iter()}


def new_structure(out_folder: Path, good: Path):
    """Elements or attributes on a page of the run's output that the same page of the base build lacks."""
    problems = []
    for page in sorted(out_folder.rglob("*.html")):
        base = good / page.relative_to(out_folder)
        if not base.is_file() or base.read_bytes() == page.read_bytes():
            continue
        added = page_signatures(page) - page_signatures(base)
        if added:
            shown = "; ".join("<" + " ".join(s) + ">" for s in sorted(added)[:3])
            problems.append(f"structure: {page.relative_to(out_folder)} has {shown} the base build lacks")
        if len(problems) == 5:
            break
    return problems


def check_run(mutation, status, stdout, stderr, peak, args, out_folder, good_digest, building, good):
    problems = []
    if status is None:
        problems.append(f"hang: more than {args.deadline} s of CPU time, or still running after {10 * args.deadline} s")
    elif status not in (0, 1):
        problems.append(f"crash: exit status {status}")
    if peak > args.memory_mb:
        problems.append(f"memory: peak {peak:.0f} MB > {args.memory_mb} MB")
    if status == 0 and mutation.expect == "reject":
        problems.append("silent accept: exit 0 on broken input")
    if status == 1 and mutation.expect == "accept":
        problems.append("false reject: exit 1 on valid input")
    text = stderr.decode("utf-8", "replace")
    if status == 1:
        if not ERROR_LINE.search(text):
            problems.append("unlocated: exit 1 without an error line")
        for where in unlocated_errors(text, out_folder.parent):
            problems.append(f"unlocated: error at {where!r}")
    if CONTROL.search(stdout) or CONTROL.search(stderr):
        problems.append("control chars: raw control characters on the terminal")
    if building and status != 0:
        if tree_digest(out_folder) != good_digest:
            problems.append("output: a failed build changed Output/")
    if building and status == 0 and mutation.same_structure:
        problems += new_structure(out_folder, good)
    if building and status is not None:
        litter = [p.name for p in out_folder.parent.iterdir() if p.name.startswith(".waymark-tmp")]
        if litter:
            problems.append(f"output: temporary folders left: {litter}")
    return problems


def one_run(i, binary, base, good, good_digest, root, args, families):
    """Mutates a fresh copy of the base site and runs waymark on it; returns (counts, failure, peak MB)."""
    rng = random.Random(f"{args.seed}:{i}")
    family = rng.choice(families)
    run_root = root / f"run-{i}"
    site = run_root / "site"
    shutil.copytree(base, site, symlinks=True)
    mutation = family(site, rng)
    counts = Counter()
    if mutation is None:
        counts["skipped"] += 1
        shutil.rmtree(run_root)
        return counts, None, None
    building = i % args.build_every == 0
    out_folder = run_root / "Output"
    if building:
        shutil.copytree(good, out_folder)
    command = (["build", "--site", "site", "--output", "Output"] if building else ["check", "--site", "site"])
    command += ["--now", NOW]
    drop = mutation.run_as_nobody and os.geteuid() == 0
    status, stdout, stderr, peak = run_waymark(binary, command, run_root, args.deadline, drop)
    problems = check_run(mutation, status, stdout, stderr, peak, args, out_folder, good_digest, building, good)
    counts["runs"] += 1
    counts["builds" if building else "checks"] += 1
    counts["exit 1" if status == 1 else "exit 0" if status == 0 else "other"] += 1
    counts["family " + mutation.family] += 1
    for problem in problems:
        counts[problem.split(":")[0]] += 1
    for path in mutation.cleanup:
        (site / path).chmod(0o755)
    failure = None
    if problems or args.only is not None:
        keep = args.keep / f"seed-{args.seed}-run-{i}"
        shutil.rmtree(keep, ignore_errors=True)
        shutil.copytree(site, keep / "site", symlinks=True, ignore=special_files)
        (keep / "command").write_text(" ".join(["waymark"] + command) + "\n")
        (keep / "stderr").write_bytes(stderr[:200_000])
        failure = (i, mutation, problems) if problems else None
        print(f"run {i} [{mutation.family} {mutation.path} {mutation.detail}]: " + "; ".join(problems),
              file=sys.stderr, flush=True)
    shutil.rmtree(run_root, ignore_errors=True)
    return counts, failure, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True, type=Path)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deadline", type=float, default=60.0,
                        help="seconds of CPU time per run (ten times that of wall-clock time)")
    parser.add_argument("--memory-mb", type=float, default=2048.0)
    parser.add_argument("--build-every", type=int, default=3, help="every Nth run builds; others check")
    parser.add_argument("--jobs", type=int, default=1, help="runs at once")
    parser.add_argument("--only", type=int, help="run only this run number (its site is kept under --keep)")
    parser.add_argument("--family", action="append", help="only these families (repeatable)")
    parser.add_argument("--keep", type=Path, default=Path("fuzz-failures"))
    args = parser.parse_args()
    binary = args.binary.resolve()
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"error: {args.binary}: no such executable (build it first)")
    try:
        import html5lib  # noqa: F401 - the structure check's parser, imported where it is used
    except ImportError:
        raise SystemExit("error: html5lib is missing: run the fuzzer with .build/browser-venv/bin/python "
                         "(`make browser-deps` makes it)")
    families = [f for f in mutations.FAMILIES if not args.family or f.__name__ in args.family]
    if not families:
        raise SystemExit(f"error: no family named {args.family}")

    root = Path(tempfile.mkdtemp(prefix="waymark-fuzz-"))
    try:
        base = make_base(root)
        good = root / "good"
        status, _, stderr, _ = run_waymark(binary, ["build", "--site", str(base), "--output", str(good),
                                                    "--now", NOW, "--quiet"], root, args.deadline * 3, False)
        if status != 0:
            raise SystemExit("error: the unmutated base site does not build:\n" + stderr.decode("utf-8", "replace"))
        good_digest = tree_digest(good)
        figures, failures, peaks, started = Counter(), [], [], time.monotonic()
        context = (binary, base, good, good_digest, root, args, families)
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            numbers = [args.only] if args.only is not None else range(args.runs)
            for counts, failure, peak in pool.map(lambda i: one_run(i, *context), numbers):
                figures.update(counts)
                if peak is not None:
                    peaks.append(peak)
                if failure:
                    failures.append(failure)
        elapsed = time.monotonic() - started
        peaks.sort()
        print(f"fuzz: seed {args.seed}, {figures['runs']} runs ({figures['builds']} builds, "
              f"{figures['checks']} checks, {figures['skipped']} skipped mutations) in {elapsed:.1f} s")
        print(f"fuzz: exit 0: {figures['exit 0']}, exit 1: {figures['exit 1']}, other: {figures['other']}")
        for name in ("crash", "hang", "memory", "silent accept", "false reject", "unlocated", "control chars", "output",
                     "structure"):
            print(f"fuzz: {name}: {figures[name]}")
        print("fuzz: runs per family: " + ", ".join(f"{k[7:]} {v}" for k, v in sorted(figures.items())
                                                   if k.startswith("family ")))
        if peaks:
            print(f"fuzz: peak memory median {peaks[len(peaks) // 2]:.0f} MB, max {peaks[-1]:.0f} MB")
        if failures:
            print(f"fuzz: {len(failures)} failing runs kept under {args.keep}/", file=sys.stderr)
            return 1
        return 0
    finally:
        for path in root.rglob("*"):
            if not path.is_symlink() and path.exists() and not os.access(path, os.R_OK):
                path.chmod(0o755)
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
