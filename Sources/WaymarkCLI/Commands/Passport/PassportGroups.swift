import WaymarkCommandKit

/// `waymark book`: named passport books and their identity pages.
struct BookCommand: WaymarkCommand {
    static let name = "book"
    static let summary = "Passport books: add, list, edit (identity pages stay local)"
    static let subcommands: [any WaymarkCommand.Type] = [BookAdd.self, BookList.self, BookEdit.self]
    let io: CommandIO<NoOptions>
}

/// `waymark passport`: a passport's machine-readable zone.
struct PassportCommand: WaymarkCommand {
    static let name = "passport"
    static let summary = "Read a passport's machine-readable zone (MRZ)"
    static let subcommands: [any WaymarkCommand.Type] = [PassportRead.self]
    let io: CommandIO<NoOptions>
}
