#!/usr/bin/env python3
"""Copies a few OurAirports rows (byte for byte) into the discovery fixture site.

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

Usage: python3 scripts/make_discovery_fixture_airports.py [SHARED_DATA_DIR]
Reads ../shared/data/ourairports/{airports,runways}.csv and writes
Tests/Fixtures/discovery/site/data/airports/{airports,runways}.csv with the header and the rows of
IDENTS, in the source order. Standard library only.
"""
import pathlib
import sys

IDENTS = {
    # Around London and the EGTF -> LFMD route.
    "EGTF", "EGLL", "EGLF", "EGKB", "EGKA", "LFPT", "LFLX", "LFMD", "LFQA",
    # Both sides of the antimeridian: Fiji, Tonga, Samoa.
    "NFFN", "NFNA", "NFTF", "NSFA", "NSTU",
}

def copy(src: pathlib.Path, dst: pathlib.Path, column: str) -> None:
    lines = src.read_bytes().split(b"\n")
    header = lines[0].decode().split(",")
    index = header.index('"%s"' % column) if '"%s"' % column in header else header.index(column)
    kept = [lines[0]]
    for line in lines[1:]:
        if not line:
            continue
        fields = line.decode().split(",")
        if fields[index].strip('"') in IDENTS:
            kept.append(line)
    dst.write_bytes(b"\n".join(kept) + b"\n")

def main() -> None:
    repo = pathlib.Path(__file__).resolve().parent.parent
    shared = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else repo.parent / "shared" / "data"
    out = repo / "Tests" / "Fixtures" / "discovery" / "site" / "data" / "airports"
    out.mkdir(parents=True, exist_ok=True)
    copy(shared / "ourairports" / "airports.csv", out / "airports.csv", "ident")
    copy(shared / "ourairports" / "runways.csv", out / "runways.csv", "airport_ident")

if __name__ == "__main__":
    main()
