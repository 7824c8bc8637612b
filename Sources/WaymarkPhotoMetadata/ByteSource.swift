import Foundation

/// Random access to bytes by absolute offset.
///
/// The container parsers only ever ask for the few bytes they need, so the same code can run
/// over an in-memory `Data` and over a file that is paged in lazily: that is what keeps
/// `read(url:)` from loading a 50 MB raw file to find a 2 KB IFD.
protocol ByteSource {
    /// Number of addressable bytes.
    var count: Int { get }
    /// Exactly `length` bytes at `offset`; throws `.truncated` rather than returning fewer, so callers
    /// never index past what they got. The result may be a slice with a non-zero `startIndex`.
    func bytes(at offset: Int, length: Int) throws -> Data
}

extension ByteSource {
    /// Overflow-safe range check; offsets come straight from untrusted headers.
    func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// Like `bytes(at:length:)` but clipped at the end, for readers that can use a partial block.
    func bytes(at offset: Int, upTo length: Int) throws -> Data {
        guard offset >= 0, offset <= count, length >= 0 else {
            throw PhotoMetadataError.truncated("offset \(offset) is outside the \(count)-byte input")
        }
        return try bytes(at: offset, length: min(length, count - offset))
    }

    func reader(at offset: Int, length: Int, bigEndian: Bool = true) throws -> ByteReader {
        ByteReader(try bytes(at: offset, length: length), bigEndian: bigEndian)
    }
}

/// The whole input is already in memory (`read(data:)`); reads are zero-copy slices.
struct DataSource: ByteSource {
    let data: Data
    var count: Int { data.count }

    init(_ data: Data) { self.data = data }

    func bytes(at offset: Int, length: Int) throws -> Data {
        guard contains(offset: offset, length: length) else {
            throw PhotoMetadataError.truncated("needed \(length) bytes at offset \(offset) of \(count)")
        }
        let start = data.startIndex + offset
        return data[start ..< start + length]
    }
}

/// A sub-range of another source, addressed from zero: TIFF offsets are relative to the TIFF
/// header, which sits inside a JPEG segment or a HEIF item.
struct WindowSource: ByteSource {
    let base: any ByteSource
    let start: Int
    let count: Int

    /// The window is clipped to what the base actually has, so a truncated file yields a
    /// shorter window (and partial metadata) instead of a failure up front.
    init(base: any ByteSource, start: Int, length: Int) {
        self.base = base
        let s = min(max(start, 0), base.count)
        self.start = s
        self.count = max(0, min(length, base.count - s))
    }

    func bytes(at offset: Int, length: Int) throws -> Data {
        guard contains(offset: offset, length: length) else {
            throw PhotoMetadataError.truncated("needed \(length) bytes at offset \(offset) of a \(count)-byte block")
        }
        return try base.bytes(at: start + offset, length: length)
    }
}

/// Several extents of a base source joined end to end: an ISO BMFF item may be stored in
/// pieces, and the TIFF offsets inside it refer to the joined payload.
struct ExtentSource: ByteSource {
    struct Extent { let start: Int; let length: Int }

    let base: any ByteSource
    let extents: [Extent]
    let count: Int

    init(base: any ByteSource, extents: [Extent]) {
        self.base = base
        self.extents = extents
        var total = 0
        for extent in extents {
            let (sum, overflow) = total.addingReportingOverflow(extent.length)
            total = overflow ? Int.max : sum
        }
        self.count = total
    }

    func bytes(at offset: Int, length: Int) throws -> Data {
        guard contains(offset: offset, length: length) else {
            throw PhotoMetadataError.truncated("needed \(length) bytes at offset \(offset) of a \(count)-byte item")
        }
        if length == 0 { return Data() }
        var out: Data?
        var remaining = length
        var position = offset
        var extentStart = 0
        for extent in extents {
            let extentEnd = extentStart + extent.length
            if position < extentEnd {
                let inExtent = position - extentStart
                let take = min(remaining, extent.length - inExtent)
                let piece = try base.bytes(at: extent.start + inExtent, length: take)
                if out == nil, take == length { return piece }
                if out == nil { out = Data(capacity: length) }
                out?.append(piece)
                remaining -= take
                position += take
                if remaining == 0 { break }
            }
            extentStart = extentEnd
        }
        guard remaining == 0, let result = out else {
            throw PhotoMetadataError.truncated("item extents end before offset \(offset + length)")
        }
        return result
    }
}
