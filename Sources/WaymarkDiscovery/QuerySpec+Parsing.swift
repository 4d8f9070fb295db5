import WaymarkCore
import WaymarkGeo
import WaymarkModel

extension QuerySpec {
    /// The keys a query understands, in their canonical kebab-case spelling. `lowerCamelCase` and
    /// `snake_case` spellings of the same words are accepted (`hasPrecisionApproach`).
    package static let keys: [String] = [
        "near", "near-place", "near-airport", "within", "nearest", "bbox", "route", "search", "status",
        "from", "to", "country", "type", "has-procedures", "has-precision-approach", "has-hard-runway",
        "min-runway-length-ft", "point-of-entry", "fuel", "vessel-type", "region", "unit",
    ]

    /// The airport types OurAirports uses.
    package static let airportTypes: [String] = [
        "balloonport", "closed", "heliport", "large_airport", "medium_airport", "seaplane_base", "small_airport",
    ]

    /// Parses one `key: value` for a query over `subject` into a typed term, or says what was expected.
    ///
    /// Lists (`route`, `status`, `country`, `type`, `fuel`, `vessel-type`, `region`) are separated by
    /// commas; `route` also by spaces or `-`/`>` arrows (`EGTF LFMD`, `EGTF->LFMD`).
    package static func parse(key: String, value: String, subject: QuerySubject) -> Result<QueryTerm, QueryUsageError> {
        let v = value.trimmed
        func fail(_ message: String) -> Result<QueryTerm, QueryUsageError> {
            .failure(QueryUsageError(key: key, message))
        }
        guard let canonical = canonicalKey(key) else {
            return fail("unknown query key: expected one of \(keys.joined(separator: ", "))")
        }
        switch canonical {
        case "near":
            return parseCoordinate(v, key: key).map { .anchor(.point($0)) }
        case "near-place":
            guard !v.isEmpty, v.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else { return fail("\"\(value)\" is not a place slug: expected letters, digits and dashes, e.g. stockholm-sodermalm") }
            return .success(.anchor(.place(slug: v)))
        case "near-airport":
            guard isICAO(v) else { return fail("\"\(value)\" is not an ICAO code: expected 3 to 7 letters or digits, e.g. EGLL") }
            return .success(.anchor(.airport(icao: v.uppercased())))
        case "within":
            switch Length.parse(v, defaultUnit: subject.defaultUnit) {
            case .success(let l): return .success(.within(l))
            case .failure(let e): return fail(e.description)
            }
        case "nearest":
            guard let n = Int(v), n >= 1 else { return fail("\"\(value)\" is not a count: expected a whole number ≥ 1") }
            return .success(.nearest(n))
        case "bbox":
            return parseBounds(v, key: key).map { .bounds($0) }
        case "route":
            let codes = v.split(whereSeparator: { " ,;>\t".contains($0) || $0 == "-" }).map(String.init)
            if let bad = codes.first(where: { !isICAO($0) }) {
                return fail("\"\(bad)\" is not an ICAO code: expected a route of ICAO codes, e.g. EGTF,LFMD")
            }
            guard codes.count >= 2 else {
                return fail("\"\(value)\" has \(codes.count) airport\(codes.count == 1 ? "" : "s"): expected at least two ICAO codes, e.g. EGTF,LFMD")
            }
            return .success(.route(codes.map { $0.uppercased() }))
        case "search":
            guard !v.isEmpty else { return fail("empty: expected a code, name or municipality to look for") }
            return .success(.search(v))
        case "status":
            var states = Set<AnnouncementStatus>()
            for word in list(v) {
                if word.lowercased() == "all" { states.formUnion(AnnouncementStatus.allCases); continue }
                guard let s = AnnouncementStatus(text: word) else {
                    return fail("\"\(word)\" is not a status: expected lost, found, closed, active or all")
                }
                states.insert(s)
            }
            guard !states.isEmpty else { return fail("empty: expected lost, found, closed, active or all") }
            return .success(.states(states))
        case "from", "to":
            guard let d = CalendarDate(iso8601: v), v.count == 10 else {
                return fail("\"\(value)\" is not a date: expected YYYY-MM-DD")
            }
            return .success(canonical == "from" ? .from(d) : .to(d))
        case "country":
            let written = list(v)
            let codes = written.map { $0.uppercased() }
            if let bad = written.first(where: { $0.count != 2 || !$0.allSatisfy({ $0.isASCII && $0.isLetter }) }) {
                return fail("\"\(bad)\" is not a country code: expected ISO 3166-1 alpha-2 codes, e.g. GB,FR")
            }
            guard !codes.isEmpty else { return fail("empty: expected ISO 3166-1 alpha-2 codes, e.g. GB,FR") }
            return .success(.countries(Set(codes)))
        case "type":
            let types = list(v).map { $0.lowercased() }
            if let bad = types.first(where: { !airportTypes.contains($0) }) {
                return fail("\"\(bad)\" is not an airport type: expected \(airportTypes.joined(separator: ", "))")
            }
            guard !types.isEmpty else { return fail("empty: expected \(airportTypes.joined(separator: ", "))") }
            return .success(.airportTypes(Set(types)))
        case "has-procedures", "has-precision-approach", "has-hard-runway", "point-of-entry":
            guard let b = parseBool(v) else { return fail("\"\(value)\" is not a yes/no value: expected true or false") }
            switch canonical {
            case "has-procedures": return .success(.hasProcedures(b))
            case "has-precision-approach": return .success(.hasPrecisionApproach(b))
            case "has-hard-runway": return .success(.hasHardRunway(b))
            default: return .success(.pointOfEntry(b))
            }
        case "min-runway-length-ft":
            var digits = v.lowercased()
            if digits.hasSuffix("ft") { digits = String(digits.dropLast(2)).trimmed }
            guard let n = Int(digits), n >= 0 else {
                return fail("\"\(value)\" is not a runway length: expected a whole number of feet, e.g. 3000")
            }
            return .success(.minRunwayLengthFt(n))
        case "fuel":
            var fuels = Set<FuelType>()
            for word in list(v) {
                guard let f = fuel(word) else {
                    return fail("\"\(word)\" is not a fuel: expected avgas or jet-a")
                }
                fuels.insert(f)
            }
            guard !fuels.isEmpty else { return fail("empty: expected avgas or jet-a") }
            return .success(.fuels(fuels))
        case "vessel-type", "region":
            let words = list(v)
            guard !words.isEmpty else { return fail("empty: expected one or more names separated by commas") }
            return .success(canonical == "region" ? .regions(Set(words)) : .vesselTypes(Set(words)))
        case "unit":
            guard let u = Length.Unit(rawValue: v.lowercased()) else {
                return fail("\"\(value)\" is not a unit: expected km, nm, mi or m")
            }
            return .success(.unit(u))
        default:
            return fail("unknown query key: expected one of \(keys.joined(separator: ", "))")
        }
    }

