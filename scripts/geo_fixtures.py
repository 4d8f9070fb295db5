#!/usr/bin/env python3
"""Writes the oracle fixtures for WaymarkGeoTests (run once; the output is committed).

    pip install geographiclib pyproj
    python3 scripts/geo_fixtures.py

Tests/WaymarkGeoTests/Fixtures/geodesic.csv
    category,lat1,lon1,azi1,lat2,lon2,azi2,s12 — GeographicLib Inverse between (lat1, lon1) and
    (lat2, lon2); the same row checks Direct from (lat1, lon1, azi1, s12).
Tests/WaymarkGeoTests/Fixtures/webmercator.csv
    lon,lat,x,y — PROJ EPSG:4326 -> EPSG:3857 with always_xy.
Deterministic: fixed seed, values written with repr (shortest round-trip).
"""
import os
import random

from geographiclib.geodesic import Geodesic
from pyproj import Transformer

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "WaymarkGeoTests", "Fixtures")
rng = random.Random(20261121)
geod = Geodesic.WGS84


def lon():
    return rng.uniform(-180, 180)


def lat():
    return rng.uniform(-90, 90)


def pairs():
    out = []
    for _ in range(200):
        out.append(("world", lat(), lon(), lat(), lon()))
    for _ in range(100):
        la, lo = lat(), lon()
        la = max(-89.5, min(89.5, la))
        g = geod.Direct(la, lo, rng.uniform(-180, 180), rng.uniform(0.001, 20000))
        out.append(("short", la, lo, g["lat2"], g["lon2"]))
    for sign, name in ((1, "north"), (-1, "south")):
        for i in range(50):
            la1 = sign * rng.uniform(80, 90)
            la2 = sign * rng.uniform(75, 90)
            if i < 5:
                la1 = sign * 90.0
            out.append((name, la1, lon(), la2, lon()))
    for _ in range(60):
        la1, la2 = rng.uniform(-70, 70), rng.uniform(-70, 70)
        lo1 = rng.uniform(170, 180)
        lo2 = rng.uniform(-180, -170)
        if rng.random() < 0.5:
            lo1, lo2 = lo2, lo1
        out.append(("antimeridian", la1, lo1, la2, lo2))
    for i in range(60):
        la1 = rng.uniform(-60, 60)
        lo1 = lon()
        la2 = -la1 + rng.uniform(-0.5, 0.5)
        lo2 = lo1 + 180 + rng.uniform(-0.5, 0.5)
        if i < 10:
            la1 = rng.uniform(-1e-3, 1e-3)
            la2 = -la1 + rng.uniform(-1e-4, 1e-4)
            lo2 = lo1 + 180 - rng.uniform(0, 0.7)
        if lo2 > 180:
            lo2 -= 360
        out.append(("antipodal", la1, lo1, la2, lo2))
    specials = [
        (0.0, 0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 179.0), (0.0, 0.0, 0.0, 180.0), (0.0, 0.0, 0.5, 179.5),
        (90.0, 0.0, -90.0, 0.0), (45.0, 10.0, 45.0, 10.0), (-30.0, 179.999, -30.0, -179.999),
        (10.0, 20.0, 40.0, 20.0), (-89.9, 0.0, 89.9, 180.0), (51.348099, -0.558889, 43.542, 6.95348),
        (40.6413, -73.7781, 51.47, -0.4543), (0.0, -180.0, 0.0, 180.0), (0.0, 0.0, 0.0, 0.0898),
        (0.0, 10.0, 0.0, -170.5), (0.0, -5.0, 0.0, 174.5), (-0.0, 3.0, 0.0, 3.0000001),
    ]
    for s in specials:
        out.append(("special",) + s)
    return out


def fmt(x):
    return repr(float(x))


def main():
    os.makedirs(OUT, exist_ok=True)
    rows = pairs()
    with open(os.path.join(OUT, "geodesic.csv"), "w") as f:
        f.write("category,lat1,lon1,azi1,lat2,lon2,azi2,s12\n")
        for cat, la1, lo1, la2, lo2 in rows:
            g = geod.Inverse(la1, lo1, la2, lo2)
            f.write(",".join([cat] + [fmt(v) for v in (la1, lo1, g["azi1"], la2, lo2, g["azi2"], g["s12"])]) + "\n")
    t = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)
    with open(os.path.join(OUT, "webmercator.csv"), "w") as f:
        f.write("lon,lat,x,y\n")
        pts = [(0.0, 0.0), (180.0, 0.0), (-180.0, 0.0), (0.0, 85.0511287798066), (0.0, -85.0511287798066),
               (179.999999, 85.0), (-0.558889, 51.348099), (6.95348, 43.542)]
        for _ in range(300):
            pts.append((lon(), rng.uniform(-85.05, 85.05)))
        for lo, la in pts:
            x, y = t.transform(lo, la)
            f.write(",".join(fmt(v) for v in (lo, la, x, y)) + "\n")
    print(f"wrote {len(rows)} geodesic rows and {len(pts)} Web Mercator rows to {OUT}")


if __name__ == "__main__":
    main()
