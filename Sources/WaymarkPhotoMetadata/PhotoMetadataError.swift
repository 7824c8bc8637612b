import Foundation

/// Why a file yielded no metadata at all. Damage inside the Exif or GPS directories is not an
/// error: those fields are simply left nil.
public enum PhotoMetadataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first bytes match no supported image container.
    case notAnImage
    /// The data ends before the structure it announces.
    case truncated(String)
    /// A structure is inconsistent (bad sizes, offsets out of range, wrong magic).
    case malformed(String)
    /// Recognised, but a variant this reader does not handle (BigTIFF, a video ISO BMFF brand).
    case unsupported(String)
    /// The file could not be opened or read.
    case io(String)

    public var description: String {
        switch self {
        case .notAnImage: return "not a JPEG, HEIF or TIFF image"
        case .truncated(let detail): return "truncated image: \(detail)"
        case .malformed(let detail): return "malformed image: \(detail)"
        case .unsupported(let detail): return "unsupported image variant: \(detail)"
        case .io(let detail): return "cannot read image: \(detail)"
        }
    }
}
