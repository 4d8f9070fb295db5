#!/usr/bin/env python3
"""Maintainer script: checks every Polygon and MultiPolygon in the GeoJSON files of a built site
with Shapely (GEOS), the check that once found a self-intersecting polygon.

Never run by `make site`, `make test` or CI; the tests have their own validity check
(Tests/WaymarkSiteTests/AntimeridianPolygonTests.swift). Needs Shapely from PyPI:

    python3 -m venv /tmp/shapely && /tmp/shapely/bin/pip install shapely
    /tmp/shapely/bin/python scripts/check_geojson_validity.py Output

Prints one line per invalid geometry and a summary; exits 1 when any geometry is invalid.
"""
import json
import pathlib
import sys

from shapely.geometry import shape
from shapely.validation import explain_validity


def main(folder: str) -> int:
    checked = invalid = 0
    for path in sorted(pathlib.Path(folder).rglob("*.geojson")):
        document = json.loads(path.read_text(encoding="utf-8"))
        features = document.get("features", []) if document.get("type") == "FeatureCollection" else [document]
        for feature in features:
            geometry = feature.get("geometry") or {}
            if geometry.get("type") not in ("Polygon", "MultiPolygon"):
                continue
            checked += 1
            polygon = shape(geometry)
            if not polygon.is_valid:
                invalid += 1
                print(f"{path}: {feature.get('id', '?')}: {explain_validity(polygon)}")
    print(f"{checked} polygons checked, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "Output"))
