import Foundation
import WaymarkCommandKit
import WaymarkAtlas
import WaymarkCalendar
import WaymarkFiles
import WaymarkGazetteer
import WaymarkPassport
import WaymarkPhotoImport
import WaymarkSamples

/// `waymark-bench passport`: the MRZ fuzz run, the gallery over 10,000 stamps, and
/// reconciliation over a library of 100,000 files, each beside its floor from the same run.
struct PassportBenchmark: WaymarkCommand {
    static let name = "passport"
    static let summary = "MRZ fuzz, stamp gallery and reconciliation, each beside its floor"
    static let discussion = """
        Feeds N (default 1,000,000) seeded hostile inputs to the MRZ parser and counts them (a
        crash would end the run), lists a generated atlas of 10,000 stamps through the gallery,
        and reconciles those stamps over a generated library of 100,000 files (some moved, some
        deleted), each against its floor measured in the same run (the bare SQL read of the
        stamps; the bare walk of the library). Wall and processor time are both given: on a
        shared machine wall time measures the queue as much as the code.
        """
    struct Options: CommandOptions {
        var fuzzRuns = Option.int("fuzz-runs", default: 1_000_000, in: 1...Int.max, help: "MRZ inputs to fuzz")
        var stamps = Option.int("stamps", default: 10_000, in: 1...Int.max, help: "stamps in the generated atlas")
        var files = Option.int("files", default: 100_000, in: 1...Int.max, help: "files in the generated library")
        var json = Option.json
    }

    let io: CommandIO<Options>

    struct Figures: Encodable {
        var fuzzRuns: Int
        var fuzzParsed: Int
        var fuzzRefusedShape: Int
        var fuzzValid: Int
        var fuzzCrashes: Int
        var fuzzSeconds: Double
        var stamps: Int
        var listMilliseconds: Double
        var listProcessorMilliseconds: Double
        var listRowsReadMilliseconds: Double
        var listRowsReadProcessorMilliseconds: Double
        var libraryFiles: Int
        var reconcileSeconds: Double
        var reconcileProcessorSeconds: Double
        var walkSeconds: Double
        var walkProcessorSeconds: Double
        var reconcileMoved: Int
        var reconcileRemoved: Int
        var reconcileUnchanged: Int
    }

