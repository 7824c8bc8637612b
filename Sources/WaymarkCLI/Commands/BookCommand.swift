/// `waymark book SUBCOMMAND`: named passport books and their identity pages.
struct BookCommand: WaymarkCommand {
    static let subcommands: [any Subcommand.Type] = [BookAdd.self, BookList.self, BookEdit.self]
    static let name = "book"
    static let summary = "Passport books: add, list, edit (identity pages stay local)"
    static var help: String {
        "Usage:\n" + subcommands.map { "  " + $0.usage.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n\n")
    }
    static var valueOptions: Set<String> { SubcommandGroup.valueOptions(subcommands) }
    static var flagOptions: Set<String> { SubcommandGroup.flagOptions(subcommands) }

    let io: CommandIO

    func run() throws -> Int32 { try SubcommandGroup.run(Self.name, Self.subcommands, arguments: arguments, console: console) }
}

/// `waymark passport read --mrz TEXT`
struct PassportCommand: WaymarkCommand {
    static let subcommands: [any Subcommand.Type] = [PassportRead.self]
    static let name = "passport"
    static let summary = "Read a passport's machine-readable zone (MRZ)"
    static var help: String {
        "Usage:\n" + subcommands.map { "  " + $0.usage.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n\n")
    }
    static var valueOptions: Set<String> { SubcommandGroup.valueOptions(subcommands) }
    static var flagOptions: Set<String> { SubcommandGroup.flagOptions(subcommands) }

    let io: CommandIO

    func run() throws -> Int32 { try SubcommandGroup.run(Self.name, Self.subcommands, arguments: arguments, console: console) }
}
