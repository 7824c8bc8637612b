import Foundation

/// A calendar date read from a stamp, and how it was read.
public struct StampDate: Sendable, Hashable, Codable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// The characters it was read from.
    public var text: String
    /// Which reading produced it: `day_first`, `month_first`, `year_first`, `day_month_name`,
    /// `month_name_day`; `_century_inferred` is appended when a two-digit year was widened.
    public var reading: String

    /// "2015-08-14".
    public var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
}

/// Finds dates in stamp text. European numeric forms are read day first (DD.MM.YY, DD-MM-YYYY,
/// DD/MM/YY) before any other reading; month-first is tried only when day-first is impossible.
/// A two-digit year takes the century that puts it between 1950 and the reference year + 1.
public struct StampDateParser: Sendable {
    /// The year the stamp cannot be later than (a passport is not stamped in the future); fixed by
    /// the caller so that the same text always gives the same date.
    public var referenceYear: Int

    public init(referenceYear: Int) { self.referenceYear = referenceYear }

    static let monthNames: [[String]] = [
        ["jan", "january", "januar", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari", "styczen", "sty", "leden", "tammikuu", "tam", "ocak", "oca", "ianuarie", "ian", "январь", "января", "янв"],
        ["feb", "february", "februar", "fevrier", "fev", "febrero", "febbraio", "fevereiro", "fev", "februari", "luty", "lut", "unor", "helmikuu", "hel", "subat", "sub", "februarie", "февраль", "февраля", "фев"],
        ["mar", "march", "marz", "maerz", "mrz", "mars", "marzo", "marco", "maart", "mrt", "marzec", "brezen", "maaliskuu", "maa", "mart", "martie", "март", "марта", "мар"],
        ["apr", "april", "avril", "avr", "abril", "abr", "aprile", "kwiecien", "kwi", "duben", "huhtikuu", "huh", "nisan", "nis", "aprilie", "апрель", "апреля", "апр"],
        ["may", "mai", "mayo", "maggio", "mag", "maio", "mei", "maj", "kveten", "toukokuu", "tou", "mayis", "май", "мая"],
        ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "czerwiec", "cze", "cerven", "kesakuu", "kes", "haziran", "haz", "iunie", "июнь", "июня", "июн"],
        ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "lipiec", "lip", "cervenec", "heinakuu", "hei", "temmuz", "tem", "iulie", "июль", "июля", "июл"],
        ["aug", "august", "aout", "aou", "agosto", "ago", "augustus", "sierpien", "sie", "srpen", "elokuu", "elo", "agustos", "agu", "august", "август", "августа", "авг"],
        ["sep", "sept", "september", "septembre", "septiembre", "set", "settembre", "setembro", "wrzesien", "wrz", "zari", "syyskuu", "syy", "eylul", "eyl", "septembrie", "сентябрь", "сентября", "сен"],
        ["oct", "october", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out", "pazdziernik", "paz", "rijen", "lokakuu", "lok", "ekim", "eki", "octombrie", "октябрь", "октября", "окт"],
        ["nov", "november", "novembre", "noviembre", "novembro", "listopad", "lis", "marraskuu", "mar", "kasim", "kas", "noiembrie", "noi", "ноябрь", "ноября", "ноя"],
        ["dec", "december", "dezember", "dez", "decembre", "diciembre", "dic", "dicembre", "dezembro", "grudzien", "gru", "prosinec", "joulukuu", "jou", "aralik", "ara", "decembrie", "декабрь", "декабря", "дек"],
    ]

