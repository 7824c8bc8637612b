import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkMemories
import WaymarkPassport

/// The pictures of one atlas, drawn from one gazetteer's boundaries, its places named by the
/// shared `PlaceNamer`.
public struct AtlasPictures {
    /// The atlas the visit states, statistics, memories and stamps are read from.
    public let atlas: AtlasStore
    /// The gazetteer the outlines, names and world totals come from.
    public let gazetteer: Gazetteer
    /// Measures every text, so that names too long for their room are shortened with "…".
    public let measure: TextMeasure
    let namer: PlaceNamer

    /// Why a picture cannot be made, in words that say what to give instead.
    public enum PictureError: Error, CustomStringConvertible {
        /// The code names no country of the gazetteer (or one with no outline).
        case unknownCountry(String)
        /// The code names no continent.
        case unknownContinent(String)
        /// A width outside `widths`.
        case width(Int)
        /// The country or continent (its name and code) has no stamp in the atlas.
        case noStamps(String)
        /// The day (with the nearest days that have memories) has no memory.
        case noMemories(String)

        /// The error as one sentence for the traveller.
        public var description: String {
            switch self {
            case .unknownCountry(let code): return "the gazetteer has no country '\(code)' (give an ISO 3166 alpha-2 code such as FR)"
            case .unknownContinent(let code): return "the gazetteer has no continent '\(code)' (give AF, AN, AS, EU, NA, OC or SA)"
            case .width(let width): return "a width of \(width) pixels is outside 200...8192"
            case .noStamps(let name): return "there are no stamps of \(name) yet: add one with `waymark stamp add`"
            case .noMemories(let date): return "no memory on \(date): nothing happened on this day in an earlier year"
            }
        }
    }

    /// The widths a map may be drawn at, in pixels.
    public static let widths = 200...8192

    /// Pictures of `atlas`, with shapes and names from `gazetteer`.
    ///
    /// ```swift
    /// let pictures = try AtlasPictures(atlas: atlas, gazetteer: gazetteer)
    /// let world = try pictures.worldMap(theme: .light, width: 1200)
    /// try Data(world.svg.utf8).write(to: URL(fileURLWithPath: "world.svg"), options: .atomic)
    /// ```
    /// - Parameters:
    ///   - atlas: visit states, statistics, memories and stamps are read from it.
    ///   - gazetteer: shapes, names and the world's totals.
    ///   - measure: measures text for ellipsis with pango, which draws the PNG's text.
    /// - Throws: an SQLite error when the gazetteer's statements cannot be prepared.
    public init(atlas: AtlasStore, gazetteer: Gazetteer, measure: TextMeasure = TextMeasure()) throws {
        self.atlas = atlas; self.gazetteer = gazetteer; self.measure = measure
        namer = try PlaceNamer(gazetteer: gazetteer)
    }

    /// Every visited and transit-only country on the world map (Equal Earth), titled with the
    /// counts ("14 of 250 countries · 5 transit only").
    /// - Parameters:
    ///   - theme: light or dark colours, each checked for contrast.
    ///   - width: pixels, within `widths`; the height follows the projection.
    /// - Throws: `PictureError.width` for a width outside `widths`; a read error of the atlas or
    ///   the gazetteer.
    public func worldMap(theme: Theme, width: Int) throws -> MapPicture {
        guard Self.widths.contains(width) else { throw PictureError.width(width) }
        let states = try atlas.visitStates(of: .country)
        let transit = states.values.filter { $0 == .transitOnly }.count
        let title = "\(states.count - transit) of \(try gazetteer.totals().supportedCountries) countries" + (transit > 0 ? " · \(transit) transit only" : "")
        return AtlasMap.world(outlines: try gazetteer.countryOutlines(namer: namer), states: states, title: title, theme: theme, width: width, measure: measure)
    }

    /// One country's regions, coloured by visit state.
    public func countryMap(code: String, theme: Theme, width: Int) throws -> MapPicture {
        guard Self.widths.contains(width) else { throw PictureError.width(width) }
        let id = PlaceID(kind: .country, code: code.uppercased())
        guard let country = try namer.place(id: id) else { throw PictureError.unknownCountry(code) }
        var outlines = try gazetteer.regionOutlines(of: id, namer: namer)
        let states: [PlaceID: VisitState]
        let title: String
        if outlines.isEmpty {
            outlines = try gazetteer.countryOutlines(namer: namer).filter { $0.country == id }
            states = try atlas.visitStates(of: .country).filter { $0.key == id }
            title = country.name + (states[id] == nil ? ": not visited" : states[id] == .visited ? ": visited" : ": transit only")
        } else {
            states = try atlas.visitStates(of: .region)
            let regions = Set(outlines.compactMap(\.place))
            let visited = regions.filter { states[$0] == .visited }.count
            title = "\(country.name): \(visited) of \(regions.count) regions visited"
        }
        guard !outlines.isEmpty else { throw PictureError.unknownCountry(code) }
        return AtlasMap.country(outlines: outlines, states: states, title: title, theme: theme, width: width, measure: measure)
    }

