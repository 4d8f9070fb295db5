#!/usr/bin/env python3
"""Reads Waymark's charter calendars the way a calendar program does, with the `icalendar` package.

Builds the charters of the example site (`--site`, as of `--now`) with the given `waymark` binary
in a temporary folder: its `site.yml` (search turned off) and `data/charters/` only, so the build
takes seconds instead of the minutes its airports and search index take, and writes the same charter
pages, feeds and calendars in every language. Then it parses every `calendar.ics` of every language and checks, against the charters of the
same language's JSON Feed (`charters/feed.json`, whose items carry each charter's id, name, dates,
region, vessel type and point):

- the file: CRLF line ends, no line longer than 75 octets, VERSION 2.0, a PRODID naming Waymark,
  CALSCALE GREGORIAN, a calendar name;
- the events: `charters/calendar.ics` holds exactly the feed's charters, in its order; each region
  and vessel-type calendar holds the charters of one region or vessel type, and together they hold
  every charter with one; no charter has ended before `--now`;
- each event: UID `charter-<id>@<host of baseURL>` (unique in its file, the same in every file and
  language), DTSTAMP midnight UTC of `--now`, all-day DTSTART the first day and DTEND the day after
  the last, SUMMARY the name, URL the charter's page in that language, GEO its point;
- a round trip: parse, `to_ical`, parse again gives the same events.

Exits 1 with one line per problem, 0 when every check passes.
"""
import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import icalendar


def event_values(event):
    """The values of an event that the checks compare, as plain Python values."""
    geo = event.get("GEO")
    return (
        str(event.get("UID")),
        event.decoded("DTSTART"),
        event.decoded("DTEND"),
        str(event.get("SUMMARY")),
        str(event.get("LOCATION", "")),
        str(event.get("DESCRIPTION", "")),
        str(event.get("URL")),
        (round(geo.latitude, 6), round(geo.longitude, 6)) if geo is not None else None,
    )


