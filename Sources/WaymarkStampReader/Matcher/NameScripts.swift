/// Which countries write each script other than Latin on their stamps. A stamp names its own
/// country's places in its own script (or in Latin letters): a town's name read in a script its
/// country never writes is an exonym, and on a stamp an exonym is junk that happens to spell one.
/// The Greek and Cyrillic models read a Latin stamp as look-alike letters ("ЗАМ ВАУ" of the
/// Vietnamese airport word SÂN BAY spells Вау, Wau's Russian name), and so does every model its
/// trial tries: such a reading names South Sudan's Wau, or Japan's Ami ("АМИ"), with the weight
/// of a real name. Facts about writing systems, by ISO alpha-2; the ranges are Unicode's blocks.
enum NameScripts {
    enum Script: Hashable {
        case latin, greek, cyrillic, armenian, hebrew, arabic, thaana, devanagari, bengali, otherIndic, tamil, sinhala,
             thai, lao, tibetan, myanmar, georgian, hangul, ethiopic, khmer, mongolian, kana, han
    }

    /// The countries whose stamps write each script. Han is written in Korea too (hanja), and
    /// Arabic letters on Israel's stamps, in Xinjiang (Uyghur) and in Brunei and Malaysia (Jawi).
    static let countriesWriting: [Script: Set<String>] = [
        .greek: ["GR", "CY"],
        .cyrillic: ["RU", "BY", "UA", "BG", "RS", "MK", "ME", "BA", "KZ", "KG", "TJ", "UZ", "TM", "MN", "MD"],
        .armenian: ["AM"], .hebrew: ["IL"],
        .arabic: AirportWordLanguages.arabic.union(["IR", "AF", "PK", "IL", "CN", "BN", "MY"]),
        .thaana: ["MV"], .devanagari: ["IN", "NP"], .bengali: ["BD", "IN"], .otherIndic: ["IN"], .tamil: ["IN", "LK", "SG", "MY"],
        .sinhala: ["LK"], .thai: ["TH"], .lao: ["LA"], .tibetan: ["CN", "BT", "NP", "IN"], .myanmar: ["MM"], .georgian: ["GE"],
        .hangul: ["KR", "KP"], .ethiopic: ["ET", "ER"], .khmer: ["KH"], .mongolian: ["MN", "CN"], .kana: ["JP"],
        .han: ["CN", "TW", "HK", "MO", "JP", "SG", "KR"],
    ]

    /// The script of one letter, or nil for a mark, digit or sign, or a script no stamp's
    /// place is written in here.
    static func script(of scalar: Unicode.Scalar) -> Script? {
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x530...0x58F: return .armenian
        case 0x590...0x5FF: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x780...0x7BF: return .thaana
        case 0x900...0x97F: return .devanagari
        case 0x980...0x9FF: return .bengali
        case 0xB80...0xBFF: return .tamil
        case 0xA00...0xD7F: return .otherIndic
        case 0xD80...0xDFF: return .sinhala
        case 0xE00...0xE7F: return .thai
        case 0xE80...0xEFF: return .lao
        case 0xF00...0xFFF: return .tibetan
        case 0x1000...0x109F: return .myanmar
        case 0x10A0...0x10FF, 0x1C90...0x1CBF: return .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x1200...0x139F: return .ethiopic
        case 0x1780...0x17FF: return .khmer
        case 0x1800...0x18AF: return .mongolian
        case 0x3040...0x30FF, 0x31F0...0x31FF: return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return .han
        default: return nil
        }
    }

    /// The script most of `text`'s letters are in, nil when it holds none.
    ///
    ///     NameScripts.script(of: "ВАУ")  // .cyrillic
    static func script(of text: String) -> Script? {
        var counts: [Script: Int] = [:]
        for scalar in text.unicodeScalars { if let s = script(of: scalar) { counts[s, default: 0] += 1 } }
        // Ties go to Latin, then to the script that comes first: the same answer in every process.
        let order: [Script] = [.latin] + countriesWriting.keys.sorted { "\($0)" < "\($1)" }
        return order.filter { counts[$0] != nil }.max { counts[$0]! < counts[$1]! }
    }

    /// Whether `text` is written in a script other than Latin that `country`'s stamps never write.
    ///
    ///     NameScripts.isForeign("ВАУ", in: "SS")     // true: Wau's Russian name
    ///     NameScripts.isForeign("МОСКВА", in: "RU")  // false
    static func isForeign(_ text: String, in country: String) -> Bool {
        guard let script = script(of: text), script != .latin else { return false }
        return !(countriesWriting[script]?.contains(country) ?? false)
    }

    /// What a place named only in a script its country never writes keeps of its weight.
    static let foreignShare = 0.5
}
