import CVipsShim
import Foundation
import WaymarkAtlas
import WaymarkFiles

/// 256-pixel thumbnails of stamp images, cached beside the atlas (`<atlas>.thumbnails/`, one JPEG
/// per image content hash). The cache is only a cache: delete it and each thumbnail is made
/// again, from the original, the next time it is asked for; the original is read then and only
/// then.
public struct StampThumbnails {
    public static let size = 256

    public let folder: URL

    public init(atlas: URL) {
        folder = atlas.deletingLastPathComponent().appendingPathComponent(atlas.lastPathComponent + ".thumbnails", isDirectory: true)
    }

    public struct ThumbnailError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where the thumbnail of this content lives (whether or not it has been made yet).
    public func location(of image: StampRecord.Image) -> URL {
        folder.appendingPathComponent("\(image.sha256).jpg")
    }

    /// The thumbnail, made from the original first if the cache does not hold it. Written to a
    /// temporary name (libvips picks the format by its extension) and renamed by `AtomicFile`, so an
    /// interrupted run never leaves half a file.
    public func thumbnail(for image: StampRecord.Image) throws -> URL {
        let target = location(of: image)
        if FileManager.default.fileExists(atPath: target.path) { return target }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(image.sha256).\(ProcessInfo.processInfo.processIdentifier).tmp.jpg")
        defer { try? FileManager.default.removeItem(at: temporary) }
        var message = [CChar](repeating: 0, count: 1024)
        guard waymark_vips_thumbnail(image.path, temporary.path, Int32(Self.size), &message, message.count) == 0 else {
            let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ThumbnailError(description: "\(image.path): cannot make a thumbnail: \(text)")
        }
        try AtomicFile.replace(target, with: temporary)
        return target
    }
}
