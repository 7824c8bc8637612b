import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkFiles
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPhotoMetadata
import WaymarkResolver

/// Indexes a folder of photos into the atlas: metadata only, incremental, resumable.
///
/// Files are visited in path order. A file whose size and modification time match the index is
/// skipped; others are read, validated and resolved, and written in batches, each batch one
/// transaction, so killing the process loses at most the batch in flight and a rerun picks up
/// from there. Positions are resolved per ~100 m cell (the cell's centre), remembered in the
/// atlas per gazetteer build, so a burst of photos resolves once and a new gazetteer starts afresh.
///
/// A photo is known by its content (sha256 of the file, taken when the file is new or changed)
/// as well as its path: a new path whose content an indexed photo has is that photo moved (its
/// old file is gone: the path follows) or a copy of it (the old file is still there: not
/// indexed again), so a moved library keeps its photos and a copied one does not double them.
public final class PhotoImporter {
    /// Photos written per transaction: a kill loses at most this many, and a rerun reads them again.
    public static let batchSize = 200
    /// Files larger than this are skipped ("over 2 GB") rather than read.
    public static let largestFile = 2 * 1024 * 1024 * 1024
    /// Cells of 0.001° (about 110 m north–south).
    public static let cellsPerDegree = PlaceCells.cellsPerDegree

    let atlas: AtlasStore
    let gazetteerIdentity: String
    let progress: ImportProgress
    let cells: PlaceCells

    /// An importer writing into `atlas`, resolving positions with `resolver` and naming places with
    /// `namer`, both from the gazetteer build `gazetteerIdentity` names (its cell cache is per build).
    /// `progress` reports files done as the walk goes.
    public init(atlas: AtlasStore, resolver: FastResolver, namer: PlaceNamer, gazetteerIdentity: String,
                progress: ImportProgress = .silent) {
        self.atlas = atlas; self.gazetteerIdentity = gazetteerIdentity; self.progress = progress
        cells = PlaceCells(atlas: atlas, resolver: resolver, namer: namer, gazetteerIdentity: gazetteerIdentity)
    }

    /// Why an import could not start.
    public enum ImportError: Error, CustomStringConvertible {
        case notAFolder(String)
        public var description: String {
            switch self { case .notAFolder(let path): return "no folder at \(path)" }
        }
    }

    struct Candidate {
        let url: URL
        let size: Int
        let modified: Int
        /// Whether the index has this path already (changed since).
        var indexed = false
    }

    /// Walks `folder` and indexes every photo in it that is new or changed since the last run.
    ///
    /// ```swift
    /// let importer = PhotoImporter(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer),
    ///                              namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity)
    /// let summary = try importer.importFolder(URL(fileURLWithPath: "Pictures/Trips", isDirectory: true))
    /// ```
    ///
    /// Files that cannot be used (unreadable, not an image, over 2 GB, symbolic links) are not
    /// errors: each is counted by reason and named in `PhotoImportSummary.skippedFiles`.
    /// - Throws: `ImportError.notAFolder` when `folder` is not a folder; an atlas error when a
    ///   batch cannot be written (the batches before it stay).
    public func importFolder(_ folder: URL) throws -> PhotoImportSummary {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportError.notAFolder(root.path)
        }
        var summary = PhotoImportSummary()
        try atlas.keepCellCache(for: cells.gazetteerIdentity)
        let before = try visitedIDs()
        let (files, skippedWhileWalking) = walk(root)
        for entry in skippedWhileWalking { summary.skip(entry.path, entry.reason) }
        let indexed = try atlas.indexedPhotos(under: root.path)
        summary.seen = files.count + skippedWhileWalking.count

