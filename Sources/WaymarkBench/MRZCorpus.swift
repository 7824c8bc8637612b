import Foundation
import WaymarkSamples

/// The MRZ benchmark's corpus: seeded specimens of every format (TD3, TD1, TD2, MRV-A, MRV-B),
/// some printed with one wrong check digit, each drawn as an identity page in every `Variant`
/// (level scans, photographs on a table, other monospaced typefaces). The MRZ text is built here
/// from ICAO 9303's layouts with its own check-digit arithmetic, not with the parser under test,
/// so the truth it records is independent of the reader it measures.
public enum MRZCorpus {
    public enum Format: String, CaseIterable, Codable, Sendable { case td3, td1, td2, mrvA = "mrv_a", mrvB = "mrv_b" }

    /// One MRZ and the six fields a correct reading reports.
    public struct Specimen: Codable, Sendable {
        public var id: String
        public var format: Format
        public var lines: [String]
        public var documentNumber: String
        public var surname: String
        public var givenNames: String
        public var nationality: String
        /// YYMMDD, as printed.
        public var birthDate: String
        public var expiryDate: String
        /// False when one check digit was printed wrong on purpose: a correct reader refuses it.
        public var checkDigitsAgree: Bool
    }

    /// How a page is drawn and then photographed.
    public enum Variant: String, CaseIterable, Codable, Sendable {
        case clean, jpeg40 = "jpeg_40", blur, lowContrast = "low_contrast", upsideDown = "upside_down", small
        case darkTable = "dark_table", perspective, courier, liberationMono = "liberation_mono", turned
    }

    /// One rendered page of the corpus.
    public struct Page: Codable, Sendable {
        public var path: String
        public var variant: Variant
        public var specimen: Specimen
    }

    // MARK: - Specimens

    static let surnames = ["ERIKSSON", "OKONKWO", "VAN DER BERG", "MUELLER", "GARCIA LOPEZ", "NGUYEN", "OBRIEN", "KOWALSKA",
                           "ABDULLAH", "SILVA", "TANAKA", "DUBOIS", "HAMALAINEN", "PETROV", "MBEKI", "OCONNOR", "KIM", "ROSSI",
                           "BJORKLUND", "DOS SANTOS", "LEE", "ZIELINSKI", "FERNANDES", "OSULLIVAN", "HADDAD", "NOVAK", "CHEN",
                           "MACKENZIE", "IVANOVA", "AL RASHID", "SORENSEN", "BAPTISTE", "QUISPE", "YILMAZ"]
    static let givenNames = ["ANNA MARIA", "JOHN", "MARIE CLAIRE", "WEI", "OLUWASEUN", "JOSE ANTONIO", "PETER JOHN", "AIKO",
                             "SVEN", "FATIMA ZAHRA", "LUCAS", "EMMA", "KWAME", "INGRID", "MATEO", "HANNAH", "YUSUF", "SOFIA",
                             "LIAM", "ZOE", "BOGDAN", "CHIARA", "NOAH", "MEI LING", "GABRIEL", "ELIF", "OSKAR", "AMARA",
                             "JULIEN", "THANDIWE", "KAI", "ROSA"]
    static let states = ["UTO", "GBR", "DEU", "FRA", "NLD", "USA", "CAN", "AUS", "JPN", "KOR", "BRA", "ZAF", "NGA", "IND",
                         "SWE", "FIN", "POL", "ESP", "ITA", "IRL", "TUR", "EGY", "MEX", "PER", "NZL", "CHE", "D<<"]
    static let numberAlphabet = Array("ABCDEFGHJKLMNPRSTUVWXY0123456789")
    /// Characters OCR confuses with one another, put into document numbers on purpose.
    static let confusable = Array("0O8B5S2Z1I6G")

