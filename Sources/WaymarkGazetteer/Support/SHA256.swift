import Foundation

/// SHA-256 (FIPS 180-4), written here because the runtime must verify the atlas artifact on
/// Linux too, where CryptoKit does not exist and the package takes no outside dependencies.
///
/// A value type: `finalize()` works on a copy, so a running hash can be read mid-stream and
/// then fed more data.
public struct SHA256: Sendable {
    public static let digestByteCount = 32
    private static let blockByteCount = 64

    private var h0: UInt32 = 0x6a09e667, h1: UInt32 = 0xbb67ae85, h2: UInt32 = 0x3c6ef372, h3: UInt32 = 0xa54ff53a
    private var h4: UInt32 = 0x510e527f, h5: UInt32 = 0x9b05688c, h6: UInt32 = 0x1f83d9ab, h7: UInt32 = 0x5be0cd19
    /// Bytes of an incomplete block carried between `update` calls; always fewer than 64.
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    public init() {
        pending.reserveCapacity(Self.blockByteCount)
    }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        byteCount &+= UInt64(bytes.count)
        var offset = 0
        var remaining = bytes.count

        if !pending.isEmpty {
            let take = min(Self.blockByteCount - pending.count, remaining)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            offset += take
            remaining -= take
            if pending.count < Self.blockByteCount { return }
            let block = pending
            block.withUnsafeBytes { raw in
                if let blockBase = raw.baseAddress { compress(blocks: blockBase, count: 1) }
            }
            pending.removeAll(keepingCapacity: true)
        }

        let wholeBlocks = remaining / Self.blockByteCount
        if wholeBlocks > 0 {
            compress(blocks: base + offset, count: wholeBlocks)
            offset += wholeBlocks * Self.blockByteCount
            remaining -= wholeBlocks * Self.blockByteCount
        }
        if remaining > 0 {
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: remaining))
        }
    }

    /// The 32-byte digest of everything fed so far.
    public func finalize() -> [UInt8] {
        var copy = self
        let bitLength = byteCount &* 8
        var padding: [UInt8] = [0x80]
        let afterMarker = (Int(byteCount % 64) + 1) % 64
        let zeros = afterMarker <= 56 ? 56 - afterMarker : 120 - afterMarker
        padding.append(contentsOf: repeatElement(0, count: zeros))
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        let lengthBefore = copy.byteCount
        copy.update(padding)
        copy.byteCount = lengthBefore
        var digest: [UInt8] = []
        digest.reserveCapacity(Self.digestByteCount)
        for word in [copy.h0, copy.h1, copy.h2, copy.h3, copy.h4, copy.h5, copy.h6, copy.h7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    public func hexDigest() -> String {
        Self.hexString(finalize())
    }

    public static func hash(_ data: Data) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalize()
    }

    public static func hex(of data: Data) -> String {
        hexString(hash(data))
    }

    /// Streams the file in 1 MiB reads so verifying a large artifact does not hold it in memory.
    public static func hex(ofFileAt url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.hexDigest()
    }

    public static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 &- n))
    }

    /// Processes `count` consecutive 64-byte blocks. Raw pointers keep the inner loops free
    /// of bounds checks and array uniqueness checks, which is most of the difference between
    /// tens and hundreds of MB/s.
    private mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        var a0 = h0, b0 = h1, c0 = h2, d0 = h3, e0 = h4, f0 = h5, g0 = h6, h0v = h7
        Self.roundConstants.withUnsafeBufferPointer { kBuffer in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                guard let k = kBuffer.baseAddress, let w = w.baseAddress else { return }
                for blockIndex in 0 ..< count {
                    let block = blocks + blockIndex * 64
                    for i in 0 ..< 16 {
                        w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                    }
                    for i in 16 ..< 64 {
                        let x = w[i - 15], y = w[i - 2]
                        let s0 = Self.rotr(x, 7) ^ Self.rotr(x, 18) ^ (x >> 3)
                        let s1 = Self.rotr(y, 17) ^ Self.rotr(y, 19) ^ (y >> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var a = a0, b = b0, c = c0, d = d0, e = e0, f = f0, g = g0, h = h0v
                    for i in 0 ..< 64 {
                        let sum1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
                        let choose = (e & f) ^ (~e & g)
                        let t1 = h &+ sum1 &+ choose &+ k[i] &+ w[i]
                        let sum0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = sum0 &+ majority
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ t2
                    }
                    a0 = a0 &+ a; b0 = b0 &+ b; c0 = c0 &+ c; d0 = d0 &+ d
                    e0 = e0 &+ e; f0 = f0 &+ f; g0 = g0 &+ g; h0v = h0v &+ h
                }
            }
        }
        h0 = a0; h1 = b0; h2 = c0; h3 = d0; h4 = e0; h5 = f0; h6 = g0; h7 = h0v
    }
}
