/// Encodes a page model (any `Encodable` value) into the ``TemplateValue`` its template reads: the
/// one way a model becomes a template context, and (hashed, `StableHash.combine(_:)`) its
/// render-cache fingerprint.
///
/// - A struct (a keyed container) becomes an ``TemplateObject`` named by its coding keys, in the
///   order it encodes them; an array (an unkeyed container) a list.
/// - `String` becomes text, `Bool` a flag, every integer type a number (one beyond `Int`'s range an
///   error), `Double` and `Float` a decimal.
/// - `nil` (`encodeNil`, or an optional left out by `encodeIfPresent`) is no value: the name is left out.
/// - A value that encodes nothing at all is an error, as is one that opens two kinds of container.
package struct TemplateValueEncoder {
    /// What the values are encoded for.
    package var purpose: TemplateEncodingPurpose

    /// An encoder for `purpose`.
    package init(purpose: TemplateEncodingPurpose = .template) {
        self.purpose = purpose
    }

    /// `value` as a template value.
    package func encode(_ value: some Encodable) throws -> TemplateValue {
        guard let encoded = try TemplateValueEncoding.value(of: value, parent: nil, key: nil, purpose: purpose) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "a template value is not nil"))
        }
        return encoded
    }

    /// `value` as a template object: a model's properties by name.
    package func encodeObject(_ value: some Encodable) throws -> TemplateObject {
        guard case .object(let object) = try encode(value) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "a page model encodes named values (a struct), not one value or a list"))
        }
        return object
    }
}

/// One value being encoded: the `Encoder` a model's `encode(to:)` is given. Its containers write
/// into it directly; a nested container or `superEncoder` is a value of its own, filled in at its
/// place when this one finishes.
final class TemplateValueEncoding: Encoder {
    /// What has been encoded into this value so far.
    enum Kind {
        case empty, object, list, single
    }

    private let parent: TemplateValueEncoding?
    private let key: (any CodingKey)?
    /// What the value is encoded for (``Swift/Encoder/templatePurpose``).
    let purpose: TemplateEncodingPurpose
    private(set) var kind = Kind.empty
    /// The value's names and values, when it is an object.
    var object = TemplateObject()
    /// The value's items, when it is a list.
    var items: [TemplateValue] = []
    private var single: TemplateValue?
    /// Nested containers and super encoders: the index of their entry or item, and their value.
    private var nested: [(index: Int, encoding: TemplateValueEncoding)] = []
    /// True when the model asked for a second kind of container (an error when it finishes).
    private var conflicting = false
    /// True when the value encoded `nil` (a single-value container's `encodeNil`).
    var encodedNil = false

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The keys from the model down to this value, made only when asked (for an error).
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var level: TemplateValueEncoding? = self
        while let current = level {
            if let key = current.key { path.append(key) }
            level = current.parent
        }
        return path.reversed()
    }

    init(parent: TemplateValueEncoding?, key: (any CodingKey)?, kind: Kind = .empty,
         purpose: TemplateEncodingPurpose? = nil) {
        self.parent = parent
        self.key = key
        self.kind = kind
        self.purpose = purpose ?? parent?.purpose ?? .template
    }

    /// `value` encoded by a new encoding below `parent` at `key` (for `purpose` at the top, for the
    /// parent's below it); `nil` when it encoded `nil`.
    static func value(of value: some Encodable, parent: TemplateValueEncoding?, key: (any CodingKey)?,
                      purpose: TemplateEncodingPurpose? = nil) throws -> TemplateValue? {
        let encoding = TemplateValueEncoding(parent: parent, key: key, purpose: purpose)
        try value.encode(to: encoding)
        if encoding.conflicting {
            throw encoding.invalid(value, "\(type(of: value)) encoded two kinds of value (an object, a list, a single value)")
        }
        guard let encoded = encoding.encodedValue else {
            if encoding.encodedNil { return nil }
            throw encoding.invalid(value, "\(type(of: value)) encoded no value")
        }
        return encoded
    }

    /// What has been encoded, with its nested values in place; `nil` when nothing has (a
    /// `superEncoder` left unused).
    var encodedValue: TemplateValue? {
        switch kind {
        case .empty: return nil
        case .single: return single
        case .object:
            var unused: [Int] = []
            for (index, encoding) in nested {
                if let value = encoding.encodedValue { object.setValue(value, at: index) } else { unused.append(index) }
            }
            object.removeEntries(at: unused)
            return .object(object)
        case .list:
            var unused: [Int] = []
            for (index, encoding) in nested {
                if let value = encoding.encodedValue { items[index] = value } else { unused.append(index) }
            }
            for index in unused.reversed() { items.remove(at: index) }
            return .list(items)
        }
    }

    /// Makes this value of `kind`; a second kind is an error when the value finishes.
    private func become(_ kind: Kind) {
        if self.kind == .empty { self.kind = kind } else if self.kind != kind { conflicting = true }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        become(.object)
        return KeyedEncodingContainer(TemplateObjectContainer<Key>(encoding: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        become(.list)
        return TemplateListContainer(encoding: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TemplateSingleValueContainer(encoding: self)
    }

    /// Sets a single value (a second kind of content is an error when the value finishes).
    func setSingle(_ value: TemplateValue) {
        become(.single)
        single = value
    }

    /// A new value of `kind` at entry `name` of this object, filled in when this one finishes.
    func nestedInObject(_ name: String, key: (any CodingKey)?, kind: Kind) -> TemplateValueEncoding {
        let encoding = TemplateValueEncoding(parent: self, key: key, kind: kind)
        nested.append((object.count, encoding))
        object.append(name, .list([]))
        return encoding
    }

    /// A new value of `kind` after the items of this list, filled in when this one finishes.
    func nestedInList(kind: Kind) -> TemplateValueEncoding {
        let encoding = TemplateValueEncoding(parent: self, key: nil, kind: kind)
        nested.append((items.count, encoding))
        items.append(.list([]))
        return encoding
    }

    /// The error for a value that is not a template value (`what`).
    func invalid(_ value: Any, _ what: String, key: (any CodingKey)? = nil) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath + (key.map { [$0] } ?? []),
                                                                debugDescription: what))
    }

    /// `number` as a template number, or the error for one beyond `Int`'s range.
    func number(_ number: some BinaryInteger, key: (any CodingKey)? = nil) throws -> TemplateValue {
        guard let exact = Int(exactly: number) else { throw invalid(number, "\(number) is beyond the range of a template number", key: key) }
        return .number(exact)
    }
}
