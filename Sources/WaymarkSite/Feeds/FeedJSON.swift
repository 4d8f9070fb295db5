import Foundation

/// The one JSON encoding of every feed: `JSONEncoder` with sorted keys and unescaped slashes, a final
/// newline. Encoding the feed types cannot fail (they hold only strings, numbers and flags); should
/// it ever, the result is an empty JSON object rather than a crash.
enum FeedJSON {
    static func encode<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes = (try? encoder.encode(value)).map { [UInt8]($0) } ?? Array("{}".utf8)
        bytes.append(0x0A)
        return bytes
    }
}
