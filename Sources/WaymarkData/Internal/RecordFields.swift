import WaymarkCore
import WaymarkGeo
import WaymarkModel

/// Typed access to the fields of one raw record, collecting a diagnostic for every bad value.
///
/// Shared by the charter, announcement and place decoders so that every format (YAML, JSON, CSV)
/// is typed by the same rules and reports the same messages.
struct RecordFields {
    /// The record being read.
    let record: RawRecord
    /// What the record is, for messages: `charter`, `announcement`, `place`.
    let kind: String
    /// Problems found so far, in the order found.
    var problems: [Diagnostic] = []

    /// Reads `record`; when `knownFields` is given, every other key is reported as a warning.
    init(_ record: RawRecord, kind: String, knownFields: [String]?) {
        self.record = record
        self.kind = kind
        if let knownFields {
            for field in record.fields where !RecordFields.isKnown(field.key, in: knownFields) {
                problems.append(RecordFields.unknownField(field.key, known: knownFields, at: record.location(field.keyPosition)))
            }
            for (i, field) in record.fields.enumerated() {
                if let earlier = record.fields[..<i].first(where: { $0.key == field.key }) {
                    problems.append(.error("field \"\(field.key)\" is given twice: first at \(record.location(earlier.keyPosition)); only the first is used",
                                           at: record.location(field.keyPosition)))
                }
            }
        }
    }

    /// Text fields that may have per-language variants, `description_sv` (docs/i18n.md,
    /// "Multilingual sites").
    static let translatableFields = ["description"]

    /// True for a field of `known`, or a per-language variant (`description_sv`) of a known
    /// translatable field whose suffix is a language tag (letters, digits and `-`).
    static func isKnown(_ key: String, in known: [String]) -> Bool {
        if known.contains(key) { return true }
        return variant(key).map { known.contains($0.field) } ?? false
    }

    /// `description_sv` → (`description`, `sv`); `nil` for a key that is no variant.
    static func variant(_ key: String) -> (field: String, language: String)? {
        guard let cut = key.lastIndex(of: "_") else { return nil }
        let field = String(key[..<cut]), language = String(key[key.index(after: cut)...])
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
        guard translatableFields.contains(field), (2...35).contains(language.count),
              language.first?.isLetter == true, language.allSatisfy({ allowed.contains($0) }) else { return nil }
        return (field, language)
    }

    /// The per-language variants of text field `key` (`description_sv: …`), by language tag.
    mutating func variants(of key: String) -> [String: String] {
        var found: [String: String] = [:]
        for field in record.fields {
            guard let variant = RecordFields.variant(field.key), variant.field == key, found[variant.language] == nil else { continue }
            let text = markdown(field.key)
            if !text.isEmpty { found[variant.language] = text }
        }
        return found
    }

    /// The warning for a field no record of this kind has.
    static func unknownField(_ key: String, known: [String], at location: SourceLocation) -> Diagnostic {
        .warning("unknown field \"\(key)\": expected one of \(known.joined(separator: ", "))", at: location)
    }

    /// The field named `key`, if present (the first one when repeated).
    func field(_ key: String) -> RawField? {
        var i = 0
        let count = record.fields.count
        while i < count {
            if record.fields[i].key == key { return record.fields[i] }
            i += 1
        }
        return nil
    }

    /// Where `key`'s value is, or the record's start when the field is absent.
    func location(of key: String) -> SourceLocation {
        field(key).map { record.location($0.position) } ?? record.location
    }

    /// The text of a scalar field with surrounding spaces removed; `nil` when absent, null or empty.
    /// A list or mapping is reported and read as absent.
    mutating func text(_ key: String) -> String? {
        guard let f = field(key) else { return nil }
        switch f.value {
        case .null: return nil
        case .text(let s):
            let trimmed = s.trimmed
            return trimmed.isEmpty ? nil : trimmed
        case .list:
            problems.append(.error("\(key) must be a single value, found a list", at: record.location(f.position)))
            return nil
        case .mapping:
            problems.append(.error("\(key) must be a single value, found a mapping", at: record.location(f.position)))
            return nil
        }
    }


    /// Like ``text(_:)`` but keeps inner line breaks and only trims the ends (Markdown bodies).
    mutating func markdown(_ key: String) -> String {
        guard let f = field(key), case .text(let s) = f.value else { return text(key) ?? "" }
        if let message = MarkdownBrackets.problem(field: key, text: s) {
            problems.append(.error(message, at: location(of: key)))
            return ""
        }
        return s.trimmed
    }

    /// A required text field; reports it as missing (naming the record's id when known).
    mutating func required(_ key: String, id: String?) -> String? {
        if let value = text(key) { return value }
        if field(key).map({ if case .list = $0.value { return true }; if case .mapping = $0.value { return true }; return false }) == true {
            return nil  // already reported as the wrong shape
        }
        let who = id.map { "\(kind) \"\($0)\"" } ?? kind
        problems.append(.error("\(who) is missing the required field \"\(key)\"", at: record.location))
        return nil
    }

