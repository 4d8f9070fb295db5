import WaymarkCore
import WaymarkOutput
import WaymarkRender

/// One number for everything a write build reads, taken before it reads any of it: the program
/// (``BuildCache/toolIdentity(_:)``), the options that change what is written or said, and every entry
/// of the site folder — names, kinds and the bytes of every file, following symbolic links — and of
/// `--theme`'s folder. Two builds with the same digest read the same input, so the second can only
/// write what the first wrote and say what it said (docs/scale.md, "Rebuilds that redo only what
/// changed").
///
/// Left out of the walk, because a build never reads them: the output folder and the cache folder
/// (when they are inside the site folder), folders named `.git`, and the temporary folders of a
/// build in progress (`.waymark-tmp-…`). A file that cannot be read makes no digest (`nil`), and
/// then the build runs in full. Everything is read through the build's ``FileIO``.
struct InputDigest {
    /// The digest of a build with `options`, by a builder whose generators are `generators`, of the
    /// program whose identity is `tool` (``BuildCache/toolIdentity(_:)``), read through `io`; `nil`
    /// when part of the input cannot be read.
    static func of(_ options: BuildOptions, generators: [String], maxURLsPerSitemap: Int, tool: UInt64,
                   io: FileIO) -> UInt64? {
        guard let cacheFolder = options.cacheFolder else { return nil }
        var walk = InputDigest(skipping: [BuildCache.absolute(options.outputFolder), BuildCache.absolute(cacheFolder)],
                               io: io)
        walk.hash.combine("waymark-inputs-1")
        walk.hash.combine(tool)
        walk.hash.combine(BuildCache.absolute(options.siteFolder))
        walk.hash.combine(BuildCache.absolute(options.outputFolder))
        walk.hash.combine(options.displayFolder)
        walk.hash.combine(options.today.description)
        walk.hash.combine(options.strict)
        walk.hash.combine(options.includeDrafts)
        walk.hash.combine(options.online)
        walk.hash.combine(String(describing: options.format))
        walk.hash.combine(options.shard.map { "\($0)" })
        walk.hash.combine(maxURLsPerSitemap)
        // Only a site with `search: true` runs it, but which site that is, the walk has yet to read.
        walk.hash.combine(options.searchIndexer.map { "\($0.executable)\u{0}\(SiteBuilder.identity(of: $0, io: io))" })
        walk.hash.combine(generators.count)
        for name in generators { walk.hash.combine(name) }
        guard walk.folder(BuildCache.absolute(options.siteFolder)) else { return nil }
        walk.steps.append(.optionalText(options.themeFolder))
        if let theme = options.themeFolder, !walk.folder(BuildCache.absolute(theme)) { return nil }
        return walk.finish()
    }

    /// The digest so far: what was combined directly (the program and the options).
    private var hash = StableHash()
    /// What the walk adds after that, in order; a file's contents are hashed later, on every core.
    private var steps: [Step] = []
    /// The files whose contents ``Step/file(_:)`` stands for, in walk order.
    private var files: [String] = []

    /// One part of the walk's contribution to the digest.
    private enum Step {
        case text(String)
        case optionalText(String?)
        case byte(UInt8)
        /// The contents of `files[index]`.
        case file(Int)
    }

    /// Hashes the walked files' contents concurrently, then combines every step in walk order, so
    /// the value is the one a serial walk gives; `nil` when a file cannot be read.
    private consuming func finish() -> UInt64? {
        let files = self.files, io = self.io
        let chunks = Concurrently.ranges(total: files.count, parts: Concurrently.parallelism * 8)
        let hashed = Concurrently.map(chunks.count) { chunk -> [UInt64?] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            return buffer.withUnsafeMutableBytes { buffer in
                chunks[chunk].map { Self.contents(of: files[$0], through: buffer, io: io) }
            }
        }
        var contents: [UInt64] = []
        contents.reserveCapacity(files.count)
        for part in hashed {
            for value in part {
                guard let value else { return nil }
                contents.append(value)
            }
        }
        for step in steps {
            switch step {
            case .text(let text): hash.combine(text)
            case .optionalText(let text): hash.combine(text)
            case .byte(let byte): hash.combine(byte: byte)
            case .file(let index): hash.combine(contents[index])
            }
        }
        return hash.value
    }

