import Foundation
import WaymarkTextInput

/// The four published shapes of Google location history.
public enum GoogleShape: String, Codable, Sendable {
    /// `Records.json`: {"locations": [{latitudeE7, longitudeE7, timestamp | timestampMs}]}.
    case records = "google_records"
    /// Semantic `YYYY_MONTH.json`: {"timelineObjects": [{placeVisit} | {activitySegment}]}.
    case semantic = "google_semantic"
    /// Android `Timeline.json`: {"semanticSegments": [...], "rawSignals": [...]}, "lat°, lon°".
    case timeline = "google_timeline"
    /// iOS `location-history.json`: a top-level array of segments, "geo:lat,lng".
    case ios = "google_ios"
}

/// Streams any of the four shapes into an `TravelRecordGate`. The shape is told apart by the top-level
/// value and keys, so a file is read once. `Records.json` (the large one: gigabytes) is read
/// straight from tokens; the other shapes are read one small element at a time.
final class GoogleLocationHistoryReader {
    let scanner: JSONScanner
    let intake: TravelRecordGate
    let file: String
    let progress: (Int) -> Void
    private(set) var shape: GoogleShape?

    struct NotLocationHistory: Error, CustomStringConvertible {
        var file: String
        var description: String { "\(file) is not Google location history (no locations, timelineObjects or semanticSegments)" }
    }

    init(scanner: JSONScanner, intake: TravelRecordGate, file: String, progress: @escaping (Int) -> Void = { _ in }) {
        self.scanner = scanner; self.intake = intake; self.file = file; self.progress = progress
    }

    /// Where the token in hand is, for a message.
    var here: String { "\(file) at byte \(scanner.offset) (\(scanner.path))" }

    /// Reads the whole file. A truncated or malformed file throws `JSONScanner.Failure` after
    /// everything before the damage has been delivered.
    func read() throws {
        let first = try scanner.next()
        switch first {
        case .beginArray:
            shape = .ios
            try forEachElement { try self.iosSegment($0) }
        case .beginObject:
            while true {
                let token = try scanner.next()
                if token == .endObject { break }
                if let duplicate = scanner.duplicateKey {
                    throw JSONScanner.Failure(offset: scanner.offset, path: scanner.path, message: "duplicate key \(duplicate)")
                }
                if scanner.tokenIs("locations") {
                    shape = .records
                    try expectArray { try self.records() }
                } else if scanner.tokenIs("timelineObjects") {
                    shape = .semantic
                    try expectArray { try self.forEachElement { try self.semanticObject($0) } }
                } else if scanner.tokenIs("semanticSegments") {
                    shape = .timeline
                    try expectArray { try self.forEachElement { try self.timelineSegment($0) } }
                } else if scanner.tokenIs("rawSignals") {
                    try expectArray { try self.forEachElement { try self.rawSignal($0) } }
                } else {
                    try scanner.skip(try scanner.next())
                }
            }
        default:
            break
        }
        guard shape != nil else { throw NotLocationHistory(file: file) }
        _ = try scanner.next()   // the end, or the error of trailing garbage
    }

    private func expectArray(_ body: () throws -> Void) throws {
        let token = try scanner.next()
        guard token == .beginArray else { try scanner.skip(token); return }
        try body()
    }

    /// Reads each element of the array just opened as a small tree.
    private func forEachElement(_ body: (JSONValue) throws -> Void) throws {
        var count = 0
        while true {
            let token = try scanner.next()
            if token == .endArray { return }
            let at = here
            scanner.clearDuplicateKey()
            let element = try JSONValue.read(scanner, first: token)
            if let duplicate = scanner.duplicateKey {
                intake.reject(.duplicateKey, at: at, value: duplicate)
            } else {
                try body(element)
            }
            count += 1
            if count & 0x3FF == 0 { progress(scanner.offset) }
        }
    }

    // MARK: Records.json

