import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages

/// The iCalendar encoder (RFC 5545, section 3.1 and 3.3.11): lines end in CRLF, fold at 75 octets
/// without splitting a UTF-8 sequence, and TEXT values are escaped so data never breaks the file.
@Suite struct ICalendarWriterTests {
    /// The physical lines of `bytes` (split at CRLF, the last empty piece dropped), as octets.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = [], line: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append(line)
                line = []
                index += 2
            } else {
                line.append(bytes[index])
                index += 1
            }
        }
        #expect(line.isEmpty, "the file ends with CRLF")
        return lines
    }

    /// The content lines of `bytes` unfolded (RFC 5545: a CRLF followed by one space is removed).
    static func unfolded(_ bytes: [UInt8]) -> [String] {
        var content: [[UInt8]] = []
        for line in lines(bytes) {
            if line.first == 0x20, !content.isEmpty { content[content.count - 1] += line.dropFirst() } else { content.append(line) }
        }
        return content.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [("å", 200), ("a", 200), ("€", 100), ("😀", 60), ("aå", 90), ("ab€😀", 40)])
    func foldsAtSeventyFiveOctetsWithoutSplittingUTF8(unit: String, count: Int) throws {
        var writer = ICalendarWriter()
        let text = String(repeating: unit, count: count)
        writer.text("SUMMARY", text)
        let lines = Self.lines(writer.bytes)
        #expect(lines.count > 1, "a long value is folded")
        for (index, line) in lines.enumerated() {
            #expect(line.count <= ICalendarWriter.lineLimit, "line \(index) has \(line.count) octets")
            #expect(String(validating: line, as: UTF8.self) != nil, "line \(index) is valid UTF-8 on its own: no sequence split")
            if index > 0 { #expect(line.first == 0x20 && line.dropFirst().first != 0x20, "a continuation starts with exactly one space") }
            if index < lines.count - 1 {
                // Folded only when the next scalar would not fit.
                let next = String(decoding: lines[index + 1].dropFirst(), as: UTF8.self).unicodeScalars.first
                let width = next.map { UTF8.width($0) } ?? 0
                #expect(line.count + width > ICalendarWriter.lineLimit, "line \(index) is filled before folding")
            }
        }
        #expect(Self.unfolded(writer.bytes) == ["SUMMARY:" + text])
    }

    @Test func aLineOfExactlySeventyFiveOctetsIsNotFolded() {
        var writer = ICalendarWriter()
        writer.value("X-A", String(repeating: "x", count: 71))
        #expect(writer.bytes.count == 77)
        #expect(Self.lines(writer.bytes).count == 1)
        writer.value("X-B", String(repeating: "x", count: 72))
        #expect(Self.lines(writer.bytes).map(\.count) == [75, 75, 2])
    }

    @Test func twoOctetCharactersFoldBeforeTheSequenceThatWouldCrossTheLimit() {
        var writer = ICalendarWriter()
        // "SUMMARY:" is 8 octets; 33 "å" make 74; the 34th would make 76.
        writer.text("SUMMARY", String(repeating: "å", count: 40))
        let lines = Self.lines(writer.bytes)
        #expect(lines.map(\.count) == [74, 15])
        #expect(lines[1] == [0x20] + Array(String(repeating: "å", count: 7).utf8))
    }

    /// The writer passes TEXT values through the escaper's iCalendar context (its cases are in
    /// EscaperTests) and keeps the result on one content line.
    @Test(arguments: [
        ("crlf\r\nbreak", #"crlf\nbreak"#),
        (#"all\;,"# + "\n", #"all\\\;\,\n"#),
    ])
    func writesTextValuesEscaped(text: String, escaped: String) {
        var writer = ICalendarWriter()
        writer.text("DESCRIPTION", text)
        #expect(Self.unfolded(writer.bytes) == ["DESCRIPTION:" + escaped])
    }

    @Test func controlCharactersInDataCannotBreakTheFile() {
        var writer = ICalendarWriter()
        writer.text("SUMMARY", "bell\u{07}null\u{00}esc\u{1B}del\u{7F}c1\u{9B}tab\there")
        writer.value("URL", "https://example.org/\u{0B}a\r\nEND:VCALENDAR")
        let bytes = writer.bytes
        #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0D && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F })
        #expect(Self.unfolded(bytes) == ["SUMMARY:bellnullescdelc1tab\there", "URL:https://example.org/aEND:VCALENDAR"])
    }

    @Test func everyLineEndsInCRLFAndNoBareLineFeedRemains() {
        let calendar = SiteCalendar(name: "Charters, in; \\ Hvar\nand Vis", folder: "charters/", events: [Self.event], today: Self.today)
        let bytes = calendar.bytes()
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            #expect(index > 0 && bytes[index - 1] == 0x0D, "LF at \(index) is part of a CRLF")
        }
        for (index, byte) in bytes.enumerated() where byte == 0x0D {
            #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "CR at \(index) is part of a CRLF")
        }
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
    }

    static let today = CalendarDate(year: 2026, month: 6, day: 15) ?? CalendarDate(daysSinceEpoch: 0)
    static let event = CalendarEvent(
        uid: "charter-hvar@example.org", firstDay: CalendarDate(year: 2026, month: 6, day: 28) ?? today,
        lastDay: CalendarDate(year: 2026, month: 6, day: 30) ?? today, summary: "Hvar; Vis, Korčula",
        location: "Hvar, Croatia", coordinate: Coordinate(latitude: 43.17, longitude: -0.000001),
        url: "https://example.org/charters/hvar/", description: "Aboard Galeb.\n\nSwims, \"drinks\" & sunsets.")

    @Test func aCalendarHasItsPropertiesAndAllDayEvents() {
        let calendar = SiteCalendar(name: "Charters · Harbour", folder: "charters/", events: [Self.event], today: Self.today)
        #expect(Self.unfolded(calendar.bytes()) == [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Waymark//Waymark//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:Charters · Harbour",
            "BEGIN:VEVENT", "UID:charter-hvar@example.org", "DTSTAMP:20260615T000000Z",
            "DTSTART;VALUE=DATE:20260628", "DTEND;VALUE=DATE:20260701",
            #"SUMMARY:Hvar\; Vis\, Korčula"#, #"LOCATION:Hvar\, Croatia"#, "GEO:43.17;-0.000001",
            "URL:https://example.org/charters/hvar/", #"DESCRIPTION:Aboard Galeb.\n\nSwims\, "drinks" & sunsets."#,
            "END:VEVENT", "END:VCALENDAR",
        ])
    }

    @Test(arguments: [(43.17, "43.17"), (-179.9, "-179.9"), (180, "180"), (0.000001, "0.000001"), (-0.0000004, "0"),
                      (16.4400001, "16.44"), (1e-7, "0")])
    func coordinatesAreDecimalsWithoutExponent(value: Double, text: String) {
        #expect(SiteCalendar.decimal(value) == text)
    }

    @Test(arguments: [("https://waymark.example.org/", "waymark.example.org"), ("https://pets.example.org/harbour/", "pets.example.org"),
                      ("http://user@Example.ORG:8080/a/", "example.org"), ("https://example.org", "example.org"),
                      ("/", "localhost")])
    func uidHostComesFromTheBaseURL(baseURL: String, host: String) {
        #expect(SiteCalendar.host(of: baseURL) == host)
    }
}
