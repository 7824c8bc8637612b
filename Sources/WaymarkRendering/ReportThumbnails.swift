import Foundation
import WaymarkAtlas
import WaymarkMemories
import WaymarkPassport

/// What the report shows besides the statistics: On This Day, Then & Now pairs with their
/// thumbnails, and the stamp gallery with its thumbnails.
public struct ReportMemories: Sendable {
    /// A Then & Now pair with its two thumbnails.
    public struct Pair: Sendable {
        /// The pair, as `waymark then-and-now` lists it.
        public var pair: ThenAndNowPair
        /// Nil when the photo's file could not be read.
        public var then: EmbeddedImage?
        /// Nil when the photo's file could not be read.
        public var now: EmbeddedImage?
    }

    /// The day's memories; nil leaves the On This Day section out.
    public var onThisDay: OnThisDayReport?
    /// Thumbnails of the On This Day photos the report shows, by path; a photo whose file could
    /// not be read has none.
    public var onThisDayPhotos: [String: EmbeddedImage] = [:]
    /// The Then & Now pairs, in the order given; empty leaves the section out.
    public var pairs: [Pair] = []
    /// The stamps grouped by continent and country; nil when the atlas has none.
    public var stamps: StampGallery?
    /// By stamp ID; a stamp without an image, or whose thumbnail could not be made, has none.
    public var stampThumbnails: [Int: EmbeddedImage] = [:]

    /// Nothing to show: the report then has its figures, map and countries table only.
    public init() {}
}

/// The report's small thumbnails, from the report's own cache beside the atlas, else decoded by
/// libvips on every core (each image is independent, and libvips is thread-safe). Every image the
/// report shows is one job of one batch (`Batch`), started before the report reads its
/// statistics and collected after, so the decoding and the reading overlap.
enum ReportThumbnails {
    /// Then & Now thumbnails: 4:3, filled.
    static let photoSize = (width: 240, height: 180)
    /// On This Day thumbnails: 4:3, filled, smaller (a day may have many).
    static let galleryPhotoSize = (width: 160, height: 120)
    /// On This Day photos shown per memory, and in all (newest memories first); the rest are
    /// counted. A day of a long-kept library can hold hundreds of photos: the report stays a
    /// page to read, and quick to make.
    static let galleryPhotosPerMemory = 6
    static let galleryPhotosInAll = 24
    /// Stamp thumbnails fit a square of this side.
    static let stampSize = 112

    /// The photos each memory shows, in the memories' order.
    static func shownPhotos(_ report: OnThisDayReport) -> [[MemoryGalleryPhoto]] {
        var left = galleryPhotosInAll
        return report.memories.map { memory in
            let shown = Array(memory.gallery.prefix(min(left, galleryPhotosPerMemory)))
            left -= shown.count
            return shown
        }
    }

    /// One photo's thumbnail in a box (`size`, filled and centre-cropped), from the cache or made.
    static func photoJob(_ path: String, size: (width: Int, height: Int), cache: ReportImageCache) -> @Sendable () throws -> EmbeddedImage {
        { @Sendable in
            try cache.image(key: try ReportImageCache.photoKey(path, box: "\(size.width)x\(size.height)-cover-72")) {
                try EmbeddedImage.load(path, width: size.width, height: size.height, placement: .cover, quality: 72)
            }
        }
    }

    /// The report's name for a stamp image's thumbnail: the stamp cache's key (content hash, size
    /// and modification time now) with the box.
    static func stampKey(_ imageKey: String) -> String { "stamp-\(imageKey)-\(stampSize)-fit-72" }

    /// One stamp image's report thumbnail: read from the report's cache, else made from the
    /// 256 px stamp thumbnail (itself made from the original where missing) and stored.
    static func stampThumbnail(_ image: StampRecord.Image, key: String, thumbnails: StampThumbnails, cache: ReportImageCache) throws -> EmbeddedImage {
        try cache.image(key: stampKey(key)) {
            try EmbeddedImage.load(try thumbnails.thumbnail(for: image).path, width: stampSize, height: stampSize, placement: .fit, quality: 72)
        }
    }

