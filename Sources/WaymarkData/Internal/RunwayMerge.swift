import WaymarkGeo
import WaymarkModel

/// One airport's runways from euro_aip and OurAirports put together (docs/derived-airport-facts.md,
/// "Merging OurAirports and euro_aip").
///
/// euro_aip holds the AIP, the authority and the newer source: where it lists runways for an
/// airport, they are the airport's runways. Each is matched with an OurAirports runway (the same
/// designators, else the same thresholds within 300 m, else designators one number apart with the
/// same letter, as after a renumbering for magnetic variation), and only the fields euro_aip leaves
/// empty are taken from it. OurAirports' runways are used only where no euro_aip database lists any.
/// Where the two disagree on designators or on a length by more than 2 %, a warning says so.
enum RunwayMerge {
    /// How far apart two lengths may be, relative to the euro_aip length, before they disagree.
    static let lengthTolerance = 0.02
    /// How close (metres) two thresholds must be to be one runway end.
    static let sameThresholdMetres = 300.0

    /// The runways of airport `ident`, where they come from, and a warning at every disagreement.
    static func merge(ident: String, euroAIP: [Runway], ourAirports: [Runway])
        -> (runways: [Runway], source: RunwaySource?, diagnostics: [Diagnostic]) {
        guard !euroAIP.isEmpty else { return (ourAirports, ourAirports.isEmpty ? nil : .ourAirports, []) }
        var used = Set<Int>()
        var completed = false
        var runways: [Runway] = []
        var diagnostics: [Diagnostic] = []
        for runway in euroAIP {
            guard let match = counterpart(of: runway, in: ourAirports, excluding: used) else {
                runways.append(runway)
                continue
            }
            used.insert(match.index)
            let other = ourAirports[match.index]
            let filled = fill(runway, from: other, swapped: match.swapped)
            completed = completed || filled != runway
            runways.append(filled)
            diagnostics += disagreements(ident: ident, aip: runway, other: other, swapped: match.swapped)
        }
        for index in ourAirports.indices where !used.contains(index) {
            let other = ourAirports[index]
            diagnostics.append(.warning(
                "runway \(designator(other)) of \(ident) is in OurAirports but not in euro_aip, whose runways are used: it is left out",
                at: other.location))
        }
        return (runways, completed ? .euroAIPCompletedFromOurAirports : .euroAIP, diagnostics)
    }

    /// `09L/27R`, with `?` for a missing end.
    static func designator(_ runway: Runway) -> String {
        "\(runway.lowEnd.ident ?? "?")/\(runway.highEnd.ident ?? "?")"
    }

    /// The OurAirports runway that is `runway`, and whether its ends are the other way round.
    static func counterpart(of runway: Runway, in others: [Runway], excluding used: Set<Int>) -> (index: Int, swapped: Bool)? {
        let free = others.indices.filter { !used.contains($0) }
        let tests: [(Runway.End, Runway.End) -> Bool] = [
            { sameDesignator($0.ident, $1.ident) },
            { a, b in
                guard let p = a.coordinate, let q = b.coordinate else { return false }
                return Haversine.distance(p, q) <= sameThresholdMetres
            },
            { renumbered($0.ident, $1.ident) },
        ]
        for test in tests {
            for index in free {
                let other = others[index]
                if test(runway.lowEnd, other.lowEnd) && test(runway.highEnd, other.highEnd) { return (index, false) }
                if test(runway.lowEnd, other.highEnd) && test(runway.highEnd, other.lowEnd) { return (index, true) }
            }
        }
        return nil
    }

    /// `runway` with every field it leaves empty taken from `other` (ends crossed when `swapped`).
    static func fill(_ runway: Runway, from other: Runway, swapped: Bool) -> Runway {
        var result = runway
        result.lengthFt = runway.lengthFt ?? other.lengthFt
        result.widthFt = runway.widthFt ?? other.widthFt
        if (runway.surfaceText ?? "").isEmpty, let text = other.surfaceText, !text.isEmpty {
            result.surfaceText = text
            result.surface = RunwaySurface(text: text)
        }
        result.lowEnd = fill(runway.lowEnd, from: swapped ? other.highEnd : other.lowEnd)
        result.highEnd = fill(runway.highEnd, from: swapped ? other.lowEnd : other.highEnd)
        return result
    }

    private static func fill(_ end: Runway.End, from other: Runway.End) -> Runway.End {
        var result = end
        if (end.ident ?? "").isEmpty { result.ident = other.ident }
        result.coordinate = end.coordinate ?? other.coordinate
        result.elevationFt = end.elevationFt ?? other.elevationFt
        result.headingDegT = end.headingDegT ?? other.headingDegT
        result.displacedThresholdFt = end.displacedThresholdFt ?? other.displacedThresholdFt
        return result
    }

    /// Warnings where the matched runways disagree: designators, and lengths more than 2 % apart.
    static func disagreements(ident: String, aip: Runway, other: Runway, swapped: Bool) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let otherLow = swapped ? other.highEnd.ident : other.lowEnd.ident
        let otherHigh = swapped ? other.lowEnd.ident : other.highEnd.ident
        if let low = aip.lowEnd.ident, let high = aip.highEnd.ident, let otherLow, let otherHigh,
           !sameDesignator(low, otherLow) || !sameDesignator(high, otherHigh) {
            found.append(.warning(
                "runway \(low)/\(high) of \(ident) is \(otherLow)/\(otherHigh) in OurAirports (\(other.location)): the euro_aip designators are used",
                at: aip.location))
        }
        if let length = aip.lengthFt, let otherLength = other.lengthFt, length > 0,
           Double(abs(length - otherLength)) > lengthTolerance * Double(length) {
            let percent = Length.fixed(100 * Double(abs(length - otherLength)) / Double(length), fractionDigits: 1)
            found.append(.warning(
                "runway \(designator(aip)) of \(ident) is \(length) ft long in euro_aip and \(otherLength) ft in OurAirports (\(other.location)), \(percent)% apart: the euro_aip length is used",
                at: aip.location))
        }
        return found
    }

    /// A designator's number and letters: `09R` → (9, "R"); `nil` for `H1` and other non-runway names.
    static func parts(_ ident: String?) -> (number: Int, letters: String)? {
        guard let text = ident?.uppercased(), let first = text.first, first.isNumber else { return nil }
        let digits = text.prefix { $0.isNumber }
        guard let number = Int(digits), (1...36).contains(number) else { return nil }
        return (number, String(text.dropFirst(digits.count)))
    }

    /// True for the same designator, `9` and `09` alike.
    static func sameDesignator(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        if let p = parts(a), let q = parts(b) { return p.number == q.number && p.letters == q.letters }
        return a.uppercased() == b.uppercased()
    }

    /// True for designators one number apart (36 and 01 included) with the same letters.
    static func renumbered(_ a: String?, _ b: String?) -> Bool {
        guard let p = parts(a), let q = parts(b), p.letters == q.letters else { return false }
        let step = abs(p.number - q.number)
        return step == 1 || step == 35
    }
}
