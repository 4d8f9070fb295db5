#!/usr/bin/env python3
"""Derive WaymarkGeocoding's embedded gazetteer from the GeoNames reference extract.

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

Reads  ../shared/data/geonames/cities1000.tsv and countries.tsv (relative to the repository root)
Writes Sources/WaymarkGeocoding/Resources/{places.bin, place-names.txt, name-index.bin,
       admin1.tsv, timezones.txt, countries.tsv}

The hand-kept island and sailing-region list (Resources/aliases.tsv) and the notes on GeoNames
places (Resources/place-notes.tsv: extra names, prominent ports) are not generated; they are edited
by hand and read by the Swift loader directly.

Standard library only; the output is byte-identical for identical input. The binary layouts are
described in Sources/WaymarkGeocoding/Resources/README.md. The name normalisation below must stay
identical to Sources/WaymarkGeocoding/Internal/PlaceNameKey.swift (a Swift test checks every place name).

Usage: python3 scripts/build_gazetteer.py [--data DIR] [--out DIR]
"""

import argparse
import os
import struct
import sys
import unicodedata

MAGIC_PLACES = b"WMGP"
MAGIC_INDEX = b"WMGI"
VERSION = 1

# Letters that Unicode NFKD does not split into a base letter and a mark.
TRANSLITERATION = {
    "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "ł": "l", "đ": "d", "ð": "d",
    "þ": "th", "ı": "i", "ħ": "h", "ŧ": "t",
}
# Characters deleted outright (apostrophes and their look-alikes), so "Hawai'i" is "hawaii".
DELETED = set("'\u2019\u2018`\u02bb\u02bc")
# Tokens that all mean "saint" (English, French feminine, German).
SAINT_TOKENS = {"st", "saint", "ste", "sainte", "sankt"}


def name_key(text):
    """The normalised search key of a place name (see PlaceNameKey.swift)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    out = []
    for ch in decomposed:
        category = unicodedata.category(ch)
        if category == "Mn" or ch in DELETED:
            continue
        ch = TRANSLITERATION.get(ch, ch)
        if len(ch) == 1 and category[0] not in "LN":
            out.append(" ")
        else:
            out.append(ch)
    tokens = ["st" if t in SAINT_TOKENS else t for t in "".join(out).split()]
    return " ".join(tokens)


def is_code(spelling):
    """True for an all-capital code of 2-4 letters among the alternate names (mostly IATA airport codes
    such as SPU or QQX): not indexed, because a code is not a place name; airport codes are found by
    airport search, and as names they turned nonsense texts into "did you mean Bath?"."""
    return 2 <= len(spelling) <= 4 and spelling.isascii() and spelling.isalpha() and spelling.isupper()


def varint(value):
    if value < 0:
        raise ValueError(value)
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    return (value << 1) if value >= 0 else ((-value << 1) - 1)


def read_tsv(path):
    with open(path, encoding="utf-8", newline="\n") as handle:
        lines = handle.read().split("\n")
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        if not line:
            continue
        fields = line.split("\t")
        if len(fields) != len(header):
            sys.exit(f"{path}:{number}: expected {len(header)} fields, found {len(fields)}")
        rows.append(dict(zip(header, fields)))
    return rows


def degrees_e5(text):
    """Decimal degrees as an integer count of 1e-5 degrees (the source has at most 5 decimals)."""
    return int(round(float(text) * 100000))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=os.path.join(root, "..", "shared", "data", "geonames"))
    parser.add_argument("--out", default=os.path.join(root, "Sources", "WaymarkGeocoding", "Resources"))
    args = parser.parse_args()

    cities = read_tsv(os.path.join(args.data, "cities1000.tsv"))
    countries = read_tsv(os.path.join(args.data, "countries.tsv"))
    cities.sort(key=lambda row: int(row["geonameid"]))

    # Interned admin1 units (country, code, name) and time zones, sorted for stable indices.
    admin1 = sorted({(row["country_code"], row["admin1_code"], row["admin1_name"]) for row in cities})
    admin1_index = {entry[:2]: number for number, entry in enumerate(admin1)}
    if len(admin1_index) != len(admin1):
        sys.exit("admin1_name is not a function of (country_code, admin1_code)")
    timezones = sorted({row["timezone"] for row in cities})
    timezone_index = {zone: number for number, zone in enumerate(timezones)}

    places = bytearray(MAGIC_PLACES + struct.pack("<II", VERSION, len(cities)))
    previous_id = 0
    postings = {}
    names = []
    for number, row in enumerate(cities):
        geonameid = int(row["geonameid"])
        places += varint(geonameid - previous_id)
        previous_id = geonameid
        places += varint(zigzag(degrees_e5(row["latitude"])))
        places += varint(zigzag(degrees_e5(row["longitude"])))
        places += varint(int(row["population"]))
        places += varint(admin1_index[(row["country_code"], row["admin1_code"])])
        places += varint(timezone_index[row["timezone"]])
        names.append(row["name"])
        # A posting is (place << 1) | 1 when the key comes from the primary name (name or
        # asciiname), (place << 1) when only from an alternate name.
        primary = {name_key(row["name"]), name_key(row["asciiname"])}
        alternates = [spelling for spelling in row["alternatenames"].split(",") if spelling and not is_code(spelling)]
        for key in primary | {name_key(spelling) for spelling in alternates}:
            if key:
                postings.setdefault(key.encode("utf-8"), set()).add((number << 1) | (key in primary))

    index = bytearray(MAGIC_INDEX + struct.pack("<III", VERSION, len(postings),
                                                sum(len(p) for p in postings.values())))
    previous = b""
    for key in sorted(postings):
        shared = 0
        while shared < min(len(key), len(previous)) and key[shared] == previous[shared]:
            shared += 1
        suffix = key[shared:]
        index += varint(shared) + varint(len(suffix)) + suffix
        members = sorted(postings[key])
        index += varint(len(members))
        last = 0
        for member in members:
            index += varint(member - last)
            last = member
        previous = key

    os.makedirs(args.out, exist_ok=True)

    def write(name, data):
        with open(os.path.join(args.out, name), "wb") as handle:
            handle.write(data)
        print(f"{name}: {len(data):,} bytes")

    write("places.bin", bytes(places))
    write("name-index.bin", bytes(index))
    write("place-names.txt", ("\n".join(names) + "\n").encode("utf-8"))
    write("admin1.tsv", ("country\tcode\tname\n" + "".join(
        f"{cc}\t{code}\t{name}\n" for cc, code, name in admin1)).encode("utf-8"))
    write("timezones.txt", ("\n".join(timezones) + "\n").encode("utf-8"))
    write("countries.tsv", ("iso2\tiso3\tname\tcapital\taliases\n" + "".join(
        f"{row['iso2']}\t{row['iso3']}\t{row['name']}\t{row['capital']}\t{row['aliases']}\n"
        for row in sorted(countries, key=lambda r: r["iso2"]))).encode("utf-8"))
    print(f"{len(cities):,} places, {len(postings):,} keys, {len(admin1):,} admin1 units, "
          f"{len(timezones)} time zones, {len(countries)} countries")


if __name__ == "__main__":
    main()