        var pending: [Candidate] = []
        var done = 0
        for file in files {
            if let known = indexed[file.url.path], known.size == file.size, known.modifiedNanoseconds == file.modified {
                // Skipped before and unchanged since: still not used, so still counted.
                if known.status.hasPrefix(Self.skippedStatus) {
                    summary.skip(file.url.path, String(known.status.dropFirst(Self.skippedStatus.count)))
                } else {
                    summary.unchanged += 1
                }
                done += 1
            } else {
                var file = file
                file.indexed = indexed[file.url.path] != nil
                pending.append(file)
            }
        }
        var moved = Set<Int>()
        progress.update(done: done, total: files.count, force: true)
        var index = 0
        while index < pending.count {
            let batch = pending[index..<min(index + Self.batchSize, pending.count)]
            try atlas.transaction {
                for file in batch { try process(file, &summary, moved: &moved) }
                try atlas.bumpPhotoGeneration()
            }
            index += batch.count
            done += batch.count
            progress.update(done: done, total: files.count)
        }
        // Files gone from the folder leave the index, with their days.
        let present = Set(files.map(\.url.path))
        let gone = indexed.filter { !present.contains($0.key) && !moved.contains($0.value.id) }.map(\.value.id).sorted()
        if !gone.isEmpty {
            try atlas.transaction {
                try atlas.removePhotos(gone)
                try atlas.bumpPhotoGeneration()
            }
            summary.removed = gone.count
        }
        progress.update(done: files.count, total: files.count, force: true)
        let after = try visitedIDs()
        let added = after.subtracting(before)
        func names(_ kind: PlaceKind) throws -> [String] {
            try added.filter { $0.kind == kind }.sorted().map { try atlas.snapshot($0)?.label ?? $0.description }
        }
        summary.newCountries = try names(.country)
        summary.newRegions = try names(.region)
        summary.newCities = try names(.city)
        summary.generation = atlas.photoGeneration
        summary.skippedFiles.sort { $0.path < $1.path }
        return summary
    }

    func visitedIDs() throws -> Set<PlaceID> { Set(try atlas.visits().map(\.place.id)) }

    /// Regular files under `root`, in path order, with what the walk had to skip.
    func walk(_ root: URL) -> ([Candidate], [(path: String, reason: String)]) {
        let walker = FolderWalker(root: root.path)
        return (walker.files.map { Candidate(url: URL(fileURLWithPath: $0.path), size: $0.size, modified: $0.modifiedNanoseconds) },
                walker.skippedEntries)
    }

    /// The index status of a file that could not be used, before its reason.
    static let skippedStatus = "skipped: "

    func process(_ file: Candidate, _ summary: inout PhotoImportSummary, moved: inout Set<Int>) throws {
        var record = PhotoRecord(path: file.url.path, size: file.size, modifiedNanoseconds: file.modified, status: "located")
        func skip(_ reason: String) throws {
            summary.skip(file.url.path, reason)
            record.status = Self.skippedStatus + reason
            let id = try atlas.savePhoto(record)
            try atlas.replacePhotoEvidence(photo: id, chain: [], day: nil)
        }
        if file.size == 0 { return try skip("empty file") }
        if file.size > Self.largestFile { return try skip("over 2 GB") }
        // Unreadable here means unreadable below too, where it is reported.
        let sha256 = try? SHA256.hex(ofFileAt: file.url)
        if let sha256, !file.indexed, let known = try sameContent(sha256, as: file) {
            if FileManager.default.fileExists(atPath: known.path) {
                summary.sameContent += 1
            } else {
                try atlas.movePhoto(known.id, to: file.url.path, size: file.size, modifiedNanoseconds: file.modified)
                moved.insert(known.id)
                summary.moved += 1
            }
            return
        }
        record.sha256 = sha256
        let raw: PhotoMetadata
        do {
            raw = try PhotoMetadataReader.read(url: file.url)
        } catch let error as PhotoMetadataError {
            return try skip(Self.reason(error))
        } catch {
            return try skip("unreadable")
        }
        summary.read += 1
        let (metadata, rejections) = raw.validated()
        for rejection in rejections { summary.rejected["\(rejection)", default: 0] += 1 }

        if var local = metadata.dateTimeOriginal {
            local.subsecond = nil   // the atlas keeps the whole second
            record.localDateTime = local
        }
        if let offset = metadata.offsetTimeOriginal {
            record.utcOffsetMinutes = offset / 60; record.offsetSource = .tag
        } else if let derived = metadata.derivedOffsetSeconds {
            record.utcOffsetMinutes = derived / 60; record.offsetSource = .gps
        }
        if let utc = metadata.captureDate ?? metadata.gpsTimestampUTC { record.utc = ISO8601DateFormatter().string(from: utc) }

        var chain: [PlaceSnapshot] = []
        if let lat = metadata.latitude, let lon = metadata.longitude {
            summary.withGPS += 1
            record.latitude = lat; record.longitude = lon
            chain = try resolveCell(Coordinate(latitude: lat, longitude: lon), &summary)
            if !chain.isEmpty { summary.resolved += 1 }
            record.file(under: chain.map(\.id))
        } else {
            record.status = "no_gps"
        }
        let id = try atlas.savePhoto(record)
        let day = Self.day(of: metadata, record)
        try atlas.replacePhotoEvidence(photo: id, chain: chain, day: day?.day, utcOffsetMinutes: day?.utcOffsetMinutes)
    }

    /// An indexed photo with this content at another path: one whose file is still there (this
    /// file is a copy) before one whose file is gone (this file is it, moved).
    func sameContent(_ sha256: String, as file: Candidate) throws -> (id: Int, path: String)? {
        let known = try atlas.photos(withContent: sha256).filter { $0.path != file.url.path }
        return known.first { FileManager.default.fileExists(atPath: $0.path) } ?? known.first
    }

    /// The calendar day of a photo, with its clock's UTC offset: the local capture date; without
    /// one, the GPS clock's UTC date (offset 0).
    static func day(of metadata: PhotoMetadata, _ record: PhotoRecord) -> (day: LocalDay, utcOffsetMinutes: Int?)? {
        if let local = metadata.dateTimeOriginal {
            return (try? LocalDay(year: local.year, month: local.month, day: local.day)).map { ($0, record.utcOffsetMinutes) }
        }
        guard let utc = metadata.gpsTimestampUTC else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day], from: utc)
        return (try? LocalDay(year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0)).map { ($0, 0) }
    }

    static func reason(_ error: PhotoMetadataError) -> String {
        switch error {
        case .notAnImage: return "not an image"
        case .truncated, .malformed: return "corrupt image"
        case .unsupported: return "unsupported image variant"
        case .io: return "unreadable"
        }
    }

    /// The chain for the ~100 m cell holding `c`, counted as resolved or from the cache.
    func resolveCell(_ c: Coordinate, _ summary: inout PhotoImportSummary) throws -> [PlaceSnapshot] {
        let answer = try cells.answer(for: c)
        if answer.resolved { summary.cellsResolved += 1 } else { summary.cellsFromCache += 1 }
        return answer.chain
    }

    /// Resolves many positions the way an import does, in one transaction (for benchmarks).
    public func resolveAll(_ coordinates: [Coordinate], _ summary: inout PhotoImportSummary) throws {
        try atlas.transaction {
            for c in coordinates { _ = try resolveCell(c, &summary) }
        }
    }
}
