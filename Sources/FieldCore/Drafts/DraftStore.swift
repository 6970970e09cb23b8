import FoundationEssentials

/// Where a form's draft lives on disk: one JSON file in the app's folder of the XDG data
/// directory (`$XDG_DATA_HOME`, else `~/.local/share`), `<app>/drafts/<form>.json`.
///
/// Writes are atomic (a new file renamed over the old), so a crash mid-write leaves the
/// last draft whole. A file that is not a draft of this form is refused with a
/// ``DraftError`` and never read as one.
///
/// Drafts are private whatever the process's umask: each file is `0600` from the moment it
/// is created, and the `drafts` folder (and any folder made for it) `0700`; a draft or
/// folder an older version left readable is narrowed when it is next read or written. An
/// app lists its drafts with ``all(appID:directory:environment:)`` and removes every one
/// with ``removeAll(appID:directory:environment:)`` ("forget what I typed").
public struct DraftStore: Sendable {
    /// The form's identity, also the file's name.
    public let formID: String
    /// The draft's file.
    public let url: URL

    /// The store of form `formID` for the app `appID` (a reverse-DNS name such as
    /// `org.example.SignUp`), in `directory` when given, else the XDG data directory read
    /// from `environment`. Characters other than letters, digits, `.`, `-` and `_` in
    /// either name become `_`, so the file stays inside the folder.
    public init(appID: String, formID: String, directory: URL? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.formID = formID
        url = Self.folder(appID: appID, directory: directory, environment: environment)
            .appendingPathComponent(Self.safe(formID) + ".json")
    }

    /// The folder that holds the app's drafts: `directory` when given, else
    /// `<XDG data directory>/<appID>/drafts`.
    public static func folder(appID: String, directory: URL? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        directory ?? dataDirectory(environment).appendingPathComponent(safe(appID)).appendingPathComponent("drafts")
    }

    /// The store of each draft the app `appID` keeps, by form name, sorted; none when it
    /// keeps none. (`directory` and `environment` as for ``init(appID:formID:directory:environment:)``.)
    public static func all(appID: String, directory: URL? = nil,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> [DraftStore] {
        let folder = Self.folder(appID: appID, directory: directory, environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0.count > 5 }.sorted().map {
            DraftStore(appID: appID, formID: String($0.dropLast(5)), directory: folder)
        }
    }

    /// Removes every draft the app `appID` keeps, the ones set aside as refused too, and
    /// their folder when nothing else is in it: what a "forget what I typed" command does.
    /// Returns how many files went.
    ///
    /// - Throws: ``DraftError/inaccessible(path:reason:)`` naming the first file that could
    ///   not be removed (the others are removed all the same).
    @discardableResult
    public static func removeAll(appID: String, directory: URL? = nil,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) throws(DraftError) -> Int {
        let folder = Self.folder(appID: appID, directory: directory, environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        var firstFailure: DraftError?
        for name in names where name.hasSuffix(".json") || name.hasSuffix(".json.rejected") || name.hasSuffix(".tmp") {
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.removeItem(at: file)
                removed += 1
            } catch {
                firstFailure = firstFailure ?? .inaccessible(path: file.path, reason: String(describing: error))
            }
        }
        if directory == nil, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
        if let firstFailure { throw firstFailure }
        return removed
    }

    /// `$XDG_DATA_HOME` when it is an absolute path, else `$HOME/.local/share`.
    public static func dataDirectory(_ environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return URL(fileURLWithPath: data) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share")
    }

    /// The bytes ``save(_:)`` writes for `draft`: JSON with sorted keys (so an unchanged
    /// draft is the same file) and ISO 8601 dates.
    public static func encoded(_ draft: FormDraft) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(draft)
    }

    /// Writes `draft` atomically to a file only its owner can read (`0600`), making the
    /// folder (`0700`) if needed.
    public func save(_ draft: FormDraft) throws(DraftError) {
        do {
            try PrivateFile.makeFolder(url.deletingLastPathComponent())
            try PrivateFile.write(Self.encoded(draft), to: url)
        } catch {
            throw .inaccessible(path: url.path, reason: String(describing: error))
        }
    }

    /// The draft on disk; nil when there is none.
    ///
    /// - Throws: ``DraftError/corrupt(path:reason:)`` for a file that is no readable JSON
    ///   draft, ``DraftError/foreign(path:found:)`` for another form's draft, another
    ///   format or a newer version, ``DraftError/inaccessible(path:reason:)`` when it
    ///   cannot be read.
    public func load() throws(DraftError) -> FormDraft? {
        let data: Data
        do {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            try PrivateFile.narrow(url.deletingLastPathComponent().path, to: PrivateFile.folderMode)
            try PrivateFile.narrow(url.path, to: PrivateFile.fileMode)
            data = try Data(contentsOf: url)
        } catch {
            throw .inaccessible(path: url.path, reason: String(describing: error))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        // The header first: a foreign file is named as such, not as a damaged draft.
        guard let header = try? decoder.decode(DraftHeader.self, from: data) else {
            throw .corrupt(path: url.path, reason: Translations.string("not a draft file"))
        }
        guard header.format == FormDraft.formatName, header.version <= FormDraft.currentVersion, header.formID == formID else {
            throw .foreign(path: url.path, found: "\(header.format) \(header.version), \(header.formID)")
        }
        do {
            return try decoder.decode(FormDraft.self, from: data)
        } catch {
            throw .corrupt(path: url.path, reason: "\(error)")
        }
    }

    /// Removes the draft (after a submit, or when the user discards it); a no-op when
    /// there is none.
    public func clear() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Moves a file ``load()`` refused out of the way (`<form>.json.rejected`), so the next
    /// draft is written and the refused one is kept for inspection.
    public func setAside() {
        let aside = url.appendingPathExtension("rejected")
        try? FileManager.default.removeItem(at: aside)
        try? FileManager.default.moveItem(at: url, to: aside)
        try? PrivateFile.narrow(aside.path, to: PrivateFile.fileMode)
    }

    private static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "_" : cleaned
    }
}
