/// The words stamps are made of, folded the way `StampText.fold` folds them. Facts about
/// languages, gathered here so the matcher's rules read as rules.
enum StampVocabulary {
    /// Stems of "airport" in the languages stamps are written in. A stem is found anywhere inside
    /// a word, so a compound ("keflavikurflugvollur") or a damaged ending ("FLUGVOLI UR", "AEROPUER")
    /// still counts. Long enough not to occur by chance inside a place name.
    static let airportStems: [String] = folded([
        "airport", "aeropuert", "aeroport", "aerodrom", "flughaf", "flugplatz", "flugv", "luchthav", "luftha",
        "flygplats", "lentoas", "lotnisk", "letist", "letisk", "letisht", "repulot", "repter", "havalima", "lidost", "lennujaam",
        "letalisc", "zracnaluk", "bandarudara", "sanbay", "aerodromio", "aerolimen", "aerfort", "ajruport", "lughawe",
        "uwanjawa", "lapanganterbang", "bandara", "paliparan", "orouost", "havaliman", "aeroparque", "repuloter",
        "аэропорт", "аеропорт", "аэрапорт", "летище", "аеродром", "әуежай", "нисэхбуудал", "αερολιμ", "αεροδρομ",
        "空港", "机场", "機場", "공항", "مطار", "فرودگاه", "ہوائیاڈہ", "נמלהתעופה", "נמלתעופה", "שדהתעופה",
        "აეროპორტ", "օդանավակայան", "हवाईअड्डा", "विमानस्थल", "विमानतल", "বিমানবন্দর", "ท่าอากาศยาน", "สนามบิน",
        "ສະໜາມບິນ", "អាកាសយានដ្ឋាន", "ព្រលានយន្តហោះ", "አውሮፕላንማረፊያ", "canghangkhong",
        "飛行場", "비행장", "ເດີ່ນບິນ", "လေဆိပ်", "фурудгоҳ",
        // A checkpoint at an airport is named for its town and "-авиа" in Russian ("КПП АЛМАТЫ-АВИА").
        "авиа",
    ])

    /// Airport words stamps abbreviate, folded: whole words only, since inside a word they spell
    /// anything ("APT", "ARPT", Spanish and Portuguese "AEROP.", Malay "LTA" for lapangan
    /// terbang antarabangsa). They are never read as places or codes ("APT" is an airport's code).
    static let airportAbbreviations: Set<String> = ["apt", "arpt", "aerop", "aeropto", "aerpto", "flugh", "lta"]

    /// Words in airports' names that say "international" or "named after" in the languages of
    /// their other names, dropped with the airport words when a name is made a key.
    static let airportNameFillers: Set<String> = Set(folded([
        "international", "internacional", "internazionale", "internationale", "internasionale", "internasional",
        "internationaler", "internacia", "beynəlxalq", "adına", "uluslararasi", "nemzetkozi", "miedzynarodowe",
        "miedzynarodowy", "mezinarodni", "medzinarodne", "medunarodna", "medjunarodni", "antarabangsa", "quocte",
        "международный", "международного", "міжнародний", "міжнародного", "међународни", "меѓународен", "международно",
        "الدولي", "الدولى", "בינלאומי", "διεθνης", "국제", "国际", "國際", "国際",
    ]))

    /// Whole airport words that begin a word run together with the name after them
    /// ("FLUGHAFENWIEN", "AEROPORTOMALPENSA"): the text is cut after them.
    static let leadingAirportWords: [String] = [
        "aeropuerto", "aeroporto", "aeroport", "flughafen", "airport", "luchthaven", "lufthavn", "flygplats", "lotnisko",
        "letiste", "havalimani", "aerodrom", "lentoasema",
    ]

    /// Whole words that mark an entry by sea. Whole words only: "havn" is inside "lufthavn",
    /// "hafen" inside "flughafen", "port" inside "passport".
    static let seaWords: Set<String> = Set(folded([
        "port", "seaport", "harbour", "harbor", "hafen", "seehafen", "haven", "havn", "puerto", "porto", "ferry", "faehre",
        "fahre", "maritime", "maritimo", "maritima", "maritim", "sea", "ship", "cruise", "hamn", "satama", "morski", "tengeri",
        "deniz", "limani", "liman", "luka", "przystan", "порт", "морской", "морпорт", "港", "항", "λιμανι", "λιμην",
        "sadam", "osta", "uostas", "porti", "portul", "pristanisce", "pristaniste", "kikoto", "pristav", "faergehavn",
        "hofn", "hawe", "bandari", "pelabuhan", "cang", "pantalan", "daungan", "veerhaven",
        "пристанище", "пристаниште", "пристань", "паром", "ميناء", "مرفأ", "בנמל", "נמל", "ท่าเรือ", "პორტი", "ნავსადგური",
        "նավահանգիստ", "बंदरगाह", "বন্দর", "កំពង់ផែ", "ທ່າເຮືອ", "港口", "항구", "フェリー", "ferje", "ferja", "lautta", "praam",
        "traghetto", "ferri", "بندر", "zeehaven", "码头", "碼頭", "λιμένας", "λιμένα", "feri", "jeti", "quay", "dock", "docks", "europort",
        "europoort", "wharf", "pier", "jetty", "scheepvaartpolitie",
    ]))

