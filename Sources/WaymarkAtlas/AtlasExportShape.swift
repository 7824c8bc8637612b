import Foundation
import WaymarkTextInput

extension AtlasExport {
    /// The longest string an export may hold, in UTF-8 bytes: far beyond any name, path, note or
    /// MRZ Waymark records (a command-line argument is at most 128 KiB), far below what would
    /// swell the atlas or the memory of `import atlas`.
    public static let longestString = 1 << 20

    /// Checks an export's JSON as a stream before anything decodes it: a JSON object whose
    /// `format` is "waymark-atlas" and whose `version` is an atlas format this waymark reads,
    /// no key twice in one object, no string longer than `longestString`. Read from a file, a
    /// longer token is refused while streaming, so memory stays within a few MiB whatever the
    /// file holds. Throws `AtlasStore.InvalidExport` naming the JSON path.
    public static func checkShape(ofFileAt url: URL) throws {
        try checkShape(try JSONScanner(url: url, chunk: 1 << 16, maximumToken: longestString + 1))
    }

    static func checkShape(_ data: Data) throws { try checkShape(JSONScanner(data: data)) }

    private static func checkShape(_ scanner: JSONScanner) throws {
        func refuse(_ problem: String) -> AtlasStore.InvalidExport { AtlasStore.InvalidExport(problems: [problem]) }
        var format: String?
        var version: (token: JSONScanner.Token, text: String)?
        do {
            guard try scanner.next() == .beginObject else { throw refuse("it is not a JSON object (not a `waymark export` file)") }
            var topKey: String?
            while true {
                let token = try scanner.next()
                if token == .end { break }
                if let duplicate = scanner.duplicateKey { throw refuse("the key \(duplicate) appears twice in one object") }
                if token == .key || token == .string, scanner.tokenLength > longestString {
                    throw refuse("the string at \(scanner.path) is \(scanner.tokenLength) bytes; the longest accepted is \(longestString) (1 MiB)")
                }
                if scanner.depth == 1, token == .key { topKey = scanner.text; continue }
                if let key = topKey, scanner.depth <= 2 {
                    if key == "format", token == .string { format = scanner.text }
                    if key == "version" { version = (token, scanner.text) }
                    topKey = nil
                }
            }
        } catch let failure as JSONScanner.Failure {
            if failure.message.hasPrefix("a JSON token longer than") {
                throw refuse("a value at \(failure.path) (byte \(failure.offset)) is longer than \(longestString) bytes (1 MiB), the longest accepted")
            }
            throw refuse("it is not valid JSON: \(failure)")
        }
        guard format == "waymark-atlas" else {
            throw refuse("it is not a `waymark export` file (format \(format.map { "'\($0)'" } ?? "missing"), expected 'waymark-atlas')")
        }
        let formats = 1...AtlasSchema.currentVersion
        guard let version else { throw refuse("\"version\" is missing; it must be an integer from 1 to \(formats.upperBound)") }
        guard version.token == .number, let number = Int(version.text), String(number) == version.text else {
            let shown = version.token == .string ? "\"\(version.text)\" (a string)" : version.text
            throw refuse("\"version\" must be an integer from 1 to \(formats.upperBound), not \(shown)")
        }
        if number > formats.upperBound {
            throw refuse("it was written by a newer waymark (atlas format \(number); this one reads up to \(formats.upperBound)); update waymark")
        }
        guard formats.contains(number) else { throw refuse("\"version\" must be an integer from 1 to \(formats.upperBound), not \(number)") }
    }
}
