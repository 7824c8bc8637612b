import WaymarkStampReader

/// A third set of stamp texts, kept apart from the others so it is reported on its own: stamps in
/// scripts written without spaces (Han, Kana, Hangul, Thai, Lao, Khmer, Myanmar), where the place
/// and the airport or port word run together as real stamps print them ("北京首都国际机场",
/// "인천국제공항", "ท่าอากาศยานภูเก็ต", "釜山港"), and stamps with an aircraft sign where the word
/// "airport" would be. The first set writes these scripts with a space between the two. Written
/// from general knowledge of the airports and ports (not from the matcher's sources). Fields,
/// separated by `|`: category | country | script | mode | IATA or - | the port's town or - |
/// the stamp's lines, separated by " / ".
enum StampCorpusUnspacedSet {
    static let lines: [String] = [
        "unspaced_airport|CN|Chinese|air|PEK|-|入境 / 北京首都国际机场 / 2019.03.12",
        "unspaced_airport|CN|Chinese|air|PVG|-|出境 / 上海浦东机场 / 2018.10.01",
        "unspaced_airport|CN|Chinese|air|CAN|-|入境 / 广州白云国际机场 / 2017.05.20",
        "unspaced_airport|CN|Chinese|air|CTU|-|入境 / 成都双流机场 / 2016.08.08",
        "unspaced_airport|CN|Chinese|air|SZX|-|出境 / 深圳宝安国际机场 / 2019.12.24",
        "unspaced_airport|CN|Chinese|air|KMG|-|入境 / 昆明长水国际机场 / 2015.04.04",
        "unspaced_airport|CN|Chinese|air|CKG|-|入境 / 重庆江北机场 / 2018.06.15",
        "unspaced_airport|CN|Chinese|air|HGH|-|出境 / 杭州萧山国际机场 / 2017.09.09",
        "unspaced_airport|CN|Chinese|air|XMN|-|入境 / 厦门高崎机场 / 2014.02.14",
        "unspaced_airport|TW|Chinese|air|TPE|-|入境 / 桃園國際機場 / 2019.07.01",
        "unspaced_airport|TW|Chinese|air|KHH|-|出境 / 高雄國際機場 / 2016.11.11",
        "unspaced_airport|TW|Chinese|air|TSA|-|入境 / 台北松山機場 / 2018.03.03",
        "unspaced_airport|HK|Chinese|air|HKG|-|香港國際機場 / 2013.08.22",
        "unspaced_airport|JP|Japanese|air|NRT|-|上陸許可 / 成田空港 / 2019.04.01",
        "unspaced_airport|JP|Japanese|air|FUK|-|上陸許可 / 福岡空港 / 2017.10.10",
        "unspaced_airport|JP|Japanese|air|OKA|-|上陸許可 / 那覇空港 / 2018.08.18",
        "unspaced_airport|JP|Japanese|air|KIX|-|上陸許可 / 関西国際空港 / 2016.05.05",
        "unspaced_airport|KR|Korean|air|ICN|-|입국 / 인천국제공항 / 2019.01.15",
        "unspaced_airport|KR|Korean|air|GMP|-|출국 / 김포공항 / 2018.02.20",
        "unspaced_airport|KR|Korean|air|PUS|-|입국 / 김해국제공항 / 2017.07.07",
        "unspaced_airport|KR|Korean|air|CJU|-|입국 / 제주국제공항 / 2016.09.30",
        "unspaced_airport|KR|Korean|air|TAE|-|출국 / 대구공항 / 2015.12.01",
        "unspaced_airport|TH|Thai|air|DMK|-|ขาเข้า / ท่าอากาศยานดอนเมือง / 2019.03.12",
        "unspaced_airport|TH|Thai|air|HKT|-|ขาเข้า / ท่าอากาศยานนานาชาติภูเก็ต / 2018.12.05",
        "unspaced_airport|TH|Thai|air|CNX|-|ขาออก / ท่าอากาศยานเชียงใหม่ / 2017.11.23",
        "unspaced_airport|TH|Thai|air|KBV|-|ขาเข้า / สนามบินกระบี่ / 2016.04.13",
        "unspaced_airport|TH|Thai|air|BKK|-|ขาเข้า / ท่าอากาศยานสุวรรณภูมิ / 2019.06.01",
        "unspaced_airport|LA|Lao|air|VTE|-|ເຂົ້າ / ສະໜາມບິນສາກົນວຽງຈັນ / 2018.05.09",
        "unspaced_airport|LA|Lao|air|LPQ|-|ເຂົ້າ / ສະໜາມບິນຫຼວງພະບາງ / 2017.01.20",
        "unspaced_airport|LA|Lao|air|PKZ|-|ເຂົ້າ / ສະໜາມບິນປາກເຊ / 2019.02.02",
        "unspaced_airport|KH|Khmer|air|PNH|-|ចូល / ព្រលានយន្តហោះអន្តរជាតិភ្នំពេញ / 2018.10.10",
        "unspaced_airport|KH|Khmer|air|REP|-|ចូល / ព្រលានយន្តហោះសៀមរាប / 2017.12.12",
        "unspaced_airport|MM|Myanmar|air|RGN|-|ARRIVAL / ရန်ကုန်လေဆိပ် / 2019.11.11",
        "unspaced_airport|MM|Myanmar|air|MDL|-|ARRIVAL / မန္တလေးလေဆိပ် / 2018.01.08",
        "unspaced_port|KR|Korean|sea|-|Busan|입국 / 부산항 / 2018.04.10",
        "unspaced_port|KR|Korean|sea|-|Incheon|입국 / 인천항 / 2017.06.21",
        "unspaced_port|JP|Japanese|sea|-|Yokohama|上陸許可 / 横浜港 / 2019.05.03",
        "unspaced_port|JP|Japanese|sea|-|Kobe|上陸許可 / 神戸港 / 2016.10.30",
        "unspaced_port|CN|Chinese|sea|-|Tianjin|入境 / 天津港 / 2015.08.19",
        "unspaced_port|CN|Chinese|sea|-|Xiamen|出境 / 厦门港 / 2018.09.27",
        "air_sign|CN|Chinese|air|PEK|-|入境 / ✈ 北京 / 2019.03.12",
        "air_sign|KR|Korean|air|ICN|-|입국 / 인천 ✈ / 2019.01.15",
        "air_sign|DE|Latin|air|MUC|-|D ✈ MÜNCHEN / 12.03.19",
        "air_sign|AT|Latin|air|VIE|-|A ✈ WIEN / 21.06.18",
        "air_sign|PT|Latin|air|LIS|-|🛬 LISBOA / 05.05.17",
        "air_sign|TH|Thai|air|CNX|-|ขาเข้า / ✈ เชียงใหม่ / 2017.11.23",
    ]
}

extension StampCorpus {
    /// The unspaced-scripts set's cases (`StampCorpusUnspacedSet`), in a fixed order.
    public static func unspacedSet() -> [StampCorpusCase] {
        cases(sevenFieldLines: StampCorpusUnspacedSet.lines, set: "unspaced")
    }

    /// Cases from lines of seven fields separated by `|`: category | country | script | mode |
    /// IATA or - | place or - | the stamp's lines, separated by " / ".
    static func cases(sevenFieldLines lines: [String], set: String) -> [StampCorpusCase] {
        lines.map { line in
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 7, "a line of the \(set) set has 7 fields: \(line)")
            return StampCorpusCase(category: f[0], country: f[1], airport: f[4] == "-" ? nil : f[4], place: f[5] == "-" ? nil : f[5],
                                   mode: EntryMode(rawValue: f[3])!, script: f[2], text: f[6].components(separatedBy: " / ").joined(separator: "\n"))
        }
    }
}
