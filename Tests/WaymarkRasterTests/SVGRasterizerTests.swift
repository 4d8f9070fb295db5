import Foundation
import Testing
import WaymarkCore
@testable import WaymarkRaster
import WaymarkTestSupport

/// librsvg in process: the pixels of a small SVG, its errors as Swift errors, and many threads at once.
@Suite struct SVGRasterizerTests {
    static let white = RasterColour(red: 255, green: 255, blue: 255)
    /// Text, shapes and a path: what a card draws.
    static let svg = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="160" viewBox="0 0 300 160" font-family="DejaVu Sans">
        <rect x="0" y="0" width="150" height="160" fill="#D5E6F1"/>
        <path d="M150 0 L300 0 L300 160 L180 160 Z" fill="#F5F2EA"/>
        <circle cx="220" cy="80" r="15" fill="#D55E00"/>
        <text x="10" y="60" font-size="28" font-weight="bold" fill="#1E1E1E">Lost cat: Mimi …</text>
        <text x="10" y="110" font-size="18" fill="#3A3A3A">Ünïcödé · 迷子の猫</text>
        </svg>
        """.utf8)

    @Test func drawsTheColoursWhereTheShapesAre() throws {
        let image = try SVGRasterizer.rasterize(Self.svg, width: 300, height: 160, background: Self.white)
        #expect(image.width == 300 && image.height == 160 && image.rgb.count == 300 * 160 * 3)
        #expect(image.pixel(x: 5, y: 150) == RasterColour(hex: "#D5E6F1"))
        #expect(image.pixel(x: 290, y: 10) == RasterColour(hex: "#F5F2EA"))
        #expect(image.pixel(x: 220, y: 80) == RasterColour(hex: "#D55E00"))
        // The text drew something dark into its line.
        let dark = (10..<140).contains { x in (image.pixel(x: x, y: 52)?.red ?? 255) < 100 }
        #expect(dark, "the title's glyphs are drawn (DejaVu Sans from fonts-dejavu-core)")
    }

    @Test func badDocumentsAreErrorsWithLibrsvgsMessage() {
        for bad in ["<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", "not xml at all", ""] {
            do {
                _ = try SVGRasterizer.rasterize(Array(bad.utf8), width: 10, height: 10, background: Self.white)
                Issue.record("\(bad) was drawn")
            } catch let error as RasterError {
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(throws: RasterError.self) { try SVGRasterizer.rasterize(Self.svg, width: 0, height: 10, background: Self.white) }
    }

    /// No global lock: every call has its own handle, surface and context, so eight threads drawing
    /// the same document at once all get the pixels one thread gets, and the same PNG bytes.
    @Test func manyThreadsAtOnceGiveIdenticalBytes() throws {
        let alone = PNGEncoder.encode(try SVGRasterizer.rasterize(Self.svg, width: 600, height: 320, background: Self.white))
        let results = MutexBox<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let bytes = (try? SVGRasterizer.rasterize(Self.svg, width: 600, height: 320, background: Self.white))
                .map(PNGEncoder.encode) ?? []
            results.withLock { $0[index] = bytes }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 16)
        for (index, bytes) in all.sorted(by: { $0.key < $1.key }) {
            #expect(bytes == alone, "thread \(index) drew other pixels")
        }
    }
}
