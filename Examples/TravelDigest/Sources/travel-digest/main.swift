import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkMemories
import WaymarkPhotoImport
import WaymarkResolver
import WaymarkStampReader

/// travel-digest: the photos of a folder into an atlas, what happened on a day in earlier years,
/// and where a stamp's text may come from.
///
///     travel-digest PHOTOS ATLAS MM-DD "STAMP TEXT"
///
/// The gazetteer is the installed one ($WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite).
let words = CommandLine.arguments.dropFirst()
guard words.count == 4 else {
    FileHandle.standardError.write(Data("usage: travel-digest PHOTOS ATLAS MM-DD \"STAMP TEXT\"\n".utf8))
    exit(2)
}
let (photos, atlasPath, day, stampText) = (words[words.startIndex], words[words.startIndex + 1], words[words.startIndex + 2], words[words.startIndex + 3])

do {
    let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
    let atlas = try AtlasStore(url: URL(fileURLWithPath: atlasPath))

    // 1. Photos: each one's GPS position resolved to its places, its day recorded as presence.
    let importer = PhotoImporter(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer),
                                 namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity)
    let summary = try importer.importFolder(URL(fileURLWithPath: photos))
    print("Imported: \(summary.description)")

    // 2. On This Day: the same calendar day in earlier years.
    let date = try LocalDay(dayOrMonthDay: day, year: try LocalDay.today().year)
    let report = try OnThisDay(atlas: atlas).report(for: date, includeGallery: false)
    print("On this day (\(report.date)):")
    if report.memories.isEmpty { print("  nothing yet") }
    for memory in report.memories { print("  \(memory.year), \(memory.yearsAgo) year(s) ago: \(memory.headline)") }

    // 3. A stamp's text: the places it may name, best first.
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    let suggestions = try StampMatcher(gazetteer: gazetteer, referenceYear: year).suggest(stampText)
    if let best = suggestions.candidates.first, let place = best.chain.place {
        let when = best.date.map { String(format: " on %04d-%02d-%02d", $0.year, $0.month, $0.day) } ?? ""
        print("Stamp: \(place.name) [\(place.id)]\(when), score \(String(format: "%.2f", best.score))")
    } else {
        print("Stamp: no place read from \"\(stampText)\"")
    }
} catch {
    FileHandle.standardError.write(Data("travel-digest: \(error)\n".utf8))
    exit(1)
}
