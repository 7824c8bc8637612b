import WaymarkGeo

/// Whole answers for coordinates seen before, for bursts of photos taken at one spot.
///
/// Direct-mapped: a coordinate's bits pick one slot, and a newer answer simply replaces an older
/// one there. A lookup is one hash and one comparison, nothing is allocated after the start, and
/// memory stays at `capacity` answers however many points pass through.
final class AnswerCache {
    private let slots: LazySlots<Resolution>
    private let mask: Int

    /// - Parameter capacity: rounded up to a power of two.
    init(capacity: Int) {
        var size = 1
        while size < capacity { size <<= 1 }
        slots = LazySlots(count: size)
        mask = size - 1
    }

    @inline(__always)
    private func slot(_ c: Coordinate) -> Int {
        // A multiplicative mix of both coordinates' bits; any fixed function works, since a
        // collision only costs a recomputation.
        var h = c.latitude.bitPattern &* 0x9E37_79B9_7F4A_7C15
        h ^= c.longitude.bitPattern &+ (h >> 29)
        h = h &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h >> 40) & mask
    }

    @inline(__always)
    func answer(for c: Coordinate) -> Resolution? {
        guard let known = slots[slot(c)], known.coordinate == c else { return nil }
        return known
    }

    @inline(__always)
    func remember(_ answer: Resolution) { slots.set(answer, at: slot(answer.coordinate)) }

    func removeAll() { slots.removeAll() }
}
