import ArgumentParser
import Foundation
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel

/// `waymark geocode`: forward ("Split, Croatia") and reverse (`--reverse 43.51,16.44`) lookups in the
/// embedded gazetteer.
struct GeocodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geocode",
        abstract: "Look a place up in the embedded GeoNames gazetteer.",
        discussion: """
            Forward: waymark geocode "Split, Croatia" — qualify with a country or region after a comma.
            Reverse: waymark geocode --reverse 43.51,16.44 — the nearest populated place.
            Exits 0 when the text is found, 1 when it is ambiguous or unknown (the candidates are listed),
            64 for bad arguments.
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
        if let text, text.allSatisfy(\.isWhitespace) {
            throw ValidationError("the place text is empty: expected e.g. waymark geocode \"Split, Croatia\"")
        }
        guard (1...100).contains(limit) else {
            throw ValidationError("--limit \(limit) is out of range: expected a whole number from 1 to 100")
        }
        if let reverse, case .failure(let problem) = CoordinatePair.parse(reverse) {
            throw ValidationError(TerminalText.escaped("--reverse \(problem)"))
        }
    }

    func run() throws {
        let gazetteer: Gazetteer
        do {
            gazetteer = try Gazetteer.embedded()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        do {
            if let reverse, case .success(let coordinate) = CoordinatePair.parse(reverse) {
                let nearest = gazetteer.nearest(to: coordinate)
                print(format == .json ? try GeocodeReport.json(reverse: coordinate, nearest: nearest)
                                      : TerminalText.escaped(GeocodeReport.table(reverse: coordinate, nearest: nearest), keepingLineBreaks: true))
            } else if let text {
                let answer = gazetteer.search(text, limit: limit)
                print(format == .json ? try GeocodeReport.json(query: text, answer: answer)
                                      : TerminalText.escaped(GeocodeReport.table(query: text, answer: answer), keepingLineBreaks: true))
                if answer.place == nil { throw ExitCode(ExitStatus.contentError) }
            }
        } catch let error as EncodingError {
            FileHandle.standardError.write(Data("error: could not write the answer as JSON: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
