/// Names a country's own stamps print that the gazetteer's names for it lack, since they are
/// short forms another country's name shares: South Korea's government calls the country
/// "Korea" (KOREA IMMIGRATION SERVICE, REPUBLIC OF KOREA on its passports), where the gazetteer
/// holds "South Korea", and "Korea" alone there is a town in Ivory Coast. Facts about how each
/// country styles itself, by ISO alpha-2; read as the country's names are (`StampPlaceIndex`).
enum CountryShortNames {
    static let names: [(name: String, country: String)] = [
        ("Korea", "KR"), ("Republic of Korea", "KR"),
        ("DPR Korea", "KP"),
        ("Lao PDR", "LA"),
        ("DR Congo", "CD"),
    ]
}
