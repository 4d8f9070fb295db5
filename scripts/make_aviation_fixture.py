#!/usr/bin/env python3
"""Writes Tests/Fixtures/sites/aviation/data/airports/: a small OurAirports subset around the

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

EGTF -> LFMD route (every large and medium airport of GB and FR, small airports and heliports
within 20 NM of EGTF, EGLL and LFMD, and a closed one), the runways of those airports, the
countries and regions they use, and a copy of the euro_aip sample database.

Run from the repository root: python3 scripts/make_aviation_fixture.py
Input: Content/data/airports/*.csv (OurAirports, public domain) and ../shared/data/euro_aip.
"""
import csv, math, os, shutil

SRC = "Content/data/airports"
DST = "Tests/Fixtures/sites/aviation/data/airports"
CENTRES = {"EGTF": (51.3481, -0.5589), "EGLL": (51.4706, -0.4619), "LFMD": (43.5420, 6.9535)}


def nm(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h)) / 1.852


def keep(row):
    if row["iso_country"] not in ("GB", "FR"):
        return False
    if row["type"] in ("large_airport", "medium_airport"):
        return True
    here = (float(row["latitude_deg"]), float(row["longitude_deg"]))
    near = min(nm(here, c) for c in CENTRES.values())
    if row["type"] in ("small_airport", "heliport"):
        return near <= 20
    if row["type"] == "closed":
        return near <= 25
    return False


def main():
    os.makedirs(DST, exist_ok=True)
    with open(f"{SRC}/airports.csv", newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        fields = reader.fieldnames
        rows = [r for r in reader if keep(r)]
    rows.sort(key=lambda r: r["ident"])
    idents = {r["ident"] for r in rows}
    with open(f"{DST}/airports.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    with open(f"{SRC}/runways.csv", newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        rfields = reader.fieldnames
        runways = [r for r in reader if r["airport_ident"] in idents]
    with open(f"{DST}/runways.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=rfields, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        w.writeheader()
        w.writerows(runways)
    for name, key, wanted in (("countries.csv", "code", {"GB", "FR"}), ("regions.csv", "iso_country", {"GB", "FR"})):
        with open(f"{SRC}/{name}", newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            kept = [r for r in reader if r[key] in wanted]
            cfields = reader.fieldnames
        with open(f"{DST}/{name}", "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=cfields, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
            w.writeheader()
            w.writerows(kept)
    shutil.copyfile("../shared/data/euro_aip/airports_small.db", f"{DST}/airports_small.db")
    shutil.copyfile("../shared/data/euro_aip/LICENSE", f"{DST}/airports_small.db.LICENSE")
    print(f"{len(rows)} airports, {len(runways)} runways")


if __name__ == "__main__":
    main()