    private func records() throws {
        var count = 0
        while true {
            let token = try scanner.next()
            if token == .endArray { return }
            count += 1
            if count & 0xFFFF == 0 { progress(scanner.offset) }
            guard token == .beginObject else {
                try scanner.skip(token)
                intake.reject(.noCoordinate, at: here, value: "not an object")
                continue
            }
            var latitudeE7: Int64?, longitudeE7: Int64?, utc: Int64?
            var unreadableTime: String?
            scanner.clearDuplicateKey()
            while try scanner.next() == .key {
                let field: UInt8 = scanner.tokenIs("latitudeE7") ? 1 : scanner.tokenIs("longitudeE7") ? 2
                    : scanner.tokenIs("timestamp") ? 3 : scanner.tokenIs("timestampMs") ? 4 : 0
                let value = try scanner.next()
                switch (field, value) {
                case (1, .number): latitudeE7 = scanner.integer
                case (2, .number): longitudeE7 = scanner.integer
                case (3, .string):
                    utc = scanner.instant
                    if utc == nil { unreadableTime = scanner.text }
                case (4, .string), (4, .number):
                    if let ms = scanner.integer { utc = ms >= 0 ? ms / 1000 : (ms - 999) / 1000 } else { unreadableTime = scanner.text }
                default: try scanner.skip(value)
                }
            }
            if let duplicate = scanner.duplicateKey {
                intake.reject(.duplicateKey, at: here, value: duplicate)
                continue
            }
            guard let lat = latitudeE7, let lon = longitudeE7 else {
                intake.reject(.noCoordinate, at: here, value: "no latitudeE7/longitudeE7")
                continue
            }
            guard let utc else {
                if let unreadableTime { intake.reject(.unreadableTime, at: here, value: unreadableTime) } else { intake.reject(.noTime, at: here, value: "") }
                continue
            }
            try intake.point(latitude: Double(lat) / 1e7, longitude: Double(lon) / 1e7, utc: utc, at: self.here)
        }
    }

    // MARK: the small shapes

    /// An instant from an ISO 8601 string or a millisecond count; records the problem when absent.
    private func instant(_ value: JSONValue?, _ where_: String) -> Int64? {
        guard let value else { intake.reject(.noTime, at: where_, value: ""); return nil }
        if let text = value.string {
            if let t = InstantParser.seconds(text) { return t }
            if let ms = Int64(text) { return ms >= 0 ? ms / 1000 : (ms - 999) / 1000 }
            intake.reject(.unreadableTime, at: where_, value: text)
            return nil
        }
        if let n = value.number, n.isFinite, abs(n) < 1e16 { return Int64((n / 1000).rounded(.down)) }
        intake.reject(.unreadableTime, at: where_, value: "\(value)")
        return nil
    }

    private func e7(_ object: JSONValue?, lat: String = "latitudeE7", lon: String = "longitudeE7") -> (Double, Double)? {
        guard let a = object?[lat]?.number, let b = object?[lon]?.number else { return nil }
        return (a / 1e7, b / 1e7)
    }

    /// "64.1466°, -21.9426°" (Android) or "geo:64.146600,-21.942600" (iOS).
    static func coordinate(_ text: String?) -> (Double, Double)? {
        guard var text else { return nil }
        if text.hasPrefix("geo:") { text.removeFirst(4) }
        let parts = text.replacingOccurrences(of: "°", with: "").split(separator: ",")
        guard parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let b = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return (a, b)
    }

    private func point(_ c: (Double, Double)?, _ t: Int64?, _ where_: String) throws {
        guard let c else { intake.reject(.noCoordinate, at: where_, value: ""); return }
        guard let t else { return }
        try intake.point(latitude: c.0, longitude: c.1, utc: t, at: where_)
    }

    private func stay(_ c: (Double, Double)?, _ start: Int64?, _ end: Int64?, _ where_: String) throws {
        guard let c else { intake.reject(.noCoordinate, at: where_, value: ""); return }
        guard let start, let end else { return }
        try intake.stay(latitude: c.0, longitude: c.1, start: min(start, end), end: max(start, end), at: where_)
    }

