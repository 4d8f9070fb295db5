import WaymarkCore
import WaymarkModel

extension RecordFields {
    /// A text field that holds a URL (`photo`, `contact`): `nil` when absent, and reported (and read
    /// as absent) when a browser would find a scheme other than `http:`, `https:`, `mailto:` or
    /// `tel:` in it (``URLReference``). Text without a scheme is a relative reference, or for
    /// `contact` plain text such as a phone number, and passes.
    mutating func url(_ key: String) -> String? {
        guard let text = text(key) else { return nil }
        if let problem = URLReference(text).problem(naming: key, at: location(of: key)) {
            problems.append(problem)
            return nil
        }
        return text
    }
}
