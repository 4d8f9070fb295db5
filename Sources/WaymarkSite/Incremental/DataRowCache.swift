import Synchronization
import WaymarkCore
import WaymarkData
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel
import WaymarkRender
import WaymarkResolve

/// `waymark build --cache`: the data phase kept between builds (docs/scale.md, "The data phase kept
/// between builds"). In the cache folder beside the build cache, `data-<hash of the output folder>`
/// holds what the last build decoded from each row of its charter and announcement CSV files
/// (``CSVRowReuse``), keyed by the bytes of the row and of its file's header row, and the nearest
/// gazetteer place it found for each coordinate (``KnownNearestPlaces``). The next build reads only
/// the rows whose bytes are new and looks up only new coordinates; an unchanged row gives the same
/// record and the same messages at its line of today, whatever moved around it.
///
/// Layout, numbers as 8 little-endian bytes, texts as a byte count and UTF-8 (``CacheFileWriter``):
/// `WAYMARK-DATA-ROWS\n`, format number, tool identity (``BuildCache/toolIdentity(_:)``: the decoders
/// and the gazetteer are part of the program), then for charters and for announcements a row count and
/// per row its key, its payload's byte count and the payload (``DataRowPayload``); then the places
/// (count; per place its id, name, subtitle, latitude and longitude bits, country code, time zone,
/// population) and the coordinates (count; per coordinate its latitude and longitude bits, the
/// place's number and the distance's bits); last a ``ContentHash`` of every byte before it. A file
/// that is not whole, of another format or of another program is ignored with one warning, and
/// every row is read; a payload that cannot be read back is that row read from its file.
final class DataRowCache: Sendable {
    static let currentFormat: UInt64 = 1
    static let magic = Array("WAYMARK-DATA-ROWS\n".utf8)

    /// The two record kinds read from CSV files.
    enum Kind: Int, Sendable, CaseIterable {
        case charters, announcements
    }

    /// The file as read (empty for none), where each kind's payloads lie in it, and the places.
    let bytes: [UInt8]
    let rows: [[UInt64: Range<Int>]]
    let nearest: KnownNearestPlaces
    /// What this build's rows gave, by kind and file (``keep(_:path:keys:lines:outcomes:)``), and
    /// how many rows were taken and read.
    private let kept = Mutex(Kept())

    struct Kept: Sendable {
        var files: [[String: [(key: UInt64, payload: Payload)]]] = Kind.allCases.map { _ in [:] }
        var taken = 0
        var read = 0
    }

    /// A row's payload: where it lies in the file read, or new bytes.
    enum Payload: Sendable {
        case earlier(Range<Int>)
        case new([UInt8])
    }

    /// An empty cache: every row is read, every coordinate looked up.
    init() {
        bytes = []
        rows = Kind.allCases.map { _ in [:] }
        nearest = KnownNearestPlaces()
    }

    private init(bytes: [UInt8], rows: [[UInt64: Range<Int>]], nearest: KnownNearestPlaces) {
        self.bytes = bytes
        self.rows = rows
        self.nearest = nearest
    }

    /// The cache file of `outputFolder` in the cache folder `folder`.
    static func path(folder: String, outputFolder: String) -> String {
        var hash = StableHash()
        hash.combine(BuildCache.absolute(outputFolder))
        return folder + "/data-" + hash.hex
    }

    /// The cache at `path`, or an empty one — with a warning line when a file was there but cannot
    /// be used. A missing file (the first build) is no warning.
    static func load(_ path: String, from store: CacheFileStore) -> (cache: DataRowCache, warning: String?) {
        func ignored(_ why: String) -> (cache: DataRowCache, warning: String?) {
            (DataRowCache(), "\(path): warning: data row cache ignored: \(why); reading every data row")
        }
        let data: [UInt8]
        switch store.read(path) {
        case .missing: return (DataRowCache(), nil)
        case .unreadable(let why): return ignored(why)
        case .bytes(let read): data = read
        }
        do {
            let cache = try decode(data, tool: store.tool)
            return (cache, nil)
        } catch {
            return ignored(error.description)
        }
    }

    /// The row reuse of each kind, for ``SiteData``.
    var reuses: CSVRowReuses {
        CSVRowReuses(charters: Table<Charter>(cache: self, kind: .charters),
                     announcements: Table<Announcement>(cache: self, kind: .announcements))
    }

    /// How many CSV rows were taken from the cache and how many read from their files.
    var counts: (taken: Int, read: Int) {
        kept.withLock { ($0.taken, $0.read) }
    }

    /// ``CSVRowReuse`` for one kind.
    struct Table<Record: DataRowRecord>: CSVRowReuse {
        let cache: DataRowCache
        let kind: Kind

