/// Airports that stamps and signs name by their initials, which neither OurAirports nor GeoNames
/// holds: Malaysia's stamps print "KLIA" (Kuala Lumpur International Airport), Mexico City's
/// "AICM" (Aeropuerto Internacional de la Ciudad de México). Public facts about each airport's
/// own name, keyed folded as the index keys names, to the airport's IATA code. Only initials no
/// other airport or place is called by: "BIA" (Bandaranaike) is also Bastia's code, "TIA"
/// (Tribhuvan) Tirana's.
///
/// ```swift
/// AirportAbbreviations.iataByInitials["klia"] // "KUL"
/// ```
enum AirportAbbreviations {
    static let iataByInitials: [String: String] = [
        "klia": "KUL", "klia2": "KUL", "aicm": "MEX", "naia": "MNL", "jkia": "NBO", "kkia": "ACC", "mmia": "LOS",
        "csmia": "BOM", "rgia": "HYD", "hkia": "HKG",
    ]
}
