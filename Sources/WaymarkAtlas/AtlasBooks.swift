import Foundation
import WaymarkSQLite

/// A named passport book. Its identity page (holder, numbers, birth date) is kept apart, so an
/// export can leave it out.
public struct PassportBook: Codable, Equatable, Sendable {
    /// The traveller's own name for the book ("Blue"), unique letter case aside.
    public var name: String
    /// The issuing state as the MRZ writes it (ISO 3166-1 alpha-3, or an ICAO code such as "D").
    public var issuingState: String?
    /// The expiry date: "YYYY-MM-DD" when it was read as a date, else as printed. Text, not a
    /// `LocalDay`, so that a date the MRZ gives only in part is kept as it was rather than dropped.
    public var expiryDate: String?
    /// The traveller's own note.
    public var note: String?
    /// The identity page, kept apart so an export can leave it out.
    public var identity: BookIdentity?

    /// A book called `name`; `addBook` trims the name and refuses one already taken.
    ///
    /// ```swift
    /// try atlas.addBook(PassportBook(name: "Blue", issuingState: "NLD", expiryDate: "2031-05-14"))
    /// ```
    public init(name: String, issuingState: String? = nil, expiryDate: String? = nil, note: String? = nil, identity: BookIdentity? = nil) {
        self.name = name; self.issuingState = issuingState; self.expiryDate = expiryDate; self.note = note; self.identity = identity
    }
}

/// What an identity page says. The MRZ fields, plus printed ones (place of birth) read on a
/// best-effort basis; every one may be edited.
public struct BookIdentity: Codable, Equatable, Sendable {
    /// The MRZ's document code ("P" for a passport…).
    public var documentCode: String?
    /// The document's number, from the MRZ or typed.
    public var documentNumber: String?
    /// The holder's surname (the MRZ's primary identifier).
    public var surname: String?
    /// The holder's given names (the MRZ's secondary identifier).
    public var givenNames: String?
    /// The holder's nationality as the MRZ writes it (ISO 3166-1 alpha-3, or an ICAO code).
    public var nationality: String?
    /// As `PassportBook.expiryDate`: "YYYY-MM-DD" when read as a date, else as printed.
    public var birthDate: String?
    /// As the MRZ writes it: "F", "M", "X" or "<" (unspecified); text because the traveller may
    /// edit it.
    public var sex: String?
    /// The optional personal number some states put in the MRZ.
    public var personalNumber: String?
    /// As printed on the page (the MRZ has no place of birth).
    public var placeOfBirth: String?
    /// The MRZ lines as finally read, joined by newlines.
    public var mrz: String?

    /// An identity page; every field not given is unknown.
    public init(documentCode: String? = nil, documentNumber: String? = nil, surname: String? = nil, givenNames: String? = nil,
                nationality: String? = nil, birthDate: String? = nil, sex: String? = nil, personalNumber: String? = nil,
                placeOfBirth: String? = nil, mrz: String? = nil) {
        self.documentCode = documentCode; self.documentNumber = documentNumber; self.surname = surname; self.givenNames = givenNames
        self.nationality = nationality; self.birthDate = birthDate; self.sex = sex; self.personalNumber = personalNumber
        self.placeOfBirth = placeOfBirth; self.mrz = mrz
    }
}

extension PassportBook {
    /// A book's name without surrounding white space.
    public static func trimmed(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Whether two names are one book's: compared trimmed and without regard to letter case.
    public static func sameName(_ a: String, _ b: String) -> Bool {
        trimmed(a).caseInsensitiveCompare(trimmed(b)) == .orderedSame
    }
}

extension AtlasStore {
    /// Why a passport book could not be added or found.
    public enum BookError: Error, CustomStringConvertible, Equatable {
        /// A book of this name exists already (letter case and spaces around it aside).
        case duplicate(String)
        /// No book has this name.
        case unknown(String)
        /// The error as one sentence, naming the book.
        public var description: String {
            switch self {
            case .duplicate(let name): return "there is already a book named '\(name)'"
            case .unknown(let name): return "there is no book named '\(name)'"
            }
        }
    }

