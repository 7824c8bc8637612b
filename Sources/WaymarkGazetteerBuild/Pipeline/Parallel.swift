import Dispatch

/// Maps `0..<count` in contiguous chunks on all cores and returns the results in index order,
/// so parallel work never changes the answer.
func parallelMap<T: Sendable>(_ count: Int, chunks: Int = 64, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let chunkCount = min(chunks, count)
    var partials = [[T]](repeating: [], count: chunkCount)
    partials.withUnsafeMutableBufferPointer { buffer in
        // Each iteration writes its own element, and only that one, so no two threads touch the
        // same memory; the buffer outlives `concurrentPerform`, which returns when all are done.
        nonisolated(unsafe) let base = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * count / chunkCount, end = (chunk + 1) * count / chunkCount
            var local: [T] = []
            local.reserveCapacity(end - start)
            for i in start..<end { local.append(transform(i)) }
            (base + chunk).pointee = local
        }
    }
    return partials.flatMap { $0 }
}