    /// Sea words that end a harbour's own name written as one word, in languages that join
    /// them so: Finnish LÄNSISATAMA, Estonian VANASADAM, Swedish VÄRTAHAMNEN, Danish and
    /// Norwegian NORDHAVNEN (the last two in the definite form: a town's name ends in -hamn or
    /// -havn, København's among them, and is no harbour's).
    static let harbourNameEndings: [String] = ["satama", "sadam", "hamnen", "havnen"]

    /// Whole words that mark an entry over land.
    static let landWords: Set<String> = Set(folded([
        "road", "land", "rail", "railway", "train", "bus", "car", "border", "crossing", "grenze", "grenzubergang",
        "grenzuebergang", "grenzubergangsstelle", "grenzuebergangsstelle", "grenzkontrollstelle", "frontera", "confine", "granica", "hranice", "hranica", "hatar", "sinir", "autobahn", "bahnhof", "gare",
        "estacion", "stazione", "zug", "pkw", "lkw", "trein", "tren", "treno", "pociag", "vlak", "vonat", "checkpoint",
        "kpp", "граница", "автомобильный", "автопункт", "жд", "мапп", "陆路", "陸路",
        "grense", "grans", "gransovergang", "graense", "raja", "rajanylityspaikka", "piiripunkt", "robeza", "pasienis",
        "hranicny", "prechod", "priechod", "hataratkelo", "granicni", "prijelaz", "prelaz", "mejniprehod", "vama", "granita", "kapisi",
        "kufiri", "fronteira", "frontiere", "frontiera", "puente", "paso", "garita", "aduana", "checkpost", "borderpost",
        "гкпп", "кпп", "пропуску", "пропуска", "граничен", "премин", "граничниот", "граничнипрелаз", "кордон", "боомт",
        "συνορα", "συνοριακος", "μεθοριος", "სასაზღვრო", "საზღვარი", "սահման", "מעבר", "מעברגבול", "منفذ", "معبر", "حدود", "مرز",
        "ด่าน", "ด่านพรมแดน", "ច្រកព្រំដែន", "ព្រំដែន", "ດ່ານ", "口岸", "边检", "边境", "국경", "cuakhau", "biengioi",
        "sempadan", "perbatasan", "lintasbatas", "mpaka", "bridge", "causeway", "جسر", "icp", "fronterizo", "fronteriza",
        // A one-stop border post, where both countries' officers sit at one road crossing (East and Southern Africa).
        "osbp",
    ]))

    /// Words that name the immigration authority, on stamps that may not say which way: the word
    /// for immigration, or the border police's own name ("BUNDESPOLIZEI", Portugal's "SEF").
    static let immigrationWords: Set<String> = Set(folded([
        "immigration", "immigrazione", "immigración", "inmigración", "imigração", "imigresen", "imigrasi", "migración",
        "migraciones", "migração", "migration", "иммиграция", "миграционная", "bundespolizei", "grenzpolizei", "sef",
    ]))

    /// Two words that name the immigration authority read together ("POLÍCIA FEDERAL", Brazil's;
    /// "BORDER FORCE", the United Kingdom's; "ПОГРАНИЧНЫЙ КОНТРОЛЬ", border control, Russia's):
    /// folded, run together. Their first word begins no place's name (Пограничный is a town).
    static let immigrationPhrases: Set<String> = Set(folded([
        "policiafederal", "borderforce", "bordercontrol", "passportcontrol", "пограничныйконтроль", "паспортныйконтроль",
    ]))

    /// Words for police or guard before a border word that make it the border police's name
    /// ("POLIZIA DI FRONTIERA", "POLIȚIA DE FRONTIERĂ", "POLICÍA DE FRONTERA"), which stamps at
    /// airports and ports as at roads.
    static let policeWords: Set<String> = [
        "police", "polizia", "policia", "politia", "polizei", "policie", "policja", "policija", "politie", "politi",
        "poliisi", "polis", "polisi", "guardia", "guarda", "garde", "guard", "straz", "strazh",
    ]

