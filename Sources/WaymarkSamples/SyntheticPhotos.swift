import Foundation

/// Minimal JPEG files with EXIF GPS and capture time, for benchmarks and tests that need
/// thousands of photos: SOI, one APP1 "Exif" segment (little-endian TIFF: IFD0 pointing to an
/// Exif IFD with DateTimeOriginal and OffsetTimeOriginal and to a GPS IFD), a tiny body, EOI.
public enum SyntheticPhotos {
    public static func jpeg(latitude: Double, longitude: Double, dateTime: String, offset: String? = "+01:00") -> Data {
        var tiff = TIFFWriter()
        // IFD0 at 8: two entries (ExifIFD, GPSIFD).
        let ifd0 = 8
        let exifIFD = ifd0 + 2 + 2 * 12 + 4
        let exifCount = offset == nil ? 1 : 2
        let gpsIFD = exifIFD + 2 + exifCount * 12 + 4
        let gpsCount = 4
        var dataArea = gpsIFD + 2 + gpsCount * 12 + 4
        func reserve(_ bytes: Int) -> Int { defer { dataArea += bytes }; return dataArea }
        let dateOffset = reserve(20)
        let offsetOffset = offset == nil ? 0 : reserve(8)
        let latOffset = reserve(24), lonOffset = reserve(24)

        tiff.header()
        tiff.ifd([(0x8769, 4, 1, UInt32(exifIFD)), (0x8825, 4, 1, UInt32(gpsIFD))])
        var exifEntries: [(UInt16, UInt16, UInt32, UInt32)] = [(0x9003, 2, 20, UInt32(dateOffset))]
        if offset != nil { exifEntries.append((0x9011, 2, 7, UInt32(offsetOffset))) }
        tiff.ifd(exifEntries)
        tiff.ifd([
            (0x0001, 2, 2, UInt32(latitude >= 0 ? 0x4E : 0x53)),   // "N" or "S", inline
            (0x0002, 5, 3, UInt32(latOffset)),
            (0x0003, 2, 2, UInt32(longitude >= 0 ? 0x45 : 0x57)),  // "E" or "W", inline
            (0x0004, 5, 3, UInt32(lonOffset)),
        ])
        tiff.ascii(dateTime, length: 20)
        if let offset { tiff.ascii(offset, length: 8) }
        tiff.degrees(abs(latitude))
        tiff.degrees(abs(longitude))

        var jpeg = Data([0xFF, 0xD8, 0xFF, 0xE1])
        let payload = Data("Exif\0\0".utf8) + tiff.bytes
        let length = payload.count + 2
        jpeg.append(contentsOf: [UInt8(length >> 8), UInt8(length & 0xFF)])
        jpeg.append(payload)
        jpeg.append(contentsOf: [0xFF, 0xDA, 0x00, 0x02, 0x00, 0xFF, 0xD9])
        return jpeg
    }

    struct TIFFWriter {
        var bytes = Data()

        mutating func u16(_ v: UInt16) { bytes.append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8)]) }
        mutating func u32(_ v: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((v >> UInt32(shift)) & 0xFF)) } }

        mutating func header() { bytes.append(contentsOf: [0x49, 0x49]); u16(42); u32(8) }

        mutating func ifd(_ entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)]) {
            u16(UInt16(entries.count))
            for e in entries { u16(e.tag); u16(e.type); u32(e.count); u32(e.value) }
            u32(0)
        }

        mutating func ascii(_ text: String, length: Int) {
            var chars = Array(text.utf8.prefix(length - 1))
            chars += Array(repeating: 0, count: length - chars.count)
            bytes.append(contentsOf: chars)
        }

        /// Degrees, minutes, seconds as three rationals (seconds to 1/10000).
        mutating func degrees(_ value: Double) {
            let d = floor(value), m = floor((value - d) * 60), s = ((value - d) * 60 - m) * 60
            u32(UInt32(d)); u32(1); u32(UInt32(m)); u32(1); u32(UInt32((s * 10_000).rounded())); u32(10_000)
        }
    }
}
