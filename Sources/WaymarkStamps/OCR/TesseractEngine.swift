import CTesseract
import Foundation

/// One tesseract engine, initialised once and reused for every image a process reads (loading
/// the language models is the slow part). Not thread-safe.
public final class TesseractEngine {
    let handle: OpaquePointer
    let monitor: OpaquePointer
    public let languages: String
    /// A safety net: a recognition pass still running after this long (wall clock) is stopped and
    /// what it read so far kept. Set far above a normal pass (0.1–0.5 s) because it is the one
    /// thing that could make a reading depend on the machine's load.
    public var passDeadlineMilliseconds: Int32 = 3_000
    public let dataDirectory: String

    /// Where Debian's `tesseract-ocr-*` packages put the models.
    public static let debianDataDirectory = "/usr/share/tesseract-ocr/5/tessdata"

    /// - Parameters:
    ///   - languages: tesseract language codes joined by "+", e.g. "eng" or "eng+deu".
    ///   - dataDirectory: the tessdata folder; nil: $TESSDATA_PREFIX, else Debian's.
    public init(languages: String = "eng", dataDirectory: String? = nil) throws {
        let directory = dataDirectory ?? ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? Self.debianDataDirectory
        for language in languages.split(separator: "+").map(String.init) {
            let file = (directory as NSString).appendingPathComponent("\(language).traineddata")
            guard FileManager.default.fileExists(atPath: file) else {
                throw StampScanError.missingLanguageData(language: language, directory: directory, package: Self.package(for: language))
            }
        }
        guard let handle = TessBaseAPICreate() else { throw StampScanError.engineFailed("no engine") }
        guard let monitor = TessMonitorCreate() else {
            TessBaseAPIDelete(handle)
            throw StampScanError.engineFailed("no progress monitor")
        }
        self.handle = handle
        self.monitor = monitor
        self.languages = languages
        self.dataDirectory = directory
        // Tesseract's notes ("Estimating resolution…") would interleave with our output.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit2(handle, directory, languages, OEM_LSTM_ONLY) == 0 else {
            TessBaseAPIDelete(handle)
            TessMonitorDelete(monitor)
            throw StampScanError.engineFailed("cannot load '\(languages)' from \(directory)")
        }
        TessBaseAPISetPageSegMode(handle, PSM_SPARSE_TEXT)
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
        TessMonitorDelete(monitor)
    }

    /// The Debian package holding a tesseract language ("chi_sim" → tesseract-ocr-chi-sim).
    public static func package(for language: String) -> String {
        "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    public struct Reading: Sendable {
        public var text: String
        /// Tesseract's mean word confidence, 0…100.
        public var confidence: Int
    }

    func read(_ image: GrayImage) -> Reading {
        image.pixels.withUnsafeBufferPointer { buffer in
            TessBaseAPISetImage(handle, buffer.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            TessBaseAPISetSourceResolution(handle, 300)
            TessMonitorSetDeadlineMSecs(monitor, passDeadlineMilliseconds)
            _ = TessBaseAPIRecognize(handle, monitor)
            var text = ""
            if let raw = TessBaseAPIGetUTF8Text(handle) {
                text = String(cString: raw)
                TessDeleteText(raw)
            }
            let confidence = Int(TessBaseAPIMeanTextConf(handle))
            TessBaseAPIClear(handle)
            return Reading(text: text, confidence: max(0, confidence))
        }
    }
}
