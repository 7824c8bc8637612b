import CVipsShim
import Foundation
import WaymarkAtlas
import WaymarkFiles

/// 256-pixel thumbnails of stamp images, cached beside the atlas (`<atlas>.thumbnails/`). The
/// cache is only a cache: delete it and each thumbnail is made again, from the original, the next
/// time it is asked for. A thumbnail is named by its image's key (`key(of:)`): the content hash
/// the stamp recorded with the file's size and modification time as they are now, so a file
/// edited since gets a new thumbnail made from what it holds now, and a file that is gone gets
/// none (the cache never stands in for an image that is no longer there).
public struct StampThumbnails: Sendable {
    /// The longer side of a thumbnail, in pixels.
    public static let size = 256

    /// The cache folder, `<atlas>.thumbnails/` beside the atlas.
    public let folder: URL

    /// The thumbnail cache of the atlas at `atlas`; nothing is made until a thumbnail is asked for.
    public init(atlas: URL) {
        folder = atlas.deletingLastPathComponent().appendingPathComponent(atlas.lastPathComponent + ".thumbnails", isDirectory: true)
    }

    /// A thumbnail that could not be made or written, naming the image.
    public struct ThumbnailError: Error, CustomStringConvertible {
        /// The image and libvips' or the file system's reason.
        public var description: String
    }

    /// The name of the image's thumbnails in every cache: its recorded SHA-256, then the file's
    /// size and modification time (nanoseconds) now. One `stat`; the file is not read. Fails,
    /// naming the file, when the image is gone (`waymark stamp reconcile` follows a moved one).
    public static func key(of image: StampRecord.Image) throws -> String {
        switch StampImageReader.status(image.path) {
        case .success(let (size, modified)): return "\(image.sha256)-\(size)-\(modified)"
        case .failure(let error):
            throw ThumbnailError(description: "\(image.path): cannot make a thumbnail: the image is gone (\(error.reason)); `waymark stamp reconcile` follows a moved image")
        }
    }

    /// Where the thumbnail of the image as it is now lives (whether or not it has been made yet).
    public func location(of image: StampRecord.Image) throws -> URL {
        folder.appendingPathComponent("\(try Self.key(of: image)).jpg")
    }

    /// The thumbnail, made from the original first if the cache does not hold it. Written to a
    /// temporary name (libvips picks the format by its extension) and renamed by `AtomicFile`, so an
    /// interrupted run never leaves half a file.
    public func thumbnail(for image: StampRecord.Image) throws -> URL {
        let target = try location(of: image)
        if FileManager.default.fileExists(atPath: target.path) { return target }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(target.deletingPathExtension().lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp.jpg")
        defer { try? FileManager.default.removeItem(at: temporary) }
        var message = [CChar](repeating: 0, count: 1024)
        guard waymark_vips_thumbnail(image.path, temporary.path, Int32(Self.size), &message, message.count) == 0 else {
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ThumbnailError(description: "\(image.path): cannot make a thumbnail: \(text)")
        }
        try AtomicFile.replace(target, with: temporary)
        return target
    }
}