    /// The corpus's specimens: `count` of them, the formats in turn, every fourth with one wrong check digit.
    public static func specimens(count: Int = 32, seed: UInt64 = 0x4D52_5A34) -> [Specimen] {
        var random = SeededRandom(seed)
        return (0..<count).map { index in
            let format = Format.allCases[index % Format.allCases.count]
            let surname = surnames[random.below(surnames.count)], given = givenNames[random.below(givenNames.count)]
            let issuer = states[random.below(states.count)], nationality = states[random.below(states.count)]
            var number = ""
            let length = random.below(4) == 0 ? 8 : 9
            for position in 0..<length {
                let pool = position < 2 && random.below(2) == 0 ? Array("ABCDEFGHJKLMNPRSTUVWXYZ") : (random.below(4) == 0 ? confusable : numberAlphabet)
                number.append(pool[random.below(pool.count)])
            }
            let birth = date(year: 1940 + random.below(66), random: &random), expiry = date(year: 2027 + random.below(10), random: &random)
            let sex = ["M", "F", "<", "X"][random.below(4)]
            let optional = random.below(2) == 0 ? "" : String((0..<(4 + random.below(6))).map { _ in numberAlphabet[random.below(numberAlphabet.count)] })
            var lines = mrz(format: format, issuer: issuer, surname: surname, given: given, number: number, nationality: nationality,
                            birth: birth, sex: sex, expiry: expiry, optional: optional)
            let wrong = index % 4 == 3
            if wrong {
                let digits = checkDigitPositions(format)
                let (line, column) = digits[random.below(digits.count)]
                var characters = Array(lines[line])
                let printed = characters[column].wholeNumberValue ?? 0
                characters[column] = Character(String((printed + 1 + random.below(9)) % 10))
                lines[line] = String(characters)
            }
            return Specimen(id: String(format: "%02d-%@", index, format.rawValue), format: format, lines: lines, documentNumber: number,
                            surname: surname, givenNames: given, nationality: nationality.replacingOccurrences(of: "<", with: ""),
                            birthDate: birth, expiryDate: expiry, checkDigitsAgree: !wrong)
        }
    }

    static func date(year: Int, random: inout SeededRandom) -> String {
        String(format: "%02d%02d%02d", year % 100, 1 + random.below(12), 1 + random.below(28))
    }

    /// ICAO 9303 Part 3 §4.9: weights 7, 3, 1 over digit values, A = 10 … Z = 35, `<` = 0.
    public static func checkDigit(_ text: String) -> Character {
        let weights = [7, 3, 1]
        var sum = 0
        for (index, character) in text.enumerated() {
            let value: Int
            if let digit = character.wholeNumberValue { value = digit } else if character == "<" { value = 0 } else {
                value = Int(character.asciiValue! - Character("A").asciiValue!) + 10
            }
            sum += value * weights[index % 3]
        }
        return Character(String(sum % 10))
    }

    static func field(_ text: String, _ length: Int) -> String {
        let filled = text.replacingOccurrences(of: " ", with: "<")
        return String((filled + String(repeating: "<", count: length)).prefix(length))
    }

    static func name(_ surname: String, _ given: String, _ length: Int) -> String { field(surname + "<<" + given, length) }

    static func mrz(format: Format, issuer: String, surname: String, given: String, number: String, nationality: String,
                    birth: String, sex: String, expiry: String, optional: String) -> [String] {
        let number9 = field(number, 9)
        let numberPart = number9 + String(checkDigit(number9))
        let birthPart = birth + String(checkDigit(birth)), expiryPart = expiry + String(checkDigit(expiry))
        switch format {
        case .td3:
            let personal = field(optional, 14)
            let personalCheck = optional.isEmpty ? "<" : String(checkDigit(personal))
            let body = numberPart + nationality + birthPart + sex + expiryPart + personal + personalCheck
            let composite = checkDigit(numberPart + birthPart + expiryPart + personal + personalCheck)
            return ["P<" + issuer + name(surname, given, 39), body + String(composite)]
        case .td1:
            let line1 = "I<" + issuer + numberPart + field(optional, 15)
            let line2Body = birthPart + sex + expiryPart + nationality + field("", 11)
            let composite = checkDigit(String(line1.dropFirst(5)) + birthPart + expiryPart + field("", 11))
            return [line1, line2Body + String(composite), name(surname, given, 30)]
        case .td2:
            let optionalField = field(optional, 7)
            let composite = checkDigit(numberPart + birthPart + expiryPart + optionalField)
            return ["I<" + issuer + name(surname, given, 31), numberPart + nationality + birthPart + sex + expiryPart + optionalField + String(composite)]
        case .mrvA:
            return ["V<" + issuer + name(surname, given, 39), numberPart + nationality + birthPart + sex + expiryPart + field(optional, 16)]
        case .mrvB:
            return ["V<" + issuer + name(surname, given, 31), numberPart + nationality + birthPart + sex + expiryPart + field(optional, 8)]
        }
    }

    /// (line, column) of each check digit a specimen may have printed wrong.
    static func checkDigitPositions(_ format: Format) -> [(Int, Int)] {
        switch format {
        case .td3: return [(1, 9), (1, 19), (1, 27), (1, 43)]
        case .td1: return [(0, 14), (1, 6), (1, 14), (1, 29)]
        case .td2: return [(1, 9), (1, 19), (1, 27), (1, 35)]
        case .mrvA, .mrvB: return [(1, 9), (1, 19), (1, 27)]
        }
    }

    // MARK: - Pages

