/// Reports file-system changes under some folders as batches, each batch meant to cause one rebuild.
///
/// A watcher starts when it is created and runs on its own thread. `changes` finishes after
/// `stop()`; stopping twice is harmless.
package protocol ChangeWatcher: AnyObject, Sendable {
    /// The batches, in the order they were noticed.
    var changes: AsyncStream<ChangeSet> { get }
    /// Stops watching, releases the kernel resources and finishes `changes`.
    func stop()
}

/// Why watching could not start.
package struct WatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed, with the system's reason, e.g. `inotify_add_watch /site/pages: No space left on device`.
    package var message: String

    /// An error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
