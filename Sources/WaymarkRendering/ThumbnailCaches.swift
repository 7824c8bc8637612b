import Foundation
import WaymarkPassport

/// The thumbnail caches kept beside an atlas: the stamps' 256 px thumbnails (`<atlas>.thumbnails/`,
/// made by `stamp add`, read by the cards) and the report's small ones (`<atlas>.pictures/`). Both
/// are only caches: cleared, each thumbnail is made again, byte for byte, the next time it is
/// needed (from its original, which must then still be there).
public struct ThumbnailCaches {
    /// One cache as it stands now.
    public struct Cache: Codable, Equatable, Sendable {
        /// `stamps` or `report`.
        public var name: String
        /// The cache's folder.
        public var path: String
        /// False when the folder is not there (never made, or cleared).
        public var exists: Bool
        /// Thumbnails held (JPEG files), and all the folder's bytes.
        public var files: Int
        /// All the folder's bytes, every file counted.
        public var bytes: Int
    }

    /// Each cache's name and folder: the stamps' first, then the report's.
    public let caches: [(name: String, folder: URL)]

    /// The caches of the atlas at `atlas`.
    ///
    /// ```swift
    /// let caches = ThumbnailCaches(atlas: URL(fileURLWithPath: "atlas.sqlite"))
    /// for cache in try caches.clear() { print(cache.name, cache.files, cache.bytes) }
    /// ```
    public init(atlas: URL) {
        caches = [("stamps", StampThumbnails(atlas: atlas).folder), ("report", ReportImageCache(atlas: atlas).folder)]
    }

    /// What each cache holds now.
    public func list() -> [Cache] {
        caches.map { name, folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            let bytes = names.reduce(0) { total, file in
                total + (((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path))?[.size] as? NSNumber)?.intValue ?? 0)
            }
            return Cache(name: name, path: folder.path, exists: exists, files: names.filter { $0.hasSuffix(".jpg") && !$0.hasPrefix(".") }.count, bytes: bytes)
        }
    }

    /// Removes both caches; returns what they held. Fails naming the folder that could not be
    /// removed (what was removed before it stays removed: it is only a cache).
    public func clear() throws -> [Cache] {
        let held = list()
        for cache in held where cache.exists {
            do { try FileManager.default.removeItem(atPath: cache.path) } catch {
                throw ClearError(description: "cannot remove \(cache.path): \(error.localizedDescription)")
            }
        }
        return held
    }

    /// A cache folder that could not be removed.
    public struct ClearError: Error, CustomStringConvertible {
        /// "cannot remove <folder>: <reason>".
        public var description: String
    }
}
