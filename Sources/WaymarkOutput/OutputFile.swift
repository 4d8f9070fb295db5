/// One file of the built site: a safe path inside the output folder and its bytes.
package struct OutputFile: Sendable, Hashable {
    /// Where the file goes, relative to the output folder (e.g. `about/index.html`).
    package var path: OutputPath
    /// The file's exact contents.
    package var bytes: [UInt8]

    /// Creates a file from bytes.
    package init(path: OutputPath, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a file from text, encoded as UTF-8.
    package init(path: OutputPath, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
