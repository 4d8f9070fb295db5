import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// The iCalendar files (RFC 5545) of the `pets-charters` fixture, read back: one per charter
/// listing, holding exactly the discoverable charters as all-day events, advertised in `<head>`.
@Suite struct PetsChartersCalendarTests {
    /// One `VEVENT` read back: its properties by name (parameters kept in the name, values unescaped).
    typealias Event = [String: String]

    /// The unfolded content lines of an iCalendar file; fails on a line not ended by CRLF or longer than 75 octets.
    static func contentLines(_ bytes: [UInt8]) -> [String] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A {
                #expect(previous == 0x0D, "a bare line feed")
                if line.last == 0x0D { line.removeLast() }
                #expect(line.count <= 75, "a line of \(line.count) octets")
                if line.first == 0x20, !lines.isEmpty { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
                line = []
            } else {
                line.append(byte)
            }
            previous = byte
        }
        #expect(line.isEmpty, "the file ends with CRLF")
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The calendar's own properties and its events.
    static func calendar(_ files: [String: [UInt8]], _ path: String) throws -> (properties: [String: String], events: [Event]) {
        let lines = contentLines(try #require(files[path], "\(path) is written"))
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        var properties: [String: String] = [:], events: [Event] = [], event: Event?
        for line in lines.dropFirst().dropLast() {
            let colon = try #require(line.firstIndex(of: ":"), "\(line) has a value")
            let name = String(line[..<colon]), value = String(line[line.index(after: colon)...])
            switch (name, value) {
            case ("BEGIN", "VEVENT"): event = [:]
            case ("END", "VEVENT"): events.append(try #require(event)); event = nil
            default:
                if event != nil { event?[name] = value } else { properties[name] = value }
            }
        }
        return (properties, events)
    }

    /// (UID, DTSTART, DTEND) of every discoverable charter, in discovery order; DTEND is the day after the last.
    static let expected: [String: (String, String)] = [
        "sail-ongoing": ("20260528", "20260605"), "sail-geocoded": ("20260620", "20260622"),
        "sail-upcoming": ("20260701", "20260709"), "fiji-east": ("20260801", "20260809"), "fiji-west": ("20260810", "20260818"),
    ]

    static let calendars: [(path: String, ids: [String])] = [
        ("charters/calendar.ics", ["sail-ongoing", "sail-geocoded", "sail-upcoming", "fiji-east", "fiji-west"]),
        ("charters/regions/dalmatia/calendar.ics", ["sail-ongoing", "sail-upcoming"]),
        ("charters/regions/cyclades/calendar.ics", ["sail-geocoded"]),
        ("charters/regions/fiji/calendar.ics", ["fiji-east", "fiji-west"]),
        ("charters/vessels/catamaran/calendar.ics", ["sail-ongoing", "fiji-east", "fiji-west"]),
        ("charters/vessels/sailing-yacht/calendar.ics", ["sail-upcoming"]),
    ]

    @Test func everyListingHasACalendarOfExactlyItsDiscoverableCharters() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let written = site.files.keys.filter { $0.hasSuffix(".ics") }.sorted()
        #expect(written == Self.calendars.map(\.path).sorted())
        for (path, ids) in Self.calendars {
            let (properties, events) = try Self.calendar(site.files, path)
            #expect(properties["VERSION"] == "2.0")
            #expect(properties["PRODID"] == "-//Waymark//Waymark//EN")
            #expect(properties["CALSCALE"] == "GREGORIAN")
            #expect(properties["X-WR-CALNAME"]?.hasSuffix(" · Fixture Harbour") == true, "\(path)")
            #expect(events.map { $0["UID"] } == ids.map { "charter-\($0)@pets.example.org" }, "\(path): past, unlisted, private and unlocated charters are left out")
            for (id, event) in zip(ids, events) {
                let (start, end) = try #require(Self.expected[id])
                #expect(event["DTSTART;VALUE=DATE"] == start, "\(path) \(id)")
                #expect(event["DTEND;VALUE=DATE"] == end, "\(path) \(id): DTEND is exclusive")
                #expect(event["DTSTAMP"] == "20260601T000000Z", "stamped with the build's today, not the clock")
                #expect(event["URL"] == PetsChartersFixture.baseURL + "charters/\(id)/")
                #expect(event["SUMMARY"]?.isEmpty == false)
            }
        }
        let (names, _) = try Self.calendar(site.files, "charters/regions/dalmatia/calendar.ics")
        #expect(names["X-WR-CALNAME"] == "Charters in Dalmatia · Fixture Harbour")
    }

    @Test func eventsCarryTheCharterEscaped() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let (_, events) = try Self.calendar(site.files, "charters/calendar.ics")
        let event = try #require(events.first { $0["UID"] == "charter-sail-upcoming@pets.example.org" })
        #expect(event["SUMMARY"] == #"Hvar & "Pakleni" <week>"#)
        #expect(event["LOCATION"] == #"Hvar\, Croatia"#)
        #expect(event["GEO"] == "43.17;16.44")
        #expect(event["DESCRIPTION"] == #"Aboard Galeb\, to Hvar\, Croatia\, 1 July 2026 – 8 July 2026.\n\nSunset "drinks" & swims\; see about."#)
        let geocoded = try #require(events.first { $0["UID"] == "charter-sail-geocoded@pets.example.org" })
        #expect(geocoded["LOCATION"] == "Santorini")
        #expect(geocoded["GEO"]?.contains(";") == true, "a geocoded charter has its point")
    }

