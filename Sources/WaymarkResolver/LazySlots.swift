/// A fixed number of slots, each filled on first use and kept.
///
/// The resolver's lazily built indexes live here rather than in a `var` array of its class: a
/// class's `var` is checked for exclusive access at run time on every read, and those checks
/// were a measurable share of a resolution. The slots sit behind a `let`, so reads cost one
/// load. Not thread-safe, like the resolver that owns it.
final class LazySlots<Element> {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        _ = storage.baseAddress?.deinitialize(count: storage.count)
        storage.deallocate()
    }

    var count: Int { storage.count }

    /// The element in `slot`, made by `make` the first time.
    @inline(__always)
    func value(at slot: Int, orMake make: () throws -> Element) rethrows -> Element {
        if let ready = storage[slot] { return ready }
        let made = try make()
        storage[slot] = made
        return made
    }

    /// The element in `slot` if it has been made.
    @inline(__always)
    subscript(slot: Int) -> Element? { storage[slot] }

    /// Replaces whatever `slot` holds.
    @inline(__always)
    func set(_ value: Element?, at slot: Int) { storage[slot] = value }

    /// Empties every slot.
    func removeAll() {
        for i in storage.indices { storage[i] = nil }
    }
}
