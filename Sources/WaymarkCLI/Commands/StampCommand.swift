/// A command that is only a group of subcommands (`waymark stamp add …`): its help, options and
/// run come from the subcommands.
protocol GroupCommand: WaymarkCommand {
    static var subcommands: [any Subcommand.Type] { get }
}

extension GroupCommand {
    static var help: String {
        "Usage: waymark \(name) <subcommand> [options]\n\n\(summary)\n\n"
            + subcommands.map { "  " + $0.usage.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n\n")
    }
    static var valueOptions: Set<String> { SubcommandGroup.valueOptions(subcommands) }
    static var flagOptions: Set<String> { SubcommandGroup.flagOptions(subcommands) }

    func run() throws -> Int32 { try SubcommandGroup.run(Self.name, Self.subcommands, arguments: arguments, console: console) }
}

/// `waymark stamp SUBCOMMAND`: passport stamps.
struct StampCommand: GroupCommand {
    static let subcommands: [any Subcommand.Type] = [StampAdd.self, StampList.self, StampEdit.self, StampRemove.self, StampReconcile.self]
    static let name = "stamp"
    static let summary = "Passport stamps: add, list (the gallery), edit, remove, reconcile"
    let io: CommandIO
}
