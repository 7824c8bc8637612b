/// Where each national word for "airport" is printed: a border stamp is in its own country's
/// language (or in English, which says nothing), so "AEROPORTO SALVADOR" is Salvador da Bahia's
/// (Portuguese) rather than San Salvador's (Spanish), and "AEROPUERTO AURORA" is Guatemala's La
/// Aurora, not the airstrip in Suriname (Dutch) or the air base in Colorado. Facts about
/// languages: the countries where each is an official language, or the one used on its border
/// stamps (French in the Maghreb), by ISO alpha-2.
enum AirportWordLanguages {
    static let spanish: Set<String> = ["ES", "MX", "GT", "HN", "SV", "NI", "CR", "PA", "CU", "DO", "PR", "CO", "VE", "EC", "PE", "BO",
                                       "CL", "AR", "UY", "PY", "GQ"]
    static let portugueseOrItalian: Set<String> = ["PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL", "MO", "IT", "SM", "VA", "CH"]
    static let french: Set<String> = ["FR", "BE", "CH", "LU", "MC", "CA", "HT", "SN", "CI", "CM", "MG", "ML", "BF", "NE", "TD", "GN",
                                      "BJ", "TG", "CF", "CG", "CD", "GA", "DJ", "KM", "RW", "BI", "SC", "MU", "MA", "DZ", "TN", "MR",
                                      "VU", "NC", "PF", "RE", "GP", "MQ", "GF", "YT", "PM", "WF", "BL", "MF", "LB",
                                      // Romanian and Catalan write it the same way.
                                      "RO", "MD", "AD"]
    static let arabic: Set<String> = ["AE", "BH", "DZ", "EG", "IQ", "JO", "KW", "LB", "LY", "MA", "MR", "OM", "PS", "QA", "SA", "SD",
                                      "SO", "SY", "TN", "YE", "DJ", "KM", "EH", "TD", "ER"]

    static let chinese: Set<String> = ["CN", "SG", "HK", "TW", "MO"]

    /// Airport words (folded, as a token or two tokens run together begin) → the countries that
    /// print them. The longest that begins the word is taken; a word that is in none of them
    /// ("AIRPORT", "AERODROM", used in many languages) says nothing.
    static let countriesByWord: [(word: String, countries: Set<String>)] = {
        let table: [(String, Set<String>)] = [
            ("aeropuerto", spanish), ("aeroporto", portugueseOrItalian), ("aeroport", french), ("aeroportul", ["RO", "MD"]),
            ("aeroporti", ["AL", "XK", "UZ"]), ("flughafen", ["DE", "AT", "CH", "LI", "LU"]), ("luchthaven", ["NL", "BE", "SR", "AW", "CW", "SX"]),
            ("lufthavn", ["DK", "NO", "FO", "GL"]), ("flygplats", ["SE", "FI", "AX"]), ("lentoasema", ["FI"]), ("lotnisko", ["PL"]),
            ("letiste", ["CZ"]), ("letisko", ["SK"]), ("letalisce", ["SI"]), ("repuloter", ["HU"]), ("havalimani", ["TR", "CY"]),
            ("lidosta", ["LV"]), ("lennujaam", ["EE"]), ("aerfort", ["IE"]), ("ajruport", ["MT"]), ("lughawe", ["ZA", "NA"]),
            ("bandara", ["ID"]), ("bandarudara", ["ID"]), ("paliparan", ["PH"]), ("zracnaluka", ["HR", "BA"]),
            ("аэропорт", ["RU", "BY", "KZ", "KG", "TJ"]), ("авиа", ["RU", "BY", "KZ", "KG", "TJ", "UZ", "TM"]), ("аеропорт", ["UA"]), ("аэрапорт", ["BY"]), ("летище", ["BG"]),
            ("αερολιμ", ["GR", "CY"]), ("αεροδρομ", ["GR", "CY"]),
            // Simplified and traditional characters say nothing apart: the Chinese model reads
            // a Taiwanese stamp's 機場 as 机场.
            ("空港", ["JP"]), ("机场", chinese), ("機場", chinese), ("공항", ["KR", "KP"]),
            ("مطار", arabic), ("فرودگاه", ["IR", "AF"]), ("ہوائیاڈہ", ["PK", "IN"]), ("נמלהתעופה", ["IL"]), ("נמלתעופה", ["IL"]), ("שדהתעופה", ["IL"]),
            ("აეროპორტ", ["GE"]), ("օդանավակայան", ["AM"]), ("हवाईअड्डा", ["IN"]), ("विमानस्थल", ["NP"]), ("বিমানবন্দর", ["BD", "IN"]),
            ("ท่าอากาศยาน", ["TH"]), ("สนามบิน", ["TH"]), ("ສະໜາມບິນ", ["LA"]), ("អាកាសយានដ្ឋាន", ["KH"]), ("ព្រលានយន្តហោះ", ["KH"]),
            ("አውሮፕላንማረፊያ", ["ET"]), ("sanbay", ["VN"]), ("canghangkhong", ["VN"]), ("uwanjawa", ["TZ", "KE", "UG"]),
            ("lapanganterbang", ["MY", "BN", "SG", "ID"]), ("aeroparque", spanish), ("әуежай", ["KZ"]), ("нисэхбуудал", ["MN"]),
            ("飛行場", ["JP"]), ("비행장", ["KR", "KP"]), ("ເດີ່ນບິນ", ["LA"]), ("လေဆိပ်", ["MM"]), ("фурудгоҳ", ["TJ"]),
        ]
        return table.map { (StampText.fold($0.0), $0.1) }.sorted { $0.word.count > $1.word.count }
    }()

    /// The countries that print the airport word `word` begins with (a token, or two run
    /// together), or nil when it is no such word or one used everywhere.
    static func countries(printing word: String) -> Set<String>? {
        countriesByWord.first { word.hasPrefix($0.word) }?.countries
    }

    /// What a candidate in a country that does not print the stamp's airport word keeps of its weight.
    static let foreignShare = 0.6
}
