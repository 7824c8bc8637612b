import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkRendering
import WaymarkTestSupport
import XCTest

/// An atlas marked (as `waymark mark` does) against the real gazetteer: Paris, Brasília, New
/// York, Anchorage and Tokyo visited (France, Brazil, the United States, Japan), and only Doha's
/// airport in Qatar, so Qatar is transit-only. Known places to look at on the pictures:
enum KnownPoint {
    static let brasilia = (latitude: -15.79, longitude: -47.88)       // inside Brazil: visited
    static let aliceSprings = (latitude: -23.70, longitude: 133.88)   // inside Australia: not visited
    static let midAtlantic = (latitude: 0.0, longitude: -30.0)        // open sea
    static let interiorAlaska = (latitude: 64.0, longitude: -150.0)   // Alaska: visited region
    static let kansas = (latitude: 38.5, longitude: -98.0)            // Kansas: a region not visited
}

final class PictureFixture {
    let folder: URL
    let atlasURL: URL
    let gazetteer: Gazetteer

    static let visitedCountries = ["BR", "FR", "JP", "US"]
    static let marks = [("city:2988507", "2019-04-15"), ("city:3469058", "2018-02-02"), ("city:5128581", "2017-07-07"),
                        ("city:5879400", "2017-07-09"), ("city:1850147", "2023-03-03"), ("airport:DOH", "2022-01-01")]

    init() throws {
        try TestTool.require(.librsvg, .libvips, .fonts)
        gazetteer = try InstalledGazetteer.open()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atlasURL = folder.appendingPathComponent("atlas.sqlite")
        let atlas = try AtlasStore(url: atlasURL)
        let namer = try PlaceNamer(gazetteer: gazetteer)
        for (place, day) in Self.marks {
            let chain = try XCTUnwrap(try namer.chain(for: try XCTUnwrap(PlaceID(place))), place)
            try atlas.mark(chain.map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }, days: [try LocalDay(day)])
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func pictures() throws -> AtlasPictures { try AtlasPictures(atlas: try AtlasStore(url: atlasURL, access: .readOnly), gazetteer: gazetteer) }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

/// Colour checks on rendered pixels.
extension RasterImage {
    func color(at p: (x: Double, y: Double)) -> RGBColor {
        let px = pixel(x: Int(p.x), y: Int(p.y))
        return RGBColor(red: px.r, green: px.g, blue: px.b)
    }
}

func XCTAssertClose(_ a: RGBColor, _ b: RGBColor, tolerance: Int = 3, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    XCTAssertLessThanOrEqual(d, tolerance, "\(a) is not \(b) \(message)", file: file, line: line)
}

/// The elements of an SVG by id, read back with Foundation's XML parser (which also proves the
/// document is well-formed), and the text of every `<text>` element.
final class SVGReader: NSObject, XMLParserDelegate {
    private(set) var byID: [String: [String: String]] = [:]
    private(set) var texts: [(attributes: [String: String], text: String)] = []
    private var currentText: (attributes: [String: String], text: String)?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        var attributes = attributes
        attributes["element"] = name
        if let id = attributes["id"] { byID[id] = attributes }
        if name == "text" { currentText = (attributes, "") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { currentText?.text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let t = currentText { texts.append(t); currentText = nil }
    }
}
