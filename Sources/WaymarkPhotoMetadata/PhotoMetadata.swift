import Foundation
import WaymarkCalendar

/// The container the metadata was found in, decided from the file's first bytes.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case jpeg
    /// HEIC/HEIF/AVIF: any ISO BMFF image file.
    case heif
    /// Plain TIFF and raw formats built on it (DNG, CR2, NEF, ARW, ORF, RW2).
    case tiff
}

/// What a photo says about where and when it was taken.
///
/// `PhotoMetadataReader` fills this with values as written, including impossible ones, so the
/// caller can see what the file claims; call `validated()` before trusting it.
public struct PhotoMetadata: Sendable, Equatable {
    public var format: ImageFormat
    /// Signed decimal degrees, south negative.
    public var latitude: Double?
    /// Signed decimal degrees, west negative.
    public var longitude: Double?
    /// GPSStatus: true for 'V' (measurement void), false for 'A' (active), nil when absent.
    public var gpsStatusVoid: Bool?
    /// DateTimeOriginal (+ SubSecTimeOriginal), in the camera's local time.
    public var dateTimeOriginal: LocalDateTime?
    /// OffsetTimeOriginal in seconds east of UTC, as tagged.
    public var offsetTimeOriginal: Int?
    /// GPSDateStamp + GPSTimeStamp, when both are present and form a real instant.
    public var gpsTimestampUTC: Date?

    public init(format: ImageFormat, latitude: Double? = nil, longitude: Double? = nil, gpsStatusVoid: Bool? = nil,
                dateTimeOriginal: LocalDateTime? = nil, offsetTimeOriginal: Int? = nil, gpsTimestampUTC: Date? = nil) {
        self.format = format
        self.latitude = latitude
        self.longitude = longitude
        self.gpsStatusVoid = gpsStatusVoid
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.gpsTimestampUTC = gpsTimestampUTC
    }
}
