import WaymarkOutput

/// An Atom document being written (``SiteFeed/atom(config:updated:count:entry:)``): the bytes so
/// far, and the ``XMLWriter`` whose text is drained into them after the head and after each entry,
/// so an entry's bytes can be measured where they lie, or appended as kept from an earlier build.
package struct AtomEntryWriter {
    /// The document's bytes so far.
    package var bytes: [UInt8] = []
    /// The writer (inside `<feed>`), empty after each drain.
    package var xml = XMLWriter()

    /// Moves what ``xml`` holds into ``bytes``.
    package mutating func drain() {
        xml.drain(into: &bytes)
    }
}
