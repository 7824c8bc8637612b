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

    /// How tesseract is asked to read.
    public struct Settings: Sendable, Equatable {
        public enum Layout: Sendable, Equatable {
            /// Text scattered anywhere, in any order (a stamp's lines around its border).
            case sparseText
            /// One uniform block of lines (an MRZ).
            case singleBlock
        }
        public var layout: Layout
        /// The only characters tesseract may answer with; nil for every one its model knows.
        public var whitelist: String?
        /// Tesseract's word lists (its system and frequent-word dictionaries). Off where a word
        /// list would "correct" codes into words.
        public var dictionaries: Bool

        public init(layout: Layout, whitelist: String? = nil, dictionaries: Bool = true) {
            self.layout = layout
            self.whitelist = whitelist
            self.dictionaries = dictionaries
        }

        /// Free text in any layout, dictionaries on: stamps.
        public static let freeText = Settings(layout: .sparseText)
        /// An MRZ: one block, only A–Z, 0–9 and `<`, no dictionaries (ICAO 9303 Part 3 §4.3).
        public static let machineReadableZone = Settings(layout: .singleBlock, whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", dictionaries: false)
    }

    public let settings: Settings

    /// - Parameters:
    ///   - languages: tesseract language codes joined by "+", e.g. "eng" or "eng+deu".
    ///   - dataDirectory: the tessdata folder; nil: $TESSDATA_PREFIX, else Debian's.
    ///   - settings: how to read (default: free text).
    public init(languages: String = "eng", dataDirectory: String? = nil, settings: Settings = .freeText) throws {
        let directory = dataDirectory ?? ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? Self.debianDataDirectory
        for language in languages.split(separator: "+").map(String.init) {
            let file = (directory as NSString).appendingPathComponent("\(language).traineddata")
            guard FileManager.default.fileExists(atPath: file) else {
                throw OCRError.missingLanguageData(language: language, directory: directory, package: Self.package(for: language))
            }
        }
        guard let handle = TessBaseAPICreate() else { throw OCRError.engineFailed("no engine") }
        guard let monitor = TessMonitorCreate() else {
            TessBaseAPIDelete(handle)
            throw OCRError.engineFailed("no progress monitor")
        }
        self.handle = handle
        self.monitor = monitor
        self.languages = languages
        self.dataDirectory = directory
        self.settings = settings
        // Tesseract's notes ("Estimating resolution…") would interleave with our output.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        // The dictionaries are loaded at initialisation, so switching them off is an
        // initialisation variable, not a later setting.
        let variables: [(String, String)] = settings.dictionaries ? [] : [("load_system_dawg", "0"), ("load_freq_dawg", "0")]
        let status = Self.withCStrings(variables.map(\.0)) { names in
            Self.withCStrings(variables.map(\.1)) { values in
                TessBaseAPIInit4(handle, directory, languages, OEM_LSTM_ONLY, nil, 0, names, values, variables.count, 0)
            }
        }
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            TessMonitorDelete(monitor)
            throw OCRError.engineFailed("cannot load '\(languages)' from \(directory)")
        }
        if let whitelist = settings.whitelist { _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", whitelist) }
        TessBaseAPISetPageSegMode(handle, settings.layout == .sparseText ? PSM_SPARSE_TEXT : PSM_SINGLE_BLOCK)
    }

    /// Hands `strings` to C as a `char **` (nil when empty), valid inside `body` only.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
        guard !strings.isEmpty else { return body(nil) }
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    /// The value tesseract holds for one of its string variables (for the tests: settings took effect).
    public func stringVariable(_ name: String) -> String? {
        TessBaseAPIGetStringVariable(handle, name).map { String(cString: $0) }
    }

    /// The value tesseract holds for one of its boolean variables.
    public func boolVariable(_ name: String) -> Bool? {
        var value: Int32 = 0
        return TessBaseAPIGetBoolVariable(handle, name, &value) != 0 ? value != 0 : nil
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

    public func read(_ image: GrayImage) -> Reading {
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