    private func semanticObject(_ element: JSONValue) throws {
        let at = here
        if let visit = element["placeVisit"] {
            let duration = visit["duration"]
            let place = e7(visit["location"]) ?? e7(visit, lat: "centerLatE7", lon: "centerLngE7")
            try stay(place, instant(duration?["startTimestamp"] ?? duration?["startTimestampMs"], at + ".placeVisit.duration"),
                     instant(duration?["endTimestamp"] ?? duration?["endTimestampMs"], at + ".placeVisit.duration"), at + ".placeVisit")
        }
        if let segment = element["activitySegment"] {
            let duration = segment["duration"]
            try point(e7(segment["startLocation"]), instant(duration?["startTimestamp"] ?? duration?["startTimestampMs"], at + ".activitySegment.duration"),
                      at + ".activitySegment.startLocation")
            try point(e7(segment["endLocation"]), instant(duration?["endTimestamp"] ?? duration?["endTimestampMs"], at + ".activitySegment.duration"),
                      at + ".activitySegment.endLocation")
            for (i, p) in (segment["simplifiedRawPath"]?["points"]?.array ?? []).enumerated() {
                let where_ = at + ".activitySegment.simplifiedRawPath.points[\(i)]"
                try point(e7(p, lat: "latE7", lon: "lngE7"), instant(p["timestamp"] ?? p["timestampMs"], where_), where_)
            }
        }
    }

    private func timelineSegment(_ element: JSONValue) throws {
        let at = here
        let start = element["startTime"], end = element["endTime"]
        if let visit = element["visit"] {
            try stay(Self.coordinate(visit["topCandidate"]?["placeLocation"]?["latLng"]?.string),
                     instant(start, at + ".startTime"), instant(end, at + ".endTime"), at + ".visit")
        }
        if let activity = element["activity"] {
            try point(Self.coordinate(activity["start"]?["latLng"]?.string), instant(start, at + ".startTime"), at + ".activity.start")
            try point(Self.coordinate(activity["end"]?["latLng"]?.string), instant(end, at + ".endTime"), at + ".activity.end")
        }
        for (i, p) in (element["timelinePath"]?.array ?? []).enumerated() {
            let where_ = at + ".timelinePath[\(i)]"
            try point(Self.coordinate(p["point"]?.string), instant(p["time"], where_), where_)
        }
    }

    private func rawSignal(_ element: JSONValue) throws {
        guard let position = element["position"] else { return }
        let at = here + ".position"
        try point(Self.coordinate(position["LatLng"]?.string ?? position["latLng"]?.string), instant(position["timestamp"], at), at)
    }

    private func iosSegment(_ element: JSONValue) throws {
        let at = here
        let startValue = element["startTime"]
        if let visit = element["visit"] {
            try stay(Self.coordinate(visit["topCandidate"]?["placeLocation"]?.string),
                     instant(startValue, at + ".startTime"), instant(element["endTime"], at + ".endTime"), at + ".visit")
        }
        if let activity = element["activity"] {
            try point(Self.coordinate(activity["start"]?.string), instant(startValue, at + ".startTime"), at + ".activity.start")
            try point(Self.coordinate(activity["end"]?.string), instant(element["endTime"], at + ".endTime"), at + ".activity.end")
        }
        let path = element["timelinePath"]?.array ?? []
        if !path.isEmpty, let start = instant(startValue, at + ".startTime") {
            for (i, p) in path.enumerated() {
                let where_ = at + ".timelinePath[\(i)]"
                guard let minutes = p["durationMinutesOffsetFromStartTime"]?.number else { intake.reject(.noTime, at: where_, value: ""); continue }
                // Beyond a few centuries the sum would not be an instant (and Int64 would trap).
                guard minutes.isFinite, abs(minutes) < 1e9 else { intake.reject(.unreadableTime, at: where_, value: "\(minutes) minutes"); continue }
                try point(Self.coordinate(p["point"]?.string), start + Int64(minutes * 60), where_)
            }
        }
    }
}
