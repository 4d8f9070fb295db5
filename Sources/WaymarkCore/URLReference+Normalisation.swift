extension URLReference {
    /// `text` as a browser reads it in an attribute: character references decoded once (numeric ones
    /// with or without `;`, and the named ones for ASCII punctuation, tab and line feed: no named
    /// reference stands for an ASCII letter or digit), then every tab, line feed and carriage return
    /// removed, then C0 controls, DEL and white space removed at both ends.
    static func normalise(_ text: String) -> String {
        var decoded = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (scalar, next) = reference(in: scalars, at: index) {
                decoded.append(scalar)
                index = next
            } else {
                decoded.append(scalars[index])
                index += 1
            }
        }
        decoded.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let isEdge = { (scalar: Unicode.Scalar) in scalar.value <= 0x20 || scalar.value == 0x7F || scalar.isWhiteSpace }
        guard let first = decoded.firstIndex(where: { !isEdge($0) }),
              let last = decoded.lastIndex(where: { !isEdge($0) }) else { return "" }
        return String(decoded[first...last])
    }

    /// Named character references that decode to ASCII other than letters and digits, or to a
    /// scalar browsers drop from URLs.
    static let namedReferences: [String: Unicode.Scalar] = [
        "Tab": "\t", "NewLine": "\n", "colon": ":", "sol": "/", "bsol": "\\", "num": "#", "quest": "?",
        "period": ".", "plus": "+", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
        "percnt": "%", "commat": "@", "equals": "=", "semi": ";", "comma": ",", "excl": "!",
        "lpar": "(", "rpar": ")", "lowbar": "_", "nbsp": "\u{A0}",
    ]

    /// The character reference starting at `scalars[start]` (an `&`) and the index after it, or
    /// `nil` when none starts there. A numeric reference out of range decodes to U+FFFD, as in HTML.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            var radix = 10
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < scalars.count, let digit = Int(String(scalars[index]), radix: radix) {
                value = value > 0x10FFFF ? value : value * UInt32(radix) + UInt32(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            let decoded = value == 0 ? nil : Unicode.Scalar(value)
            return (decoded ?? "\u{FFFD}", index)
        }
        var name = ""
        while index < scalars.count, name.unicodeScalars.count <= 8,
              ("a"..."z").contains(scalars[index]) || ("A"..."Z").contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", let decoded = namedReferences[name] else { return nil }
        return (decoded, index + 1)
    }
}
