import Foundation
import WaymarkGazetteer
import WaymarkJSON
import WaymarkCalendar

extension LocalDay {
    /// A day a person can have been somewhere (`plausible`), with the UTC offset of that place's
    /// clock within ±14 hours, which every clock on Earth is. Used by `import atlas`.
    ///
    /// ```swift
    /// try LocalDay.plausible(try LocalDay("2019-07-14"), utcOffsetMinutes: 120)
    /// ```
    /// - Throws: `LocalDay.Invalid` naming the day and why.
    public static func plausible(_ day: LocalDay, utcOffsetMinutes: Int? = nil, now: Date = Date()) throws {
        _ = try plausible(day.description, now: now)
        if let offset = utcOffsetMinutes, abs(offset) > 14 * 60 { throw Invalid.date(day.description, "UTC offset \(offset) minutes is beyond ±14 hours") }
    }
}

extension AtlasExport {
    /// Reads an export's bytes: its JSON is checked first (`checkShape`: a JSON object, the
    /// format and a version this waymark reads, no key twice, no overlong string), so a file of
    /// another kind or from a newer waymark is named as such, then it is decoded. A date that is
    /// not a day is named with its entry, together with every other such date (`DayTexts`).
    ///
    /// ```swift
    /// let export = try AtlasExport.read(try Data(contentsOf: url))
    /// let problems = export.problems()            // empty: it can be imported
    /// ```
    /// - Throws: `AtlasStore.InvalidExport` naming what cannot be read.
    public static func read(_ data: Data) throws -> AtlasExport {
        try checkShape(data)
        do { return try decoder().decode(AtlasExport.self, from: data) } catch {
            if case DecodingError.dataCorrupted(let context) = error,
               context.underlyingError is LocalDay.Invalid || context.underlyingError is LocalDateTime.Invalid,
               let days = try? decoder().decode(DayTexts.self, from: data), case let problems = days.problems(), !problems.isEmpty {
                throw AtlasStore.InvalidExport(problems: problems)
            }
            throw AtlasStore.InvalidExport(problems: [WaymarkJSON.explain(error)])
        }
    }

    /// The dates and photo times of an export as the file writes them, read when the typed
    /// decoding stopped at one that is not a day or a time: every such value is named with its
    /// entry, as `problems()` names every other problem.
    struct DayTexts: Decodable {
        struct Dated: Decodable {
            var place: String?, date: String?, from: String?, to: String?, departureDate: String?, arrivalDate: String?
        }
        struct Timed: Decodable {
            var path: String?, localDateTime: String?
        }
        var evidence: [Dated]?, flights: [Dated]?, stamps: [Dated]?, photos: [Timed]?

        func problems() -> [String] {
            var problems: [String] = []
            func check(_ text: String?, _ what: String) {
                guard let text else { return }
                do { _ = try LocalDay(text) } catch { problems.append("\(what): \(error)") }
            }
            for (i, item) in (evidence ?? []).enumerated() { check(item.date, "evidence[\(i)] (\(item.place ?? ""), \(item.date ?? ""))") }
            for (i, item) in (flights ?? []).enumerated() {
                for date in [item.departureDate, item.arrivalDate] { check(date, "flights[\(i)] (\(item.from ?? "") → \(item.to ?? ""))") }
            }
            for (i, item) in (stamps ?? []).enumerated() { check(item.date, "stamps[\(i)] (\(item.place ?? ""), \(item.date ?? ""))") }
            for (i, photo) in (photos ?? []).enumerated() {
                if let text = photo.localDateTime, (try? LocalDateTime(text)) == nil {
                    problems.append(AtlasExport.localTimeProblem(text, photos: i, path: photo.path ?? ""))
                }
            }
            return problems
        }
    }

