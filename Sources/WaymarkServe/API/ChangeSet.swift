/// A batch of file-system changes that triggers one rebuild.
///
/// Paths are absolute and standardized (no `.` or `..` components). A batch may instead say that
/// anything may have changed (`isEverything`): the first build, or an overflow of the kernel's event
/// queue; a rebuild must then treat every input as changed.
package struct ChangeSet: Sendable, Hashable, CustomStringConvertible {
    /// Absolute paths of the files and folders that were created, modified, moved or deleted.
    package private(set) var paths: Set<String>
    /// True when the watcher cannot say what changed, so every input must be considered changed.
    package private(set) var isEverything: Bool

    /// A batch naming the given absolute paths.
    package init(paths: some Sequence<String>) {
        self.paths = Set(paths)
        self.isEverything = false
    }

    private init(paths: Set<String>, isEverything: Bool) {
        self.paths = paths
        self.isEverything = isEverything
    }

    /// Everything may have changed: the first build, or after lost events.
    package static let everything = ChangeSet(paths: [], isEverything: true)

    /// No change at all.
    package static let empty = ChangeSet(paths: [], isEverything: false)

    /// True when the batch names no path and is not `everything`.
    package var isEmpty: Bool { !isEverything && paths.isEmpty }

    /// The paths in byte order, for stable output and tests.
    package var sortedPaths: [String] { paths.sorted() }

    /// This batch and `other` together.
    package func merging(_ other: ChangeSet) -> ChangeSet {
        ChangeSet(paths: paths.union(other.paths), isEverything: isEverything || other.isEverything)
    }

    /// Adds `other` to this batch.
    package mutating func merge(_ other: ChangeSet) {
        self = merging(other)
    }

    /// `everything`, or the number of paths and the first few of them.
    package var description: String {
        if isEverything { return "everything" }
        let shown = sortedPaths.prefix(3).joined(separator: ", ")
        return paths.count > 3 ? "\(paths.count) files (\(shown), …)" : shown
    }
}
