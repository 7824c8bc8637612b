/// `waymark book SUBCOMMAND`: named passport books and their identity pages.
struct BookCommand: GroupCommand {
    static let subcommands: [any Subcommand.Type] = [BookAdd.self, BookList.self, BookEdit.self]
    static let name = "book"
    static let summary = "Passport books: add, list, edit (identity pages stay local)"
    let io: CommandIO
}

/// `waymark passport read --mrz TEXT`
struct PassportCommand: GroupCommand {
    static let subcommands: [any Subcommand.Type] = [PassportRead.self]
    static let name = "passport"
    static let summary = "Read a passport's machine-readable zone (MRZ)"
    let io: CommandIO
}
