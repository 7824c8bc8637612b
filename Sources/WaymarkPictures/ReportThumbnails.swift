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

    static func stamps(_ rows: [StampRow], thumbnails: StampThumbnails, cache: ReportImageCache, problems: inout [String]) -> [Int: EmbeddedImage] {
        // One job per image content: a page scanned once may hold several stamps, and two threads
        // must not make the same cached thumbnail at once.
        var images: [String: StampRecord.Image] = [:]
        for row in rows { if let image = row.stamp.image { images[image.sha256] = images[image.sha256] ?? image } }
        let hashes = images.keys.sorted()
        let decoded = decodeAll(hashes.map { hash in {
            try cache.image(key: "stamp-\(hash)-\(stampSize)-fit-72") {
                try EmbeddedImage.load(try thumbnails.thumbnail(for: images[hash]!).path, width: stampSize, height: stampSize, placement: .fit, quality: 72)
            }
        } })
        let byHash = Dictionary(uniqueKeysWithValues: zip(hashes, decoded))
        var out: [Int: EmbeddedImage] = [:]
        for row in rows {
            guard let image = row.stamp.image, let result = byHash[image.sha256] else { continue }
            switch result {
            case .success(let thumbnail): out[row.stamp.id] = thumbnail
            case .failure(let error): problems.append("stamp #\(row.stamp.id): \(error)")
            }
        }
        return out
    }

    /// Runs each job on the available cores; results in the jobs' order.
    static func decodeAll(_ jobs: [() throws -> EmbeddedImage]) -> [Result<EmbeddedImage, Error>] {
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
