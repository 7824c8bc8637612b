import Foundation
import WaymarkTestSupport
import XCTest

/// Tesseract, Leptonica, librsvg, cairo, pango, GLib and nettle are opened by the first call that needs
/// them, not linked (docs/resolver.md, "Start-up and memory"): the built tool is run with the
/// dynamic loader reporting every shared object it maps, and a command that reads no image and
/// makes no picture must map none of them; one that makes a PNG maps them when it draws.
final class StartupLibrariesTests: XCTestCase {
    static let openedOnUse = ["libtesseract.so.5", "liblept.so.5", "librsvg-2.so.2", "libcairo.so.2",
                              "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libgobject-2.0.so.0", "libglib-2.0.so.0",
                              "libnettle.so.8"]

    var folder: URL!
    var gazetteer: String!

    override func setUpWithError() throws {
        try TestTool.require(.librsvg, .tesseractEnglish)
        folder = try scratchFolder()
        gazetteer = try InstalledGazetteer.open().url.path
    }

    /// The test bundle (or, on Linux, its build folder) sits beside the built executable.
    func binary() throws -> URL {
        let bundle = Bundle(for: Self.self).bundleURL
        let candidates = [bundle.appendingPathComponent("waymark"), bundle.deletingLastPathComponent().appendingPathComponent("waymark")]
        return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "no waymark binary beside \(bundle.path); build it first")
    }

    /// A copy of the tool that looks for `library` under a name no system has (same length, so
    /// the file stays valid): what a machine without that library would do.
    func toolWithout(_ library: String, as missing: String) throws -> URL {
        XCTAssertEqual(library.utf8.count, missing.utf8.count)
        let bytes = try Data(contentsOf: try binary())
        let patched = folder.appendingPathComponent("waymark-without-\(library)")
        var replaced = 0
        var data = bytes
        var from = data.startIndex
        while let range = data.range(of: Data(library.utf8), in: from..<data.endIndex) {
            data.replaceSubrange(range, with: Data(missing.utf8))
            from = range.upperBound
            replaced += 1
        }
        XCTAssertEqual(replaced, 1, "the tool names \(library) once, where it opens it")
        try data.write(to: patched)
        chmod(patched.path, 0o755)
        return patched
    }

    /// Runs the tool with glibc's loader writing what it maps (LD_DEBUG=files) to a file of its
    /// own, and returns the exit status, standard output and the names of the objects mapped,
    /// both those the program needs at start and those opened later with dlopen.
    /// `environment` changes the test's own environment for the tool: a nil value removes a variable.
    func run(_ words: [String], tool: URL? = nil, environment: [String: String?] = [:]) throws -> (status: Int32, out: String, err: String, mapped: Set<String>) {
        let report = folder.appendingPathComponent("loader-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = try tool ?? binary()
        process.arguments = words
        var variables = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": report.path]) { $1 }
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let err = folder.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        // The loader appends its process id to the name: one file, as nothing here forks.
        let reports = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(report.lastPathComponent) }
        var mapped: Set<String> = []
        for name in reports {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // "     1234:	file=libsqlite3.so.0 [0];  needed by /…/waymark [0]"
            for line in text.split(separator: "\n") {
                guard let start = line.range(of: "file=") else { continue }
                let rest = line[start.upperBound...]
                if let end = rest.firstIndex(of: " ") { mapped.insert((String(rest[..<end]) as NSString).lastPathComponent) }
            }
        }
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8), mapped)
    }

    func testResolvingMapsNoImageOrOCRLibrary() throws {
        let (status, out, _, mapped) = try run(["resolve", "48.8566", "2.3522", "--gazetteer", gazetteer])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(out.hasPrefix("Paris, Île-de-France, France"), out)
        XCTAssertTrue(mapped.contains("libsqlite3.so.0"), "the loader's report lists what the tool needs: \(mapped.sorted())")
        XCTAssertEqual(mapped.intersection(Self.openedOnUse), [], "mapped by a command that makes no image")
        for heavy in ["libarchive.so.13", "libcurl.so.4", "libgnutls.so.30", "libkrb5.so.3", "libX11.so.6"] {
            XCTAssertFalse(mapped.contains(heavy), "\(heavy), pulled in only by the image and OCR libraries")
        }
    }

    /// The same report shows them once a picture is drawn: opened at run time, not dropped.
    func testDrawingAPNGOpensLibrsvgCairoAndPango() throws {
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(try run(["mark", "country:FR", "--atlas", atlas, "--gazetteer", gazetteer]).status, 0)
        let png = folder.appendingPathComponent("map.png")
        let (status, _, _, mapped) = try run(["map", "--format", "png", "--out", png.path, "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path))
        for library in ["librsvg-2.so.2", "libcairo.so.2", "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libgobject-2.0.so.0", "libglib-2.0.so.0"] {
            XCTAssertTrue(mapped.contains(library), "\(library) not opened to draw a PNG: \(mapped.sorted())")
        }
        XCTAssertFalse(mapped.contains("libtesseract.so.5"), "a map reads no text")
    }

    /// Hashing opens nettle when it hashes; without it, `verify` fails naming the library and its
    /// package, and resolving still works.
    func testVerifyingTheGazetteerOpensNettleAndWithoutItSaysWhatToInstall() throws {
        let verified = try run(["verify", "--gazetteer", gazetteer])
        XCTAssertEqual(verified.status, 0, verified.err)
        XCTAssertTrue(verified.out.hasPrefix("ok: "), verified.out)
        XCTAssertTrue(verified.mapped.contains("libnettle.so.8"), "nettle not opened to hash: \(verified.mapped.sorted())")

        let noNettle = try toolWithout("libnettle.so.8", as: "libnettle.so.9")
        let failed = try run(["verify", "--gazetteer", gazetteer], tool: noNettle)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.err.contains("libnettle.so.9 could not be opened"), failed.err)
        XCTAssertTrue(failed.err.contains("install the Debian package libnettle8"), failed.err)
        let resolved = try run(["resolve", "48.8566", "2.3522", "--gazetteer", gazetteer], tool: noNettle)
        XCTAssertEqual(resolved.status, 0, resolved.err)
        XCTAssertTrue(resolved.out.hasPrefix("Paris, Île-de-France, France"), resolved.out)
    }

    /// Without librsvg, the PNG fails with a message naming it and its package, and resolving
    /// still works; without tesseract, so does a scan.
    func testAMissingLibraryIsNamedAndOnlyTheCommandsThatNeedItFail() throws {
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(try run(["mark", "country:FR", "--atlas", atlas, "--gazetteer", gazetteer]).status, 0)
        let noRsvg = try toolWithout("librsvg-2.so.2", as: "librsvg-2.so.9")
        let png = folder.appendingPathComponent("map.png").path
        let drawn = try run(["map", "--format", "png", "--out", png, "--atlas", atlas, "--gazetteer", gazetteer], tool: noRsvg)
        XCTAssertEqual(drawn.status, 1)
        XCTAssertTrue(drawn.err.contains("librsvg-2.so.9 could not be opened"), drawn.err)
        XCTAssertTrue(drawn.err.contains("install the Debian package librsvg2-2"), drawn.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
        let resolved = try run(["resolve", "48.8566", "2.3522", "--gazetteer", gazetteer], tool: noRsvg)
        XCTAssertEqual(resolved.status, 0, resolved.err)
        XCTAssertTrue(resolved.out.hasPrefix("Paris, Île-de-France, France"), resolved.out)

        XCTAssertEqual(try run(["map", "--format", "png", "--out", png, "--atlas", atlas, "--gazetteer", gazetteer]).status, 0)
        let noTesseract = try toolWithout("libtesseract.so.5", as: "libtesseract.so.9")
        let scan = try run(["stamp", "scan", png, "--gazetteer", gazetteer], tool: noTesseract)
        XCTAssertNotEqual(scan.status, 0)
        XCTAssertTrue(scan.err.contains("libtesseract.so.9 could not be opened"), scan.err)
        XCTAssertTrue(scan.err.contains("install the Debian package libtesseract5"), scan.err)
    }

    /// Tesseract's OpenMP threads, left to their default, mostly wait spinning on one another, so
    /// the tool keeps OpenMP to one thread unless the user chose otherwise. libgomp itself says
    /// which limit it read when asked to (OMP_DISPLAY_ENV): its default is no limit at all.
    func testTesseractRunsOnOneOpenMPThreadUnlessTheUserChoseMore() throws {
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(try run(["mark", "country:FR", "--atlas", atlas, "--gazetteer", gazetteer]).status, 0)
        let png = folder.appendingPathComponent("map.png").path
        XCTAssertEqual(try run(["map", "--format", "png", "--out", png, "--atlas", atlas, "--gazetteer", gazetteer]).status, 0)
        func threadLimit(_ chosen: [String: String?]) throws -> String? {
            let scan = try run(["stamp", "scan", png, "--json", "--gazetteer", gazetteer],
                               environment: ["OMP_THREAD_LIMIT": nil, "OMP_NUM_THREADS": nil, "OMP_DISPLAY_ENV": "true"].merging(chosen) { $1 })
            XCTAssertEqual(scan.status, 0, scan.err)
            XCTAssertTrue(scan.mapped.contains("libgomp.so.1"), "libgomp not loaded: \(scan.mapped.sorted())")
            // "  OMP_THREAD_LIMIT = '1'"
            let line = scan.err.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("OMP_THREAD_LIMIT =") }
            return line.map { $0.split(separator: "'").dropFirst().first.map(String.init) ?? "" }
        }
        XCTAssertEqual(try threadLimit([:]), "1")
        XCTAssertEqual(try threadLimit(["OMP_THREAD_LIMIT": "2"]), "2", "the user's own limit is kept")
        XCTAssertNotEqual(try threadLimit(["OMP_NUM_THREADS": "2"]), "1", "a thread count the user chose is not capped")
    }
}
