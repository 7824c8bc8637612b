import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTextInput

/// The kinds of travel history `waymark import` reads.
public enum TravelHistoryKind: String, CaseIterable, Sendable {
    case flights, gpx, google

    /// Guesses the kind from the name, else from the first bytes: `<` is XML, `{` or `[` JSON,
    /// anything else a CSV log.
    public static func detect(_ url: URL) throws -> TravelHistoryKind {
        switch url.pathExtension.lowercased() {
        case "gpx": return .gpx
        case "csv": return .flights
        case "json": return .google
        default: break
        }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let head = try handle.read(upToCount: 512) ?? Data()
        let first = head.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        switch first {
        case UInt8(ascii: "<"): return .gpx
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .google
        default: return .flights
        }
    }
}

/// Imports travel-history files into the atlas: flight logs as flights and airport days, GPX
/// and Google location history as days of presence, all on the gazetteer's stable place IDs.
///
/// Each file is one import, known by its sha256: a file imported completely is skipped, one
/// interrupted is read again and only what is missing is added. Work is committed in batches.
public final class TravelImporter {
    let atlas: AtlasStore
    let gazetteer: Gazetteer
    let gazetteerIdentity: String
    let progress: ImportProgress
    let now: Date
    private lazy var resolver = Result { try FastResolver(gazetteer: gazetteer) }
    private lazy var namer = Result { try PlaceNamer(gazetteer: gazetteer) }
    private lazy var zones = Result { try LocalTimeZones(gazetteer: gazetteer) }

    /// An importer writing into `atlas`, placing records with `gazetteer` (the build
    /// `gazetteerIdentity` names); `progress` reports megabytes read, and `now` bounds the accepted
    /// dates (nothing after next year).
    public init(atlas: AtlasStore, gazetteer: Gazetteer, gazetteerIdentity: String, progress: ImportProgress = .silent, now: Date = Date()) {
        self.atlas = atlas; self.gazetteer = gazetteer; self.gazetteerIdentity = gazetteerIdentity
        self.progress = progress; self.now = now
    }

    /// Why a file could not be imported at all (it is missing, or a folder).
    public struct ImportFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Imports one file as one import: its kind is `kind`, else guessed by `TravelHistoryKind.detect`.
    /// A file imported completely before (same sha256) adds nothing; an interrupted one is completed.
    /// Refused records are counted in the summary, which `isPartial` then says.
    ///
    /// ```swift
    /// let importer = TravelImporter(atlas: atlas, gazetteer: gazetteer, gazetteerIdentity: gazetteer.identity)
    /// let summary = try importer.importFile(URL(fileURLWithPath: "Takeout/Records.json"))
    /// print(summary)   // days added by country, and anything refused
    /// ```
    /// - Throws: `ImportFailure` when there is no file at `url`; a read or atlas error that stops the
    ///   import (batches already committed stay, and a rerun completes it).
    public func importFile(_ url: URL, as kind: TravelHistoryKind? = nil) throws -> TravelImportSummary {
        let started = DispatchTime.now()
        let startedCPU = Self.threadCPUSeconds()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ImportFailure(description: "no file at \(url.path)")
        }
        let kind = try kind ?? TravelHistoryKind.detect(url)
        let sha = try SHA256.hex(ofFileAt: url)
        let hashSeconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let hashCPUSeconds = Self.threadCPUSeconds() - startedCPU
        let file = url.path
        // The format is known exactly only after reading; the record starts with the kind.
        let start = try atlas.beginImport(file: file, sha256: sha, format: kind.rawValue)
        let importID: Int
        switch start {
        case .alreadyImported(let id):
            var summary = TravelImportSummary(file: file, format: kind.rawValue, importID: id)
            summary.alreadyImported = true
            return summary
        case .run(let id): importID = id
        }
        var summary = TravelImportSummary(file: file, format: kind.rawValue, importID: importID)
        summary.hashSeconds = hashSeconds
        summary.hashCPUSeconds = hashCPUSeconds
        summary.resumed = try atlas.imports().first { $0.id == importID }.map { $0.evidence > 0 || $0.flights > 0 } ?? false
        try atlas.keepCellCache(for: gazetteerIdentity)
        let cells = PlaceCells(atlas: atlas, resolver: try resolver.get(), namer: try namer.get(), gazetteerIdentity: gazetteerIdentity)
        let acceptedDays = AcceptedDates.days(now: now)
        let recorder = DayRecorder(atlas: atlas, cells: cells, zones: try zones.get(), importID: importID,
                                   source: kind == .flights ? .flight : .import, acceptedDays: acceptedDays)
        let intake = TravelRecordGate(now: now) { lat, lon, utc in try recorder.add(latitude: lat, longitude: lon, utc: utc) }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        let megabytes = max(1, size >> 20)
        do {
            switch kind {
            case .google:
                let reader = GoogleLocationHistoryReader(scanner: try JSONScanner(url: url), intake: intake, file: file) { offset in
                    self.progress.update(done: offset >> 20, total: megabytes, unit: "MB")
                }
                do { try reader.read() } catch let failure as JSONScanner.Failure {
                    summary.stoppedAt = "\(file): \(failure)"
                }
                summary.format = reader.shape?.rawValue ?? kind.rawValue
            case .gpx:
                let reader = GPXReader(intake: intake, file: file)
                do { try reader.read(url: url) } catch let failure as GPXReader.Malformed where reader.sawGPX {
                    summary.stoppedAt = failure.description
                }
                summary.format = "gpx"
            case .flights:
                let flights = FlightImport(atlas: atlas, intake: intake, resolver: try resolver.get(), namer: try namer.get(),
                                           zones: try zones.get(), gazetteer: gazetteer, gazetteerIdentity: gazetteerIdentity, importID: importID)
                let outcome = try flights.run(file: file)
                summary.format = outcome.format.rawValue
                summary.flightsAdded = outcome.added
                summary.canceledFlights = outcome.canceled
                summary.evidenceAdded += outcome.evidence
                summary.daysByCountry = outcome.daysByCountry
            }
            try recorder.commit()
            try atlas.transaction {
                try atlas.setImportFormat(importID, summary.format)
                try atlas.finishImport(importID, pointsRead: intake.pointsRead, rejected: intake.rejectedCount)
            }
        } catch {
            recorder.abandon()
            try? atlas.discardImportIfEmpty(importID)
            throw error
        }
        progress.update(done: megabytes, total: megabytes, force: true, unit: "MB")
        summary.pointsRead = intake.pointsRead
        summary.evidenceAdded += recorder.evidenceAdded
        for (country, days) in recorder.newDaysByCountry { summary.daysByCountry[country, default: 0] += days.count }
        summary.unplaced = recorder.unplaced
        summary.rejected = intake.rejected
        summary.problems = intake.problems
        summary.cellsResolved = recorder.cellsResolved
        summary.cellsFromCache = recorder.cellsFromCache
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        summary.cpuSeconds = Self.threadCPUSeconds() - startedCPU
        return summary
    }

    /// Processor time used by the calling thread.
    public static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
