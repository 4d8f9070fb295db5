/// A query term that cannot be used, naming the key, the offending value and what was expected.
///
/// Exit status 64 on the command line; an error at the block's line in Markdown.
package struct QueryUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key as written (`within`, `near-place`, …), or the keys of a conflict.
    package let key: String
    /// What is wrong and what was expected, e.g. `"10 furlongs" is not a distance …`.
    package let message: String

    /// An error for `key`.
    package init(key: String, _ message: String) {
        self.key = key
        self.message = message
    }

    /// `key: message`.
    package var description: String { "\(key): \(message)" }
}
