import Foundation
import Testing
@testable import WaymarkServe

@Suite struct EntityTagTests {
    @Test func sameBytesSameTagAndAnyByteChangesIt() {
        let bytes = Data("<p>Split harbour</p>".utf8)
        #expect(EntityTag(of: bytes) == EntityTag(of: Data(bytes)))
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            #expect(EntityTag(of: changed) != EntityTag(of: bytes))
        }
    }

    @Test func knownValueOfTheEmptyBody() {
        // FNV-1a 64 of no bytes is its offset basis.
        #expect(EntityTag(of: Data()).description == "\"0-cbf29ce484222325\"")
    }

    @Test(arguments: [
        ("*", true),
        ("\"0-cbf29ce484222325\"", true),
        ("W/\"0-cbf29ce484222325\"", true),
        ("\"x\", \"0-cbf29ce484222325\"", true),
        ("  \"0-cbf29ce484222325\"  ", true),
        ("\"0-cbf29ce484222326\"", false),
        ("0-cbf29ce484222325", false),
        ("", false),
    ])
    func ifNoneMatch(_ header: String, _ matches: Bool) {
        #expect(EntityTag(of: Data()).isMatched(byIfNoneMatch: header) == matches)
    }
}
