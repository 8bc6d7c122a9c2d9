import CGif
@testable import StagecraftRender

/// The first frame of a GIF, decoded by giflib (not by the encoder under test): its pixels as
/// colours of the global palette, row by row.
enum GIFFirstFrame {
    struct Reader { var bytes: [UInt8]; var offset = 0 }

    static func pixels(_ bytes: [UInt8]) -> [RGBA]? {
        let reader = UnsafeMutablePointer<Reader>.allocate(capacity: 1)
        reader.initialize(to: Reader(bytes: bytes))
        defer { reader.deinitialize(count: 1); reader.deallocate() }
        var error: Int32 = 0
        guard let file = DGifOpen(reader, { file, buffer, length in
            guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
            let source = user.assumingMemoryBound(to: Reader.self)
            let count = min(Int(length), source.pointee.bytes.count - source.pointee.offset)
            for k in 0..<count { buffer[k] = source.pointee.bytes[source.pointee.offset + k] }
            source.pointee.offset += count
            return Int32(count)
        }, &error) else { return nil }
        defer { DGifCloseFile(file, &error) }
        guard DGifSlurp(file) == GIF_OK, file.pointee.ImageCount > 0, let map = file.pointee.SColorMap,
              let image = file.pointee.SavedImages?.pointee, let raster = image.RasterBits else { return nil }
        let count = Int(image.ImageDesc.Width) * Int(image.ImageDesc.Height)
        return (0..<count).map { k in
            let color = map.pointee.Colors[Int(raster[k])]
            return RGBA(color.Red, color.Green, color.Blue)
        }
    }
}
