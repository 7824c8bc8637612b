import CVipsShim
import Foundation

/// A JPEG small enough to travel inside a picture as a `data:` URI: a card's photo, a stamp's
/// tile, a report's thumbnail. Decoding, turning upright and shrinking are libvips's (see
/// docs/pictures.md); we never decode an image ourselves.
public struct EmbeddedImage: Sendable, Equatable {
    /// The encoded JPEG.
    public let jpeg: Data
    /// Its width in pixels, after scaling for its box.
    public let width: Int
    /// Its height in pixels, after scaling for its box.
    public let height: Int

    /// An image libvips could not read or encode.
    public struct DecodeError: Error, CustomStringConvertible {
        /// The file, as given ("(generated)" for pixels made in memory).
        public var path: String
        /// libvips's own message.
        public var reason: String
        /// The file and libvips's reason, in one line.
        public var description: String { "\(path): cannot be read as an image: \(reason)" }
    }

    /// How the image meets its box: filling it (the centre kept, the rest cropped) or fitting
    /// inside it whole (never enlarged).
    public enum Placement: Sendable { case cover, fit }

    /// The image at `path` (JPEG, or HEIC when the installed libvips reads it), upright by its
    /// EXIF orientation, scaled for a `width` × `height` box and encoded as JPEG.
    public static func load(_ path: String, width: Int, height: Int, placement: Placement, quality: Int = 82) throws -> EmbeddedImage {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        var outWidth: Int32 = 0, outHeight: Int32 = 0
        var message = [CChar](repeating: 0, count: 1024)
        let status = waymark_vips_jpeg_for_box(path, Int32(width), Int32(height), placement == .cover ? 1 : 0, Int32(quality),
                                               &buffer, &length, &outWidth, &outHeight, &message, message.count)
        guard status == 0, let buffer else {
            throw DecodeError(path: path, reason: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        defer { waymark_vips_free(buffer) }
        return EmbeddedImage(jpeg: Data(bytes: buffer, count: length), width: Int(outWidth), height: Int(outHeight))
    }

    /// Encodes 8-bit RGB pixels (rows top first) as a JPEG: for generated photos in tests and
    /// benchmarks.
    public static func encodeJPEG(rgb: [UInt8], width: Int, height: Int, quality: Int = 85) throws -> Data {
        precondition(rgb.count == width * height * 3, "RGB pixels: width × height × 3 bytes")
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        var message = [CChar](repeating: 0, count: 1024)
        let status = rgb.withUnsafeBufferPointer {
            waymark_vips_encode_rgb_jpeg($0.baseAddress, Int32(width), Int32(height), Int32(quality), &buffer, &length, &message, message.count)
        }
        guard status == 0, let buffer else { throw DecodeError(path: "(generated)", reason: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }) }
        defer { waymark_vips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// `jpeg` with an EXIF block holding only an orientation tag (1–8, TIFF's meaning), placed
    /// right after the start-of-image marker: how cameras record a photo taken sideways.
    public static func withOrientation(_ jpeg: Data, _ orientation: UInt16) -> Data {
        // TIFF, big-endian: header, then IFD0 with one entry (0x0112 Orientation, SHORT, 1 value).
        var tiff: [UInt8] = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
                             0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,
                             UInt8(orientation >> 8), UInt8(orientation & 0xff), 0x00, 0x00]
        tiff += [0x00, 0x00, 0x00, 0x00]   // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segmentLength = payload.count + 2
        var out = Data(jpeg.prefix(2))     // SOI
        out += [0xff, 0xe1, UInt8(segmentLength >> 8), UInt8(segmentLength & 0xff)] + payload
        out += jpeg.dropFirst(2)
        return out
    }

    /// The image as a `data:` URI, which no renderer fetches from anywhere.
    public var dataURI: String { "data:image/jpeg;base64," + jpeg.base64EncodedString() }
}