    /// Absolute paths not walked.
    private let skipped: Set<String>
    /// The file system read.
    private let io: FileIO
    /// Folders being walked (device and inode), so a link back up does not loop.
    private var walking: Set<FolderID> = []

    private init(skipping skipped: Set<String>, io: FileIO) {
        self.skipped = skipped
        self.io = io
    }

    /// Adds the entries of `path`, sorted by name, each with its kind and its contents; false when
    /// something cannot be read.
    private mutating func folder(_ path: String) -> Bool {
        guard let status = io.statusFollowingLinks(path), status.kind == .folder,
              let listing = Self.listing(path, skipping: skipped, io: io) else { return false }
        return folder(path, names: listing.names, identity: FolderID(status))
    }

    /// Adds the entries `names` of the folder `path`, whose status gave `identity`.
    private mutating func folder(_ path: String, names: [Listed], identity: FolderID) -> Bool {
        guard walking.insert(identity).inserted else {
            steps.append(.text("loop"))
            return true
        }
        defer { walking.remove(identity) }
        // Each entry walked starts with a 1 and the folder ends with a 0, so where a folder ends is
        // part of the digest without counting its entries first (some are left out below).
        defer { steps.append(.byte(0)) }
        for (name, regular) in names {
            let entry = path + "/" + name
            // A regular file as the folder lists it needs no status: it is no link and no folder.
            if regular {
                Self.addFile(name, entry, to: &steps, files: &files)
                continue
            }
            guard let target = io.statusFollowingLinks(entry) else {
                // A dangling link: the loaders report it, so its target's text is part of the input.
                steps.append(.byte(1))
                steps.append(.text(name))
                steps.append(.text("dangling"))
                steps.append(.text(io.linkTarget(entry) ?? ""))
                continue
            }
            switch target.kind {
            case .folder:
                guard let inner = Self.listing(entry, skipping: skipped, io: io) else { return false }
                // A folder that holds only what is left out (`.waymark/` with only the cache in it)
                // is left out too, so the first build that makes it does not change the digest.
                if inner.names.isEmpty && inner.skippedAny { continue }
                steps.append(.byte(1))
                steps.append(.text(name))
                steps.append(.text("folder"))
                guard folder(entry, names: inner.names, identity: FolderID(target)) else { return false }
            case .regular:
                Self.addFile(name, entry, to: &steps, files: &files)
            default:
                steps.append(.byte(1))
                steps.append(.text(name))
                steps.append(.text("other"))
            }
        }
        return true
    }

    /// A folder as the file system knows it, whatever path reached it.
    private struct FolderID: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: FileStatus) {
            device = status.device
            inode = status.inode
        }
    }

    /// The steps of the regular file `name` at `entry` (reached through a link or not).
    private static func addFile(_ name: String, _ entry: String, to steps: inout [Step], files: inout [String]) {
        steps.append(.byte(1))
        steps.append(.text(name))
        steps.append(.text("file"))
        steps.append(.file(files.count))
        files.append(entry)
    }

    /// An entry of a folder: its name, and whether the folder lists it as a regular file (`d_type`;
    /// anything else, or a file system that does not say, is looked at with
    /// ``FileIO/statusFollowingLinks``).
    private typealias Listed = (name: String, regular: Bool)

    /// The entries in the folder `path` that are walked, sorted by their names' bytes, and whether
    /// any was left out; `nil` when the folder cannot be listed (``FileIO/readFolder``).
    private static func listing(_ path: String, skipping skipped: Set<String>,
                                io: FileIO) -> (names: [Listed], skippedAny: Bool)? {
        guard let contents = io.readFolder(path, false) else { return nil }
        var names: [Listed] = []
        names.reserveCapacity(contents.entries.count)
        var skippedAny = false
        for entry in contents.entries {
            let name = entry.name
            if name == ".git" || name.hasPrefix(".waymark-tmp-") || skipped.contains(path + "/" + name) {
                skippedAny = true
                continue
            }
            names.append((name, entry.kind == .regular))
        }
        names.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return (names, skippedAny)
    }

    /// The hash of the bytes of the file at `path`, read through `buffer` (``FileIO/readPieces``);
    /// `nil` when it cannot be read.
    private static func contents(of path: String, through buffer: UnsafeMutableRawBufferPointer, io: FileIO) -> UInt64? {
        var words = ContentHash()
        guard io.readPieces(path, buffer, { words.combine($0) }) else { return nil }
        return words.value
    }
}
