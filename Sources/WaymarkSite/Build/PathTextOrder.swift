import Foundation

/// The output paths of a plan as one block of UTF-8 bytes, so sorting 45,000 of them compares
/// bytes in place instead of going through `String`'s comparison (which retains both strings and
/// checks their normalisation on every call). The order is exactly `String`'s: ASCII texts compare
/// by their bytes, which is the same order; a text with any other byte is compared as a `String`.
struct PathTextOrder {
    private let texts: [String]
    private var bytes: [UInt8] = []
    /// Where each text starts in `bytes`; one more entry, the end.
    private var starts: [Int] = []
    private var isASCII: [Bool] = []

    init(_ texts: [String]) {
        self.texts = texts
        starts.reserveCapacity(texts.count + 1)
        isASCII.reserveCapacity(texts.count)
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
        for text in texts {
            starts.append(bytes.count)
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            isASCII.append(!bytes[start...].contains { $0 >= 0x80 })
        }
        starts.append(bytes.count)
    }

    /// The indexes of the texts in text order, equal texts by index.
    func sortedIndexes() -> [Int] {
        bytes.withUnsafeBufferPointer { block in
            starts.withUnsafeBufferPointer { starts in
                var order = Array(texts.indices)
                order.sort { a, b in
                    let order = compare(a, b, block, starts)
                    return order == 0 ? a < b : order < 0
                }
                return order
            }
        }
    }

    /// Whether the texts at `a` and `b` are equal as `String`s.
    func equal(_ a: Int, _ b: Int) -> Bool {
        bytes.withUnsafeBufferPointer { block in
            starts.withUnsafeBufferPointer { starts in compare(a, b, block, starts) == 0 }
        }
    }

    /// Negative, zero or positive as the text at `a` comes before, equals or comes after the one at `b`.
    private func compare(_ a: Int, _ b: Int, _ block: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>) -> Int {
        guard isASCII[a], isASCII[b] else {
            return texts[a] == texts[b] ? 0 : texts[a] < texts[b] ? -1 : 1
        }
        let lengthA = starts[a + 1] - starts[a], lengthB = starts[b + 1] - starts[b]
        let common = min(lengthA, lengthB)
        if common > 0, let base = block.baseAddress {
            let order = memcmp(base + starts[a], base + starts[b], common)
            if order != 0 { return Int(order) }
        }
        return lengthA - lengthB
    }
}
