#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore
import WaymarkRender

/// One number for everything a write build reads, taken before it reads any of it: the program
/// (``BuildCache/toolIdentity``), the options that change what is written or said, and every entry
/// of the site folder — names, kinds and the bytes of every file, following symbolic links — and of
/// `--theme`'s folder. Two builds with the same digest read the same input, so the second can only
/// write what the first wrote and say what it said (docs/scale.md, "Rebuilds that redo only what
/// changed").
///
/// Left out of the walk, because a build never reads them: the output folder and the cache folder
/// (when they are inside the site folder), folders named `.git`, and the temporary folders of a
/// build in progress (`.waymark-tmp-…`). A file that cannot be read makes no digest (`nil`), and
/// then the build runs in full.
struct InputDigest {
    /// The digest of a build with `options`, by a builder whose generators are `generators`; `nil`
    /// when part of the input cannot be read.
    static func of(_ options: BuildOptions, generators: [String], maxURLsPerSitemap: Int) -> UInt64? {
        guard let cacheFolder = options.cacheFolder else { return nil }
        var walk = InputDigest(skipping: [BuildCache.absolute(options.outputFolder), BuildCache.absolute(cacheFolder)])
        walk.hash.combine("waymark-inputs-1")
        walk.hash.combine(BuildCache.toolIdentity)
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
        walk.hash.combine(options.searchIndexer.map { "\($0.executable)\u{0}\(SiteBuilder.identity(of: $0))" })
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
        let files = self.files
        let chunks = Concurrently.ranges(total: files.count, parts: Concurrently.parallelism * 8)
        let hashed = Concurrently.map(chunks.count) { chunk -> [UInt64?] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            return chunks[chunk].map { Self.contents(of: files[$0], buffer: &buffer) }
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
    /// Folders being walked (device and inode), so a link back up does not loop.
    private var walking: Set<FolderID> = []

    private init(skipping skipped: Set<String>) {
        self.skipped = skipped
    }

    /// Adds the entries of `path`, sorted by name, each with its kind and its contents; false when
    /// something cannot be read.
    private mutating func folder(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              let listing = Self.listing(path, skipping: skipped) else { return false }
        return folder(path, names: listing.names, identity: FolderID(info))
    }

    /// Adds the entries `names` of the folder `path`, whose `stat` gave `identity`.
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
            // A regular file as the folder lists it needs no `stat`: it is no link and no folder.
            if regular {
                Self.addFile(name, entry, to: &steps, files: &files)
                continue
            }
            var target = stat()
            guard stat(entry, &target) == 0 else {
                // A dangling link: the loaders report it, so its target's text is part of the input.
                steps.append(.byte(1))
                steps.append(.text(name))
                steps.append(.text("dangling"))
                steps.append(.text(Self.linkTarget(entry)))
                continue
            }
            switch target.st_mode & S_IFMT {
            case S_IFDIR:
                guard let inner = Self.listing(entry, skipping: skipped) else { return false }
                // A folder that holds only what is left out (`.waymark/` with only the cache in it)
                // is left out too, so the first build that makes it does not change the digest.
                if inner.names.isEmpty && inner.skippedAny { continue }
                steps.append(.byte(1))
                steps.append(.text(name))
                steps.append(.text("folder"))
                guard folder(entry, names: inner.names, identity: FolderID(target)) else { return false }
            case S_IFREG:
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

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
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
    /// anything else, or a file system that does not say, is looked at with `stat`).
    private typealias Listed = (name: String, regular: Bool)

    /// The entries in the folder `path` that are walked, sorted by their names' bytes, and whether
    /// any was left out; `nil` when the folder cannot be listed.
    private static func listing(_ path: String, skipping skipped: Set<String>) -> (names: [Listed], skippedAny: Bool)? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [Listed] = []
        var skippedAny = false
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            if name == ".git" || name.hasPrefix(".waymark-tmp-") || skipped.contains(path + "/" + name) {
                skippedAny = true
                continue
            }
            names.append((name, entry.pointee.d_type == UInt8(DT_REG)))
        }
        names.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return (names, skippedAny)
    }

    /// The hash of the bytes of the file at `path`, read through `buffer`; `nil` when it cannot be read.
    private static func contents(of path: String, buffer: inout [UInt8]) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var words = ContentHash()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            buffer.withUnsafeBytes { words.combine(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return words.value
    }

    /// The text of the symbolic link at `path`, or "" when it is none.
    private static func linkTarget(_ path: String) -> String {
        var bytes = [CChar](repeating: 0, count: 4_096)
        let count = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { readlink(path, $0, buffer.count) } ?? -1
        }
        return count > 0 ? String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }
}
