import WaymarkOutput

/// The GNU build ID of an ELF program: the bytes of the `NT_GNU_BUILD_ID` note that the linker
/// writes into a `PT_NOTE` segment (`.note.gnu.build-id`), a hash of the linked file's contents
/// (or a random UUID, which only changes more often). ``BuildCache/toolIdentity(_:)`` uses it instead
/// of hashing the whole executable: reading it takes a few hundred bytes, not 100 MB.
///
/// Only 64-bit little-endian ELF files are read (every platform Waymark's CI builds on); anything
/// else, a truncated file, or a file without the note gives `nil`, and the caller hashes the bytes.
enum ELFBuildID {
    /// The build ID of the file at `path`, read through `io` (``FileIO/readParts``), or `nil` (see
    /// the type's description).
    static func of(_ path: String, io: FileIO) -> [UInt8]? {
        var id: [UInt8]?
        guard io.readParts(path, { part in id = parse(part) }) else { return nil }
        return id
    }

    /// Reads the build ID through `read(offset, count)`, which returns exactly `count` bytes from
    /// `offset` of the file or `nil` past its end.
    static func parse(_ read: (_ offset: Int, _ count: Int) -> [UInt8]?) -> [UInt8]? {
        // ELF64 header: magic, class 2 (64-bit), data 1 (little-endian); e_phoff at 32,
        // e_phentsize at 54, e_phnum at 56.
        guard let header = read(0, 64), header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
              header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = Int(truncatingIfNeeded: number(header, at: 32, size: 8))
        let entrySize = Int(number(header, at: 54, size: 2)), entries = Int(number(header, at: 56, size: 2))
        // 0xFFFF (PN_XNUM) keeps the real count elsewhere; such files fall back to hashing.
        guard entrySize >= 56, entrySize <= 256, entries > 0, entries < 0xFFFF, programHeaders > 0,
              let table = read(programHeaders, entrySize * entries) else { return nil }
        for entry in 0..<entries {
            let base = entry * entrySize
            guard number(table, at: base, size: 4) == 4 else { continue }  // PT_NOTE
            let offset = Int(truncatingIfNeeded: number(table, at: base + 8, size: 8))
            let size = Int(truncatingIfNeeded: number(table, at: base + 32, size: 8))
            let alignment = number(table, at: base + 48, size: 8) == 8 ? 8 : 4
            guard offset > 0, size > 0, size <= 1 << 16, let notes = read(offset, size) else { continue }
            if let id = buildID(inNotes: notes, alignment: alignment) { return id }
        }
        return nil
    }

    /// The descriptor of the first `GNU` note of type 3 (`NT_GNU_BUILD_ID`) in a note segment.
    static func buildID(inNotes notes: [UInt8], alignment: Int) -> [UInt8]? {
        func padded(_ size: Int) -> Int { (size + alignment - 1) / alignment * alignment }
        var cursor = 0
        while cursor + 12 <= notes.count {
            let nameSize = Int(number(notes, at: cursor, size: 4))
            let descriptorSize = Int(number(notes, at: cursor + 4, size: 4))
            let type = number(notes, at: cursor + 8, size: 4)
            let name = cursor + 12, descriptor = name + padded(nameSize)
            guard descriptor + descriptorSize <= notes.count else { return nil }
            if type == 3, nameSize == 4, notes[name..<(name + 4)].elementsEqual([0x47, 0x4E, 0x55, 0]), descriptorSize > 0 {
                return Array(notes[descriptor..<(descriptor + descriptorSize)])
            }
            cursor = descriptor + padded(descriptorSize)
        }
        return nil
    }

    /// The little-endian unsigned number of `size` bytes at `offset` of `bytes` (0 past the end).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }
}
