import Foundation

/// A localized name from Unicode CLDR. `alt` keeps CLDR's alternative-form marker ("short",
/// "variant") because "USA" or "UK" is a useful search alias but a poor display name.
///
/// ```swift
/// let display = try CLDRReader.territoryNames(url: germanURL).filter { $0.alt == nil }   // ("DE", "Deutschland"), …
/// ```
public struct CLDRName: Hashable, Sendable {
    /// The territory code ("DE") or subdivision id ("deby").
    public var code: String
    /// The name in the file's locale.
    public var name: String
    /// CLDR's alternative-form marker ("short", "variant"); nil for the plain name.
    public var alt: String?

    /// A name as read.
    public init(code: String, name: String, alt: String? = nil) {
        self.code = code; self.name = name; self.alt = alt
    }
}

/// The names of one CLDR file together with the locale it is for. The locale comes from the
/// file's `<identity>`, which is authoritative; the file name is only a fallback.
///
/// ```swift
/// let file = try CLDRReader.territories(url: swissGermanURL)
/// print(file.locale, file.territory ?? "", file.names.count)   // de_CH CH …
/// ```
public struct CLDRNameFile: Hashable, Sendable {
    /// Language subtag ("de" for both de.xml and de_CH.xml).
    public var language: String
    /// The script subtag ("Latn" of sr_Latn), when the locale has one.
    public var script: String?
    /// The territory subtag ("CH" of de_CH), when the locale has one.
    public var territory: String?
    /// The full locale identifier in CLDR's underscore form ("de_CH", "sr_Latn").
    public var locale: String
    /// The names the file holds, in file order (CLDR's inheritance markers are not names).
    public var names: [CLDRName]

    /// A file's names as read.
    public init(language: String, script: String?, territory: String?, locale: String, names: [CLDRName]) {
        self.language = language; self.script = script; self.territory = territory
        self.locale = locale; self.names = names
    }
}

/// Reads territory and subdivision names from CLDR's LDML files with a small scanner of its
/// own, because FoundationXML is not always present on Linux and only a sliver of LDML is needed.
///
/// ```swift
/// let names = try CLDRReader.subdivisionNames(url: subdivisionsURL)
/// let bavaria = names.first { CLDRReader.iso3166_2(subdivisionCode: $0.code) == "DE-BY" }
/// ```
public enum CLDRReader {
    /// `common/main/<locale>.xml`: country and territory names. Numeric UN M.49 region codes
    /// ("001", "419") are dropped since the atlas has no places for them.
    public static func territoryNames(url: URL) throws -> [CLDRName] {
        try territories(url: url).names
    }

    /// `common/subdivisions/<locale>.xml`: subdivision names keyed by CLDR's subdivision id
    /// ("deby"); see `iso3166_2(subdivisionCode:)` to turn one into "DE-BY".
    public static func subdivisionNames(url: URL) throws -> [CLDRName] {
        try subdivisions(url: url).names
    }

    /// `territoryNames(url:)` with the file's locale.
    public static func territories(url: URL) throws -> CLDRNameFile {
        try territories(data: CSVReader.loadSource(url), file: url.path)
    }

    /// `subdivisionNames(url:)` with the file's locale.
    public static func subdivisions(url: URL) throws -> CLDRNameFile {
        try subdivisions(data: CSVReader.loadSource(url), file: url.path)
    }

    /// The territory names of `data` (two-letter codes only), whose errors name `file`.
    public static func territories(data: Data, file: String) throws -> CLDRNameFile {
        try read(data: data, file: file, container: "territories", element: "territory") { code in
            code.utf8.count == 2 && code.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
        }
    }

    /// The subdivision names of `data`, whose errors name `file`.
    public static func subdivisions(data: Data, file: String) throws -> CLDRNameFile {
        try read(data: data, file: file, container: "subdivisions", element: "subdivision") { !$0.isEmpty }
    }

    /// CLDR subdivision ids are the ISO 3166-2 code lower-cased with the hyphen removed
    /// ("deby", "it52"). Ids that are not of that shape (en.xml also lists whole territories
    /// such as "AS" under their ISO 3166-1 code) give nil.
    public static func iso3166_2(subdivisionCode code: String) -> String? {
        let bytes = Array(code.utf8)
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        guard bytes.count >= 3, bytes.count <= 6, bytes.prefix(2).allSatisfy(isLower),
              bytes.dropFirst(2).allSatisfy({ isLower($0) || isDigit($0) }) else { return nil }
        let upper = code.uppercased()
        return "\(upper.prefix(2))-\(upper.dropFirst(2))"
    }

