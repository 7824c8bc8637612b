import WaymarkGazetteer
import WaymarkGeo

extension NearestPoints {
    /// Every airport that answers coordinates, from the gazetteer's `airport_summary`: stored in
    /// search order (latitude, then rowid, as `init(_:)` would sort them), so the list is made
    /// without a sort, and from one blob rather than thousands of rows of `place`.
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

    /// The footprints of `airports`, in its order (`airport_info` and `airport_runway`).
    static func footprints(of airports: NearestPoints, _ gazetteer: Gazetteer) throws -> [AirportFootprint] {
        let byRowid = Dictionary(uniqueKeysWithValues: try gazetteer.airportFootprints().map { ($0.rowid, $0) })
        return try airports.points.map { point in
            guard let footprint = byRowid[Int(point.rowid)] else {
                throw GazetteerFormatError(description: "airport_summary lists airport \(point.rowid), which has no footprint in airport_info")
            }
            return footprint
        }
    }
}