    @Test(arguments: ["charters/index.html", "charters/regions/fiji/index.html", "charters/vessels/catamaran/index.html"])
    func listingPagesAdvertiseTheirCalendar(page: String) async throws {
        let site = await SharedBuilds.petsChartersSite()
        let html = site.text(page)
        let head = try #require(html.components(separatedBy: "</head>").first)
        let folder = page.replacingOccurrences(of: "index.html", with: "")
        let href = String(repeating: "../", count: folder.split(separator: "/").count) + folder + "calendar.ics"
        #expect(head.contains("<link rel=\"alternate\" type=\"text/calendar\" title=\""), "\(page)")
        #expect(head.contains("href=\"\(href)\">"), "\(page): \(head)")
        #expect(html.contains("<p class=\"more\"><a href=\"\(href)\" type=\"text/calendar\">Add to calendar (iCal)</a></p>"), "\(page)")
        // The other pages keep the site-wide feeds only.
        #expect(!site.text("about/index.html").contains("text/calendar"))
    }

    @Test func twoBuildsWriteTheSameCalendars() async throws {
        let first = await SharedBuilds.petsChartersSite(), second = await PetsChartersFixture.build()
        for (path, _) in Self.calendars {
            #expect(first.files[path] != nil && first.files[path] == second.files[path], "\(path)")
        }
    }

    /// A multilingual site writes each language's calendars under its folder, named in its words,
    /// linking to its pages, with the same UIDs (the same events).
    @Test func eachLanguageHasItsOwnCalendars() async throws {
        let result = await FixtureBuild.run("multilingual", into: "/nonexistent/unused", mode: .validate)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        let (english, englishEvents) = try Self.calendar(files, "charters/calendar.ics")
        let (swedish, swedishEvents) = try Self.calendar(files, "sv/charters/calendar.ics")
        #expect(english["X-WR-CALNAME"] == "Charters · Fixture Harbour")
        #expect(swedish["X-WR-CALNAME"] == "Charter · Fixture Harbour")
        #expect(!swedishEvents.isEmpty && swedishEvents.map { $0["UID"] } == englishEvents.map { $0["UID"] })
        #expect(swedishEvents.allSatisfy { $0["URL"]?.hasPrefix(MultilingualSiteTests.base + "sv/charters/") == true })
        #expect(englishEvents.allSatisfy { $0["URL"]?.hasPrefix(MultilingualSiteTests.base + "charters/") == true })
        #expect(files["sv/charters/regions/dalmatia/calendar.ics"] != nil)
        let page = String(decoding: files["sv/charters/index.html"] ?? [], as: UTF8.self)
        #expect(page.contains("<a href=\"../charters/calendar.ics\" type=\"text/calendar\">Lägg till i kalendern (iCal)</a>"))
    }

    /// One edit of what a calendar writes, and a text the edited calendar holds.
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var file = "data/charters/charters.yml"
        var old: String
        var new: String
        var path = "charters/regions/dalmatia/calendar.ics"
        var shows: String
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(name: "a charter's last day", old: "  end: 2026-07-08", new: "  end: 2026-07-11", shows: "DTEND;VALUE=DATE:20260712"),
        Edit(name: "a charter's first day", old: "  start: 2026-07-01", new: "  start: 2026-06-30", shows: "DTSTART;VALUE=DATE:20260630"),
        Edit(name: "a charter's title", old: #"name: 'Hvar & "Pakleni" <week>'"#, new: "name: Hvar week", shows: "SUMMARY:Hvar week"),
        Edit(name: "a charter's destination", old: "destination: Hvar, Croatia", new: "destination: Vis, Croatia",
             shows: #"LOCATION:Vis\, Croatia"#),
        Edit(name: "the site's title", file: "site.yml", old: "title: Fixture Harbour", new: "title: Other Harbour",
             path: "charters/calendar.ics", shows: "X-WR-CALNAME:Charters · Other Harbour"),
    ]

    /// `--cache`: the calendars are fingerprinted jobs, rendered again when a value they write
    /// changes, so a cached rebuild writes what a clean build writes.
    @Test(arguments: edits)
    func aCachedRebuildAfterAnEditWritesTheCalendarsOfACleanBuild(_ edit: Edit) async throws {
        let site = try BuildCacheTests.CachedSite("pets-charters")
        try #require(await site.build(today: PetsChartersFixture.today).wroteOutput)
        try site.copy.edit(edit.file, replacing: edit.old, with: edit.new)
        let edited = await site.build(today: PetsChartersFixture.today)
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheReusedCount > 0 || edit.file == "site.yml", "the cache was used")
        let written = try String(contentsOfFile: site.output + "/" + edit.path, encoding: .utf8)
        #expect(written.contains(edit.shows + "\r\n"), "\(edit.path) after \(edit.name)")
        try await site.expectSameAsClean(today: PetsChartersFixture.today, "after \(edit.name)")
    }

    /// A later today takes a charter that has ended out of the calendars.
    @Test func aLaterTodayLeavesAnEndedCharterOut() async throws {
        let site = try BuildCacheTests.CachedSite("pets-charters")
        try #require(await site.build(today: PetsChartersFixture.today).wroteOutput)
        let later = try #require(CalendarDate(year: 2026, month: 6, day: 5))
        try #require(await site.build(today: later).wroteOutput)
        let calendar = try String(contentsOfFile: site.output + "/charters/regions/dalmatia/calendar.ics", encoding: .utf8)
        #expect(!calendar.contains("charter-sail-ongoing@") && calendar.contains("charter-sail-upcoming@"))
        try await site.expectSameAsClean(today: later, "with a later --now")
    }
}
