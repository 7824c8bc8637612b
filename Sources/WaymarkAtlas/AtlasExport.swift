import Foundation
import WaymarkGazetteer
import WaymarkCalendar
import WaymarkJSON
import WaymarkSQLite

/// The self-contained JSON form of an atlas: every place with its snapshot, every mark, every
/// piece of evidence with its chain, every indexed photo, every travel-history import and its
/// flights, every passport book and stamp. Reading it needs no gazetteer. Identity pages are left
/// out unless asked for.
public struct AtlasExport: Codable, Equatable {
    /// A place marked by hand (`waymark mark`), with the instant it was marked as ISO 8601 UTC text.
    public struct Mark: Codable, Equatable { public var place: PlaceID; public var markedAt: String }

    /// A day of presence at a place, with its whole chain and what it came from (a mark, a photo by
    /// path, an import by its file's sha256…), so an import into another atlas rebuilds it.
    public struct Evidence: Codable, Equatable {
        /// What the day came from: a mark, a photo, a flight, an import or a stamp.
        public var source: EvidenceSource
        /// The local day; `utcOffsetMinutes` the offset of the place's clock that day, when known.
        public var date: LocalDay
        /// Minutes east of UTC; nil when unknown.
        public var utcOffsetMinutes: Int?
        /// The most specific place of the chain.
        public var place: PlaceID
        /// The place and its parents, most specific first, each counted for the day.
        public var chain: [PlaceID]
        /// The photo the day came from, by path; nil for other sources.
        public var photo: String?
        /// The travel-history import it came from, by its file's sha256 (an import's ID is
        /// local to one atlas; the hash is not).
        public var importSha256: String?
    }

    /// A flight from an imported log, with the import (by sha256) and the row it came from,
    /// written as one flat object: the flight's own keys and these two.
    public struct Flight: Codable, Equatable {
        /// The sha256 of the imported file the flight came from.
        public var importSha256: String
        /// The row of the imported file (by `importSha256`) the flight was read from.
        public var line: Int
        /// The flight.
        public var record: FlightRecord

        /// The flight `record`, read from row `line` of the file whose hash is `importSha256`.
        public init(importSha256: String, line: Int, record: FlightRecord) {
            self.importSha256 = importSha256; self.line = line; self.record = record
        }

        enum CodingKeys: String, CodingKey { case importSha256, line }

        /// Reads the flat object: the flight's keys and `import_sha256`, `line` side by side.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            importSha256 = try container.decode(String.self, forKey: .importSha256)
            line = try container.decode(Int.self, forKey: .line)
            record = try FlightRecord(from: decoder)
        }

        /// Writes the flat object that `init(from:)` reads.
        public func encode(to encoder: Encoder) throws {
            try record.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(importSha256, forKey: .importSha256)
            try container.encode(line, forKey: .line)
        }
    }

    /// Always "waymark-atlas": what tells an export from any other JSON file.
    public var format = "waymark-atlas"
    /// The atlas format the export was written from.
    public var version: Int
    /// The photo index's generation when the export was written.
    public var photoGeneration: Int
    /// Every place the atlas has a snapshot of, so the export reads without a gazetteer.
    public var places: [PlaceSnapshot]
    /// Places marked by hand, in ID order.
    public var marks: [Mark]
    /// Every day of presence, in date order, each with its chain.
    public var evidence: [Evidence]
    /// The photo index, excluded photos included.
    public var photos: [PhotoRecord]
    /// Absent from exports written before travel-history imports.
    public var imports: [ImportRecord]?
    /// Absent from exports written before flight logs were imported.
    public var flights: [Flight]?
    /// Absent from exports made before passport books existed.
    public var books: [PassportBook]?
    /// Absent from exports made before passport stamps existed.
    public var stamps: [StampRecord]?
    /// The gazetteer build the atlas was last resolved with, and the names its places had before
    /// a rebase; absent from exports made before gazetteer releases were tracked.
    public var gazetteer: String?
    /// The names places had before a gazetteer rebase; absent from exports made before rebases.
    public var placeHistory: [PlaceHistoryEntry]?

    /// The shared style: snake_case keys, `lat`/`lon`; `WaymarkJSON.decoder()` reads it back
    /// (and exports written before that style).
    public static func encoder() -> JSONEncoder { WaymarkJSON.encoder() }
    /// The decoder an export is read with (snake_case keys), as `read(_:)` uses.
    public static func decoder() -> JSONDecoder { WaymarkJSON.decoder() }
}

