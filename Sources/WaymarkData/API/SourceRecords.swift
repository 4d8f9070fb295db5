import WaymarkCore
import WaymarkModel

/// The records of one `sources:` entry, typed row by row as a driver streams them in, with every
/// problem: the receiving end of ``RecordSourceDriver``.
///
/// Columns map onto record fields by name, ignoring case and underscores (PostgreSQL folds unquoted
/// names to lower case, so `petName`, `petname` and `pet_name` all give `petName`); a column
/// `description_sv` is the `sv` variant of `description` (docs/i18n.md, "Multilingual sites"). Each row is typed
/// by the decoder that types a CSV row, so values get the same validation and the same messages;
/// records are located as `<driver>:<source>:<id>` (`postgres:announcements:pet-12`), or
/// `<driver>:<source>:row N` when the id is missing or invalid. Problems with the columns and with
/// the source itself are located at the query in `site.yml`.
package struct SourceRecords: Sendable {
    /// What a result column becomes.
    private enum ColumnRole: Sendable {
        /// The record field of that name.
        case field(String)
        /// A PostGIS point standing for `latitude` and `longitude`.
        case point
        /// Not a field (reported once as unknown, or a repeated column).
        case ignored
    }

    /// The `sources:` entry being read.
    package let declaration: RecordSourceDeclaration
    /// Charters read so far, `private` ones included (the loader drops them as it does for files).
    package private(set) var charters: [Charter] = []
    /// Announcements read so far.
    package private(set) var announcements: [Announcement] = []
    /// Places read so far.
    package private(set) var places: [Place] = []
    /// Every problem so far, in the order found.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Rows received so far.
    package private(set) var rowCount = 0
    /// True once ``fail(_:at:)`` was called: the source's records must not be published.
    package private(set) var hasFailed = false
    private var roles: [ColumnRole] = []
    private var keyColumn: Int?

    /// An empty set of records for `declaration`.
    package init(declaration: RecordSourceDeclaration) {
        self.declaration = declaration
    }

    /// The fields a record of this source's kind may have.
    package var knownFields: [String] {
        switch declaration.records {
        case .charters: CharterDecoder.fields
        case .announcements: AnnouncementDecoder.fields
        case .places: PlaceDecoder.fields
        }
    }

    /// The fields without which no record of this kind can be made.
    package var requiredFields: [String] {
        switch declaration.records {
        case .charters: ["id", "name"]
        case .announcements: ["id", "status"]
        case .places: ["name"]
        }
    }

    /// `name` as a field key: lower case, without underscores.
    static func matchKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" })
    }

    /// The per-language variant a column stands for (`description_sv` → `description_sv`,
    /// docs/i18n.md, "Multilingual sites"): a translatable field's name, matched as other columns
    /// are, `_` and a language tag; `nil` for any other column.
    static func variantField(_ name: String, byKey: [String: String]) -> String? {
        guard let cut = name.lastIndex(of: "_"), let field = byKey[matchKey(String(name[..<cut]))] else { return nil }
        let key = field + "_" + name[name.index(after: cut)...]
        return RecordFields.variant(key) == nil ? nil : key
    }

    /// Maps the result's columns onto record fields. Unknown columns are warnings (ignored), a
    /// repeated column or a second position is an error (the first one is used); a missing required
    /// column is an error and returns `false`: then no row can be typed and none should be sent.
    package mutating func begin(columns: [SourceColumn]) -> Bool {
        let known = knownFields
        let byKey = Dictionary(known.map { (Self.matchKey($0), $0) }, uniquingKeysWith: { a, _ in a })
        let at = declaration.queryLocation
        var seen: [String: Int] = [:]
        var pointColumn: Int?
        roles = []
        for (index, column) in columns.enumerated() {
            if column.isPoint {
                if let first = pointColumn {
                    diagnostics.append(.error("column \"\(column.name)\" is a second PostGIS position (the first is \"\(columns[first].name)\"): only the first is used",
                                              at: at))
                    roles.append(.ignored)
                } else {
                    pointColumn = index
                    roles.append(.point)
                }
                continue
            }
            guard let field = byKey[Self.matchKey(column.name)] ?? Self.variantField(column.name, byKey: byKey) else {
                diagnostics.append(RecordFields.unknownField(column.name, known: known, at: at))
                roles.append(.ignored)
                continue
            }
            if let earlier = seen[field] {
                diagnostics.append(.error("column \"\(column.name)\" is given twice: first at column \(earlier + 1); only the first is used", at: at))
                roles.append(.ignored)
                continue
            }
            seen[field] = index
            roles.append(.field(field))
        }
        if let pointColumn, seen["latitude"] != nil || seen["longitude"] != nil {
            diagnostics.append(.error("column \"\(columns[pointColumn].name)\" (a PostGIS position) and latitude/longitude are both selected: select one or the other",
                                      at: at))
            for (index, role) in roles.enumerated() {
                if case .field(let field) = role, field == "latitude" || field == "longitude" { roles[index] = .ignored }
            }
        }
        keyColumn = seen[declaration.records == .places ? "slug" : "id"]
        let missing = requiredFields.filter { seen[$0] == nil }
        for field in missing {
            fail("the query of source \"\(declaration.name)\" returns no column \"\(field)\": expected columns named as the \(declaration.records.rawValue) fields (\(known.joined(separator: ", ")))",
                 at: at)
        }
        return missing.isEmpty
    }

    /// Types one row, given in the order of the columns passed to ``begin(columns:)``.
    package mutating func add(_ values: [SourceValue]) {
        rowCount += 1
        let path = recordPath(values)
        var fields: [RawField] = []
        fields.reserveCapacity(values.count + 1)
        var problems: [Diagnostic] = []
        for (index, value) in values.enumerated() where index < roles.count {
            switch (roles[index], value) {
            case (.ignored, _):
                continue
            case (.field(let key), _):
                fields.append(Self.field(key, Self.rawValue(value)))
                if case .unreadable(let reason) = value {
                    problems.append(.error(reason, at: SourceLocation(path: path)))
                }
            case (.point, .point(let latitude, let longitude)):
                fields.append(Self.field("latitude", .text(String(latitude))))
                fields.append(Self.field("longitude", .text(String(longitude))))
            case (.point, .unreadable(let reason)):
                problems.append(.error(reason, at: SourceLocation(path: path)))
            case (.point, _):
                continue
            }
        }
        let record = RawRecord(path: path, start: TextPosition(line: 0, column: 0), fields: fields)
        switch declaration.records {
        case .charters:
            let (charter, found) = CharterDecoder.decode(record, checkUnknownFields: false)
            if let charter { charters.append(charter) }
            problems += found
        case .announcements:
            let (announcement, found) = AnnouncementDecoder.decode(record, checkUnknownFields: false)
            if let announcement { announcements.append(announcement) }
            problems += found
        case .places:
            let (place, found) = PlaceDecoder.decode(record)
            if let place { places.append(place) }
            problems += found
        }
        diagnostics += problems
    }

    /// Reports a problem that does not stop the source (a column of a type the driver cannot read).
    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports a failure of the source itself (connection, authentication, timeout, the query);
    /// records read before it are dropped, so a half-read source never reaches the output.
    package mutating func fail(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
        hasFailed = true
        charters = []
        announcements = []
        places = []
    }

    /// The location of the row: `<driver>:<source>:<id>`, or `…:row N` without a valid id.
    private func recordPath(_ values: [SourceValue]) -> String {
        if let keyColumn, keyColumn < values.count, case .text(let raw) = values[keyColumn] {
            let key = raw.trimmed
            if RecordFields.isIdentifier(key) { return declaration.recordPath + ":" + key }
        }
        return declaration.recordPath + ":row \(rowCount)"
    }

    private static func field(_ key: String, _ value: RawValue) -> RawField {
        let nowhere = TextPosition(line: 0, column: 0)
        return RawField(key: key, value: value, position: nowhere, keyPosition: nowhere)
    }

    private static func rawValue(_ value: SourceValue) -> RawValue {
        switch value {
        case .null, .unreadable: .null
        case .text(let text): .text(text)
        case .list(let items): .list(items.map { $0.map(RawValue.text) ?? .null })
        case .point(let latitude, let longitude): .text("POINT(\(longitude) \(latitude))")
        }
    }
}
