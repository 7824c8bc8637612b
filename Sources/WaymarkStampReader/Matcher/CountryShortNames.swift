/// Names a country's own stamps print that the gazetteer's names for it lack. Some are short
/// forms another country's name shares: South Korea's government calls the country "Korea"
/// (KOREA IMMIGRATION SERVICE, REPUBLIC OF KOREA on its passports), where the gazetteer holds
/// "South Korea", and "Korea" alone there is a town in Ivory Coast. Others are names in the
/// country's own language that fall outside the 100 names the gazetteer keeps for a country:
/// Macao's 澳門 (CLDR's short name in Traditional Chinese; 澳门 in Simplified), South Korea's
/// 한국, and the Republic of China's 中華民國 (Taiwan), which was read as Huamin, a town in
/// China, and in English "Republic of China", which its stamps print. China's own long name, in
/// English and in Chinese, is listed too, so that it is read whole as China's and not as the
/// Republic of China it holds (nor as towns its characters spell). Facts about how each country
/// styles itself, by ISO alpha-2; read as the country's names are (`StampPlaceIndex`).
enum CountryShortNames {
    static let names: [(name: String, country: String)] = [
        ("Korea", "KR"), ("Republic of Korea", "KR"), ("한국", "KR"),
        ("DPR Korea", "KP"),
        ("Lao PDR", "LA"),
        ("DR Congo", "CD"),
        ("澳門", "MO"), ("澳门", "MO"),
        ("中華民國", "TW"), ("中华民国", "TW"), ("Republic of China", "TW"),
        ("People's Republic of China", "CN"), ("Peoples Republic of China", "CN"), ("中华人民共和国", "CN"), ("中華人民共和國", "CN"),
        // Kyrgyzstan's constitutional names in Kyrgyz, Russian and English.
        ("Кыргыз Республикасы", "KG"), ("Кыргызская Республика", "KG"), ("Kyrgyz Republic", "KG"),
    ]
}