    /// Folded month word → month number. Where two languages share an abbreviation ("mar" is
    /// March in English and November in Finnish), the first month listed wins.
    static let months: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, names) in monthNames.enumerated() {
            for name in names where table[name] == nil { table[name] = index + 1 }
        }
        return table
    }()

    static let monthWords: Set<String> = Set(months.keys)

    static let romanMonths: [String: Int] = [
        "I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11, "XII": 12,
    ]

    /// Every date the text holds, in reading order, best reading of each span first.
    public func dates(in text: String) -> [StampDate] {
        var found: [StampDate] = []
        for line in text.split(whereSeparator: \.isNewline) {
            found.append(contentsOf: dates(inLine: Self.repairDigits(String(line))))
        }
        return found
    }

    /// OCR reads 0 as O and 1 as I or l inside numbers: a run of digits, those letters and date
    /// separators with at least two real digits is read as digits ("1I.1O.16" → "11.10.16").
    static func repairDigits(_ line: String) -> String {
        let confusable: [Character: Character] = ["O": "0", "o": "0", "I": "1", "l": "1", "|": "1"]
        var out = "", run = ""
        var afterLetter = false
        func flush() {
            // A run that continues a word ("VIII" in "12.VIII.2009") is letters, not digits.
            if run.filter(\.isNumber).count >= 2 && !afterLetter { out += String(run.map { confusable[$0] ?? $0 }) } else { out += run }
            run = ""
        }
        for ch in line {
            if ch.isNumber || confusable[ch] != nil || (!run.isEmpty && ".-/".contains(ch)) {
                if run.isEmpty { afterLetter = out.last?.isLetter ?? false }
                run.append(ch)
            } else {
                // Look-alike letters that go on into a word are that word's ("19-OCT-2020":
                // the O of OCT is no zero).
                var word = ""
                if ch.isLetter { while let last = run.last, confusable[last] != nil, !last.isNumber { word.insert(run.removeLast(), at: word.startIndex) } }
                flush(); out += word; out.append(ch)
            }
        }
        flush()
        return out
    }

    /// Whether `line` holds a numeric date's shape, day, month and year (or year first) between
    /// separators with six digits or more, whether or not its numbers make a date: "92.18.2923" is
    /// 02.10.2023 worn. Digits turned upside down read as letters and marks ("EZOZ"), never so.
    ///
    ///     StampDateParser.holdsNumericDateShape("92.18.2923")  // true
    static func holdsNumericDateShape(_ line: String) -> Bool {
        let ns = line as NSString
        return numeric.matches(in: line, range: NSRange(location: 0, length: ns.length)).contains { m in
            ns.substring(with: m.range).filter(\.isNumber).count >= fewestDigitsOfADateShape
        }
    }

    /// The fewest digits of a numeric date's shape: "2.3.45" is as likely a speck's reading.
    static let fewestDigitsOfADateShape = 6

    static let numeric = try! NSRegularExpression(pattern: #"(?<![0-9])([0-9]{1,4}) ?([.\-/]) ?([0-9]{1,2}) ?[.\-/] ?([0-9]{4}|[0-9]{2})(?![0-9])"#)
    static let dayMonthName = try! NSRegularExpression(pattern: #"(?<![0-9])([0-9]{1,2})[ .\-/]*([A-Za-zÀ-ÿА-Яа-яё]{2,10})[ .\-/,]*([0-9]{4}|[0-9]{2})(?![0-9])"#)
    static let monthNameDay = try! NSRegularExpression(pattern: #"(?<![A-Za-z])([A-Za-zÀ-ÿА-Яа-яё]{3,10})[ .\-/]*([0-9]{1,2})[ .,\-/]+([0-9]{4}|[0-9]{2})(?![0-9])"#)
    /// "APR 032023": the space between the day and the year lost. Two digits of day and four of
    /// year only, so that "APR 2023" (a month and a year) is no date.
    static let monthNameDayRunOn = try! NSRegularExpression(pattern: #"(?<![A-Za-z])([A-Za-zÀ-ÿА-Яа-яё]{3,10})[ .\-/]*([0-9]{2})([0-9]{4})(?![0-9])"#)
    static let spacedNumeric = try! NSRegularExpression(pattern: #"(?<![0-9])([0-9]{2}) ([0-9]{2}) ([0-9]{4}|[0-9]{2})(?![0-9])"#)
    /// "2023 08 27": a four-digit year first, then month and day, as Baltic, Nordic and East
    /// Asian stamps print them, with spaces where the dots faded or never were.
    static let spacedYearFirst = try! NSRegularExpression(pattern: #"(?<![0-9])([0-9]{4}) ([0-9]{2}) ([0-9]{2})(?![0-9])"#)

    func dates(inLine line: String) -> [StampDate] {
        let ns = line as NSString
        let range = NSRange(location: 0, length: ns.length)
        var found: [(Int, StampDate)] = []
        func group(_ m: NSTextCheckingResult, _ i: Int) -> String { ns.substring(with: m.range(at: i)) }
        for m in Self.numeric.matches(in: line, range: range) {
            let a = group(m, 1), b = Int(group(m, 3))!, c = group(m, 4)
            let text = ns.substring(with: m.range)
            if a.count == 4 {
                // 2017.10.03: a four-digit first number is a year, and the rest month then day.
                if c.count <= 2, let date = make(year: Int(a)!, month: b, day: Int(c)!, text: text, reading: "year_first", century: false) {
                    found.append((m.range.location, date))
                }
                continue
            }
            guard a.count <= 2, let (year, inferred) = year(c) else { continue }
            if let date = make(year: year, month: b, day: Int(a)!, text: text, reading: "day_first", century: inferred) {
                found.append((m.range.location, date))
            } else if let date = make(year: year, month: Int(a)!, day: b, text: text, reading: "month_first", century: inferred) {
                found.append((m.range.location, date))
            }
        }
        for m in Self.dayMonthName.matches(in: line, range: range) {
            guard let month = Self.month(group(m, 2)), let (year, inferred) = year(group(m, 3)) else { continue }
            if let date = make(year: year, month: month, day: Int(group(m, 1))!, text: ns.substring(with: m.range), reading: "day_month_name", century: inferred) {
                found.append((m.range.location, date))
            }
        }
        for m in Self.monthNameDay.matches(in: line, range: range) + Self.monthNameDayRunOn.matches(in: line, range: range) {
            guard let month = Self.month(group(m, 1)), let (year, inferred) = year(group(m, 3)) else { continue }
            if let date = make(year: year, month: month, day: Int(group(m, 2))!, text: ns.substring(with: m.range), reading: "month_name_day", century: inferred) {
                found.append((m.range.location, date))
            }
        }
        if found.isEmpty {
            // "14 08 15": spaces where the dots faded; still day first.
            for m in Self.spacedNumeric.matches(in: line, range: range) {
                guard let (year, inferred) = year(group(m, 3)) else { continue }
                if let date = make(year: year, month: Int(group(m, 2))!, day: Int(group(m, 1))!, text: ns.substring(with: m.range), reading: "day_first", century: inferred) {
                    found.append((m.range.location, date))
                }
            }
            for m in Self.spacedYearFirst.matches(in: line, range: range) {
                guard let (year, _) = year(group(m, 1)) else { continue }
                if let date = make(year: year, month: Int(group(m, 2))!, day: Int(group(m, 3))!, text: ns.substring(with: m.range), reading: "year_first", century: false) {
                    found.append((m.range.location, date))
                }
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    static func month(_ word: String) -> Int? {
        if let roman = romanMonths[word.uppercased()], word == word.uppercased() { return roman }
        return months[StampText.fold(word)]
    }

    /// A year as written: four digits within 1950…reference + 1, or two digits widened to the
    /// century that lands there (the later one when both do).
    func year(_ text: String) -> (Int, Bool)? {
        guard let value = Int(text) else { return nil }
        if text.count == 4 { return (1950...(referenceYear + 1)).contains(value) ? (value, false) : nil }
        let recent = 2000 + value
        if recent <= referenceYear + 1 { return (recent, true) }
        let older = 1900 + value
        return older >= 1950 ? (older, true) : nil
    }

    func make(year: Int, month: Int, day: Int, text: String, reading: String, century: Bool) -> StampDate? {
        guard (1...12).contains(month), day >= 1 else { return nil }
        var components = DateComponents()
        components.year = year; components.month = month
        let calendar = Calendar(identifier: .gregorian)
        guard let first = calendar.date(from: components), let days = calendar.range(of: .day, in: .month, for: first), day <= days.count else { return nil }
        return StampDate(year: year, month: month, day: day, text: text, reading: reading + (century ? "_century_inferred" : ""))
    }
}
