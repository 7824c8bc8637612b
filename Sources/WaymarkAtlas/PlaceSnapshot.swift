import WaymarkGazetteer
import WaymarkCalendar

/// A place as the atlas keeps it: the stable ID for matching against any later gazetteer, and
/// the name and ancestry as they read when recorded, so the atlas stays readable if a later
/// gazetteer renames or drops the place, or when there is no gazetteer at all.
public struct PlaceSnapshot: Codable, Equatable, Sendable {
    /// The place's ID, stable across gazetteer builds.
    public var id: PlaceID
    /// The place's name when recorded ("Kyoto").
    public var name: String
    /// The name with its parents, as lists show it ("Kyoto, Japan").
    public var label: String
    /// The place's parents at each level, by ID and name as they read when recorded.
    public var continent: PlaceReference?
    /// Its country, as recorded; nil when it has none (a continent).
    public var country: PlaceReference?
    /// Its region, as recorded; nil when it has none.
    public var region: PlaceReference?
    /// Its city, as recorded; nil when it has none.
    public var city: PlaceReference?
    /// Latitude of the gazetteer's point for the place, in degrees; nil when it has none.
    public var latitude: Double?
    /// Longitude of that point, in degrees; nil when it has none.
    public var longitude: Double?
    /// sha256 of the gazetteer the snapshot was taken from.
    public var gazetteer: String

    /// `lat`/`lon` in JSON, as everywhere in Waymark.
    enum CodingKeys: String, CodingKey {
        case id, name, label, continent, country, region, city, gazetteer
        case latitude = "lat", longitude = "lon"
    }

    /// A snapshot with these fields; `init(_:gazetteer:)` makes one from a gazetteer place.
    public init(id: PlaceID, name: String, label: String, continent: PlaceReference? = nil, country: PlaceReference? = nil,
                region: PlaceReference? = nil, city: PlaceReference? = nil, latitude: Double? = nil, longitude: Double? = nil,
                gazetteer: String) {
        self.id = id; self.name = name; self.label = label; self.continent = continent; self.country = country
        self.region = region; self.city = city; self.latitude = latitude; self.longitude = longitude; self.gazetteer = gazetteer
    }

    /// The snapshot of a gazetteer place as it reads in the build `gazetteer` names.
    public init(_ place: GazetteerPlace, gazetteer: String) {
        self.init(id: place.id, name: place.name, label: place.label, continent: place.continent, country: place.country,
                  region: place.region, city: place.city, latitude: place.coordinate?.latitude,
                  longitude: place.coordinate?.longitude, gazetteer: gazetteer)
    }

    /// The IDs this place stands for in a chain: itself and each ancestor, most specific first.
    public var chainIDs: [PlaceID] {
        [id] + [city?.id, region?.id, country?.id, continent?.id].compactMap { $0 }
    }
}

/// Where a piece of evidence came from.
public enum EvidenceSource: String, Codable, CaseIterable, Sendable {
    /// A place marked by hand, a photo, a flight of an imported log, another travel-history import
    /// (a location history, a GPX track…), a passport stamp.
    case manual, photo, flight, `import`, stamp
}

extension PlaceSnapshot {
    /// The chain with every place's ancestors taken from the chain itself: a level the chain
    /// holds is referenced as the chain names it, and a level it lacks is not referenced. A
    /// resolution can pair a place with ancestors other than the gazetteer's own for it (the
    /// Vatican's city point lies in Italy's polygon; the nearest city to an airfield is not the
    /// city the airfield names), and a snapshot that kept those would name places the evidence
    /// never counts: chips and lists would show IDs the atlas has no story for, with other days.
    public static func linked(_ chain: [PlaceSnapshot]) -> [PlaceSnapshot] {
        var levels: [PlaceKind: PlaceReference] = [:]
        for place in chain where levels[place.id.kind] == nil { levels[place.id.kind] = PlaceReference(id: place.id, name: place.name) }
        return chain.map { place in
            var linked = place
            func above(_ kind: PlaceKind) -> PlaceReference? { kind < place.id.kind ? levels[kind] : nil }
            linked.continent = above(.continent); linked.country = above(.country)
            linked.region = above(.region); linked.city = above(.city)
            return linked
        }
    }
}
