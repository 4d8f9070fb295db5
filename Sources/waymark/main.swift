import ArgumentParser
import WaymarkSite

/// `waymark`: argument parsing only; every command calls into the libraries.
struct Waymark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waymark",
        abstract: "A static-site and report generator for place-based community data."
    )
}

Waymark.main()