    /// Trims white space and also zero-width spaces (U+200B) and BOMs (U+FEFF): CLDR 41 has
    /// names that begin with U+200B (fr.xml "CI" variant, lo.xml "SZ"), invisible in an editor
    /// but fatal to exact-match search. Done by hand because Foundation's trimming sets differ
    /// between Darwin and Linux on exactly these characters.
    static func trimmed(_ text: String) -> String {
        func isPadding(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}"
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isPadding($0) }),
              let last = scalars.lastIndex(where: { !isPadding($0) }) else { return "" }
        return String(scalars[first ... last])
    }

    private static func read(data: Data, file: String, container: String, element: String,
                             keep: (String) -> Bool) throws -> CLDRNameFile {
        var scanner = CLDRXMLScanner(bytes: [UInt8](data), file: file)
        var stack: [String] = []
        var sawRoot = false
        var identity: [String: String] = [:]
        var names: [CLDRName] = []
        // The element whose text is being collected: its code and alt.
        var capturing: (code: String, alt: String?)?
        var text = ""

        while let event = try scanner.next() {
            switch event {
            case let .start(name, attributes, selfClosing, offset):
                let line = scanner.line(at: offset)
                if stack.isEmpty {
                    guard name == "ldml" else {
                        throw SourceError(file: file, line: line, "not a CLDR LDML file: root element is <\(name)>")
                    }
                    sawRoot = true
                }
                if capturing != nil {
                    throw SourceError(file: file, line: line, "unexpected <\(name)> inside <\(element)>")
                }
                let parent = stack.last
                if parent == "identity", let type = attributes["type"],
                   ["language", "script", "territory", "variant"].contains(name) {
                    identity[name] = type
                } else if name == element, parent == container, stack.count >= 2,
                          stack[stack.count - 2] == "localeDisplayNames" {
                    guard let code = attributes["type"] else {
                        throw SourceError(file: file, line: line, "<\(element)> without a type attribute")
                    }
                    if !selfClosing && keep(code) {
                        capturing = (code, attributes["alt"])
                        text = ""
                    }
                }
                if !selfClosing { stack.append(name) }
            case let .end(name, offset):
                guard let open = stack.popLast(), open == name else {
                    let line = scanner.line(at: offset)
                    throw SourceError(file: file, line: line,
                                      "mismatched end tag </\(name)> (open element: <\(stack.last ?? "none")>)")
                }
                if let current = capturing, name == element {
                    let value = CLDRReader.trimmed(text)
                    // CLDR's inheritance and no-value markers are not names.
                    if !value.isEmpty && value != "↑↑↑" && value != "∅∅∅" {
                        names.append(CLDRName(code: current.code, name: value, alt: current.alt))
                    }
                    capturing = nil
                }
            case let .text(content):
                if capturing != nil { text += content }
            }
        }
        if let open = stack.last {
            throw SourceError(file: file, line: scanner.line(at: Int.max), "end of file inside <\(open)>")
        }
        guard sawRoot else { throw SourceError(file: file, "not a CLDR LDML file: no <ldml> element") }

        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let language = identity["language"] ?? String(stem.prefix { $0 != "_" })
        let locale: String
        if identity["language"] != nil {
            locale = [identity["language"], identity["script"], identity["territory"], identity["variant"]]
                .compactMap { $0 }.joined(separator: "_")
        } else {
            locale = stem
        }
        return CLDRNameFile(language: language, script: identity["script"], territory: identity["territory"],
                            locale: locale, names: names)
    }
}

/// Just enough XML for LDML: elements, attributes, text, entity and character references,
/// comments, CDATA, processing instructions and a DOCTYPE without an internal subset of
/// interest. Namespaces and DTD-defined entities are not needed by CLDR's data files.
struct CLDRXMLScanner {
    enum Event {
        /// Offsets, not lines, so lines are counted only for the few events that need one.
        case start(name: String, attributes: [String: String], selfClosing: Bool, offset: Int)
        case end(name: String, offset: Int)
        case text(String)
    }