    /// Every thumbnail the report shows, decoded on other threads from `init` on; `memories`
    /// waits for them and puts each in its place, naming in `problems` each image that could not
    /// be read (in a fixed order: On This Day, Then & Now, stamps).
    final class Batch: @unchecked Sendable {
        private let pairs: [ThenAndNowPair]
        private let rows: [StampRow]
        /// The On This Day photos shown, each with its job's index.
        private let onThisDayJobs: [(path: String, job: Int)]
        /// Each pair's then and now photo's job index.
        private let pairJobs: [(then: Int, now: Int)]
        /// The key of each stamp's image (one `stat` each), by stamp ID; an image that is gone
        /// has no key, and so no thumbnail, not even a cached one.
        private let stampKeys: [Int: Result<String, Error>]
        /// Each distinct stamp image key's job index.
        private let stampJobs: [String: Int]
        private let done = DispatchGroup()
        private var results: [Result<EmbeddedImage, Error>] = []

        init(onThisDay: OnThisDayReport?, pairs: [ThenAndNowPair], rows: [StampRow], thumbnails: StampThumbnails, cache: ReportImageCache) {
            // One job per distinct image and box: two threads must not make the same cached
            // thumbnail at once (a photo in two pairs, a page scanned once holding several stamps).
            var jobs: [@Sendable () throws -> EmbeddedImage] = []
            var jobOf: [String: Int] = [:]
            func job(_ name: String, _ make: () -> @Sendable () throws -> EmbeddedImage) -> Int {
                if let index = jobOf[name] { return index }
                jobs.append(make())
                jobOf[name] = jobs.count - 1
                return jobs.count - 1
            }
            func photoIndex(_ path: String, _ size: (width: Int, height: Int)) -> Int {
                job("photo|\(size.width)x\(size.height)|\(path)") { photoJob(path, size: size, cache: cache) }
            }
            var shown: [(path: String, job: Int)] = []
            let gallery: [MemoryGalleryPhoto] = onThisDay.map { Array(shownPhotos($0).joined()) } ?? []
            for photo in gallery where !shown.contains(where: { $0.path == photo.path }) {
                shown.append((photo.path, photoIndex(photo.path, galleryPhotoSize)))
            }
            onThisDayJobs = shown
            pairJobs = pairs.map { (photoIndex($0.then.path, photoSize), photoIndex($0.now.path, photoSize)) }
            var keys: [Int: Result<String, Error>] = [:]
            var stamps: [String: Int] = [:]
            // Rows in ID order, so that the jobs (and any thumbnail made) come in a fixed order.
            for row in rows.sorted(by: { $0.stamp.id < $1.stamp.id }) {
                guard let image = row.stamp.image else { continue }
                let key = Result { try StampThumbnails.key(of: image) }
                keys[row.stamp.id] = key
                if case .success(let key) = key {
                    stamps[key] = job("stamp|\(key)") { { @Sendable in try stampThumbnail(image, key: key, thumbnails: thumbnails, cache: cache) } }
                }
            }
            self.pairs = pairs
            self.rows = rows
            stampKeys = keys
            stampJobs = stamps
            done.enter()
            let all = jobs
            DispatchQueue.global().async {
                self.results = decodeAll(all)
                self.done.leave()
            }
        }

        /// The memories' thumbnails in place, once every job has ended.
        func finish(into memories: inout ReportMemories, problems: inout [String]) {
            done.wait()
            for (path, job) in onThisDayJobs {
                switch results[job] {
                case .success(let image): memories.onThisDayPhotos[path] = image
                case .failure(let error): problems.append("On This Day photo \(error)")
                }
            }
            func image(_ job: Int) -> EmbeddedImage? {
                switch results[job] {
                case .success(let image): return image
                case .failure(let error): problems.append("Then & Now photo \(error)"); return nil
                }
            }
            memories.pairs = zip(pairs, pairJobs).map { pair, jobs in
                let then = image(jobs.then)
                return ReportMemories.Pair(pair: pair, then: then, now: image(jobs.now))
            }
            for row in rows {
                guard let key = stampKeys[row.stamp.id] else { continue }
                switch key.flatMap({ results[stampJobs[$0]!] }) {
                case .success(let thumbnail): memories.stampThumbnails[row.stamp.id] = thumbnail
                case .failure(let error): problems.append("stamp #\(row.stamp.id): \(error)")
                }
            }
        }
    }

    /// Runs each job on the available cores; results in the jobs' order.
    static func decodeAll(_ jobs: [@Sendable () throws -> EmbeddedImage]) -> [Result<EmbeddedImage, Error>] {
        guard !jobs.isEmpty else { return [] }
        final class Results: @unchecked Sendable {
            var values: [Result<EmbeddedImage, Error>?]
            let lock = NSLock()
            init(_ n: Int) { values = Array(repeating: nil, count: n) }
        }
        let results = Results(jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result = Result { try jobs[index]() }
            results.lock.lock(); results.values[index] = result; results.lock.unlock()
        }
        return results.values.map { $0! }
    }
}