extension AtlasStore {
    /// - Parameter includeIdentity: whether books carry their identity pages (holder, numbers,
    ///   birth date); by default they stay in this atlas only.
    public func export(includeIdentity: Bool = false) throws -> AtlasExport {
        var marks: [AtlasExport.Mark] = []
        let m = try database.prepare("SELECT place_id, marked_at FROM mark ORDER BY place_id")
        while try m.step() { if let id = m.text(0).flatMap(PlaceID.init) { marks.append(.init(place: id, markedAt: m.text(1) ?? "")) } }

        var chains: [Int: [PlaceID]] = [:]
        let links = try database.prepare("SELECT evidence_id, place_id FROM evidence_place ORDER BY evidence_id, place_id")
        while try links.step() { if let id = links.text(1).flatMap(PlaceID.init) { chains[links.int(0), default: []].append(id) } }
        var evidence: [AtlasExport.Evidence] = []
        let e = try database.prepare("""
            SELECT e.id, e.source, e.local_date, e.utc_offset_minutes, e.place_id, p.path, i.sha256 FROM evidence e
            LEFT JOIN photo p ON p.id = e.photo_id LEFT JOIN import i ON i.id = e.import_id
            ORDER BY e.local_date, e.place_id, e.source, p.path, i.sha256, e.id
            """)
        while try e.step() {
            guard let source = e.text(1).flatMap(EvidenceSource.init), let place = e.text(4).flatMap(PlaceID.init) else { continue }
            evidence.append(.init(source: source, date: try storedDay(e, 2, "evidence \(e.int(0))"), utcOffsetMinutes: e.optionalInt(3), place: place,
                                  chain: chains[e.int(0)] ?? [], photo: e.text(5), importSha256: e.text(6)))
        }
        let books = try self.books().map { book -> PassportBook in
            var book = book
            if !includeIdentity { book.identity = nil }
            return book
        }
        // Stamp ids are this atlas's own handles; the export carries none, so export → import →
        // export reads the same whatever ids the importing atlas hands out.
        let stamps = try stampRows().map { row -> StampRecord in
            var stamp = row.stamp
            stamp.id = 0
            return stamp
        }
        return AtlasExport(version: formatVersion, photoGeneration: photoGeneration, places: try allSnapshots(), marks: marks,
                           evidence: evidence, photos: try allPhotos(), imports: try imports(), flights: try exportedFlights(),
                           books: books, stamps: stamps, gazetteer: try recordedGazetteer(), placeHistory: try placeHistory())
    }

    /// What an import added (not what the file listed).
    public struct ImportCounts: Codable, Equatable {
        /// Place snapshots new to the atlas (a place it had is updated, not counted).
        public var places = 0
        /// Marks new to the atlas.
        public var marks = 0
        /// Pieces of evidence new to the atlas (those it held already are skipped).
        public var evidence = 0
        /// Photos new to the index (a path it held already is kept as it was).
        public var photos = 0
        /// Travel-history imports new to the atlas (known by their file's sha256).
        public var imports = 0
        /// Flights new to the atlas.
        public var flights = 0
        /// Passport books new to the atlas (a book of a known name is kept as it was).
        public var books = 0
        /// Stamps new to the atlas (a stamp it holds already is skipped).
        public var stamps = 0
    }

    /// An export that fails `problems()`: nothing of it was written.
    public struct InvalidExport: Error, CustomStringConvertible {
        /// Each problem, naming its entry ("photos[3] (/photos/a.jpg): …").
        public var problems: [String]
        /// The export's problems, as `AtlasExport.problems(now:)` lists them.
        public init(problems: [String]) { self.problems = problems }
        /// "nothing imported", with the problems (the first ten, and how many more).
        public var description: String {
            if problems.count == 1 { return "nothing imported: \(problems[0])" }
            let shown = problems.prefix(10).map { "  " + $0 }.joined(separator: "\n")
            return "\(problems.count) problems, nothing imported:\n\(shown)" + (problems.count > 10 ? "\n  … and \(problems.count - 10) more" : "")
        }
    }

