import Foundation
import WaymarkTextInput
#if canImport(FoundationXML)
import FoundationXML
#endif

/// GPX 1.0 and 1.1: every track point, route point and waypoint with a time is a position at an
/// instant. Points without a time are counted ("no time") and give no day. Extensions and
/// metadata are passed over; a byte-order mark and empty segments are fine. The event-driven
/// XML parser keeps memory to the current element.
final class GPXReader: NSObject, XMLParserDelegate {
    let intake: TravelRecordGate
    let file: String
    private var pointDepth: Int?
    private var depth = 0
    private var latitude = 0.0, longitude = 0.0
    private var positionText: (String, String) = ("", "")
    private var pointLine = 0
    private var timeText: String?
    private var collecting = false
    private var failure: Error?
    private(set) var sawGPX = false
    private var closedGPX = false
    private(set) var points = 0

    struct Malformed: Error, CustomStringConvertible {
        var location: String
        var message: String
        var description: String { "\(location): \(message)" }
    }

    init(intake: TravelRecordGate, file: String) {
        self.intake = intake; self.file = file
    }

    /// Reads the file; an XML error throws `Malformed` after the points before it were delivered.
    func read(url: URL) throws {
        // From a stream, so a large file is parsed piece by piece and never held whole.
        guard FileManager.default.isReadableFile(atPath: url.path), let stream = InputStream(url: url) else {
            throw Malformed(location: file, message: "cannot be read")
        }
        // The system's XML parser traps (SIGILL in FoundationXML) on an element or attribute name
        // that is not UTF-8, which libxml2 hands on: a file read as UTF-8 is checked first, and
        // only what comes before its first bad byte is parsed.
        let invalid = try Self.readsAsUTF8(url) ? UTF8Validation.firstInvalid(in: url) : nil
        let parser: XMLParser
        if let invalid {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            parser = XMLParser(data: try handle.read(upToCount: invalid.offset) ?? Data())
        } else {
            parser = XMLParser(stream: stream)
        }
        parser.delegate = self
        let ok = parser.parse()
        if let failure { throw failure }
        if let invalid {
            guard sawGPX else { throw Malformed(location: file, message: "not a GPX file (no <gpx> element before byte \(invalid.offset), which is not UTF-8)") }
            throw Malformed(location: "\(file):\(invalid.line)", message: String(format: "the file is not UTF-8 here (byte 0x%02X at offset %d)", invalid.byte, invalid.offset))
        }
        if !ok {
            throw Malformed(location: "\(file):\(parser.lineNumber)", message: "the XML stops or breaks here (\(parser.parserError.map { "\($0)" } ?? "parse error"))")
        }
        guard sawGPX else { throw Malformed(location: file, message: "not a GPX file (no <gpx> element)") }
        // The system's XML parser accepts a document that simply stops; a GPX file ends with </gpx>.
        guard closedGPX else { throw Malformed(location: "\(file):\(parser.lineNumber)", message: "the file stops before </gpx> (truncated)") }
    }

    /// Whether the parser takes the file's bytes as UTF-8: unless it starts with a UTF-16
    /// byte-order mark or declares an encoding libxml2 converts to UTF-8 itself (ISO-8859-x,
    /// Windows-125x, UTF-16). A name it does not know (the fuzz pass wrote `encoding="U-8n"`)
    /// leaves the bytes as they are, so they are checked like UTF-8.
    static func readsAsUTF8(_ url: URL) throws -> Bool {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let head = try handle.read(upToCount: 256) ?? Data()
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return false }
        let text = String(decoding: head, as: UTF8.self).lowercased()
        guard text.hasPrefix("<?xml") || text.hasPrefix("\u{FEFF}<?xml"), let declarationEnd = text.range(of: "?>"),
              let encoding = text[..<declarationEnd.lowerBound].range(of: "encoding") else { return true }
        let rest = text[encoding.upperBound..<declarationEnd.lowerBound].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return !["iso-8859-", "iso8859-", "latin1", "windows-125", "cp125", "utf-16", "utf16"].contains { rest.hasPrefix($0) }
    }

    private static func local(_ name: String) -> Substring {
        name.split(separator: ":").last ?? Substring(name)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        let name = Self.local(elementName)
        if name == "gpx" { sawGPX = true }
        if pointDepth == nil, name == "trkpt" || name == "rtept" || name == "wpt" {
            pointDepth = depth
            pointLine = parser.lineNumber
            positionText = (attributes["lat"] ?? "", attributes["lon"] ?? "")
            timeText = nil
        } else if let pointDepth, depth == pointDepth + 1, name == "time" {
            collecting = true
            timeText = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting { timeText? += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        collecting = false
        if depth == 1, Self.local(elementName) == "gpx" { closedGPX = true }
        guard let start = pointDepth, depth == start else { return }
        pointDepth = nil
        points += 1
        let location = "\(file):\(pointLine)"
        guard let lat = Double(positionText.0.trimmingCharacters(in: .whitespaces)),
              let lon = Double(positionText.1.trimmingCharacters(in: .whitespaces)) else {
            intake.reject(.noCoordinate, at: location, value: "lat=\"\(positionText.0)\" lon=\"\(positionText.1)\"")
            return
        }
        guard let text = timeText?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            intake.reject(.noTime, at: location, value: "\(lat), \(lon)")
            return
        }
        guard let utc = InstantParser.seconds(text) else {
            intake.reject(.unreadableTime, at: location, value: text)
            return
        }
        do { try intake.point(latitude: lat, longitude: lon, utc: utc, at: location) } catch {
            failure = error
            parser.abortParsing()
        }
    }
}
