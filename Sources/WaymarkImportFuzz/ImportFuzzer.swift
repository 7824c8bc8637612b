import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSamples

/// Seeded hostile input for `import atlas`, the flight-log CSVs and GPX: small valid specimens
/// with bytes deleted, inserted, flipped and swapped, ranges repeated, the file cut short, and
/// values replaced by hostile ones (off-globe coordinates, dates at and beyond the accepted
/// edges, huge and non-decimal numbers, unbalanced quotes and brackets, duplicate keys, NUL and
/// invalid UTF-8, XML entities). The same seed gives the same inputs everywhere.
public struct ImportFuzzer {
    public enum Target: String, CaseIterable, Sendable {
        case atlas, flights, gpx
    }

    let target: Target
    var random: SeededGenerator

    public init(target: Target, seed: UInt64) {
        self.target = target
        random = SeededGenerator(seed: seed &+ UInt64(Target.allCases.firstIndex(of: target)!) &* 0x9E37_79B9)
    }

    static let atlasSpecimen = """
        {"books": [{"name": "Blue", "note": "first"}], "evidence": [
          {"chain": ["city:2988507", "continent:EU", "country:FR"], "date": "2019-04-15", "place": "city:2988507", "source": "manual", "utc_offset_minutes": 120},
          {"chain": ["city:2988507", "continent:EU", "country:FR"], "date": "2027-12-31", "place": "city:2988507", "source": "photo", "photo": "/p/a.jpg"}],
         "flights": [], "format": "waymark-atlas", "imports": [], "marks": [{"marked_at": "2024-01-01T00:00:00Z", "place": "city:2988507"}],
         "photo_generation": 3, "photos": [{"excluded": false, "lat": 48.85, "local_date_time": "2027-12-31T23:59:59", "lon": 2.35,
           "modified_nanoseconds": 1, "path": "/p/a.jpg", "size": 10, "status": "located", "utc_offset_minutes": 60}],
         "places": [{"city": {"id": "city:2988507", "name": "Paris"}, "continent": {"id": "continent:EU", "name": "Europe"},
           "country": {"id": "country:FR", "name": "France"}, "gazetteer": "g", "id": "city:2988507", "label": "Paris, France",
           "lat": 48.85341, "lon": 2.3488, "name": "Paris"},
          {"gazetteer": "g", "id": "country:FR", "label": "France", "name": "France"}, {"gazetteer": "g", "id": "continent:EU", "label": "Europe", "name": "Europe"}],
         "stamps": [{"chain": ["city:2988507"], "date": "1900-01-01", "favourite": true, "id": 0, "place": "city:2988507", "book": "Blue"}],
         "version": \(AtlasSchema.currentVersion)}
        """

    static let flightSpecimens = [
        """
        Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
        2019-07-12 23:30:00,LAX,SYD,QF12,Qantas,7488,15:00,,,,,,,,"a note, with a comma",,,,
        2027-12-31 22:00:00,LHR,KEF,FI451,Icelandair,1895,03:05,,,,,,,,,,,,
        """,
        """
        Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
        2019-07-12,FI451,London / Heathrow (LHR/EGLL),Keflavik (KEF/BIKF),13:05:00,16:10:00,03:05:00,Icelandair (FI/ICE),Boeing 757,,,,,,,,,,
        """,
        """
        Date,Airline,Flight,From,To,Dep Terminal,Dep Gate,Arr Terminal,Arr Gate,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Take off (Scheduled),Take off (Actual),Landing (Scheduled),Landing (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual),Aircraft Type Name,Tail Number,PNR,Seat,Seat Type,Cabin Class,Flight Reason,Notes,Flight Flighty ID,Airline Flighty ID,Departure Airport Flighty ID,Arrival Airport Flighty ID,Diverted To Airport Flighty ID,Aircraft Type Flighty ID
        2024-07-12,FI,451,LHR,KEF,2,302,false,,,2024-07-12T13:05,2024-07-12T13:10,,,,,2024-07-12T16:10,2024-07-12T16:15,Boeing 757,TF-FIA,,,,,,a,b,c,d,,e
        """,
    ]

    static let gpxSpecimen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="fuzz" xmlns="http://www.topografix.com/GPX/1/1">
        <wpt lat="63.985" lon="-22.6056"><time>2019-07-12T18:00:00Z</time></wpt>
        <trk><trkseg>
        <trkpt lat="35.6812" lon="139.7671"><ele>40</ele><time>2027-12-31T10:00:00Z</time></trkpt>
        <trkpt lat="40.7128" lon="-74.006"><time>1900-01-01T00:00:00Z</time></trkpt>
        <trkpt lat="48.8566" lon="2.3522"><time>2020-05-01T12:00:00+02:00</time></trkpt>
        </trkseg></trk>
        </gpx>
        """

    static let hostile: [String] = [
        "\"", ",", "\n", "\r\n", "\r", "<", ">", "</trkpt>", "<trkpt lat=\"91\" lon=\"0\">", "{", "}", "[", "]", ":", "\u{0}", "é", "😀",
        "1e308", "-1e308", "-1", "0", "NaN", "Infinity", "0x10", "-0", "1899-12-31", "2999-01-01T00:00:00Z", "2027-12-31T23:59:59Z",
        "2028-01-01", "1900-01-01T00:00:00Z", "\"version\": \"4\", ", "\"name\": \"x\", \"name\": \"y\", ", "99999999999999999999",
        "&lt;", "<!DOCTYPE g [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>", "&b;", "\\u0000", "\\", "null",
        "true", "\"\"", "\"a\"\"b\"", "24:61", "-12:00", "9999-99-99", "2019-02-29", "+14:00", "\t",
    ]

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }

    /// The next input: a mutated specimen, or now and then plain noise.
    public mutating func next() -> Data {
        let specimen: String
        switch target {
        case .atlas: specimen = Self.atlasSpecimen
        case .flights: specimen = Self.flightSpecimens[below(Self.flightSpecimens.count)]
        case .gpx: specimen = Self.gpxSpecimen
        }
        if below(20) == 0 { return Data((0..<below(300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }) }
        var bytes = Array(specimen.utf8)
        for _ in 0..<(1 + below(4)) {
            guard !bytes.isEmpty else { break }
            let at = below(bytes.count)
            switch below(8) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(8)))
            case 1, 2: bytes.insert(contentsOf: Array(Self.hostile[below(Self.hostile.count)].utf8), at: at)
            case 3:
                // A number or date replaced by a hostile value.
                var end = at
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "-")
                        || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ":") || bytes[end] == UInt8(ascii: "T") { end += 1 }
                bytes.replaceSubrange(at..<end, with: Array(Self.hostile[below(Self.hostile.count)].utf8))
            case 4: bytes = Array(bytes.prefix(at))
            case 5:
                let end = min(bytes.count, at + 1 + below(120))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: end)
            case 6: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            default:
                let other = below(bytes.count)
                bytes.swapAt(at, other)
            }
        }
        return Data(bytes)
    }
}
