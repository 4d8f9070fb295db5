import GRDB
import WaymarkModel

/// Safe column access for one euro_aip row: a missing column or a value of the wrong type is a
/// diagnostic, never a crash (GRDB's typed subscripts trap on both).
struct SQLiteRow {
    let row: Row
    /// `file.db:table:rowid`.
    let location: SourceLocation

    private func value(_ column: String) -> DatabaseValue? {
        guard row.hasColumn(column) else { return nil }
        let v: DatabaseValue = row[column]
        return v.isNull ? nil : v
    }

    /// Text of `column`, trimmed; `nil` for NULL, blank or a missing column. Numbers are given as text.
    func text(_ column: String) -> String? {
        guard let v = value(column) else { return nil }
        let s: String
        switch v.storage {
        case .string(let t): s = t
        case .int64(let i): s = String(i)
        case .double(let d): s = String(d)
        case .blob, .null: return nil
        }
        let trimmed = s.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `column` as a number; text that is not one is reported.
    func number(_ column: String, problems: inout [Diagnostic]) -> Double? {
        guard let v = value(column) else { return nil }
        switch v.storage {
        case .int64(let i): return Double(i)
        case .double(let d): return d.isFinite ? d : nil
        case .string(let t):
            let trimmed = t.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            if let d = Double(trimmed), d.isFinite { return d }
            problems.append(.error("\(column) \"\(t)\" is not a number", at: location))
            return nil
        case .blob, .null:
            return nil
        }
    }

    /// `column` rounded to a whole number.
    func integer(_ column: String, problems: inout [Diagnostic]) -> Int? {
        number(column, problems: &problems).flatMap { abs($0) < 1e15 ? Int($0.rounded()) : nil }
    }

    /// 1 (or `yes`/`true`) as true.
    func flag(_ column: String) -> Bool {
        switch text(column)?.lowercased() {
        case "1", "yes", "true": return true
        default: return false
        }
    }
}

import Foundation
