#!/usr/bin/env python3
"""Generate the SYNTHETIC lost-and-found pet announcements of the example site.

Every record is invented: names, addresses, contacts and positions are random draws with a fixed
seed, so the output is byte-identical on every run. Each description starts with
"Synthetic example record" and each file starts with a comment or field saying so, so nobody
mistakes them for real reports.

Writes (relative to the repository root):
  Content/data/announcements/stockholm.yml   YAML, 110 records
  Content/data/announcements/lyon.csv        CSV, 110 records (the description carries the marker)
  Content/data/announcements/seattle.json    JSON, 110 records

The first three Stockholm records (VARIANTS) also carry a Swedish text, `description_sv`
(docs/i18n.md, "Multilingual sites"), written from the same draws, so the Swedish pages of
the example site show record text in Swedish.

Some records have only an address (no latitude/longitude) so the geocoding stage has work to do;
a few use the legacy status "active" (read as "lost").

Usage: python3 scripts/make_announcements.py   (standard library only)
"""
import csv
import io
import json
import math
import random
from pathlib import Path

SEED = 20251121
PER_CITY = 110
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Content" / "data" / "announcements"

CITIES = {
    "stockholm": {
        "prefix": "sto",
        "center": (59.3293, 18.0686),
        "spread_km": 9.0,
        "streets": ["Götgatan", "Hornsgatan", "Ringvägen", "Folkungagatan", "Sankt Eriksgatan",
                    "Fleminggatan", "Odengatan", "Sveavägen", "Karlavägen", "Strandvägen",
                    "Katarina Bangata", "Bondegatan"],
        "city": "Stockholm",
        "contact": "+46 70 {:03d} {:02d} {:02d}",
        "names": ["Sigge", "Majken", "Otto", "Selma", "Frasse", "Molly", "Kasper", "Tussan", "Egon", "Ester"],
        "colors": ["svart", "grå", "vit och svart", "brun", "röd", "tigrerad"],
    },
    "lyon": {
        "prefix": "lyo",
        "center": (45.7640, 4.8357),
        "spread_km": 8.0,
        "streets": ["Rue de la République", "Rue Victor Hugo", "Quai Saint-Antoine", "Rue Mercière",
                    "Cours Lafayette", "Rue Garibaldi", "Montée de la Grande Côte", "Rue Paul Bert",
                    "Avenue Jean Jaurès", "Rue Saint-Jean", "Boulevard de la Croix-Rousse"],
        "city": "Lyon",
        "contact": "+33 6 {:02d} {:02d} {:02d} {:02d}",
        "names": ["Caramel", "Filou", "Pistache", "Minou", "Réglisse", "Oscar", "Nala", "Gribouille", "Chipie"],
        "colors": ["noir", "roux", "tigré", "blanc et roux", "gris", "crème"],
    },
    "seattle": {
        "prefix": "sea",
        "center": (47.6062, -122.3321),
        "spread_km": 10.0,
        "streets": ["Pike Street", "Pine Street", "Broadway E", "E Olive Way", "NW Market Street",
                    "Fremont Avenue N", "Rainier Avenue S", "California Avenue SW", "15th Avenue E",
                    "N 45th Street", "Beacon Avenue S"],
        "city": "Seattle, WA",
        "contact": "+1 206 555 {:04d}",
        "names": ["Biscuit", "Juniper", "Moose", "Pepper", "Rainier", "Olive", "Scout", "Mochi", "Hazel"],
        "colors": ["black", "tabby", "golden", "black and white", "grey", "orange"],
    },
}

SPECIES = [("cat", ["European shorthair", "Maine Coon", "Siamese", "Norwegian forest cat", "mixed"]),
           ("dog", ["Labrador retriever", "Border collie", "Dachshund", "Jack Russell terrier", "mixed"]),
           ("rabbit", ["dwarf lop", "mixed"]),
           ("bird", ["budgerigar", "cockatiel"])]
STATUSES = ["lost"] * 9 + ["found"] * 6 + ["closed"] * 4 + ["active"]


# Record text in other languages: per city, the language, how many records (the first ones) get a
# variant, the marker sentence and the words for "Last seen" / "Found" / "Reunited; last seen" and "near".
VARIANTS = {
    "stockholm": {
        "language": "sv",
        "count": 3,
        "marker": "Påhittad exempelpost (gjord av scripts/make_announcements.py, inget riktigt husdjur).",
        "seen": {"lost": "Senast sedd", "found": "Hittad", "closed": "Återförenad; senast sedd"},
        "near": "nära",
    },
}