    /// Adds a book, its name trimmed; the name must be new, letter case aside ("Blue", "blue"
    /// and "Blue " are one book).
    public func addBook(_ book: PassportBook) throws {
        var book = book
        book.name = PassportBook.trimmed(book.name)
        try transaction {
            if let existing = try bookNames().first(where: { PassportBook.sameName($0.name, book.name) }) { throw BookError.duplicate(existing.name) }
            try insertBook(book)
        }
    }

    func insertBook(_ book: PassportBook) throws {
        guard try bookID(named: book.name) == nil else { throw BookError.duplicate(book.name) }
        try database.prepare("INSERT INTO book(name, issuing_state, expiry_date, note) VALUES (?, ?, ?, ?)")
            .run([.text(book.name), text(book.issuingState), text(book.expiryDate), text(book.note)])
        try saveIdentity(book.identity, book: database.lastInsertRowID)
    }

    /// Replaces the book called `name` (which may be renamed, to a name no other book has,
    /// letter case aside) with `book`, identity included.
    public func updateBook(named name: String, to book: PassportBook) throws {
        var book = book
        book.name = PassportBook.trimmed(book.name)
        try transaction {
            guard let id = try bookID(named: name) else { throw BookError.unknown(name) }
            if let other = try bookNames().first(where: { $0.id != id && PassportBook.sameName($0.name, book.name) }) { throw BookError.duplicate(other.name) }
            try database.prepare("UPDATE book SET name = ?, issuing_state = ?, expiry_date = ?, note = ? WHERE id = ?")
                .run([.text(book.name), text(book.issuingState), text(book.expiryDate), text(book.note), .integer(id)])
            try database.prepare("DELETE FROM book_identity WHERE book_id = ?").run([.integer(id)])
            try saveIdentity(book.identity, book: id)
        }
    }

    func saveIdentity(_ identity: BookIdentity?, book: Int) throws {
        guard let i = identity else { return }
        try database.prepare("""
            INSERT INTO book_identity(book_id, document_code, document_number, surname, given_names, nationality, birth_date, sex,
                                      personal_number, place_of_birth, mrz) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run([.integer(book), text(i.documentCode), text(i.documentNumber), text(i.surname), text(i.givenNames), text(i.nationality),
                      text(i.birthDate), text(i.sex), text(i.personalNumber), text(i.placeOfBirth), text(i.mrz)])
    }

    /// The book a name means: the one of exactly that name, else the only one of the same name
    /// letter case and white space aside.
    func bookID(named name: String) throws -> Int? {
        let books = try bookNames()
        if let exact = books.first(where: { $0.name == name }) { return exact.id }
        let same = books.filter { PassportBook.sameName($0.name, name) }
        return same.count == 1 ? same[0].id : nil
    }

    private func bookNames() throws -> [(id: Int, name: String)] {
        let s = try database.prepare("SELECT id, name FROM book")
        var names: [(id: Int, name: String)] = []
        while try s.step() { names.append((s.int(0), s.text(1) ?? "")) }
        return names
    }

    /// The book of this name, letter case and spaces around it aside, or nil.
    /// - Throws: an SQLite error of the atlas.
    public func book(named name: String) throws -> PassportBook? {
        guard let id = try bookID(named: name),
              let stored = try database.scalarText("SELECT name FROM book WHERE id = ?", [.integer(id)]) else { return nil }
        return try books().first { $0.name == stored }
    }

    /// Every book in name order, with its identity page when it has one.
    public func books() throws -> [PassportBook] {
        let s = try database.prepare("""
            SELECT b.name, b.issuing_state, b.expiry_date, b.note, i.book_id, i.document_code, i.document_number, i.surname, i.given_names,
                   i.nationality, i.birth_date, i.sex, i.personal_number, i.place_of_birth, i.mrz
            FROM book b LEFT JOIN book_identity i ON i.book_id = b.id ORDER BY b.name
            """)
        var result: [PassportBook] = []
        while try s.step() {
            var book = PassportBook(name: s.text(0) ?? "", issuingState: s.text(1), expiryDate: s.text(2), note: s.text(3))
            if !s.isNull(4) {
                book.identity = BookIdentity(documentCode: s.text(5), documentNumber: s.text(6), surname: s.text(7), givenNames: s.text(8),
                                             nationality: s.text(9), birthDate: s.text(10), sex: s.text(11), personalNumber: s.text(12),
                                             placeOfBirth: s.text(13), mrz: s.text(14))
            }
            result.append(book)
        }
        return result
    }
}
