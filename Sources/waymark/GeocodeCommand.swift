import ArgumentParser
import Foundation
import WaymarkGeo
import WaymarkGeocoding

/// `waymark geocode`: forward ("Split, Croatia") and reverse (`--reverse 43.51,16.44`) lookups in the
/// embedded gazetteer.
struct GeocodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geocode",
        abstract: "Look a place up in the embedded GeoNames gazetteer.",
        discussion: """
            Forward: waymark geocode "Split, Croatia" — qualify with a country or region after a comma.
            Reverse: waymark geocode --reverse 43.51,16.44 — the nearest populated place.
            Contains data from GeoNames (geonames.org), licensed CC BY 4.0.
            """
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "The place text, e.g. \"Split, Croatia\" (omit with --reverse).")
    var text: String?

    @Option(name: .long, parsing: .unconditional,
            help: "A coordinate LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44 or -33.87,151.21.")
    var reverse: String?

    @Option(name: .long, help: "The most candidates to list for an ambiguous or unknown text (1–100).")
    var limit = 5

    @Option(name: .long, help: "table or json.")
    var format: Format = .table

    func validate() throws {
        switch (text, reverse) {
        case (nil, nil):
            throw ValidationError("expected a place text, e.g. waymark geocode \"Split, Croatia\", or --reverse LATITUDE,LONGITUDE")
        case (.some, .some):
            throw ValidationError("expected either a place text or --reverse, not both")
        default:
            break
        }
        guard (1...100).contains(limit) else {
            throw ValidationError("--limit \(limit) is out of range: expected a whole number from 1 to 100")
        }
        if let reverse, case .failure(let problem) = GeocodeCommand.parseCoordinate(reverse) {
            throw problem
        }
    }

    func run() throws {
        let gazetteer: Gazetteer
        do {
            gazetteer = try Gazetteer.embedded()
        } catch {
            throw ValidationError("\(error)")
        }
        if let reverse, case .success(let coordinate) = GeocodeCommand.parseCoordinate(reverse) {
            let nearest = gazetteer.nearest(to: coordinate)
            print(format == .json ? GeocodeReport.json(reverse: coordinate, nearest: nearest)
                                  : GeocodeReport.table(reverse: coordinate, nearest: nearest))
        } else if let text {
            let answer = gazetteer.search(text, limit: limit)
            print(format == .json ? GeocodeReport.json(query: text, answer: answer)
                                  : GeocodeReport.table(query: text, answer: answer))
            if answer.place == nil { throw ExitCode(ExitStatus.contentError) }
        }
    }

    /// Parses "43.51,16.44" (spaces allowed) into a validated coordinate, or says what was expected.
    static func parseCoordinate(_ text: String) -> Result<Coordinate, ValidationError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            return .failure(ValidationError("--reverse \"\(text)\" is not a coordinate: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44"))
        }
        switch Coordinate.validated(latitude: latitude, longitude: longitude) {
        case .success(let coordinate): return .success(coordinate)
        case .failure(let error): return .failure(ValidationError("--reverse \"\(text)\": \(error)"))
        }
    }
}
