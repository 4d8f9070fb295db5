import WaymarkCore

extension StableHash {
    /// Adds `value` and everything inside it: a kind byte, then the text, flag or number, or the
    /// list's items in order, or the object's names and values in the order of the names (so a
    /// model holding a dictionary, which has no fixed order, hashes the same in every process).
    package mutating func combine(_ value: TemplateValue) {
        switch value {
        case .text(let text):
            combine(byte: 1)
            combine(text)
        case .flag(let flag):
            combine(byte: 2)
            combine(flag)
        case .number(let number):
            combine(byte: 3)
            combine(number)
        case .decimal(let number):
            combine(byte: 4)
            combine(number.bitPattern)
        case .list(let items):
            combine(byte: 5)
            combine(items.count)
            for item in items { combine(item) }
        case .object(let object):
            combine(byte: 6)
            combine(object.count)
            let entries = object.entries
            let order = entries.indices.sorted { (entries[$0].name, $0) < (entries[$1].name, $1) }
            for index in order {
                combine(entries[index].name)
                combine(entries[index].value)
            }
        }
    }
}
