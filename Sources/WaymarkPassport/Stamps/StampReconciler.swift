import Foundation
import WaymarkAtlas
import WaymarkFiles

/// Finds where stamp images went. A file that moved is found by its hash (only files of its
/// exact size are hashed) and its reference is updated; a hash that two stamps share, or that
/// two candidate files hold, is never guessed: the stamp is left unmatched, with the reason. A
/// stamp whose image is gone (its library root present and read whole, every other root too,
/// and neither its path nor its content anywhere under them) is listed as missing and kept;
/// only `prune` removes it. Any doubt keeps the record, with the reason.
///
/// ```swift
/// let report = try StampReconciler(atlas: atlas, extraRoots: ["/Volumes/Photos"]).run(dryRun: true)
/// for move in report.moved { print(move.id, move.from, "→", move.to) }
/// ```
public struct StampReconciler {
    /// One library root (a folder stamp images were added from, or one given): whether it was
    /// there and read whole.
    public struct RootStatus: Codable, Equatable, Sendable {
        /// The folder, standardised.
        public var path: String
        /// False when the folder is not there (an unplugged disk): its stamps are never judged gone.
        public var present: Bool
        /// Files found under it.
        public var files: Int
        /// Folders and entries that could not be read, with the system's reason.
        public var unreadable: [String]
    }

    /// A stamp whose image reference follows its file: moved, or at the same path with a new
    /// modification time and the same content (then `from` equals `to`).
    public struct Move: Codable, Equatable, Sendable {
        /// The stamp's ID.
        public var id: Int
        /// The path the stamp recorded.
        public var from: String
        /// The path the content is at now.
        public var to: String
    }

    /// A stamp the reconciler could not follow, and why.
    public struct Decision: Codable, Equatable, Sendable {
        /// The stamp's ID.
        public var id: Int
        /// The image path the stamp recorded.
        public var path: String
        /// Why it was kept, listed or removed, in words naming the files concerned.
        public var reason: String
    }

    /// What a run found and did (or, with `dryRun`, would do).
    public struct Report: Codable, Equatable, Sendable {
        /// True when nothing was written.
        public var dryRun: Bool
        /// Every root looked in, in path order.
        public var roots: [RootStatus]
        /// Stamps whose image is where it was, with the same size and modification time.
        public var unchanged: Int
        /// Stamps that keep no image.
        public var withoutImage: Int
        /// Stamps whose reference follows its file.
        public var moved: [Move]
        /// Whether stamps whose image is surely gone are removed (`--prune`) or only listed.
        public var prune: Bool
        /// Stamps whose image is surely gone: removed (or, with `dryRun`, would be) under `prune`.
        public var removed: [Decision]
        /// The same stamps without `prune`: listed and kept.
        public var missing: [Decision]
        /// Stamps left as they are because something was in doubt (a root unreadable, content
        /// shared, two files holding it), each with the reason.
        public var kept: [Decision]
    }

    let atlas: AtlasStore
    let extraRoots: [String]
    let progress: (String) -> Void

    /// A reconciler for `atlas`'s stamps, looking in their recorded roots and `extraRoots`;
    /// `progress` gets a line for each stage.
    public init(atlas: AtlasStore, extraRoots: [String] = [], progress: @escaping (String) -> Void = { _ in }) {
        self.atlas = atlas; self.extraRoots = extraRoots; self.progress = progress
    }

    /// Looks, decides, and (unless `dryRun`) applies every change in one transaction. Stamps
    /// are removed only with `prune`.
    public func run(dryRun: Bool, prune: Bool = false) throws -> Report {
        let rootPaths = Array(Set(try atlas.stampRoots() + extraRoots.map { URL(fileURLWithPath: $0).standardizedFileURL.path })).sorted()
        var roots: [RootStatus] = []
        var byPath: [String: FolderWalker.File] = [:]
        var bySize: [Int: [FolderWalker.File]] = [:]
        for root in rootPaths {
            progress("reading \(root)")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                roots.append(RootStatus(path: root, present: false, files: 0, unreadable: []))
                continue
            }
            let walk = FolderWalker(root: root)
            roots.append(RootStatus(path: root, present: true, files: walk.files.count, unreadable: walk.failures.map { "\($0.path): \($0.reason)" }))
            for file in walk.files {
                byPath[file.path] = file
                bySize[file.size, default: []].append(file)
            }
        }
        let whole = { (root: RootStatus) in root.present && root.unreadable.isEmpty }
        let incomplete = roots.filter { !whole($0) }

