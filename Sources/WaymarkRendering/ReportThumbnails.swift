import Foundation
import WaymarkAtlas
import WaymarkMemories
import WaymarkPassport

/// What the report shows besides the statistics: On This Day, Then & Now pairs with their
/// thumbnails, and the stamp gallery with its thumbnails.
public struct ReportMemories: Sendable {
    public struct Pair: Sendable {
        public var pair: ThenAndNowPair
        /// Nil when the photo's file could not be read.
        public var then: EmbeddedImage?
        public var now: EmbeddedImage?
    }

    public var onThisDay: OnThisDayReport?
    /// Thumbnails of the On This Day photos the report shows, by path; a photo whose file could
    /// not be read has none.
    public var onThisDayPhotos: [String: EmbeddedImage] = [:]
    public var pairs: [Pair] = []
    public var stamps: StampGallery?
    /// By stamp ID; a stamp without an image, or whose thumbnail could not be made, has none.
    public var stampThumbnails: [Int: EmbeddedImage] = [:]

    public init() {}
}

/// The report's small thumbnails, from the report's own cache beside the atlas, else decoded by
/// libvips on every core (each image is independent, and libvips is thread-safe).
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

    /// The photos each memory shows, in the memories' order.
    static func shownPhotos(_ report: OnThisDayReport) -> [[MemoryGalleryPhoto]] {
        var left = galleryPhotosInAll
        return report.memories.map { memory in
            let shown = Array(memory.gallery.prefix(min(left, galleryPhotosPerMemory)))
            left -= shown.count
            return shown
        }
    }

    /// The On This Day photos the report shows (`shownPhotos`), each decoded once.
    static func onThisDay(_ report: OnThisDayReport, cache: ReportImageCache, problems: inout [String]) -> [String: EmbeddedImage] {
        var paths: [String] = []
        for photo in shownPhotos(report).joined() where !paths.contains(photo.path) { paths.append(photo.path) }
        let size = galleryPhotoSize
        let decoded = decodeAll(paths.map { path in {
            try cache.image(key: try ReportImageCache.photoKey(path, box: "\(size.width)x\(size.height)-cover-72")) {
                try EmbeddedImage.load(path, width: size.width, height: size.height, placement: .cover, quality: 72)
            }
        } })
        var out: [String: EmbeddedImage] = [:]
        for (path, result) in zip(paths, decoded) {
            switch result {
            case .success(let image): out[path] = image
            case .failure(let error): problems.append("On This Day photo \(error)")
            }
        }
        return out
    }
    /// Stamp thumbnails fit a square of this side.
    static let stampSize = 112

    static func pairs(_ pairs: [ThenAndNowPair], cache: ReportImageCache, problems: inout [String]) -> [ReportMemories.Pair] {
        let paths = pairs.flatMap { [$0.then.path, $0.now.path] }
        let box = "\(photoSize.width)x\(photoSize.height)-cover-72"
        let decoded = decodeAll(paths.map { path in {
            try cache.image(key: try ReportImageCache.photoKey(path, box: box)) {
                try EmbeddedImage.load(path, width: photoSize.width, height: photoSize.height, placement: .cover, quality: 72)
            }
        } })
        var out: [ReportMemories.Pair] = []
        for (index, pair) in pairs.enumerated() {
            func image(_ i: Int) -> EmbeddedImage? {
                switch decoded[i] {
                case .success(let image): return image
                case .failure(let error): problems.append("Then & Now photo \(error)"); return nil
                }
            }
            out.append(ReportMemories.Pair(pair: pair, then: image(2 * index), now: image(2 * index + 1)))
        }
        return out
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

    static func stamps(_ rows: [StampRow], thumbnails: StampThumbnails, cache: ReportImageCache, problems: inout [String]) -> [Int: EmbeddedImage] {
        // One job per image as it is now (one `stat` each): a page scanned once may hold several
        // stamps, and two threads must not make the same cached thumbnail at once. An image that
        // is gone has no key, and so no thumbnail, not even a cached one.
        var images: [String: StampRecord.Image] = [:]
        var keys: [Int: Result<String, Error>] = [:]
        for row in rows {
            guard let image = row.stamp.image else { continue }
            let key = Result { try StampThumbnails.key(of: image) }
            keys[row.stamp.id] = key
            if case .success(let key) = key, images[key] == nil { images[key] = image }
        }
        let sorted = images.keys.sorted()
        let decoded = decodeAll(sorted.map { key in
            let image = images[key]!
            return { @Sendable in try stampThumbnail(image, key: key, thumbnails: thumbnails, cache: cache) }
        })
        let byKey = Dictionary(uniqueKeysWithValues: zip(sorted, decoded))
        var out: [Int: EmbeddedImage] = [:]
        for row in rows {
            guard let key = keys[row.stamp.id] else { continue }
            switch key.flatMap({ byKey[$0]! }) {
            case .success(let thumbnail): out[row.stamp.id] = thumbnail
            case .failure(let error): problems.append("stamp #\(row.stamp.id): \(error)")
            }
        }
        return out
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
