import Foundation
import WaymarkAtlas

/// One subcommand of a command group (`stamp add`, `book list`, …): its own options, checked
/// against what was given, and its own help.
protocol Subcommand {
    static var name: String { get }
    static var usage: String { get }
    static var valueOptions: Set<String> { get }
    static var flagOptions: Set<String> { get }
    static func run(_ arguments: Arguments, console: Console) throws -> Int32
}

/// Dispatches `waymark GROUP SUB …` to its subcommand, refusing options that subcommand does
/// not take.
enum SubcommandGroup {
    static func valueOptions(_ subcommands: [any Subcommand.Type]) -> Set<String> {
        subcommands.reduce(into: Set<String>()) { $0.formUnion($1.valueOptions) }
    }

    static func flagOptions(_ subcommands: [any Subcommand.Type]) -> Set<String> {
        subcommands.reduce(into: Set<String>(["help"])) { $0.formUnion($1.flagOptions) }
    }

    static func run(_ group: String, _ subcommands: [any Subcommand.Type], arguments: Arguments, console: Console) throws -> Int32 {
        guard let name = arguments.positionals.first else {
            throw Arguments.UsageError("give a subcommand: " + subcommands.map { $0.name }.joined(separator: ", "))
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            throw Arguments.UsageError("unknown subcommand '\(name)' (\(subcommands.map { $0.name }.joined(separator: ", ")))")
        }
        let foreign = arguments.givenOptions.subtracting(subcommand.valueOptions).subtracting(subcommand.flagOptions).subtracting(["help"])
        if let option = foreign.sorted().first { throw Arguments.UsageError("`\(group) \(name)` takes no --\(option)") }
        return try subcommand.run(arguments, console: console)
    }

    /// Shared parsing of option values.
    static func day(_ arguments: Arguments, _ option: String = "date") throws -> String? {
        guard let text = arguments.value(option) else { return nil }
        do { return try LocalDay(date: text).date } catch { throw Arguments.UsageError("--\(option): \(error)") }
    }

    static func choice<T: RawRepresentable>(_ arguments: Arguments, _ option: String, _ type: T.Type) throws -> T?
    where T.RawValue == String, T: CaseIterable {
        guard let text = arguments.value(option) else { return nil }
        guard let value = T(rawValue: text) else {
            throw Arguments.UsageError("--\(option) is one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }

    /// snake_case keys, sorted and pretty: the JSON every command of the project writes.
    static func json<T: Encodable>(_ value: T, to console: Console) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        console.out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
