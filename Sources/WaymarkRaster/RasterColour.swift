/// One opaque colour, 8 bits per channel.
package struct RasterColour: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    package var red: UInt8
    /// Green, 0–255.
    package var green: UInt8
    /// Blue, 0–255.
    package var blue: UInt8

    /// Creates a colour from its channels.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour written `#RRGGBB` (case ignored); `nil` for any other form.
    package init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return nil }
        var channels: [UInt8] = []
        for pair in stride(from: 1, to: 7, by: 2) {
            guard let value = UInt8(String(String.UnicodeScalarView(scalars[pair..<pair + 2])), radix: 16) else { return nil }
            channels.append(value)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `#RRGGBB` in upper case.
    package var description: String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var text = String.UnicodeScalarView(["#"])
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0xF)])
        }
        return String(text)
    }

    /// The largest difference of one channel between this colour and `other` (0 for the same colour).
    package func distance(to other: RasterColour) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }
}