    /// Draws every specimen in every variant into `directory`; seeded, so the same pages every run.
    public static func render(_ specimens: [Specimen], variants: [Variant] = Variant.allCases, into directory: URL) throws -> [Page] {
        var pages: [Page] = []
        for (index, specimen) in specimens.enumerated() {
            for variant in variants {
                // Each page its own seed, so a page is the same whichever variants are drawn.
                var random = SeededRandom(UInt64(index) &* 0x9E37_79B9 &+ UInt64(Variant.allCases.firstIndex(of: variant)! + 1) &* 0x85EB_CA6B)
                let path = try render(specimen, variant: variant, random: &random, into: directory)
                pages.append(Page(path: path, variant: variant, specimen: specimen))
            }
        }
        return pages
    }

    static func render(_ specimen: Specimen, variant: Variant, random: inout SeededRandom, into directory: URL) throws -> String {
        let name = "\(specimen.id)-\(variant.rawValue)"
        var page = MRZSpecimen(name: name, lines: specimen.lines)
        page.mrzFontSize = MRZSpecimen.spanningSize(for: specimen.lines)
        var convert: [String] = []
        var format = "png"
        let sign = random.below(2) == 0 ? -1.0 : 1.0
        switch variant {
        case .clean: break
        case .jpeg40: format = "jpg"; convert = ["-quality", "40"]
        case .blur: convert = ["-blur", "0x2"]
        case .lowContrast: convert = ["+level", "42%,82%"]
        case .upsideDown: page.degrees = 180
        case .small: convert = ["-resize", "\(1400 / page.mrzFontSize!)%"]   // the MRZ's type 14 px high
        case .darkTable:
            page.degrees = sign * Double(3 + random.below(6))
            page.surround = ["#2b2622", "#3a2f27", "#1f2328"][random.below(3)]
        case .perspective:
            page.surround = ["#4a4640", "#5b534b", "#3c3f44"][random.below(3)]
            page.degrees = sign * Double(random.below(4))
            // The camera nearer one edge: that edge drawn longer, the opposite one shorter.
            let w = Double(MRZSpecimen.width), h = Double(MRZSpecimen.height)
            let inset = 0.08 + Double(random.below(10)) / 100
            let corners: [(Double, Double, Double, Double)]
            switch random.below(4) {
            case 0: corners = [(0, 0, w * inset, 0), (w, 0, w * (1 - inset), 0), (w, h, w, h), (0, h, 0, h)]
            case 1: corners = [(0, 0, 0, 0), (w, 0, w, 0), (w, h, w * (1 - inset), h), (0, h, w * inset, h)]
            case 2: corners = [(0, 0, 0, h * inset), (w, 0, w, 0), (w, h, w, h), (0, h, 0, h * (1 - inset))]
            default: corners = [(0, 0, 0, 0), (w, 0, w, h * inset), (w, h, w, h * (1 - inset)), (0, h, 0, h)]
            }
            let points = corners.map { String(format: "%.0f,%.0f %.0f,%.0f", $0.0, $0.1, $0.2, $0.3) }.joined(separator: "  ")
            convert = ["-virtual-pixel", "background", "-background", page.surround!, "-distort", "Perspective", points]
            format = "jpg"; convert += ["-quality", "85"]
        case .courier: page.font = "Nimbus Mono PS"
        case .liberationMono: page.font = "Liberation Mono"
        case .turned:
            // Any turn, on white, the page small enough that no corner leaves the image.
            page.degrees = Double([-1, 1][random.below(2)] * (20 + random.below(140)))
            page.surround = "#ffffff"
            page.pageScale = 0.58
        }
        let png = try StampSpecimenRenderer.render(page, into: directory)
        guard !convert.isEmpty else { return png }
        let out = directory.appendingPathComponent("\(name).\(format)").path
        try StampSpecimenRenderer.run("convert", [png] + convert + [out], package: "imagemagick")
        if out != png { try? FileManager.default.removeItem(atPath: png) }
        return out
    }

    /// Every typed MRZ with one check digit replaced by each other digit: none of these may be
    /// accepted, as the MRZ printed disagrees with itself.
    public static func checkDigitTypos(of lines: [String], format: Format) -> [String] {
        var typos: [String] = []
        for (line, column) in checkDigitPositions(format) {
            let characters = Array(lines[line])
            guard let printed = characters[column].wholeNumberValue else { continue }
            for digit in 0...9 where digit != printed {
                var changed = lines
                var altered = characters
                altered[column] = Character(String(digit))
                changed[line] = String(altered)
                typos.append(changed.joined(separator: "\n"))
            }
        }
        return typos
    }
}

/// xorshift64*: the corpus's only source of variety, so every run draws the same pages.
struct SeededRandom {
    var state: UInt64
    init(_ seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12; state ^= state << 25; state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
