/// URL path components derived from file names and front matter.
///
/// A slug is `[a-z0-9][a-z0-9-]*`: it can never be `.`, `..`, empty, or contain `/`, so no page can
/// be written outside the output folder.
package enum Slug {
    /// True when `text` is a valid slug.
    package static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLowerAlphanumeric(first) else { return false }
        return text.utf8.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    /// A slug made from a file or folder name: ASCII letters lowercased, every run of other
    /// characters turned into one `-`, hyphens trimmed at both ends; `nil` when nothing is left.
    /// `Harbour Report 2025` → `harbour-report-2025`.
    package static func make(from name: String) -> String? {
        var out: [UInt8] = []
        var pendingHyphen = false
        for byte in name.utf8 {
            let lower = (byte >= 65 && byte <= 90) ? byte + 32 : byte
            if isLowerAlphanumeric(lower) {
                if pendingHyphen && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                out.append(lower)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
    }
}
