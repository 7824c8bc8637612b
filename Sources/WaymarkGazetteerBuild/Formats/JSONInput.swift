import Foundation

/// Small helpers for reading loosely typed JSON (JSONSerialization output) with errors that name
/// the file and the record.
enum JSONInput {
    static func load(_ url: URL) throws -> Any {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SourceError(file: url.path, "cannot read: \(error.localizedDescription)")
        }
        guard !data.isEmpty else { throw SourceError(file: url.path, "file is empty") }
        do { return try JSONSerialization.jsonObject(with: data) } catch {
            throw SourceError(file: url.path, "not valid JSON (truncated or corrupt?): \(error.localizedDescription)")
        }
    }

    static func object(_ value: Any?, _ file: String, _ what: String) throws -> [String: Any] {
        guard let object = value as? [String: Any] else { throw SourceError(file: file, "\(what) is not a JSON object") }
        return object
    }

    static func string(_ object: [String: Any], _ key: String, _ file: String, _ record: String) throws -> String {
        if let s = object[key] as? String { return s }
        if let n = object[key] as? NSNumber { return n.stringValue }
        throw SourceError(file: file, "record \(record): field '\(key)' is missing or not text")
    }

    static func optionalString(_ object: [String: Any], _ key: String) -> String? {
        if let s = object[key] as? String { return s }
        if let n = object[key] as? NSNumber { return n.stringValue }
        return nil
    }

    static func double(_ object: [String: Any], _ key: String, _ file: String, _ record: String) throws -> Double {
        if let n = object[key] as? NSNumber { return n.doubleValue }
        if let s = object[key] as? String, let d = Double(s) { return d }
        throw SourceError(file: file, "record \(record): field '\(key)' is missing or not a number")
    }

    static func int(_ object: [String: Any], _ key: String) -> Int? {
        if let n = object[key] as? NSNumber { return n.intValue }
        if let s = object[key] as? String { return Int(s) }
        return nil
    }
}
