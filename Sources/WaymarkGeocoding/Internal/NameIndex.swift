/// The sorted name-key index of the gazetteer: key → places, searched by binary search.
///
/// Keys live in one byte buffer (no per-key allocation); a lookup costs about log2(keys) byte-string
/// comparisons. Postings are `place << 1 | primary` (see `Resources/README.md`).
struct NameIndex: Sendable {
    /// A place reached through a key.
    struct Posting: Sendable, Hashable {
        /// Position of the place in the gazetteer's place array.
        let place: Int
        /// True when the key comes from the place's own name (or its ASCII form), false for an alternate name.
        let isPrimary: Bool
    }

    private let keyBytes: [UInt8]
    private let keyStarts: [Int32]
    private let postingStarts: [Int32]
    private let postings: [Int32]

    /// Number of distinct keys.
    var count: Int { keyStarts.count - 1 }

    /// Decodes `name-index.bin`.
    init(decoding bytes: [UInt8], placeCount: Int) throws(GazetteerError) {
        var reader = VarintReader(bytes, resource: "name-index.bin")
        try reader.expectMagic("WMGI")
        guard try reader.word() == 1 else { throw .corrupt(resource: reader.resource, reason: "unknown version") }
        let keyCount = try reader.word()
        let postingCount = try reader.word()
        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(bytes.count + keyCount * 4)
        var keyStarts: [Int32] = [0]
        keyStarts.reserveCapacity(keyCount + 1)
        var postingStarts: [Int32] = [0]
        postingStarts.reserveCapacity(keyCount + 1)
        var postings: [Int32] = []
        postings.reserveCapacity(postingCount)
        var previousStart = 0
        for _ in 0..<keyCount {
            let shared = try reader.varint()
            let suffix = try reader.varint()
            let start = keyBytes.count
            guard shared <= start - previousStart else {
                throw .corrupt(resource: reader.resource, reason: "bad prefix length at byte \(reader.offset)")
            }
            // Byte by byte: appending a slice of the array itself would copy the whole buffer.
            for offset in previousStart..<previousStart + shared { keyBytes.append(keyBytes[offset]) }
            try reader.copy(suffix, into: &keyBytes)
            previousStart = start
            keyStarts.append(Int32(keyBytes.count))
            let members = try reader.varint()
            var last = 0
            for _ in 0..<members {
                last += try reader.varint()
                guard last >> 1 < placeCount else {
                    throw .corrupt(resource: reader.resource, reason: "posting \(last) beyond \(placeCount) places")
                }
                postings.append(Int32(last))
            }
            postingStarts.append(Int32(postings.count))
        }
        guard reader.isAtEnd, postings.count == postingCount else {
            throw .corrupt(resource: reader.resource, reason: "counts do not match the header")
        }
        self.keyBytes = keyBytes
        self.keyStarts = keyStarts
        self.postingStarts = postingStarts
        self.postings = postings
    }

    /// The places whose name key is exactly `key` (empty when none).
    func postings(for key: String) -> [Posting] {
        var key = key
        return key.withUTF8 { query in
            let (position, found) = search(query)
            guard found else { return [] }
            return (Int(postingStarts[position])..<Int(postingStarts[position + 1])).map {
                Posting(place: Int(postings[$0] >> 1), isPrimary: postings[$0] & 1 == 1)
            }
        }
    }

    /// Keys near `key` in sort order that share a long prefix with it, with their postings: the source
    /// of "did you mean" suggestions. A key qualifies when its common prefix with `key` is at least
    /// `minimumPrefix` bytes and at least the longest common prefix found, less `slack`. At most
    /// `window` keys on each side of the insertion point are examined.
    /// - Returns: the postings and the longest common prefix found (bytes; 0 when nothing qualifies).
    func neighbours(of key: String, minimumPrefix: Int = 3, slack: Int = 1, window: Int = 24) -> (postings: [Posting], longest: Int) {
        var key = key
        return key.withUTF8 { query -> ([Posting], Int) in
            let (position, _) = search(query)
            let range = max(0, position - window)..<min(count, position + window)
            let shared = range.map { (index: $0, shared: commonPrefix(query, $0)) }
            guard let longest = shared.map(\.shared).max(), longest >= minimumPrefix else { return ([], 0) }
            let threshold = max(minimumPrefix, longest - slack)
            var found: [Posting] = []
            for entry in shared where entry.shared >= threshold {
                for slot in Int(postingStarts[entry.index])..<Int(postingStarts[entry.index + 1]) {
                    found.append(Posting(place: Int(postings[slot] >> 1), isPrimary: postings[slot] & 1 == 1))
                }
            }
            return (found, longest)
        }
    }

    /// The key at `index` (for tests and diagnostics).
    func key(at index: Int) -> String {
        String(decoding: keyBytes[Int(keyStarts[index])..<Int(keyStarts[index + 1])], as: UTF8.self)
    }

    /// Lower-bound binary search: the first key ≥ `query`, and whether it equals `query`.
    private func search(_ query: UnsafeBufferPointer<UInt8>) -> (Int, Bool) {
        keyBytes.withUnsafeBufferPointer { keys in
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if compare(keys, middle, query) < 0 { low = middle + 1 } else { high = middle }
            }
            return (low, low < count && compare(keys, low, query) == 0)
        }
    }

    /// Byte-wise comparison of key `index` with `query`: negative, zero or positive.
    @inline(__always)
    private func compare(_ keys: UnsafeBufferPointer<UInt8>, _ index: Int, _ query: UnsafeBufferPointer<UInt8>) -> Int {
        let start = Int(keyStarts[index])
        let length = Int(keyStarts[index + 1]) - start
        let shared = min(length, query.count)
        var offset = 0
        while offset < shared {
            let a = keys[start + offset]
            let b = query[offset]
            if a != b { return Int(a) - Int(b) }
            offset += 1
        }
        return length - query.count
    }

    private func commonPrefix(_ query: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let start = Int(keyStarts[index])
        let length = Int(keyStarts[index + 1]) - start
        var shared = 0
        while shared < min(length, query.count), keyBytes[start + shared] == query[shared] { shared += 1 }
        return shared
    }
}
