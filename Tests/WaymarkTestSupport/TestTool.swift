import Foundation
import WaymarkGazetteer
import XCTest

/// A program, library, data file or the installed gazetteer that some tests need and a machine may
/// lack. `require` lets the test run when it is there; when it is not, the test is skipped with the
/// command that installs it, except in the full tier and under CI, where it fails
/// (`TestTier.missingToolsFail`): there a skipped oracle would pass for a checked one.
///
/// ```swift
/// override func setUpWithError() throws { try TestTool.require(.rsvgConvert, .tesseractEnglish) }
/// ```
public struct TestTool: Sendable {
    /// What is missing, as the message names it ("chromium", "the gazetteer").
    public let name: String
    /// The command that installs it.
    public let install: String
    let isPresent: @Sendable () -> Bool

    public init(name: String, install: String, isPresent: @escaping @Sendable () -> Bool) {
        self.name = name
        self.install = install
        self.isPresent = isPresent
    }

    /// The gazetteer `InstalledGazetteer` opens: `$WAYMARK_GAZETTEER`, else where `scripts/setup` builds it.
    public static let gazetteer = TestTool(name: "the gazetteer (at $WAYMARK_GAZETTEER, else where scripts/setup builds it)", install: "scripts/setup") {
        FileManager.default.fileExists(atPath: GazetteerLocation.resolve(explicitPath: nil).path)
    }
    /// The browser that checks the SVG cards and the HTML report.
    public static let chromium = debian(program: "chromium", package: "chromium")
    /// librsvg's renderer, which draws the stamp and passport-page specimens.
    public static let rsvgConvert = debian(program: "rsvg-convert", package: "librsvg2-bin")
    /// ImageMagick's `convert`, which writes the JPEG and HEIC specimens.
    public static let imageMagick = debian(program: "convert", package: "imagemagick")
    /// The independent oracle for photo metadata.
    public static let exiftool = debian(program: "exiftool", package: "libimage-exiftool-perl")
    /// coreutils' digest, the independent oracle of our SHA-256.
    public static let sha256sum = debian(program: "sha256sum", package: "coreutils")
    /// Tesseract and Leptonica, opened at run time, with the English data every read uses.
    public static let tesseractEnglish = TestTool(
        name: "tesseract with its English data",
        install: "sudo apt-get install -y tesseract-ocr-eng libtesseract-dev libleptonica-dev"
    ) {
        let data = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? "/usr/share/tesseract-ocr/5/tessdata"
        return loadable("libtesseract.so.5") && loadable("liblept.so.5")
            && FileManager.default.fileExists(atPath: URL(fileURLWithPath: data).appendingPathComponent("eng.traineddata").path)
    }
    /// libvips, opened at run time for photos and thumbnails.
    public static let libvips = TestTool(name: "libvips", install: "sudo apt-get install -y libvips-dev") { loadable("libvips.so.42") }
    /// librsvg, cairo and pango, opened at run time to rasterise pictures.
    public static let librsvg = TestTool(name: "librsvg with pango", install: "sudo apt-get install -y librsvg2-dev libcairo2-dev libpango1.0-dev") {
        loadable("librsvg-2.so.2") && loadable("libpangocairo-1.0.so.0")
    }
    /// The fonts the pictures and the drawn specimens are laid out in.
    public static let fonts = TestTool(name: "the Noto and DejaVu fonts", install: "sudo apt-get install -y fonts-noto-core fonts-noto-cjk fonts-dejavu-core") {
        ["/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"]
            .allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }
    /// Python's `icalendar`, the independent RFC 5545 parser of the reminders calendar.
    public static let icalendar = TestTool(name: "python3 with the icalendar package", install: "python3 -m pip install 'icalendar==7.3.2'") {
        pythonHasICalendar
    }

    /// Lets the calling test go on when every tool is there; otherwise skips it with the install
    /// commands, or fails it in the full tier and under CI.
    public static func require(_ tools: TestTool...) throws {
        let missing = tools.filter { !$0.isPresent() }
        guard !missing.isEmpty else { return }
        let message = missing.map { "\($0.name) is missing: run `\($0.install)`" }.joined(separator: "; ")
            + (missing.contains { $0.install == "scripts/setup" } ? "" : " (`scripts/setup` installs everything the tests use)")
        guard TestTier.missingToolsFail else { throw XCTSkip(message) }
        throw MissingTool(description: message + "; the full tier and CI need every tool")
    }

    public struct MissingTool: Error, CustomStringConvertible {
        public let description: String
    }

    static func debian(program: String, package: String) -> TestTool {
        TestTool(name: program, install: "sudo apt-get install -y \(package)") { onPath(program) }
    }

    static func onPath(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    static func loadable(_ library: String) -> Bool {
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    /// Asked once per run: it starts a Python process.
    static let pythonHasICalendar: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import icalendar"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