    /// What the card and the report are drawn from.
    private func summary() throws -> (statistics: AtlasStatistics, supported: Int, outlines: [BoundaryOutline], states: [PlaceID: VisitState]) {
        let totals = try gazetteer.totals()
        return (try AtlasStatistics(atlas: atlas, totals: totals), totals.supportedCountries,
                try gazetteer.countryOutlines(namer: namer), try atlas.visitStates(of: .country))
    }

    /// The passport statistics card.
    public func statsCard(theme: Theme, aspect: CardAspect) throws -> CardPicture {
        let s = try summary()
        let card = StatsCard(statistics: s.statistics, supportedCountries: s.supported, outlines: s.outlines, states: s.states)
        return card.render(theme: theme, aspect: aspect, measure: measure)
    }

    /// The Then & Now card of one pair (as `waymark then-and-now` lists them): both photos decoded
    /// from their files by libvips, upright, in frames of their shape.
    public func thenAndNowCard(_ pair: ThenAndNowPair, theme: Theme, aspect: CardAspect) throws -> ImageCardPicture {
        try ThenAndNowCard(pair: pair).render(theme: theme, aspect: aspect, measure: measure) { path, width, height in
            try EmbeddedImage.load(path, width: width, height: height, placement: .fit)
        }
    }

    /// The On This Day card of `date`: its photos across the years, decoded by libvips to fill
    /// their frames. `problems` names each photo that could not be read (its frame stays empty).
    /// Throws when the day has no memory. Never marks the day's memories as shown.
    public func onThisDayCard(_ date: LocalDay, theme: Theme, aspect: CardAspect) throws -> (card: ImageCardPicture, problems: [String]) {
        let report = try OnThisDay(atlas: atlas).report(for: date)
        guard !report.memories.isEmpty else {
            let nearest = [report.previousDateWithMemories, report.nextDateWithMemories].compactMap { $0 }
            throw PictureError.noMemories(date.description + (nearest.isEmpty ? "" : " (nearest: \(nearest.map(\.description).joined(separator: ", ")))"))
        }
        var problems: [String] = []
        let card = try OnThisDayCard(report: report).render(theme: theme, aspect: aspect, measure: measure) { path, width, height in
            do { return try EmbeddedImage.load(path, width: width, height: height, placement: .cover) } catch {
                problems.append("\(error)")
                return nil
            }
        }
        return (card, problems)
    }

    /// A mosaic of the stamps of a country or a continent (`place` is `country:CC` or
    /// `continent:XX`), from the thumbnail cache, made on demand. `problems` names each stamp
    /// whose thumbnail could not be made (its tile shows its place and date instead).
    public func stampMosaic(of place: PlaceID, theme: Theme, aspect: CardAspect) throws -> (card: ImageCardPicture, problems: [String]) {
        let isContinent = place.kind == .continent
        guard let named = try namer.place(id: place) else {
            throw isContinent ? PictureError.unknownContinent(place.code) : PictureError.unknownCountry(place.code)
        }
        let stamps = try atlas.stampRows().filter { $0.stamp.level(place.kind) == place }
        guard !stamps.isEmpty else { throw PictureError.noStamps("\(named.name) (\(place.code))") }
        let thumbnails = StampThumbnails(atlas: atlas.url)
        var problems: [String] = []
        let card = try StampMosaicCard(title: named.name, stamps: stamps, isContinent: isContinent).render(theme: theme, aspect: aspect, measure: measure) { row, size in
            guard let image = row.stamp.image else { return nil }
            do {
                // The cached thumbnail (which also proves the image is still the one recorded),
                // or for a tile larger than it, the original, so a large tile is sharp.
                let thumbnail = try thumbnails.thumbnail(for: image)
                return try EmbeddedImage.load(size > StampThumbnails.size ? image.path : thumbnail.path, width: size, height: size, placement: .fit)
            } catch {
                problems.append("stamp #\(row.stamp.id): \(error)")
                return nil
            }
        }
        return (card, problems)
    }

    /// The On This Day photos a report shows of each memory (at most 6 each and 24 in all,
    /// newest memories first); the rest are counted.
    public static func onThisDayPhotosShown(_ report: OnThisDayReport) -> [[MemoryGalleryPhoto]] { ReportThumbnails.shownPhotos(report) }

