/// A calendar day (no time, no zone), as written in ISO 8601 `YYYY-MM-DD`.
///
/// Charter `start`/`end`, announcement `date`, front-matter `date` and `--now` are all calendar days.
/// Comparison is chronological; `daysSinceEpoch` counts days from 1970-01-01 (proleptic Gregorian).
package struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// Creates a date when the triple is a real day of the proleptic Gregorian calendar, else `nil`.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`; a full ISO 8601 date-time (`2025-06-01T10:00:00Z`) is accepted and
    /// its date part used. Anything else is `nil`.
    package init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        if bytes.count > 10 && bytes[10] != UInt8(ascii: "T") && bytes[10] != UInt8(ascii: " ") { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let b = bytes[i]
                guard b >= 48 && b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The date `days` after 1970-01-01 (negative goes before).
    package init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil-from-days algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.year = y
        self.month = m
        self.day = d
    }

    /// The UTC calendar day of a Unix timestamp in seconds.
    package init(unixSeconds: Int64) {
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        self.init(daysSinceEpoch: Int(days))
    }

    /// Days since 1970-01-01.
    package var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day `n` days later (earlier when negative).
    package func adding(days n: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + n) }

    /// `YYYY-MM-DD`.
    package var description: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// RFC 3339 timestamp at midnight UTC, for feeds and sitemaps: `2025-06-01T00:00:00Z`.
    package var rfc3339: String { description + "T00:00:00Z" }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso8601: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a date YYYY-MM-DD, got \(text)"))
        }
        self = date
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension CalendarDate {
    /// "Today" for a build (docs/geo.md, "Today"): `--now` when given, else `SOURCE_DATE_EPOCH`, else the current
    /// UTC date read from `clock` (seconds since 1970). Returns `nil` with the offending text when
    /// `now` or `SOURCE_DATE_EPOCH` cannot be parsed.
    package static func today(now: String?, environment: [String: String],
                             clock: () -> Int64) -> Result<CalendarDate, TodayError> {
        if let now {
            guard let d = CalendarDate(iso8601: now), now.count == 10 else { return .failure(.badNow(now)) }
            return .success(d)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch) else { return .failure(.badSourceDateEpoch(epoch)) }
            return .success(CalendarDate(unixSeconds: seconds))
        }
        return .success(CalendarDate(unixSeconds: clock()))
    }

    /// Why "today" could not be determined.
    package enum TodayError: Error, Sendable, Hashable, CustomStringConvertible {
        case badNow(String)
        case badSourceDateEpoch(String)

        package var description: String {
            switch self {
            case .badNow(let t): return "--now \"\(t)\" is not a date: expected YYYY-MM-DD"
            case .badSourceDateEpoch(let t):
                return "SOURCE_DATE_EPOCH \"\(t)\" is not a number: expected seconds since 1970-01-01"
            }
        }
    }
}
