import CPango

/// Draws a ``RasterTextColumn`` into a cairo context with Pango: one layout per block, laid out
/// with fixed font options (grey antialiasing, no hinting), so the same words give the same pixels
/// whatever the machine's fontconfig settings. Each call makes its own Pango context over the
/// calling thread's font map, so threads share nothing.
enum TextPainter {
    /// Draws `column` into `cairo` (a `cairo_t *`).
    static func draw(_ column: RasterTextColumn, into cairo: OpaquePointer) {
        guard let context = pango_cairo_create_context(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_language(context, pango_language_from_string(column.language))
        var top = column.top
        var first = true
        for block in column.blocks {
            let text = RasterTextColumn.drawable(block.text)
            guard !text.isEmpty, block.maxLines > 0, block.size > 0 else { continue }
            if !first { top += block.spaceBefore }
            first = false
            guard let layout = pango_layout_new(context) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard let font = pango_font_description_new() else { continue }
            defer { pango_font_description_free(font) }
            pango_font_description_set_family(font, column.fontFamily)
            pango_font_description_set_absolute_size(font, block.size * Double(PANGO_SCALE))
            pango_font_description_set_weight(font, block.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
            pango_layout_set_font_description(layout, font)
            pango_layout_set_width(layout, Int32(column.width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, -Int32(min(block.maxLines, 100)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_text(layout, text, Int32(text.utf8.count))
            cairo_set_source_rgb(cairo, Double(block.colour.red) / 255, Double(block.colour.green) / 255, Double(block.colour.blue) / 255)
            cairo_move_to(cairo, column.x, top)
            pango_cairo_show_layout(cairo, layout)
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, nil, &logical)
            top += Double(logical.height)
        }
    }
}