    /// Words after BORDER that make it an authority's name, printed at airports as at roads
    /// ("U.S. CUSTOMS AND BORDER PROTECTION", "BORDER FORCE"): BORDER is then no land word. So is
    /// BORDER after a country's sign ("UK BORDER").
    static let borderAuthorityWords: Set<String> = [
        "protection", "force", "agency", "control", "police", "guard", "service", "services", "security", "management",
        "patrol", "inspection",
    ]

    /// Articles and prepositions of three letters, folded: stamp words, and never read as
    /// places, though many are airports' codes.
    static let articlesOfThreeLetters: Set<String> = ["den", "der", "die", "das", "del", "des", "les", "the", "and", "for", "via", "von", "van", "und"]

    /// Articles of three letters that stand inside place names, folded: between two words of a
    /// line they are the name's, never a code (LOS is Lagos's, LAS Las Vegas's).
    static let articlesInNames: Set<String> = ["los", "las", "dos", "das", "del", "des", "les", "der", "den", "die"]

    /// Whole words that mark an entry by air besides the airport stems.
    static let airWords: Set<String> = ["air", "aircraft", "flight", "aviation", "avion", "flug", "aerien", "aereo", "aerea"]

    static let airSymbols: Set<Character> = ["✈", "🛫", "🛬", "🛪"]
    static let seaSymbols: Set<Character> = ["⚓", "⛴", "🚢", "⛵", "🛳"]
    static let landSymbols: Set<Character> = ["🚗", "🚆", "🚂", "🚌", "🚘", "🚙", "🚉", "🚃"]

    static let arrivalWords: Set<String> = Set(folded([
        "arrival", "arrived", "arrivals", "arr", "entry", "enter", "entered", "admitted", "entrada", "entradas", "llegada",
        "einreise", "eingereist", "entree", "ingresso", "entrata", "arrivo", "ingreso", "inresa", "innreise", "indrejse",
        "indrejst", "saapunut", "maahantulo", "wjazd", "przyjazd", "vstup", "prijezd", "belepes", "belepett", "giris",
        "intrare", "intrat", "binnenkomst", "aankomst", "chegada", "entrou", "aankoms", "komst",
        "koma", "komudagur", "sissesoit", "sisenemine", "iebrauksana", "atvykimas", "vstop", "ulaz", "hyrje",
        "wasla", "kirish", "kuingia", "masuk", "kedatangan", "ketibaan", "nhapcanh", "pagdating",
        "улаз", "влез", "вход", "в'їзд", "вїзд", "прибуття", "орох", "кіру", "შესვლა", "մուտք", "כניסה",
        "دخول", "وصول", "ورود", "آمد", "مدخل", "መግቢያ", "ขาเข้า", "เข้า", "ເຂົ້າ", "ចូល", "上陸許可", "上陆", "入境", "到達",
        "आगमन", "আগমন", "प्रवेश",
        "въезд", "прибытие", "въїзд", "入国", "입국", "到达", "είσοδος", "εισοδος",
    ]))
    static let departureWords: Set<String> = Set(folded([
        "departure", "departed", "departures", "dep", "exit", "exited", "salida", "ausreise", "ausgereist", "sortie",
        "uscita", "partenza", "egreso", "utresa", "utreise", "udrejse", "udrejst", "lahto", "maastalahto", "wyjazd",
        "vystup", "odjezd", "kilepes", "kilepett", "cikis", "iesire", "vertrek", "saida", "partida",
        "выезд", "отправление", "виїзд", "出国", "출국", "出境", "离境", "έξοδος", "εξοδος",
        "brottfor", "valjasoit", "izbrauksana", "isvykimas", "izstop", "izlaz", "chiqish", "keluar", "keberangkatan", "berlepas",
        "xuatcanh", "излаз", "излез", "изход", "гарах", "გასვლა", "ելք", "יציאה", "خروج", "مغادرة", "ขาออก",
        "ចេញ", "出國", "離境", "प्रस्थान", "বহির্গমন",
    ]))
    static let arrivalArrows: Set<Character> = ["→", "⇒", "➔", "➜", "▶", "►"]
    static let departureArrows: Set<Character> = ["←", "⇐", "◀", "◄"]

