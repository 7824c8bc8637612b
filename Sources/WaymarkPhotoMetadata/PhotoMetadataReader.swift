import Foundation

/// Entry point: sniffs the container from its first bytes (never the file name, which lies as
/// often as not for photos passed around by messengers) and reads only metadata.
public enum PhotoMetadataReader {
    /// Reads metadata from a file, touching only the pages that hold headers and metadata
    /// (see `FileByteSource`): the scan data of a JPEG and the 'mdat' of a HEIF are never read.
    public static func read(url: URL) throws -> PhotoMetadata {
        try read(source: FileByteSource(url: url))
    }

    /// Reads metadata from an image already in memory.
    public static func read(data: Data) throws -> PhotoMetadata {
        try read(source: DataSource(data))
    }

    static func read(source: any ByteSource) throws -> PhotoMetadata {
        let format = try sniff(source)
        let tiff: (any ByteSource)?
        switch format {
        case .jpeg: tiff = try JPEGScanner.exifTIFF(in: source)
        case .heif: tiff = try ISOBMFFReader.exifTIFF(in: source)
        case .tiff: tiff = source
        }
        var metadata = PhotoMetadata(format: format)
        if let tiff {
            try ExifExtractor.extract(from: TIFFReader(source: tiff), into: &metadata)
        }
        return metadata
    }

    static func sniff(_ source: any ByteSource) throws -> ImageFormat {
        let head = ByteReader(try source.bytes(at: 0, upTo: 12), bigEndian: true)
        if head.matches([0xFF, 0xD8, 0xFF], at: 0) { return .jpeg }
        if head.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0) || head.matches([0x49, 0x49, 0x2A, 0x00], at: 0) { return .tiff }
        // Olympus ORF and Panasonic RW2 are TIFF with their own magic numbers.
        if head.matches([0x49, 0x49, 0x52, 0x4F], at: 0) || head.matches([0x49, 0x49, 0x53, 0x52], at: 0)
            || head.matches([0x49, 0x49, 0x55, 0x00], at: 0) { return .tiff }
        if head.matches([0x4D, 0x4D, 0x00, 0x2B], at: 0) || head.matches([0x49, 0x49, 0x2B, 0x00], at: 0) {
            throw PhotoMetadataError.unsupported("BigTIFF")
        }
        if head.fourCC(4) == ISOBMFFReader.ftyp {
            if ISOBMFFReader.isImageFileType(source) { return .heif }
            throw PhotoMetadataError.unsupported("ISO BMFF file without an image brand (video or other)")
        }
        // A file cut inside its first few bytes is a truncated JPEG, not a mystery file.
        if head.count < 3, head.count > 0, [UInt8](head.data).elementsEqual([0xFF, 0xD8].prefix(head.count)) {
            throw PhotoMetadataError.truncated("JPEG of \(head.count) bytes")
        }
        throw PhotoMetadataError.notAnImage
    }
}
