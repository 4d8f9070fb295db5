import WaymarkData
import WaymarkGeo
import WaymarkModel

/// The bytes ``DataRowCache`` keeps for one decoded CSV row: what the row gave (a record or none,
/// and its problems), with every location made relative to the row (a line difference and a
/// column), so the row can move in its file, and the file be shown under another path, and still be
/// taken. Numbers are LEB128, texts a length then UTF-8, an optional a 0 for none or its length + 1.
/// A payload that cannot be read back whole is no row at all (the row is read from the file), so a
/// damaged one never becomes a wrong record.
enum DataRowPayload {
    /// The payload of `outcome`, a row of the file shown as `path` starting on `line`; `nil` when a
    /// location in it is in another file (then the row is not kept).
    static func encode<Record: DataRowRecord>(_ outcome: CSVRowOutcome<Record>, path: String, line: Int) -> [UInt8]? {
        var writer = Writer(path: path, line: line)
        writer.bytes.reserveCapacity(160)
        if let record = outcome.record {
            writer.byte(1)
            guard record.write(into: &writer) else { return nil }
        } else {
            writer.byte(0)
        }
        writer.number(outcome.problems.count)
        for problem in outcome.problems {
            writer.byte(problem.severity == .error ? 0 : 1)
            guard writer.location(problem.location) else { return nil }
            writer.text(problem.message)
            writer.optional(problem.sourceLine)
        }
        return writer.bytes
    }

    /// The outcome `bytes` hold, for a row of the file shown as `path` starting on `line`; `nil`
    /// when they are not a whole payload of `Record`.
    static func decode<Record: DataRowRecord>(_ bytes: UnsafeRawBufferPointer, path: String, line: Int) -> CSVRowOutcome<Record>? {
        var reader = Reader(bytes: bytes, path: path, line: line)
        guard let hasRecord = reader.byte() else { return nil }
        var record: Record?
        switch hasRecord {
        case 0: record = nil
        case 1:
            guard let read = Record.read(from: &reader) else { return nil }
            record = read
        default: return nil
        }
        guard let count = reader.number(), count <= bytes.count else { return nil }
        var problems: [Diagnostic] = []
        problems.reserveCapacity(count)
        for _ in 0..<count {
            guard let severity = reader.byte(), severity <= 1, let location = reader.location(),
                  let message = reader.text(), let sourceLine = reader.optional() else { return nil }
            problems.append(Diagnostic(severity == 0 ? .error : .warning, at: location, message, sourceLine: sourceLine))
        }
        guard reader.offset == bytes.count else { return nil }
        return CSVRowOutcome(record: record, problems: problems)
    }

    /// Appends a payload's parts.
    struct Writer {
        let path: String
        let line: Int
        var bytes: [UInt8] = []

        init(path: String, line: Int) {
            self.path = path
            self.line = line
        }

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func number(_ value: Int) { unsigned(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)) }

        mutating func unsigned(_ value: UInt64) {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func double(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func text(_ value: String) {
            unsigned(UInt64(value.utf8.count))
            bytes.append(contentsOf: value.utf8)
        }

        mutating func optional(_ value: String?) {
            guard let value else { return unsigned(0) }
            unsigned(UInt64(value.utf8.count) + 1)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func texts(_ values: [String]) {
            number(values.count)
            for value in values { text(value) }
        }

        /// Variants by language, in key order.
        mutating func variants(_ values: [String: String]) {
            number(values.count)
            for key in values.keys.sorted() {
                text(key)
                text(values[key] ?? "")
            }
        }

        mutating func date(_ value: CalendarDate?) {
            guard let value else { return byte(0) }
            byte(1)
            number(value.year)
            number(value.month)
            number(value.day)
        }

        mutating func coordinate(_ value: Coordinate?) {
            guard let value else { return byte(0) }
            byte(1)
            double(value.latitude)
            double(value.longitude)
        }

        mutating func optionalNumber(_ value: Int?) {
            guard let value else { return byte(0) }
            byte(1)
            number(value)
        }

        /// A location in the row's file, as a line difference and a column; false when it is in another file.
        mutating func location(_ value: SourceLocation) -> Bool {
            guard value.path == path else { return false }
            number(value.line - line)
            number(value.column)
            return true
        }

        mutating func optionalLocation(_ value: SourceLocation?) -> Bool {
            guard let value else {
                byte(0)
                return true
            }
            byte(1)
            return location(value)
        }
    }

    /// Reads a payload's parts back; every method is `nil` past the end or on a value out of range.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        let path: String
        let line: Int
        var offset = 0

        init(bytes: UnsafeRawBufferPointer, path: String, line: Int) {
            self.bytes = bytes
            self.path = path
            self.line = line
        }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            offset += 1
            return bytes[offset - 1]
        }

        mutating func unsigned() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let next = byte() {
                guard shift < 64 else { return nil }
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        mutating func number() -> Int? {
            guard let raw = unsigned() else { return nil }
            return Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
        }

        mutating func double() -> Double? {
            guard bytes.count - offset >= 8 else { return nil }
            var bits: UInt64 = 0
            for index in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[offset + index]) }
            offset += 8
            return Double(bitPattern: bits)
        }

        private mutating func utf8(count: UInt64) -> String? {
            guard count <= UInt64(bytes.count - offset) else { return nil }
            let start = offset
            offset += Int(count)
            return String(validating: bytes[start..<offset], as: UTF8.self)
        }

        mutating func text() -> String? {
            guard let count = unsigned() else { return nil }
            return utf8(count: count)
        }

        /// `.some(nil)` for an absent value, `nil` for bytes that are not an optional text.
        mutating func optional() -> String?? {
            guard let count = unsigned() else { return nil }
            if count == 0 { return .some(nil) }
            guard let value = utf8(count: count - 1) else { return nil }
            return .some(value)
        }

        mutating func texts() -> [String]? {
            guard let count = number(), count >= 0, count <= bytes.count else { return nil }
            var values: [String] = []
            for _ in 0..<count {
                guard let value = text() else { return nil }
                values.append(value)
            }
            return values
        }

        mutating func variants() -> [String: String]? {
            guard let count = number(), count >= 0, count <= bytes.count else { return nil }
            var values: [String: String] = [:]
            for _ in 0..<count {
                guard let key = text(), let value = text() else { return nil }
                values[key] = value
            }
            return values
        }

        mutating func date() -> CalendarDate?? {
            switch byte() {
            case 0: return .some(nil)
            case 1:
                guard let year = number(), let month = number(), let day = number(),
                      let date = CalendarDate(year: year, month: month, day: day) else { return nil }
                return .some(date)
            default: return nil
            }
        }

        mutating func coordinate() -> Coordinate?? {
            switch byte() {
            case 0: return .some(nil)
            case 1:
                guard let latitude = double(), let longitude = double() else { return nil }
                return .some(Coordinate(latitude: latitude, longitude: longitude))
            default: return nil
            }
        }

        mutating func optionalNumber() -> Int?? {
            switch byte() {
            case 0: return .some(nil)
            case 1: return number().map { .some($0) }
            default: return nil
            }
        }

        mutating func location() -> SourceLocation? {
            guard let difference = number(), let column = number() else { return nil }
            return SourceLocation(path: path, line: line + difference, column: column)
        }

        mutating func optionalLocation() -> SourceLocation?? {
            switch byte() {
            case 0: return .some(nil)
            case 1: return location().map { .some($0) }
            default: return nil
            }
        }
    }
}
