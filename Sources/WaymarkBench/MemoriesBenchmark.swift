import Foundation
import WaymarkCommandKit
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkMemories
import WaymarkSamples

/// `waymark-bench memories`: a seeded atlas of generated photos (default 1,000,000 over 20 years,
/// in trips to 400 cities with favourite spots revisited over the years), then the real memory
/// code paths on it: On This Day, the Then & Now scan and its memo, place stories, upcoming.
struct MemoriesBenchmark: WaymarkCommand {
    static let name = "memories"
    static let summary = "The memory features on a seeded atlas of 1,000,000 photos over 20 years"
    static let operands = ["", "scan"]
    static let discussion = """
        Seeds an atlas of N generated photos (default 1,000,000) over 20 years (kept at --atlas
        PATH, default in the temporary folder, and reused when it exists), then times On This Day
        on 25 seeded dates (with its two queries alone as reference), a quiet day, the Then & Now
        scan (with the bare read of the same rows as reference) and its memoised reopen, place
        stories and a 30-day upcoming list. Wall time and the process's CPU time are both given.
        `memories scan` only seeds (if needed) and runs one Then & Now scan, for measuring peak
        memory from outside (`/usr/bin/time -v`).
        """
    struct Options: CommandOptions {
        var photos = Option.int("photos", default: 1_000_000, in: 1...Int.max, help: "photos in the seeded atlas")
        var years = Option.int("years", default: 20, in: 1...60, help: "years the photos span, from 2006")
        var atlasPath = Option.value("atlas", "PATH", help: "where the seeded atlas is kept and reused (default: the temporary folder)")
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty || arguments.positionals == ["scan"] else {
            throw UsageError("expected `memories` or `memories scan`")
        }
        _ = try arguments[\.photos]
        _ = try arguments[\.years]
    }

    struct Figures: Encodable {
        var photos: Int
        var years: Int
        var seedSeconds: Double
        var onThisDayMedianMilliseconds: Double
        var onThisDayMedianCpuMilliseconds: Double
        var onThisDayMaxMilliseconds: Double
        /// The same dates' two queries alone (evidence and gallery rows read, nothing built).
        var onThisDayQueriesMedianMilliseconds: Double
        var onThisDayMemoriesPerDay: Double
        var onThisDayPhotosPerDay: Double
        var quietDayMilliseconds: Double
        var scanReferenceMilliseconds: Double
        var thenAndNowScanMilliseconds: Double
        var thenAndNowScanCpuMilliseconds: Double
        var thenAndNowOccupiedCells: Int
        var thenAndNowCandidates: Int
        var memoReopenMilliseconds: Double
        var memoReopenCpuMilliseconds: Double
        var placeStoryCityMilliseconds: Double
        var placeStoryCityCpuMilliseconds: Double
        /// The busiest city's rows grouped from every piece of its evidence (what a story read
        /// before `place_day`): the reference for the story.
        var placeStoryCityScanReferenceMilliseconds: Double
        var placeStoryTypicalCityMilliseconds: Double
        var placeStoryTypicalCityCpuMilliseconds: Double
        var placeStoryCountryMilliseconds: Double
        var placeStoryCountryCpuMilliseconds: Double
        var upcomingThirtyDaysMilliseconds: Double
        var peakResidentMegabytes: Double
    }

    static let cities = 400

