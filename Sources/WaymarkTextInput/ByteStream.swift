import Foundation

/// A file, standard input (`-`), a FIFO, a process substitution (`/dev/fd/N`) or a device,
/// read sequentially through one buffer: memory stays the same for any size of input. The one
/// sequential reader of text input: lines and CSV (`LineReader`), JSON documents and JSON
/// tokens (`JSONScanner`). (Photo metadata reads binary containers by offset, a different
/// access: `ByteSource` in WaymarkPhotoMetadata.)
final class ByteStream {
    /// The name used in messages: the path, or "stdin".
    let name: String
    private(set) var storage: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Unread bytes are `storage[start..<end]`.
    var start = 0
    var end = 0
    private(set) var atEOF = false
    private let descriptor: Int32
    private let owned: Bool
    /// Called with the number of bytes a refill moved down, so readers can shift saved positions.
    var onShift: ((Int) -> Void)?

    init(path: String, capacity: Int = 1 << 18) throws {
        self.capacity = capacity
        if path == "-" {
            name = "stdin"; descriptor = 0; owned = false
        } else {
            name = path
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                throw InputFileError("cannot read \(path): \(reason)")
            }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw InputFileError("\(path) is a folder; give a file (or - for standard input)")
            }
            descriptor = fd; owned = true
        }
        storage = .allocate(capacity: capacity)
        try checkEncoding()
    }

    deinit {
        storage.deallocate()
        if owned { close(descriptor) }
    }

    /// Reads more input after the unread bytes, moving them to the front first. False at the
    /// end of the input (or when the buffer is full of unread bytes).
    @discardableResult
    func fill() throws -> Bool {
        if start > 0 {
            let shift = start
            if end > start { memmove(storage, storage + start, end - start) }
            end -= shift; start = 0
            onShift?(shift)
        }
        guard !atEOF, end < capacity else { return false }
        while true {
            let n = read(descriptor, storage + end, capacity - end)
            if n > 0 { end += n; return true }
            if n == 0 { atEOF = true; return false }
            if errno == EINTR { continue }
            throw InputFileError("cannot read \(name): \(String(cString: strerror(errno)))")
        }
    }

    /// Doubles the buffer, keeping what it holds: for a reader whose token does not fit.
    func grow() {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: end)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }

    /// With nothing buffered, jumps over a hole of a sparse file (bytes never written, all NUL,
    /// so no line ends in it) and returns its length; 0 where there is none or for a pipe.
    func skipHole() -> Int {
        guard start == end, !atEOF, owned else { return 0 }
        let here = lseek(descriptor, 0, SEEK_CUR)
        guard here >= 0 else { return 0 }
        var next = lseek(descriptor, here, 3 /* SEEK_DATA */)
        if next < 0 && errno == ENXIO { next = lseek(descriptor, 0, SEEK_END) }   // a hole to the end
        guard next > here else { if next >= 0 { lseek(descriptor, here, SEEK_SET) }; return 0 }
        return Int(next - here)
    }

    /// Makes at least `count` unread bytes available unless the input ends first.
    func ensure(_ count: Int) throws {
        while end - start < count, !atEOF { if try !fill() { break } }
    }

    /// A UTF-8 byte-order mark is skipped; UTF-16 and UTF-32 text is refused with what to do.
    private func checkEncoding() throws {
        try ensure(4)
        let available = end - start
        func starts(with bytes: [UInt8]) -> Bool {
            available >= bytes.count && bytes.enumerated().allSatisfy { storage[start + $0.offset] == $0.element }
        }
        if starts(with: [0xEF, 0xBB, 0xBF]) { start += 3; return }
        let wide = starts(with: [0xFF, 0xFE, 0, 0]) || starts(with: [0, 0, 0xFE, 0xFF]) ? "UTF-32"
            : starts(with: [0xFF, 0xFE]) || starts(with: [0xFE, 0xFF]) ? "UTF-16" : nil
        if let wide {
            throw InputFileError("\(name) is \(wide) text; save it as UTF-8 (in Excel: CSV UTF-8) and try again")
        }
    }
}
