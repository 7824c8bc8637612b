import Foundation
import WaymarkAtlas
import WaymarkPassport
import WaymarkCommandKit

/// The book's fields as options, which `book add` and `book edit` both declare (a group).
struct BookFields: CommandOptions {
    var mrz = Option.value("mrz", "TEXT", help: "fill the book from its identity page's MRZ (refused if a check digit fails)")
    var mrzImage = Option.value("mrz-image", "IMAGE", help: "fill the book from a photo of its identity page (its MRZ read by tesseract, as `passport read IMAGE`)")
    var today = BookOptions.today
    var issuingState = Option.value("issuing-state", "CODE", help: "the issuing state's code", emptyClears: true)
    var expiry = Option.day("expiry", plausible: false, help: "the expiry date", emptyClears: true)
    var note = Option.value("note", "TEXT", help: "a note", emptyClears: true)
    var documentNumber = Option.value("document-number", "X", help: "identity page: document number", emptyClears: true)
    var surname = Option.value("surname", "X", help: "identity page: surname", emptyClears: true)
    var givenNames = Option.value("given-names", "X", help: "identity page: given names", emptyClears: true)
    var nationality = Option.value("nationality", "X", help: "identity page: nationality", emptyClears: true)
    var birthDate = Option.value("birth-date", "X", help: "identity page: birth date", emptyClears: true)
    var sex = Option.value("sex", "X", help: "identity page: sex", emptyClears: true)
    var personalNumber = Option.value("personal-number", "X", help: "identity page: personal number", emptyClears: true)
    var placeOfBirth = Option.value("place-of-birth", "X", help: "identity page: place of birth", emptyClears: true)

    /// Each identity option with the field it sets.
    static var identity: [(option: KeyPath<BookFields, Option<String?>>, field: WritableKeyPath<BookIdentity, String?>)] { [
        (\.documentNumber, \.documentNumber), (\.surname, \.surname), (\.givenNames, \.givenNames), (\.nationality, \.nationality),
        (\.birthDate, \.birthDate), (\.sex, \.sex), (\.personalNumber, \.personalNumber), (\.placeOfBirth, \.placeOfBirth),
    ] }
}

/// What `book add` and `book edit` share.
enum BookOptions {
    static var today: Option<String?> {
        .day("today", plausible: false, help: "the day the MRZ's two-digit years are read against (default: today)")
    }

    /// Fills `book` from --mrz or --mrz-image (refused if it fails its checks) and then from each
    /// field option; an empty value clears a field.
    static func apply(_ arguments: Arguments<BookFields>, to book: inout PassportBook) throws {
        if arguments.isGiven(\.mrz) && arguments.isGiven(\.mrzImage) { throw UsageError("give --mrz or --mrz-image, not both") }
        var read: (reading: MRZReading, ocr: MRZImageReader.OCR?)?
        if let text = try arguments[\.mrz] {
            read = (try PassportRead.parse(text, today: try arguments[\.today]), nil)
        } else if let image = try arguments[\.mrzImage] {
            let result = try PassportRead.read(image: image, today: try arguments[\.today])
            read = (result.reading, result.ocr)
        }
        if let (reading, ocr) = read {
            // A repaired reading is saved (every change listed agrees with every check digit); a
            // doubtful or failing one is not.
            guard reading.status.isAccepted else {
                throw CommandFailure("the MRZ \(reading.status == .doubtful ? "is doubtful" : "fails its checks"); nothing saved\n" + PassportRead.describe(reading, ocr: ocr))
            }
            let filled = PassportBook(name: book.name, reading: reading)
            book.issuingState = filled.issuingState
            book.expiryDate = filled.expiryDate
            var identity = filled.identity ?? BookIdentity()
            identity.placeOfBirth = book.identity?.placeOfBirth
            book.identity = identity
        }
        func clean(_ text: String) -> String? { text.isEmpty ? nil : text }
        if let state = try arguments[\.issuingState] { book.issuingState = clean(state) }
        if let text = try arguments[\.expiry] { book.expiryDate = clean(text) }
        if let text = try arguments[\.note] { book.note = clean(text) }
        for (option, path) in BookFields.identity {
            guard let value = try arguments[option] else { continue }
            var identity = book.identity ?? BookIdentity()
            identity[keyPath: path] = clean(value)
            book.identity = identity
        }
    }
}

