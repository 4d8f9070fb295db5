/// The journal of an ``OutputPatch``: its steps, in order, as bytes. A header line, then per step
/// one letter and the relative path, ended by a NUL byte (paths hold no NUL), then a trailer with
/// the number of steps, so a journal cut short is never taken for a whole one.
package enum OutputPatchJournal {
    static let header = Array("waymark-output-patch 1\n".utf8)

    /// A journal that cannot be read back.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    package static func encode(_ steps: [OutputPatch.Step]) -> [UInt8] {
        var bytes = header
        for step in steps {
            switch step {
            case .retire: bytes.append(UInt8(ascii: "R"))
            case .removeFolder: bytes.append(UInt8(ascii: "D"))
            case .makeFolder: bytes.append(UInt8(ascii: "M"))
            case .put(_, let replacing): bytes.append(UInt8(ascii: replacing ? "P" : "N"))
            }
            bytes.append(contentsOf: step.path.utf8)
            bytes.append(0)
        }
        bytes.append(contentsOf: "end \(steps.count)\n".utf8)
        return bytes
    }

    package static func decode(_ bytes: [UInt8]) throws -> [OutputPatch.Step] {
        guard bytes.starts(with: header) else { throw Problem(description: "not an output patch journal") }
        var steps: [OutputPatch.Step] = []
        var offset = header.count
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "e") {
            let kind = bytes[offset]
            guard let end = bytes[(offset + 1)...].firstIndex(of: 0) else {
                throw Problem(description: "output patch journal cut short after \(steps.count) steps")
            }
            let path = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
            guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
                throw Problem(description: "output patch journal names the path \"\(path)\": expected a path inside the output")
            }
            switch kind {
            case UInt8(ascii: "R"): steps.append(.retire(path))
            case UInt8(ascii: "D"): steps.append(.removeFolder(path))
            case UInt8(ascii: "M"): steps.append(.makeFolder(path))
            case UInt8(ascii: "P"): steps.append(.put(path, replacing: true))
            case UInt8(ascii: "N"): steps.append(.put(path, replacing: false))
            default: throw Problem(description: "output patch journal has an unknown step \(kind)")
            }
            offset = end + 1
        }
        guard Array(bytes[offset...]) == Array("end \(steps.count)\n".utf8) else {
            throw Problem(description: "output patch journal cut short after \(steps.count) steps")
        }
        return steps
    }
}
