import Foundation

/// Reads a file lazily in fixed pages through `FileHandle`.
///
/// Pages are cached so that the many small reads of an IFD walk cost one system call each, and a
/// total read budget caps the I/O even when a hostile file points its offsets all over the place.
final class FileByteSource: ByteSource {
    static let pageSize = 64 * 1024
    /// Large enough for any real metadata layout we know of (a HEIF 'meta' box of a huge tiled
    /// image is a few hundred KB), small enough that a corrupt file can't make us read gigabytes.
    static let readBudget = 32 * 1024 * 1024

    let count: Int
    private let handle: FileHandle
    private var pages: [Int: Data] = [:]
    private var lastPageIndex = -1
    private var lastPage = Data()
    /// Bytes actually read from disk; tests use it to prove big files are not read whole.
    private(set) var bytesRead = 0

    init(url: URL) throws {
        do {
            handle = try FileHandle(forReadingFrom: url)
            let end = try handle.seekToEnd()
            guard let size = Int(exactly: end) else {
                throw PhotoMetadataError.unsupported("file larger than the address space")
            }
            count = size
        } catch let error as PhotoMetadataError {
            throw error
        } catch {
            throw PhotoMetadataError.io("\(url.path): \(error.localizedDescription)")
        }
    }

    deinit { try? handle.close() }

    func bytes(at offset: Int, length: Int) throws -> Data {
        guard contains(offset: offset, length: length) else {
            throw PhotoMetadataError.truncated("needed \(length) bytes at offset \(offset) of a \(count)-byte file")
        }
        if length == 0 { return Data() }
        let size = Self.pageSize
        let first = offset / size
        let last = (offset + length - 1) / size
        if first == last {
            let page = try self.page(first)
            let start = page.startIndex + (offset - first * size)
            return page[start ..< start + length]
        }
        var out = Data(capacity: length)
        var position = offset
        let end = offset + length
        for index in first ... last {
            let page = try self.page(index)
            let pageStart = index * size
            let from = position - pageStart
            let to = min(end - pageStart, page.count)
            out.append(page[(page.startIndex + from) ..< (page.startIndex + to)])
            position = pageStart + to
        }
        return out
    }

    private func page(_ index: Int) throws -> Data {
        if index == lastPageIndex { return lastPage }
        if let cached = pages[index] {
            lastPageIndex = index
            lastPage = cached
            return cached
        }
        let start = index * Self.pageSize
        let expected = min(Self.pageSize, count - start)
        guard bytesRead + expected <= Self.readBudget else {
            throw PhotoMetadataError.malformed("metadata is scattered over more than \(Self.readBudget >> 20) MiB of the file")
        }
        let data: Data
        do {
            try handle.seek(toOffset: UInt64(start))
            data = try handle.read(upToCount: expected) ?? Data()
        } catch {
            throw PhotoMetadataError.io(error.localizedDescription)
        }
        guard data.count == expected else {
            throw PhotoMetadataError.truncated("file shrank while it was being read")
        }
        bytesRead += data.count
        pages[index] = data
        lastPageIndex = index
        lastPage = data
        return data
    }
}
