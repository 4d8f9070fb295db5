import ArgumentParser

/// `waymark`: argument parsing only; every command calls into the libraries.
/// Each subcommand lives in its own `<Name>Command.swift`.
@main
struct Waymark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waymark",
        abstract: "A static-site and report generator for place-based community data.",
        subcommands: [
            BuildCommand.self,
            CheckCommand.self,
            QueryCommand.self,
            ServeCommand.self,
            GeocodeCommand.self,
            NewCommand.self,
        ]
    )
}