    /// Reads an export back into this atlas, in one transaction, after checking all of it
    /// (`AtlasExport.problems`). Places are upserted, marks and photos kept once per place or
    /// path, imports once per file hash (with their evidence and flights, so `import remove`
    /// still takes one back), and evidence not already present is added. Returns what was added.
    @discardableResult
    public func importExport(_ export: AtlasExport, now: Date = Date()) throws -> ImportCounts {
        let problems = export.problems(now: now)
        guard problems.isEmpty else { throw InvalidExport(problems: problems) }
        func rows(_ table: String) throws -> Int { try database.scalarInt("SELECT count(*) FROM \(table)") ?? 0 }
        return try transaction {
            let before = ImportCounts(places: try rows("place"), marks: try rows("mark"), evidence: try rows("evidence"), photos: try rows("photo"),
                                      imports: try rows("import"), flights: try rows("flight"), books: try rows("book"), stamps: try rows("stamp"))
            for snapshot in export.places { try save(snapshot) }
            let mark = try database.prepare("INSERT OR IGNORE INTO mark(place_id, marked_at) VALUES (?, ?)")
            for m in export.marks { try mark.run([.text(m.place.description), .text(m.markedAt)]) }
            let indexed = Set(try allPhotos().map(\.path))
            for photo in export.photos where !indexed.contains(photo.path) { try savePhoto(photo) }
            var importIDs: [String: Int] = [:]
            for record in export.imports ?? [] { importIDs[record.sha256] = try restoreImport(record) }
            for flight in export.flights ?? [] {
                guard let importID = importIDs[flight.importSha256] else { continue }   // refused by problems()
                try saveFlight(flight.record, importID: importID, line: flight.line)
            }
            let known = Set(try books().map(\.name))
            for book in export.books ?? [] where !known.contains(book.name) { try insertBook(book) }
            for stamp in export.stamps ?? [] {
                let chain = try stamp.chain.map { id -> PlaceSnapshot in
                    guard let snapshot = try snapshot(id) else { throw AtlasError.unknownPlace(id) }
                    return snapshot
                }
                try insertStamp(stamp, chain: chain)
            }
            let existing = try self.export().evidence
            var seen = Set(existing.map(Self.evidenceKey))
            // A stamp's day came back with the stamp itself.
            for item in export.evidence where item.source != .stamp && seen.insert(Self.evidenceKey(item)).inserted {
                let photoID = try item.photo.flatMap { try database.scalarInt("SELECT id FROM photo WHERE path = ?", [.text($0)]) }
                let chain = try item.chain.map { id -> PlaceSnapshot in
                    guard let snapshot = try snapshot(id) else { throw AtlasError.unknownPlace(id) }
                    return snapshot
                }
                let ordered = chain.sorted { $0.id == item.place ? true : ($1.id == item.place ? false : $0.id.kind > $1.id.kind) }
                if let sha = item.importSha256, let importID = importIDs[sha] {
                    try recordImported(ordered.map(\.id), day: item.date, utcOffsetMinutes: item.utcOffsetMinutes, source: item.source, importID: importID)
                } else {
                    try record(ordered, day: item.date, utcOffsetMinutes: item.utcOffsetMinutes, source: item.source, photo: photoID)
                }
            }
            for entry in export.placeHistory ?? [] { try recordFormerName(entry) }
            if try meta("gazetteer") == nil, let gazetteer = export.gazetteer { try recordGazetteer(gazetteer) }
            if export.photoGeneration > photoGeneration { try setMeta("photo_generation", String(export.photoGeneration)) }
            return ImportCounts(places: try rows("place") - before.places, marks: try rows("mark") - before.marks,
                                evidence: try rows("evidence") - before.evidence, photos: try rows("photo") - before.photos,
                                imports: try rows("import") - before.imports, flights: try rows("flight") - before.flights,
                                books: try rows("book") - before.books, stamps: try rows("stamp") - before.stamps)
        }
    }

    static func evidenceKey(_ e: AtlasExport.Evidence) -> String {
        "\(e.source.rawValue)|\(e.date)|\(e.utcOffsetMinutes.map(String.init) ?? "")|\(e.place)|\(e.photo ?? "")|\(e.importSha256 ?? "")"
    }
}
