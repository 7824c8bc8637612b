import Foundation
import WaymarkOCR

/// The tesseract engines for the scripts a stamp may be written in besides Latin, chosen by what
/// the image holds: tesseract's script detection (the `osd` data) names the script, and that
/// script's language model reads the stamp a second time. Each engine is opened when first
/// needed and kept for the process. Not thread-safe.
public final class ScriptReaders {
    /// Tesseract's script names → the language model read for them, each from its Debian package
    /// (`TesseractEngine.package(for:)`). Cyrillic and Greek capitals are told apart no better
    /// than from Latin, so either is read with both models.
    public static let languages: [String: String] = [
        "Cyrillic": latinLookalikes, "Greek": latinLookalikes, "Arabic": "ara", "Hebrew": "heb", "Thai": "tha", "Han": "chi_sim",
        "Japanese": "jpn", "Katakana": "jpn", "Hiragana": "jpn", "Hangul": "kor", "Korean": "kor",
        "Devanagari": "hin", "Bengali": "ben", "Georgian": "kat", "Armenian": "hye", "Lao": "lao", "Khmer": "khm",
        "Ethiopic": "amh",
    ]
    /// A script named with less confidence than this is not acted on. Stamps hold few letters,
    /// so tesseract's confidence in a script is low even when right (0–15 on the corpus): any
    /// non-Latin answer is tried, at the cost of one pass.
    public static let leastConfidence = 0.0

    let detector: TesseractEngine
    let dataDirectory: String?
    private var engines: [String: TesseractEngine] = [:]
    private var missing: Set<String> = []

    /// The fewest characters the detector judges a script from. Tesseract's own default (50)
    /// is more than most stamps hold once their Latin lines are set aside ("دخول / الدوحة" is
    /// nine), and below it the detector answers nothing at all.
    public static let fewestCharacters = 5

    /// Fails when the script-detection data (`osd`, Debian's tesseract-ocr-osd) is missing.
    public init(dataDirectory: String? = nil) throws {
        detector = try TesseractEngine(languages: "osd", dataDirectory: dataDirectory, settings: .scriptDetection)
        detector.setVariable("min_characters_to_try", to: String(Self.fewestCharacters))
        self.dataDirectory = dataDirectory
    }

    /// The script the image's text is in, when it is one with a language model here, and whether
    /// the detector sees the text upside down.
    public func script(of image: GrayImage) -> (name: String, upsideDown: Bool)? {
        guard let found = detector.script(of: image), found.confidence >= Self.leastConfidence,
              Self.languages[found.name] != nil else { return nil }
        return (found.name, found.turnedDegrees == 180)
    }

    /// The languages read when the detector names no other script: Cyrillic and Greek capitals
    /// share most of their shapes with Latin ones (А В Е К М Н О Р С Т Х, Α Β Ε Ζ Η Ι Κ Μ Ν Ο
    /// Ρ Τ Υ Χ), so on a stamp's few capitals the detector calls them Latin, and the Latin model
    /// reads "АЭРОПОРТ" as "ASPONOPT". Either model reads digits and Latin too.
    public static let latinLookalikes = "rus+ell"

    /// Each language list in `languages` once: the models a trial reads with, in the order it
    /// reads them. The trial stops at the first model sure of its script, so the order is chosen
    /// for cost: the scripts of the most countries' stamps first (Arabic; Cyrillic and Greek),
    /// the Chinese and Japanese models last, being the slowest to load and to read. Where two
    /// scripts look alike, the one a wrong model reads surer goes first: Thai's model reads Lao
    /// letters more surely than Lao's reads Thai, so Lao comes before Thai; simplified Chinese
    /// before Japanese, whose model reads Han letters too but not all the simplified ones.
    public static let models = ["ara", latinLookalikes, "heb", "hin", "ben", "kat", "hye", "amh", "khm", "lao", "tha", "kor", "chi_sim", "jpn"]

    /// The models whose letters a later model in `models` reads too, maybe better: the Japanese
    /// model reads Han letters, and a Han word the Chinese model read on a Japanese stamp
    /// ("空港") does not end the trial before the Japanese model reads the kana beside it.
    public static let readByALaterModel: Set<String> = ["chi_sim"]

    /// What a trial found: the model that read its sample best, its reading of the sample, and
    /// whether it was sure of its script (the trial stopped there).
    public struct TrialWinner {
        public var language: String
        public var reading: TesseractEngine.Reading
        public var sure: Bool
    }

    /// The model among `models` (those installed) that reads `sample` best by `score`, with its
    /// reading; nil when `score` ranks no reading. The detector judges a script from the shapes
    /// of a stamp's few letters and is often wrong (Lao called Bengali, Georgian called Arabic),
    /// while the right model reads the same letters surely and a wrong one reads junk unsurely:
    /// so a small sample (the lines the Latin model could not read) is read with each model in
    /// turn and the readings compared. A reading `isSure` of ends the trial there, sparing the
    /// other models' loading and reading; a junk reading is never sure. A scored reading that
    /// `ends` the trial ends it too, unsure, with the best reading so far: evidence of the script
    /// short of a sure reading (a word the matcher knows, read worn), unless a later model reads
    /// the same letters (`readByALaterModel`). The order of `models` is
    /// fixed and ties keep the first model, so the choice never varies. O(models) reads of the
    /// sample.
    ///
    ///     let winner = scripts.trial(sample, score: { Double($0.confidence) }, isSure: { $0.confidence >= 80 })!
    ///     winner.language  // "lao", on a sample of "ລາວ"
    public func trial<Score: Comparable>(_ sample: GrayImage, score: (TesseractEngine.Reading) throws -> Score?,
                                         isSure: (TesseractEngine.Reading) -> Bool,
                                         ends: (TesseractEngine.Reading, Score) -> Bool = { _, _ in false }) rethrows -> TrialWinner? {
        var best: (winner: TrialWinner, score: Score)?
        for language in Self.models {
            guard let engine = engine(languages: language) else { continue }
            let reading = engine.read(sample)
            if isSure(reading) { return TrialWinner(language: language, reading: reading, sure: true) }
            guard let value = try score(reading) else { continue }
            if best.map({ value > $0.score }) ?? true { best = (TrialWinner(language: language, reading: reading, sure: false), value) }
            if !Self.readByALaterModel.contains(language), ends(reading, value) { break }
        }
        return best?.winner
    }

    /// The engine for `script`, or nil when its language pack is not installed.
    public func engine(for script: String) -> TesseractEngine? {
        guard let language = Self.languages[script] else { return nil }
        return engine(languages: language)
    }

    /// The engine for a tesseract language list ("rus", "rus+ell"), or nil when a language pack
    /// is not installed.
    public func engine(languages language: String) -> TesseractEngine? {
        guard !missing.contains(language) else { return nil }
        if let open = engines[language] { return open }
        guard let engine = try? TesseractEngine(languages: language, dataDirectory: dataDirectory) else {
            missing.insert(language)
            return nil
        }
        engines[language] = engine
        return engine
    }
}
