/// The `paginate` setting: how many items one page of a long list shows, written in `site.yml`
/// (every paged list of the site) or in the front matter of a section's `_index.md` (that section
/// only, and it wins over `site.yml`, like Zola's `paginate_by`).
///
/// The value is a whole number of items, `0` or more; `0` turns paging off (the whole list on one
/// page, as before pages existed). There is no upper limit: a value larger than the list leaves it
/// on one page.
package enum PaginationSetting {
    /// Items per page when neither `site.yml` nor the section sets `paginate`. 50 rows turn the
    /// largest OurAirports country page (the United States, 15,719 airports with pages, 3.4 MB
    /// unpaged) into a 61 KB page 1 with the map and 314 pages of about 13 KB, and leave the lists
    /// of small sites on one page.
    package static let defaultPerPage = 50

    /// The key, in `site.yml` and in front matter.
    package static let key = "paginate"

    /// The items per page `text` asks for: a whole number ≥ 0 (`+5` and `007` are read as 5 and 7;
    /// a number too large for `Int` as `Int.max`, which never pages), or `nil` when it is anything
    /// else (negative, a decimal, a word, empty).
    package static func perPage(_ text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// The error for a value that is not a whole number ≥ 0, naming it.
    static func invalidValueMessage(_ text: String) -> String {
        "paginate \"\(text)\" is not a number of items per page: expected a whole number, 0 or more (0 turns paging off)"
    }

    /// The error for a value that is a list or a mapping instead of a number (`found` names it).
    static func notANumberMessage(found: String) -> String {
        "paginate must be a whole number of items per page, found \(found)"
    }
}