    /// Words that say where in its town an airport lies, folded, in the languages airports are
    /// named in ("Ivanovo South", "Tenerife Sur", "Omsk Central", "Eastern Iowa"): alone they
    /// name no airport, since any stamp may print them (SOUTH AFRICA, EASTERN DOCKS).
    static let directionWords: Set<String> = [
        "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central", "centre", "center",
        "northeast", "northwest", "southeast", "southwest", "norte", "sur", "sul", "este", "oeste", "centro",
        "nord", "sud", "est", "ouest", "ost", "sued", "zentral", "noord", "zuid", "oost", "severny", "yuzhny", "vostochny",
        "zapadny", "tsentralny", "norra", "sodra", "ostra", "vastra", "pohjoinen", "etela",
    ]

    /// Words that say what kind of place an airport lies on, folded ("Pulau Pangkor", "Isla de
    /// Margarita", "Lake Placid", "Mount Hagen"): alone they name no airport, since they begin the
    /// names of islands, lakes and mountains everywhere ("PULAU PINANG" is Penang's island, not
    /// Pangkor's airport).
    static let placeKindWords: Set<String> = [
        "pulau", "island", "islands", "isla", "islas", "ilha", "ilhas", "isola", "insel", "nusa", "lake", "lago", "mount",
        "monte", "gunung", "cape", "cabo", "river", "valley", "bahia", "punta", "point",
    ]

    /// Whether the words only say where or on what kind of place an airport lies.
    static func onlyDescribeAPlace(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { directionWords.contains($0) || placeKindWords.contains($0) }
    }

    /// The words of the stamp itself (authority, status, conditions): never read as a place, a
    /// code or a country, however much they look like one ("POLICE" is a town in Poland, "AIR"
    /// an airport code).
    static let stampWords: Set<String> = {
        var words: Set<String> = [
            "police", "polizei", "policia", "polizia", "politia", "policija", "politie", "politi", "poliisi", "policja",
            "policie", "rendorseg", "polis", "polisi", "immigration", "immigracion", "imigracao", "immigrazione", "control",
            "kontrolle", "controle", "controlo", "kontrola", "border", "borders", "frontiere", "frontieres", "frontera",
            "fronteira", "frontiera",
            "grenzpolizei", "bundespolizei", "grenzschutz", "republic", "republique", "republica", "republik", "repubblica",
            "kingdom", "royaume", "reino", "koninkrijk", "state", "states", "united", "federal", "department", "ministry",
            "ministerio", "service", "services", "agency", "servicio", "servico", "passport", "passeport", "pasaporte", "reisepass", "visa", "valid",
            "days", "day", "until", "stay", "duration", "class", "status", "admitted", "officer", "office", "station",
            "post", "point", "the", "and", "for", "via", "of", "de", "del", "la", "le", "les", "des", "du", "da", "do",
            "di", "der", "die", "das", "den", "und", "et", "y", "e", "en", "am", "an", "im", "in", "aux", "van", "von",
            // "OFF." labels the officer's number ("OFF. 31"); it is no code of Offutt's air base.
            "imm", "pol", "gov", "int", "intl", "off", "international", "internacional", "internazionale", "internationaler",
            "nat", "national", "nacional", "nazionale", "nationale", "no", "nr", "num", "ref", "paf", "dgsn", "sef",
            "schengen", "ees", "visitor", "tourist",
            "business", "transit", "type", "code", "sign", "signature", "date", "datum", "fecha", "data", "terminal",
            "gate", "counter", "desk", "hall", "zone", "area", "pass", "permit", "entry",
            // The passport page's own headings, which OCR reads beside a stamp.
            "visas", "visum", "visto", "vistos", "viza", "wiza", "vizum", "viisumi", "endorsements", "observations",
            "remarks", "annotations", "page",
            "exit", "ein", "aus", "ent", "ext", "out", "inn", "adm", "usa", "uk", "gb", "kontroll", "grense",
            "rajavartiolaitos", "grensepolitiet", "gransen", "gransskydd", "valtion", "pogranichnaya", "sluzhba",
            "пограничная", "служба", "контроль", "государственная",
            // Words of the authorities' names that airports' names hold alone once their town is
            // left out ("Naknek Air Force Base", "General Villamil", Iwo Jima's "Central Field").
            "force", "general", "generale", "central", "security", "bureau", "division", "directorate", "direccion",
            "direction",
        ]
        // Not "пограничный" itself: Пограничный is a crossing to China, in Primorsky Krai.
        words.formUnion(folded(["пограничного", "пограничной", "погранконтроль"]))
        // Only the generic mode words: "Porto", "Puerto Montt" and "Luka" are places too.
        words.formUnion(["port", "seaport", "harbour", "harbor", "ferry", "sea", "ship", "cruise", "road", "land", "rail",
                         "railway", "train", "bus", "car", "crossing", "checkpoint"])
        words.formUnion(airWords)
        words.formUnion(airportAbbreviations)
        words.formUnion(CountryWords.leading)
        words.formUnion(arrivalWords); words.formUnion(departureWords)
        words.formUnion(StampDateParser.monthWords)
        // "usa", "uk", "gb" are listed as words so they are never read as a town; the code signal
        // reads them as country signs before this list is consulted.
        return words
    }()