class Checker:
    def __init__(self, output, now):
        self.output = output
        self.now = now
        self.problems = []
        self.uids = {}  # charter id -> UID, across every file and language

    def problem(self, where, message):
        self.problems.append(f"{where}: {message}")

    def feed(self, prefix):
        """The charters of one language's JSON Feed, in feed order: (id, url, properties, [lon, lat])."""
        with open(os.path.join(self.output, prefix, "charters", "feed.json"), encoding="utf-8") as f:
            feed = json.load(f)
        charters = []
        for item in feed["items"]:
            geo = item["_geo"]
            charters.append((geo["properties"]["id"], item["url"], geo["properties"], geo["geometry"]["coordinates"]))
        return charters

    def check_lines(self, path, data):
        if not data.endswith(b"\r\n"):
            self.problem(path, "does not end with CRLF")
        for number, line in enumerate(data.split(b"\r\n")[:-1], start=1):
            if b"\n" in line or b"\r" in line:
                self.problem(path, f"line {number} holds a bare CR or LF")
            if len(line) > 75:
                self.problem(path, f"line {number} has {len(line)} octets (more than 75)")
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                self.problem(path, f"line {number} is not UTF-8 on its own (a fold split a character)")

    def check_calendar(self, path, charters, host):
        """Parses one file; returns its events' charter ids in order."""
        with open(os.path.join(self.output, path), "rb") as f:
            data = f.read()
        self.check_lines(path, data)
        try:
            calendar = icalendar.Calendar.from_ical(data)
        except ValueError as error:
            self.problem(path, f"icalendar cannot parse it: {error}")
            return []
        if str(calendar.get("VERSION")) != "2.0":
            self.problem(path, f"VERSION is {calendar.get('VERSION')!r}")
        if "Waymark" not in str(calendar.get("PRODID", "")):
            self.problem(path, f"PRODID {calendar.get('PRODID')!r} does not name Waymark")
        if str(calendar.get("CALSCALE")) != "GREGORIAN":
            self.problem(path, "CALSCALE is not GREGORIAN")
        if not str(calendar.get("X-WR-CALNAME", "")).strip():
            self.problem(path, "has no X-WR-CALNAME")
        by_id = {c[0]: c for c in charters}
        stamp = datetime.datetime.combine(self.now, datetime.time(0), tzinfo=datetime.timezone.utc)
        ids, uids = [], set()
        events = calendar.walk("VEVENT")
        for event in events:
            uid = str(event.get("UID"))
            where = f"{path} {uid}"
            if uid in uids:
                self.problem(path, f"UID {uid} appears twice")
            uids.add(uid)
            charter_id = uid.removeprefix("charter-").removesuffix("@" + host)
            if uid != f"charter-{charter_id}@{host}" or charter_id not in by_id:
                self.problem(where, f"UID names no charter of the feed (expected charter-<id>@{host})")
                continue
            if self.uids.setdefault(charter_id, uid) != uid:
                self.problem(where, f"UID differs from {self.uids[charter_id]} in another file")
            ids.append(charter_id)
            _, url, properties, point = by_id[charter_id]
            start = datetime.date.fromisoformat(properties["start"]) if "start" in properties else None
            end = datetime.date.fromisoformat(properties["end"]) if "end" in properties else None
            first, last = start or end, end or start
            dtstart, dtend = event.decoded("DTSTART"), event.decoded("DTEND")
            if type(dtstart) is not datetime.date or type(dtend) is not datetime.date:
                self.problem(where, f"DTSTART {dtstart!r} and DTEND {dtend!r} are not all-day dates")
                continue
            if dtstart != first:
                self.problem(where, f"DTSTART {dtstart} is not the charter's first day {first}")
            if last is None or dtend != last + datetime.timedelta(days=1):
                self.problem(where, f"DTEND {dtend} is not the day after the charter's last day {last}")
            if dtend <= self.now:
                self.problem(where, f"ended before {self.now} (DTEND {dtend}) and should be left out")
            if event.decoded("DTSTAMP") != stamp:
                self.problem(where, f"DTSTAMP {event.decoded('DTSTAMP')} is not {stamp} (from --now)")
            if str(event.get("SUMMARY")) != properties["name"]:
                self.problem(where, f"SUMMARY {str(event.get('SUMMARY'))!r} is not {properties['name']!r}")
            if str(event.get("URL")) != url:
                self.problem(where, f"URL {event.get('URL')} is not the charter's page {url}")
            geo = event.get("GEO")
            if geo is None or abs(geo.latitude - point[1]) > 1e-6 or abs(geo.longitude - point[0]) > 1e-6:
                self.problem(where, f"GEO {geo and (geo.latitude, geo.longitude)} is not the charter's point {point[::-1]}")
        # Round trip: what icalendar writes back reads as the same events.
        again = icalendar.Calendar.from_ical(calendar.to_ical())
        if [event_values(e) for e in again.walk("VEVENT")] != [event_values(e) for e in events]:
            self.problem(path, "parse → to_ical → parse gives other events")
        return ids

    def check_language(self, prefix, host):
        charters = self.feed(prefix)
        root = os.path.join(prefix, "charters")
        ids = self.check_calendar(os.path.join(root, "calendar.ics"), charters, host)
        expected = [c[0] for c in charters]
        if ids != expected:
            self.problem(os.path.join(root, "calendar.ics"), f"holds {ids}, expected the feed's charters {expected}")
        by_id = {c[0]: c[2] for c in charters}
        count = 1
        for kind, key in (("regions", "region"), ("vessels", "vesselType")):
            folder = os.path.join(self.output, root, kind)
            calendar_of_value, calendar_of_charter = {}, {}
            for slug in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
                path = os.path.join(root, kind, slug, "calendar.ics")
                if not os.path.exists(os.path.join(self.output, path)):
                    self.problem(os.path.join(root, kind, slug), "has no calendar.ics")
                    continue
                count += 1
                group_ids = self.check_calendar(path, charters, host)
                if group_ids != [i for i in expected if i in group_ids]:
                    self.problem(path, f"events {group_ids} are not in the feed's order")
                values = {by_id[i].get(key) for i in group_ids if i in by_id}
                if len(values) > 1:
                    self.problem(path, f"mixes charters of {sorted(map(str, values))}")
                for value in values:
                    if value in calendar_of_value:
                        self.problem(path, f"{key} {value!r} is also in {calendar_of_value[value]}")
                    calendar_of_value[value] = path
                for i in group_ids:
                    calendar_of_charter[i] = path
            for i in expected:
                if by_id[i].get(key) is not None and i not in calendar_of_charter:
                    self.problem(os.path.join(root, kind), f"no calendar holds {i} ({key} {by_id[i].get(key)!r})")
        return count, len(ids)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--waymark", required=True, help="the waymark binary")
    parser.add_argument("--site", default="Content")
    parser.add_argument("--now", required=True, help="the build's today, YYYY-MM-DD")
    args = parser.parse_args()
    now = datetime.date.fromisoformat(args.now)
    with tempfile.TemporaryDirectory(prefix="waymark-ical-") as folder:
        site, output = os.path.join(folder, "site"), os.path.join(folder, "Output")
        shutil.copytree(os.path.join(args.site, "data", "charters"), os.path.join(site, "data", "charters"))
        with open(os.path.join(args.site, "site.yml"), encoding="utf-8") as f:
            config = f.read()
        with open(os.path.join(site, "site.yml"), "w", encoding="utf-8") as f:
            f.write(re.sub(r"(?m)^search:.*$", "search: false", config))
        build = subprocess.run([args.waymark, "build", "--site", site, "--output", output, "--now", args.now,
                                "--no-cache", "--quiet"], capture_output=True, text=True)
        if build.returncode != 0:
            print(f"ical_check: waymark build failed ({build.returncode}):\n{build.stdout}{build.stderr}", file=sys.stderr)
            return 1
        base = next((m.group(1) for m in re.finditer(r"(?m)^baseURL:\s*(\S+)", config)), "")
        host = urllib.parse.urlsplit(base).hostname or "localhost"
        checker = Checker(output, now)
        prefixes = [""] + sorted(name for name in os.listdir(output)
                                 if os.path.exists(os.path.join(output, name, "charters", "calendar.ics")))
        files = events = 0
        for prefix in prefixes:
            counted = checker.check_language(prefix, host)
            files += counted[0]
            events += counted[1]
        written = sum(name.endswith(".ics") for _, _, names in os.walk(output) for name in names)
        if written != files:
            checker.problem(output, f"{written} .ics files written, {files} checked")
        if events == 0:
            checker.problem("charters/calendar.ics", f"has no events as of {now}: nothing was checked")
    if checker.problems:
        for line in checker.problems:
            print(f"ical_check: {line}", file=sys.stderr)
        print(f"ical_check: {len(checker.problems)} problems", file=sys.stderr)
        return 1
    print(f"ical_check: {files} calendars in {len(prefixes)} languages, {events} events in their charters/calendar.ics, "
          f"read by icalendar {icalendar.__version__}: all checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
