#!/usr/bin/env python3
"""Land or water, as GMT itself says, for a few hundred coastal points: the oracle fixture of
Tests/WaymarkMapTests/ShorelineOracleTests.swift.

Maintainer script (never run by `make test` or CI): needs Debian's `gmt` and the full-resolution
GSHHG (`make deps` installs both). Each site below is a grid of GRID x GRID points over its box;
`gmt select -Df` keeps the points that fall in water (ocean, lake or pond: -Nk/s/k/s/k), every
other point is land. Writes Tests/Fixtures/gshhg-oracle/points.csv:

    site,longitude,latitude,water

Longitudes are in -180..180; Taveuni and Vanua Levu straddle 180 degrees.
Run: python3 scripts/gshhg_oracle.py
"""
import os
import subprocess
import sys

GRID = 7
# name: (west, south, east, north) in degrees; boxes across 180 have west > east.
SITES = {
    "split": (16.38, 43.48, 16.50, 43.54),
    "hvar": (16.38, 43.12, 16.50, 43.20),
    "stockholm-archipelago": (18.40, 59.25, 18.90, 59.50),
    "santorini-caldera": (25.33, 36.36, 25.48, 36.47),
    "taveuni-antimeridian": (179.80, -16.95, -179.75, -16.65),
    "vanua-levu-antimeridian": (179.70, -16.60, -179.90, -16.20),
    "sydney-harbour": (151.18, -33.87, 151.30, -33.80),
    "sognefjord": (6.55, 61.05, 7.05, 61.25),
    "vanern-island": (13.10, 58.80, 13.60, 59.10),
    "titicaca-isla-del-sol": (-69.22, -16.06, -69.12, -15.98),
}


def grid(box):
    west, south, east, north = box
    span = east - west if east >= west else east + 360 - west
    for i in range(GRID):
        for j in range(GRID):
            lon = west + span * (i + 0.5) / GRID
            if lon > 180:
                lon -= 360
            lat = south + (north - south) * (j + 0.5) / GRID
            yield round(lon, 6), round(lat, 6)


def water_points(points):
    text = "".join(f"{lon:.6f}\t{lat:.6f}\n" for lon, lat in points)
    out = subprocess.run(["gmt", "select", "-Df", "-Nk/s/k/s/k", "-fg", "--FORMAT_FLOAT_OUT=%.6f"],
                         input=text, capture_output=True, text=True, check=True).stdout
    kept = set()
    for line in out.split("\n"):
        parts = line.split()
        if len(parts) >= 2:
            lon = float(parts[0])
            if lon > 180:
                lon -= 360
            kept.add((round(lon, 6), round(float(parts[1]), 6)))
    return kept


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    target = os.path.join(root, "Tests", "Fixtures", "gshhg-oracle", "points.csv")
    rows = ["site,longitude,latitude,water"]
    for name, box in SITES.items():
        points = list(grid(box))
        water = water_points(points)
        for lon, lat in points:
            rows.append(f"{name},{lon:.6f},{lat:.6f},{1 if (lon, lat) in water else 0}")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"wrote {len(rows) - 1} points to {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