        func look(path: String, bytes: UnsafeRawBufferPointer, header: Range<Int>, rows: [Range<Int>], lines: [Int])
            -> (keys: [UInt64], found: [CSVRowOutcome<Record>?]) {
            cache.look(kind, path: path, bytes: bytes, header: header, rows: rows, lines: lines)
        }

        func keep(path: String, keys: [UInt64], lines: [Int], outcomes: [CSVRowOutcome<Record>?]) {
            cache.keep(kind, path: path, keys: keys, lines: lines, outcomes: outcomes)
        }
    }

    /// Each row's key (its bytes and the header's) and what the cache holds for it, on all cores.
    func look<Record: DataRowRecord>(_ kind: Kind, path: String, bytes: UnsafeRawBufferPointer, header: Range<Int>,
                                     rows: [Range<Int>], lines: [Int]) -> (keys: [UInt64], found: [CSVRowOutcome<Record>?]) {
        var headerHash = ContentHash()
        headerHash.combine(UnsafeRawBufferPointer(rebasing: bytes[header]))
        let headerKey = headerHash.value
        let table = self.rows[kind.rawValue]
        nonisolated(unsafe) let text = bytes
        let ranges = Concurrently.ranges(total: rows.count, parts: max(1, min(rows.count / 4_000, 16)))
        let parts = Concurrently.map(ranges.count) { part in
            ranges[part].map { index -> (UInt64, CSVRowOutcome<Record>?) in
                let key = Self.key(header: headerKey, row: UnsafeRawBufferPointer(rebasing: text[rows[index]]))
                guard let payload = table[key] else { return (key, nil) }
                let outcome: CSVRowOutcome<Record>? = self.bytes.withUnsafeBytes {
                    DataRowPayload.decode(UnsafeRawBufferPointer(rebasing: $0[payload]), path: path, line: lines[index])
                }
                return (key, outcome)
            }
        }
        var keys: [UInt64] = []
        var found: [CSVRowOutcome<Record>?] = []
        keys.reserveCapacity(rows.count)
        found.reserveCapacity(rows.count)
        for part in parts {
            for (key, outcome) in part {
                keys.append(key)
                found.append(outcome)
            }
        }
        return (keys, found)
    }

    /// A row's key: its bytes, after those of its file's header row (as a hash).
    static func key(header: UInt64, row: UnsafeRawBufferPointer) -> UInt64 {
        var hash = ContentHash()
        withUnsafeBytes(of: header.littleEndian) { hash.combine($0) }
        hash.combine(row)
        return hash.value
    }

