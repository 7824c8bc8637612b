import Foundation
import WaymarkGazetteer
import WaymarkJSON
import WaymarkSQLite

/// The self-contained JSON form of an atlas: every place with its snapshot, every mark, every
/// piece of evidence with its chain, every indexed photo. Reading it needs no gazetteer.
public struct AtlasExport: Codable, Equatable {
    public struct Mark: Codable, Equatable { public var place: PlaceID; public var markedAt: String }

    public struct Evidence: Codable, Equatable {
        public var source: EvidenceSource
        public var date: String
        public var utcOffsetMinutes: Int?
        public var place: PlaceID
        public var chain: [PlaceID]
        public var photo: String?
    }

    public var format = "waymark-atlas"
    public var version: Int
    public var photoGeneration: Int
    public var places: [PlaceSnapshot]
    public var marks: [Mark]
    public var evidence: [Evidence]
    public var photos: [PhotoRecord]

    /// The shared style: snake_case keys, `lat`/`lon`; `WaymarkJSON.decoder()` reads it back
    /// (and exports written before that style).
    public static func encoder() -> JSONEncoder { WaymarkJSON.encoder() }
    public static func decoder() -> JSONDecoder { WaymarkJSON.decoder() }
}

extension AtlasStore {
    public func export() throws -> AtlasExport {
        var marks: [AtlasExport.Mark] = []
        let m = try database.prepare("SELECT place_id, marked_at FROM mark ORDER BY place_id")
        while try m.step() { if let id = m.text(0).flatMap(PlaceID.init) { marks.append(.init(place: id, markedAt: m.text(1) ?? "")) } }

        var chains: [Int: [PlaceID]] = [:]
        let links = try database.prepare("SELECT evidence_id, place_id FROM evidence_place ORDER BY evidence_id, place_id")
        while try links.step() { if let id = links.text(1).flatMap(PlaceID.init) { chains[links.int(0), default: []].append(id) } }
        var evidence: [AtlasExport.Evidence] = []
        let e = try database.prepare("""
            SELECT e.id, e.source, e.local_date, e.utc_offset_minutes, e.place_id, p.path FROM evidence e
            LEFT JOIN photo p ON p.id = e.photo_id ORDER BY e.local_date, e.place_id, e.source, p.path, e.id
            """)
        while try e.step() {
            guard let source = e.text(1).flatMap(EvidenceSource.init), let place = e.text(4).flatMap(PlaceID.init) else { continue }
            evidence.append(.init(source: source, date: e.text(2) ?? "", utcOffsetMinutes: e.optionalInt(3), place: place,
                                  chain: chains[e.int(0)] ?? [], photo: e.text(5)))
        }
        return AtlasExport(version: formatVersion, photoGeneration: photoGeneration, places: try allSnapshots(), marks: marks,
                           evidence: evidence, photos: try allPhotos())
    }

    /// What an import added (not what the file listed).
    public struct ImportCounts: Codable, Equatable {
        public var places = 0
        public var marks = 0
        public var evidence = 0
        public var photos = 0
    }

    /// An export that fails `problems()`: nothing of it was written.
    public struct InvalidExport: Error, CustomStringConvertible {
        public var problems: [String]
        public init(problems: [String]) { self.problems = problems }
        public var description: String {
            if problems.count == 1 { return "nothing imported: \(problems[0])" }
            let shown = problems.prefix(10).map { "  " + $0 }.joined(separator: "\n")
            return "\(problems.count) problems, nothing imported:\n\(shown)" + (problems.count > 10 ? "\n  … and \(problems.count - 10) more" : "")
        }
    }

    /// Reads an export back into this atlas, in one transaction, after checking all of it
    /// (`AtlasExport.problems`). Places are upserted, marks and photos kept once per place or
    /// path, and evidence not already present is added. Returns what was added.
    @discardableResult
    public func importExport(_ export: AtlasExport, now: Date = Date()) throws -> ImportCounts {
        let problems = export.problems(now: now)
        guard problems.isEmpty else { throw InvalidExport(problems: problems) }
        func rows(_ table: String) throws -> Int { try database.scalarInt("SELECT count(*) FROM \(table)") ?? 0 }
        return try transaction {
            let before = ImportCounts(places: try rows("place"), marks: try rows("mark"), evidence: try rows("evidence"), photos: try rows("photo"))
            for snapshot in export.places { try save(snapshot) }
            let mark = try database.prepare("INSERT OR IGNORE INTO mark(place_id, marked_at) VALUES (?, ?)")
            for m in export.marks { try mark.run([.text(m.place.description), .text(m.markedAt)]) }
            let indexed = Set(try allPhotos().map(\.path))
            for photo in export.photos where !indexed.contains(photo.path) { try savePhoto(photo) }
            let existing = try self.export().evidence
            var seen = Set(existing.map(Self.evidenceKey))
            for item in export.evidence where seen.insert(Self.evidenceKey(item)).inserted {
                let photoID = try item.photo.flatMap { try database.scalarInt("SELECT id FROM photo WHERE path = ?", [.text($0)]) }
                let chain = try item.chain.map { id -> PlaceSnapshot in
                    guard let snapshot = try snapshot(id) else { throw AtlasError.unknownPlace(id) }
                    return snapshot
                }
                let ordered = chain.sorted { $0.id == item.place ? true : ($1.id == item.place ? false : $0.id.kind > $1.id.kind) }
                try record(ordered, day: try LocalDay(date: item.date, utcOffsetMinutes: item.utcOffsetMinutes), source: item.source, photo: photoID)
            }
            if export.photoGeneration > photoGeneration { try setMeta("photo_generation", String(export.photoGeneration)) }
            return ImportCounts(places: try rows("place") - before.places, marks: try rows("mark") - before.marks,
                                evidence: try rows("evidence") - before.evidence, photos: try rows("photo") - before.photos)
        }
    }

    static func evidenceKey(_ e: AtlasExport.Evidence) -> String {
        "\(e.source.rawValue)|\(e.date)|\(e.utcOffsetMinutes.map(String.init) ?? "")|\(e.place)|\(e.photo ?? "")"
    }
}
