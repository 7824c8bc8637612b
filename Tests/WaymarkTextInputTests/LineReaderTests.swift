import Foundation
import XCTest
@testable import WaymarkTextInput

/// Lines as spreadsheets, editors and old systems write them, read one at a time.
final class LineReaderTests: XCTestCase {
    var corpus: InputCorpus!
    override func setUpWithError() throws { corpus = try InputCorpus() }
    override func tearDown() { corpus = nil }

    /// Every line, and each rejection as "REJECT n: reason".
    func readAll(_ path: String) throws -> [String] { try linesRead(by: try LineReader(path: path)) }

    func testLFCRLFAndLoneCREndLinesAlikeAndMayBeMixed() throws {
        let expected = ["1:a", "2:b", "3:c"]
        XCTAssertEqual(try readAll(corpus.file("lf.txt", "a\nb\nc\n")), expected)
        XCTAssertEqual(try readAll(corpus.file("crlf.txt", "a\r\nb\r\nc\r\n")), expected)
        XCTAssertEqual(try readAll(corpus.file("cr.txt", "a\rb\rc\r")), expected)
        XCTAssertEqual(try readAll(corpus.file("mixed.txt", "a\r\nb\rc\n")), expected)
    }

    func testTheLastLineNeedsNoEndAndBlankLinesKeepTheirNumbers() throws {
        XCTAssertEqual(try readAll(corpus.file("noend.txt", "a\n\nb")), ["1:a", "2:", "3:b"])
        XCTAssertEqual(try readAll(corpus.file("empty.txt", "")), [])
    }

    func testACRLFSplitAcrossReadsIsOneLineEnd() throws {
        // The buffer is 256 KiB: put the CR as its last byte and the LF first in the next read.
        let first = String(repeating: "x", count: (1 << 18) - 1)
        let lines = try readAll(corpus.file("split.txt", first + "\r\nnext\r\n"))
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.last, "2:next")
    }

    func testAUTF8ByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try readAll(corpus.file("bom.txt", [0xEF, 0xBB, 0xBF] + Array("lat,lon\r\n1,2".utf8))), ["1:lat,lon", "2:1,2"])
    }

    func testUTF16AndUTF32AreRefusedWithWhatToDo() throws {
        let utf16 = try corpus.file("utf16.csv", [0xFF, 0xFE] + Array("lat,lon".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertThrowsError(try LineReader(path: utf16)) {
            XCTAssertEqual("\($0)", "\(utf16) is UTF-16 text; save it as UTF-8 (in Excel: CSV UTF-8) and try again")
        }
        let utf16be = try corpus.file("utf16be.csv", [0xFE, 0xFF, 0, 0x31])
        XCTAssertThrowsError(try LineReader(path: utf16be)) { XCTAssertTrue("\($0)".contains("UTF-16")) }
        let utf32 = try corpus.file("utf32.csv", [0xFF, 0xFE, 0, 0, 0x31, 0, 0, 0])
        XCTAssertThrowsError(try LineReader(path: utf32)) { XCTAssertTrue("\($0)".contains("UTF-32")) }
    }

    func testNULBytesAndInvalidUTF8RejectTheirLineByNumberAndReadingGoesOn() throws {
        let lines = try readAll(corpus.file("nul.txt", Array("a\nb".utf8) + [0] + Array("c\n".utf8) + [0xC3, 0x28, 10] + Array("d".utf8)))
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "1:a")
        XCTAssertTrue(lines[1].hasPrefix("REJECT 2: the line contains a NUL byte"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("REJECT 3: the line is not valid UTF-8"), lines[2])
        XCTAssertEqual(lines[3], "4:d")
    }

    func testAFolderAMissingFileAndDevNull() throws {
        XCTAssertThrowsError(try LineReader(path: corpus.folder.path)) {
            XCTAssertEqual("\($0)", "\(self.corpus.folder.path) is a folder; give a file (or - for standard input)")
        }
        let missing = corpus.folder.appendingPathComponent("missing.csv").path
        XCTAssertThrowsError(try LineReader(path: missing)) { XCTAssertEqual("\($0)", "cannot read \(missing): No such file or directory") }
        XCTAssertEqual(try readAll("/dev/null"), [])
    }

    func testAFIFOAndAProcessSubstitutionDescriptorAreStreamed() throws {
        XCTAssertEqual(try readAll(corpus.fifo("pipe", "a\r\nb\r\n")), ["1:a", "2:b"])
        // What `<(…)` hands a program: /dev/fd/N of a pipe.
        let pipe = Pipe()
        let writer = Thread { pipe.fileHandleForWriting.write(Data("x\ny".utf8)); try? pipe.fileHandleForWriting.close() }
        writer.start()
        XCTAssertEqual(try readAll("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"), ["1:x", "2:y"])
    }

    func testATenGigabyteSparseFileStreamsInBoundedMemory() throws {
        // 10 GB of NULs (a hole: no disk used) between a good first line and a good last line.
        let path = corpus.folder.appendingPathComponent("sparse.csv").path
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: try corpus.file("sparse.csv", "first\n")))
        try handle.truncate(atOffset: 10_000_000_000)
        try handle.seek(toOffset: 10_000_000_000)
        handle.write(Data("\nlast\n".utf8))
        try handle.close()
        resetPeakResident()
        let before = peakResidentBytes()
        let lines = try readAll(path)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.first, "1:first")
        XCTAssertTrue(lines[1].hasPrefix("REJECT 2: the line is longer than 1 MiB (9999999994 bytes)"), lines[1])
        XCTAssertEqual(lines.last, "3:last")
        let grown = peakResidentBytes() - before
        XCTAssertLessThan(grown, 64 << 20, "reading 10 GB must not hold it: peak memory grew \(grown >> 20) MiB")
    }

    func testAHugeLineFromAPipeIsSkippedInBoundedMemory() throws {
        // No holes to jump in a pipe: 300 MB really flow through the fixed buffer.
        let pipe = Pipe()
        let writer = Thread {
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            pipe.fileHandleForWriting.write(Data("first\n".utf8))
            for _ in 0..<300 { pipe.fileHandleForWriting.write(chunk) }
            pipe.fileHandleForWriting.write(Data("\nlast".utf8))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        resetPeakResident()
        let before = peakResidentBytes()
        let lines = try readAll("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        XCTAssertEqual(lines, ["1:first", "REJECT 2: the line is longer than 1 MiB (314572800 bytes)", "3:last"])
        let grown = peakResidentBytes() - before
        XCTAssertLessThan(grown, 64 << 20, "peak memory grew \(grown >> 20) MiB")
    }

    /// The process's peak resident memory since the last reset (VmHWM), so an earlier test's
    /// peak cannot hide this one's.
    func peakResidentBytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    func resetPeakResident() { try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8) }
}
