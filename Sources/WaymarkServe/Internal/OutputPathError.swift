/// A build produced a file path that would leave the served folder.
struct OutputPathError: Error, CustomStringConvertible {
    var path: String
    var description: String { "output path '\(path)' is not a plain relative path: expected folder/file names without . or .." }
}
