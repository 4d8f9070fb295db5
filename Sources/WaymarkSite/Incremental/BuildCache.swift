import Foundation
import WaymarkCore
import WaymarkMap
import WaymarkOutput
import WaymarkRender

/// `waymark build --cache DIR`: the file in DIR that remembers, between processes, which job
/// fingerprint (``PageJob/fingerprint``) each file of the output folder was rendered from, so the
/// next build renders only the files whose inputs changed and hard-links the others from the
/// previous output folder (docs/scale.md, "Rebuilds that redo only what changed").
///
/// A cache is used only when it is whole (its checksum), of this format, written by this very
/// program (``toolIdentity(_:)``) and for the same site and output folders; otherwise the build warns
/// once, naming the file and why, and renders every file. A file is reused only when its job has
/// the same fingerprint, every page shares the same environment, and the previous output still
/// holds the file with the ``OutputStamp`` recorded after the build that wrote it.
struct BuildCache: Sendable {
    /// The folder given to `--cache`.
    let folder: String
    /// The output folder the cache describes: each output folder has a file of its own
    /// (`build-<hash of its absolute path>`; the format number is inside the file).
    let outputFolder: String
    /// Where the cache file is read and written.
    let store: CacheFileStore

    /// The cache file.
    var path: String { Self.path(folder: folder, outputFolder: outputFolder) }

    /// The cache file of `outputFolder` in the cache folder `folder`.
    static func path(folder: String, outputFolder: String) -> String {
        var hash = StableHash()
        hash.combine(absolute(outputFolder))
        return folder + "/build-" + hash.hex
    }

    /// The cache of the last build of `siteFolder` into `outputFolder`, or `nil` — with a warning
    /// line when a file was there but cannot be used. A missing file (the first build) is no warning.
    func load(siteFolder: String, outputFolder: String) -> (file: BuildCacheFile?, warning: String?) {
        func ignored(_ why: String) -> (file: BuildCacheFile?, warning: String?) {
            (nil, "\(path): warning: build cache ignored: \(why); rendering every file")
        }
        let bytes: [UInt8]
        switch store.read(path) {
        case .missing: return (nil, nil)
        case .unreadable(let why): return ignored(why)
        case .bytes(let read): bytes = read
        }
        let file: BuildCacheFile
        do {
            file = try BuildCacheFile.decode(bytes)
        } catch {
            return ignored(error.description)
        }
        guard file.tool == store.tool else {
            return ignored("written by another build of waymark (its program, theme, gazetteer or coastlines differ)")
        }
        let site = Self.absolute(siteFolder), output = Self.absolute(outputFolder)
        guard file.siteFolder == site, file.outputFolder == output else {
            return ignored("written for the site \(file.siteFolder) built into \(file.outputFolder), not \(site) into \(output)")
        }
        return (file, nil)
    }

    /// Writes `file` atomically: into a temporary file in the folder, then renamed over the cache,
    /// so a reader sees the old cache or the new one, never a part.
    func save(_ file: BuildCacheFile) throws {
        try store.save(file.encoded(), to: path)
    }

    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// What makes this program render what it renders, beyond the site: the running executable
    /// (``programIdentity(_:io:)``: its code and embedded theme and catalogues), the bytes of the
    /// resource bundles beside it (gazetteer, basemap) and which GSHHG coastline files the maps read
    /// (path, size, time), all read through `io`. A `--cache` build computes it once, at its start
    /// (``BuildRun/toolIdentity``), and its cache files record it (``CacheFileStore/tool``).
    static func toolIdentity(_ io: FileIO) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-tool-2")
        hash.combine(BuildCacheFile.currentFormat)
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let program = io.resolvedPath(executable)
        hash.combine(programIdentity(program, io: io))
        let beside = program.lastIndex(of: "/").map { $0 == program.startIndex ? "/" : String(program[..<$0]) } ?? "."
        let bundles = (io.readFolder(beside, false)?.entries.map(\.name) ?? [])
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
        for bundle in bundles {
            let folder = beside + "/" + bundle
            hash.combine(bundle)
            for file in subpaths(of: folder, io: io).sorted() {
                hash.combine(file)
                hash.combine(contentHash(folder + "/" + file, io: io))
            }
        }
        let coastlines = Coastlines.standard
        hash.combine(coastlines.directory)
        for resolution in coastlines.resolutions {
            let path = coastlines.directory + "/binned_GSHHS_\(resolution.rawValue).nc"
            hash.combine(path)
            if let stamp = OutputStamp.of(path, io: io) {
                hash.combine(stamp.size)
                hash.combine(UInt64(bitPattern: stamp.seconds))
            }
        }
        return hash.value
    }

    /// Every entry under `folder`, files and folders at any depth (links not followed), as paths
    /// relative to it, read through `io`; `[]` when it cannot be read.
    private static func subpaths(of folder: String, io: FileIO) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let contents = io.readFolder(relative.isEmpty ? folder : folder + "/" + relative, false) else { continue }
            for entry in contents.entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                found.append(path)
                if (entry.kind ?? io.status(folder + "/" + path)?.kind) == .folder { pending.append(path) }
            }
        }
        return found
    }

    /// The identity of the program file at `path`, read through `io`: its GNU build ID
    /// (``ELFBuildID``, which the linker computes from the whole linked file) when it has one, else a
    /// hash of all its bytes (``contentHash(_:io:)``; for a 100 MB release binary about 0.1 s, where
    /// the build ID takes a few hundred bytes read). The two kinds are marked apart, so they never
    /// compare equal.
    static func programIdentity(_ path: String, io: FileIO) -> UInt64 {
        var hash = StableHash()
        if let id = ELFBuildID.of(path, io: io) {
            hash.combine("elf-build-id")
            hash.combine(bytes: id)
        } else {
            hash.combine("bytes")
            hash.combine(contentHash(path, io: io))
        }
        return hash.value
    }

    /// A fast 64-bit hash of a file's bytes (``ContentHash``), read a piece at a time through `io`
    /// (``FileIO/readPieces``); 0 for a folder or an unreadable file.
    static func contentHash(_ path: String, io: FileIO) -> UInt64 {
        var hash = ContentHash()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let read = buffer.withUnsafeMutableBytes { buffer in io.readPieces(path, buffer, { hash.combine($0) }) }
        return read ? hash.value : 0
    }
}
