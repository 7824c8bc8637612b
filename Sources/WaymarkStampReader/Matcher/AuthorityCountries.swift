/// The border authority's own name, or a condition of entry only one country prints, says whose
/// stamp it is: "SEF" is Portugal's foreigners' and borders service, "STRAŻ GRANICZNA" Poland's
/// border guard, "JABATAN IMIGRESEN" Malaysia's immigration department, and "NO RECOURSE TO
/// PUBLIC FUNDS" the United Kingdom's leave to enter. When the place's name is worn or read as
/// junk ("te Fe" read beside "AEROPORTO DE FARO … SEF"), the authority still names the country.
/// It counts as a one-letter sign does (`WordLanguageCountry`): any name read whole outranks it,
/// unless it is a long name read whole itself (`longNameWeight`).
///
/// Only names one country uses: "POLICÍA FEDERAL" (Brazil's, Mexico's, Argentina's), "BORDER
/// FORCE" (the United Kingdom's and Australia's), "DGSN" (Morocco's and Algeria's) and "INSTITUTO
/// NACIONAL DE MIGRACIÓN" (Mexico's and Honduras's) are left out.
///
/// ```swift
/// AuthorityCountries.countryByName["strazgraniczna"] // "PL"
/// ```
enum AuthorityCountries {
    static let weight = StampSignalReader.Weight.oneLetterSign
    /// A name of `shortestMisreadName` letters or more read whole ("GARDA NATIONAL IMMIGRATION
    /// BUREAU") is no speck's chance reading: it outweighs a code that nothing bears out.
    static let longNameWeight = 1.3

    /// Authorities' names and conditions of entry, folded and run together as `StampText.key`
    /// folds a phrase, and the one country whose stamps print them.
    static let countryByName: [String: String] = {
        let table: [(String, [String])] = [
            ("PT", ["SEF", "SERVIÇO DE ESTRANGEIROS E FRONTEIRAS"]),
            ("DE", ["BUNDESPOLIZEI"]),
            ("FR", ["PAF", "POLICE AUX FRONTIÈRES"]),
            ("PL", ["STRAŻ GRANICZNA"]),
            ("FI", ["RAJAVARTIOLAITOS", "RAJAVARTIOSTO"]),
            ("NO", ["GRENSEPOLITIET"]),
            ("NL", ["KONINKLIJKE MARECHAUSSEE", "MARECHAUSSEE", "KMAR"]),
            ("RO", ["POLIȚIA DE FRONTIERĂ"]),
            ("MY", ["IMIGRESEN", "JABATAN IMIGRESEN"]),
            ("ID", ["IMIGRASI", "DIREKTORAT JENDERAL IMIGRASI"]),
            ("US", ["CBP", "CUSTOMS AND BORDER PROTECTION", "HOMELAND SECURITY", "U.S. IMMIGRATION", "US IMMIGRATION"]),
            ("IE", ["GARDA NATIONAL IMMIGRATION BUREAU", "GNIB", "GARDA SÍOCHÁNA"]),
            ("IT", ["POLIZIA DI FRONTIERA"]),
            ("HU", ["RENDŐRSÉG"]),
            ("CZ", ["CIZINECKÁ POLICIE", "POLICIE ČR"]),
            ("SK", ["HRANIČNÁ POLÍCIA", "POLICAJNÝ ZBOR"]),
            ("SE", ["GRÄNSPOLISEN", "POLISEN"]),
            ("EE", ["POLITSEI", "PIIRIVALVE"]),
            ("LV", ["ROBEŽSARDZE"]),
            ("IS", ["LÖGREGLAN"]),
            ("TR", ["EMNİYET"]),
            ("BG", ["ГРАНИЧНА ПОЛИЦИЯ"]),
            ("UA", ["ДПСУ", "ДЕРЖПРИКОРДОНСЛУЖБА", "ПРИКОРДОННА СЛУЖБА"]),
            ("SG", ["CHECKPOINTS AUTHORITY"]),
            ("AE", ["GDRFA"]),
            ("GB", ["PUBLIC FUNDS", "LEAVE TO ENTER"]),
            ("JP", ["LANDING PERMISSION"]),
            ("NZ", ["IMMIGRATION NEW ZEALAND"]),
            ("CO", ["MIGRACIÓN COLOMBIA"]),
            ("CA", ["BORDER SERVICES AGENCY", "CBSA", "ASFC"]),
            ("CL", ["POLICÍA DE INVESTIGACIONES"]),
            ("RU", ["ФСБ", "FSB"]),
        ]
        var byName: [String: String] = [:]
        for (country, names) in table {
            for name in names { byName[StampText.key(name)] = country }
        }
        return byName
    }()

    /// The longest name in words: a stamp's phrase is looked up up to this many words long.
    static let longestName = 4

    /// The countries whose authority the text names, each with the words read; a phrase is kept
    /// within its line.
    static func named(in text: StampText) -> [String: String] {
        var named: [String: String] = [:]
        for (code, words) in phrases(in: text) where named[code] == nil {
            named[code] = text.tokens[words].map(\.original).joined(separator: " ")
        }
        return named
    }

    /// Every authority's name read, as the country and the words it spans, in the text's order.
    /// The words name the authority, not a place: "HOMELAND" of HOMELAND SECURITY is no town.
    static func phrases(in text: StampText) -> [(code: String, words: ClosedRange<Int>)] {
        var found: [(code: String, words: ClosedRange<Int>)] = []
        for i in text.tokens.indices {
            var key = ""
            for j in i..<min(text.tokens.count, i + longestName) where text.tokens[j].line == text.tokens[i].line {
                key += text.tokens[j].folded
                if let code = countryByName[key] ?? nearlyNamed(key) { found.append((code, i...j)) }
            }
        }
        return found
    }

    /// A name this long or longer is read with one letter misread: "LEAVE TO SNTER" is still the
    /// United Kingdom's leave to enter. Shorter ones ("SEF", "KMAR") are read whole only.
    static let shortestMisreadName = 10

    /// The country of the one name `key` spells with one letter misread, if it is long enough;
    /// nil when none or two countries' names are that near.
    static func nearlyNamed(_ key: String) -> String? {
        guard key.count >= shortestMisreadName else { return nil }
        let letters = Array(key)
        let near = Set(namesByLength[letters.count, default: []].filter { name in
            zip(name.letters, letters).lazy.filter { $0 != $1 }.count == 1
        }.map(\.code))
        return near.count == 1 ? near.first : nil
    }

    /// The names long enough to be read with a letter misread, by their length in letters.
    static let namesByLength: [Int: [(letters: [Character], code: String)]] = Dictionary(
        grouping: countryByName.filter { $0.key.count >= shortestMisreadName }.sorted { $0.key < $1.key }.map { (Array($0.key), $0.value) },
        by: \.letters.count)

    /// A finding for each country whose authority the stamp names (`StampContext.authorities`).
    static func findings(_ context: StampContext) -> [StampFinding] {
        context.authorities.keys.sorted().map { code in
            let text = context.authorities[code]!, key = StampText.key(text)
            let whole = countryByName[key] != nil && key.count >= shortestMisreadName
            return StampFinding(signal: .authorityName, target: .country(code), weight: whole ? longNameWeight : weight, text: text,
                                detail: "the border authority's name, or a condition of entry, only \(code) prints")
        }
    }
}
