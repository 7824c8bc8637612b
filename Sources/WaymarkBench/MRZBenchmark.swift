import Foundation
import WaymarkCommandKit
import WaymarkPassport

/// `waymark-bench mrz`: the MRZ reader on the corpus drawn by `mrz-corpus`, beside PassportEye's
/// readings of the same pages in the same run (made by scripts/passporteye-mrz.py), variant by
/// variant: pages right, false accepts, time a page; then the typed check-digit typos, which
/// neither may accept.
struct MRZBenchmark: WaymarkCommand {
    static let name = "mrz"
    static let summary = "MRZ reading on the corpus against PassportEye: right, false accepts, time a page"
    static let discussion = """
        Reads every page listed in CORPUS/pages.json with the MRZ image reader (one process, one
        engine) and scores it beside PassportEye's readings of the same pages (--reference, one
        JSON object a line, from scripts/passporteye-mrz.py images). A page is right when the
        reading is accepted exactly when the printed MRZ's check digits agree, with its document
        number, surname, given names, nationality, birth and expiry dates all right; a false
        accept is an accepted reading that is not right. Waymark accepts a reading whose status is
        valid or repaired (all check digits agree, after the repairs it lists); PassportEye, one
        whose `valid` is true. Then every typed typo in CORPUS/typos.txt is parsed; accepting one
        is a false accept (--reference-typos: PassportEye's parser on the same texts). Waymark's
        readings are saved in CORPUS/waymark.jsonl; --rescore scores them again without reading.
        """
    struct Options: CommandOptions {
        var corpus = Option.value("corpus", "DIR", help: "the folder mrz-corpus drew")
        var reference = Option.value("reference", "FILE", help: "PassportEye's readings of the pages (JSON lines)")
        var referenceTypos = Option.value("reference-typos", "FILE", help: "PassportEye's parser on typos.txt (JSON lines)")
        var rescore = Option.flag("rescore", help: "score the readings an earlier run saved in CORPUS/waymark.jsonl instead of reading the pages")
    }

    let io: CommandIO<Options>

    /// ICAO 9303's printed specimens (Parts 4–7), whose typos the run includes.
    static let icaoSpecimens: [([String], MRZCorpus.Format)] = [
        (["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"], .td3),
        (["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"], .td1),
        (["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"], .td2),
        (["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L8988901C4XXX4009078F96121096ZE184226B<<<<<<"], .mrvA),
        (["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "L8988901C4XXX4009078F9612109<<<<<<<<"], .mrvB),
    ]

    /// What one reader made of one page, in the corpus's terms.
    struct Verdict {
        var accepted: Bool
        var number = "", surname = "", givenNames = "", nationality = "", birthDate = "", expiryDate = ""
        var seconds: Double
        var cpuSeconds: Double?
    }

    struct Reference: Codable {
        var path: String?
        var found: Bool
        var valid: Bool
        var number: String?
        var surname: String?
        var givenNames: String?
        var nationality: String?
        var birthDate: String?
        var expiryDate: String?
        var seconds: Double?
        /// Processor time (user + system, the reader's own tesseract included), which a shared
        /// machine's waits for a core do not inflate.
        var cpuSeconds: Double?
        /// Waymark's own record of the page: its verdict, what made it doubtful, its passes.
        var status: String?
        var doubts: [String]?
        var passes: Int?
    }

    struct Row {
        var variant: String
        var pages: Int
        var waymarkRight: Int
        var waymarkFalseAccepts: Int
        var waymarkAccepted: Int
        var waymarkSecondsPerPage: Double
        var waymarkCPUSecondsPerPage: Double?
        var referenceRight: Int
        var referenceFalseAccepts: Int
        var referenceAccepted: Int
        var referenceSecondsPerPage: Double
        var referenceCPUSecondsPerPage: Double?
    }

    static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: " ").split(separator: " ").joined(separator: " ")
    }

    /// Right: accepted exactly when the printed check digits agree, and every field as printed.
    static func isRight(_ verdict: Verdict, _ truth: MRZCorpus.Specimen) -> Bool {
        verdict.accepted == truth.checkDigitsAgree && fieldsRight(verdict, truth)
    }