    private let bytes: [UInt8]
    private let file: String
    private var pos = 0
    private var countedOffset = 0
    private var countedLine = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { pos = 3 }
    }

    /// Line numbers are computed only when asked (for events of interest and errors), so the
    /// scan itself does not count newlines. Requests come in file order, so counting resumes
    /// from the previous answer.
    mutating func line(at offset: Int) -> Int {
        let limit = min(offset, bytes.count)
        if limit < countedOffset { countedOffset = 0; countedLine = 1 }
        var index = countedOffset
        var count = countedLine
        while index < limit {
            if bytes[index] == UInt8(ascii: "\n") { count += 1 }
            index += 1
        }
        countedOffset = limit
        countedLine = count
        return count
    }

    private mutating func fail(_ message: String, at offset: Int) -> SourceError {
        SourceError(file: file, line: line(at: offset), message)
    }

    mutating func next() throws -> Event? {
        while pos < bytes.count {
            if bytes[pos] != UInt8(ascii: "<") {
                let start = pos
                while pos < bytes.count && bytes[pos] != UInt8(ascii: "<") { pos += 1 }
                return .text(try decodeText(start, pos))
            }
            let tagStart = pos
            if starts(with: "<!--") {
                guard let close = find("-->", from: pos + 4) else { throw fail("unterminated comment", at: tagStart) }
                pos = close + 3
                continue
            }
            if starts(with: "<![CDATA[") {
                guard let close = find("]]>", from: pos + 9) else { throw fail("unterminated CDATA section", at: tagStart) }
                let content = try makeString(pos + 9, close, at: tagStart)
                pos = close + 3
                return .text(content)
            }
            if starts(with: "<?") {
                guard let close = find("?>", from: pos + 2) else {
                    throw fail("unterminated processing instruction", at: tagStart)
                }
                pos = close + 2
                continue
            }
            if starts(with: "<!") {
                try skipDeclaration(from: tagStart)
                continue
            }
            if starts(with: "</") {
                pos += 2
                let name = try readName(tagStart)
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ">") else {
                    throw fail("malformed end tag </\(name)", at: tagStart)
                }
                pos += 1
                return .end(name: name, offset: tagStart)
            }
            pos += 1
            let name = try readName(tagStart)
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard pos < bytes.count else { throw fail("unterminated tag <\(name)", at: tagStart) }
                if bytes[pos] == UInt8(ascii: "/") {
                    guard pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: ">") else {
                        throw fail("malformed tag <\(name)", at: tagStart)
                    }
                    pos += 2
                    return .start(name: name, attributes: attributes, selfClosing: true, offset: tagStart)
                }
                if bytes[pos] == UInt8(ascii: ">") {
                    pos += 1
                    return .start(name: name, attributes: attributes, selfClosing: false, offset: tagStart)
                }
                let attributeName = try readName(tagStart)
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else {
                    throw fail("attribute \(attributeName) of <\(name)> has no value", at: tagStart)
                }
                pos += 1
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") else {
                    throw fail("attribute \(attributeName) of <\(name)> is not quoted", at: tagStart)
                }
                let quote = bytes[pos]
                let valueStart = pos + 1
                var valueEnd = valueStart
                while valueEnd < bytes.count && bytes[valueEnd] != quote { valueEnd += 1 }
                guard valueEnd < bytes.count else {
                    throw fail("unterminated attribute value in <\(name)>", at: tagStart)
                }
                attributes[attributeName] = try decodeText(valueStart, valueEnd)
                pos = valueEnd + 1
            }
        }
        return nil
    }

    /// Skips `<!DOCTYPE …>` (and any other `<!` declaration), including a bracketed internal
    /// subset whose `>` characters must not end it early.
    private mutating func skipDeclaration(from tagStart: Int) throws {
        var depth = 0
        var quote: UInt8?
        pos += 2
        while pos < bytes.count {
            let byte = bytes[pos]
            pos += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                return
            }
        }
        throw fail("unterminated declaration", at: tagStart)
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { prefix in
            var index = 0
            while index < count {
                if bytes[pos + index] != prefix[index] { return false }
                index += 1
            }
            return true
        }
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        literal.withUTF8Buffer { needle in
            let count = needle.count
            var index = start
            while index + count <= bytes.count {
                if bytes[index] == needle[0] {
                    var matched = 1
                    while matched < count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    private mutating func skipSpace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }

    /// XML names in LDML are ASCII; anything past letters, digits and `_ - . :` ends a name.
    private mutating func readName(_ tagStart: Int) throws -> String {
        let start = pos
        while pos < bytes.count {
            let byte = bytes[pos]
            let isNameByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A
                || byte >= 0x80
            if !isNameByte { break }
            pos += 1
        }
        guard pos > start else { throw fail("expected a name in tag", at: tagStart) }
        return try makeString(start, pos, at: tagStart)
    }

    private mutating func makeString(_ start: Int, _ end: Int, at offset: Int) throws -> String {
        let slice = bytes[start ..< end]
        let string = String(decoding: slice, as: UTF8.self)
        if !string.utf8.elementsEqual(slice) { throw fail("invalid UTF-8", at: offset) }
        return string
    }

    /// Resolves the five predefined entities and numeric character references. An unknown
    /// entity is kept literally: it cannot come from CLDR, and dropping text would be worse.
    private mutating func decodeText(_ start: Int, _ end: Int) throws -> String {
        guard bytes[start ..< end].contains(UInt8(ascii: "&")) else { return try makeString(start, end, at: start) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"),
                  let semicolon = bytes[(index + 1) ..< min(end, index + 12)].firstIndex(of: UInt8(ascii: ";")) else {
                out.append(byte)
                index += 1
                continue
            }
            let entity = String(decoding: bytes[(index + 1) ..< semicolon], as: UTF8.self)
            var replacement: [UInt8]?
            switch entity {
            case "amp": replacement = [UInt8(ascii: "&")]
            case "lt": replacement = [UInt8(ascii: "<")]
            case "gt": replacement = [UInt8(ascii: ">")]
            case "quot": replacement = [UInt8(ascii: "\"")]
            case "apos": replacement = [UInt8(ascii: "'")]
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16).flatMap(Self.utf8)
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst(), radix: 10).flatMap(Self.utf8)
                }
            }
            if let replacement {
                out.append(contentsOf: replacement)
                index = semicolon + 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        let string = String(decoding: out, as: UTF8.self)
        if !string.utf8.elementsEqual(out) { throw fail("invalid UTF-8", at: start) }
        return string
    }

    private static func utf8(_ value: UInt32) -> [UInt8]? {
        guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }
}
