import Foundation
import WaymarkOCR

/// Reads stamps from images: load (bounded memory), separate the ink, level the text, OCR it,
/// and hand every text read to the matcher. Suggests only; nothing is stored.
public final class StampScanner {
    public let engine: TesseractEngine
    public let matcher: StampMatcher
    var loader = ImageLoader()
    /// Ink separations read per image: the best, and the best one whose ink lies mostly elsewhere
    /// (a second stamp overlapping the first), if there is one.
    public var separationsRead = 2
    /// A reading at least this confident is not tried upside down.
    public var confidentEnough = 75

    /// The other scripts' engines, chosen by what each image holds; nil without the
    /// script-detection data, when only `engine` reads. Opened when first needed: loading the
    /// detector is a cost a stamp read surely in Latin letters does not pay.
    public var scripts: ScriptReaders? {
        if !scriptsOpened { (openScripts, scriptsOpened) = (try? ScriptReaders(dataDirectory: engine.dataDirectory), true) }
        return openScripts
    }
    private var openScripts: ScriptReaders?
    private var scriptsOpened = false

    public init(engine: TesseractEngine, matcher: StampMatcher) {
        self.engine = engine
        self.matcher = matcher
    }

    /// One OCR pass: which ink, at which angle, what was read and how sure tesseract was.
    public struct Read: Sendable {
        public var separation: String
        public var contrast: Double
        /// Clockwise degrees the image was turned to level the text.
        public var rotationDegrees: Double
        public var text: String
        public var confidence: Int
    }

    public struct Scan: Sendable {
        public var path: String
        /// Size after loading (and any reduction): what the pipeline worked on.
        public var width: Int
        public var height: Int
        public var reads: [Read]
        public var suggestions: StampSuggestions
    }

    public func scan(_ path: String) throws -> Scan {
        let rgb = CoverEdge.painted(PhotoSurround.painted(try loader.load(path)))
        passesLeft = maximumPasses
        longWordsKnownByText = [:]
        var reads: [Read] = []
        // The main ink's ring reads when `readInk` read them and did not keep them.
        var mainInkRing: [Read]?
        // The ink (index into `inks`) read as the stamp's own: the first that holds letters.
        var mainInk: Int?
        // Which ink (index into `inks`) each reading is of.
        var inkOf: [Int] = []
        let separations = Self.photographedStampFirst(Self.stampInkBeforePagePrint(InkSeparation.candidates(rgb)))
        var inks = Self.inksToRead(separations, count: separationsRead)
        lazy var fainter = Self.fainterInk(separations, besides: inks)
        for (index, separation) in inks.enumerated() {
            // The first ink's retries leave the passes a second stamp needs to be read either way up.
            reservedPasses = Self.passesPerInk * (inks.count - 1 - index)
            let ink = try readInk(separation, first: mainInk == nil) { index + 1 < inks.count || fainter != nil }
            reads += ink.reads
            inkOf += ink.reads.map { _ in index }
            if mainInk == nil, !ink.onlyDigits { (mainInk, mainInkRing) = (index, ink.ringSetAside) }
        }
        var suggestions = try matcher.suggest(reads.map(\.text).joined(separator: "\n"))
        // Readings of ink `ink` added after the first match, and everything read matched again.
        func add(_ more: [Read], ofInk ink: Int) throws {
            reads += more
            inkOf += more.map { _ in ink }
            suggestions = try matcher.suggest(reads.map(\.text).joined(separator: "\n"))
        }
        // Curved text along a round or oval frame is lost to the plain reading: when that found
        // nothing sure, or only a country (round stamps often print only the state's name and
        // the way in across the middle, the town or the airport along the ring), the ring inside
        // the frame is unwrapped and read too (read already when the main ink's Latin reading
        // was weak, `readInk`). While still weak, so are the other inks' rings: the ink read as
        // the stamp's own may be a second stamp struck over it that names nothing.
        if readsRings, Self.isWeak(suggestions) || Self.namesOnlyACountry(suggestions), let main = mainInk {
            let ringReads = mainInkRing ?? readRing(inks[main])
            if !ringReads.isEmpty { try add(ringReads, ofInk: main) }
            for other in inks.indices where other != main && Self.isWeak(suggestions) {
                let more = readRing(inks[other])
                if !more.isEmpty { try add(more, ofInk: other) }
            }
        }
        // A faded stamp under or over a fresh one has too little contrast beside it to be read
        // as a second ink; when what was read is weak, it is read too, and while still weak its
        // ring (a faded round stamp under a fresh one's words, "CALAIS PORT" along the ring).
        // When every ink read held only digits (a date band in its own ink), it is the stamp's
        // own ink.
        if Self.isWeak(suggestions), let fainter = fainter {
            passesLeft = mainInk == nil ? maximumPasses : fainterInkPasses
            reservedPasses = 0
            let ink = try readInk(fainter, first: mainInk == nil)
            inks.append(fainter)
            try add(ink.reads, ofInk: inks.count - 1)
            if readsRings, Self.isWeak(suggestions) {
                let ringReads = ink.ringSetAside ?? readRing(fainter)
                if !ringReads.isEmpty { try add(ringReads, ofInk: inks.count - 1) }
            }
        }
        // Ink a pad left blotchy loses its pale part to the one threshold: when what was read
        // is still weak, the ink is read again evened out (`BlotchyInk`). Not with two inks: a
        // plain channel evened lifts both stamps, and their words would mix.
        if Self.isWeak(suggestions), inks.count == 1, let first = inks.first,
           let evenedInk = BlotchyInk.evenedSeparation(first) {
            passesLeft = evenedInkPasses
            reservedPasses = 0
            // Read as a later ink is: when its Latin reading is weak, by its script's model too.
            let evened = try readInk(evenedInk, first: false).reads
                .filter { $0.confidence >= Self.leastSecondReadingConfidence }
            if !evened.isEmpty { try add(evened, ofInk: 0) }
        }
        // A stamp worn down on an old page keeps only fragments of its letters past Otsu's
        // threshold: when what was read is still weak, the main ink is read again with its
        // faintest ink kept (`WornInk`), in one pass, turned as its plain reading was (the same
        // ink, the same way up). Only a reading sure enough to be words is added.
        if Self.isWeak(suggestions), let main = mainInk,
           let plain = reads.first(where: { $0.separation == inks[main].name }), let worn = WornInk.separation(of: inks[main]) {
            let reading = readTurned(worn, degrees: plain.rotationDegrees)
            if reading.confidence >= Self.leastSecondReadingConfidence { try add([reading], ofInk: main) }
        }
        // A faint or thin-lettered stamp's ink plane comes out of JPEG's coarse colour in
        // blocks, its letters broken; when what was read is still weak, the main ink is read
        // again drawn sharp from the channel it darkens most (`SharpInk`). Not when another ink
        // was read surely: that is the stamp, and the main ink a neighbour's, which drawn sharp
        // would only bring a second stamp's words in. Nor when another script's model read a
        // word the matcher knows in the main ink: the stamp is in that script, and the Latin
        // model reads it drawn sharp as junk whose letters spell codes ("SII" of an Arabic
        // stamp); for the same reason the sharp reading counts only read surely
        // (`leastSharpConfidence`). Read more surely and better than the plane was, it takes
        // the plane's reading's place: that reading's broken letters spell other places ("SAL"
        // of SALIDA, El Salvador's start).
        if Self.isWeak(suggestions), let main = mainInk,
           !zip(reads, inkOf).contains(where: { $0.1 != main && Double($0.0.confidence) >= Self.readConfidently }),
           try !readInAnotherScript(reads.filter { Self.isAnotherScriptsReading($0.separation, of: inks[main].name) }),
           let sharp = SharpInk.separation(of: inks[main], in: rgb) {
            passesLeft = sharpInkPasses
            reservedPasses = 0
            let (reading, _, _) = try read(sharp)
            if reading.confidence >= Self.leastSharpConfidence {
                if let plain = reads.indices.first(where: { reads[$0].separation == inks[main].name && inkOf[$0] == main }),
                   reading.confidence > reads[plain].confidence, Self.quality(reading) > Self.quality(reads[plain]) {
                    reads[plain] = reading
                    try add([], ofInk: main)
                } else {
                    try add([reading], ofInk: main)
                }
            }
        }
        if inks.count > 1 {
            let byInk = try inks.indices.map { ink in
                try matcher.suggest(zip(reads, inkOf).filter { $0.1 == ink }.map(\.0.text).joined(separator: "\n"))
            }
            let confidence = inks.indices.map { ink in zip(reads, inkOf).filter { $0.1 == ink }.map(\.0.confidence).max() ?? 0 }
            if let both = Self.twoStamps(byInk, confidence: confidence) { suggestions = both }
        }
        for i in suggestions.candidates.indices {
            suggestions.candidates[i].evidence += reads.map {
                StampEvidence(signal: "ocr_text", text: $0.text.trimmingCharacters(in: .whitespacesAndNewlines),
                              detail: "\($0.separation), turned \(String(format: "%.1f", $0.rotationDegrees))°, confidence \($0.confidence)", weight: 0)
            }
        }
        return Scan(path: path, width: rgb.width, height: rgb.height, reads: reads, suggestions: suggestions)
    }

