/// The lines a fenced code block occupies in a Markdown text: from its opening fence to its closing
/// fence (or the end of the text when it is never closed, as CommonMark reads it).
struct FenceSpan: Sendable, Hashable {
    /// 1-based line of the opening fence.
    let first: Int
    /// 1-based line of the closing fence (or the last line).
    let last: Int

    /// The span of the block whose opening fence is on 1-based line `line` of `lines`, or `nil` when
    /// that line does not open a fence.
    init?(openingLine line: Int, in lines: [Substring]) {
        guard line >= 1, line <= lines.count else { return nil }
        let opening = lines[line - 1].drop(while: { $0 == " " || $0 == ">" })
        guard let marker = opening.first, marker == "`" || marker == "~" else { return nil }
        let length = opening.prefix(while: { $0 == marker }).count
        guard length >= 3 else { return nil }
        first = line
        var end = lines.count
        for index in line..<lines.count {
            let text = lines[index].drop(while: { $0 == " " || $0 == ">" })
            let run = text.prefix(while: { $0 == marker }).count
            if run >= length, text.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" }) {
                end = index + 1
                break
            }
        }
        last = end
    }
}