    /// Whether a folded word is one of the stamp's own (authority, direction, mode, airport words).
    static func isStampVocabulary(_ word: String) -> Bool {
        stampWords.contains(word) || isModeWord(word) || airportStems.contains { word.contains($0) }
    }

    /// Whether a folded word is a port or border word ("porto", "granica"): it says the way in,
    /// and where it is also a place's name, its line decides which it is.
    static func isModeWord(_ word: String) -> Bool { seaWords.contains(word) || landWords.contains(word) }

    /// Words as `StampText.fold` leaves them, so that they compare with a stamp's folded tokens
    /// in every script (folding drops some scripts' vowel signs and marks).
    static func folded(_ words: [String]) -> [String] { words.map(StampText.fold) }

    /// Schengen and other international vehicle-registration signs (the oval car plates) that
    /// stamps print beside the crossing, mapped to ISO alpha-2.
    static let vehicleSigns: [String: String] = [
        "A": "AT", "B": "BE", "BG": "BG", "BIH": "BA", "BY": "BY", "CH": "CH", "CY": "CY", "CZ": "CZ", "D": "DE",
        "DK": "DK", "E": "ES", "EST": "EE", "F": "FR", "FIN": "FI", "FL": "LI", "GB": "GB", "UK": "GB", "GR": "GR",
        "H": "HU", "HR": "HR", "I": "IT", "IRL": "IE", "IS": "IS", "L": "LU", "LT": "LT", "LV": "LV", "M": "MT",
        "MC": "MC", "MD": "MD", "MNE": "ME", "N": "NO", "NL": "NL", "NMK": "MK", "P": "PT", "PL": "PL", "RO": "RO",
        "RSM": "SM", "RUS": "RU", "S": "SE", "SK": "SK", "SLO": "SI", "SRB": "RS", "TR": "TR", "UA": "UA", "USA": "US",
        "V": "VA", "AL": "AL", "J": "JP", "ROK": "KR", "CDN": "CA", "AUS": "AU", "NZ": "NZ", "ZA": "ZA", "MEX": "MX",
        "BR": "BR", "RA": "AR", "RCH": "CL", "IND": "IN", "RI": "ID", "T": "TH", "SGP": "SG", "MAL": "MY", "VN": "VN",
        "IL": "IL", "ET": "EG", "MA": "MA", "TN": "TN", "DZ": "DZ", "Q": "QA",
        // Signs that differ from the ISO codes (which are read as codes anyway).
        "KSA": "SA", "UAE": "AE", "BRN": "BH", "RL": "LB", "HKJ": "JO", "EAK": "KE", "EAT": "TZ", "EAU": "UG", "RWA": "RW",
        "WAN": "NG", "CAM": "CM", "RM": "MG", "MS": "MU", "RB": "BW", "NEP": "NP", "RP": "PH", "MGL": "MN", "KS": "KG",
        "RC": "TW", "GCA": "GT", "JA": "JM", "YV": "VE", "ROU": "UY", "BDS": "BB", "RH": "HT",
    ]

    /// Two words read together that mark the way in ("CỬA KHẨU" a border gate, "SINIR KAPISI"
    /// a border gate, "PUENTE INTERNACIONAL" a bridge crossing): folded, run together.
    static let landPhrases: Set<String> = Set(folded([
        "cuakhau", "sinirkapisi", "puenteinternacional", "pasofronterizo", "granicniprijelaz", "granicniprelaz", "hranicnypriechod",
        "hranicniprechod", "punktpropusku", "punktpropuska", "graniceniprelaz", "borderpost", "bordercrossing", "landborder",
        "pontedafronteira", "postofronteirico", "pasodefrontera", "puntodetrecere", "pointdepassage", "grenzubergang", "lintasbatas",
        "граничнипрелаз", "граниченпремин", "пунктпропуску", "пунктпропуска", "陆路口岸", "陸路口岸",
    ]))
    static let seaPhrases: Set<String> = Set(folded([
        "portof", "seaport", "ferryterminal", "cruiseterminal", "morskoiport", "морскойпорт", "terminalmaritimo", "garemaritime",
        "portomaritimo", "stazionemarittima", "ferjeterminal",
    ]))
}
