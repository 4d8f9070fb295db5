#!/usr/bin/env python3
"""Prints every lost-pet poster of a small site in Chromium and reads its QR code back
(README, "Posters"; `make poster-test`, part of `make test`).

Builds the fixture site below (an English and a Swedish edition; a lost cat with a photo, a found
dog, an announcement with a long description, a long name and a long contact, one placed by its
address, and a closed one, which gets no poster) with the given `waymark`, then for every
`pets/announcements/<id>/poster/index.html` it writes:

- a PDF on A4 and one on US Letter (Playwright's `page.pdf(format=…)`, the CSS page margins
  honoured), each of which must have exactly one page of that paper size;
- a PNG of the poster's QR code as printed (print media, 2 device pixels per CSS pixel), which
  Debian's `zbarimg` must read as the announcement page's absolute URL; the code must be at least
  35 mm wide on paper.

Exit status 1 on any failure, and also when Chromium cannot be started: the check never skips
itself. Prints how many posters it printed and how long the whole check took.
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BASE_URL = "https://posters.example.org/harbour/"
LANGUAGES = ("", "sv/")
OPEN_IDS = ("grey-cat", "found-dog", "long-story", "by-address")
CLOSED_IDS = ("home-again",)
MIN_QR_MM = 35.0
# Paper sizes in PDF points (1/72 inch): A4 is 210 × 297 mm, US Letter 8.5 × 11 in.
PAPER = {"A4": (595.3, 841.9), "Letter": (612.0, 792.0)}

SITE_YML = f"""title: Poster Harbour
baseURL: {BASE_URL}
languages: [en, sv]
"""

LONG_DESCRIPTION = " ".join([
    "Pixel slipped out of the back door on Sunday evening while we were carrying in the shopping",
    "and has not come home since. She is a small tabby with a white chest, white socks on both",
    "front paws and a notch in her left ear from an old fight. She is chipped but wears no collar.",
    "She is shy with strangers and will probably hide under a car or in a shed rather than come",
    "to you, so please do not chase her: check garages, cellars and bike sheds, and call us if you",
    "see her, at any hour. She answers to her name and to the sound of a box of treats being shaken.",
    "She needs medicine for her kidneys every day, so we are very worried. We have searched the",
    "streets around the harbour, the park and the allotments, and put up notes at the vet's and the",
    "supermarket. Any sighting helps, even an old one: tell us where and when you saw her.",
] * 2)

ANNOUNCEMENTS = f"""- id: grey-cat
  status: lost
  species: cat
  petName: Misty
  breed: Siberian
  color: grey
  date: 2026-06-10
  latitude: 59.3155
  longitude: 18.0717
  photo: images/misty.svg
  contact: "+46 70 123 45 67"
  description: Grey long-haired cat with a red collar. Very friendly; may ask you for food.
- id: found-dog
  status: found
  species: dog
  date: 2026-06-12
  latitude: 59.3326
  longitude: 18.0649
  contact: finder@example.org
  description: Small brown terrier found near the station, now safe with us.
- id: long-story
  status: lost
  species: cat
  petName: Pixel Mademoiselle Fluffington-Smythe the Third
  date: 2026-06-08
  latitude: 59.3090
  longitude: 18.0880
  contact: "the-family-of-pixel.mademoiselle.fluffington-smythe@example.org, +46 70 987 65 43"
  description: "{LONG_DESCRIPTION}"
- id: by-address
  status: lost
  species: rabbit
  petName: Bun
  date: 2026-06-11
  address: Stockholm, Sweden
  contact: "+46 8 555 010 10"
  description: White rabbit with black ears.
- id: home-again
  status: closed
  species: cat
  petName: Home
  date: 2026-06-01
  latitude: 59.31
  longitude: 18.01
  description: Back home.
"""

PHOTO_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="#c9d6df"/>
<ellipse cx="200" cy="200" rx="110" ry="80" fill="#7d7f86"/>
<circle cx="200" cy="120" r="62" fill="#8a8c93"/>
<path d="M148 90 L160 40 L185 75 Z M252 90 L240 40 L215 75 Z" fill="#8a8c93"/>
<circle cx="178" cy="115" r="9" fill="#2f6b3a"/><circle cx="222" cy="115" r="9" fill="#2f6b3a"/>
<path d="M170 165 Q200 180 230 165" stroke="#b3000c" stroke-width="8" fill="none"/>
</svg>
"""


