import Foundation
import WaymarkTextInput

/// The gazetteer's JSON sources, read through WaymarkTextInput's `JSONScanner` (the one JSON
/// tokenizer) member by member, so only one record is held as a value at a time; errors name
/// the file and the record.
enum JSONInput {
    /// Calls `body` with each member of the file's top-level object, in file order, its value
    /// read whole. A key met twice anywhere is refused: no reader picks one of two values.
    static func forEachMember(of url: URL, _ body: (_ key: String, _ value: JSONValue) throws -> Void) throws {
        try read(url) { scanner, file in
            guard try firstToken(scanner, file) == .beginObject else { throw SourceError(file: file, "the top level is not a JSON object") }
            while try scanner.next() != .endObject {
                let key = scanner.text
                let value = try JSONValue.read(scanner, first: try scanner.next())
                try refuseDuplicate(scanner, file)
                try body(key, value)
            }
        }
    }

    /// Opens `url` with a scanner and hands it to `body`, which reads the top-level value;
    /// anything after it, a malformed or truncated file, is an error naming the file.
    static func read(_ url: URL, _ body: (JSONScanner, String) throws -> Void) throws {
        let file = url.path
        let scanner: JSONScanner
        do { scanner = try JSONScanner(url: url) } catch {
            throw SourceError(file: file, "cannot read: \(error.localizedDescription)")
        }
        do {
            try body(scanner, file)
            guard try scanner.next() == .end else { throw SourceError(file: file, "unexpected data after the JSON value") }
        } catch let failure as JSONScanner.Failure {
            throw SourceError(file: file, "not valid JSON (truncated or corrupt?): \(failure)")
        }
    }

    /// The file's first token; an empty file (nothing but white space) is an error.
    static func firstToken(_ scanner: JSONScanner, _ file: String) throws -> JSONScanner.Token {
        let token = try scanner.next()
        guard token != .end else { throw SourceError(file: file, "file is empty") }
        return token
    }

    static func refuseDuplicate(_ scanner: JSONScanner, _ file: String) throws {
        if let duplicate = scanner.duplicateKey { throw SourceError(file: file, "the key \(duplicate) appears twice") }
    }

    static func object(_ value: JSONValue?, _ file: String, _ what: String) throws -> [String: JSONValue] {
        guard case .object(let object)? = value else { throw SourceError(file: file, "\(what) is not a JSON object") }
        return object
    }

    /// Text, or a number written as text.
    static func string(_ object: [String: JSONValue], _ key: String, _ file: String, _ record: String) throws -> String {
        guard let text = object[key]?.text else { throw SourceError(file: file, "record \(record): field '\(key)' is missing or not text") }
        return text
    }

    static func optionalString(_ object: [String: JSONValue], _ key: String) -> String? { object[key]?.text }

    static func double(_ object: [String: JSONValue], _ key: String, _ file: String, _ record: String) throws -> Double {
        guard let number = object[key]?.number else { throw SourceError(file: file, "record \(record): field '\(key)' is missing or not a number") }
        return number
    }

    static func int(_ object: [String: JSONValue], _ key: String) -> Int? { object[key]?.integer }
}
