/// Why an embedded basemap blob could not be read.
package struct BasemapDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset in the blob where decoding stopped.
    package let offset: Int
    /// What was expected there.
    package let reason: String

    /// Creates an error at `offset` with a reason such as `unexpected end of data`.
    package init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `basemap byte 1234: unexpected end of data`.
    package var description: String { "basemap byte \(offset): \(reason)" }
}
