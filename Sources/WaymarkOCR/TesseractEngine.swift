import CTesseract
import Foundation

/// One tesseract engine, initialised once and reused for every image a process reads (loading
/// the language models is the slow part). Not thread-safe.
public final class TesseractEngine {
    let handle: OpaquePointer
    public let languages: String
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
            /// One line of text, read raw: neither the layout analysis nor the line finder is
            /// asked, which can take a line of bold joined letters (Arabic) for a picture.
            case rawLine
            /// One character alone.
            case singleCharacter
            /// No reading: only which way up the text is and which script it is in
            /// (`TesseractEngine.script(of:)`, with the `osd` data).
            case orientationAndScript

            var mode: TessPageSegMode {
                switch self {
                case .sparseText: return PSM_SPARSE_TEXT
                case .singleBlock: return PSM_SINGLE_BLOCK
                case .rawLine: return PSM_RAW_LINE
                case .singleCharacter: return PSM_SINGLE_CHAR
                case .orientationAndScript: return PSM_OSD_ONLY
                }
            }
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
        /// Script detection: use with the language `osd` (Debian's tesseract-ocr-osd).
        public static let scriptDetection = Settings(layout: .orientationAndScript)
        /// An MRZ: one block, only A–Z, 0–9 and `<`, no dictionaries (ICAO 9303 Part 3 §4.3).
        public static let machineReadableZone = Settings(layout: .singleBlock, whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", dictionaries: false)
    }

    public let settings: Settings

