import Testing
import WaymarkCore
@testable import WaymarkTheme

/// Page models become template values through ``TemplateValueEncoder``: structs are objects in
/// declaration order, optionals left out when `nil`, lists in order; what is not a template value
/// is an error. The hash of a value (its fingerprint) sees every part of it and not the order of
/// an object's names; the renderer reads typed values exactly as it reads plain ones.
@Suite struct TemplateValueEncoderTests {
    enum Colour: String, Encodable { case red }

    struct Item: Encodable { var name: String; var count: UInt8 }

    struct Model: Encodable {
        var title = "T"
        var flag = true
        var number = -3
        var share = 0.5
        var colour = Colour.red
        var summary: String? = "S"
        var missing: String? = nil
        var items = [Item(name: "a", count: 1), Item(name: "b", count: 2)]
        var words = ["x", nil, "y"]
        var table = ["k": "v"]
    }

    static func object(_ pairs: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        var object = TemplateObject()
        for (name, value) in pairs { object.set(name, value) }
        return .object(object)
    }

    @Test func aModelEncodesToItsPropertiesInOrderWithoutItsNils() throws {
        let encoded = try TemplateValueEncoder().encode(Model())
        #expect(encoded == Self.object([
            "title": .text("T"), "flag": .flag(true), "number": .number(-3), "share": .decimal(0.5), "colour": .text("red"),
            "summary": .text("S"),
            "items": .list([Self.object(["name": .text("a"), "count": .number(1)]),
                            Self.object(["name": .text("b"), "count": .number(2)])]),
            "words": .list([.text("x"), .text("y")]),
            "table": Self.object(["k": .text("v")]),
        ]))
        #expect(try TemplateValueEncoder().encodeObject(Model())["missing"] == nil)
    }

    struct Huge: Encodable { var value = UInt64.max }
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
    struct Both: Encodable {
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode("a")
            var single = encoder.singleValueContainer()
            try single.encode("b")
        }
    }

    @Test func whatIsNotATemplateValueIsAnError() {
        #expect(throws: EncodingError.self) { try TemplateValueEncoder().encode(Huge()) }
        #expect(throws: EncodingError.self) { try TemplateValueEncoder().encode(Nothing()) }
        #expect(throws: EncodingError.self) { try TemplateValueEncoder().encode(Both()) }
        #expect(throws: EncodingError.self) { try TemplateValueEncoder().encodeObject(["a", "b"]) }
        #expect(throws: EncodingError.self) { try TemplateValueEncoder().encode(String?.none) }
    }

    /// A class's `super.encode(to: container.superEncoder())` lands at `super`.
    class Base: Encodable {
        var base = "b"
    }

    final class Derived: Base {
        let own = "d"
        enum Keys: String, CodingKey { case own }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(own, forKey: .own)
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func aSuperEncoderLandsAtSuper() throws {
        #expect(try TemplateValueEncoder().encode(Derived()) == Self.object(["own": .text("d"), "super": Self.object(["base": .text("b")])]))
    }

    static func hash(_ value: TemplateValue) -> UInt64 {
        var hash = StableHash()
        hash.combine(value)
        return hash.value
    }

    @Test func theHashSeesEveryPartButNotTheOrderOfNames() {
        let base = Self.object(["a": .text("1"), "b": .list([.list([.text("x")]), .list([.text("y")])])])
        #expect(Self.hash(base) == Self.hash(Self.object(["b": .list([.list([.text("x")]), .list([.text("y")])]), "a": .text("1")])))
        let others: [TemplateValue] = [
            Self.object(["a": .number(1), "b": .list([.list([.text("x")]), .list([.text("y")])])]),
            Self.object(["a": .text("1"), "b": .list([.list([.text("x"), .text("y")])])]),
            Self.object(["a": .text("1"), "c": .list([.list([.text("x")]), .list([.text("y")])])]),
            Self.object(["a": .text("1")]),
            Self.object(["a": .text("1"), "b": .list([.list([.text("x")]), .list([.text("y")])]), "c": .flag(false)]),
            .list([.text("1"), .list([.list([.text("x")]), .list([.text("y")])])]),
        ]
        var seen = [Self.hash(base)]
        for other in others {
            let value = Self.hash(other)
            #expect(!seen.contains(value), "\(other)")
            seen.append(value)
        }
        #expect(Self.hash(.flag(true)) != Self.hash(.flag(false)))
        #expect(Self.hash(.decimal(0.5)) != Self.hash(.decimal(0.25)))
    }

    /// `value` of a plain context as a typed value: tables as objects (names sorted), arrays as
    /// lists, texts, flags, integers and decimals as themselves.
    static func typed(_ value: Any) -> TemplateValue? {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .flag(flag)
        case let number as Int: return .number(number)
        case let number as Double: return .decimal(number)
        case let table as [String: Any]:
            var object = TemplateObject()
            for name in table.keys.sorted() { if let item = typed(table[name] as Any) { object.set(name, item) } }
            return .object(object)
        case let items as [Any]: return .list(items.compactMap(typed))
        default: return nil
        }
    }

    /// Every rule of the Mustache specification renders the same with the context typed.
    @Test(arguments: MustacheTemplatesTests.allCases) func aTypedContextRendersAsThePlainOne(_ testCase: MustacheTemplatesTests.Case) throws {
        var templates = MustacheTemplates()
        #expect(templates.register(testCase.template, named: "test") == nil)
        for (name, text) in testCase.partials { #expect(templates.register(text, named: name) == nil, "\(name)") }
        let context = try #require(Self.typed(testCase.context as [String: Any]))
        #expect(templates.render(context, template: "test") == testCase.expected)
    }
}
