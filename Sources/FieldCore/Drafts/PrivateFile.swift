import FoundationEssentials

import Glibc

/// Files and folders only their owner can read: what a user typed into a form stays theirs
/// on a machine other people log in to.
///
/// Modes are set explicitly rather than left to the process's umask, which is usually
/// 022 and would make a file every local user can read; and a file is created private, so
/// there is no moment at which another user could open it before its mode is narrowed.
enum PrivateFile {
    /// A folder's mode: its owner reads, writes and enters it.
    static let folderMode: mode_t = 0o700
    /// A file's mode: its owner reads and writes it.
    static let fileMode: mode_t = 0o600

    /// Makes `folder` and any missing folder above it, each created one `0700` (as the XDG
    /// base directory specification asks), and narrows `folder` itself to `0700` if it
    /// exists already: it is the library's own, and may be left from a version that did not.
    static func makeFolder(_ folder: URL) throws {
        var missing: [String] = []
        var path = folder.path
        while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
            missing.append(path)
            path = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        }
        for created in missing.reversed() {
            guard mkdir(created, folderMode) == 0 || errno == EEXIST else { throw failure("mkdir", created) }
            guard chmod(created, folderMode) == 0 else { throw failure("chmod", created) }
        }
        try narrow(folder.path, to: folderMode)
    }

    /// Writes `data` to `url` atomically, in a new file that is private from its creation
    /// and then renamed over the old: a crash mid-write leaves the last file whole.
    static func write(_ data: Data, to url: URL) throws {
        let temporary = url.path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw failure("open", temporary) }
        var written = true
        // The umask can only take bits away; fchmod puts back the owner's read and write.
        if fchmod(descriptor, fileMode) != 0 { written = false }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while written, offset < bytes.count, let base = bytes.baseAddress {
                let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { written = false } else { offset += count }
            }
        }
        if written, fsync(descriptor) != 0 { written = false }
        let error = failure("write", temporary)
        close(descriptor)
        guard written, rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw written ? failure("rename", url.path) : error
        }
    }

    /// Narrows the mode of the file or folder at `path` to `mode` when it allows more (a
    /// file kept by an older version, or moved aside); a no-op when there is none.
    static func narrow(_ path: String, to mode: mode_t) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & 0o777 & ~mode != 0 else { return }
        guard chmod(path, status.st_mode & mode) == 0 else { throw failure("chmod", path) }
    }

    /// An error naming the call that failed, the path and the system's reason.
    private static func failure(_ call: String, _ path: String) -> any Error {
        let reason = String(cString: strerror(errno))
        return Failure(description: "\(call) \(path): \(reason)")
    }

    /// A system call that failed, described as `call path: reason` (`mkdir /x: Permission denied`).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