/// `waymark book add NAME …`
struct BookAdd: WaymarkCommand {
    static let name = "add"
    static let summary = "Add a named passport book, optionally from its MRZ"
    static let operands = ["NAME"]
    static let discussion = """
        Adds a named book. --mrz (the MRZ's text) or --mrz-image (a photo of the page, read as by
        `passport read IMAGE`) fills it from its identity page (refused with exit 1, showing the
        failing fields, if a check digit fails); any field option then sets or overrides that
        field. Identity fields stay in the atlas: `waymark export` leaves them out unless
        --include-identity. The name is trimmed, and compared without regard to letter case: exits
        1, naming the book, if "Blue" exists and NAME is "blue" or "Blue ".
        """
    struct Options: AtlasOptions {
        var fields = BookFields()
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1, !PassportBook.trimmed(arguments.positionals[0]).isEmpty else { throw UsageError("give the book a name: book add NAME") }
    }

    func run() throws -> ExitStatus {
        var book = PassportBook(name: PassportBook.trimmed(arguments.positionals[0]))
        try BookOptions.apply(arguments.group(\.fields), to: &book)
        let atlas = try AtlasContext(arguments: arguments).atlas()
        do { try atlas.addBook(book) } catch let error as AtlasStore.BookError { throw CommandFailure("\(atlas.url.path): \(error)") }
        console.out("added book '\(book.name)'")
        return .success
    }
}

/// `waymark book edit NAME …`
struct BookEdit: WaymarkCommand {
    static let name = "edit"
    static let summary = "Change a book's fields or rename it"
    static let operands = ["NAME"]
    static let discussion = "Changes the given fields of the book (an empty value clears one); --name renames it (refused, exit 1, if another book has that name, letter case aside). NAME is matched as written, else without regard to letter case. Exits 1 if there is no such book."
    struct Options: AtlasOptions {
        var newName = Option.value("name", "NEW", help: "rename the book")
        var fields = BookFields()
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give the book's name: book edit NAME") }
        if let newName = try arguments[\.newName], PassportBook.trimmed(newName).isEmpty { throw UsageError("--name cannot be blank") }
    }

    func run() throws -> ExitStatus {
        let atlas = try AtlasContext(arguments: arguments).atlas(.readWriteExisting)
        let name = arguments.positionals[0]
        guard var book = try atlas.book(named: name) else { throw CommandFailure("there is no book named '\(name)' in \(atlas.url.path)") }
        if let newName = try arguments[\.newName] { book.name = PassportBook.trimmed(newName) }
        try BookOptions.apply(arguments.group(\.fields), to: &book)
        do { try atlas.updateBook(named: name, to: book) } catch let error as AtlasStore.BookError { throw CommandFailure("\(atlas.url.path): \(error)") }
        console.out("saved book '\(book.name)'")
        return .success
    }
}

/// `waymark book list`
struct BookList: WaymarkCommand {
    static let name = "list"
    static let summary = "List the books with their stamp counts"
    static let discussion = "Lists the books with their stamp counts; --identity shows their identity pages too."
    struct Options: AtlasOptions {
        var identity = Option.flag("identity", help: "show the identity pages")
        var json = Option.json
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    struct Listed: Encodable {
        var name: String
        var issuingState: String?
        var expiryDate: String?
        var note: String?
        var stamps: Int
        var hasIdentity: Bool
        var identity: BookIdentity?
    }

    func run() throws -> ExitStatus {
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        var counts: [String: Int] = [:]
        for row in try atlas.stampRows() { if let book = row.stamp.book { counts[book, default: 0] += 1 } }
        let showIdentity = arguments[\.identity]
        let listed = try atlas.books().map {
            Listed(name: $0.name, issuingState: $0.issuingState, expiryDate: $0.expiryDate, note: $0.note, stamps: counts[$0.name] ?? 0,
                   hasIdentity: $0.identity != nil, identity: showIdentity ? $0.identity : nil)
        }
        if arguments[\.json] { try console.json(listed); return .success }
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
        return .success
    }
}
