/// Writing values into the YAML files of a new site.
enum YAMLText {
    /// `text` as a YAML double-quoted scalar that reads back exactly as `text`: backslash and
    /// double quote escaped, line breaks and other control or invisible break characters written
    /// as escapes, everything else as is (so `:`, `#`, `'` and non-Latin letters are safe).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF {
                    out += "\\u" + ScaffoldError.hex(value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
