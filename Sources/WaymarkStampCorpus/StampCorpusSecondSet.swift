/// A second, smaller set of stamp texts, kept apart from the first 519 so each is reported on its
/// own: kinds the first set has few of. Airports named in Arabic, Persian and Hebrew letters after
/// the people and places their Latin names give; airport words in a language that tells two
/// namesake towns apart; short names worn to four letters beside an airport word. Written from
/// general knowledge of the airports' names (not from the matcher's sources). Fields, separated
/// by `|`: category | country | script | IATA | the stamp's lines, separated by " / ".
enum StampCorpusSecondSet {
    static let lines: [String] = [
        "abjad_name|SA|Arabic|RUH|دخول / مطار الملك خالد الدولي / 12.03.19",
        "abjad_name|SA|Arabic|DMM|مطار الملك فهد / 2019-03-12",
        "abjad_name|SA|Arabic|MED|دخول / مطار الأمير محمد بن عبدالعزيز / 05.06.18",
        "abjad_name|MA|Arabic|CMN|دخول / مطار محمد الخامس / 21.09.17",
        "abjad_name|IR|Arabic|IKA|ورود / فرودگاه امام خمینی / 1397.06.21",
        "abjad_name|IR|Arabic|THR|ورود / فرودگاه مهرآباد / 02.02.16",
        "abjad_name|PK|Arabic|KHI|ARRIVAL / ہوائی اڈہ جناح / 14.08.15",
        "abjad_name|IL|Hebrew|TLV|כניסה / נמל התעופה בן גוריון / 12.03.19",
        "abjad_name|EG|Arabic|SSH|وصول / مطار شرم الشيخ / 30.12.20",
        "abjad_town|AE|Arabic|DXB|دخول / مطار دبي / 01.01.21",
        "abjad_town|LB|Arabic|BEY|دخول / مطار بيروت / 17.07.17",
        "abjad_town|IQ|Arabic|BGW|دخول / مطار بغداد / 09.04.13",
        "abjad_town|OM|Arabic|SLL|دخول / مطار صلالة / 11.11.11",
        "word_language|CR|Latin|SJO|ENTRADA / AEROPUERTO SAN JOSÉ / 12.03.2019",
        "word_language|RE|Latin|RUN|ENTRÉE / AÉROPORT SAINT-DENIS / 14.07.2016",
        "word_language|HN|Latin|SAP|ENTRADA / AEROPUERTO SAN PEDRO SULA / 03.03.2013",
        "word_language|PT|Latin|FNC|ENTRADA / AEROPORTO MADEIRA / 22.10.2014",
        "word_language|BO|Latin|CBB|ENTRADA / AEROPUERTO COCHABAMBA / 08.08.2018",
        "worn_four|PL|Latin|POZ|WJAZD / LOTNISKO ZNAŃ / 12.03.2019",
        "worn_four|IE|Latin|DUB|ARRIVAL / AIRPORT BLIN / 17.03.2012",
        "worn_four|NO|Latin|TOS|INNREISE / LUFTHAVN TROM / 01.02.2016",
        "worn_four|ES|Latin|BIO|ENTRADA / AEROPUERTO BILB / 31.07.2015",
        "worn_four|DE|Latin|DRS|EINREISE / FLUGHAFEN DRES / 09.11.2009",
        "worn_four|TR|Latin|BJV|GİRİŞ / BODR HAVALİMANI / 19.05.2019",
    ]
}

extension StampCorpus {
    /// The second set's cases (`StampCorpusSecondSet`), all by air, in a fixed order.
    public static func secondSet() -> [StampCorpusCase] {
        StampCorpusSecondSet.lines.map { line in
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 5, "a second-set line has 5 fields: \(line)")
            return StampCorpusCase(category: f[0], country: f[1], airport: f[3], place: nil, mode: .air, script: f[2],
                                   text: f[4].components(separatedBy: " / ").joined(separator: "\n"))
        }
    }
}
