/// The entries of one folder as ``FileIO/readFolder`` read them: each with its kind as the folder
/// lists it and, when asked for, the status of the folder and of its files.
package struct FolderContents: Sendable {
    /// One entry of the folder.
    package struct Entry: Sendable, Hashable {
        /// Its name in the folder.
        package var name: String
        /// What it is; `nil` when the folder does not say (a file system without entry types) and
        /// it was not examined.
        package var kind: FileStatus.Kind?
        /// Its status (a link's own), for the entries examined: with status asked for, every regular
        /// file and every entry whose kind the folder does not list; `nil` for the others.
        package var status: FileStatus?

        package init(name: String, kind: FileStatus.Kind?, status: FileStatus? = nil) {
            self.name = name
            self.kind = kind
            self.status = status
        }
    }

    /// The folder's own status, taken before its entries were read (so a change while they are read
    /// gives the folder another one); `nil` unless asked for.
    package var status: FileStatus?
    /// The entries, `.` and `..` left out, in the order the file system gives them.
    package var entries: [Entry]

    package init(status: FileStatus? = nil, entries: [Entry]) {
        self.status = status
        self.entries = entries
    }
}
