extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let f = scalars.first, f.properties.isWhitespace { scalars.removeFirst() }
        while let l = scalars.last, l.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
