import Foundation
import WaymarkGeo
import XCTest
@testable import WaymarkPhotoMetadata
import WaymarkSamples

/// The package's SplitMix64 generator: the same sequence on every platform, so a failing fuzz
/// case can be replayed from its seed and iteration number.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Mutates each real fixture thousands of times. The parser may throw, but must not crash, hang
/// or take long, whatever the bytes say.
final class FuzzTests: XCTestCase {
    static let iterations = 2000
    static let timeLimit: Double = 0.050

    static let interesting32: [UInt32] = [0, 1, 2, 4, 6, 8, 12, 0x7F, 0x80, 0xFF, 0xFFFF, 0x1_0000, 0x7FFF_FFFF,
                                          0x8000_0000, 0xFFFF_FFF0, 0xFFFF_FFFE, 0xFFFF_FFFF]

    /// The byte ranges a clean parse reads: mutations there reach the parser's decisions.
    func hotRanges(_ data: Data) throws -> [Range<Int>] {
        let recorder = RecordingSource(data)
        _ = try PhotoMetadataReader.read(source: recorder)
        // Merge overlaps so the header, which every stage re-reads, is one target among many
        // rather than most of them.
        var merged: [Range<Int>] = []
        for range in recorder.ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    func mutate(_ original: Data, hot: [Range<Int>], rng: inout SplitMix64) -> Data {
        var bytes = [UInt8](original)
        func position() -> Int {
            guard !bytes.isEmpty else { return 0 }
            if !hot.isEmpty, rng.chance(85) {
                let range = hot[rng.below(hot.count)]
                return min(bytes.count - 1, range.lowerBound + rng.below(range.count))
            }
            return rng.below(bytes.count)
        }
        for _ in 0 ..< 1 + rng.below(6) {
            guard !bytes.isEmpty else { break }
            let at = position()
            switch rng.below(8) {
            case 0: bytes[at] ^= UInt8(1 << rng.below(8))
            case 1: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            case 2: bytes[at] = [0x00, 0x01, 0x7F, 0x80, 0xFF][rng.below(5)]
            case 3, 4:
                let value = Self.interesting32[rng.below(Self.interesting32.count)]
                let be = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
                let word = rng.chance(50) ? be : be.reversed()
                for (i, b) in word.enumerated() where at + i < bytes.count { bytes[at + i] = b }
            case 5: bytes.removeSubrange(at ..< bytes.count) // truncate
            case 6: bytes.insert(contentsOf: (0 ..< 1 + rng.below(16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: at)
            default: bytes.removeSubrange(at ..< min(bytes.count, at + 1 + rng.below(16)))
            }
        }
        return Data(bytes)
    }

    func timedParse(_ data: Data) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try? PhotoMetadataReader.read(data: data)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func fuzz(_ name: String, seed: UInt64) throws {
        let original = try Fixtures.data(name)
        let hot = try hotRanges(original)
        XCTAssertFalse(hot.isEmpty, name)
        var rng = SplitMix64(seed: seed)
        var worst = 0.0
        var outcomes = [String: Int]()
        for iteration in 0 ..< Self.iterations {
            let input = mutate(original, hot: hot, rng: &rng)
            var elapsed = timedParse(input)
            if elapsed > Self.timeLimit {
                // Separate a slow input from a busy machine: retime and keep the best.
                elapsed = (0 ..< 3).map { _ in timedParse(input) }.min() ?? elapsed
            }
            XCTAssertLessThan(elapsed, Self.timeLimit, "\(name) seed \(seed) iteration \(iteration) took \(elapsed) s")
            worst = max(worst, elapsed)
            do {
                let m = try PhotoMetadataReader.read(data: input)
                _ = m.validated()
                _ = m.derivedOffsetSeconds
                outcomes["ok", default: 0] += 1
            } catch let error as PhotoMetadataError {
                outcomes["\(error)".components(separatedBy: ":").first ?? "?", default: 0] += 1
            } catch {
                XCTFail("\(name) iteration \(iteration): non-PhotoMetadataError \(error)")
            }
        }
        print("fuzz \(name): worst \(String(format: "%.2f", worst * 1000)) ms, outcomes \(outcomes.sorted { $0.key < $1.key })")
    }

    func testFuzzJPEGFixtures() throws {
        for (i, name) in ["exif_gps.jpg", "empty_gps_ifd.jpg", "ultrahdr.jpg"].enumerated() {
            try fuzz(name, seed: 0x5EED_0000 + UInt64(i))
        }
    }

    func testFuzzTIFFFixture() throws {
        try fuzz("ifd_tag_type.tiff", seed: 0x5EED_0100)
    }

    func testFuzzHEIFFixtures() throws {
        for (i, name) in ["empty_icc.heic", "xiaomi.heic", "pug.heic", "aux_YCbCr.heic"].enumerated() {
            try fuzz(name, seed: 0x5EED_0200 + UInt64(i))
        }
    }

    /// A shorter run through `read(url:)` so the paged file reader sees hostile offsets too.
    func testFuzzThroughFiles() throws {
        var rng = SplitMix64(seed: 0x5EED_0300)
        for name in Fixtures.photoNames {
            let original = try Fixtures.data(name)
            let hot = try hotRanges(original)
            let url = try temporaryFile(name, [])
            for _ in 0 ..< 40 {
                let input = mutate(original, hot: hot, rng: &rng)
                try input.write(to: url)
                let fromFile = Result { try PhotoMetadataReader.read(url: url) }
                let fromData = Result { try PhotoMetadataReader.read(data: input) }
                switch (fromFile, fromData) {
                case (.success(let a), .success(let b)): XCTAssertEqual(a, b, name)
                case (.failure, .failure): break
                default: XCTFail("\(name): file and data readers disagree: \(fromFile) vs \(fromData)")
                }
            }
        }
    }

    func testSplitMix64IsDeterministic() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        XCTAssertEqual((0 ..< 100).map { _ in a.next() }, (0 ..< 100).map { _ in b.next() })
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF, "reference value of SplitMix64 from seed 0")
    }
}
