import WaymarkModel

extension QueryResult {
    /// Aligned columns for a terminal: a header, a rule, one line per row, then `n results`.
    /// Numeric columns are right-aligned, text left-aligned, missing values shown as `-`; distances in
    /// ``unit`` with one decimal (metres: none). Control characters in data are shown as spaces.
    package func tableText() -> String {
        let digits = unit == .metres ? 0 : 1
        let header = columnNames(includeCoordinates: false).map(Self.tableHeader)
        let body: [[(text: String, numeric: Bool)]] = rows.map { row in
            cells(of: row, distanceDigits: digits, includeCoordinates: false).map { cell in
                switch cell.value {
                case .none: return ("-", false)
                case .integer, .decimal: return (cell.value.plainText, true)
                case .text(let s): return (Self.printable(s), false)
                case .boolean: return (cell.value.plainText, false)
                }
            }
        }
        var numericColumn = [Bool](repeating: false, count: header.count)
        for line in body {
            for (i, cell) in line.enumerated() where i < header.count && cell.numeric { numericColumn[i] = true }
        }
        var widths = header.map(\.count)
        for line in body {
            for (i, cell) in line.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.text.count) }
        }
        func pad(_ text: String, _ width: Int, right: Bool) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return right ? fill + text : text + fill
        }
        func join(_ parts: [String]) -> String {
            var s = parts.joined(separator: "  ")
            while s.last == " " { s.removeLast() }
            return s
        }
        var out = [join(header.enumerated().map { pad($0.element, widths[$0.offset], right: numericColumn[$0.offset]) })]
        out.append(join(widths.map { String(repeating: "-", count: $0) }))
        for line in body {
            out.append(join(line.enumerated().map { i, cell in
                pad(cell.text, i < widths.count ? widths[i] : 0, right: i < numericColumn.count && numericColumn[i])
            }))
        }
        out.append("\(rows.count) result\(rows.count == 1 ? "" : "s")")
        return out.joined(separator: "\n") + "\n"
    }

    /// `distanceNm` → `distance (NM)`, other names unchanged.
    static func tableHeader(_ name: String) -> String {
        for unit in Length.Unit.allCases {
            let suffix = String(unit.rawValue.prefix(1)).uppercased() + unit.rawValue.dropFirst()
            if name.hasSuffix(suffix), ["distance", "crossTrack", "alongTrack"].contains(String(name.dropLast(suffix.count))) {
                return String(name.dropLast(suffix.count)) + " (\(unit.symbol))"
            }
        }
        return name
    }

    static func printable(_ s: String) -> String {
        String(s.map { $0.isNewline || $0 == "\t" || ($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) ? " " : $0 })
    }
}