    /// A slug-like identifier `[a-z0-9][a-z0-9-]*`; reports anything else.
    mutating func identifier(_ key: String, value: String?) -> String? {
        guard let value else { return nil }
        guard RecordFields.isIdentifier(value) else {
            problems.append(.error("\(key) \"\(value)\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit",
                                   at: location(of: key)))
            return nil
        }
        if let problem = FileNameLimit.problem(value) {
            problems.append(.error("\(key) \"\(value.prefix(40))…\" \(problem)", at: location(of: key)))
            return nil
        }
        return value
    }

    /// A text whose slug names a folder of the output (a charter's `region`, `vesselType`);
    /// reports one too long for a file name (``WaymarkCore/FileNameLimit``).
    mutating func folderName(_ key: String) -> String? {
        guard let value = text(key) else { return nil }
        if let problem = FileNameLimit.problem(value) {
            problems.append(.error("\(key) \"\(value.prefix(40))…\" \(problem)", at: location(of: key)))
            return nil
        }
        return value
    }

    /// True for `[a-z0-9][a-z0-9-]*`.
    static func isIdentifier(_ text: String) -> Bool {
        var first = true
        for b in text.utf8 {
            let ok = (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || (!first && b == 0x2D)
            if !ok { return false }
            first = false
        }
        return !first
    }

    /// A calendar date `YYYY-MM-DD`; reports anything else.
    mutating func date(_ key: String) -> CalendarDate? {
        guard let text = text(key) else { return nil }
        if let d = CalendarDate(iso8601: text) { return d }
        problems.append(.error("\(key) \"\(text)\" is not a date: expected YYYY-MM-DD", at: location(of: key)))
        return nil
    }

    /// A whole number ≥ 0; reports anything else.
    mutating func count(_ key: String) -> Int? {
        guard let text = text(key) else { return nil }
        if let n = Int(text), n >= 0 { return n }
        problems.append(.error("\(key) \"\(text)\" is not a count: expected a whole number such as 8", at: location(of: key)))
        return nil
    }

    /// A number > 0; reports anything else.
    mutating func positiveNumber(_ key: String, unitExample: String) -> Double? {
        guard let text = text(key) else { return nil }
        if let n = Double(text), n.isFinite, n > 0 { return n }
        problems.append(.error("\(key) \"\(text)\" is not a positive number: expected \(unitExample)", at: location(of: key)))
        return nil
    }

    /// `latitude` and `longitude` as a validated coordinate; `nil` when both are absent.
    /// Reports a lone half, a non-number, and out-of-range values (with the swap hint).
    mutating func coordinate() -> Coordinate? {
        let latText = text("latitude")
        let lonText = text("longitude")
        switch (latText, lonText) {
        case (nil, nil):
            return nil
        case (.some, nil):
            problems.append(.error("latitude is given without longitude: give both or neither", at: location(of: "latitude")))
            return nil
        case (nil, .some):
            problems.append(.error("longitude is given without latitude: give both or neither", at: location(of: "longitude")))
            return nil
        case (.some(let a), .some(let b)):
            let lat = Double(a)
            let lon = Double(b)
            if lat == nil {
                problems.append(.error("latitude \"\(a)\" is not a number: expected decimal degrees", at: location(of: "latitude")))
            }
            if lon == nil {
                problems.append(.error("longitude \"\(b)\" is not a number: expected decimal degrees", at: location(of: "longitude")))
            }
            guard let lat, let lon else { return nil }
            switch Coordinate.validated(latitude: lat, longitude: lon) {
            case .success(let c):
                return c
            case .failure(let error):
                problems.append(.error(error.description, at: location(of: error.field.rawValue)))
                return nil
            }
        }
    }

    /// Tags from a list, or from text separated by `;` or `,` (the CSV form); empty items dropped.
    mutating func tags(_ key: String) -> [String] {
        guard let f = field(key) else { return [] }
        switch f.value {
        case .null, .mapping:
            if case .mapping = f.value {
                problems.append(.error("\(key) must be a list, found a mapping", at: record.location(f.position)))
            }
            return []
        case .text(let s):
            return RecordFields.splitTags(s)
        case .list(let items):
            var out: [String] = []
            for item in items {
                if case .text(let s) = item {
                    let t = s.trimmingCharacters(in: .whitespaces)
                    if !t.isEmpty { out.append(t) }
                } else if case .null = item {
                    continue
                } else {
                    problems.append(.error("\(key) must be a list of words, found a nested value", at: record.location(f.position)))
                }
            }
            return out
        }
    }

    static func splitTags(_ text: String) -> [String] {
        text.split { $0 == ";" || $0 == "," }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}

import Foundation
