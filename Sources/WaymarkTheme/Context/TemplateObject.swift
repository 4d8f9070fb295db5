/// Named ``TemplateValue``s in the order a model declares them: the properties of a page model, as
/// ``TemplateValueEncoder`` encodes them.
///
/// Objects are small (a model's properties), so a name is found by comparing it with each name in
/// turn. When a name is there twice (a model that encodes one key twice), the last value counts.
package struct TemplateObject: Sendable, Hashable {
    /// One name and its value.
    package struct Entry: Sendable, Hashable {
        /// The name a template reads (`title`).
        package var name: String
        /// Its value.
        package var value: TemplateValue
    }

    /// The names and values, in order.
    package private(set) var entries: [Entry] = []
    /// Bit `n % 64` is set when a name is `n` bytes long: a look-up for a name of no such length,
    /// as most are when a page's model sits above the common variables, ends without comparing.
    private var nameLengths: UInt64 = 0

    /// An empty object.
    package init() {}

    /// The value named `name`, `nil` when there is none.
    package subscript(name: String) -> TemplateValue? {
        guard nameLengths & Self.lengthBit(name) != 0, let index = entries.lastIndex(where: { $0.name == name })
        else { return nil }
        return entries[index].value
    }

    /// Sets `name` to `value`, in place when the name is there already, else after the others.
    package mutating func set(_ name: String, _ value: TemplateValue) {
        if let index = entries.lastIndex(where: { $0.name == name }) {
            entries[index].value = value
        } else {
            append(name, value)
        }
    }

    /// Adds `name` after the others without looking for it first (an encoder's names, in order).
    mutating func append(_ name: String, _ value: TemplateValue) {
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(Entry(name: name, value: value))
        nameLengths |= Self.lengthBit(name)
    }

    /// The bit of ``nameLengths`` for `name`.
    private static func lengthBit(_ name: String) -> UInt64 {
        1 << UInt64(name.utf8.count & 63)
    }

    /// Sets the value of the entry at `index` (an encoder filling in a nested container).
    mutating func setValue(_ value: TemplateValue, at index: Int) {
        entries[index].value = value
    }

    /// Removes the entries at `indexes` (ascending): nested values that stayed empty.
    mutating func removeEntries(at indexes: [Int]) {
        for index in indexes.reversed() { entries.remove(at: index) }
        nameLengths = entries.reduce(0) { $0 | Self.lengthBit($1.name) }
    }

    /// The number of names.
    package var count: Int { entries.count }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// An object of the names and values given, in order (a name given twice: the last counts).
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        for (name, value) in elements { append(name, value) }
    }
}