    /// One ink read, and read again by another script's model when its Latin reading names
    /// nothing, or only weakly: a reading that already names a place with some weight (moderate
    /// or strong) is in Latin letters, and the script detector and another model would only cost
    /// time. The first ink's other-script passes come out of the image's `maximumPasses`; a
    /// later ink (the second stamp of an overlapping pair, a fainter ink) has used its passes
    /// reading itself either way up, so it is given `laterInkScriptPasses` of its own, only when
    /// its reading is weak: a stamp in Cyrillic, Arabic or Khmer under or beside another is as
    /// unreadable to the Latin model as a first one ("BENAPYCd" of БЕЛАРУСЬ).
    ///
    /// Before another script is tried, the first ink's ring is read when its frame has one
    /// (`readRing`): a round stamp's Latin names run along its ring, where the plain reading
    /// misses them, and two reads of a strip cost less than the trial of the script models. When
    /// the ring names a place with some weight, no other script is tried; otherwise its reads are
    /// set aside (`ringSetAside`) for `scan` to add if the stamp stays weak, as it would read them.
    /// `ringSetAside` is empty when the ring's reads are among `reads`, and nil when the ring was
    /// not read.
    ///
    /// A first ink read as digits alone, with `anotherInkFollows`, is a date struck in an ink of
    /// its own beside the stamp's (a red date band in a black or violet stamp): digits read
    /// alike in every script and it has no ring, so nothing more is tried on it (`onlyDigits`),
    /// and the next ink is read as the first.
    func readInk(_ separation: InkSeparation.Separation, first: Bool, anotherInkFollows: () -> Bool = { false }) throws
        -> (reads: [Read], ringSetAside: [Read]?, onlyDigits: Bool) {
        let (read, upright, lines) = try read(separation)
        if first, !read.text.contains(where: \.isLetter), anotherInkFollows() { return ([read], nil, true) }
        let (reads, ring) = try readFurther(read, separation, upright: upright, lines: lines, first: first)
        return (reads, ring, false)
    }

    /// What `readInk` reads beyond the plain reading of an ink: its ring and its script.
    private func readFurther(_ read: Read, _ separation: InkSeparation.Separation, upright: GrayImage, lines: [TesseractEngine.TextBox],
                             first: Bool) throws -> (reads: [Read], ringSetAside: [Read]?) {
        // A country named in look-alike letters is a Cyrillic or Greek stamp read by the Latin
        // model: its town and airport are still unread, however surely the country is named.
        guard try Self.isWeak(matcher.suggest(read.text)) || matcher.namesACountryInLookAlikeLetters(read.text) else { return ([read], nil) }
        var ringSetAside: [Read]?
        if first, readsRings {
            let ring = readRing(separation)
            if !ring.isEmpty, try !Self.isWeak(matcher.suggest(([read] + ring).map(\.text).joined(separator: "\n"))) {
                return ([read] + ring, [])
            }
            ringSetAside = ring
        }
        if !first { passesLeft = max(passesLeft, reservedPasses) + laterInkScriptPasses }
        guard let other = try otherScript(upright, lines: lines), try !Self.readsTheLatinAgain(other.reading.text, latin: read, matcher: matcher)
        else { return ([read], ringSetAside) }
        var second = read
        (second.text, second.confidence, second.separation) = (other.reading.text, other.reading.confidence, "\(read.separation), \(other.script)")
        return ([read, second], ringSetAside)
    }

