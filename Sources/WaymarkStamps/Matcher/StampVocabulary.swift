/// The words stamps are made of, folded the way `StampText.fold` folds them. Facts about
/// languages, gathered here so the matcher's rules read as rules.
enum StampVocabulary {
    /// Stems of "airport" in the languages stamps are written in. A stem is found anywhere inside
    /// a word, so a compound ("keflavikurflugvollur") or a damaged ending ("FLUGVOLI UR", "AEROPUER")
    /// still counts. Long enough not to occur by chance inside a place name.
    static let airportStems: [String] = [
        "airport", "aeropuert", "aeroport", "aerodrom", "flughaf", "flugplatz", "flugv", "luchthav", "luftha",
        "flygplats", "lentoas", "lotnisk", "letist", "letisk", "letisht", "repulot", "repter", "havalima", "lidost", "lennujaam",
        "letalisc", "zracnaluk", "bandarudara", "sanbay", "aerodromio", "aerolimen",
        "аэропорт", "аеропорт", "аэрапорт", "летище", "аеродром", "αερολιμ", "αεροδρομ",
        "空港", "机场", "機場", "공항", "مطار",
    ]

    /// Whole airport words that begin a word run together with the name after them
    /// ("FLUGHAFENWIEN", "AEROPORTOMALPENSA"): the text is cut after them.
    static let leadingAirportWords: [String] = [
        "aeropuerto", "aeroporto", "aeroport", "flughafen", "airport", "luchthaven", "lufthavn", "flygplats", "lotnisko",
        "letiste", "havalimani", "aerodrom", "lentoasema",
    ]

    /// Whole words that mark an entry by sea. Whole words only: "havn" is inside "lufthavn",
    /// "hafen" inside "flughafen", "port" inside "passport".
    static let seaWords: Set<String> = [
        "port", "seaport", "harbour", "harbor", "hafen", "seehafen", "haven", "havn", "puerto", "porto", "ferry", "faehre",
        "fahre", "maritime", "maritimo", "maritima", "maritim", "sea", "ship", "cruise", "hamn", "satama", "morski", "tengeri",
        "deniz", "limani", "liman", "luka", "przystan", "порт", "морской", "морпорт", "港", "항", "λιμανι", "λιμην",
    ]

    /// Whole words that mark an entry over land.
    static let landWords: Set<String> = [
        "road", "land", "rail", "railway", "train", "bus", "car", "border", "crossing", "grenze", "grenzubergang",
        "grenzuebergang", "frontera", "confine", "granica", "hranice", "hatar", "sinir", "autobahn", "bahnhof", "gare",
        "estacion", "stazione", "zug", "pkw", "lkw", "trein", "tren", "treno", "pociag", "vlak", "vonat", "checkpoint",
        "kpp", "граница", "автомобильный", "автопункт", "жд", "мапп", "陆路", "陸路",
    ]

    /// Whole words that mark an entry by air besides the airport stems.
    static let airWords: Set<String> = ["air", "aircraft", "flight", "aviation", "avion", "flug", "aerien", "aereo", "aerea"]

    static let airSymbols: Set<Character> = ["✈", "🛫", "🛬", "🛪"]
    static let seaSymbols: Set<Character> = ["⚓", "⛴", "🚢", "⛵", "🛳"]
    static let landSymbols: Set<Character> = ["🚗", "🚆", "🚂", "🚌", "🚘", "🚙", "🚉", "🚃"]

    static let arrivalWords: Set<String> = [
        "arrival", "arrived", "arrivals", "arr", "entry", "entered", "admitted", "entrada", "entradas", "llegada",
        "einreise", "eingereist", "entree", "ingresso", "entrata", "arrivo", "ingreso", "inresa", "innreise", "indrejse",
        "indrejst", "saapunut", "maahantulo", "wjazd", "przyjazd", "vstup", "prijezd", "belepes", "belepett", "giris",
        "intrare", "intrat", "binnenkomst", "aankomst", "chegada", "entrou", "aankoms", "komst",
        "въезд", "прибытие", "въїзд", "入国", "입국", "入境", "到达", "είσοδος", "εισοδος",
    ]
    static let departureWords: Set<String> = [
        "departure", "departed", "departures", "dep", "exit", "exited", "salida", "ausreise", "ausgereist", "sortie",
        "uscita", "partenza", "egreso", "utresa", "utreise", "udrejse", "udrejst", "lahto", "maastalahto", "wyjazd",
        "vystup", "odjezd", "kilepes", "kilepett", "cikis", "iesire", "vertrek", "saida", "partida",
        "выезд", "отправление", "виїзд", "出国", "출국", "出境", "离境", "έξοδος", "εξοδος",
    ]
    static let arrivalArrows: Set<Character> = ["→", "⇒", "➔", "➜", "▶", "►"]
    static let departureArrows: Set<Character> = ["←", "⇐", "◀", "◄"]

    /// The words of the stamp itself (authority, status, conditions): never read as a place, a
    /// code or a country, however much they look like one ("POLICE" is a town in Poland, "AIR"
    /// an airport code).
    static let stampWords: Set<String> = {
        var words: Set<String> = [
            "police", "polizei", "policia", "polizia", "politie", "politi", "poliisi", "policja", "policie", "rendorseg",
            "polis", "polisi", "immigration", "immigracion", "imigracao", "immigrazione", "control", "kontrolle", "controle",
            "controlo", "kontrola", "border", "borders", "frontiere", "frontieres", "frontera", "fronteira", "frontiera",
            "grenzpolizei", "bundespolizei", "grenzschutz", "republic", "republique", "republica", "republik", "repubblica",
            "kingdom", "royaume", "reino", "koninkrijk", "state", "states", "united", "federal", "department", "ministry",
            "ministerio", "service", "servicio", "servico", "passport", "passeport", "pasaporte", "reisepass", "visa", "valid",
            "days", "day", "until", "stay", "duration", "class", "status", "admitted", "officer", "office", "station",
            "post", "point", "the", "and", "for", "via", "of", "de", "del", "la", "le", "les", "des", "du", "da", "do",
            "di", "der", "die", "das", "den", "und", "et", "y", "e", "en", "am", "an", "im", "in", "aux", "van", "von",
            "imm", "pol", "gov", "int", "intl", "international", "internacional", "internazionale", "internationaler",
            "nat", "national", "no", "nr", "num", "ref", "paf", "dgsn", "sef", "schengen", "ees", "visitor", "tourist",
            "business", "transit", "type", "code", "sign", "signature", "date", "datum", "fecha", "data", "terminal",
            "gate", "counter", "desk", "hall", "zone", "area", "pass", "permit", "entry",
            "exit", "ein", "aus", "ent", "ext", "out", "inn", "adm", "usa", "uk", "gb", "kontroll", "grense",
            "rajavartiolaitos", "grensepolitiet", "gransen", "gransskydd", "valtion", "pogranichnaya", "sluzhba",
            "пограничная", "служба", "контроль", "россия", "государственная",
        ]
        // Only the generic mode words: "Porto", "Puerto Montt" and "Luka" are places too.
        words.formUnion(["port", "seaport", "harbour", "harbor", "ferry", "sea", "ship", "cruise", "road", "land", "rail",
                         "railway", "train", "bus", "car", "crossing", "checkpoint"])
        words.formUnion(airWords)
        words.formUnion(arrivalWords); words.formUnion(departureWords)
        words.formUnion(StampDateParser.monthWords)
        // "usa", "uk", "gb" are listed as words so they are never read as a town; the code signal
        // reads them as country signs before this list is consulted.
        return words
    }()

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
    ]
}
