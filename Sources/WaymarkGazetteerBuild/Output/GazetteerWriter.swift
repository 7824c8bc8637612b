import Foundation
import WaymarkFiles
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// Writes the gazetteer SQLite file. Rows go in rowid order inside one transaction, the file is
/// vacuumed, and only then renamed into place, so the artifact is byte-identical for the same
/// content and never seen half-written.
struct GazetteerWriter {
    let content: GazetteerContent
    let metadata: [(String, String)]
    let sources: [GazetteerSource]

    /// Writes the finished database to a temporary file beside `url` and returns it; the caller
    /// renames it into place once the evidence that goes with it is written.
    func writeUnpublished(for url: URL) throws -> URL {
        let temporary = AtomicFile.temporaryURL(for: url)
        try? FileManager.default.removeItem(at: temporary)
        do {
            try writeDatabase(at: temporary)
            return temporary
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private func writeDatabase(at url: URL) throws {
        let db = try Database(path: url.path, mode: .readWrite)
        // The file is private until the rename, so durability during the build buys nothing.
        try db.execute("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA encoding = 'UTF-8'")
        try db.transaction {
            for statement in GazetteerSchema.statements { try db.execute(statement) }
            try insertMetadata(db)
            try insertPlaces(db)
            try insertDetails(db)
            try insertNames(db)
            try insertBoundaries(db)
            try insertExactBoundaries(db)
            try insertSearchRows(db)
            try insertPrefixTable(db)
            try insertCitySections(db)
        }
        try db.execute("INSERT INTO place_search(place_search) VALUES('optimize')")
        try db.execute("VACUUM")
    }

    private func insertMetadata(_ db: Database) throws {
        let meta = try db.prepare("INSERT INTO metadata(key, value) VALUES (?, ?)")
        for (key, value) in metadata.sorted(by: { $0.0 < $1.0 }) { try meta.run([.text(key), .text(value)]) }
        let source = try db.prepare("INSERT INTO source(name, version, sha256, paths, licence, attribution) VALUES (?, ?, ?, ?, ?, ?)")
        for s in sources.sorted(by: { $0.name < $1.name }) {
            try source.run([.text(s.name), .text(s.version), .text(s.sha256), .text(s.paths.joined(separator: "\n")),
                            .text(s.licence), .text(s.attribution)])
        }
    }

    private func insertPlaces(_ db: Database) throws {
        let insert = try db.prepare("""
            INSERT INTO place(rowid, kind, code, name, continent, country, region, city, latitude, longitude,
                              population, importance, geonameid)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for p in content.places {
            try insert.run([
                .integer(p.rowid), .integer(p.kind.rawValue), .text(p.code), .text(p.name),
                optional(p.continent), optional(p.country), optional(p.region), optional(p.city),
                p.coordinate.map { .real(round5($0.latitude)) } ?? .null, p.coordinate.map { .real(round5($0.longitude)) } ?? .null,
                .integer(p.population), .real(p.importance), optional(p.kind == .city ? nil : p.geonameID),
            ])
        }
    }

    private func insertDetails(_ db: Database) throws {
        let country = try db.prepare("INSERT INTO country_info(place, iso3, iso_numeric, capital, area_km2, supported) VALUES (?, ?, ?, ?, ?, 1)")
        for rowid in content.countryDetails.keys.sorted() {
            let d = content.countryDetails[rowid]!
            try country.run([.integer(rowid), .text(d.iso3), optional(d.isoNumeric), .text(d.capital),
                             d.areaSquareKilometers.map { .real($0) } ?? .null])
        }
        let region = try db.prepare("INSERT INTO region_info(place, iso3166_2, type, name_source) VALUES (?, ?, ?, ?)")
        for rowid in content.regionDetails.keys.sorted() {
            let d = content.regionDetails[rowid]!
            try region.run([.integer(rowid), d.iso3166_2.map { .text($0) } ?? .null, d.type.map { .text($0) } ?? .null, .text(d.nameSource)])
        }
        let airport = try db.prepare("INSERT INTO airport_info(place, iata, icao, type, scheduled, municipality, footprint_meters) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for rowid in content.airportDetails.keys.sorted() {
            let d = content.airportDetails[rowid]!
            try airport.run([.integer(rowid), .text(d.iata), d.icao.map { .text($0) } ?? .null, .text(d.type),
                             .integer(d.scheduled ? 1 : 0), .text(d.municipality), d.footprintMeters.map { .real($0) } ?? .null])
        }
        let otherName = try db.prepare("INSERT INTO airport_name(airport, position, name, source) VALUES (?, ?, ?, ?)")
        for rowid in content.airportDetails.keys.sorted() {
            for (position, other) in content.airportDetails[rowid]!.otherNames.enumerated() {
                try otherName.run([.integer(rowid), .integer(position + 1), .text(other.name), .text(other.source)])
            }
        }
        let runway = try db.prepare("INSERT INTO airport_runway(airport, runway, end1_lat, end1_lon, end2_lat, end2_lon) VALUES (?, ?, ?, ?, ?, ?)")
        for rowid in content.airportRunways.keys.sorted() {
            for (index, r) in content.airportRunways[rowid]!.enumerated() {
                try runway.run([.integer(rowid), .integer(index + 1), .real(r.end1.latitude), .real(r.end1.longitude),
                                .real(r.end2.latitude), .real(r.end2.longitude)])
            }
        }
    }

    private func insertNames(_ db: Database) throws {
        let sources = Set(content.alternateNames.values.flatMap { $0.map(\.source) }).sorted()
        var sourceID: [String: Int] = [:]
        let insertSource = try db.prepare("INSERT INTO name_source(id, name) VALUES (?, ?)")
        for (index, name) in sources.enumerated() {
            sourceID[name] = index + 1
            try insertSource.run([.integer(index + 1), .text(name)])
        }
        let insert = try db.prepare("INSERT OR IGNORE INTO place_name(place, name, source) VALUES (?, ?, ?)")
        for rowid in content.alternateNames.keys.sorted() {
            for entry in content.alternateNames[rowid]! { try insert.run([.integer(rowid), .text(entry.name), .integer(sourceID[entry.source]!)]) }
        }
    }

    private func insertBoundaries(_ db: Database) throws {
        var rowidByID: [String: Int] = [:]
        for p in content.places where p.kind == .country || p.kind == .region { rowidByID[p.id.description] = p.rowid }
        let insert = try db.prepare("""
            INSERT INTO boundary(rowid, level, place, country, source_ref, decision, area_km2, min_lat, min_lon, max_lat, max_lon,
                                 vertex_count, geometry)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (index, b) in content.boundaries.enumerated() {
            guard let country = rowidByID["country:\(b.countryCode)"] else { continue }
            let box = b.boundingBox
            try insert.run([
                .integer(index + 1), .integer(b.level), optional(b.place.flatMap { rowidByID[$0.description] }), .integer(country),
                .text(b.sourceRef), .text(b.decision.rawValue), .real(GazetteerSchema.storedArea(b.stored)),
                .real(box.minLatitude), .real(box.minLongitude), .real(box.maxLatitude), .real(box.maxLongitude),
                .integer(b.stored.vertexCount), .blob(PolygonCodec.encode(b.stored)),
            ])
        }
    }

    /// The full-resolution source rings of every country boundary, under the same rowids as
    /// `insertBoundaries` gives them.
    private func insertExactBoundaries(_ db: Database) throws {
        let countries = Set(content.places.filter { $0.kind == .country }.map(\.code))
        let insert = try db.prepare("INSERT INTO boundary_exact(boundary, geometry) VALUES (?, ?)")
        for (index, b) in content.boundaries.enumerated() where b.level == 0 && countries.contains(b.countryCode) {
            try insert.run([.integer(index + 1), .blob(ExactPolygonCodec.encode(b.source))])
        }
    }

    /// Search text per place: the display name, the alternates and codes, and the names of its
    /// ancestors, so "paris texas" matches Paris in Texas.
    private func insertSearchRows(_ db: Database) throws {
        let insert = try db.prepare("INSERT INTO place_search(rowid, name, alternates, ancestry) VALUES (?, ?, ?, ?)")
        // A section is found as itself, labelled with its city ("kreuzberg"), but a numbered one,
        // named after its city ("Paris 16 Passy"), through its city, whose alternates hold its
        // name: twenty arrondissements must not crowd out Paris.
        for p in content.places where !content.numberedSections.contains(p.rowid) {
            var alternates = (content.alternateNames[p.rowid] ?? []).map(\.name)
            alternates += ([p.name] + alternates).compactMap(TextFolding.germanTransliteration)
            // FTS5 removes Latin diacritics only; index the folded form of other scripts too, so
            // "αθηνα" finds Αθήνα as "zurich" finds Zürich.
            alternates += ([p.name] + alternates).compactMap { name in
                guard ScriptDetector.script(of: name) != nil else { return nil }
                let folded = TextFolding.fold(name)
                return folded == name.lowercased() ? nil : folded
            }
            // Spaces and hyphens fold: "machupicchu" finds Machu Picchu, as "machu picchu" finds Machupicchu.
            alternates += ([p.name] + alternates).compactMap(SearchText.compact)
            alternates += codes(for: p)
            var ancestry: [String] = []
            if let city = p.city { ancestry.append(content.places[city - 1].name) }
            if let region = p.region {
                ancestry.append(content.places[region - 1].name)
                if let iso = content.regionDetails[region]?.iso3166_2, let suffix = iso.split(separator: "-").last { ancestry.append(String(suffix)) }
            }
            if let country = p.country { ancestry.append(content.places[country - 1].name) }
            if let continent = p.continent, p.kind == .country { ancestry.append(content.places[continent - 1].name) }
            try insert.run([.integer(p.rowid), .text(p.name), .text(alternates.joined(separator: " | ")), .text(ancestry.joined(separator: " | "))])
        }
    }

    private func insertCitySections(_ db: Database) throws {
        let insert = try db.prepare("INSERT INTO city_section(city, parent) VALUES (?, ?)")
        for city in content.citySections.keys.sorted() { try insert.run([.integer(city), .integer(content.citySections[city]!)]) }
    }

    private func insertPrefixTable(_ db: Database) throws {
        let insert = try db.prepare("INSERT INTO prefix_top(prefix, rank, place) VALUES (?, ?, ?)")
        for row in PrefixTable.rows(content) {
            for (rank, place) in row.places.enumerated() { try insert.run([.text(row.prefix), .integer(rank), .integer(place)]) }
        }
    }

    private func codes(for p: PlaceRow) -> [String] {
        switch p.kind {
        case .country: return [p.code] + (content.countryDetails[p.rowid].map { [$0.iso3] } ?? [])
        case .region: return content.regionDetails[p.rowid]?.iso3166_2.map { [$0] } ?? []
        case .airport: return [p.code] + (content.airportDetails[p.rowid]?.icao.map { [$0] } ?? [])
        case .continent, .city: return []
        }
    }

    private func optional(_ value: Int?) -> SQLiteValue { value.map { .integer($0) } ?? .null }
    private func round5(_ v: Double) -> Double { (v * 100_000).rounded() / 100_000 }
}
