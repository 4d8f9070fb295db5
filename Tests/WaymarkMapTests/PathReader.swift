/// Reads the renderer's path data (`M x y l dx dy … z`, then `h`/`v` only in furniture) back into
/// absolute points, one array per subpath, so tests can check geometry independently of the writer.
enum PathReader {
    static func points(_ d: String) -> [[(Double, Double)]] {
        var subpaths: [[(Double, Double)]] = []
        var numbers: [Double] = []
        var command: Character = "M"
        var x = 0.0, y = 0.0
        var token = ""
        func endToken() {
            if !token.isEmpty, token != "-" { numbers.append(Double(token) ?? .nan) }
            token = ""
        }
        func flush() {
            var index = 0
            while index + 1 < numbers.count {
                if command == "M", index == 0 {
                    x = numbers[0]; y = numbers[1]
                    subpaths.append([])
                } else {
                    x += numbers[index]; y += numbers[index + 1]
                }
                subpaths[subpaths.count - 1].append((x, y))
                index += 2
            }
            numbers.removeAll()
        }
        for ch in d {
            if ch.isLetter {
                endToken()
                flush()
                command = ch
                if ch == "h" || ch == "v" { return subpaths }
            } else if ch == " " {
                endToken()
            } else if ch == "-" {
                endToken()
                token = "-"
            } else {
                token.append(ch)
            }
        }
        endToken()
        flush()
        return subpaths
    }
}
