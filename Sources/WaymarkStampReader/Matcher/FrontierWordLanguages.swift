/// Where each national word for "port" and "border" is printed, as `AirportWordLanguages` is for
/// "airport": a port or border stamp is in its own country's language, so "FRONTERA / TECÚN UMÁN"
/// is Guatemala's (Spanish) and not Oman (UMAN, one letter from OMAN), and "SINIR KAPISI /
/// İPSALA / T" Türkiye's, whatever "T" (Thailand's car sign) says. Facts about languages: the
/// countries where each is an official language, or is printed on the border signs, by ISO
/// alpha-2. The words used everywhere (PORT, FERRY, BORDER, CROSSING, CHECKPOINT, HAVEN) and any
/// word not listed say nothing.
enum FrontierWordLanguages {
    static let spanish = AirportWordLanguages.spanish
    static let portuguese: Set<String> = ["PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL", "MO"]
    static let italian: Set<String> = ["IT", "SM", "VA", "CH"]
    static let french = AirportWordLanguages.french
    static let arabic = AirportWordLanguages.arabic
    static let german: Set<String> = ["DE", "AT", "CH", "LI", "LU", "BE"]
    static let dutch: Set<String> = ["NL", "BE", "SR", "AW", "CW", "SX"]
    static let danishNorwegian: Set<String> = ["DK", "NO", "FO", "GL"]
    static let swedish: Set<String> = ["SE", "FI", "AX"]
    static let turkish: Set<String> = ["TR", "CY"]
    static let southSlavLatin: Set<String> = ["HR", "BA", "RS", "ME"]
    static let czechSlovak: Set<String> = ["CZ", "SK"]
    static let malay: Set<String> = ["MY", "ID", "BN", "SG"]
    static let swahili: Set<String> = ["TZ", "KE", "UG"]
    static let chinese: Set<String> = ["CN", "HK", "MO", "TW", "SG"]
    static let russian: Set<String> = ["RU", "BY", "KZ", "KG", "TJ", "UZ", "TM", "UA", "MD"]
    static let southSlavCyrillic: Set<String> = ["RS", "ME", "BA", "MK", "BG"]

    /// Port and border words (folded as `StampText.key` folds them: a phrase run together) → the
    /// countries that print them.
    static let countriesByWord: [String: Set<String>] = {
        let table: [([String], Set<String>)] = [
            // Not "paso" alone: EL PASO is a town in the United States.
            (["puerto", "frontera", "garita", "aduana", "puente", "estacion", "pasofronterizo", "puenteinternacional",
              "pasodefrontera", "terminalmaritimo"], spanish),
            (["maritimo", "maritima"], spanish.union(portuguese)),
            (["fronteira", "portomaritimo", "pontedafronteira", "postofronteirico"], portuguese),
            (["porto"], portuguese.union(italian)),
            (["confine", "traghetto", "stazionemarittima", "stazione"], italian),
            // Romanian writes it "frontieră" (POLIȚIA DE FRONTIERĂ), folded the same.
            (["frontiera"], italian.union(["RO", "MD"])),
            (["frontiere", "pointdepassage", "garemaritime", "gare"], french),
            (["hafen", "seehafen", "grenze", "grenzubergang", "grenzuebergang", "faehre", "fahre", "autobahn", "bahnhof"], german),
            (["veerhaven"], dutch),
            (["havn", "faergehavn", "grense", "graense", "ferje"], danishNorwegian),
            (["hamn", "grans", "gransovergang"], swedish),
            (["satama", "raja", "rajanylityspaikka", "lautta"], ["FI"]),
            (["sadam", "piiripunkt", "praam"], ["EE"]),
            (["osta", "robeza"], ["LV"]),
            (["uostas", "pasienis"], ["LT"]),
            (["granica", "morski", "przystan"], southSlavLatin.union(["PL"])),
            (["hranice", "hranicniprechod"], ["CZ"]),
            (["hranicny", "hranicnypriechod", "priechod", "prechod", "pristav"], czechSlovak),
            (["hranica"], ["SK"]),
            (["hatar", "hataratkelo", "tengeri", "kikoto"], ["HU"]),
            (["sinir", "kapisi", "sinirkapisi", "liman", "limani", "deniz"], turkish),
            (["portul", "vama", "puntdetrecere", "granita"], ["RO", "MD"]),
            (["luka", "granicni", "prijelaz", "prelaz", "granicniprijelaz", "granicniprelaz"], southSlavLatin),
            (["pristanisce", "mejniprehod"], ["SI"]),
            (["porti", "kufiri"], ["AL", "XK", "MK"]),
            (["λιμανι", "λιμην", "συνορα", "συνοριακος", "μεθοριος"], ["GR", "CY"]),
            (["порт", "морской", "морпорт", "морскойпорт", "пристань", "автомобильный", "автопункт", "пунктпропуска", "пропуска"], russian),
            (["пунктпропуску", "пропуску"], ["UA"]),
            (["кпп", "гкпп"], russian.union(["BG"])),
            (["граница", "паром"], russian.union(southSlavCyrillic)),
            (["граничнипрелаз", "граничен", "премин", "граниченпремин", "граничниот", "пристанище", "пристаниште"], southSlavCyrillic),
            (["кордон"], ["UA", "BY"]),
            (["боомт"], ["MN"]),
            (["ميناء", "مرفأ", "منفذ", "معبر", "حدود"], arabic),
            (["مرز"], ["IR", "AF"]),
            (["بندر"], ["IR", "PK", "AF"]),
            (["נמל", "בנמל", "מעבר", "מעברגבול"], ["IL"]),
            (["ท่าเรือ", "ด่าน", "ด่านพรมแดน"], ["TH"]),
            (["ທ່າເຮືອ", "ດ່ານ"], ["LA"]),
            (["កំពង់ផែ", "ច្រកព្រំដែន", "ព្រំដែន"], ["KH"]),
            (["港"], chinese.union(["JP"])),
            (["港口", "口岸", "边检", "边境", "陆路", "陸路", "陆路口岸", "陸路口岸"], chinese),
            (["フェリー"], ["JP"]),
            (["항", "항구", "국경"], ["KR", "KP"]),
            (["პორტი", "ნავსადგური", "სასაზღვრო", "საზღვარი"], ["GE"]),
            (["նավահանգիստ", "սահման"], ["AM"]),
            (["बंदरगाह"], ["IN"]),
            (["বন্দর"], ["BD", "IN"]),
            (["cang", "cuakhau", "biengioi"], ["VN"]),
            (["pelabuhan", "sempadan", "perbatasan", "lintasbatas"], malay),
            (["pantalan", "daungan"], ["PH"]),
            (["bandari", "mpaka"], swahili),
            (["hawe"], ["ZA", "NA"]),
            (["hofn", "ferja"], ["IS"]),
        ]
        return WordLanguageCountry.byWord(table)
    }()

    /// The countries that print the stamp's port and border words (read as `mode_word`
    /// evidence), or nil when it has none that belongs to a language.
    static func countries(printing modeEvidence: [StampEvidence]) -> (countries: Set<String>, words: [String])? {
        WordLanguageCountry.countries(printing: modeEvidence, signal: "mode_word", in: countriesByWord)
    }

    /// What a candidate in a country that prints none of the stamp's port or border words keeps of its weight.
    static let foreignShare = 0.6
}
