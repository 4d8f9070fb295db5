/// Why a picture could not be made: librsvg's or cairo's own message, or the encoder's.
package struct RasterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in the library's words, e.g. `Error domain 1 code 4 on line 1 column 6 of data: …`.
    package let message: String

    /// Creates an error with `message`.
    package init(_ message: String) { self.message = message }

    /// The message.
    package var description: String { message }
}
