#!/usr/bin/env python3
"""Copy the example site's airport data: the European part of the OurAirports snapshot and the

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

euro_aip sample database with its MIT licence.

Reads  ../shared/data/ourairports/{airports,runways,countries,regions}.csv (or --source DIR)
       ../shared/data/euro_aip/{airports_small.db,LICENSE}                (or --euro-aip DIR)
Writes Content/data/airports/{airports,runways,countries,regions}.csv
       Content/data/airports/airports_small.db and airports_small.db.LICENSE (copied unchanged)

- airports.csv: the rows whose `continent` is EU;
- runways.csv: the rows whose `airport_ident` is one of those airports;
- regions.csv: the rows of the countries those airports are in;
- countries.csv: copied whole (248 rows, so every ISO code has a name).

Rows are copied byte for byte (header, quoting and line endings preserved): the raw text of each
record is cut at unquoted line breaks and only parsed to decide whether it is kept.
Standard library only; the output is identical on every run.
"""
import argparse
import csv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def raw_records(text):
    """Split CSV text into raw records (line break included), honouring quoted line breaks."""
    out, start, quoted = [], 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == "\n" and not quoted:
            out.append(text[start:i + 1])
            start = i + 1
    if start < len(text):
        out.append(text[start:])
    return out


def filtered(path, keep):
    """The header and the records of `path` for which keep(row_dict) is true, as raw text."""
    records = raw_records(path.read_text(encoding="utf-8"))
    header = next(csv.reader([records[0]]))
    kept = [records[0]]
    for rec in records[1:]:
        row = next(csv.reader([rec]))
        if keep(dict(zip(header, row))):
            kept.append(rec)
    return "".join(kept), len(kept) - 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", default=str(ROOT.parent / "shared" / "data" / "ourairports"))
    parser.add_argument("--euro-aip", default=str(ROOT.parent / "shared" / "data" / "euro_aip"))
    parser.add_argument("--out", default=str(ROOT / "Content" / "data" / "airports"))
    args = parser.parse_args()
    src, out = Path(args.source), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    airports, n_airports = filtered(src / "airports.csv", lambda r: r["continent"] == "EU")
    idents, countries = set(), set()
    for row in csv.DictReader(airports.splitlines(keepends=True)):
        idents.add(row["ident"])
        countries.add(row["iso_country"])
    runways, n_runways = filtered(src / "runways.csv", lambda r: r["airport_ident"] in idents)
    regions, n_regions = filtered(src / "regions.csv", lambda r: r["iso_country"] in countries)

    (out / "airports.csv").write_text(airports, encoding="utf-8")
    (out / "runways.csv").write_text(runways, encoding="utf-8")
    (out / "regions.csv").write_text(regions, encoding="utf-8")
    (out / "countries.csv").write_bytes((src / "countries.csv").read_bytes())
    euro = Path(args.euro_aip)
    (out / "airports_small.db").write_bytes((euro / "airports_small.db").read_bytes())
    (out / "airports_small.db.LICENSE").write_bytes((euro / "LICENSE").read_bytes())
    print(f"airports {n_airports}, runways {n_runways}, regions {n_regions}, countries copied")


if __name__ == "__main__":
    main()
