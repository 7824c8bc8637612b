/// The formal names states give themselves, which their border stamps and passports print and the
/// gazetteer's names (a country's common name in each language) lack: ESTADOS UNIDOS MEXICANOS,
/// РОССИЙСКАЯ ФЕДЕРАЦИЯ, ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ, BUNDESREPUBLIK DEUTSCHLAND. Read without them, a formal
/// name's words name other places: "ESTADOS UNIDOS" of Mexico's is the United States, "РОССИЙСКАЯ"
/// a town in Italy, "BUNDESREPUBLIK" Bünde.
///
/// Listed are the forms a title-and-name rule cannot read (`TitledCountryNames` reads "REPUBLIC
/// OF …" and "REPÚBLICA DE …" before a country's name): the state's own adjective ("Hellenic",
/// "Italiana", "Türkiye Cumhuriyeti"), a name in a script or word order of its own ("Rzeczpospolita
/// Polska", "Lýðveldið Ísland"), and the title written after the name. Each in the state's
/// official languages and in English, as its constitution and the United Nations' terminology
/// style it; facts, by ISO alpha-2, read as the country's other names are (`StampPlaceIndex`).
enum OfficialCountryNames {
    static let names: [(name: String, country: String)] = europe + americas + asia + africa + oceania

    static let europe: [(name: String, country: String)] = [
        ("Republika e Shqipërisë", "AL"),
        ("Principat d'Andorra", "AD"), ("Principality of Andorra", "AD"),
        ("Republik Österreich", "AT"),
        ("Рэспубліка Беларусь", "BY"), ("Республика Беларусь", "BY"),
        ("Royaume de Belgique", "BE"), ("Koninkrijk België", "BE"), ("Königreich Belgien", "BE"),
        ("Република България", "BG"),
        ("Κυπριακή Δημοκρατία", "CY"), ("Kıbrıs Cumhuriyeti", "CY"),
        ("Česká republika", "CZ"),
        ("Kongeriget Danmark", "DK"),
        ("Eesti Vabariik", "EE"),
        ("Suomen tasavalta", "FI"), ("Republiken Finland", "FI"),
        ("République française", "FR"), ("French Republic", "FR"),
        ("Bundesrepublik Deutschland", "DE"), ("Federal Republic of Germany", "DE"),
        ("Ελληνική Δημοκρατία", "GR"), ("Hellenic Republic", "GR"),
        ("Lýðveldið Ísland", "IS"),
        ("Repubblica Italiana", "IT"), ("Italian Republic", "IT"),
        ("Latvijas Republika", "LV"),
        ("Fürstentum Liechtenstein", "LI"), ("Principality of Liechtenstein", "LI"),
        ("Lietuvos Respublika", "LT"),
        ("Grand-Duché de Luxembourg", "LU"), ("Großherzogtum Luxemburg", "LU"), ("Groussherzogtum Lëtzebuerg", "LU"),
        ("Grand Duchy of Luxembourg", "LU"),
        ("Repubblika ta' Malta", "MT"),
        ("Principauté de Monaco", "MC"), ("Principality of Monaco", "MC"),
        ("Koninkrijk der Nederlanden", "NL"), ("Kingdom of the Netherlands", "NL"),
        ("Република Северна Македонија", "MK"),
        ("Kongeriket Norge", "NO"), ("Kongeriket Noreg", "NO"),
        ("Rzeczpospolita Polska", "PL"),
        ("República Portuguesa", "PT"), ("Portuguese Republic", "PT"),
        ("Российская Федерация", "RU"), ("Russian Federation", "RU"),
        ("Република Србија", "RS"), ("Republika Srbija", "RS"),
        ("Slovenská republika", "SK"), ("Slovak Republic", "SK"),
        ("Republika Slovenija", "SI"),
        ("Konungariket Sverige", "SE"),
        ("Schweizerische Eidgenossenschaft", "CH"), ("Confédération suisse", "CH"), ("Confederazione Svizzera", "CH"),
        ("Confederaziun svizra", "CH"), ("Swiss Confederation", "CH"),
        ("Stato della Città del Vaticano", "VA"),
    ]

    static let americas: [(name: String, country: String)] = [
        ("República Argentina", "AR"), ("Argentine Republic", "AR"),
        ("Estado Plurinacional de Bolivia", "BO"), ("Plurinational State of Bolivia", "BO"),
        ("República Federativa do Brasil", "BR"), ("Federative Republic of Brazil", "BR"),
        ("Estados Unidos Mexicanos", "MX"), ("United Mexican States", "MX"),
        ("República Bolivariana de Venezuela", "VE"), ("Bolivarian Republic of Venezuela", "VE"),
        ("República Oriental del Uruguay", "UY"), ("Oriental Republic of Uruguay", "UY"),
        ("Co-operative Republic of Guyana", "GY"),
        ("Commonwealth of the Bahamas", "BS"),
        ("République d'Haïti", "HT"), ("Repiblik d Ayiti", "HT"),
    ]

