import NIOCore
import WaymarkModel

/// PostgreSQL's binary formats of `numeric`, `date`, `timestamp`, `uuid` and text arrays, read into
/// the text PostgreSQL itself would print for them.
enum PostgresBinaryText {
    /// A `numeric`: base-10000 digits, weight, sign and display scale, written out exactly
    /// (`NaN` and the infinities as PostgreSQL spells them).
    static func numeric(_ buffer: inout ByteBuffer) -> String? {
        guard let count = buffer.readInteger(as: Int16.self), let weight = buffer.readInteger(as: Int16.self),
              let sign = buffer.readInteger(as: UInt16.self), let scale = buffer.readInteger(as: Int16.self) else { return nil }
        switch sign {
        case 0xC000: return "NaN"
        case 0xD000: return "Infinity"
        case 0xF000: return "-Infinity"
        default: break
        }
        var digits: [Int] = []
        for _ in 0..<max(0, Int(count)) {
            guard let digit = buffer.readInteger(as: Int16.self) else { return nil }
            digits.append(Int(digit))
        }
        // Digit group i stands for digits[i] × 10000^(weight − i).
        var integer = ""
        if weight >= 0 {
            for i in 0...Int(weight) {
                let group = i < digits.count ? digits[i] : 0
                integer += i == 0 ? String(group) : pad4(group)
            }
        } else {
            integer = "0"
        }
        var fraction = ""
        if scale > 0 {
            var i = Int(weight) + 1
            while fraction.count < Int(scale) {
                let group = i >= 0 && i < digits.count ? digits[i] : 0
                fraction += pad4(group)
                i += 1
            }
            fraction = String(fraction.prefix(Int(scale)))
        }
        let body = fraction.isEmpty ? integer : integer + "." + fraction
        return sign == 0x4000 ? "-" + body : body
    }

    private static func pad4(_ group: Int) -> String {
        let text = String(group)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// A `date`: days since 2000-01-01, as `YYYY-MM-DD` (`infinity` and `-infinity` as PostgreSQL
    /// prints them, which no date field accepts).
    static func date(daysSince2000 days: Int32) -> String {
        if days == Int32.max { return "infinity" }
        if days == Int32.min { return "-infinity" }
        return CalendarDate(daysSinceEpoch: Int(days) + daysFrom1970To2000).description
    }

    /// A `timestamp` or `timestamptz` (microseconds since 2000-01-01 00:00, UTC for `timestamptz`)
    /// as `YYYY-MM-DD HH:MM:SS[.ffffff][+00]`, as PostgreSQL prints it; a date field reads its date
    /// part, as it does for such text in a file (so a `timestamptz` gives its UTC day; cast it in the
    /// query, `last_seen AT TIME ZONE 'Europe/Paris'`, to choose another).
    static func timestamp(microsecondsSince2000 micros: Int64, utc: Bool) -> String {
        if micros == Int64.max { return "infinity" }
        if micros == Int64.min { return "-infinity" }
        let perDay: Int64 = 86_400_000_000
        let days = micros >= 0 ? micros / perDay : (micros - perDay + 1) / perDay
        let inDay = micros - days * perDay
        let day = CalendarDate(daysSinceEpoch: Int(days) + daysFrom1970To2000)
        let seconds = inDay / 1_000_000, fraction = inDay % 1_000_000
        var text = "\(day) \(pad(Int(seconds / 3600), 2)):\(pad(Int(seconds / 60 % 60), 2)):\(pad(Int(seconds % 60), 2))"
        if fraction > 0 {
            var digits = pad(Int(fraction), 6)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return utc ? text + "+00" : text
    }

    /// A `uuid` in its usual lower-case form.
    static func uuid(_ bytes: [UInt8]) -> String {
        let hex = bytes.map { byte -> String in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
    }

    /// A one-dimensional array of text; `nil` for more dimensions or a malformed buffer.
    static func textArray(_ buffer: inout ByteBuffer) -> [String?]? {
        guard let dimensions = buffer.readInteger(as: Int32.self), buffer.readInteger(as: Int32.self) != nil,
              buffer.readInteger(as: UInt32.self) != nil else { return nil }
        if dimensions == 0 { return [] }
        guard dimensions == 1, let count = buffer.readInteger(as: Int32.self), buffer.readInteger(as: Int32.self) != nil else { return nil }
        var items: [String?] = []
        for _ in 0..<max(0, Int(count)) {
            guard let length = buffer.readInteger(as: Int32.self) else { return nil }
            if length < 0 {
                items.append(nil)
            } else {
                guard let text = buffer.readString(length: Int(length)) else { return nil }
                items.append(text)
            }
        }
        return items
    }

    /// Days from 1970-01-01 to 2000-01-01, PostgreSQL's epoch.
    private static let daysFrom1970To2000 = 10_957

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
