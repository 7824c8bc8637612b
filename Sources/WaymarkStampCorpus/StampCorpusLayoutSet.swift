/// A set of stamp texts whose layout or wording around the place says how the traveller came,
/// kept apart from the others so it is reported on its own: Schengen stamps that print only the
/// state's sign, the crossing point and the date (an airport town off any land border, or a town
/// on one); BORDER in an authority's name (U.S. Customs and Border Protection, UK Border, the
/// Australian Border Force, the Canada Border Services Agency), which stamps at airports; bridge
/// crossings and India's integrated check posts; Thai checkpoints (ด่าน) and Chinese piers (码头,
/// 碼頭) written run together with the place. Written from general knowledge of real stamps and
/// crossings (not from the matcher's sources). Fields, separated by `|`: category | country |
/// script | mode | IATA or - | the place's name as the gazetteer gives it, or - (also for a
/// crossing the gazetteer does not hold, which is read for the town it is filed under) | the
/// stamp's lines, separated by " / ".
enum StampCorpusLayoutSet {
    static let lines: [String] = [
        "schengen_airport|DE|Latin|air|DUS|-|DÜSSELDORF / D / 02.05.17",
        "schengen_airport|DE|Latin|air|STR|-|STUTTGART / D / 14.07.15",
        "schengen_airport|DE|Latin|air|CGN|-|KÖLN/BONN / D / 21.10.16",
        "schengen_airport|ES|Latin|air|MAD|-|MADRID-BARAJAS / E / 11.11.11",
        "schengen_airport|ES|Latin|air|AGP|-|MÁLAGA / E / 19.04.17",
        "schengen_airport|IT|Latin|air|MXP|-|MILANO MALPENSA / I / 17.08.14",
        "schengen_airport|IT|Latin|air|NAP|-|NAPOLI / I / 03.06.18",
        "schengen_airport|FR|Latin|air|NCE|-|NICE / F / 22.06.16",
        "schengen_airport|FR|Latin|air|LYS|-|LYON SAINT-EXUPÉRY / F / 09.01.19",
        "schengen_airport|DK|Latin|air|CPH|-|KØBENHAVN KASTRUP / DK / 09.09.19",
        "schengen_airport|NO|Latin|air|OSL|-|OSLO GARDERMOEN / N / 12.12.12",
        "schengen_airport|SE|Latin|air|GOT|-|GÖTEBORG LANDVETTER / S / 30.06.18",
        "schengen_airport|EE|Latin|air|TLL|-|TALLINN / EST / 04.04.14",
        "schengen_airport|LV|Latin|air|RIX|-|RIGA / LV / 20.08.17",
        "schengen_airport|LT|Latin|air|VNO|-|VILNIUS / LT / 15.03.16",
        "schengen_airport|CZ|Latin|air|PRG|-|PRAHA RUZYNĚ / CZ / 10.10.10",
        "schengen_airport|CH|Latin|air|ZRH|-|ZÜRICH / CH / 18.02.20",
        "schengen_airport|PT|Latin|air|LIS|-|LISBOA / P / 21.09.18",
        "schengen_airport|GR|Latin|air|HER|-|HERAKLION / GR / 07.07.17",
        "schengen_airport|PL|Latin|air|GDN|-|GDAŃSK / PL / 01.07.19",
        "schengen_airport|IS|Latin|air|KEF|-|KEFLAVÍK / IS / 05.08.16",
        "schengen_airport|FI|Latin|air|HEL|-|HELSINKI-VANTAA / FIN / 01.03.15",
        "schengen_land|EE|Latin|land|-|Valga|VALGA / EST / 11.06.06",
        "schengen_land|PL|Latin|land|-|Medyka|MEDYKA / PL / 21.10.18",
        "schengen_land|HU|Latin|land|-|Röszke|RÖSZKE / H / 13.07.15",
        "schengen_land|RO|Latin|land|-|Nădlac|NĂDLAC / RO / 03.03.13",
        "schengen_land|LT|Latin|land|-|-|MEDININKAI / LT / 08.08.18",
        "schengen_land|SI|Latin|land|-|-|OBREŽJE / SLO / 19.09.19",
        "authority|US|Latin|air|JFK|-|U.S. CUSTOMS AND BORDER PROTECTION / NEW YORK, NY / ADMITTED / JUN 12 2016",
        "authority|US|Latin|air|MIA|-|U.S. CUSTOMS AND BORDER PROTECTION / MIAMI, FL / ADMITTED / 05 JAN 2018",
        "authority|GB|Latin|air|MAN|-|UK BORDER / MANCHESTER / LEAVE TO ENTER FOR SIX MONTHS / 02 MAR 2018",
        "authority|AU|Latin|air|SYD|-|AUSTRALIAN BORDER FORCE / SYDNEY / ARRIVED / 03 JAN 2019",
        "authority|CA|Latin|air|YVR|-|CANADA BORDER SERVICES AGENCY / VANCOUVER / ENTRY / 2017-05-05",
        "bridge|CA|Latin|land|-|Niagara Falls|RAINBOW BRIDGE / NIAGARA FALLS, ON / CANADA / 2015-07-07",
        "bridge|CA|Latin|land|-|Fort Erie|PEACE BRIDGE / FORT ERIE / CANADA / 2014-08-08",
        "bridge|CA|Latin|land|-|Windsor|AMBASSADOR BRIDGE / WINDSOR / CANADA / 2016-09-09",
        "bridge|IN|Latin|land|-|Raxaul|ICP RAXAUL / INDIA / ARRIVAL / 2016-01-01",
        "bridge|BD|Latin|land|-|-|ICP BENAPOLE / BANGLADESH / DEPARTURE / 2017-02-02",
        "unspaced_border|TH|Thai|land|-|Sadao|ด่านสะเดา / ขาออก / 2017.04.04",
        "unspaced_border|TH|Thai|land|-|Aranyaprathet|ด่านอรัญประเทศ / ขาเข้า / 2016.12.12",
        "unspaced_border|TH|Thai|land|-|Chiang Khong|ด่านเชียงของ / ขาออก / 2015.03.03",
        "unspaced_pier|CN|Chinese|sea|-|-|入境 / 蛇口码头 / 2016.06.06",
        "unspaced_pier|HK|Chinese|sea|-|-|香港 / 入境 / 中港碼頭 / 2014.05.05",
    ]
}

extension StampCorpus {
    /// The layout set's cases (`StampCorpusLayoutSet`), in a fixed order.
    public static func layoutSet() -> [StampCorpusCase] {
        cases(sevenFieldLines: StampCorpusLayoutSet.lines, set: "layout")
    }
}