    /// Remembers what every row of a file gave: the payload the cache had for a row it gave, new
    /// bytes for a row read; a row that gave nothing to keep is left out.
    func keep<Record: DataRowRecord>(_ kind: Kind, path: String, keys: [UInt64], lines: [Int], outcomes: [CSVRowOutcome<Record>?]) {
        let table = rows[kind.rawValue]
        var taken = 0
        var payloads: [(key: UInt64, payload: Payload)] = []
        payloads.reserveCapacity(keys.count)
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome else { continue }
            if let earlier = table[keys[index]] {
                taken += 1
                payloads.append((keys[index], .earlier(earlier)))
            } else if let bytes = DataRowPayload.encode(outcome, path: path, line: lines[index]) {
                payloads.append((keys[index], .new(bytes)))
            }
        }
        let read = outcomes.count - taken
        kept.withLock {
            $0.files[kind.rawValue][path] = payloads
            $0.taken += taken
            $0.read += read
        }
    }

    /// The file's bytes: this build's rows (each key once, files by path) and `nearest`, written by
    /// the program whose identity is `tool`.
    func encoded(nearest: KnownNearestPlaces, tool: UInt64) -> [UInt8] {
        let files = kept.withLock { $0.files }
        var file = CacheFileWriter(magic: Self.magic, capacity: bytes.count + 1_024)
        file.put(Self.currentFormat)
        file.put(tool)
        for kind in Kind.allCases {
            var seen: Set<UInt64> = []
            var chosen: [(key: UInt64, payload: Payload)] = []
            for path in files[kind.rawValue].keys.sorted() {
                for row in files[kind.rawValue][path] ?? [] where seen.insert(row.key).inserted { chosen.append(row) }
            }
            file.put(UInt64(chosen.count))
            for row in chosen {
                file.put(row.key)
                switch row.payload {
                case .earlier(let range):
                    file.put(UInt64(range.count))
                    file.put(raw: bytes[range])
                case .new(let payload):
                    file.put(UInt64(payload.count))
                    file.put(raw: payload)
                }
            }
        }
        // Places numbered by their gazetteer id (hashing every field of 110,000 places cost more
        // than the rest of the file); a place whose id an unequal place already has gets its own number.
        var places: [String: Int] = [:]
        var placeList: [PlaceResult] = []
        var numbers: [Int] = []
        let coordinates = nearest.places.sorted { ($0.key.latitude, $0.key.longitude) < ($1.key.latitude, $1.key.longitude) }
        numbers.reserveCapacity(coordinates.count)
        for (_, nearby) in coordinates {
            if let number = places[nearby.place.id], placeList[number] == nearby.place {
                numbers.append(number)
                continue
            }
            if places[nearby.place.id] == nil { places[nearby.place.id] = placeList.count }
            numbers.append(placeList.count)
            placeList.append(nearby.place)
        }
        file.put(UInt64(placeList.count))
        for place in placeList {
            file.put(place.id)
            file.put(place.name)
            file.put(place.subtitle)
            file.put(place.coordinate.latitude.bitPattern)
            file.put(place.coordinate.longitude.bitPattern)
            file.put(place.countryCode)
            file.put(place.timezone)
            file.put(UInt64(bitPattern: Int64(place.population)))
        }
        file.put(UInt64(coordinates.count))
        for ((key, nearby), number) in zip(coordinates, numbers) {
            file.put(key.latitude)
            file.put(key.longitude)
            file.put(UInt64(number))
            file.put(nearby.distance.bitPattern)
        }
        file.put(Self.checksum(file.bytes[...]))
        return file.bytes
    }

    /// Reads a file's bytes; throws a ``BuildCacheFile/Problem`` saying why they cannot be used (among
    /// them: written by a program whose identity is not `tool`).
    static func decode(_ bytes: [UInt8], tool: UInt64) throws(BuildCacheFile.Problem) -> DataRowCache {
        var reader = try BuildCacheFile.Reader.body(of: bytes, magic: magic, kind: "data row cache", format: currentFormat,
                                                    checksum: checksum)
        guard try reader.number() == tool else {
            throw BuildCacheFile.Problem(description: "written by another build of waymark (its program, theme, gazetteer or coastlines differ)")
        }
        var rows: [[UInt64: Range<Int>]] = []
        for _ in Kind.allCases {
            let count = try reader.count()
            guard count <= bytes.count / 16 else { throw BuildCacheFile.Problem(description: "row count \(count) is too large") }
            var table: [UInt64: Range<Int>] = [:]
            table.reserveCapacity(count)
            for _ in 0..<count {
                let key = try reader.number()
                let length = try reader.count()
                guard length <= reader.end - reader.offset else { throw BuildCacheFile.Problem(description: "truncated") }
                table[key] = reader.offset..<(reader.offset + length)
                reader.offset += length
            }
            rows.append(table)
        }
        let placeCount = try reader.count()
        guard placeCount <= bytes.count / 64 else { throw BuildCacheFile.Problem(description: "place count \(placeCount) is too large") }
        var places: [PlaceResult] = []
        places.reserveCapacity(placeCount)
        for _ in 0..<placeCount {
            let id = try reader.text(), name = try reader.text(), subtitle = try reader.text()
            let coordinate = Coordinate(latitude: Double(bitPattern: try reader.number()), longitude: Double(bitPattern: try reader.number()))
            let countryCode = try reader.text(), timezone = try reader.text()
            let population = Int(Int64(bitPattern: try reader.number()))
            places.append(PlaceResult(id: id, name: name, subtitle: subtitle, coordinate: coordinate, countryCode: countryCode,
                                      timezone: timezone, population: population))
        }
        let coordinateCount = try reader.count()
        guard coordinateCount <= bytes.count / 32 else {
            throw BuildCacheFile.Problem(description: "coordinate count \(coordinateCount) is too large")
        }
        var nearest = KnownNearestPlaces()
        nearest.places.reserveCapacity(coordinateCount)
        for _ in 0..<coordinateCount {
            let latitude = try reader.number(), longitude = try reader.number()
            let place = try reader.count()
            let distance = Double(bitPattern: try reader.number())
            guard place < places.count else { throw BuildCacheFile.Problem(description: "a coordinate of no known place") }
            var key = KnownNearestPlaces.Key(Coordinate(latitude: 0, longitude: 0))
            key.latitude = latitude
            key.longitude = longitude
            nearest.places[key] = NearbyPlace(place: places[place], distance: distance)
        }
        guard reader.offset == reader.end else { throw BuildCacheFile.Problem(description: "bytes after the last entry") }
        return DataRowCache(bytes: bytes, rows: rows, nearest: nearest)
    }

    /// The checksum stored at the end (``CacheFileWriter/contentChecksum(_:)``).
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 { CacheFileWriter.contentChecksum(bytes) }

    /// Writes this build's rows and `nearest` atomically (a temporary file renamed over the cache).
    func save(to path: String, in store: CacheFileStore, nearest: KnownNearestPlaces) throws {
        try store.save(encoded(nearest: nearest, tool: store.tool), to: path)
    }
}
