/// Brings an existing output folder up to date in place: the few files a `--cache` rebuild changed
/// are renamed into it, the files it no longer writes are moved out, and every other file keeps its
/// inode. See docs/hardening.md, "Updating the output in place".
///
/// The new files wait in `<staging>/files/`, the staging folder being a temporary folder beside the
/// output (``StagingFolders``). The steps are written to `<staging>/journal` before the first one is
/// taken (``OutputPatchJournal``); the output's old entries are moved into `<staging>/old/` rather
/// than deleted. Hence:
/// - a failure while applying (a full disk, a folder made read-only) undoes the steps already taken,
///   so a failed build leaves the output as it was;
/// - a process killed while applying leaves the journal, and the next build of the same output
///   replays it before anything else (``replay(staging:output:)``, called by
///   ``StagingFolders/removeStale(beside:)``), so the output becomes wholly the new one;
/// - each step can be taken again with the same result, so a replay interrupted in turn is replayed.
package struct OutputPatch: Sendable {
    /// One step, in the order ``OutputPatchJournal`` keeps.
    package enum Step: Sendable, Hashable {
        /// Move the output's entry at this relative path (a file, a link, anything but a folder)
        /// into `old/`: the build no longer writes it.
        case retire(String)
        /// Remove this output folder, now empty (deepest first).
        case removeFolder(String)
        /// Make this output folder (shallowest first).
        case makeFolder(String)
        /// Rename `files/<path>` to the output's `<path>`; `replacing` when the output holds an
        /// older file there, which moves into `old/` first.
        case put(String, replacing: Bool)

        /// The relative path the step is about.
        package var path: String {
            switch self {
            case .retire(let path), .removeFolder(let path), .makeFolder(let path), .put(let path, _): path
            }
        }
    }

    /// The file operations a patch uses: the real file system, or one that fails on cue in tests.
    let files: PatchFileSystem
    /// The output folder.
    let output: String
    /// The staging folder: `files/` holds the new files, `old/` receives the retired ones.
    let staging: String

    package init(output: String, staging: String, files: PatchFileSystem = .local) {
        self.output = output
        self.staging = staging
        self.files = files
    }

    /// Where a new file waits before it is put in place.
    package static func newFiles(in staging: String) -> String { staging + "/files" }

    /// Writes the journal, then takes every step, while a termination cleanup cannot run
    /// (``StagingFolders/whileSwapping(_:)``: SIGTERM waits for the patch to end). On a failure the
    /// steps taken are undone in reverse order, the journal is removed and the error rethrown; were
    /// the undoing itself to fail, the journal stays and the next build completes the patch instead.
    package func apply(_ steps: [Step]) throws {
        guard !steps.isEmpty else { return }
        try StagingFolders.whileSwapping { try applyUnguarded(steps) }
    }

    /// ``apply(_:)`` without holding off a termination cleanup.
    func applyUnguarded(_ steps: [Step]) throws {
        try files.writeAtomically(staging + "/journal", OutputPatchJournal.encode(steps))
        var taken = 0
        do {
            for step in steps {
                try take(step)
                taken += 1
            }
        } catch {
            // The failed step may be half taken: undo it too.
            let undone = (try? undo(steps[..<min(taken + 1, steps.count)])) != nil
            if undone { try? files.remove(staging + "/journal") }
            throw error
        }
        try? files.remove(staging + "/journal")
    }

    /// Finishes the patch a killed build left in `staging` (its journal), then returns. Steps
    /// already taken are passed over; `false` when there was no journal.
    @discardableResult
    package static func replay(staging: String, output: String, files: PatchFileSystem = .local) throws -> Bool {
        guard let bytes = files.read(staging + "/journal") else { return false }
        let steps = try OutputPatchJournal.decode(bytes)
        let patch = OutputPatch(output: output, staging: staging, files: files)
        for step in steps { try patch.take(step) }
        try? files.remove(staging + "/journal")
        return true
    }

    /// Takes one step, or does nothing when it was already taken.
    func take(_ step: Step) throws {
        let target = output + "/" + step.path
        let old = staging + "/old/" + step.path
        switch step {
        case .retire:
            try retire(target, to: old)
        case .removeFolder:
            // Already gone, or no longer empty because a later step put a file there: nothing to do.
            _ = try files.removeEmptyFolder(target)
        case .makeFolder:
            try files.makeFolder(target)
        case .put(_, let replacing):
            if replacing { try retire(target, to: old) }
            let new = Self.newFiles(in: staging) + "/" + step.path
            if files.exists(new) { try files.move(new, target) }
        }
    }

    /// Moves the entry at `target` to `old`, unless that was done already (`old` exists) or there
    /// is nothing there.
    private func retire(_ target: String, to old: String) throws {
        guard !files.exists(old), files.exists(target) else { return }
        try files.makeParent(of: old)
        try files.move(target, old)
    }

    /// Undoes `steps`, last first: a put file goes back to `files/`, a retired entry back in place,
    /// a removed folder is made again and a made folder removed.
    func undo(_ steps: ArraySlice<Step>) throws {
        for step in steps.reversed() {
            let target = output + "/" + step.path
            let old = staging + "/old/" + step.path
            switch step {
            case .retire:
                if files.exists(old) && !files.exists(target) { try files.move(old, target) }
            case .removeFolder:
                try files.makeFolder(target)
            case .makeFolder:
                _ = try files.removeEmptyFolder(target)
            case .put(_, let replacing):
                let new = Self.newFiles(in: staging) + "/" + step.path
                if !files.exists(new) && files.exists(target) {
                    try files.makeParent(of: new)
                    try files.move(target, new)
                }
                if replacing && files.exists(old) && !files.exists(target) { try files.move(old, target) }
            }
        }
    }
}
