import Foundation

/// Finds the Exif block of a JPEG by walking its marker segments (ITU T.81 B.1.1.4, EXIF 2.3 §4.5.4).
///
/// Segment lengths let us hop from header to header, so only a few bytes of each segment are
/// touched, and the walk stops at Start of Scan: everything after it is entropy-coded pixels.
enum JPEGScanner {
    static let soi: UInt8 = 0xD8
    static let eoi: UInt8 = 0xD9
    static let sos: UInt8 = 0xDA
    static let app1: UInt8 = 0xE1
    /// "Exif\0"; the sixth byte should be 0 but some writers put 0xFF there.
    static let exifSignature: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00]

    /// The TIFF structure inside the first Exif APP1 segment, or nil if the image has none.
    /// Throws `.truncated` when the file ends before the scan data without an Exif block.
    static func exifTIFF(in source: any ByteSource) throws -> (any ByteSource)? {
        guard source.contains(offset: 0, length: 2),
              try source.bytes(at: 0, length: 2).elementsEqual([0xFF, soi]) else {
            throw PhotoMetadataError.notAnImage
        }
        var position = 2
        while true {
            guard source.contains(offset: position, length: 2) else {
                throw PhotoMetadataError.truncated("JPEG ends at \(source.count) bytes before its image data")
            }
            guard try source.bytes(at: position, length: 1).first == 0xFF else {
                throw PhotoMetadataError.malformed("no JPEG marker at offset \(position)")
            }
            // Any number of 0xFF fill bytes may precede a marker code.
            var markerAt = position + 1
            var marker: UInt8 = 0xFF
            while marker == 0xFF {
                guard source.contains(offset: markerAt, length: 1), let byte = try source.bytes(at: markerAt, length: 1).first else {
                    throw PhotoMetadataError.truncated("JPEG ends inside a marker")
                }
                marker = byte
                markerAt += 1
            }
            position = markerAt
            switch marker {
            case sos, eoi:
                return nil
            case soi:
                throw PhotoMetadataError.malformed("second SOI marker at offset \(markerAt - 2)")
            case 0x01, 0xD0 ... 0xD7:
                continue // standalone markers carry no length
            default:
                break
            }
            guard source.contains(offset: position, length: 2) else {
                throw PhotoMetadataError.truncated("JPEG ends inside a segment header")
            }
            let length = Int(try source.reader(at: position, length: 2).u16(0) ?? 0)
            guard length >= 2 else {
                throw PhotoMetadataError.malformed("JPEG segment at offset \(position - 2) has length \(length)")
            }
            let payload = position + 2
            let payloadLength = length - 2
            if marker == app1, payloadLength >= 6, source.contains(offset: payload, length: 6),
               try source.reader(at: payload, length: 5).matches(exifSignature, at: 0) {
                // A segment cut short by the end of the file is still parsed for what it holds.
                return WindowSource(base: source, start: payload + 6, length: payloadLength - 6)
            }
            position = payload + payloadLength
        }
    }
}
