import Foundation
import Synchronization

/// The GSHHG coastlines in one folder (Debian gmt-gshhg: `/usr/share/gmt-gshhg`), read through
/// netCDF bin by bin as views need them, and kept decoded for the life of the value (a build).
///
/// Thread-safe: maps render in parallel and share one value. A missing folder or file is not an
/// error: ``isAvailable`` is false and maps draw the Natural Earth basemap instead.
public final class Coastlines: Sendable {
    /// The folder holding `binned_GSHHS_<r>.nc`.
    public let directory: String
    /// The resolutions whose file is readable, finest first.
    public let resolutions: [ShorelineResolution]

    private struct State {
        var files: [ShorelineResolution: ShorelineFile] = [:]
        var bins: [BinKey: [ShoreRing]] = [:]
        var lineFiles: [LineKey: LineFile] = [:]
        var missingLineFiles: Set<LineKey> = []
        var lineBins: [LineBinKey: [ShoreLine]] = [:]
        var failure: String?
    }

    private struct BinKey: Hashable {
        var resolution: ShorelineResolution
        var index: Int
    }

    struct LineKey: Hashable {
        var kind: LineKind
        var resolution: ShorelineResolution
    }

    private struct LineBinKey: Hashable {
        var key: LineKey
        var index: Int
    }

    private let state = Mutex(State())

    /// The folder Debian installs GSHHG into.
    public static let debianDirectory = "/usr/share/gmt-gshhg"
    /// The environment variable that points the build at another folder.
    public static let environmentVariable = "WAYMARK_GSHHG_DIR"

    /// The process-wide coastlines: `$WAYMARK_GSHHG_DIR` when set and not empty, else ``debianDirectory``.
    public static let standard: Coastlines = {
        let env = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
        return Coastlines(directory: env.isEmpty ? debianDirectory : env)
    }()

    /// Coastlines read from `directory` (nothing is read until a map asks).
    public init(directory: String) {
        self.directory = directory
        resolutions = ShorelineResolution.allCases.filter {
            FileManager.default.isReadableFile(atPath: Coastlines.path(directory, $0))
        }
    }

    /// Whether any GSHHG shoreline file can be read.
    public var isAvailable: Bool { !resolutions.isEmpty && failure == nil }

    /// The first read failure, if a file turned out unreadable.
    public var failure: String? { state.withLock { $0.failure } }

    /// The one-line warning a build prints when maps fall back to Natural Earth, or nil.
    public var fallbackWarning: String? {
        if let failure { return "warning: GSHHG coastlines unreadable (\(failure)); maps draw Natural Earth coastlines instead" }
        guard resolutions.isEmpty else { return nil }
        return "warning: no GSHHG coastlines in \(directory) (binned_GSHHS_*.nc; install gmt-gshhg or set \(Coastlines.environmentVariable)); maps draw Natural Earth coastlines instead"
    }

    static func path(_ directory: String, _ resolution: ShorelineResolution) -> String {
        (directory as NSString).appendingPathComponent("binned_GSHHS_\(resolution.rawValue).nc")
    }

    /// The readable resolution nearest `wanted`: it, else the next coarser, else the next finer.
    func resolution(nearest wanted: ShorelineResolution) -> ShorelineResolution? {
        if resolutions.contains(wanted) { return wanted }
        return resolutions.filter { $0 > wanted }.min() ?? resolutions.filter { $0 < wanted }.max()
    }

    /// The rings of the bins that cover longitudes `west…east` (unrolled: east may exceed 180 and
    /// west be below -180) and latitudes `south…north`, each shifted to the 360° copy that lies in
    /// the range. Nil when the file cannot be read (recorded in ``failure``).
    func rings(_ resolution: ShorelineResolution, west: Double, south: Double, east: Double, north: Double) -> [(ring: ShoreRing, shift: Double)]? {
        guard let file = file(resolution) else { return nil }
        var result: [(ring: ShoreRing, shift: Double)] = []
        let cover = BinCover(size: file.binSize, columns: file.columns, rows: file.rows,
                             west: west, east: east, south: south, north: north)
        for (index, shift) in cover {
            guard let rings = bin(file, resolution, index: index) else { return nil }
            for ring in rings { result.append((ring, shift)) }
        }
        return result
    }

    private func file(_ resolution: ShorelineResolution) -> ShorelineFile? {
        state.withLock { state -> ShorelineFile? in
            if let file = state.files[resolution] { return file }
            guard state.failure == nil else { return nil }
            do {
                let file = try ShorelineFile(path: Coastlines.path(directory, resolution))
                state.files[resolution] = file
                return file
            } catch {
                state.failure = "\(error)"
                return nil
            }
        }
    }

    private func bin(_ file: ShorelineFile, _ resolution: ShorelineResolution, index: Int) -> [ShoreRing]? {
        let key = BinKey(resolution: resolution, index: index)
        if let cached = state.withLock({ $0.bins[key] }) { return cached }
        // Decoded outside the cache lock (the netCDF lock serialises the reads); two threads may
        // decode the same bin once each, with the same result.
        do {
            let bin = try file.bin(index)
            let rings = ShoreBinAssembler.polygons(bin).map { ShoreRing($0, bin: bin) }
            state.withLock { $0.bins[key] = rings }
            return rings
        } catch {
            state.withLock { if $0.failure == nil { $0.failure = error.description } }
            return nil
        }
    }

    /// The border or river lines of the bins covering the range (as in ``rings(_:west:south:east:north:)``),
    /// or nil when that file is missing or unreadable (lines are optional: no warning, no fallback).
    func lines(_ kind: LineKind, _ resolution: ShorelineResolution, west: Double, south: Double, east: Double, north: Double) -> [(line: ShoreLine, shift: Double)]? {
        let key = LineKey(kind: kind, resolution: resolution)
        let file: LineFile? = state.withLock { state in
            if let file = state.lineFiles[key] { return file }
            guard !state.missingLineFiles.contains(key) else { return nil }
            let path = (directory as NSString).appendingPathComponent("binned_\(kind.rawValue)_\(resolution.rawValue).nc")
            guard let file = try? LineFile(path: path) else {
                state.missingLineFiles.insert(key)
                return nil
            }
            state.lineFiles[key] = file
            return file
        }
        guard let file else { return nil }
        var result: [(line: ShoreLine, shift: Double)] = []
        for (index, shift) in BinCover(size: file.binSize, columns: file.columns, rows: file.rows,
                                       west: west, east: east, south: south, north: north) {
            let binKey = LineBinKey(key: key, index: index)
            var lines = state.withLock { $0.lineBins[binKey] }
            if lines == nil {
                guard let bin = try? file.lines(index, levels: kind.levels) else { return nil }
                let decoded = bin.lines.map { ShoreLine($0, west: bin.west, south: bin.south, size: file.binSize) }
                state.withLock { $0.lineBins[binKey] = decoded }
                lines = decoded
            }
            for line in lines ?? [] { result.append((line, shift)) }
        }
        return result
    }
}
