/// Where each national word for "entry" and "exit" is printed, as `AirportWordLanguages` is for
/// "airport" and `FrontierWordLanguages` for "port" and "border": an entry stamp is in its own
/// country's language, so "上陸許可" (landing permission) is Japan's stamp and "WJAZD" Poland's,
/// even when the place beside it is worn away or read as junk. Facts about languages: the
/// countries where each is an official language, or is printed on the entry stamps, by ISO
/// alpha-2. The words used in many languages' stamps (ENTRY, ARRIVAL) and any word not listed
/// say nothing. A place in a country that prints none of the stamp's entry and exit words counts
/// `foreignShare` of its total ("ENTRADA / LIBERIA" is Liberia in Costa Rica, not the country),
/// unless an airport, port or border word weighed it down already: they are the same evidence,
/// the stamp's language.
enum DirectionWordLanguages {
    /// Entry and exit words (as `StampVocabulary.arrivalWords` and `departureWords` hold them) →
    /// the countries that print them.
    static let countriesByWord: [String: Set<String>] = {
        let table: [([String], Set<String>)] = [
            (["llegada", "salida", "ingreso", "egreso"], FrontierWordLanguages.spanish),
            // Spanish, Portuguese and Catalan stamps print the same words.
            (["entrada", "entradas", "partida"], FrontierWordLanguages.spanish.union(FrontierWordLanguages.portuguese).union(["AD"])),
            (["chegada", "entrou", "saida"], FrontierWordLanguages.portuguese),
            (["ingresso", "entrata", "arrivo", "uscita", "partenza"], FrontierWordLanguages.italian),
            (["entree", "sortie"], FrontierWordLanguages.french),
            (["einreise", "eingereist", "ausreise", "ausgereist"], FrontierWordLanguages.german),
            (["binnenkomst", "aankomst", "vertrek"], FrontierWordLanguages.dutch),
            (["inresa", "utresa"], FrontierWordLanguages.swedish),
            (["innreise", "utreise"], ["NO"]),
            (["indrejse", "indrejst", "udrejse", "udrejst"], ["DK", "FO", "GL"]),
            (["saapunut", "maahantulo", "lahto", "maastalahto"], ["FI"]),
            (["koma", "komudagur", "brottfor"], ["IS"]),
            (["sissesoit", "sisenemine", "valjasoit"], ["EE"]),
            (["iebrauksana", "izbrauksana"], ["LV"]),
            (["atvykimas", "isvykimas"], ["LT"]),
            (["wjazd", "przyjazd", "wyjazd"], ["PL"]),
            (["vstup", "vystup"], FrontierWordLanguages.czechSlovak),
            (["prijezd", "odjezd"], ["CZ"]),
            (["belepes", "belepett", "kilepes", "kilepett"], ["HU"]),
            (["intrare", "intrat", "iesire"], ["RO", "MD"]),
            (["vstop", "izstop"], ["SI"]),
            (["ulaz", "izlaz"], FrontierWordLanguages.southSlavLatin),
            (["улаз", "излаз"], ["RS", "ME", "BA"]),
            (["влез", "излез"], ["MK"]),
            (["изход"], ["BG"]),
            (["hyrje"], ["AL", "XK", "MK"]),
            (["giris", "cikis"], FrontierWordLanguages.turkish),
            (["είσοδος", "έξοδος"], ["GR", "CY"]),
            (["въезд", "выезд", "прибытие", "отправление"], FrontierWordLanguages.russian),
            (["в'їзд", "вїзд", "виїзд", "прибуття"], ["UA"]),
            (["орох", "гарах"], ["MN"]),
            (["кіру"], ["KZ"]),
            (["kirish", "chiqish"], ["UZ"]),
            (["შესვლა", "გასვლა"], ["GE"]),
            (["մուտք", "ելք"], ["AM"]),
            (["כניסה", "יציאה"], ["IL"]),
            (["دخول", "وصول", "مغادرة"], FrontierWordLanguages.arabic),
            (["ورود"], ["IR", "AF"]),
            (["መግቢያ"], ["ET"]),
            (["ขาเข้า", "เข้า", "ขาออก"], ["TH"]),
            (["ເຂົ້າ"], ["LA"]),
            (["ចូល", "ចេញ"], ["KH"]),
            (["nhapcanh", "xuatcanh"], ["VN"]),
            (["masuk", "keluar"], FrontierWordLanguages.malay),
            // Indonesia's stamps say KEDATANGAN and KEBERANGKATAN; Malaysia's and Brunei's KETIBAAN and BERLEPAS.
            (["kedatangan", "keberangkatan"], ["ID"]),
            (["ketibaan", "berlepas"], ["MY", "BN"]),
            (["pagdating"], ["PH"]),
            (["kuingia"], FrontierWordLanguages.swahili),
            (["आगमन", "प्रस्थान", "प्रवेश"], ["IN", "NP"]),
            (["আগমন", "বহির্গমন"], ["BD", "IN"]),
            // Chinese stamps print 入境 and 出境; Japanese ones 上陸許可, 入国 and 出国.
            (["入境", "出境", "离境", "離境", "出國"], FrontierWordLanguages.chinese),
            (["上陸許可", "入国", "出国"], ["JP"]),
            (["입국", "출국"], ["KR", "KP"]),
        ]
        return WordLanguageCountry.byWord(table)
    }()

    /// What a candidate in a country that prints none of the stamp's entry or exit words keeps of its weight.
    static let foreignShare = 0.6

    /// The countries that print the stamp's entry and exit words (read as `direction_word`
    /// evidence), or nil when it has none that belongs to a language.
    static func countries(printing directionEvidence: [StampEvidence]) -> (countries: Set<String>, words: [String])? {
        WordLanguageCountry.countries(printing: directionEvidence, signal: "direction_word", in: countriesByWord)
    }
}
