/// A growable run of bytes written through a pointer: what the row writer and its caches of
/// encoded places append to. Appending to an `[UInt8]` checks uniqueness and capacity and makes a
/// generic copy however short the bytes; here an append is a capacity test and a `memcpy`, and a
/// caller that knows how much it may write (a number, at most `reserve`'s count) writes straight
/// into the free space and then `advance`s.
///
/// The memory belongs to one `Allocation`, freed when the last copy of the value goes. Copies
/// share it and are not copy-on-write: a value must have one owner that appends (the writer's
/// encoder keeps each of its buffers in one stored property and never copies them).
struct OutputBytes {
    private final class Allocation {
        let start: UnsafeMutablePointer<UInt8>
        init(capacity: Int) { start = .allocate(capacity: capacity) }
        deinit { start.deallocate() }
    }

    private var allocation: Allocation
    /// `allocation.start`, kept here so that appending reads no class property.
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        allocation = Allocation(capacity: self.capacity)
        start = allocation.start
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written so far, valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return UnsafeBufferPointer(start: start + range.lowerBound, count: range.count)
    }

    /// Makes room for `more` bytes and returns where they go; `advance(by:)` then counts those
    /// written.
    @inline(__always)
    mutating func reserve(_ more: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity &- count < more { grow(toHold: more) }
        return start + count
    }

    /// Counts `written` bytes put at the pointer `reserve` returned (at most its `more`).
    @inline(__always)
    mutating func advance(by written: Int) { count &+= written }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    /// Appends a copy of bytes already here (`range` within `count`). Not `append(self[range])`:
    /// making room may move the bytes, and that pointer would be left dangling.
    @inline(__always)
    mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        let to = reserve(range.count)
        to.update(from: start + range.lowerBound, count: range.count)
        count &+= range.count
    }

    mutating func removeAll() { count = 0 }

    /// Out of line: taken once per doubling, and the append paths stay short.
    @inline(never)
    private mutating func grow(toHold more: Int) {
        var grown = capacity
        while grown - count < more { grown *= 2 }
        let next = Allocation(capacity: grown)
        next.start.initialize(from: start, count: count)
        allocation = next
        start = next.start
        capacity = grown
    }
}
