import Testing
@testable import WaymarkPages

/// The QR encoder over libqrencode and its SVG writer.
@Suite struct QRCodeTests {
    /// 8-bit mode at level M holds 14 bytes in version 1, 26 in 2, 62 in 4 and 84 in 5 (the
    /// standard's capacity table); one byte more needs the next version up.
    @Test(arguments: [(1, 1), (14, 1), (15, 2), (26, 2), (27, 3), (62, 4), (63, 5), (84, 5), (85, 6)])
    func versionFitsTheLength(length: Int, version: Int) throws {
        let code = try #require(QRCode(bytes: Array(repeating: UInt8(ascii: "a"), count: length)))
        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
        #expect(code.modules.count == code.size * code.size)
    }

    /// Level Q holds fewer bytes than M: 62 bytes fit version 4 at M but need version 6 at Q (version 5 holds 60 at Q).
    @Test func quartileCorrectionNeedsALargerSymbol() throws {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 62)
        #expect(try #require(QRCode(bytes: bytes, correction: .medium)).version == 4)
        #expect(try #require(QRCode(bytes: bytes, correction: .quartile)).version == 6)
    }

    /// The three finder patterns (7 × 7: a dark ring, a light ring, a dark 3 × 3 centre) with their
    /// light separators, and the timing patterns between them.
    @Test func finderAndTimingPatternsAreInPlace() throws {
        let code = try #require(QRCode(text: "https://pets.example.org/harbour/pets/announcements/inside-lost/"))
        let n = code.size
        for (ox, oy) in [(0, 0), (n - 7, 0), (0, n - 7)] {
            for y in -1...7 {
                for x in -1...7 {
                    let ring = max(abs(x - 3), abs(y - 3))
                    let dark = ring == 3 || ring <= 1
                    #expect(code[x: ox + x, y: oy + y] == (ring <= 3 && dark), "finder at \(ox),\(oy): module \(x),\(y)")
                }
            }
        }
        for i in 8..<(n - 8) {
            #expect(code[x: i, y: 6] == (i % 2 == 0), "horizontal timing at \(i)")
            #expect(code[x: 6, y: i] == (i % 2 == 0), "vertical timing at \(i)")
        }
    }

    @Test func sameTextSameMatrixAndCaseIsKept() throws {
        let a = try #require(QRCode(text: "https://example.org/Pets/"))
        #expect(a == QRCode(text: "https://example.org/Pets/"))
        #expect(a != QRCode(text: "https://example.org/pets/"))
        #expect(QRCode(text: "") == nil)
        // Version 40 at M holds 2,331 bytes.
        #expect(QRCode(bytes: Array(repeating: 0x61, count: 2_331)) != nil)
        #expect(QRCode(bytes: Array(repeating: 0x61, count: 2_332)) == nil)
    }

    /// One path whose rectangles cover exactly the dark modules, shifted by the quiet zone.
    @Test func svgDrawsEveryDarkModuleOnceInsideTheQuietZone() throws {
        let code = try #require(QRCode(text: "https://pets.example.org/harbour/pets/announcements/inside-lost/"))
        let svg = QRCodeSVG.svg(code, label: "a <b> & \"c\"")
        let side = code.size + 8
        #expect(svg.contains("viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.contains("aria-label=\"a &lt;b&gt; &amp; &quot;c&quot;\""))
        #expect(svg.components(separatedBy: "<path").count == 2)
        let d = try #require(svg.firstMatch(of: /<path fill="#000" d="([^"]*)"/)).1
        var drawn = Set<Int>()
        for run in d.matches(of: /M(\d+) (\d+)h(\d+)v1h-(\d+)z/) {
            let x = try #require(Int(run.1)), y = try #require(Int(run.2)), w = try #require(Int(run.3))
            #expect(Int(run.4) == w)
            for i in 0..<w {
                let (mx, my) = (x + i - 4, y - 4)
                #expect(code[x: mx, y: my], "light module \(mx),\(my) drawn")
                #expect(drawn.insert(my * code.size + mx).inserted, "module \(mx),\(my) drawn twice")
            }
        }
        #expect(drawn.count == code.darkCount)
        #expect(QRCodeSVG.svg(code, label: "x") == QRCodeSVG.svg(code, label: "x"))
    }
}
