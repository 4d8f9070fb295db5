import WaymarkModel

/// Reads records from JSON text: an array of objects, or one object for a single record.
///
/// A small position-tracking recursive-descent parser (RFC 8259) so every value keeps the 1-based
/// line and column where it starts (columns counted in Unicode scalars, like YAML's). Syntax errors
/// are reported at the offending character.
struct JSONRecordReader {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// How many objects and lists enclose the value being parsed.
    private var depth = 0

    /// The deepest nesting of objects and lists read: records are one object deep with lists of
    /// text, so this is far beyond any record, and keeps the recursive parser far from the stack's end.
    static let nestingLimit = 64

    /// Parses `text`; problems are returned as diagnostics located in `path`.
    /// A leading byte order mark is skipped (RFC 8259 §8.1 lets a parser ignore it); columns are
    /// counted after it.
    static func read(_ text: String, path: String) -> ([RawRecord], [Diagnostic]) {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        var reader = JSONRecordReader(scalars: Array(text.unicodeScalars), path: path)
        do {
            reader.skipSpace()
            if reader.index == reader.scalars.count { return ([], []) }
            let rootLocation = reader.here
            let root = try reader.parseValue()
            reader.skipSpace()
            if reader.index < reader.scalars.count {
                throw reader.syntax("unexpected \(reader.describeCurrent()) after the end of the data")
            }
            switch root {
            case .object(let members):
                return ([RawRecord(path: path, start: rootLocation.position, fields: members.map(\.field))], [])
            case .array(let items):
                var records: [RawRecord] = []
                var problems: [Diagnostic] = []
                for item in items {
                    if case .object(let members) = item.value {
                        records.append(RawRecord(path: path, start: item.location.position, fields: members.map(\.field)))
                    } else {
                        problems.append(.error("expected a record (an object), found \(item.value.kind)", at: item.location))
                    }
                }
                return (records, problems)
            default:
                return ([], [.error("expected a list of records at the top of the file, found \(root.kind)", at: rootLocation)])
            }
        } catch let error as Diagnostic {
            return ([], [error])
        } catch {
            return ([], [.error("JSON syntax error: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
    }

    private init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    /// A parsed JSON value with its position.
    private indirect enum Value {
        case object([Member])
        case array([Located])
        case scalar(String)
        case null

        var kind: String {
            switch self {
            case .object: return "an object"
            case .array: return "a list"
            case .scalar(let s): return "the value \"\(s)\""
            case .null: return "null"
            }
        }

        var raw: RawValue {
            switch self {
            case .object: return .mapping
            case .array(let items): return .list(items.map(\.value.raw))
            case .scalar(let s): return .text(s)
            case .null: return .null
            }
        }
    }

    private struct Located {
        var value: Value
        var location: SourceLocation
    }

    private struct Member {
        var key: String
        var keyLocation: SourceLocation
        var value: Located
        var field: RawField {
            RawField(key: key, value: value.value.raw, position: value.location.position, keyPosition: keyLocation.position)
        }
    }

    private var here: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    private func syntax(_ message: String) -> Diagnostic {
        .error("JSON syntax error: \(message)", at: here)
    }

    private func describeCurrent() -> String {
        guard index < scalars.count else { return "end of file" }
        let c = scalars[index]
        return c == "\n" ? "line break" : "character '\(c)'"
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipSpace() {
        while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
    }

    private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws {
        guard index < scalars.count, scalars[index] == c else { throw syntax("expected \(what), found \(describeCurrent())") }
        advance()
    }

    private mutating func parseValue() throws -> Value {
        guard index < scalars.count else { throw syntax("expected a value, found end of file") }
        if scalars[index] == "{" || scalars[index] == "[", depth >= Self.nestingLimit {
            throw Diagnostic.error("JSON nests more than \(Self.nestingLimit) objects and lists deep here: expected records whose values are text, numbers or lists of them",
                                   at: here)
        }
        switch scalars[index] {
        case "{":
            depth += 1
            defer { depth -= 1 }
            return try parseObject()
        case "[":
            depth += 1
            defer { depth -= 1 }
            return try parseArray()
        case "\"": return .scalar(try parseString())
        case "t": try literal("true"); return .scalar("true")
        case "f": try literal("false"); return .scalar("false")
        case "n": try literal("null"); return .null
        case "-", "0"..."9": return .scalar(try parseNumber())
        default: throw syntax("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func literal(_ word: String) throws {
        for c in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == c else { throw syntax("expected \(word), found \(describeCurrent())") }
            advance()
        }
    }

    private mutating func parseObject() throws -> Value {
        advance()
        var members: [Member] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "}" { advance(); return .object(members) }
        while true {
            skipSpace()
            guard index < scalars.count, scalars[index] == "\"" else {
                throw syntax("expected a field name in double quotes, found \(describeCurrent())")
            }
            let keyLocation = here
            let key = try parseString()
            skipSpace()
            try expect(":", "':' after the field name \"\(key)\"")
            skipSpace()
            let location = here
            let value = try parseValue()
            members.append(Member(key: key, keyLocation: keyLocation, value: Located(value: value, location: location)))
            skipSpace()
            guard index < scalars.count else { throw syntax("expected ',' or '}', found end of file") }
            if scalars[index] == "," { advance(); continue }
            if scalars[index] == "}" { advance(); return .object(members) }
            throw syntax("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
        }
    }

    private mutating func parseArray() throws -> Value {
        advance()
        var items: [Located] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "]" { advance(); return .array(items) }
        while true {
            skipSpace()
            let location = here
            items.append(Located(value: try parseValue(), location: location))
            skipSpace()
            guard index < scalars.count else { throw syntax("expected ',' or ']', found end of file") }
            if scalars[index] == "," { advance(); continue }
            if scalars[index] == "]" { advance(); return .array(items) }
            throw syntax("expected ',' or ']' in a list, found \(describeCurrent())")
        }
    }

    private mutating func parseString() throws -> String {
        advance()
        var out = String.UnicodeScalarView()
        while index < scalars.count {
            let c = scalars[index]
            if c == "\"" { advance(); return String(out) }
            if c == "\n" { throw syntax("unterminated string: line break before the closing '\"'") }
            if c == "\\" {
                advance()
                guard index < scalars.count else { break }
                let e = scalars[index]
                switch e {
                case "\"", "\\", "/": out.append(e)
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code), index + 2 < scalars.count,
                       scalars[index + 1] == "\\", scalars[index + 2] == "u" {
                        advance(); advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw syntax("\\u escape of a high surrogate is not followed by a low surrogate (\\uDC00 to \\uDFFF)")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(code) else { throw syntax("invalid \\u escape") }
                    out.append(s)
                default:
                    throw syntax("invalid escape '\\\(e)' in a string")
                }
                advance()
                continue
            }
            out.append(c)
            advance()
        }
        throw syntax("unterminated string: end of file before the closing '\"'")
    }

    /// Reads the 4 hex digits after `\u`; leaves `index` on the last digit.
    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            advance()
            guard index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) else {
                throw syntax("expected 4 hex digits after \\u")
            }
            value = value * 16 + digit
        }
        return value
    }

    private mutating func parseNumber() throws -> String {
        var text = ""
        while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) {
            text.unicodeScalars.append(scalars[index])
            advance()
        }
        guard Double(text) != nil else { throw syntax("\"\(text)\" is not a number") }
        return text
    }
}

extension SourceLocation {
    /// The line and column without the path.
    var position: TextPosition { TextPosition(line: line, column: column) }
}