    func run() throws -> ExitStatus {
        let fuzzRuns = try arguments[\.fuzzRuns]
        let stampCount = try arguments[\.stamps]
        let fileCount = try arguments[\.files]
        guard stampCount <= fileCount else { throw UsageError("--stamps cannot exceed --files") }

        // 1. Fuzz: every input parsed or refused by its shape; a trap would end the process here.
        let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))
        var fuzzer = MRZFuzzer(seed: 9303)
        var parsed = 0, refused = 0, valid = 0
        let fuzzStart = DispatchTime.now()
        for i in 0..<fuzzRuns {
            if let reading = try? parser.parse(fuzzer.next()) {
                parsed += 1
                if reading.isValid { valid += 1 }
            } else {
                refused += 1
            }
            if i > 0, i % 200_000 == 0 { console.err("fuzz: \(i) inputs") }
        }
        let fuzzSeconds = Measure.milliseconds(since: fuzzStart) / 1000

        // 2. The gallery over a generated atlas.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-passport-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("library")
        console.err("writing \(fileCount) library files")
        var paths: [String] = []
        for i in 0..<fileCount {
            let sub = library.appendingPathComponent(String(format: "%03d", i / 1000))
            if i % 1000 == 0 { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
            let url = sub.appendingPathComponent(String(format: "scan_%06d.jpg", i))
            // Sizes spread as photos' are, so a moved file has few same-size rivals to hash.
            var bytes = [UInt8](repeating: UInt8(i % 251), count: 100 + (i * 7919) % 5_000)
            withUnsafeBytes(of: UInt32(i).littleEndian) { bytes.replaceSubrange(0..<4, with: $0) }
            try Data(bytes).write(to: url)
            paths.append(url.path)
        }
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        console.err("adding \(stampCount) stamps")
        let continents = ["AF", "AS", "EU", "NA", "OC", "SA"]
        try atlas.transaction {
            for i in 0..<stampCount {
                let continent = PlaceSnapshot(id: PlaceID(kind: .continent, code: continents[i % 6]), name: "Continent \(continents[i % 6])",
                                              label: "Continent \(continents[i % 6])", gazetteer: "bench")
                let code = String(UnicodeScalar(65 + (i / 6) % 26)!) + String(UnicodeScalar(65 + (i / 156) % 26)!)
                let country = PlaceSnapshot(id: PlaceID(kind: .country, code: code), name: "Country \(code)", label: "Country \(code)",
                                            continent: PlaceReference(id: continent.id, name: continent.name), gazetteer: "bench")
                let image = paths[i * (fileCount / stampCount)]
                let (size, modified) = try StampImageReader.status(image).get()
                var stamp = StampRecord(place: country.id, country: country.id, continent: continent.id,
                                        date: try LocalDay(year: 1990 + i % 35, month: 1 + i % 12, day: 1 + i % 28),
                                        direction: i % 2 == 0 ? .arrival : .departure, favourite: i % 10 == 0)
                stamp.image = .init(path: image, size: size, modifiedNanoseconds: modified, sha256: try StampImageReader.sha256(image))
                stamp.imageRoot = library.path
                try atlas.insertStamp(stamp, chain: [country, continent])
            }
        }
        var listTimes: [(wall: Double, processor: Double)] = [], readTimes: [(wall: Double, processor: Double)] = []
        for _ in 0..<5 {
            var rows: [StampRow] = []
            readTimes.append(try Measure.wallAndProcessor { rows = try atlas.stampRows() })
            var gallery: StampGallery?
            listTimes.append(try Measure.wallAndProcessor {
                gallery = StampGallery(rows: try atlas.stampRows(), by: .continent, filter: .init())
                _ = gallery?.text
            })
            precondition(rows.count == stampCount && gallery?.count == stampCount)
        }

        // 3. Reconcile: a tenth moved (1,000 of 10,000), a hundredth deleted, the rest in place;
        // then the bare walk.
        let moved = library.appendingPathComponent("sorted")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let step = fileCount / stampCount
        let movedCount = stampCount / 10, removedCount = stampCount / 100
        for k in 0..<movedCount {
            let from = URL(fileURLWithPath: paths[k * step])
            try FileManager.default.moveItem(at: from, to: moved.appendingPathComponent("m\(k)-" + from.lastPathComponent))
        }
        for k in movedCount..<(movedCount + removedCount) { try FileManager.default.removeItem(atPath: paths[k * step]) }
        var report: StampReconciler.Report?
        let reconcile = try Measure.wallAndProcessor { report = try StampReconciler(atlas: atlas).run(dryRun: false, prune: true) }
        var walked = 0
        let walk = Measure.wallAndProcessor { walked = FolderWalker(root: library.path).files.count }
        guard let report else { return .failure }

        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let figures = Figures(fuzzRuns: fuzzRuns, fuzzParsed: parsed, fuzzRefusedShape: refused, fuzzValid: valid, fuzzCrashes: 0,
                              fuzzSeconds: fuzzSeconds, stamps: stampCount, listMilliseconds: median(listTimes.map(\.wall)),
                              listProcessorMilliseconds: median(listTimes.map(\.processor)), listRowsReadMilliseconds: median(readTimes.map(\.wall)),
                              listRowsReadProcessorMilliseconds: median(readTimes.map(\.processor)), libraryFiles: walked,
                              reconcileSeconds: reconcile.wall / 1000, reconcileProcessorSeconds: reconcile.processor / 1000,
                              walkSeconds: walk.wall / 1000, walkProcessorSeconds: walk.processor / 1000, reconcileMoved: report.moved.count,
                              reconcileRemoved: report.removed.count, reconcileUnchanged: report.unchanged)
        if arguments[\.json] { try console.json(figures); return .success }
        console.out(String(format: "MRZ fuzz: %d inputs in %.1f s (%.0f/s): %d parsed (%d valid), %d refused by shape, 0 crashes",
                           fuzzRuns, fuzzSeconds, Double(fuzzRuns) / fuzzSeconds, parsed, valid, refused))
        let f = figures
        console.out(String(format: "stamp list, %d stamps by continent and country (median of 5): wall %.1f ms, processor %.1f ms; reading the rows alone: wall %.1f ms, processor %.1f ms (processor ratio %.2f×)",
                           stampCount, f.listMilliseconds, f.listProcessorMilliseconds, f.listRowsReadMilliseconds, f.listRowsReadProcessorMilliseconds,
                           f.listProcessorMilliseconds / max(f.listRowsReadProcessorMilliseconds, 0.001)))
        console.out(String(format: "stamp reconcile over %d files (%d moved, %d removed, %d unchanged): wall %.2f s, processor %.2f s; walking the library alone: wall %.2f s, processor %.2f s (processor ratio %.2f×)",
                           walked, report.moved.count, report.removed.count, report.unchanged, f.reconcileSeconds, f.reconcileProcessorSeconds,
                           f.walkSeconds, f.walkProcessorSeconds, f.reconcileProcessorSeconds / max(f.walkProcessorSeconds, 0.001)))
        return .success
    }
}
