/// A file of the preview could not be written.
struct OutputWriteError: Error, CustomStringConvertible {
    var description: String
}
