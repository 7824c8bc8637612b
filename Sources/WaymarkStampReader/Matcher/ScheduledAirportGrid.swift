import WaymarkGazetteer
import WaymarkGeo

/// The airports with scheduled airline service, filed by whole degree of latitude and longitude,
/// so that the towns an airport lies in or beside can be found: stamps name an airport by the
/// town or district it stands in ("SCHWECHAT", "KLOTEN", "RUZYNĚ", "GUARULHOS", "EZEIZA"), which
/// OurAirports often does not file it under (it files Vienna's under Vienna).
struct ScheduledAirportGrid {
    /// A town this close to an airline airport is the town the airport lies in or beside.
    static let radiusMeters = 10_000.0

    private var cells: [Cell: [(index: Int, coordinate: Coordinate)]] = [:]

    struct Cell: Hashable {
        var latitude: Int
        var longitude: Int
        init(_ c: Coordinate) { latitude = Int(c.latitude.rounded(.down)); longitude = Int(c.longitude.rounded(.down)) }
        init(latitude: Int, longitude: Int) { self.latitude = latitude; self.longitude = longitude }
    }

    init(_ airports: [StampLookups.AirportNaming]) {
        for (index, airport) in airports.enumerated() where airport.scheduled {
            guard let c = airport.coordinate else { continue }
            cells[Cell(c), default: []].append((index, c))
        }
    }

    /// The airline airports within `radiusMeters` of `point`, larger first (a stamp is more
    /// likely from the international airport than from the airfield beside it), then nearest,
    /// then by index, so every process answers alike.
    func airports(near point: Coordinate, rank: (Int) -> Int) -> [Int] {
        let centre = Cell(point)
        var found: [(index: Int, meters: Double)] = []
        // One cell each way is ample: a degree of latitude is 111 km, and of longitude at least
        // 10 km up to 84° north or south, beyond which no airline airport lies.
        for dLat in -1...1 {
            for dLon in -1...1 {
                var longitude = centre.longitude + dLon
                if longitude < -180 { longitude += 360 } else if longitude >= 180 { longitude -= 360 }
                for entry in cells[Cell(latitude: centre.latitude + dLat, longitude: longitude)] ?? [] {
                    let meters = SphericalDistance.meters(point, entry.coordinate)
                    if meters <= Self.radiusMeters { found.append((entry.index, meters)) }
                }
            }
        }
        return found.sorted { (rank($0.index), $0.meters, $0.index) < (rank($1.index), $1.meters, $1.index) }.map(\.index)
    }
}