    /// The separations with the photographed stamp's ink first. A photo of one stamp on a full
    /// page often catches the corner of its neighbour at the picture's edge, mostly cut off: a
    /// fresh corner in another ink splits more cleanly than a faded or pale stamp, and would be
    /// read first (and its ring, and its script) while the stamp itself waited for the fainter-ink
    /// step, if it came at all. So when the best separation's ink reaches an edge of the picture
    /// and another single ink covers several times as much of the picture (`neighbourShare`),
    /// with strokes at least half as wide (not a page's hairlines), at least `fainterInkContrast`
    /// of its contrast and no more of the picture than a stamp covers
    /// (`mostOfPictureAStampCovers`, not a page's pattern), that ink is read first. Not an ink
    /// that reaches every edge (a tinted page's print), nor one that holds most of the best
    /// one's ink (`sameInkOverlap`: a violet plane keeps a blue stamp and the lavender page's
    /// blotches): then the best separation is the photographed stamp itself, running off the
    /// picture. The cut corner is not dropped: it is read as a second ink when it qualifies as one.
    static func photographedStampFirst(_ separations: [InkSeparation.Separation]) -> [InkSeparation.Separation] {
        guard let best = separations.first, best.contrast > 0, InkSeparation.reachesAnEdge(best.image) else { return separations }
        let share = InkSeparation.inkShare(best.image), stroke = InkSeparation.strokeWidth(best.image)
        guard let index = separations.indices.dropFirst().first(where: { i in
            let s = separations[i]
            guard s.name.hasSuffix("_ink"), s.contrast >= best.contrast * fainterInkContrast else { return false }
            let inkShare = InkSeparation.inkShare(s.image)
            return inkShare >= share * neighbourShare && inkShare <= mostOfPictureAStampCovers
                && InkSeparation.strokeWidth(s.image) >= stroke * neighbourBoldness
                && !InkSeparation.reachesEveryEdge(s.image) && InkSeparation.overlap(best.image, s.image) <= sameInkOverlap
        }) else { return separations }
        var ordered = separations
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// The separations with a stamp's own ink before a plain channel that holds the page's print.
    /// A plain channel keeps every ink and the page's print at once; on a page printed in a tint
    /// near the stamp's (a green guilloche under a green stamp) its split can be cleaner than the
    /// stamp's own ink, and read first it reads the page's pattern as lines of junk. So when the
    /// best separation is a plain channel whose ink reaches every edge of the picture (the page's
    /// print: a stamp leaves paper at an edge), the best single ink that does not, with at least
    /// `pagePrintInkContrast` of its contrast, is read first. O(separations × pixels).
    static func stampInkBeforePagePrint(_ separations: [InkSeparation.Separation]) -> [InkSeparation.Separation] {
        guard let best = separations.first, best.contrast > 0, !best.name.hasSuffix("_ink"), InkSeparation.reachesEveryEdge(best.image),
              let index = separations.indices.dropFirst().first(where: { i in
                  let s = separations[i]
                  return s.name.hasSuffix("_ink") && s.contrast >= best.contrast * pagePrintInkContrast && !InkSeparation.reachesEveryEdge(s.image)
              }) else { return separations }
        var ordered = separations
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// A stamp's own ink is read before a channel holding the page's print with at least this
    /// share of its contrast: the share a fainter ink needs (`fainterInkContrast`), since a faded
    /// stamp on a patterned page splits less cleanly than the pattern does.
    static let pagePrintInkContrast = 0.3

    /// At least how many times as much of the picture the photographed stamp's ink covers as a neighbour's cut corner.
    static let neighbourShare = 3.0
    /// The most of the picture one stamp's ink covers: a page's printed pattern covers tenths of it.
    static let mostOfPictureAStampCovers = 0.12
    /// The photographed stamp's strokes are at least this share of the cut corner's as wide (its
    /// frame's rule is bolder than its letters; a page's hairlines are thinner still).
    static let neighbourBoldness = 0.5

    /// Tesseract passes a later ink whose Latin reading is weak may take for another script: the
    /// detected script's model, and the Cyrillic and Greek one when that reads unsurely.
    public var laterInkScriptPasses = 2

    /// The separations read: the best, then (up to `count` in all) the best ones whose ink
    /// lies mostly elsewhere (a second, overlapping stamp) with at least `secondInkContrast` of
    /// the best one's contrast (a pale page pattern is not a second stamp), and that does not
    /// reach every edge of the picture (a page's pattern in one ink, bold enough to pass; or,
    /// after a stamp's own ink, a plain channel holding the page's print).
    static func inksToRead(_ separations: [InkSeparation.Separation], count: Int) -> [InkSeparation.Separation] {
        let best = separations.first?.contrast ?? 0
        var chosen: [InkSeparation.Separation] = []
        for separation in separations where separation.contrast > 0 {
            guard chosen.count < count else { break }
            if !chosen.isEmpty && separation.contrast < best * Self.secondInkContrast { break }
            // A single ink's plane that reaches every edge of the picture is the page's pattern
            // (`fainterInk` says why), not a second stamp: read, it costs seconds of junk.
            if !chosen.isEmpty, separation.name.hasSuffix("_ink"), InkSeparation.reachesEveryEdge(separation.image) { continue }
            // Nor, beside a stamp's own ink, a plain channel holding the page's print: it holds
            // that stamp again, drowned in the pattern's lines, read as junk for seconds.
            if let first = chosen.first, first.name.hasSuffix("_ink"), !separation.name.hasSuffix("_ink"),
               InkSeparation.reachesEveryEdge(separation.image) { continue }
            // Two channels that keep the same ink read the same text.
            if chosen.contains(where: { InkSeparation.overlap(separation.image, $0.image) > Self.sameInkOverlap }) { continue }
            chosen.append(separation)
        }
        return chosen
    }

    /// A separation not read yet that holds an ink of its own, fainter than `inksToRead` takes
    /// (down to `fainterInkContrast` of the best one's contrast): a faded stamp beside a fresh
    /// one. Only the single-ink separations count (a plain channel holds every ink and the
    /// page's print at once), and only lettering about as bold as the best ink's: a page's
    /// printed pattern of hairlines is pale and of one colour too. Nor ink that reaches all four
    /// edges of the picture: a page's pattern covers the page, and its lines, broken into blocks
    /// by JPEG's coarse colour, can pass for bold (tesseract then spent seconds reading them as
    /// lines of junk). A plain channel read as the second ink that holds the first ink too has
    /// read both stamps at once, their words mixed: it does not count as having read an ink of
    /// its own that lies inside it; nor does a plain channel that holds the page's print
    /// (reaching every edge): a faded stamp inside it is read drowned in the pattern's lines.
    /// The contrast a fainter ink needs is a share of the best stamp's, not of the page's print:
    /// when the best separations are a patterned page's, a faded stamp on it splits less
    /// cleanly than the pattern does, and is still the only stamp there is. It is never less
    /// than `faintestBesidePagePrint` of the best separation's, so that on a page with no
    /// stamp ink of its own a plane of specks is not read as one.
    static func fainterInk(_ separations: [InkSeparation.Separation], besides read: [InkSeparation.Separation]) -> InkSeparation.Separation? {
        guard let best = separations.first, best.contrast > 0 else { return nil }
        let boldness = InkSeparation.strokeWidth(best.image)
        let bestStamp = separations.first { $0.contrast > 0 && !InkSeparation.reachesEveryEdge($0.image) } ?? best
        let leastContrast = max(bestStamp.contrast * Self.fainterInkContrast, best.contrast * Self.faintestBesidePagePrint)
        let readAlone = read.filter { channel in
            channel.name.hasSuffix("_ink")
                || (!InkSeparation.reachesEveryEdge(channel.image)
                    && !read.contains { $0.name != channel.name && InkSeparation.overlap($0.image, channel.image) > Self.sameInkOverlap })
        }
        for separation in separations where separation.name.hasSuffix("_ink") && !read.contains(where: { $0.name == separation.name }) {
            guard separation.contrast >= leastContrast else { break }
            if readAlone.contains(where: { InkSeparation.overlap(separation.image, $0.image) > Self.sameInkOverlap }) { continue }
            guard InkSeparation.strokeWidth(separation.image) >= boldness * Self.fainterInkBoldness,
                  !InkSeparation.reachesEveryEdge(separation.image) else { continue }
            return separation
        }
        return blackInk(separations, besides: read)
    }

    /// A plain channel that holds a black (or grey) ink besides the coloured inks read: black
    /// has no colour of its own, so only the plain channels keep it, and beside a saturated red
    /// or blue ink they split less cleanly than it does. A stamp struck in black with its date
    /// in red (a date band of its own pad) is read first by the red date alone, which names no
    /// place. The channel counts when most of its ink lies outside every ink read, and it holds
    /// several times as much ink as the first one (`blackInkShare`: the stamp's words and frame
    /// besides a date), in strokes nearly as bold (`fainterInkBoldness`), without reaching every
    /// edge (a page's print).
    static func blackInk(_ separations: [InkSeparation.Separation], besides read: [InkSeparation.Separation]) -> InkSeparation.Separation? {
        guard let best = separations.first, best.contrast > 0, best.name.hasSuffix("_ink"), read.allSatisfy({ $0.name.hasSuffix("_ink") }) else { return nil }
        let boldness = InkSeparation.strokeWidth(best.image), share = InkSeparation.inkShare(best.image)
        for separation in separations where !separation.name.hasSuffix("_ink") {
            guard separation.contrast >= best.contrast * Self.fainterInkContrast else { break }
            if read.contains(where: { InkSeparation.overlap(separation.image, $0.image) > Self.sameInkOverlap }) { continue }
            guard InkSeparation.inkShare(separation.image) >= share * Self.blackInkShare,
                  InkSeparation.strokeWidth(separation.image) >= boldness * Self.fainterInkBoldness,
                  !InkSeparation.reachesEveryEdge(separation.image) else { continue }
            return separation
        }
        return nil
    }

    /// A black ink beside a coloured one read covers at least this many times as much of the picture.
    static let blackInkShare = 2.0

    /// A fainter ink is read with at least this share of the best stamp's contrast.
    static let fainterInkContrast = 0.3
    /// And with at least this share of the best separation's, when that is the page's print.
    static let faintestBesidePagePrint = 0.15
    /// A fainter ink's strokes are at least this share of the best ink's as wide.
    static let fainterInkBoldness = 0.7
    /// Tesseract passes a fainter ink may take: either way up, and again with its specks filled.
    /// When every ink read before it held only digits (a date band), it is the stamp's own ink
    /// and takes the image's `maximumPasses` instead.
    public var fainterInkPasses = 4

    /// Tesseract passes the evened first ink may take: either way up.
    public var evenedInkPasses = 2

    /// Tesseract passes the main ink drawn sharp may take: either way up.
    public var sharpInkPasses = 2
    /// The least confidence of the main ink's sharp reading that is added to what was read.
    static let leastSharpConfidence = 60

    /// Two inks that each name a place in a different country are two stamps, one over the
    /// other: read together their words mix (one stamp's town, the other's entry word), so each
    /// is matched alone and both stamps' best candidates lead the list, the better scored
    /// first. Which stamp the traveller means cannot be told from the image, so neither is
    /// suggested strongly. An ink that names nothing (a frame's fragments, specks) takes no part,
    /// and of inks naming the same country the better scored speaks for it: a third ink must not
    /// send the two stamps' words back to be mixed. Nil when the inks do not name two countries.
    /// Of two stamps scored alike, the one tesseract read more surely (`confidence`, each ink's
    /// best reading's) comes first: a frame's specks read as "oman" are no match for a stamp
    /// read cleanly as "REPUBLICA DOMINICANA".
    static func twoStamps(_ byInk: [StampSuggestions], confidence: [Int] = []) -> StampSuggestions? {
        typealias Lead = (suggestions: StampSuggestions, confidence: Int)
        var leads: [Lead] = []
        for (index, ink) in byInk.enumerated() {
            guard let top = ink.candidates.first else { continue }
            let sureness = confidence.indices.contains(index) ? confidence[index] : 0
            if let same = leads.firstIndex(where: { $0.suggestions.candidates[0].chain.country?.id == top.chain.country?.id }) {
                if top.score > leads[same].suggestions.candidates[0].score { leads[same] = (ink, sureness) }
            } else {
                leads.append((ink, sureness))
            }
        }
        func ranksBefore(_ a: Lead, _ b: Lead) -> Bool {
            // An ink read less surely than a second reading must be to count is mostly junk,
            // whose specks spell codes ("RFD" beside "FRONTIERA / NADLAC"): it follows every ink
            // read surely, whatever it scores.
            let (ra, rb) = (a.confidence >= leastSecondReadingConfidence, b.confidence >= leastSecondReadingConfidence)
            if !confidence.isEmpty, ra != rb { return ra }
            let (sa, sb) = (a.suggestions.candidates[0].score, b.suggestions.candidates[0].score)
            return sa != sb ? sa > sb : a.confidence > b.confidence
        }
        guard leads.count >= 2 else { return nil }
        let ordered = leads.sorted(by: ranksBefore)
        var merged = ordered[0].suggestions
        let tops = ordered.map { $0.suggestions.candidates[0] }
        let rest = byInk.flatMap { $0.candidates }.sorted { $0.score > $1.score }
        var seen = Set<SuggestedChain>()
        merged.candidates = (tops + rest).filter { seen.insert($0.chain).inserted }.map {
            var candidate = $0
            candidate.strength = min(candidate.strength, .moderate)
            return candidate
        }
        return merged
    }

    /// Passes kept for each ink still to read: once, and once turned half round.
    static let passesPerInk = 2
    private var reservedPasses = 0

    /// A second separation is read only with at least this share of the best one's contrast.
    static let secondInkContrast = 0.6
    /// Separations sharing more than this share of their ink see the same stamp.
    static let sameInkOverlap = 0.5

    /// Below this confidence a reading is tried again with worn specks filled. A faded stamp's
    /// specks break its letters, and tesseract still reads the rest surely: a reading of
    /// confidence 60–70 was often a name in pieces ("aNTENANaatvo") and a frame's fragments
    /// read as codes ("SRY") that read whole ("ANTANANARIVO") with its specks filled.
    public var wornBelow = 70
    /// Tesseract passes per image at most (each ~0.1–0.3 s on one core): bounds the time a
    /// hopeless image costs. Worst case: the first ink read both ways up, then both again with
    /// worn specks filled (4), another script (1, or 3 with the trial of the script models: its
    /// small samples count as one pass, its winner's reading as another), a second ink both ways
    /// up (2). A later ink whose reading is weak has `laterInkScriptPasses` besides, for its
    /// other script.
    public var maximumPasses = 7
    private var passesLeft = 0
    /// What `longWordsKnown` worked out, for the image being scanned.
    private var longWordsKnownByText: [String: Int] = [:]

    /// Reads one separation, levelled and framed; returns the reading, the image the way up it
    /// was read, and the lines read in it.
    func read(_ separation: InkSeparation.Separation) throws -> (Read, upright: GrayImage, lines: [TesseractEngine.TextBox]) {
        let angle = RotationEstimator.textLevellingAngle(separation.image)
        let level = Self.turnedAndFramed(separation.image, degrees: angle)
        var (reading, flipped) = try readEitherWayUp(level)
        var used = level
        if reading.reading.confidence < wornBelow, passesLeft > reservedPasses {
            let filledImage = Leptonica.filledSpecks(level)
            let (filled, filledFlipped) = try readEitherWayUp(filledImage)
            // Read with specks filled, the ink may settle the other way up: then, as either way up
            // is chosen, the reading that spells words is the one the right way up.
            let better = filledFlipped != flipped ? try readsBetter(filled.reading, than: reading.reading)
                : Self.quality(filled.reading) > Self.quality(reading.reading)
            if better { (reading, flipped, used) = (filled, filledFlipped, filledImage) }
        }
        var turned = angle + (flipped ? 180 : 0)
        if turned > 180 { turned -= 360 }
        let read = Read(separation: separation.name, contrast: (separation.contrast * 1000).rounded() / 1000,
                        rotationDegrees: (turned * 100).rounded() / 100, text: reading.reading.text, confidence: reading.reading.confidence)
        return (read, flipped ? Leptonica.rotated(used, degrees: 180) : used, reading.boxes)
    }

    /// One separation read in one pass, turned `degrees` clockwise (as another reading of its
    /// ink was levelled and set upright) and framed.
    func readTurned(_ separation: InkSeparation.Separation, degrees: Double) -> Read {
        let reading = engine.readBoxes(Self.turnedAndFramed(separation.image, degrees: degrees), level: .line).reading
        return Read(separation: separation.name, contrast: (separation.contrast * 1000).rounded() / 1000,
                    rotationDegrees: degrees, text: reading.text, confidence: reading.confidence)
    }

    /// Whether round and oval frames are unwrapped when the plain reading is weak.
    public var readsRings = true
    /// A line read from an unwrapped ring counts only at least this confident: the strip read
    /// one way up holds the text set the other way up too, which tesseract reads as junk. In a
    /// line less confident, the words this confident count alone: a script the model does not
    /// hold, read as junk on the same line ("ETHIOPIA • IMMIGRATION" after Ge'ez letters), drags
    /// the line's confidence below any bar.
    public var ringLineConfidence = 60.0

    /// Nothing suggested, or only weakly.
    static func isWeak(_ suggestions: StampSuggestions) -> Bool {
        (suggestions.candidates.first?.strength ?? .weak) == .weak
    }

    /// The first candidate is a country alone: no region, town, airport or crossing.
    static func namesOnlyACountry(_ suggestions: StampSuggestions) -> Bool {
        guard let chain = suggestions.candidates.first?.chain else { return false }
        return chain.region == nil && chain.city == nil && chain.airport == nil
    }

    /// The ring inside a round or oval frame, unwrapped and read both ways up: text whose letters
    /// stand with their tops outward (a round stamp's upper line) reads upright in the strip,
    /// text with its tops inward (the lower line) in the strip turned half round. Two passes,
    /// none when the ink has no such frame, and one more for a way up read as Cyrillic or Greek
    /// look-alike capitals.
    func readRing(_ separation: InkSeparation.Separation) -> [Read] {
        guard let ring = StampRing.find(in: separation.image), let strip = ring.unwrapped(separation.image) else { return [] }
        let framed = strip.framed(margin: Self.leastMargin)
        var out: [Read] = []
        /// Reads `image` with `engine` and keeps what counts of it, under `name`.
        func read(_ image: GrayImage, with engine: TesseractEngine, as name: String) -> [TesseractEngine.LineOfWords] {
            let (reading, lines) = engine.readLinesOfWords(image)
            if let text = Self.ringText(lines, leastConfidence: ringLineConfidence) {
                out.append(Read(separation: "\(separation.name), \(name)", contrast: (separation.contrast * 1000).rounded() / 1000,
                                rotationDegrees: 0, text: text, confidence: reading.confidence))
            }
            return lines
        }
        for (turn, name) in [(0.0, "ring, tops outward"), (180.0, "ring, tops inward")] {
            let image = turn == 0 ? framed : framed.turnedHalfRound()
            let lines = read(image, with: engine, as: name)
            // A ring in Cyrillic or Greek capitals reads as Latin look-alikes ("NYHKT MPONYCKA
            // BPECT" of ПУНКТ ПРОПУСКА БРЕСТ), and no script detector sees a strip: that way up
            // is read by the Cyrillic and Greek models too, one pass more.
            guard Self.readsAsLookAlikeCapitals(lines.map(\.line)), let other = scripts?.engine(languages: ScriptReaders.latinLookalikes) else { continue }
            _ = read(image, with: other, as: "\(name), \(ScriptReaders.latinLookalikes)")
        }
        return out
    }

    /// What counts of a ring's reading (`ringLineConfidence`): each line at least
    /// `leastConfidence` sure whole, and of a line less sure, its words that are; lines with no
    /// letter left out. Nil when nothing counts.
    ///
    ///     StampScanner.ringText([junkThenEthiopiaImmigration], leastConfidence: 60)  // "ETHIOPIA IMMIGRATION\n"
    static func ringText(_ lines: [TesseractEngine.LineOfWords], leastConfidence: Double) -> String? {
        let kept = lines.map { line in
            line.line.confidence >= leastConfidence ? line.words : line.words.filter { $0.confidence >= leastConfidence }
        }.filter { $0.contains { $0.text.contains(where: \.isLetter) } }
        return kept.isEmpty ? nil : kept.map { $0.map(\.text).joined(separator: " ") + "\n" }.joined()
    }

    /// `image` turned `degrees` clockwise and framed in white (`leastMargin`, or its longer side
    /// divided by `marginDivisor`), so that letters at its edge keep their shape.
    static func turnedAndFramed(_ image: GrayImage, degrees: Double) -> GrayImage {
        let rotated = Leptonica.rotated(image, degrees: degrees)
        return rotated.framed(margin: max(leastMargin, max(rotated.width, rotated.height) / marginDivisor))
    }

    /// The white margin round the ink: at least this many pixels, or the image's longer side
    /// divided by `marginDivisor`.
    static let leastMargin = 24
    static let marginDivisor = 16

    /// The image read again by the engine of the script it holds, when that is not Latin. The
    /// detector is shown only what the Latin model could not read: lines it read confidently
    /// (a date, a country code, an English word) are whitened first, since on a stamp they
    /// outnumber the few letters of another script and the detector would call the whole stamp
    /// Latin. On a stamp's few letters the detector is often wrong (Lao called Bengali, Georgian
    /// called Arabic, Cyrillic capitals called Latin), so unless its script's model reads the
    /// stamp surely with a word the matcher knows or at length (`settlesScript`), the lines the Latin model
    /// read unsurely are read by each script's model (`ScriptReaders.trial`, a small image:
    /// cheap; it stops at the first model sure of its script), and the model that reads them
    /// best (`ReadingRank`: known words first) reads the whole image. Its reading replaces the
    /// detector's when it was sure of its script, or when it ranks higher.
    ///
    /// A reading of more than `mostUnsureLines` unsure lines is a page's pattern read as text,
    /// not a stamp (`readsLikeAStamp`): no other script is tried on it, since each model would
    /// read the pattern for seconds (a guilloche read as 80 lines of junk took 28 s through the
    /// trial).
    func otherScript(_ upright: GrayImage, lines: [TesseractEngine.TextBox]) throws -> (script: String, reading: TesseractEngine.Reading)? {
        let unsure = Self.unsureLines(lines)
        guard passesLeft > reservedPasses, let scripts, Self.readsLikeAStamp(unsure: unsure) else { return nil }
        let unread = upright.whitened(lines.filter { $0.confidence >= Self.readConfidently })
        // With the Latin lines whitened, a line the Latin model never saw as text (an Arabic
        // word read as nothing) can be too few characters for the detector; the whole image,
        // its Latin lines included, then still shows the script's shapes.
        let detected = scripts.script(of: unread) ?? scripts.script(of: upright)
        var best: (script: String, reading: TesseractEngine.Reading, rank: ReadingRank)?
        // The Latin model chose which way up to read from its own junk, and a stamp whose lines
        // are all in another script it reads upside down as surely as upright. The detector's
        // sense of which way up is often wrong on a stamp's few letters, so when it sees the
        // text upside down and the upright reading settles nothing, the text is read turned half
        // round too, and that way up is kept when it reads more known words (junk read either
        // way up is no guide); the trial then reads its sample the same way up. When its model
        // reads junk either way up (`readsJunk`), the detector named the wrong script
        // (Devanagari for an upside-down Hebrew stamp), and unless the Latin reading settled
        // which way up (`wayUpIsSettled`), that is still open: the trial reads its sample both
        // ways up (`trialWinner`).
        var upsideDown = false
        var eitherWayUp = false
        if let detected, let other = scripts.engine(for: detected.name) {
            passesLeft -= 1
            var reading = other.read(upright)
            var readingRank = try rank(reading, quality: Self.quality)
            if detected.upsideDown, !Self.settlesScript(reading, readingRank), passesLeft > reservedPasses {
                passesLeft -= 1
                let turned = other.read(upright.turnedHalfRound())
                let turnedRank = try rank(turned, quality: Self.quality)
                if turnedRank.knownWords > readingRank.knownWords {
                    (reading, readingRank, upsideDown) = (turned, turnedRank, true)
                } else if Self.readsJunk(reading, readingRank), Self.readsJunk(turned, turnedRank) {
                    // Junk either way up: the script is in doubt, and the turned read that came
                    // to nothing is given back to the trial; which way up is in doubt too,
                    // unless the Latin reading settled it.
                    passesLeft += 1
                    eitherWayUp = !Self.wayUpIsSettled(lines)
                }
            }
            best = (detected.name, reading, readingRank)
        }
        // Tesseract's layout analysis can miss a line of another script altogether
        // (`UnreadLines`): when the detected script's reading of the whole stamp settles
        // nothing, its model reads the lines of ink the sure Latin lines leave, one at a time,
        // and that reading is kept when it holds more words the matcher knows: junk read surely
        // from a cut-out line is still junk. Not counted as a pass: a stamp's few lines, cut
        // out, cost less than one reading of the whole.
        if let current = best, !upsideDown, !Self.settlesScript(current.reading, current.rank), passesLeft > reservedPasses,
           let engine = scripts.engine(for: current.script), let lines = readLines(unread, with: engine) {
            let linesRank = try rank(lines, quality: Self.quality)
            if linesRank.knownWords > current.rank.knownWords { best = (current.script, lines, linesRank) }
        }
        if !(best.map { Self.settlesScript($0.reading, $0.rank) } ?? false), passesLeft > reservedPasses + 1,
           let sample = Self.unsureSample(unread, unsure: unsure) {
            passesLeft -= 1
            if let (winner, turned) = try trialWinner(scripts, sample, upsideDown: upsideDown, eitherWayUp: eitherWayUp),
               winner.language != best.flatMap({ ScriptReaders.languages[$0.script] }) || turned != upsideDown,
               let engine = scripts.engine(languages: winner.language) {
                passesLeft -= 1
                let reading = engine.read(turned ? upright.turnedHalfRound() : upright)
                let readingRank = try rank(reading, quality: Self.quality)
                // A model sure of its script on the sample outranks the detector's unsure choice.
                let sureAndRead = winner.sure && reading.confidence >= Self.leastSecondReadingConfidence
                if sureAndRead || best.map({ readingRank > $0.rank }) ?? true { best = (winner.language, reading, readingRank) }
            }
        } else if best == nil, passesLeft > reservedPasses, Self.readsAsLookAlikeCapitals(unsure),
                  let engine = scripts.engine(languages: ScriptReaders.latinLookalikes) {
            // Short of the trial's two passes (a second ink keeps its own), a stamp the detector
            // called Latin whose unsure lines are capitals every one of which a Cyrillic or Greek
            // capital looks like ("PEITYEIIIKA" of РЕПУБЛИКА) is read by that model alone: the
            // detector calls Cyrillic and Greek capitals Latin, and only the trial would have
            // found them.
            passesLeft -= 1
            let reading = engine.read(upright)
            best = (ScriptReaders.latinLookalikes, reading, try rank(reading, quality: Self.quality))
        }
        // A model shown a script it does not hold reads junk with little confidence ("57२0॥४5६"
        // from a Latin stamp the detector took for Devanagari), and junk's letters can spell a
        // place the stamp never named.
        return best.flatMap { $0.reading.confidence >= Self.leastSecondReadingConfidence ? ($0.script, $0.reading) : nil }
    }

    /// `engine`'s reading of the lines `UnreadLines` finds in `image`, each cut out and read as
    /// one line; its confidence is the lines' own, weighted by their characters. Nil when no
    /// line holds anything read.
    func readLines(_ image: GrayImage, with engine: TesseractEngine) -> TesseractEngine.Reading? {
        var texts: [String] = []
        var (weighted, characters) = (0, 0)
        for box in UnreadLines.boxes(in: image) {
            let pad = max(4, (box.bottom - box.top + 1) / 3)
            guard let line = image.cropped(to: [box], pad: pad, margin: pad) else { continue }
            let reading = engine.read(line, layout: .rawLine)
            let text = reading.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            texts.append(text)
            (weighted, characters) = (weighted + reading.confidence * text.count, characters + text.count)
        }
        return characters == 0 ? nil : TesseractEngine.Reading(text: texts.joined(separator: "\n") + "\n", confidence: weighted / characters)
    }

    /// The script models' trial (`ScriptReaders.trial`) on `sample`, read the way up the stamp
    /// is read (`upsideDown`), and whether its winner read the sample turned half round. With
    /// `eitherWayUp`, when no model read the sample surely or with a word the matcher knows, the
    /// sample is tried turned half round too, and that winner kept when it is sure of its script
    /// or scores higher: models loaded for the first trial are not loaded again, so the second
    /// costs the sample's reads alone.
    func trialWinner(_ scripts: ScriptReaders, _ sample: GrayImage, upsideDown: Bool, eitherWayUp: Bool) throws
        -> (winner: ScriptReaders.TrialWinner, turned: Bool)? {
        func trial(_ image: GrayImage) throws -> ScriptReaders.TrialWinner? {
            try scripts.trial(image, score: trialRank, isSure: Self.readsOwnScriptSurely, ends: Self.readsAKnownWord)
        }
        func settles(_ winner: ScriptReaders.TrialWinner) throws -> Bool {
            try winner.sure || trialRank(winner.reading).map { Self.readsAKnownWord(winner.reading, $0) } ?? false
        }
        let asRead = try trial(upsideDown ? sample.turnedHalfRound() : sample)
        guard eitherWayUp, try !(asRead.map(settles) ?? false) else { return asRead.map { ($0, upsideDown) } }
        guard let turned = try trial(sample.turnedHalfRound()) else { return asRead.map { ($0, upsideDown) } }
        guard let first = asRead, !turned.sure else { return (turned, !upsideDown) }
        let (firstRank, turnedRank) = (try trialRank(first.reading), try trialRank(turned.reading))
        return turnedRank.map { t in firstRank.map { t > $0 } ?? true } == true ? (turned, !upsideDown) : (first, upsideDown)
    }

    /// Whether the Latin model's reading of an ink says it was read the right way up: a line
    /// read surely with letters, or a numeric date's shape (`readsADateShape`). Read upside down,
    /// letters are read unsurely and digits as letters and marks ("EZOZ"), never either.
    static func wayUpIsSettled(_ lines: [TesseractEngine.TextBox]) -> Bool {
        readsADateShape(lines) || lines.contains { $0.confidence >= readConfidently && $0.text.contains(where: \.isLetter) }
    }

    /// Whether another script's model read a stamp as junk: no word the matcher knows, and less
    /// surely than a second reading must be to count (`leastSecondReadingConfidence`).
    ///
    ///     StampScanner.readsJunk(.init(text: "द्ाम्टलणछ", confidence: 19), .init(knownWords: 0, quality: 59))  // true
    static func readsJunk(_ reading: TesseractEngine.Reading, _ rank: ReadingRank) -> Bool {
        rank.knownWords == 0 && reading.confidence < leastSecondReadingConfidence
    }

    /// How well another script's model read a stamp, for choosing between models: first by the
    /// words it read that the matcher knows as written (`StampMatcher.wordsKnownAsWritten`: a
    /// wrong model reads junk, which spells no name), then by how much it read how surely.
    struct ReadingRank: Comparable {
        var knownWords: Int
        var quality: Double

        static func < (a: ReadingRank, b: ReadingRank) -> Bool {
            a.knownWords != b.knownWords ? a.knownWords < b.knownWords : a.quality < b.quality
        }
    }

    func rank(_ reading: TesseractEngine.Reading, quality: (TesseractEngine.Reading) -> Double) throws -> ReadingRank {
        ReadingRank(knownWords: try matcher.wordsKnownAsWritten(reading.text), quality: quality(reading))
    }

    /// A trial reading's rank, or nil when it read none of its own script's letters: every model
    /// reads Latin letters and digits too, so those do not tell the scripts apart.
    func trialRank(_ reading: TesseractEngine.Reading) throws -> ReadingRank? {
        Self.scriptQuality(reading) > 0 ? try rank(reading, quality: Self.scriptQuality) : nil
    }

    /// Whether the detected script's reading of the whole stamp settles which script it is, so
    /// that no trial is needed: with a word of its own script the matcher knows, read at least as
    /// surely as a second reading must be to count at all (`leastSecondReadingConfidence`), or
    /// read surely (`surelyRead`) with many letters of its own. A wrong script's model can read a
    /// stamp's few letters surely and wrongly (Bengali digits from a Lao stamp, "ЕВЕ" from a
    /// Japanese one), never as a known word: the known word is the evidence, and a worn stamp's
    /// right model reads it at 40–60 (the corpus's worn Beirut stamp: "دخول", entry, among three
    /// known words, at 43). A stamp read surely at length in the script is in it too. Either way
    /// the trial's reading of every model would cost a second for nothing.
    ///
    ///     StampScanner.settlesScript(.init(text: "دخول / بيروت", confidence: 43), .init(knownWords: 2, quality: 0))  // true
    static func settlesScript(_ reading: TesseractEngine.Reading, _ rank: ReadingRank) -> Bool {
        rank.knownWords > 0 ? readsAKnownWord(reading, rank) : reading.confidence >= surelyRead && ownLetters(reading) >= manyOwnLetters
    }

    /// Whether a script model's reading holds a word of its script the matcher knows, read at
    /// least as surely as a second reading must be to count: a wrong model never reads one. It
    /// settles the detected script (`settlesScript`) and ends the trial of the script models
    /// (`ScriptReaders.trial`) at the model that read it, sparing the models after it.
    static func readsAKnownWord(_ reading: TesseractEngine.Reading, _ rank: ReadingRank) -> Bool {
        rank.knownWords > 0 && reading.confidence >= leastSecondReadingConfidence
    }

    /// Whether a reading named `separation` is a script model's reading of the ink named `ink`,
    /// of its evened copy or of its ring: named last by the script the detector saw or the
    /// model read with ("red_ink, Arabic", "red_ink, evened, Han", "red_ink, ring, tops
    /// outward, rus+ell"). The Latin model's readings of the same ink ("red_ink, worn", "red_ink,
    /// evened", "red_ink, ring, tops inward") are not, whatever the stamp's script: an accented
    /// Latin word read in them ("GİRİŞ") says nothing of another script.
    ///
    ///     StampScanner.isAnotherScriptsReading("red_ink, evened, Han", of: "red_ink")  // true
    ///     StampScanner.isAnotherScriptsReading("red_ink, worn", of: "red_ink")         // false
    static func isAnotherScriptsReading(_ separation: String, of ink: String) -> Bool {
        guard separation.hasPrefix(ink + ", "), let last = separation.split(separator: ",").last else { return false }
        return scriptNames.contains(last.trimmingCharacters(in: .whitespaces))
    }

    /// The names a script model's reading is given: the scripts the detector names, and the
    /// models the trial and a ring's look-alike capitals read with.
    static let scriptNames = Set(ScriptReaders.languages.keys).union(ScriptReaders.models)

    /// Whether one of `reads` is another script's reading holding a word the matcher knows as
    /// written: the stamp is in that script.
    func readInAnotherScript(_ reads: [Read]) throws -> Bool {
        try reads.contains { read in
            guard StampText.lettersOutsideASCII(read.text) > 0 else { return false }
            return try matcher.wordsKnownAsWritten(read.text) > 0
        }
    }

    /// Whether another script's reading `other` is the Latin reading `latin` read again in
    /// look-alike letters, and adds nothing: the Cyrillic and Greek models read a Latin stamp
    /// whose Latin reading named nothing surely as look-alike junk ("ΙΜΜΙΟΒΑΤΙΟΝ ОРАСЕЯ /
    /// НАРУЛСН" of "IMMIGRATION OFFICER / HARWICH"), whose letters spell places the stamp never
    /// named. It is such a copy when at least `lookAlikeShare` of the longer
    /// reading's letters, by their look-alike classes (`LookAlikeLetters`), are in the other too,
    /// the Latin reading was read confidently (`readConfidently`), and the other holds no word
    /// the matcher knows as written. A stamp truly in Cyrillic or Greek is read by its own model
    /// with known words, and by the Latin model as unsure junk ("BENAPYCd" of БЕЛАРУСЬ).
    ///
    ///     try StampScanner.readsTheLatinAgain("ΙΜΜΙΟΒΑΤΙΟΝ ОРАСЕЯ\nНАРУЛСН", latin: harwich, matcher: matcher)  // true
    static func readsTheLatinAgain(_ other: String, latin: Read, matcher: StampMatcher) throws -> Bool {
        func classes(_ text: String) -> [Unicode.Scalar: Int] {
            var bag: [Unicode.Scalar: Int] = [:]
            for scalar in StampText.fold(text).unicodeScalars where scalar.properties.isAlphabetic {
                bag[LookAlikeLetters.keyClass(scalar), default: 0] += 1
            }
            return bag
        }
        guard Double(latin.confidence) >= readConfidently else { return false }
        let (a, b) = (classes(latin.text), classes(other))
        let (countA, countB) = (a.values.reduce(0, +), b.values.reduce(0, +))
        guard min(countA, countB) >= fewestLookAlikeLetters else { return false }
        let shared = a.reduce(0) { $0 + min($1.value, b[$1.key] ?? 0) }
        guard Double(shared) >= Double(max(countA, countB)) * lookAlikeShare else { return false }
        return try matcher.wordsKnownAsWritten(other) == 0
    }

    /// The least share of the longer reading's letters the other holds by look-alike class for
    /// another script's reading to be the Latin one read again (`readsTheLatinAgain`).
    static let lookAlikeShare = 0.6
    /// The fewest letters each reading holds for the comparison to say anything.
    static let fewestLookAlikeLetters = 6

    /// The most unsure lines a reading of a stamp holds: a stamp prints a handful of lines, and a
    /// worn or blotchy one is read in a few more pieces; a page's pattern read as text gives dozens.
    static let mostUnsureLines = 24

    /// Whether a reading whose unsure lines (`unsureLines`) are `unsure` can be a stamp's, not a
    /// page's pattern read as text.
    ///
    ///     StampScanner.readsLikeAStamp(unsure: Array(repeating: line, count: 80))  // false
    static func readsLikeAStamp(unsure: [TesseractEngine.TextBox]) -> Bool {
        unsure.count <= mostUnsureLines
    }

    /// Whether `lines`, as the Latin model read them, look like a Cyrillic or Greek stamp's
    /// capitals read in Latin look-alikes ("PEITYEIIIKA", "YJIAS"; "NYHKT MPONYCKA BPECT"): of
    /// their words of five capitals or more, at least `lookAlikeWords`, and two in three, are
    /// no stamp word and hold only letters a Cyrillic or Greek capital looks like
    /// (`LookAlikeCountryNames.mayNameAnotherAlphabet`). A Latin stamp's words mostly hold F, G,
    /// L, Q or another letter with no such look-alike ("POLICIA FEDERAL", "GUARULHOS"), and
    /// "AEROPORTO" or "BORDER POST", all look-alikes, are stamp words.
    ///
    ///     StampScanner.readsAsLookAlikeCapitals([line("NYHKT MPONYCKA BPECT")])  // true
    static func readsAsLookAlikeCapitals(_ lines: [TesseractEngine.TextBox]) -> Bool {
        let words = lines.flatMap { $0.text.split { !$0.isLetter } }.map(String.init)
            .filter { $0.count >= 5 && $0.allSatisfy { $0.isUppercase && LookAlikeCountryNames.isLatin($0) } }
        let lookAlike = words.filter {
            LookAlikeCountryNames.mayNameAnotherAlphabet($0) && !StampVocabulary.isStampVocabulary(StampText.fold($0))
        }.count
        return lookAlike >= lookAlikeWords && 3 * lookAlike >= 2 * words.count
    }
    static let lookAlikeWords = 2

    /// The letters of its own a reading holds at least to settle its script without a known word.
    static let manyOwnLetters = 8

    /// The lines the Latin model read unsurely and saw letters in: only those can be another
    /// script's letters (a line read surely is Latin; one of digits alone is a date or a number).
    static func unsureLines(_ lines: [TesseractEngine.TextBox]) -> [TesseractEngine.TextBox] {
        lines.filter { $0.confidence < readConfidently && $0.text.contains(where: \.isLetter) }
    }

    /// The lines the Latin model read unsurely (`unsureLines`), cut from the
    /// upright image with its sure lines whitened (`unread`): the sample the script models are
    /// tried on. Nil when there is no such line: then nothing was read that another script's
    /// model could read better.
    static func unsureSample(_ unread: GrayImage, unsure: [TesseractEngine.TextBox]) -> GrayImage? {
        // A line's box is cut at its letters' tops and bottoms; the marks above and below
        // (Arabic dots, Devanagari's matras, Lao's vowels) reach past it.
        let tallest = unsure.map { $0.bottom - $0.top + 1 }.max() ?? 0
        return unread.cropped(to: unsure, pad: max(4, tallest / 3), margin: leastMargin)
    }

    /// How well a script model read the trial's sample: confidence weighted by the letters read
    /// outside ASCII. Every model reads Latin letters and digits too, so those do not tell the
    /// scripts apart; a model that read none of its own letters scores nothing.
    static func scriptQuality(_ r: TesseractEngine.Reading) -> Double {
        let letters = ownLetters(r)
        return letters == 0 ? 0 : Double(r.confidence) * log(1 + Double(letters))
    }

    /// Whether a script model read the trial's sample so surely, with letters of its own, that
    /// no other model need read it: a wrong model reads another script as junk, and less surely
    /// than the right model reads its own.
    static func readsOwnScriptSurely(_ r: TesseractEngine.Reading) -> Bool {
        r.confidence >= sureOfScript && ownLetters(r) >= fewestOwnLetters
    }

    /// The letters outside ASCII a reading holds: those of the script its model was made for.
    static func ownLetters(_ r: TesseractEngine.Reading) -> Int {
        StampText.lettersOutsideASCII(r.text)
    }

    /// The least confidence of a trial reading sure of its script (`readsOwnScriptSurely`).
    static let sureOfScript = 80
    /// The fewest letters of its own script a sure trial reading holds: two, as in "入境" (entry).
    static let fewestOwnLetters = 2

    /// A second reading of an ink (by another script's model, or of the ink evened) less
    /// confident than this is not added to what the matcher reads: it is junk, whose letters can
    /// spell a place or a code the stamp never named.
    static let leastSecondReadingConfidence = 40

    /// The least confidence of the detected script's reading that settles the script without a
    /// known word, by its many letters (`settlesScript`).
    static let surelyRead = 60

    /// A line the Latin model reads at least this confidently is taken to be in Latin letters.
    static let readConfidently = 85.0

    /// Level lines can still be upside down: the cheap score cannot tell, OCR can. The image is
    /// read turned half round too when the first reading is not confident, and the way up kept
    /// is the one that reads a date's shape (`StampDateParser.holdsNumericDateShape`) when only
    /// one does: a stamp in a script the Latin model cannot read is junk either way up, and the
    /// way up with more junk letters is no guide, but its date reads as digits only upright.
    /// Otherwise it is the way up that reads more whole words the matcher knows
    /// (`StampMatcher.longWordsKnownAsWritten`): on a patterned page the upside-down reading
    /// can have more letters, read more surely, and spell nothing ("Tt WYOYS VNNITIVE" of
    /// TALLINNA SADAM). Failing both, it is the way up read better (`quality`).
    func readEitherWayUp(_ level: GrayImage) throws -> ((reading: TesseractEngine.Reading, boxes: [TesseractEngine.TextBox]), flipped: Bool) {
        passesLeft -= 1
        let reading = engine.readBoxes(level, level: .line)
        guard reading.reading.confidence < confidentEnough, passesLeft > reservedPasses else { return (reading, false) }
        passesLeft -= 1
        let turned = engine.readBoxes(Leptonica.rotated(level, degrees: 180), level: .line)
        let dated = Self.readsADateShape(reading.boxes), turnedDated = Self.readsADateShape(turned.boxes)
        if dated != turnedDated { return turnedDated ? (turned, true) : (reading, false) }
        return try readsBetter(turned.reading, than: reading.reading) ? (turned, true) : (reading, false)
    }

    /// Whether `reading` reads more whole words the matcher knows than `other`
    /// (`StampMatcher.longWordsKnownAsWritten`), or as many and better (`quality`): of two
    /// readings of one ink the other way up (its specks filled or not), the one that spells words.
    func readsBetter(_ reading: TesseractEngine.Reading, than other: TesseractEngine.Reading) throws -> Bool {
        let known = try longWordsKnown(reading.text), otherKnown = try longWordsKnown(other.text)
        return known != otherKnown ? known > otherKnown : Self.quality(reading) > Self.quality(other)
    }

    /// `StampMatcher.longWordsKnownAsWritten`, worked out once per text read: a reading is
    /// weighed against the other way up, then against its ink read with specks filled the
    /// other way up.
    func longWordsKnown(_ text: String) throws -> Int {
        if let known = longWordsKnownByText[text] { return known }
        let known = try matcher.longWordsKnownAsWritten(text)
        longWordsKnownByText[text] = known
        return known
    }

    /// Whether a line read holds a numeric date's shape.
    static func readsADateShape(_ lines: [TesseractEngine.TextBox]) -> Bool {
        lines.contains { StampDateParser.holdsNumericDateShape($0.text) }
    }

    /// Confidence weighted by how much was read: an upside-down pass reads a few confident dots.
    static func quality(_ r: TesseractEngine.Reading) -> Double {
        quality(text: r.text, confidence: r.confidence)
    }

    static func quality(_ r: Read) -> Double {
        quality(text: r.text, confidence: r.confidence)
    }

    static func quality(text: String, confidence: Int) -> Double {
        Double(confidence) * log(2 + Double(text.filter(\.isLetter).count))
    }
}

extension StampScanner {
    /// Tesseract alone on the loaded image's luminance, no ink separation and no levelling: the
    /// reference the benchmark measures the pipeline against.
    public func readAsIs(_ path: String) throws -> String {
        engine.read(try loader.load(path).luminance).text
    }
}
