import WaymarkMap

extension String {
    /// This text with `&`, `<`, `>`, `"` and `'` replaced by character references, safe inside
    /// HTML text and quoted attribute values (``WaymarkMap/XMLEscaping``, which the maps use too).
    var htmlEscaped: String { XMLEscaping.escape(self) }
}
