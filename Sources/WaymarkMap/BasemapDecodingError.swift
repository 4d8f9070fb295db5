/// Why an embedded basemap blob could not be read.
public struct BasemapDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset in the blob where decoding stopped.
    public let offset: Int
    /// What was expected there.
    public let reason: String

    /// Creates an error at `offset` with a reason such as `unexpected end of data`.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `basemap byte 1234: unexpected end of data`.
    public var description: String { "basemap byte \(offset): \(reason)" }
}
