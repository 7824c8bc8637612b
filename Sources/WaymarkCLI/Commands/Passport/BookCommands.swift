import Foundation
import WaymarkAtlas
import WaymarkPassport

/// What `book add` and `book edit` share.
enum BookOptions {
    static let identityOptions: [(option: String, path: WritableKeyPath<BookIdentity, String?>)] = [
        ("document-number", \.documentNumber), ("surname", \.surname), ("given-names", \.givenNames), ("nationality", \.nationality),
        ("birth-date", \.birthDate), ("sex", \.sex), ("personal-number", \.personalNumber), ("place-of-birth", \.placeOfBirth),
    ]
    static let values: Set<String> = Set(identityOptions.map(\.option)).union(["issuing-state", "expiry", "note", "mrz", "today", "atlas"])

    /// Fills `book` from --mrz (refused if it fails its checks) and then from each field option;
    /// an empty value clears a field.
    static func apply(_ arguments: Arguments, to book: inout PassportBook, console: Console) throws -> Bool {
        if let text = arguments.value("mrz") {
            let reading = try PassportRead.parse(text, today: SubcommandGroup.day(arguments, "today"))
            guard reading.isValid else {
                console.err("waymark book: the MRZ fails its checks; nothing saved\n" + PassportRead.describe(reading))
                return false
            }
            let filled = PassportBook(name: book.name, reading: reading)
            book.issuingState = filled.issuingState
            book.expiryDate = filled.expiryDate
            var identity = filled.identity ?? BookIdentity()
            identity.placeOfBirth = book.identity?.placeOfBirth
            book.identity = identity
        }
        func clean(_ text: String) -> String? { text.isEmpty ? nil : text }
        if let state = arguments.value("issuing-state") { book.issuingState = clean(state) }
        if let expiry = arguments.value("expiry") { book.expiryDate = expiry.isEmpty ? nil : try SubcommandGroup.day(arguments, "expiry") }
        if let note = arguments.value("note") { book.note = clean(note) }
        for (option, path) in identityOptions {
            guard let value = arguments.value(option) else { continue }
            var identity = book.identity ?? BookIdentity()
            identity[keyPath: path] = clean(value)
            book.identity = identity
        }
        return true
    }
}

/// `waymark book add NAME …`
enum BookAdd: Subcommand {
    static let name = "add"
    static let usage = """
        waymark book add NAME [--mrz TEXT] [--issuing-state CODE] [--expiry YYYY-MM-DD] [--note TEXT]
                              [--document-number X] [--surname X] [--given-names X] [--nationality X]
                              [--birth-date X] [--sex X] [--personal-number X] [--place-of-birth X] [--atlas PATH]
            Adds a named book. --mrz fills it from its identity page (refused, with the failing
            fields, if a check digit fails); any field option then sets or overrides that field.
            Identity fields stay in the atlas: `waymark export` leaves them out unless
            --include-identity.
        """
    static let valueOptions = BookOptions.values
    static let flagOptions: Set<String> = []

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2, !arguments.positionals[1].isEmpty else { throw Arguments.UsageError("give the book a name: book add NAME") }
        var book = PassportBook(name: arguments.positionals[1])
        guard try BookOptions.apply(arguments, to: &book, console: console) else { return ExitStatus.failure }
        do { try AtlasContext(arguments: arguments).atlas().addBook(book) } catch let error as AtlasStore.BookError {
            console.err("waymark book add: \(error)")
            return ExitStatus.failure
        }
        console.out("added book '\(book.name)'")
        return ExitStatus.success
    }
}

/// `waymark book edit NAME …`
enum BookEdit: Subcommand {
    static let name = "edit"
    static let usage = """
        waymark book edit NAME [--name NEW] [--mrz TEXT] [any option of book add] [--atlas PATH]
            Changes the given fields of the book (an empty value clears one); --name renames it.
        """
    static let valueOptions = BookOptions.values.union(["name"])
    static let flagOptions: Set<String> = []

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2 else { throw Arguments.UsageError("give the book's name: book edit NAME") }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let name = arguments.positionals[1]
        guard var book = try atlas.book(named: name) else { console.err("waymark book edit: there is no book named '\(name)'"); return ExitStatus.failure }
        if let newName = arguments.value("name") {
            guard !newName.isEmpty else { throw Arguments.UsageError("--name cannot be empty") }
            book.name = newName
        }
        guard try BookOptions.apply(arguments, to: &book, console: console) else { return ExitStatus.failure }
        do { try atlas.updateBook(named: name, to: book) } catch let error as AtlasStore.BookError {
            console.err("waymark book edit: \(error)")
            return ExitStatus.failure
        }
        console.out("saved book '\(book.name)'")
        return ExitStatus.success
    }
}

/// `waymark book list`
enum BookList: Subcommand {
    static let name = "list"
    static let usage = """
        waymark book list [--identity] [--json] [--atlas PATH]
            Lists the books with their stamp counts; --identity shows their identity pages too.
        """
    static let valueOptions: Set<String> = ["atlas"]
    static let flagOptions: Set<String> = ["identity", "json"]

    struct Listed: Encodable {
        var name: String
        var issuingState: String?
        var expiryDate: String?
        var note: String?
        var stamps: Int
        var hasIdentity: Bool
        var identity: BookIdentity?
    }

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("`book list` takes options only") }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        var counts: [String: Int] = [:]
        for row in try atlas.stampRows() { if let book = row.stamp.book { counts[book, default: 0] += 1 } }
        let showIdentity = arguments.flag("identity")
        let listed = try atlas.books().map {
            Listed(name: $0.name, issuingState: $0.issuingState, expiryDate: $0.expiryDate, note: $0.note, stamps: counts[$0.name] ?? 0,
                   hasIdentity: $0.identity != nil, identity: showIdentity ? $0.identity : nil)
        }
        if arguments.flag("json") { try SubcommandGroup.json(listed, to: console); return ExitStatus.success }
        if listed.isEmpty { console.out("no books") }
        for book in listed {
            var line = "\(book.name): \(book.stamps) stamp\(book.stamps == 1 ? "" : "s")"
            if let state = book.issuingState { line += ", \(state)" }
            if let expiry = book.expiryDate { line += ", expires \(expiry)" }
            if book.hasIdentity && !showIdentity { line += ", identity page kept" }
            console.out(line)
            if let i = book.identity {
                for (label, value) in [("document", i.documentNumber), ("surname", i.surname), ("given names", i.givenNames), ("nationality", i.nationality),
                                       ("birth date", i.birthDate), ("sex", i.sex), ("personal no.", i.personalNumber), ("place of birth", i.placeOfBirth)] {
                    if let value { console.out("  \(label): \(value)") }
                }
            }
        }
        return ExitStatus.success
    }
}
