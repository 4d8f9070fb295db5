#!/usr/bin/env python3
"""Derive WaymarkMap's embedded basemap from the Natural Earth country polygons.

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

Reads  ../shared/data/naturalearth/countries{110,50}.geojson  (public domain, Natural Earth)
Writes Sources/WaymarkMap/Resources/countries{110,50}.wmb

The .wmb ("Waymark basemap") format is a compact, integer-quantised form of the polygons that
the Swift side reads without a JSON parser (see Sources/WaymarkMap/Internal/BasemapDecoder.swift):

    magic   b"WMB1"
    varint  feature count
    per feature (sorted by iso_a3, then name):
        varint length + UTF-8 bytes  ISO 3166-1 alpha-3 code (Natural Earth's iso_a3, "-99" kept)
        varint  ring count
        per ring:
            varint  kind (0 = outer ring, counter-clockwise; 1 = hole, clockwise)
            varint  point count (the closing point that repeats the first is dropped)
            4 × zigzag varint  bbox west, south, east, north in 1e-4 degrees
            2 × zigzag varint  first point lon, lat in 1e-4 degrees
            (count-1) × 2 zigzag varints  deltas from the previous point

Natural Earth's coordinates carry four decimals, so the quantisation is lossless. Standard library
only; the output is byte-identical for identical input.
"""
import argparse
import json
import pathlib

SCALE = 10_000


def varint(value, out):
    if value < 0:
        raise ValueError("varint must be non-negative")
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value, out):
    varint((value << 1) if value >= 0 else ((-value << 1) - 1), out)


def quantise(ring):
    points = [(round(lon * SCALE), round(lat * SCALE)) for lon, lat in ring]
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    # Consecutive duplicates carry nothing.
    cleaned = []
    for p in points:
        if not cleaned or cleaned[-1] != p:
            cleaned.append(p)
    return cleaned


def check_no_crossing(points, code):
    """Natural Earth cuts its rings at ±180°, so no edge may jump across the antimeridian, except the
    edge along a pole that closes Antarctica. The renderer relies on this (it draws whole-ring copies
    shifted by 360°); fail loudly if a future data set breaks it."""
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        if abs(x1 - x2) > 180 * SCALE and not (abs(y1) == abs(y2) == 90 * SCALE):
            raise SystemExit(f"{code}: edge ({x1 / SCALE}, {y1 / SCALE}) -> ({x2 / SCALE}, {y2 / SCALE}) crosses the antimeridian")


def signed_area(points):
    """Twice the signed shoelace area in quantised units; positive = counter-clockwise (lon east, lat north)."""
    total = 0
    for i, (x1, y1) in enumerate(points):
        x2, y2 = points[(i + 1) % len(points)]
        total += x1 * y2 - x2 * y1
    return total


def oriented(points, hole):
    """Outer rings counter-clockwise, holes clockwise, so a nonzero fill of all rings in one path
    fills a country and leaves its holes to the country inside them (Lesotho in South Africa)."""
    area = signed_area(points)
    if (area < 0) != hole:
        return list(reversed(points))
    return points


def polygons(geometry):
    if geometry is None:
        return []
    if geometry["type"] == "Polygon":
        return [geometry["coordinates"]]
    if geometry["type"] == "MultiPolygon":
        return geometry["coordinates"]
    raise ValueError(f"unexpected geometry type {geometry['type']}")


def encode(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    features = []
    for feature in data["features"]:
        props = feature["properties"]
        rings = []
        for polygon in polygons(feature["geometry"]):
            for index, ring in enumerate(polygon):
                points = quantise(ring)
                if len(points) >= 3:
                    check_no_crossing(points, props.get("iso_a3"))
                    rings.append((0 if index == 0 else 1, oriented(points, index > 0)))
        if rings:
            features.append((props.get("iso_a3") or "-99", props.get("name") or "", rings))
    features.sort(key=lambda f: (f[0], f[1]))

    out = bytearray(b"WMB1")
    varint(len(features), out)
    total_points = 0
    for code, _name, rings in features:
        raw = code.encode("utf-8")
        varint(len(raw), out)
        out += raw
        varint(len(rings), out)
        for kind, points in rings:
            varint(kind, out)
            varint(len(points), out)
            lons = [p[0] for p in points]
            lats = [p[1] for p in points]
            for v in (min(lons), min(lats), max(lons), max(lats)):
                zigzag(v, out)
            prev = (0, 0)
            for p in points:
                zigzag(p[0] - prev[0], out)
                zigzag(p[1] - prev[1], out)
                prev = p
            total_points += len(points)
    return bytes(out), len(features), sum(len(f[2]) for f in features), total_points


def main():
    repo = pathlib.Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=pathlib.Path, default=repo.parent / "shared" / "data",
                        help="the shared data folder (default: ../shared/data next to the repo)")
    parser.add_argument("--out", type=pathlib.Path, default=repo / "Sources" / "WaymarkMap" / "Resources")
    args = parser.parse_args()
    for scale in ("110", "50"):
        source = args.data / "naturalearth" / f"countries{scale}.geojson"
        blob, features, rings, points = encode(source)
        target = args.out / f"countries{scale}.wmb"
        target.write_bytes(blob)
        print(f"{target.name}: {features} features, {rings} rings, {points} points, {len(blob)} bytes")


if __name__ == "__main__":
    main()
