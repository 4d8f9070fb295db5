import CRsvg

/// Turns an SVG document into pixels with librsvg, drawn over an opaque background, with words
/// laid over it by Pango (``RasterTextColumn``).
///
/// Safe to call from many threads at once without a lock: every call parses into its own
/// `RsvgHandle` and draws into its own cairo image surface and context, and nothing is shared
/// between calls (librsvg lets a handle be used from one thread at a time; pango's cairo font map,
/// which lays out the text, is kept per thread). The same bytes and size always give the same pixels.
package enum SVGRasterizer {
    /// The largest side accepted, in pixels: a bound on the memory one call takes (4096² × 4 bytes).
    package static let largestSide = 4_096

    /// `svg` (UTF-8 bytes of a standalone SVG document) drawn into `width` × `height` pixels over
    /// `background`: the document's own size is scaled to fit, keeping its aspect ratio; then `text`,
    /// if any, over it. (librsvg draws an SVG's own `<text>` as filled outlines, several times the
    /// cost of Pango drawing the same words from its glyph cache.)
    ///
    /// - Throws: ``RasterError`` with librsvg's message when the document cannot be read or drawn
    ///   (bad XML, not SVG), or when the size is not 1…``largestSide`` on each side.
    package static func rasterize(_ svg: [UInt8], width: Int, height: Int, background: RasterColour,
                                  text: RasterTextColumn? = nil) throws -> RasterImage {
        guard (1...largestSide).contains(width), (1...largestSide).contains(height) else {
            throw RasterError("a picture of \(width)×\(height) pixels: expected 1 to \(largestSide) on each side")
        }
        guard !svg.isEmpty else { throw RasterError("the SVG document is empty") }
        var error: UnsafeMutablePointer<GError>? = nil
        let created = svg.withUnsafeBufferPointer { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &error)
        }
        guard let handle = created else { throw taken(&error, otherwise: "librsvg could not read the SVG document") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw RasterError("cairo could not make a surface of \(width)×\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cairo could not make a surface of \(width)×\(height) pixels: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        guard let context = cairo_create(surface) else { throw RasterError("cairo could not make a drawing context") }
        defer { cairo_destroy(context) }
        cairo_set_source_rgb(context, Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        cairo_paint(context)

        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw taken(&error, otherwise: "librsvg could not draw the SVG document")
        }
        if let text { TextPainter.draw(text, into: context) }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cairo: \(String(cString: cairo_status_to_string(cairo_status(context))))")
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RasterError("cairo's surface holds no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rgb = packed(data, stride: stride, width: width, height: height)
        guard let image = RasterImage(width: width, height: height, rgb: rgb) else {
            throw RasterError("the picture's size does not match its pixels")
        }
        return image
    }

    /// Cairo's `RGB24` rows (a native-endian 32-bit `0x00RRGGBB` per pixel, `stride` bytes a row)
    /// as packed red, green, blue bytes.
    private static func packed(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 3) { out, count in
            guard let target = out.baseAddress else { count = 0; return }
            let source = UnsafeRawPointer(data)
            var at = target
            for row in 0..<height {
                let line = source + row * stride
                for column in 0..<width {
                    let pixel = line.load(fromByteOffset: column * 4, as: UInt32.self)
                    at.initialize(to: UInt8(truncatingIfNeeded: pixel >> 16))
                    (at + 1).initialize(to: UInt8(truncatingIfNeeded: pixel >> 8))
                    (at + 2).initialize(to: UInt8(truncatingIfNeeded: pixel))
                    at += 3
                }
            }
            count = width * height * 3
        }
    }

    /// The message of `error` (freed and cleared), or `otherwise` when librsvg gave none.
    private static func taken(_ error: inout UnsafeMutablePointer<GError>?, otherwise: String) -> RasterError {
        guard let found = error else { return RasterError(otherwise) }
        let message = found.pointee.message.map { String(cString: $0) } ?? otherwise
        g_error_free(found)
        error = nil
        return RasterError(message)
    }
}
