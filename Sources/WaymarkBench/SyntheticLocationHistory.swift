import Foundation
import WaymarkGeo
import WaymarkCalendar
import WaymarkSamples

/// Writes a `Records.json` shaped like a real Google export, of any size, for benchmarks and
/// tests: one position a minute of someone who stays a few days at a time in one of 24 cities
/// and walks about while there; ISO timestamps with milliseconds, accuracy, source and device
/// fields as the export has them. Seeded, so the same size gives the same bytes.
public enum SyntheticLocationHistory {
    static let cities: [(Double, Double)] = [
        (48.8566, 2.3522), (51.5074, -0.1278), (52.52, 13.405), (41.9028, 12.4964), (40.4168, -3.7038), (59.3293, 18.0686),
        (35.6895, 139.6917), (37.5665, 126.978), (1.3521, 103.8198), (13.7563, 100.5018), (28.6139, 77.209), (25.2048, 55.2708),
        (-33.8688, 151.2093), (-36.8485, 174.7633), (-13.8333, -171.7667), (21.3069, -157.8583), (40.7128, -74.006), (34.0522, -118.2437),
        (19.4326, -99.1332), (-23.5505, -46.6333), (-34.6037, -58.3816), (-1.2864, 36.8172), (30.0444, 31.2357), (64.1466, -21.9426),
    ]

    /// Writes about `bytes` bytes to `url` and returns the number of positions written.
    @discardableResult
    public static func write(to url: URL, bytes target: Int, seed: UInt64 = 15) throws -> Int {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var random = SeededGenerator(seed: seed)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 22)
        var written = 0, count = 0
        func put(_ s: StaticString) { out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) }
        func put(_ n: Int, width: Int = 0) {
            var digits: [UInt8] = []
            var v = abs(n)
            repeat { digits.append(UInt8(48 + v % 10)); v /= 10 } while v > 0
            while digits.count < width { digits.append(48) }
            if n < 0 { out.append(UInt8(ascii: "-")) }
            out.append(contentsOf: digits.reversed())
        }
        put("{\n  \"locations\": [")
        var t: Int64 = 1_262_304_000_000   // 2010-01-01T00:00:00Z, in milliseconds
        var city = 0, staysUntil: Int64 = 0
        var lat = 0.0, lon = 0.0
        while written + out.count < target {
            if t >= staysUntil {
                city = Int(random.next() % UInt64(cities.count))
                (lat, lon) = cities[city]
                staysUntil = t + Int64(1 + random.next() % 6) * 86_400_000
            }
            // A walk of up to about 30 m a minute, drawn back towards the centre.
            lat += (Double(random.next() % 1000) / 1000 - 0.5) * 0.0005 + (cities[city].0 - lat) * 0.01
            lon += (Double(random.next() % 1000) / 1000 - 0.5) * 0.0005 + (cities[city].1 - lon) * 0.01
            if count > 0 { put(",") }
            put("{\n    \"latitudeE7\": "); put(Int((lat * 1e7).rounded()))
            put(",\n    \"longitudeE7\": "); put(Int((lon * 1e7).rounded()))
            put(",\n    \"accuracy\": "); put(Int(5 + random.next() % 40))
            put(",\n    \"source\": \"WIFI\",\n    \"deviceTag\": 1234567890,\n    \"timestamp\": \"")
            let seconds = Int(t / 1000), ms = Int(t % 1000)
            let days = seconds / 86_400, rest = seconds % 86_400
            let (y, m, d) = civil(days)
            put(y, width: 4); put("-"); put(m, width: 2); put("-"); put(d, width: 2); put("T")
            put(rest / 3600, width: 2); put(":"); put(rest / 60 % 60, width: 2); put(":"); put(rest % 60, width: 2)
            put("."); put(ms, width: 3); put("Z\"\n  }")
            count += 1
            t += 60_000 + Int64(random.next() % 1000)
            if out.count >= 1 << 22 {
                try handle.write(contentsOf: out)
                written += out.count
                out.removeAll(keepingCapacity: true)
            }
        }
        put("]\n}\n")
        try handle.write(contentsOf: out)
        return count
    }

    private static func civil(_ days: Int) -> (Int, Int, Int) {
        CivilCalendar.date(daysFromEpoch: days)
    }
}