    /// What is wrong with an export before anything of it is written, one line per problem,
    /// naming the entry: an unknown format or a newer version, dates before 1900 or after next
    /// year, coordinates off the globe, times that are not times, evidence naming places the file
    /// does not describe, stamps in books it does not list. Empty when it can be imported.
    public func problems(now: Date = Date()) -> [String] {
        guard format == "waymark-atlas" else { return ["the format is '\(format)', not 'waymark-atlas'"] }
        guard version <= AtlasSchema.currentVersion else {
            return ["it was written by a newer waymark (atlas format \(version); this one reads up to \(AtlasSchema.currentVersion)); update waymark"]
        }
        var problems: [String] = []
        if version < 1 { problems.append("version \(version) is not an atlas format (1 to \(AtlasSchema.currentVersion))") }
        if photoGeneration < 0 { problems.append("photo_generation \(photoGeneration) is negative") }
        func checkCoordinate(_ lat: Double?, _ lon: Double?, _ what: String) {
            if let lat, !(lat.isFinite && abs(lat) <= 90) { problems.append("\(what): latitude \(lat) is off the globe (±90)") }
            if let lon, !(lon.isFinite && abs(lon) <= 180) { problems.append("\(what): longitude \(lon) is off the globe (±180)") }
        }
        let known = Set(places.map(\.id))
        for (i, place) in places.enumerated() { checkCoordinate(place.latitude, place.longitude, "places[\(i)] (\(place.id))") }
        for (i, mark) in marks.enumerated() {
            if !known.contains(mark.place) { problems.append("marks[\(i)]: \(mark.place) is not among the file's places") }
            if ISO8601DateFormatter().date(from: mark.markedAt) == nil { problems.append("marks[\(i)]: marked_at '\(mark.markedAt)' is not a time (YYYY-MM-DDTHH:MM:SSZ)") }
        }
        for (i, item) in evidence.enumerated() {
            let what = "evidence[\(i)] (\(item.place), \(item.date))"
            do { try LocalDay.plausible(item.date, utcOffsetMinutes: item.utcOffsetMinutes, now: now) } catch { problems.append("\(what): \(error)") }
            for id in Set([item.place] + item.chain) where !known.contains(id) { problems.append("\(what): \(id) is not among the file's places") }
            if let photo = item.photo, !photos.contains(where: { $0.path == photo }) {
                problems.append("\(what): photo \(photo) is not among the file's photos")
            }
        }
        let importHashes = Set((imports ?? []).map(\.sha256))
        for (i, item) in evidence.enumerated() {
            if let sha = item.importSha256, !importHashes.contains(sha) {
                problems.append("evidence[\(i)] (\(item.place), \(item.date)): import \(sha) is not among the file's imports")
            }
        }
        for (i, record) in (imports ?? []).enumerated() where record.sha256.count != 64 || !record.sha256.allSatisfy(\.isHexDigit) {
            problems.append("imports[\(i)] (\(record.file)): sha256 '\(record.sha256)' is not 64 hexadecimal digits")
        }
        for (i, flight) in (flights ?? []).enumerated() {
            let record = flight.record
            let what = "flights[\(i)] (\(record.from) → \(record.to))"
            if !importHashes.contains(flight.importSha256) { problems.append("\(what): import \(flight.importSha256) is not among the file's imports") }
            for id in [record.from, record.to] where !known.contains(id) { problems.append("\(what): \(id) is not among the file's places") }
            for date in [record.departureDate, record.arrivalDate] {
                do { try LocalDay.plausible(date, now: now) } catch { problems.append("\(what): \(error)") }
            }
            if !(record.distanceKilometers.isFinite && record.distanceKilometers >= 0) {
                problems.append("\(what): distance \(record.distanceKilometers) km is not a distance")
            }
        }
        let bookNames = Set((books ?? []).map(\.name))
        for (i, stamp) in (stamps ?? []).enumerated() {
            let what = "stamps[\(i)] (\(stamp.place), \(stamp.date))"
            do { try LocalDay.plausible(stamp.date, now: now) } catch { problems.append("\(what): \(error)") }
            for id in stamp.chain where !known.contains(id) { problems.append("\(what): \(id) is not among the file's places") }
            if let book = stamp.book, !bookNames.contains(book) { problems.append("\(what): book '\(book)' is not among the file's books") }
        }
        for (i, photo) in photos.enumerated() {
            let what = "photos[\(i)] (\(photo.path))"
            checkCoordinate(photo.latitude, photo.longitude, what)
            if let local = photo.localDateTime, local.year > AcceptedDates.years(now: now).upperBound {
                problems.append(Self.localTimeProblem(local.iso8601, photos: i, path: photo.path))
            }
            if let utc = photo.utc, ISO8601DateFormatter().date(from: utc) == nil { problems.append("\(what): utc '\(utc)' is not a time") }
            if let offset = photo.utcOffsetMinutes, abs(offset) > 14 * 60 { problems.append("\(what): UTC offset \(offset) minutes is beyond ±14 hours") }
            if photo.size < 0 { problems.append("\(what): size \(photo.size) is negative") }
            if let sha = photo.sha256, sha.count != 64 || !sha.allSatisfy(\.isHexDigit) {
                problems.append("\(what): sha256 '\(sha)' is not 64 hexadecimal digits")
            }
        }
        return problems
    }

    /// The one message for a photo's capture time that cannot be imported: not a time, or after
    /// the end of next year.
    static func localTimeProblem(_ text: String, photos index: Int, path: String) -> String {
        "photos[\(index)] (\(path)): local_date_time '\(text)' is not a time from 1900 to next year (YYYY-MM-DDTHH:MM:SS)"
    }
}