        var hashes: [String: Result<String, StampImageReader.ReadError>] = [:]
        func hash(_ path: String) -> Result<String, StampImageReader.ReadError> {
            if let known = hashes[path] { return known }
            let result = Result { try StampImageReader.sha256(path) }.mapError { $0 as? StampImageReader.ReadError ?? .init(path: path, reason: "\($0)") }
            hashes[path] = result
            return result
        }

        var report = Report(dryRun: dryRun, roots: roots, unchanged: 0, withoutImage: 0, moved: [], prune: prune, removed: [], missing: [], kept: [])
        var moves: [(id: Int, image: StampRecord.Image, root: String?)] = []
        let stamps = try atlas.stampRows().map(\.stamp)
        var stampsByHash: [String: Int] = [:]
        for stamp in stamps { if let sha = stamp.image?.sha256 { stampsByHash[sha, default: 0] += 1 } }
        progress("checking \(stamps.count) stamps against \(byPath.count) files")
        for stamp in stamps {
            guard let image = stamp.image else { report.withoutImage += 1; continue }
            let root = stamp.imageRoot ?? StampImageReader.root(of: image.path, among: rootPaths)
            var doubts: [String] = []

            // Still at its path?
            let here: Result<(size: Int, modifiedNanoseconds: Int), StampImageReader.ReadError> =
                byPath[image.path].map { .success(($0.size, $0.modifiedNanoseconds)) } ?? StampImageReader.status(image.path)
            switch here {
            case .success(let status) where status.size == image.size && status.modifiedNanoseconds == image.modifiedNanoseconds:
                report.unchanged += 1
                continue
            case .success(let status):
                switch hash(image.path) {
                case .success(let digest) where digest == image.sha256:
                    // Same content, touched: the reference follows the file's new time.
                    moves.append((stamp.id, .init(path: image.path, size: status.size, modifiedNanoseconds: status.modifiedNanoseconds, sha256: digest), root))
                    report.moved.append(Move(id: stamp.id, from: image.path, to: image.path))
                    continue
                case .success:
                    doubts.append("the file at its path now has other content")
                case .failure(let error):
                    doubts.append("could not read \(error)")
                }
            case .failure(let error) where error.reason != String(cString: strerror(ENOENT)):
                doubts.append("could not reach \(error)")
            case .failure:
                break
            }

            // Moved? Only files of the same size can hold the same content. Content that another
            // stamp's image also has, or that two files hold, says nothing about which is this one's.
            let sharers = stampsByHash[image.sha256, default: 0]
            var matches: [FolderWalker.File] = []
            if sharers > 1 {
                doubts.append("its content is also that of \(sharers - 1) other \(sharers == 2 ? "stamp's" : "stamps'") image, so a file holding it is not taken for this one")
            } else {
                for candidate in (bySize[image.size] ?? []).sorted(by: { $0.path < $1.path }) where candidate.path != image.path {
                    switch hash(candidate.path) {
                    case .success(let digest) where digest == image.sha256: matches.append(candidate)
                    case .success: break
                    case .failure(let error): doubts.append("could not read \(error)")
                    }
                }
                if matches.count > 1 {
                    doubts.append("\(matches.count) files hold its content (\(matches.map(\.path).joined(separator: ", "))), so none is taken")
                }
            }
            if matches.count == 1, let found = matches.first {
                moves.append((stamp.id, .init(path: found.path, size: found.size, modifiedNanoseconds: found.modifiedNanoseconds, sha256: image.sha256),
                              StampImageReader.root(of: found.path, among: rootPaths)))
                report.moved.append(Move(id: stamp.id, from: image.path, to: found.path))
                continue
            }

            // Gone, unless anything leaves room for doubt.
            if root == nil { doubts.append("it lies under no configured library root") }
            for status in incomplete {
                if !status.present {
                    doubts.append(status.path == root ? "its library root \(status.path) is missing (an unmounted drive?)"
                                                      : "library root \(status.path) is missing, and the image may have moved there")
                } else {
                    doubts.append("under \(status.path), \(status.unreadable.count) folder\(status.unreadable.count == 1 ? "" : "s") could not be read (\(status.unreadable[0]))")
                }
            }
            if doubts.isEmpty {
                let gone = Decision(id: stamp.id, path: image.path, reason: "neither its path nor its content is under any library root")
                if prune { report.removed.append(gone) } else { report.missing.append(gone) }
            } else {
                report.kept.append(Decision(id: stamp.id, path: image.path, reason: doubts.joined(separator: "; ")))
            }
        }
        if !dryRun, !(moves.isEmpty && report.removed.isEmpty) {
            try atlas.applyStampReconciliation(moved: moves, removed: report.removed.map(\.id))
        }
        return report
    }
}
