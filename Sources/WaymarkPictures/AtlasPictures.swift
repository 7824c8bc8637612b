import WaymarkAtlas
import WaymarkGazetteer

/// The pictures of one atlas, drawn from one gazetteer's boundaries, its places named by the
/// shared `PlaceNamer`.
public struct AtlasPictures {
    public let atlas: AtlasStore
    public let gazetteer: Gazetteer
    public let measure: TextMeasure
    let namer: PlaceNamer

    public enum PictureError: Error, CustomStringConvertible {
        case unknownCountry(String)
        case width(Int)

        public var description: String {
            switch self {
            case .unknownCountry(let code): return "the gazetteer has no country '\(code)' (give an ISO 3166 alpha-2 code such as FR)"
            case .width(let width): return "a width of \(width) pixels is outside 200...8192"
            }
        }
    }

    public static let widths = 200...8192

    public init(atlas: AtlasStore, gazetteer: Gazetteer, measure: TextMeasure = TextMeasure()) throws {
        self.atlas = atlas; self.gazetteer = gazetteer; self.measure = measure
        namer = try PlaceNamer(gazetteer: gazetteer)
    }

    /// Every visited and transit-only country on the world map.
    public func worldMap(theme: Theme, width: Int) throws -> MapPicture {
        guard Self.widths.contains(width) else { throw PictureError.width(width) }
        let states = try atlas.visitStates(of: .country)
        let transit = states.values.filter { $0 == .transitOnly }.count
        let title = "\(states.count) of \(try gazetteer.totals().supportedCountries) countries" + (transit > 0 ? ", \(transit) of them transit only" : "")
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

    /// The offline HTML atlas.
    public func report() throws -> String {
        let s = try summary()
        return AtlasReport(statistics: s.statistics, supportedCountries: s.supported, photos: try atlas.countedPhotoCount(),
                           outlines: s.outlines, states: s.states).html()
    }
}
