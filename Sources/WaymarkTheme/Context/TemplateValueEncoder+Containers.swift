/// The keyed container of a ``TemplateValueEncoding``: a struct's properties, by coding key.
struct TemplateObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: TemplateValueEncoding

    var codingPath: [any CodingKey] { encoding.codingPath }

    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: String, forKey key: Key) { encoding.object.append(key.stringValue, (.text(value))) }
    mutating func encode(_ value: Bool, forKey key: Key) { encoding.object.append(key.stringValue, (.flag(value))) }
    mutating func encode(_ value: Int, forKey key: Key) { encoding.object.append(key.stringValue, (.number(value))) }
    mutating func encode(_ value: Double, forKey key: Key) { encoding.object.append(key.stringValue, (.decimal(value))) }
    mutating func encode(_ value: Float, forKey key: Key) { encoding.object.append(key.stringValue, (.decimal(Double(value)))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try add(number: value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try add(number: value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let encoded = try TemplateValueEncoding.value(of: value, parent: encoding, key: key) {
            encoding.object.append(key.stringValue, (encoded))
        }
    }

    private func add(number: some BinaryInteger, _ key: Key) throws {
        encoding.object.append(key.stringValue, (try encoding.number(number, key: key)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        let nested = encoding.nestedInObject(key.stringValue, key: key, kind: .object)
        return KeyedEncodingContainer(TemplateObjectContainer<NestedKey>(encoding: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TemplateListContainer(encoding: encoding.nestedInObject(key.stringValue, key: key, kind: .list))
    }

    mutating func superEncoder() -> any Encoder {
        encoding.nestedInObject("super", key: TemplateSuperKey(stringValue: "super"), kind: .empty)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoding.nestedInObject(key.stringValue, key: key, kind: .empty)
    }
}

/// The unkeyed container of a ``TemplateValueEncoding``: a list's items, in order.
struct TemplateListContainer: UnkeyedEncodingContainer {
    let encoding: TemplateValueEncoding

    var codingPath: [any CodingKey] { encoding.codingPath }
    var count: Int { encoding.items.count }

    mutating func encodeNil() {}
    mutating func encode(_ value: String) { encoding.items.append((.text(value))) }
    mutating func encode(_ value: Bool) { encoding.items.append((.flag(value))) }
    mutating func encode(_ value: Int) { encoding.items.append((.number(value))) }
    mutating func encode(_ value: Double) { encoding.items.append((.decimal(value))) }
    mutating func encode(_ value: Float) { encoding.items.append((.decimal(Double(value)))) }
    mutating func encode(_ value: Int8) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: Int16) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: Int32) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: Int64) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: UInt) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: UInt8) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: UInt16) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: UInt32) throws { encoding.items.append((try encoding.number(value))) }
    mutating func encode(_ value: UInt64) throws { encoding.items.append((try encoding.number(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let encoded = try TemplateValueEncoding.value(of: value, parent: encoding, key: nil) {
            encoding.items.append((encoded))
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(TemplateObjectContainer<NestedKey>(encoding: encoding.nestedInList(kind: .object)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TemplateListContainer(encoding: encoding.nestedInList(kind: .list))
    }

    mutating func superEncoder() -> any Encoder {
        encoding.nestedInList(kind: .empty)
    }
}

/// The key of a value given to a `superEncoder`.
struct TemplateSuperKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The single-value container of a ``TemplateValueEncoding``: a value that is text, a flag or a
/// number (a `RawRepresentable` enum, a date written as text).
struct TemplateSingleValueContainer: SingleValueEncodingContainer {
    let encoding: TemplateValueEncoding

    var codingPath: [any CodingKey] { encoding.codingPath }

    mutating func encodeNil() { encoding.encodedNil = true }
    mutating func encode(_ value: String) { encoding.setSingle(.text(value)) }
    mutating func encode(_ value: Bool) { encoding.setSingle(.flag(value)) }
    mutating func encode(_ value: Int) { encoding.setSingle(.number(value)) }
    mutating func encode(_ value: Double) { encoding.setSingle(.decimal(value)) }
    mutating func encode(_ value: Float) { encoding.setSingle(.decimal(Double(value))) }
    mutating func encode(_ value: Int8) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: Int16) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: Int32) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: Int64) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: UInt) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: UInt8) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: UInt16) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: UInt32) throws { encoding.setSingle(try encoding.number(value)) }
    mutating func encode(_ value: UInt64) throws { encoding.setSingle(try encoding.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let encoded = try TemplateValueEncoding.value(of: value, parent: encoding, key: nil) {
            encoding.setSingle(encoded)
        } else {
            encoding.encodedNil = true
        }
    }
}
