#!/usr/bin/env python3
"""Refresh the OurAirports world set that the tests and benchmarks carry, compressed.

Maintainer step only: it reads the reference data beside the repository and is never run by
`make site`, `make test` or CI, which use the committed files.

Reads  ../shared/data/ourairports/{airports,runways,countries,regions}.csv (or --source DIR)
Writes Tests/Fixtures/ourairports/<name>.csv.xz (xz -9e, single-threaded, so the bytes are stable)

The world set is kept whole (73,623 airports, 43,951 runways): tests claim both sides of 180°,
both polar regions and every airport type, and brute-force checks need the full population.
`WaymarkTestSupport.Fixtures.ourAirportsFolder()` unpacks the files once into `.build/fixtures/`.
"""
import argparse
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["airports", "runways", "countries", "regions"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=ROOT.parent / "shared/data/ourairports")
    args = parser.parse_args()
    out = ROOT / "Tests/Fixtures/ourairports"
    out.mkdir(parents=True, exist_ok=True)
    for name in NAMES:
        raw = (args.source / f"{name}.csv").read_bytes()
        packed = subprocess.run(["xz", "-9e", "-T1", "-c"], input=raw, check=True, capture_output=True).stdout
        (out / f"{name}.csv.xz").write_bytes(packed)
        print(f"{name}.csv: {len(raw):,} bytes -> {len(packed):,} bytes")


if __name__ == "__main__":
    main()
