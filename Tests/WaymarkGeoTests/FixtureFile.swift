import Foundation

/// Reads a committed CSV fixture (numbers only after an optional text column) from the test bundle.
enum FixtureFile {
    struct Row {
        let label: String
        let values: [Double]
    }

    static func rows(_ name: String) throws -> [Row] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures") else {
            throw FixtureError(message: "fixture \(name).csv missing from the test bundle")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",")
            let numeric = fields.compactMap { Double($0) }
            let label = Double(fields[0]) == nil ? String(fields[0]) : ""
            rows.append(Row(label: label, values: numeric))
        }
        return rows
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Difference of two angles in degrees, reduced to [0, 180].
func angleGap(_ a: Double, _ b: Double) -> Double {
    let d = abs((a - b).truncatingRemainder(dividingBy: 360))
    return min(d, 360 - d)
}