    static let asia: [(name: String, country: String)] = [
        ("Հայաստանի Հանրապետություն", "AM"),
        ("Azərbaycan Respublikası", "AZ"),
        ("مملكة البحرين", "BH"), ("Kingdom of Bahrain", "BH"),
        ("গণপ্রজাতন্ত্রী বাংলাদেশ", "BD"), ("People's Republic of Bangladesh", "BD"),
        ("Negara Brunei Darussalam", "BN"), ("Brunei Darussalam", "BN"),
        ("ព្រះរាជាណាចក្រកម្ពុជា", "KH"), ("Royaume du Cambodge", "KH"),
        ("भारत गणराज्य", "IN"),
        ("Republik Indonesia", "ID"),
        ("جمهوری اسلامی ایران", "IR"), ("Islamic Republic of Iran", "IR"),
        ("جمهورية العراق", "IQ"),
        ("מדינת ישראל", "IL"), ("State of Israel", "IL"),
        ("日本国", "JP"),
        ("المملكة الأردنية الهاشمية", "JO"), ("Hashemite Kingdom of Jordan", "JO"),
        ("Қазақстан Республикасы", "KZ"), ("Республика Казахстан", "KZ"),
        ("دولة الكويت", "KW"), ("State of Kuwait", "KW"),
        ("Lao People's Democratic Republic", "LA"),
        ("الجمهورية اللبنانية", "LB"), ("République libanaise", "LB"), ("Lebanese Republic", "LB"),
        ("Монгол Улс", "MN"),
        ("Republic of the Union of Myanmar", "MM"),
        ("Federal Democratic Republic of Nepal", "NP"),
        ("조선민주주의인민공화국", "KP"), ("Democratic People's Republic of Korea", "KP"),
        ("سلطنة عمان", "OM"), ("Sultanate of Oman", "OM"),
        ("اسلامی جمہوریہ پاکستان", "PK"), ("Islamic Republic of Pakistan", "PK"),
        ("Republika ng Pilipinas", "PH"),
        ("دولة قطر", "QA"), ("State of Qatar", "QA"),
        ("Kingdom of Saudi Arabia", "SA"),
        ("대한민국", "KR"),
        ("Democratic Socialist Republic of Sri Lanka", "LK"),
        ("الجمهورية العربية السورية", "SY"), ("Syrian Arab Republic", "SY"),
        ("Ҷумҳурии Тоҷикистон", "TJ"), ("Республика Таджикистан", "TJ"),
        ("ราชอาณาจักรไทย", "TH"), ("Kingdom of Thailand", "TH"),
        ("República Democrática de Timor-Leste", "TL"), ("Democratic Republic of Timor-Leste", "TL"),
        ("Türkiye Cumhuriyeti", "TR"), ("Republic of Türkiye", "TR"),
        ("Oʻzbekiston Respublikasi", "UZ"), ("Ўзбекистон Республикаси", "UZ"), ("Республика Узбекистан", "UZ"),
        ("Cộng hòa Xã hội chủ nghĩa Việt Nam", "VN"), ("Socialist Republic of Viet Nam", "VN"),
        ("الجمهورية اليمنية", "YE"),
    ]

    static let africa: [(name: String, country: String)] = [
        ("الجمهورية الجزائرية الديمقراطية الشعبية", "DZ"), ("République algérienne démocratique et populaire", "DZ"),
        ("People's Democratic Republic of Algeria", "DZ"),
        ("جمهورية مصر العربية", "EG"), ("Arab Republic of Egypt", "EG"),
        ("دولة ليبيا", "LY"), ("State of Libya", "LY"),
        ("المملكة المغربية", "MA"), ("Royaume du Maroc", "MA"), ("Kingdom of Morocco", "MA"),
        ("الجمهورية التونسية", "TN"), ("République tunisienne", "TN"), ("Tunisian Republic", "TN"),
        ("الجمهورية الإسلامية الموريتانية", "MR"), ("République islamique de Mauritanie", "MR"), ("Islamic Republic of Mauritania", "MR"),
        ("Federal Democratic Republic of Ethiopia", "ET"),
        ("Jamhuri ya Kenya", "KE"),
        ("United Republic of Tanzania", "TZ"), ("Jamhuri ya Muungano wa Tanzania", "TZ"),
        ("Federal Republic of Nigeria", "NG"),
        ("République démocratique du Congo", "CD"), ("Democratic Republic of the Congo", "CD"),
        ("Union des Comores", "KM"), ("Union of the Comoros", "KM"),
        ("Repoblikan'i Madagasikara", "MG"),
        ("جمهورية السودان", "SD"),
    ]

    static let oceania: [(name: String, country: String)] = [
        ("Commonwealth of Australia", "AU"),
        ("Independent State of Papua New Guinea", "PG"),
        ("Federated States of Micronesia", "FM"),
        ("Independent State of Samoa", "WS"),
    ]
}
