import Foundation
import WaymarkFiles
import WaymarkGazetteer

/// The report's small thumbnails, kept beside the atlas (`<atlas>.pictures/`, one JPEG per key),
/// so that a report made again decodes no photo or stamp it decoded before: decoding its
/// twelve-megapixel photos and hundreds of stamps is most of a report's time. A photo's key is its
/// path, size and modification time with the box; a stamp's, the stamp cache's key (content hash, size and
/// modification time now) with the box, so an edited or replaced file gets a new thumbnail and a
/// file that is gone gets none. Only a cache: delete it and each
/// thumbnail is made again; a cache that cannot be written (a read-only folder) is skipped, and
/// the report is the same.
struct ReportImageCache: Sendable {
    let folder: URL

    init(atlas: URL) {
        folder = atlas.deletingLastPathComponent().appendingPathComponent(atlas.lastPathComponent + ".pictures", isDirectory: true)
    }

    /// The key of a photo file for a box: fails, naming the file, when it cannot be read.
    static func photoKey(_ path: String, box: String) throws -> String {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw EmbeddedImage.DecodeError(path: path, reason: "no such file, or it cannot be read")
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return SHA256.hex(of: Data("photo|\(path)|\(size)|\(Int64((modified * 1_000_000).rounded()))|\(box)".utf8))
    }

    /// The cached image under `key`, else `make()`'s, stored for next time.
    func image(key: String, make: () throws -> EmbeddedImage) throws -> EmbeddedImage {
        let file = folder.appendingPathComponent(key + ".jpg")
        if let data = try? Data(contentsOf: file), let size = JPEGSize.of(data) {
            return EmbeddedImage(jpeg: data, width: size.width, height: size.height)
        }
        let made = try make()
        // Best effort, through the one atomic writer: a reader never sees half a file. Two
        // threads never write the same key (the report makes one job per key).
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
            try? AtomicFile.write(made.jpeg, to: file)
        }
        return made
    }
}

/// A JPEG's pixel size from its frame header (ITU T.81 B.2.2), found by hopping over the marker
/// segments before it: the size of a cached thumbnail, without decoding it.
enum JPEGSize {
    static func of(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(65_536))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), width = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return width > 0 && height > 0 ? (width, height) : nil
            }
            if marker == 0xDA { return nil }
            i += 2 + length
        }
        return nil
    }
}
