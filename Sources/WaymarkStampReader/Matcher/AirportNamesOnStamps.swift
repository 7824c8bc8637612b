/// Names stamps give airports that neither OurAirports nor GeoNames holds: initials (Malaysia's
/// stamps print "KLIA", Kuala Lumpur International Airport; Mexico City's "AICM", Aeropuerto
/// Internacional de la Ciudad de México) and the short name in the airport's own script that
/// Japan's landing stamps print beside 空港 (関西 for Kansai, 中部 for Chūbu Centrair). Public facts
/// about each airport's own name, keyed folded as the index keys names, to the airport's IATA
/// code. Only names no other airport or place is called by: "BIA" (Bandaranaike) is also
/// Bastia's code, "TIA" (Tribhuvan) Tirana's.
///
/// ```swift
/// AirportNamesOnStamps.iataByName["klia"] // "KUL"
/// ```
enum AirportNamesOnStamps {
    static let iataByName: [String: String] = [
        "klia": "KUL", "klia2": "KUL", "aicm": "MEX", "naia": "MNL", "jkia": "NBO", "kkia": "ACC", "mmia": "LOS",
        "csmia": "BOM", "rgia": "HYD", "hkia": "HKG", "関西": "KIX", "中部": "NGO",
    ]
}
