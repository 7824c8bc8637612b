import WaymarkGazetteer
import WaymarkGeo

extension NearestPoints {
    /// Every airport, from the gazetteer's `airport_summary`: stored in search order (latitude,
    /// then rowid, as `init(_:)` would sort them), so the list is made without a sort, and from
    /// one blob rather than 5,000 rows of `place`.
    static func airports(_ gazetteer: Gazetteer) throws -> NearestPoints {
        let blob = try gazetteer.airportSummary()
        var points: [Point] = []
        points.reserveCapacity(try CountryCityCodec.count(blob))
        try CountryCityCodec.forEachCity(blob) { _, rowid, latitudeUnits, longitudeUnits, _ in
            let latitude = CoordinateGrid.degrees(Int(latitudeUnits))
            points.append(Point(latitude: latitude, longitude: CoordinateGrid.degrees(Int(longitudeUnits)),
                                cosine: SphericalDistance.cosine(of: latitude), rowid: rowid))
        }
        // With the map of occupied cells: most airport searches, bounded, end at once at sea and
        // in empty land.
        return NearestPoints(sortedByLatitude: points, cells: true)
    }
}