    func run() throws -> ExitStatus {
        let photos = try arguments[\.photos]
        let years = try arguments[\.years]
        let url = URL(fileURLWithPath: try arguments[\.atlasPath] ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-bench-memories-\(photos)-\(years).sqlite").path)
        var seedSeconds = 0.0
        if !FileManager.default.fileExists(atPath: url.path) {
            let start = DispatchTime.now()
            try seed(url, photos: photos, years: years)
            try AtlasStore(url: url).checkpoint()
            seedSeconds = Measure.milliseconds(since: start) / 1000
        }
        // Only the Then & Now scan, for measuring a process's peak memory from outside.
        if arguments.positionals.last == "scan" {
            let result = try ThenAndNow(atlas: try AtlasStore(url: url)).compute(minYears: 2)
            console.out("scanned \(result.scannedPhotos) photos, \(result.occupiedCells) occupied cells, \(result.candidates) candidates")
            return .success
        }
        let atlas = try AtlasStore(url: url)
        let lastYear = 2005 + years
        var random = SeededGenerator(seed: 12)
        var onThisDay: [Double] = [], onThisDayCPU: [Double] = [], queries: [Double] = [], memories = 0, gallery = 0
        for _ in 0..<25 {
            let date = try LocalDay(year: lastYear + 1, month: 1 + Int(random.next() % 12), day: 1 + Int(random.next() % 28))
            let queryStart = DispatchTime.now()
            _ = try atlas.memoryEvidence(monthDays: MonthDay.falling(on: date), before: date.year)
            _ = try atlas.memoryPhotos(monthDays: MonthDay.falling(on: date), before: date.year)
            queries.append(Measure.milliseconds(since: queryStart))
            let watch = Stopwatch()
            let report = try OnThisDay(atlas: atlas).report(for: date)
            let elapsed = watch.elapsed
            onThisDay.append(elapsed.wall)
            onThisDayCPU.append(elapsed.cpu)
            memories += report.memories.count
            gallery += report.memories.reduce(0) { $0 + $1.gallery.count }
        }
        // A day with no memories at all (before the first year): the nearest-date search both ways.
        let quietStart = DispatchTime.now()
        _ = try OnThisDay(atlas: atlas).report(for: LocalDay(year: 2006, month: 1, day: 1))
        let quiet = Measure.milliseconds(since: quietStart)

        let referenceStart = DispatchTime.now()
        var rows = 0
        try atlas.scanDatedLocatedPhotos { _, _, _, _ in rows += 1 }
        let reference = Measure.milliseconds(since: referenceStart)
        var scans: [Double] = [], scansCPU: [Double] = []
        var result: ThenAndNowResult?
        for _ in 0..<3 {
            let watch = Stopwatch()
            result = try ThenAndNow(atlas: atlas).compute(minYears: 2)
            let elapsed = watch.elapsed
            scans.append(elapsed.wall)
            scansCPU.append(elapsed.cpu)
        }
        _ = try ThenAndNow(atlas: atlas).result()   // stores the memo
        var reopens: [Double] = [], reopensCPU: [Double] = []
        for _ in 0..<5 {
            let watch = Stopwatch()
            let (_, fromMemo) = try ThenAndNow(atlas: try AtlasStore(url: url)).result()
            let elapsed = watch.elapsed
            reopens.append(elapsed.wall)
            reopensCPU.append(elapsed.cpu)
            guard fromMemo else { throw CommandFailure("the Then & Now memo was not reused") }
        }
        func story(_ id: PlaceID) throws -> (wall: Double, cpu: Double) {
            let watch = Stopwatch()
            _ = try PlaceStory(place: id, atlas: atlas)
            return watch.elapsed
        }
        _ = try story(Self.cityID(0))
        let city = try story(Self.cityID(0)), typical = try story(Self.cityID(Self.cities / 2)), country = try story(Self.countryID(0))
        let scanStart = DispatchTime.now()
        let scanned = try atlas.placeEvidenceByScan(of: Self.cityID(0))
        let cityScan = Measure.milliseconds(since: scanStart)
        guard scanned == (try atlas.placeEvidence(of: Self.cityID(0))) else { throw CommandFailure("place_day differs from the evidence of \(Self.cityID(0))") }
        try atlas.setRemindersEnabled(true)
        let upcomingStart = DispatchTime.now()
        _ = try Reminders(atlas: atlas).upcoming(from: LocalDay(year: lastYear + 1, month: 6, day: 1), days: 30)
        let upcoming = Measure.milliseconds(since: upcomingStart)

        let figures = Figures(photos: photos, years: years, seedSeconds: seedSeconds,
                              onThisDayMedianMilliseconds: Self.median(onThisDay), onThisDayMedianCpuMilliseconds: Self.median(onThisDayCPU),
                              onThisDayMaxMilliseconds: onThisDay.max() ?? 0,
                              onThisDayQueriesMedianMilliseconds: Self.median(queries),
                              onThisDayMemoriesPerDay: Double(memories) / 25, onThisDayPhotosPerDay: Double(gallery) / 25,
                              quietDayMilliseconds: quiet, scanReferenceMilliseconds: reference,
                              thenAndNowScanMilliseconds: Self.median(scans), thenAndNowScanCpuMilliseconds: Self.median(scansCPU), thenAndNowOccupiedCells: result?.occupiedCells ?? 0,
                              thenAndNowCandidates: result?.candidates ?? 0, memoReopenMilliseconds: Self.median(reopens),
                              memoReopenCpuMilliseconds: Self.median(reopensCPU),
                              placeStoryCityMilliseconds: city.wall, placeStoryCityCpuMilliseconds: city.cpu, placeStoryCityScanReferenceMilliseconds: cityScan,
                              placeStoryTypicalCityMilliseconds: typical.wall, placeStoryTypicalCityCpuMilliseconds: typical.cpu,
                              placeStoryCountryMilliseconds: country.wall, placeStoryCountryCpuMilliseconds: country.cpu,
                              upcomingThirtyDaysMilliseconds: upcoming, peakResidentMegabytes: Measure.peakResidentMegabytes())
        if arguments[\.json] {
            try console.json(figures)
            return .success
        }
        console.out("atlas \(url.path): \(photos) photos over \(years) years" + (seedSeconds > 0 ? String(format: " (seeded in %.1f s)", seedSeconds) : " (reused)"))
        console.out("(wall time; in brackets the process's CPU time, which excludes waiting for a core on a loaded machine)")
        console.out(String(format: "On This Day: median %.2f ms (CPU %.2f ms), max %.2f ms over 25 dates (%.1f memories, %.0f gallery photos per date); reference: its two queries alone, median %.2f ms (ratio %.2f); quiet day %.1f ms",
                           figures.onThisDayMedianMilliseconds, figures.onThisDayMedianCpuMilliseconds, figures.onThisDayMaxMilliseconds, figures.onThisDayMemoriesPerDay,
                           figures.onThisDayPhotosPerDay, figures.onThisDayQueriesMedianMilliseconds,
                           figures.onThisDayMedianMilliseconds / max(figures.onThisDayQueriesMedianMilliseconds, 0.001), quiet))
        console.out(String(format: "Then & Now scan: median %.0f ms (CPU %.0f ms) of 3 (reference: the same rows read with nothing done, %.0f ms; ratio %.2f); %d occupied cells, %d candidates",
                           figures.thenAndNowScanMilliseconds, figures.thenAndNowScanCpuMilliseconds, reference, figures.thenAndNowScanMilliseconds / max(reference, 0.001),
                           figures.thenAndNowOccupiedCells, figures.thenAndNowCandidates))
        console.out(String(format: "Then & Now memoised reopen (open the atlas, check the key, read the memo): median %.2f ms (CPU %.2f ms) of 5", figures.memoReopenMilliseconds, figures.memoReopenCpuMilliseconds))
        console.out(String(format: "place story: busiest city (a third of all photos) %.2f ms (CPU %.2f), its country %.2f ms (CPU %.2f); a typical city %.2f ms (CPU %.2f)",
                           city.wall, city.cpu, country.wall, country.cpu, typical.wall, typical.cpu))
        console.out(String(format: "  reference: the busiest city's evidence grouped from every piece of it (no place_day) %.1f ms (story/reference %.3f)",
                           cityScan, city.wall / max(cityScan, 0.001)))
        console.out(String(format: "upcoming, 30 days: %.1f ms", upcoming))
        console.out(String(format: "peak resident memory %.1f MB (whole benchmark process)", figures.peakResidentMegabytes))
        return .success
    }

    /// Wall time and CPU time (`Measure.cpuMilliseconds`, the process's) since it was made: on a
    /// shared, loaded machine the wall time also counts waiting for a core, the CPU time only the work.
    struct Stopwatch {
        let wall = DispatchTime.now()
        let cpu = Measure.cpuMilliseconds()

        var elapsed: (wall: Double, cpu: Double) {
            (Measure.milliseconds(since: wall), Measure.cpuMilliseconds() - cpu)
        }
    }

    static func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
    static func cityID(_ index: Int) -> PlaceID { PlaceID(kind: .city, code: String(format: "B%04d", index)) }
    static func countryID(_ index: Int) -> PlaceID { PlaceID(kind: .country, code: String(format: "B%02d", index % 40)) }

    /// Trips of about 50 photos over one to five days to one city (the first city, "home", a
    /// third of them), at one of the city's 300 favourite spots (70 %) or anywhere within 3 km.
    func seed(_ url: URL, photos: Int, years: Int) throws {
        let atlas = try AtlasStore(url: url)
        var random = SeededGenerator(seed: 2006)
        var centres: [Coordinate] = [], chains: [[PlaceID]] = []
        for index in 0..<Self.cities {
            let centre = Coordinate(latitude: -45 + 105 * random.unit(), longitude: -180 + 360 * random.unit())
            let continent = PlaceReference(id: PlaceID(kind: .continent, code: "B\(index % 6)"), name: "Continent \(index % 6)")
            let country = PlaceReference(id: Self.countryID(index), name: "Country \(index % 40)")
            let region = PlaceReference(id: PlaceID(kind: .region, code: String(format: "B%03d", index / 4)), name: "Region \(index / 4)")
            let city = PlaceSnapshot(id: Self.cityID(index), name: "City \(index)", label: "City \(index), Region \(index / 4)",
                                     continent: continent, country: country, region: region,
                                     latitude: centre.latitude, longitude: centre.longitude, gazetteer: "bench")
            try atlas.transaction {
                try atlas.save(city)
                try atlas.save(PlaceSnapshot(id: region.id, name: region.name, label: region.name, continent: continent, country: country, gazetteer: "bench"))
                try atlas.save(PlaceSnapshot(id: country.id, name: country.name, label: country.name, continent: continent, gazetteer: "bench"))
                try atlas.save(PlaceSnapshot(id: continent.id, name: continent.name, label: continent.name, gazetteer: "bench"))
            }
            centres.append(centre)
            chains.append([city.id, region.id, country.id, continent.id])
        }
        let spots = 300
        let writer = try AtlasBulkWriter(atlas: atlas)
        let firstDay = try LocalDay(year: 2006, month: 1, day: 1).daysFromEpoch
        let totalDays = years * 365 + years / 4
        var written = 0
        while written < photos {
            try atlas.transaction {
                var batch = 0
                while batch < 50_000 && written < photos {
                    let city = random.unit() < 0.33 ? 0 : 1 + Int(random.next() % UInt64(Self.cities - 1))
                    let tripDays = 1 + Int(random.next() % 5)
                    let startDay = firstDay + Int(random.next() % UInt64(totalDays))
                    let count = min(photos - written, 20 + Int(random.next() % 60))
                    let centre = centres[city]
                    let scale = 1 / max(0.05, cos(centre.latitude * .pi / 180))
                    for n in 0..<count {
                        let spot = random.unit() < 0.7 ? Int(random.next() % UInt64(spots)) : -1
                        var spotRandom = SeededGenerator(seed: UInt64(city * spots + max(0, spot)) &* 7919)
                        let (dx, dy) = spot >= 0 ? (spotRandom.unit() * 2 - 1, spotRandom.unit() * 2 - 1) : (random.unit() * 2 - 1, random.unit() * 2 - 1)
                        let jitter = spot >= 0 ? 0.0003 : 0.0
                        let lat = centre.latitude + dy * 0.027 + (random.unit() - 0.5) * jitter
                        let lon = centre.longitude + (dx * 0.027 + (random.unit() - 0.5) * jitter) * scale
                        let day = try LocalDay(daysFromEpoch: startDay + n * tripDays / count)
                        let seconds = 8 * 3600 + Int(random.next() % (14 * 3600))
                        let time = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
                        try writer.addPhoto(path: String(format: "/bench/%07d.jpg", written), localTime: time, utcOffsetMinutes: 60,
                                            latitude: lat, longitude: max(-180, min(180, lon)), chain: chains[city])
                        written += 1
                        batch += 1
                    }
                }
                try atlas.bumpPhotoGeneration()
            }
            console.err("seeded \(written) of \(photos) photos")
        }
    }
}