    static func fieldsRight(_ v: Verdict, _ t: MRZCorpus.Specimen) -> Bool {
        clean(v.number) == clean(t.documentNumber) && clean(v.surname) == clean(t.surname) && clean(v.givenNames) == clean(t.givenNames)
            && clean(v.nationality) == clean(t.nationality) && v.birthDate == t.birthDate && v.expiryDate == t.expiryDate
    }

    static func isFalseAccept(_ verdict: Verdict, _ truth: MRZCorpus.Specimen) -> Bool {
        verdict.accepted && !(truth.checkDigitsAgree && fieldsRight(verdict, truth))
    }

    static func verdict(_ reading: MRZReading, seconds: Double) -> Verdict {
        Verdict(accepted: reading.status.isAccepted, number: reading.documentNumber, surname: reading.surname, givenNames: reading.givenNames,
                nationality: reading.nationality, birthDate: reading.birthDate.printed, expiryDate: reading.expiryDate.printed, seconds: seconds)
    }

    static func verdict(_ r: Reference) -> Verdict {
        Verdict(accepted: r.valid, number: r.number ?? "", surname: r.surname ?? "", givenNames: r.givenNames ?? "",
                nationality: r.nationality ?? "", birthDate: r.birthDate ?? "", expiryDate: r.expiryDate ?? "", seconds: r.seconds ?? 0, cpuSeconds: r.cpuSeconds)
    }

