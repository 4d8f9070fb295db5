#!/usr/bin/env python3
"""Keeps the public API of the Waymark modules to the committed lists (docs/architecture.md, "Public API").

The modules another package may depend on are the targets of the `.library` products of Package.swift
(read with `swift package dump-package`). Each has a list under Tests/Fixtures/public-api/<Module>.txt:
one line per public declaration (its path, then the declaration as the compiler prints it), sorted.
Every other module of the package must declare nothing public (`package` is this package's own level).
The public declarations of the built modules (the debug build in .build unless --configuration and
--scratch-path name another, so build first; `make test` checks its release build in .build/testing) are read from
their symbol graphs (swift-symbolgraph-extract, from the Swift toolchain): a public declaration that is
not listed fails the check, so does a listed one that is no longer public, and so does any public
declaration of a module that is not a library product, each named with its module.

  python3 scripts/public_api.py            # check every module of the package
  python3 scripts/public_api.py --update   # rewrite the library products' lists from the build
  python3 scripts/public_api.py --configuration release --scratch-path .build/testing   # as `make test`

Reads nothing outside the repository and its .build folder.
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LISTS = os.path.join(ROOT, "Tests", "Fixtures", "public-api")
HEADER = ("# Public declarations of {module}: what another Swift package may call (docs/architecture.md,\n"
          "# \"Public API\"). Everything else is `package` or narrower. Checked by scripts/public_api.py\n"
          "# (`make test`); after a deliberate change run `python3 scripts/public_api.py --update`.\n")


def build_folder(configuration, scratch_path):
    """The build's folder, as `swift build --show-bin-path` names it."""
    command = ["swift", "build", "--show-bin-path", "-c", configuration, "--scratch-path", scratch_path]
    out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("error: `swift build --show-bin-path` failed:\n" + out.stderr)
    return out.stdout.strip()


def extractor():
    """swift-symbolgraph-extract beside the `swift` on PATH."""
    found = shutil.which("swift-symbolgraph-extract")
    if found:
        return found
    swift = shutil.which("swift")
    if swift:
        candidate = os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-symbolgraph-extract")
        if os.path.exists(candidate):
            return candidate
    sys.exit("error: swift-symbolgraph-extract not found beside `swift` (it ships with the Swift toolchain)")


def clang_module_flags(bin_path, scratch_path):
    """Where the C modules the Swift modules import are described: the package's system-library
    targets, the module maps SwiftPM writes for C targets, and those of the checked-out packages."""
    maps = set(glob.glob(os.path.join(ROOT, "Sources", "*", "module.modulemap")))
    maps |= set(glob.glob(os.path.join(bin_path, "*.build", "module.modulemap")))
    maps |= set(glob.glob(os.path.join(ROOT, scratch_path, "checkouts", "**", "module.modulemap"), recursive=True))
    flags = []
    for path in sorted(maps):
        flags += ["-Xcc", "-fmodule-map-file=" + path]
    # The system libraries' headers, found as SwiftPM finds them: through the pkgConfig names of
    # Package.swift (netcdf's headers include hdf5's from a folder of their own).
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as handle:
        names = re.findall(r'pkgConfig:\s*"([^"]+)"', handle.read())
    for name in names:
        out = subprocess.run(["pkg-config", "--cflags", name], capture_output=True, text=True)
        for flag in out.stdout.split() if out.returncode == 0 else []:
            flags += ["-Xcc", flag]
    return flags


def target_triple():
    out = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("error: `swift -print-target-info` failed:\n" + out.stderr)
    return json.loads(out.stdout)["target"]["triple"]


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def public_symbols(module, tool, bin_path, triple, flags, scratch):
    """One line per public symbol of `module`, including its extensions of other modules' types."""
    out_dir = os.path.join(scratch, module)
    os.makedirs(out_dir, exist_ok=True)
    command = [tool, "-module-name", module, "-target", triple, "-I", os.path.join(bin_path, "Modules"),
               "-I", bin_path, "-output-dir", out_dir, "-minimum-access-level", "public",
               "-skip-synthesized-members"] + flags
    run = subprocess.run(command, capture_output=True, text=True)
    files = glob.glob(os.path.join(out_dir, module + ".symbols.json")) + \
        glob.glob(os.path.join(out_dir, module + "@*.symbols.json"))
    if run.returncode != 0 or not files:
        sys.exit(f"error: could not read the public symbols of {module} (is it built? run `swift build`):\n"
                 + run.stderr[-4000:])
    lines = set()
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = ".".join(symbol["pathComponents"])
            lines.add(f"{name}: {declaration(symbol)}")
    return sorted(lines)


def read_list(path):
    with open(path, encoding="utf-8") as handle:
        return {line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")}


def package_modules():
    """The Swift library targets of the package (no tests, executables or system libraries), and the
    targets of its `.library` products."""
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("error: `swift package dump-package` failed:\n" + out.stderr)
    manifest = json.loads(out.stdout)
    modules = sorted(t["name"] for t in manifest["targets"] if t["type"] == "regular")
    libraries = sorted({target for product in manifest["products"] if "library" in product["type"]
                        for target in product["targets"]})
    return modules, libraries


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the library products' lists from the build")
    parser.add_argument("--configuration", default="debug", choices=["debug", "release"], help="the build to read (default debug)")
    parser.add_argument("--scratch-path", default=".build", help="the build's scratch folder (default .build)")
    args = parser.parse_args()
    modules, libraries = package_modules()
    if not libraries:
        sys.exit("error: Package.swift declares no .library product")
    stale = sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(LISTS, "*.txt"))
                   if os.path.basename(p)[:-4] not in libraries)
    if stale:
        sys.exit("error: lists for modules that are not library products: " + ", ".join(stale)
                 + f" (remove them from {os.path.relpath(LISTS, ROOT)})")
    bin_path = build_folder(args.configuration, args.scratch_path)
    tool, triple, flags = extractor(), target_triple(), clang_module_flags(bin_path, args.scratch_path)
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for module in modules:
            found = public_symbols(module, tool, bin_path, triple, flags, scratch)
            if module not in libraries:
                for line in found:
                    failures.append(f"{module}: public, but {module} is not a library product: {line}")
                continue
            path = os.path.join(LISTS, module + ".txt")
            if args.update:
                os.makedirs(LISTS, exist_ok=True)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(HEADER.format(module=module))
                    handle.writelines(line + "\n" for line in found)
                print(f"{module}: {len(found)} public declarations written to {os.path.relpath(path, ROOT)}")
                continue
            if not os.path.exists(path):
                failures.append(f"{module}: a library product without a list (start it with --update)")
                continue
            expected = read_list(path)
            for line in sorted(set(found) - expected):
                failures.append(f"{module}: public but not in the list: {line}")
            for line in sorted(expected - set(found)):
                failures.append(f"{module}: listed but not public (any more): {line}")
            print(f"{module}: {len(found)} public declarations")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        print(f"error: {len(failures)} problem(s) with the public API. Make the declaration `package` (or "
              "narrower), or, if another package should call it, make its module a library product and "
              "run `python3 scripts/public_api.py --update`, and commit the list.", file=sys.stderr)
        return 1
    if not args.update:
        print(f"public API: {len(libraries)} library products match their lists; "
              f"{len(modules) - len(libraries)} other modules declare nothing public")
    return 0


if __name__ == "__main__":
    sys.exit(main())