    /// Where the report keeps its small thumbnails: beside the atlas, `<atlas>.pictures/`.
    public static func reportCache(of atlas: URL) -> URL { ReportImageCache(atlas: atlas).folder }

    /// Makes the thumbnails of stamp images ahead of time, when the stamps are recorded (`stamp
    /// add`, `stamp edit --image`, `stamp reconcile`): the 256 px one beside the atlas (cards,
    /// `stamp list --thumbnails`) and the report's, so that a report or a card only reads them.
    /// Independent images are made on every core. Returns what could not be made, each naming its
    /// file; the report and the cards try again and name it then.
    public static func prepareStampThumbnails(_ images: [StampRecord.Image], atlas: URL) -> [String] {
        var byKey: [String: StampRecord.Image] = [:]
        var problems: [String] = []
        for image in images {
            do { let key = try StampThumbnails.key(of: image); byKey[key] = byKey[key] ?? image } catch { problems.append("\(error)") }
        }
        let keys = byKey.keys.sorted()
        let thumbnails = StampThumbnails(atlas: atlas), cache = ReportImageCache(atlas: atlas)
        let jobs = keys.map { key in
            let image = byKey[key]!
            return { @Sendable in try ReportThumbnails.stampThumbnail(image, key: key, thumbnails: thumbnails, cache: cache) }
        }
        for case .failure(let error) in ReportThumbnails.decodeAll(jobs) { problems.append("\(error)") }
        return problems
    }

    /// The offline HTML atlas with its memories: On This Day for `date`, the Then & Now `pairs`
    /// (as `waymark then-and-now` lists them) with small thumbnails, and the stamp gallery grouped
    /// by continent and country (as `waymark stamp list` groups it). Without a date, the report
    /// has no On This Day section. Never marks a day's memories as shown.
    ///
    /// ```swift
    /// let report = try pictures.report(onThisDay: try LocalDay.today())
    /// try Data(report.html.utf8).write(to: URL(fileURLWithPath: "atlas.html"), options: .atomic)
    /// ```
    ///
    /// A photo or stamp image that cannot be read is shown as missing and named in `problems`.
    /// - Throws: a read error of the atlas or the gazetteer.
    public func report(onThisDay date: LocalDay? = nil, thenAndNow pairs: [ThenAndNowPair] = []) throws -> ReportDocument {
        var memories = ReportMemories()
        if let date { memories.onThisDay = try OnThisDay(atlas: atlas).report(for: date) }
        let rows = try atlas.stampRows()
        if !rows.isEmpty { memories.stamps = StampGallery(rows: rows, by: .continent, filter: .init()) }
        // The thumbnails are decoded on other threads while this one reads the statistics: the
        // two are independent, and on a first report the decoding is most of the time.
        let thumbnails = ReportThumbnails.Batch(onThisDay: memories.onThisDay, pairs: pairs, rows: rows,
                                                thumbnails: StampThumbnails(atlas: atlas.url), cache: ReportImageCache(atlas: atlas.url))
        let s: (statistics: AtlasStatistics, supported: Int, outlines: [BoundaryOutline], states: [PlaceID: VisitState])
        let photos: Int
        do {
            s = try summary()
            photos = try atlas.countedPhotoCount()
        } catch {
            // No thread outlives the call, even one that failed.
            var unused: [String] = []
            thumbnails.finish(into: &memories, problems: &unused)
            throw error
        }
        var problems: [String] = []
        thumbnails.finish(into: &memories, problems: &problems)
        let html = AtlasReport(statistics: s.statistics, supportedCountries: s.supported, photos: photos,
                               outlines: s.outlines, states: s.states, memories: memories).html()
        return ReportDocument(html: html, problems: problems)
    }

    /// Makes the report's thumbnails of the Then & Now `pairs` ahead of time, when photos are
    /// imported (`import photos`): which photos pair changes only then, so the next report only
    /// reads them. Independent photos are made on every core. Returns what could not be made,
    /// each naming its file; the report tries again and names it then.
    public static func prepareThenAndNowThumbnails(_ pairs: [ThenAndNowPair], atlas: URL) -> [String] {
        let batch = ReportThumbnails.Batch(onThisDay: nil, pairs: pairs, rows: [], thumbnails: StampThumbnails(atlas: atlas), cache: ReportImageCache(atlas: atlas))
        var memories = ReportMemories(), problems: [String] = []
        batch.finish(into: &memories, problems: &problems)
        return problems
    }
}

/// A written report: the page, and every image it could not show (a photo or a stamp whose
/// file could not be read), each named.
public struct ReportDocument: Sendable {
    /// The whole page, every style and image inline: it opens with no network.
    public let html: String
    /// Each photo or stamp image the page shows as missing, naming its file and why.
    public let problems: [String]
}
