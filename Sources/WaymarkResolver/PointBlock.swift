/// Memory for points, shared by the lists that are runs of it (a country's region lists are runs
/// of one block, not copies: 32 bytes a city of fresh memory, about 1,800 page faults on the land
/// set) and freed with the last list that uses it.
final class PointBlock {
    let buffer: UnsafeMutableBufferPointer<NearestPoints.Point>

    private init(owning buffer: UnsafeMutableBufferPointer<NearestPoints.Point>) { self.buffer = buffer }

    /// A block of `count` points that `fill` writes, each once, straight into place: no array
    /// grown by appends and no copy after.
    static func make(count: Int, _ fill: (UnsafeMutableBufferPointer<NearestPoints.Point>) throws -> Void) throws -> PointBlock {
        let buffer = UnsafeMutableBufferPointer<NearestPoints.Point>.allocate(capacity: count)
        do { try fill(buffer) } catch { buffer.deallocate(); throw error }
        return PointBlock(owning: buffer)
    }

    convenience init(_ points: [NearestPoints.Point]) {
        let buffer = UnsafeMutableBufferPointer<NearestPoints.Point>.allocate(capacity: points.count)
        _ = buffer.initialize(from: points)
        self.init(owning: buffer)
    }

    // Points hold no references, so there is nothing to deinitialise.
    deinit { buffer.deallocate() }
}