    /// Parses `key: value` and applies it (see ``apply(_:key:)``).
    package mutating func set(_ key: String, _ value: String) throws(QueryUsageError) {
        switch QuerySpec.parse(key: key, value: value, subject: subject) {
        case .success(let term): try apply(term, key: key)
        case .failure(let error): throw error
        }
    }

    /// Adds a term to the query, refusing a term that this subject does not support or that was
    /// already given (`key` is used in the message).
    package mutating func apply(_ term: QueryTerm, key: String) throws(QueryUsageError) {
        func only(_ subjects: QuerySubject..., what: String) throws(QueryUsageError) {
            guard subjects.contains(subject) else {
                throw QueryUsageError(key: key, "applies to \(what) only, not to \(subject.rawValue)")
            }
        }
        switch term {
        case .anchor(let a):
            if anchor != nil { throw QueryUsageError(key: key, "a query has one anchor: give only one of near, near-place, near-airport") }
            anchor = a
        case .within(let l): within = l
        case .nearest(let n): nearest = n
        case .bounds(let b): bounds = b
        case .route(let r):
            try only(.airports, what: "airports")
            route = r
        case .search(let s):
            try only(.airports, what: "airports")
            search = s
        case .states(let s):
            try only(.announcements, what: "announcements")
            states = s
        case .from(let d):
            try only(.charters, .announcements, what: "charters and announcements")
            window.from = d
        case .to(let d):
            try only(.charters, .announcements, what: "charters and announcements")
            window.to = d
        case .countries(let c):
            try only(.airports, .charters, what: "airports and charters")
            if subject == .airports { airportFilter.countries = c } else { charterFilter.countries = c }
        case .airportTypes(let t):
            try only(.airports, what: "airports")
            airportFilter.types = t
        case .hasProcedures(let b):
            try only(.airports, what: "airports")
            airportFilter.hasProcedures = b
        case .hasPrecisionApproach(let b):
            try only(.airports, what: "airports")
            airportFilter.hasPrecisionApproach = b
        case .hasHardRunway(let b):
            try only(.airports, what: "airports")
            airportFilter.hasHardRunway = b
        case .minRunwayLengthFt(let n):
            try only(.airports, what: "airports")
            airportFilter.minRunwayLengthFt = n
        case .pointOfEntry(let b):
            try only(.airports, what: "airports")
            airportFilter.pointOfEntry = b
        case .fuels(let f):
            try only(.airports, what: "airports")
            airportFilter.fuels = f
        case .vesselTypes(let t):
            try only(.charters, what: "charters")
            charterFilter.vesselTypes = t
        case .regions(let r):
            try only(.charters, what: "charters")
            charterFilter.regions = r
        case .unit(let u): unit = u
        }
    }

    /// Checks the combination of terms: `nearest` needs an anchor, `within` needs an anchor or a
    /// route, a route excludes an anchor, and `from` is not after `to`.
    package func validate() throws(QueryUsageError) {
        if nearest != nil, anchor == nil {
            throw QueryUsageError(key: "nearest", "needs a point to measure from: give near, near-place or near-airport")
        }
        if within != nil, anchor == nil, route.isEmpty {
            throw QueryUsageError(key: "within", "needs a point or a route: give near, near-place, near-airport or route")
        }
        if !route.isEmpty, anchor != nil {
            throw QueryUsageError(key: "route", "cannot be combined with near, near-place or near-airport: give one of them")
        }
        if !route.isEmpty, nearest != nil {
            throw QueryUsageError(key: "nearest", "cannot be combined with route: a route lists every airport in its corridor")
        }
        if let from = window.from, let to = window.to, from > to {
            throw QueryUsageError(key: "from", "\(from) is after to \(to): expected from ≤ to")
        }
    }

    /// The canonical kebab-case key for `key` in any of its accepted spellings, else `nil`.
    static func canonicalKey(_ key: String) -> String? {
        let squashed = key.trimmed.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        if squashed == "nearroute" { return "route" }
        if squashed == "minrunwaylength" { return "min-runway-length-ft" }
        if squashed == "status" || squashed == "statuses" { return "status" }
        return keys.first { $0.filter { $0 != "-" } == squashed }
    }
}

extension QuerySpec {
    /// A query over `subject` from `key: value` terms in order (as a ```` ```waymark ```` block or the
    /// command line gives them), validated as a whole. The first bad term or conflict is thrown.
    package init(subject: QuerySubject, terms: [(key: String, value: String)]) throws(QueryUsageError) {
        self.init(subject: subject)
        for term in terms { try set(term.key, term.value) }
        try validate()
    }
}
