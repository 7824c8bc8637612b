import WaymarkGazetteer

/// Which countries write each script other than Latin on their stamps. A stamp names its own
/// country's places in its own script (or in Latin letters): a town's name read in a script its
/// country never writes is an exonym, and on a stamp an exonym is junk that happens to spell one.
/// The Greek and Cyrillic models read a Latin stamp as look-alike letters ("ЗАМ ВАУ" of the
/// Vietnamese airport word SÂN BAY spells Вау, Wau's Russian name), and so does every model its
/// trial tries: such a reading names South Sudan's Wau, or Japan's Ami ("АМИ"), with the weight
/// of a real name. Facts about writing systems, by ISO 15924 (as `ScriptDetector` names them) and
/// ISO alpha-2.
enum NameScripts {
    /// The countries whose stamps write each script. Han (kana counted with it) is written in
    /// Korea too (hanja), and Arabic letters on Israel's stamps, in Xinjiang (Uyghur) and in
    /// Brunei and Malaysia (Jawi).
    static let countriesWriting: [String: Set<String>] = [
        "Grek": ["GR", "CY"],
        "Cyrl": ["RU", "BY", "UA", "BG", "RS", "MK", "ME", "BA", "KZ", "KG", "TJ", "UZ", "TM", "MN", "MD"],
        "Armn": ["AM"], "Hebr": ["IL"], "Arab": AirportWordLanguages.arabic.union(["IR", "AF", "PK", "IL", "CN", "BN", "MY"]),
        "Thaa": ["MV"], "Deva": ["IN", "NP"], "Beng": ["BD", "IN"], "Guru": ["IN"], "Gujr": ["IN"], "Orya": ["IN"],
        "Taml": ["IN", "LK", "SG", "MY"], "Telu": ["IN"], "Knda": ["IN"], "Mlym": ["IN"], "Sinh": ["LK"], "Thai": ["TH"],
        "Laoo": ["LA"], "Tibt": ["CN", "BT", "NP", "IN"], "Mymr": ["MM"], "Geor": ["GE"], "Hang": ["KR", "KP"],
        "Ethi": ["ET", "ER"], "Khmr": ["KH"], "Mong": ["MN", "CN"], "Hani": ["CN", "TW", "HK", "MO", "JP", "SG", "KR"],
    ]

    /// Whether `text` is written in a script other than Latin that `country`'s stamps never write.
    ///
    ///     NameScripts.isForeign("ВАУ", in: "SS")     // true: Wau's Russian name
    ///     NameScripts.isForeign("МОСКВА", in: "RU")  // false
    static func isForeign(_ text: String, in country: String) -> Bool {
        guard let script = ScriptDetector.script(of: text) else { return false }
        return !(countriesWriting[script]?.contains(country) ?? false)
    }

    /// What a place named only in a script its country never writes keeps of its weight.
    static let foreignShare = 0.5
}
