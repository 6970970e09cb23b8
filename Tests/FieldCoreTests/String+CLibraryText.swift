extension String {
    /// The UTF-8 text a C function wrote into `buffer`, up to its terminating zero.
    init(cLibraryText buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
