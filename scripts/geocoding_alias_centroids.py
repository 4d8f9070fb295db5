#!/usr/bin/env python3
"""Print the centroid of the Natural Earth 1:50m land ring that contains each given point.

Maintainer step only: reads the reference data kept beside the repository (../shared/data) to
refresh committed files; never run by `make site`, `make test` or CI.

Keeps Sources/WaymarkGeocoding/Resources/aliases.tsv honest: a row that cites "centroid of the
island's 1:50m Natural Earth outline" can be reproduced with this script.
Input on stdin, one "name latitude longitude" per line (any point on the island). Output
"name<TAB>iso_a2<TAB>latitude<TAB>longitude<TAB>area<TAB>vertices" (area in square degrees), or
"name NONE" when no ring contains the point (the island is too small for 1:50m). Stdlib only.

Usage: echo "Santorini 36.42 25.43" | python3 scripts/geocoding_alias_centroids.py
"""
import json
import os
import sys

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "data",
                      "naturalearth", "countries50.geojson")


def exterior_rings():
    with open(SOURCE, encoding="utf-8") as handle:
        features = json.load(handle)["features"]
    for feature in features:
        geometry = feature["geometry"]
        polygons = [geometry["coordinates"]] if geometry["type"] == "Polygon" else geometry["coordinates"]
        for polygon in polygons:
            yield feature["properties"]["iso_a2"], polygon[0]


def contains(ring, lon, lat):
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:]):
        if (y1 > lat) != (y2 > lat) and lon < (x2 - x1) * (lat - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


def centroid(ring):
    """Area-weighted centroid of a closed ring in planar lon/lat (fine for islands)."""
    area = cx = cy = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:]):
        cross = x1 * y2 - x2 * y1
        area += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    return cy / (3 * area), cx / (3 * area), abs(area) / 2


def main():
    rings = list(exterior_rings())
    for line in sys.stdin:
        if not line.strip():
            continue
        name, lat, lon = line.split()
        hits = [(code, ring) for code, ring in rings if contains(ring, float(lon), float(lat))]
        if not hits:
            print(name, "NONE")
            continue
        code, ring = hits[0]
        clat, clon, area = centroid(ring)
        print(f"{name}\t{code}\t{clat:.3f}\t{clon:.3f}\t{area:.4f}\t{len(ring)}")


if __name__ == "__main__":
    main()