def build_site(waymark: str, work: Path) -> Path:
    site = work / "site"
    (site / "data" / "announcements").mkdir(parents=True)
    (site / "static" / "images").mkdir(parents=True)
    (site / "site.yml").write_text(SITE_YML, encoding="utf-8")
    (site / "data" / "announcements" / "pets.yml").write_text(ANNOUNCEMENTS, encoding="utf-8")
    (site / "static" / "images" / "misty.svg").write_text(PHOTO_SVG, encoding="utf-8")
    output = work / "Output"
    run = subprocess.run([waymark, "build", "--site", str(site), "--output", str(output), "--now", "2026-06-15"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: waymark build failed ({run.returncode}):\n{run.stdout}{run.stderr}")
    return output


def read_qr(png: bytes, work: Path) -> str:
    path = work / "qr.png"
    path.write_bytes(png)
    run = subprocess.run(["zbarimg", "--raw", "-q", str(path)], capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else f"(nothing read: zbarimg exit {run.returncode})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--waymark", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    started = time.monotonic()
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader

    failures: list[str] = []
    printed = 0
    with tempfile.TemporaryDirectory(prefix="waymark-posters-") as folder:
        work = Path(folder)
        output = build_site(str(Path(args.waymark).resolve()), work)
        posters = sorted(output.rglob("poster/index.html"))
        expected = sorted(output / f"{lang}pets/announcements/{id}/poster/index.html" for lang in LANGUAGES for id in OPEN_IDS)
        if posters != expected:
            failures.append(f"posters written: {[str(p.relative_to(output)) for p in posters]}, "
                            f"expected {[str(p.relative_to(output)) for p in expected]}")
        for lang in LANGUAGES:
            for id in CLOSED_IDS:
                if not (output / f"{lang}pets/announcements/{id}/index.html").exists():
                    failures.append(f"{lang}pets/announcements/{id}/index.html: missing")
        with sync_playwright() as playwright:
            try:
                browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"], headless=True)
            except Exception as error:  # noqa: BLE001 - any failure to start is reported, never skipped
                sys.exit(f"error: Chromium could not be started from {args.chromium}: {error}")
            page = browser.new_page(device_scale_factor=2)
            # What the printer gets: `page.pdf` prints the emulated media, so screen must not be it.
            page.emulate_media(media="print")
            for poster in posters:
                name = str(poster.relative_to(output))
                url = BASE_URL + poster.parent.parent.relative_to(output).as_posix() + "/"
                page.goto(poster.as_uri(), wait_until="load")
                for paper, (width, height) in PAPER.items():
                    pdf = PdfReader(io.BytesIO(page.pdf(format=paper, print_background=True)))
                    printed += 1
                    if len(pdf.pages) != 1:
                        failures.append(f"{name}: {len(pdf.pages)} pages on {paper}, expected 1")
                    box = pdf.pages[0].mediabox
                    if abs(float(box.width) - width) > 1 or abs(float(box.height) - height) > 1:
                        failures.append(f"{name}: a {float(box.width):.0f} × {float(box.height):.0f} pt page on {paper}")
                qr = page.locator(".poster-qr svg")
                if qr.count() != 1:
                    failures.append(f"{name}: {qr.count()} QR codes, expected 1")
                    continue
                size = qr.bounding_box() or {"width": 0}
                mm = size["width"] * 25.4 / 96
                if mm < MIN_QR_MM:
                    failures.append(f"{name}: the QR code is {mm:.1f} mm wide, expected at least {MIN_QR_MM:.0f} mm")
                read = read_qr(qr.screenshot(), work)
                if read != url:
                    failures.append(f"{name}: the QR code reads {read!r}, expected {url!r}")
            browser.close()
    elapsed = time.monotonic() - started
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"poster check: {len(posters)} posters, {printed} PDFs, {len(failures)} failures, {elapsed:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
