import Foundation
import Testing
import WaymarkOutput
@testable import WaymarkSite

/// The build cache's program identity: the ELF build ID when the program has one, else a hash of
/// its bytes (`BuildCache.programIdentity`, `ELFBuildID`).
@Suite struct ELFBuildIDTests {
    /// A minimal 64-bit little-endian ELF file: a header, a `PT_LOAD` and a `PT_NOTE` program header,
    /// and a note segment holding a GNU property note (skipped) and then, unless `id` is nil, the
    /// build-ID note. `tail` is appended after the notes (code, as far as the identity cares).
    static func elf(id: [UInt8]?, alignment: Int = 4, tail: [UInt8] = Array(repeating: 0x90, count: 32)) -> [UInt8] {
        func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func pad(_ bytes: [UInt8]) -> [UInt8] { bytes + Array(repeating: 0, count: (alignment - bytes.count % alignment) % alignment) }
        func note(type: Int, descriptor: [UInt8]) -> [UInt8] {
            le(4, 4) + le(descriptor.count, 4) + le(type, 4) + pad(Array("GNU\0".utf8)) + pad(descriptor)
        }
        var notes = note(type: 5, descriptor: [1, 2, 3, 4, 5, 6, 7, 8])
        if let id { notes += note(type: 3, descriptor: id) }
        let notesOffset = 64 + 2 * 56
        var header = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: UInt8(0), count: 8)
        header += le(2, 2) + le(0x3E, 2) + le(1, 4) + le(0, 8)   // type, machine, version, entry
        header += le(64, 8) + le(0, 8) + le(0, 4) + le(64, 2)    // phoff, shoff, flags, ehsize
        header += le(56, 2) + le(2, 2) + le(64, 2) + le(0, 2) + le(0, 2)  // phentsize, phnum, shentsize, shnum, shstrndx
        func programHeader(type: Int, offset: Int, size: Int) -> [UInt8] {
            le(type, 4) + le(4, 4) + le(offset, 8) + le(0, 8) + le(0, 8) + le(size, 8) + le(size, 8) + le(alignment, 8)
        }
        let load = programHeader(type: 1, offset: 0, size: notesOffset + notes.count + tail.count)
        let noteHeader = programHeader(type: 4, offset: notesOffset, size: notes.count)
        return header + load + noteHeader + notes + tail
    }

    static func write(_ bytes: [UInt8], in folder: TemporaryFolder, _ name: String) throws -> String {
        let path = folder.appending(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [4, 8])
    func theBuildIDNoteIsFoundAfterOtherNotes(alignment: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id: [UInt8] = Array(0..<20).map { UInt8($0 * 7 + 3) }
        let path = try Self.write(Self.elf(id: id, alignment: alignment), in: folder, "program")
        #expect(ELFBuildID.of(path, io: .local) == id)
    }

    @Test func theIdentityFollowsTheBuildIDAndNotTheOtherBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = Array(repeating: UInt8(0xAB), count: 20)
        var otherID = id
        otherID[19] = 0xAC
        let original = BuildCache.programIdentity(try Self.write(Self.elf(id: id), in: folder, "a"), io: .local)
        let otherCode = BuildCache.programIdentity(try Self.write(Self.elf(id: id, tail: [1, 2, 3]), in: folder, "b"), io: .local)
        let otherBuild = BuildCache.programIdentity(try Self.write(Self.elf(id: otherID), in: folder, "c"), io: .local)
        #expect(original == otherCode)
        #expect(original != otherBuild)
    }

    @Test func withoutABuildIDTheBytesAreHashed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = try Self.write(Self.elf(id: nil), in: folder, "plain")
        let changed = try Self.write(Self.elf(id: nil, tail: [1, 2, 3]), in: folder, "changed")
        let script = try Self.write(Array("#!/bin/sh\necho waymark\n".utf8), in: folder, "script")
        #expect(ELFBuildID.of(plain, io: .local) == nil)
        #expect(ELFBuildID.of(script, io: .local) == nil)
        #expect(BuildCache.programIdentity(plain, io: .local) != BuildCache.programIdentity(changed, io: .local))
        #expect(BuildCache.programIdentity(script, io: .local) != BuildCache.programIdentity(plain, io: .local))
    }

    @Test func damagedFilesGiveNoBuildID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let whole = Self.elf(id: Array(repeating: 7, count: 20))
        // Cut inside the header, the program headers and the build-ID note; a 32-bit class byte.
        for (name, bytes) in [("header", Array(whole.prefix(40))), ("table", Array(whole.prefix(100))),
                              ("note", Array(whole.prefix(64 + 112 + 40))),
                              ("class", [whole[0], whole[1], whole[2], whole[3], 1] + whole.dropFirst(5))] {
            let path = try Self.write(bytes, in: folder, name)
            #expect(ELFBuildID.of(path, io: .local) == nil, "\(name)")
        }
        #expect(ELFBuildID.of(folder.appending("missing"), io: .local) == nil)
    }

    #if os(Linux)
    /// The program running the tests is linked with a build ID, as `waymark` is.
    @Test func theRunningProgramHasABuildID() {
        let id = ELFBuildID.of("/proc/self/exe", io: .local)
        #expect((id?.count ?? 0) >= 16)
    }
    #endif
}