    static func lines<T: Decodable>(_ path: String, as type: T.Type) throws -> [T] {
        let decoder = WaymarkBenchJSON.decoder
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try decoder.decode(T.self, from: Data($0.utf8)) }
    }

    func run() throws -> ExitStatus {
        guard let corpus = try arguments[\.corpus] else { throw UsageError("give --corpus DIR (drawn by mrz-corpus)") }
        let folder = URL(fileURLWithPath: corpus)
        let pages = try WaymarkBenchJSON.decoder.decode([MRZCorpus.Page].self, from: Data(contentsOf: folder.appendingPathComponent("pages.json")))
        let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))
        // Waymark's readings, one JSON object a line in the reference's shape, so that a run can
        // be scored again (--rescore) once a slower reference has finished.
        let saved = folder.appendingPathComponent("waymark.jsonl")
        if !arguments[\.rescore] {
            let reader = try MRZImageReader(parser: parser)
            var out = ""
            for (index, page) in pages.enumerated() {
                var result: MRZImageReader.Result?
                let (wall, processor) = Measure.wallAndProcessor { result = try? reader.read(page.path) }
                let reading = result?.reading
                let saved = Reference(path: page.path, found: reading != nil, valid: reading?.status.isAccepted ?? false, number: reading?.documentNumber,
                                      surname: reading?.surname, givenNames: reading?.givenNames, nationality: reading?.nationality,
                                      birthDate: reading?.birthDate.printed, expiryDate: reading?.expiryDate.printed, seconds: wall / 1000,
                                      cpuSeconds: processor / 1000, status: reading?.status.rawValue,
                                      doubts: reading.map { ($0.doubts + $0.problems).map(\.message) }, passes: result?.ocr.passes)
                out += String(decoding: try WaymarkBenchJSON.lineEncoder.encode(saved), as: UTF8.self) + "\n"
                if (index + 1) % 50 == 0 { console.err("read \(index + 1) of \(pages.count) pages") }
            }
            try out.write(to: saved, atomically: true, encoding: .utf8)
        }
        var verdicts: [String: Verdict] = [:]
        for reading in try Self.lines(saved.path, as: Reference.self) { if let page = reading.path { verdicts[page] = Self.verdict(reading) } }
        var references: [String: Reference] = [:]
        if let path = try arguments[\.reference] {
            for reference in try Self.lines(path, as: Reference.self) { if let page = reference.path { references[page] = reference } }
        }
        var rows: [Row] = []
        for variant in MRZCorpus.Variant.allCases {
            let these = pages.filter { $0.variant == variant }
            guard !these.isEmpty else { continue }
            let ours = these.map { verdicts[$0.path] ?? Verdict(accepted: false, seconds: 0) }
            let theirs = these.map { references[$0.path].map(Self.verdict) }
            /// The mean processor time a page, when every page read has one.
            func meanCPU(_ vs: [Verdict]) -> Double? {
                let times = vs.compactMap(\.cpuSeconds)
                return times.isEmpty || times.count < vs.count ? nil : times.reduce(0, +) / Double(times.count)
            }
            func count(_ vs: [Verdict?], _ test: (Verdict, MRZCorpus.Specimen) -> Bool) -> Int {
                zip(vs, these).filter { v, page in v.map { test($0, page.specimen) } ?? false }.count
            }
            rows.append(Row(variant: variant.rawValue, pages: these.count,
                            waymarkRight: count(ours, Self.isRight), waymarkFalseAccepts: count(ours, Self.isFalseAccept),
                            waymarkAccepted: ours.filter(\.accepted).count,
                            waymarkSecondsPerPage: ours.map(\.seconds).reduce(0, +) / Double(these.count), waymarkCPUSecondsPerPage: meanCPU(ours),
                            referenceRight: count(theirs, Self.isRight), referenceFalseAccepts: count(theirs, Self.isFalseAccept),
                            referenceAccepted: theirs.compactMap { $0 }.filter(\.accepted).count,
                            referenceSecondsPerPage: theirs.compactMap { $0?.seconds }.reduce(0, +) / Double(max(1, theirs.compactMap { $0 }.count)),
                            referenceCPUSecondsPerPage: meanCPU(theirs.compactMap { $0 })))
        }
        let typos = try String(contentsOf: folder.appendingPathComponent("typos.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        var typosAccepted = 0
        for typo in typos {
            if let reading = try? parser.parse(typo.replacingOccurrences(of: "|", with: "\n")), reading.status.isAccepted { typosAccepted += 1 }
        }
        let referenceTypos = try (try arguments[\.referenceTypos]).map { try Self.lines($0, as: Reference.self).filter(\.valid).count }
        console.out("variant          pages  right W / PE   false accepts W / PE   accepted W / PE   s a page W / PE   CPU s a page W / PE")
        func cpu(_ seconds: Double?) -> String { seconds.map { String(format: "%.2f", $0) } ?? "-" }
        for row in rows + [total(rows)] {
            console.out(row.variant.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: " %5d  %7d / %-5d  %12d / %-8d  %8d / %-6d  %6.2f / %-7.2f",
                row.pages, row.waymarkRight, row.referenceRight, row.waymarkFalseAccepts, row.referenceFalseAccepts, row.waymarkAccepted,
                row.referenceAccepted, row.waymarkSecondsPerPage, row.referenceSecondsPerPage) + "  \(cpu(row.waymarkCPUSecondsPerPage)) / \(cpu(row.referenceCPUSecondsPerPage))")
        }
        console.out("typed check-digit typos: \(typos.count); accepted by Waymark \(typosAccepted)" + (referenceTypos.map { ", by PassportEye's parser \($0)" } ?? ""))
        return .success
    }

    func total(_ rows: [Row]) -> Row {
        let pages = rows.map(\.pages).reduce(0, +)
        func sum(_ key: KeyPath<Row, Int>) -> Int { rows.map { $0[keyPath: key] }.reduce(0, +) }
        func mean(_ key: KeyPath<Row, Double>) -> Double { rows.map { $0[keyPath: key] * Double($0.pages) }.reduce(0, +) / Double(max(1, pages)) }
        /// Weighted by pages, when every row has one.
        func meanCPU(_ key: KeyPath<Row, Double?>) -> Double? {
            var total = 0.0
            for row in rows {
                guard let seconds = row[keyPath: key] else { return nil }
                total += seconds * Double(row.pages)
            }
            return total / Double(max(1, pages))
        }
        return Row(variant: "all", pages: pages, waymarkRight: sum(\.waymarkRight), waymarkFalseAccepts: sum(\.waymarkFalseAccepts),
                   waymarkAccepted: sum(\.waymarkAccepted), waymarkSecondsPerPage: mean(\.waymarkSecondsPerPage),
                   waymarkCPUSecondsPerPage: meanCPU(\.waymarkCPUSecondsPerPage), referenceRight: sum(\.referenceRight),
                   referenceFalseAccepts: sum(\.referenceFalseAccepts), referenceAccepted: sum(\.referenceAccepted),
                   referenceSecondsPerPage: mean(\.referenceSecondsPerPage), referenceCPUSecondsPerPage: meanCPU(\.referenceCPUSecondsPerPage))
    }
}
