import WaymarkGeo

/// Places projected coordinates on a pixel canvas: the projection, then a uniform scale and
/// offset that fit a projected box into a rectangle, centred. Pixel y grows downwards.
public struct MapFrame: Sendable {
    /// How coordinates become the plane's x and y before scaling.
    public let projection: MapProjection
    /// Pixels per unit of the projected plane.
    public let scale: Double
    /// The pixel x of the plane's origin.
    public let offsetX: Double
    /// The pixel y of the plane's origin (pixel y = `offsetY` − projected y × `scale`).
    public let offsetY: Double
    /// The canvas's width in pixels.
    public let width: Double
    /// The canvas's height in pixels.
    public let height: Double

    /// Fits the projected box (minX, minY, maxX, maxY) into `width` × `height` with `margin` pixels kept clear.
    public init(projection: MapProjection, box: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                width: Double, height: Double, margin: Double) {
        self.projection = projection
        self.width = width
        self.height = height
        let spanX = max(box.maxX - box.minX, 1e-9), spanY = max(box.maxY - box.minY, 1e-9)
        let s = min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY)
        scale = s
        offsetX = (width - spanX * s) / 2 - box.minX * s
        offsetY = (height - spanY * s) / 2 + box.maxY * s
    }

    /// The whole world, centred on the Greenwich meridian.
    public static func world(width: Double, height: Double, margin: Double) -> MapFrame {
        MapFrame(projection: .equalEarth(EqualEarth()), box: (-EqualEarth.maxX, -EqualEarth.maxY, EqualEarth.maxX, EqualEarth.maxY),
                 width: width, height: height, margin: margin)
    }

    /// The world's height over its width in this projection.
    public static let worldAspect = EqualEarth.maxY / EqualEarth.maxX

    /// A frame for one country's polygons: Lambert azimuthal, centred on the middle of their
    /// latitudes and on a meridian away from any gap (so a country across the antimeridian stays
    /// whole), fitted to the projected extent of every vertex.
    public static func fitting(_ polygons: [Polygon], width: Double, height: Double, margin: Double) -> MapFrame {
        let boxes = polygons.compactMap(\.boundingBox)
        let spans = boxes.map { (west: $0.minLongitude, east: $0.maxLongitude) }
        let south = boxes.map(\.minLatitude).min() ?? 0, north = boxes.map(\.maxLatitude).max() ?? 0
        let projection = MapProjection.lambertAzimuthal(LambertAzimuthal(centreLatitude: (south + north) / 2,
                                                                         centralMeridian: CentralMeridian.opposite(toWidestGapIn: spans)))
        return MapFrame(projection: projection, box: projectedBox(polygons, projection), width: width, height: height, margin: margin)
    }

    /// The projected extent of the polygons' outer rings.
    public static func projectedBox(_ polygons: [Polygon], _ projection: MapProjection) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for polygon in polygons {
            for c in polygon.outer.points {
                let p = projection.project(latitude: c.latitude, longitude: c.longitude)
                box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y))
            }
        }
        return box.minX.isFinite ? box : (-EqualEarth.maxX, -EqualEarth.maxY, EqualEarth.maxX, EqualEarth.maxY)
    }

    /// Where a coordinate (degrees) lands on the canvas; y grows downwards.
    ///
    /// ```swift
    /// let frame = MapFrame.world(width: 1200, height: (1200 * MapFrame.worldAspect).rounded(), margin: 12)
    /// let paris = frame.pixel(latitude: 48.8566, longitude: 2.3522)
    /// ```
    @inline(__always)
    public func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let p = projection.project(latitude: latitude, longitude: longitude)
        return (p.x * scale + offsetX, offsetY - p.y * scale)
    }
}