def offset(center, spread_km, rng):
    """A point around `center`, at most `spread_km` away (uniform over the disc)."""
    r = spread_km * math.sqrt(rng.random())
    a = rng.random() * 2 * math.pi
    lat = center[0] + (r * math.cos(a)) / 111.32
    lon = center[1] + (r * math.sin(a)) / (111.32 * math.cos(math.radians(center[0])))
    return round(lat, 5), round(lon, 5)


def records(key, spec, rng):
    out = []
    for i in range(1, PER_CITY + 1):
        species, breeds = rng.choice(SPECIES)
        status = rng.choice(STATUSES)
        day = 1 + rng.randrange(0, 540)  # 2025-01-01 .. mid 2026
        year, doy = (2025, day) if day <= 365 else (2026, day - 365)
        month_days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        month = 0
        while doy > month_days[month]:
            doy -= month_days[month]
            month += 1
        date = f"{year:04d}-{month + 1:02d}-{doy:02d}"
        rec = {
            "id": f"{spec['prefix']}-{i:04d}",
            "status": status,
            "species": species,
            "petName": rng.choice(spec["names"]) if status != "found" or rng.random() < 0.3 else "",
            "breed": rng.choice(breeds),
            "color": rng.choice(spec["colors"]),
            "date": date,
        }
        street = f"{rng.choice(spec['streets'])} {rng.randrange(1, 180)}, {spec['city']}"
        if rng.random() < 0.03:
            rec["latitude"], rec["longitude"] = "", ""   # address only: geocoded later
        else:
            rec["latitude"], rec["longitude"] = offset(spec["center"], spec["spread_km"], rng)
        rec["address"] = street
        rec["photo"] = ""  # no photos ship with the example site
        fmt = spec["contact"]
        if key == "seattle":
            rec["contact"] = fmt.format(rng.randrange(100, 10000))
        elif key == "lyon":
            rec["contact"] = fmt.format(*(rng.randrange(10, 100) for _ in range(4)))
        else:
            rec["contact"] = fmt.format(rng.randrange(100, 1000), rng.randrange(10, 100), rng.randrange(10, 100))
        seen = "Last seen" if status in ("lost", "active") else "Found" if status == "found" else "Reunited; last seen"
        rec["description"] = (f"Synthetic example record (generated by scripts/make_announcements.py, not a real pet). "
                              f"{seen} near {street.split(',')[0]}.")
        variant = VARIANTS.get(key)
        if variant and i <= variant["count"]:
            kind = "lost" if status in ("lost", "active") else status
            rec["description_" + variant["language"]] = (
                f"{variant['marker']} {variant['seen'][kind]} {variant['near']} {street.split(',')[0]}.")
        out.append(rec)
    return out


def yaml_scalar(value):
    if value == "" or value is None:
        return None
    if isinstance(value, float):
        return repr(value)
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid YAML double-quoted scalar


def write_yaml(path, recs):
    lines = ["# SYNTHETIC DATA: generated by scripts/make_announcements.py with a fixed seed.",
             "# Every record is invented; none describes a real pet or person.", ""]
    for rec in recs:
        first = True
        for k, v in rec.items():
            s = yaml_scalar(v)
            if s is None:
                continue
            lines.append(("- " if first else "  ") + f"{k}: {s}")
            first = False
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_csv(path, recs):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    keys = list(dict.fromkeys(k for rec in recs for k in rec))  # every field, first-seen order
    w.writerow(keys)
    for rec in recs:
        w.writerow(["" if rec.get(k) is None else rec[k] for k in keys])
    path.write_text(buf.getvalue(), encoding="utf-8")


def write_json(path, recs):
    cleaned = [{k: v for k, v in rec.items() if v != ""} for rec in recs]
    path.write_text(json.dumps(cleaned, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def main():
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    write_yaml(OUT / "stockholm.yml", records("stockholm", CITIES["stockholm"], rng))
    write_csv(OUT / "lyon.csv", records("lyon", CITIES["lyon"], rng))
    write_json(OUT / "seattle.json", records("seattle", CITIES["seattle"], rng))


if __name__ == "__main__":
    main()