    /// - Parameters:
    ///   - languages: tesseract language codes joined by "+", e.g. "eng" or "eng+deu".
    ///   - dataDirectory: the tessdata folder; nil: $TESSDATA_PREFIX, else Debian's.
    ///   - settings: how to read (default: free text).
    public init(languages: String = "eng", dataDirectory: String? = nil, settings: Settings = .freeText) throws {
        try OCRLibraries.openTesseract()
        let directory = dataDirectory ?? ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? Self.debianDataDirectory
        for language in languages.split(separator: "+").map(String.init) {
            let file = (directory as NSString).appendingPathComponent("\(language).traineddata")
            guard FileManager.default.fileExists(atPath: file) else {
                throw OCRError.missingLanguageData(language: language, directory: directory, package: Self.package(for: language))
            }
        }
        guard let handle = TessBaseAPICreate() else { throw OCRError.engineFailed("no engine") }
        self.handle = handle
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
                // Script detection is the legacy engine's; everything else is read by the LSTM models.
                TessBaseAPIInit4(handle, directory, languages, settings.layout == .orientationAndScript ? OEM_TESSERACT_ONLY : OEM_LSTM_ONLY,
                                 nil, 0, names, values, variables.count, 0)
            }
        }
        guard status == 0 else {
            // Every stored property is set, so throwing runs `deinit`, which ends and deletes the
            // handle: deleting it here too freed it twice.
            throw OCRError.engineFailed("cannot load '\(languages)' from \(directory)")
        }
        if let whitelist = settings.whitelist { _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", whitelist) }
        TessBaseAPISetPageSegMode(handle, settings.layout.mode)
    }

    /// Hands `strings` to C as a `char **` (nil when empty), valid inside `body` only.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
        guard !strings.isEmpty else { return body(nil) }
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    /// Sets one of tesseract's run-time variables (not one read only at initialisation); false
    /// when tesseract has no such variable or refuses the value.
    ///
    ///     detector.setVariable("min_characters_to_try", to: "5")
    @discardableResult
    public func setVariable(_ name: String, to value: String) -> Bool {
        TessBaseAPISetVariable(handle, name, value) != 0
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
    }

    /// The Debian package holding a tesseract language ("chi_sim" → tesseract-ocr-chi-sim).
    public static func package(for language: String) -> String {
        "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    public struct Reading: Sendable {
        public var text: String
        /// Tesseract's mean word confidence, 0…100.
        public var confidence: Int

        /// A reading put together from several, such as lines read one at a time and joined.
        ///
        ///     TesseractEngine.Reading(text: "ميناء صلالة\n", confidence: 44)
        public init(text: String, confidence: Int) { (self.text, self.confidence) = (text, confidence) }
    }

    /// A piece of text tesseract read (a line, or one character) with its box in the image's
    /// pixels and its confidence (0…100).
    public struct TextBox: Sendable, Equatable {
        public var text: String
        public var left: Int
        public var top: Int
        public var right: Int
        public var bottom: Int
        public var confidence: Double

        public init(text: String, left: Int, top: Int, right: Int, bottom: Int, confidence: Double) {
            (self.text, self.left, self.top, self.right, self.bottom, self.confidence) = (text, left, top, right, bottom, confidence)
        }
    }

    public enum Level: Sendable {
        case line, character
        var iteratorLevel: TessPageIteratorLevel { self == .line ? RIL_TEXTLINE : RIL_SYMBOL }
    }

    /// A line read, with its box and confidence (its text: its words joined by spaces), and
    /// each of its words with theirs.
    public struct LineOfWords: Sendable, Equatable {
        public var line: TextBox
        public var words: [TextBox]

        public init(line: TextBox, words: [TextBox]) { (self.line, self.words) = (line, words) }
    }

    /// Reads `image` and returns, besides the reading, each line with its words, in reading
    /// order: for a caller that weighs a line by its confidence but would keep the sure words
    /// of an unsure one.
    ///
    ///     let lines = engine.readLinesOfWords(strip).lines
    ///     lines.flatMap { $0.line.confidence >= 60 ? $0.words : $0.words.filter { $0.confidence >= 60 } }
    public func readLinesOfWords(_ image: GrayImage) -> (reading: Reading, lines: [LineOfWords]) {
        recognise(image) {
            var lines: [LineOfWords] = []
            guard let iterator = TessBaseAPIGetIterator(handle) else { return lines }
            defer { TessResultIteratorDelete(iterator) }
            let page = TessResultIteratorGetPageIterator(iterator)
            repeat {
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                var lineLeft: Int32 = 0, lineTop: Int32 = 0, lineRight: Int32 = 0, lineBottom: Int32 = 0
                guard TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0,
                      TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &lineLeft, &lineTop, &lineRight, &lineBottom) != 0,
                      let raw = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
                let text = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
                TessDeleteText(raw)
                let word = TextBox(text: text, left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom),
                                   confidence: Double(TessResultIteratorConfidence(iterator, RIL_WORD)))
                let line = TextBox(text: "", left: Int(lineLeft), top: Int(lineTop), right: Int(lineRight), bottom: Int(lineBottom),
                                   confidence: Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE)))
                // A word of the line before has that line's box.
                if var last = lines.last, (last.line.left, last.line.top, last.line.right, last.line.bottom) == (line.left, line.top, line.right, line.bottom) {
                    last.words.append(word)
                    last.line.text += " " + text
                    lines[lines.count - 1] = last
                } else {
                    var first = line
                    first.text = text
                    lines.append(LineOfWords(line: first, words: [word]))
                }
            } while TessPageIteratorNext(page, RIL_WORD) != 0
            return lines
        }
    }

    /// Reads `image` and returns, besides the reading, each line (or character) read with its
    /// box, in reading order.
    public func readBoxes(_ image: GrayImage, level: Level) -> (reading: Reading, boxes: [TextBox]) {
        let (reading, boxes) = recognise(image) {
            var boxes: [TextBox] = []
            guard let iterator = TessBaseAPIGetIterator(handle) else { return boxes }
            defer { TessResultIteratorDelete(iterator) }
            let page = TessResultIteratorGetPageIterator(iterator)
            let ril = level.iteratorLevel
            repeat {
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                guard TessPageIteratorBoundingBox(page, ril, &left, &top, &right, &bottom) != 0,
                      let raw = TessResultIteratorGetUTF8Text(iterator, ril) else { continue }
                let text = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
                TessDeleteText(raw)
                boxes.append(TextBox(text: text, left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom),
                                     confidence: Double(TessResultIteratorConfidence(iterator, ril))))
            } while TessPageIteratorNext(page, ril) != 0
            return boxes
        }
        return (reading, boxes)
    }

    public func read(_ image: GrayImage) -> Reading {
        recognise(image) { () }.reading
    }

    /// The script the text of `image` is written in, as tesseract names it ("Latin", "Cyrillic",
    /// "Greek", "Arabic", "Hebrew", "Thai", "Han", "Japanese", "Hangul"…), with its confidence,
    /// and how far the text stands turned from upright (clockwise degrees: 0, 90, 180 or 270);
    /// nil when too little text is found. Only for an engine made with
    /// `Settings.scriptDetection` and the language `osd`.
    ///
    ///     let detector = try TesseractEngine(languages: "osd", settings: .scriptDetection)
    ///     detector.script(of: image)?.name  // "Cyrillic"
    public func script(of image: GrayImage) -> (name: String, confidence: Double, turnedDegrees: Int)? {
        image.pixels.withUnsafeBufferPointer { buffer in
            TessBaseAPISetImage(handle, buffer.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            TessBaseAPISetSourceResolution(handle, 300)
            defer { TessBaseAPIClear(handle) }
            var degrees: Int32 = 0, orientationConfidence: Float = 0, scriptConfidence: Float = 0
            var name: UnsafePointer<CChar>?
            guard TessBaseAPIDetectOrientationScript(handle, &degrees, &orientationConfidence, &name, &scriptConfidence) != 0,
                  let name else { return nil }
            // The name points into tesseract's own table of script names: not to be freed.
            return (String(cString: name), Double(scriptConfidence), Int(degrees))
        }
    }

    /// Reads `image` in another layout than the engine's own (one character alone, say).
    public func read(_ image: GrayImage, layout: Settings.Layout) -> Reading {
        TessBaseAPISetPageSegMode(handle, layout.mode)
        defer { TessBaseAPISetPageSegMode(handle, settings.layout.mode) }
        return read(image)
    }

    /// Recognises `image`, then hands over to `inspect` before the results are cleared.
    private func recognise<T>(_ image: GrayImage, _ inspect: () -> T) -> (reading: Reading, T) {
        // Grain through and through is read as the blank it holds: tesseract's layout is
        // quadratic in specks (`TextSpecks`).
        let image = TextSpecks.bounded(image) ?? GrayImage(width: 32, height: 32, pixels: [UInt8](repeating: 255, count: 32 * 32))
        return image.pixels.withUnsafeBufferPointer { buffer in
            TessBaseAPISetImage(handle, buffer.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            TessBaseAPISetSourceResolution(handle, 300)
            // No deadline: a wall-clock limit would make what is read depend on the machine's
            // load (a loaded machine cut passes short and lost an MRZ's lower lines).
            _ = TessBaseAPIRecognize(handle, nil)
            var text = ""
            if let raw = TessBaseAPIGetUTF8Text(handle) {
                text = String(cString: raw)
                TessDeleteText(raw)
            }
            let confidence = Int(TessBaseAPIMeanTextConf(handle))
            let inspected = inspect()
            TessBaseAPIClear(handle)
            return (Reading(text: text, confidence: max(0, confidence)), inspected)
        }
    }
}
