import Foundation

/// Clock, memory and machine facts for the benchmark (Linux /proc; elsewhere memory reads 0).
enum BenchSystem {
    /// A monotonic clock in nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Milliseconds between two ``now()`` readings.
    static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }

    /// Resets the kernel's peak-resident-memory mark (VmHWM) to the current resident size.
    /// Returns false when /proc/self/clear_refs cannot be written.
    @discardableResult
    static func resetPeakMemory() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// Peak resident memory since start or the last ``resetPeakMemory()``, in bytes.
    static func peakMemoryBytes() -> Int { statusValue("VmHWM:") }

    /// Current resident memory, in bytes.
    static func residentMemoryBytes() -> Int { statusValue("VmRSS:") }

    /// A "kB" line of /proc/self/status, in bytes.
    private static func statusValue(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let digits = line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }

    /// "CPU model, N cores, X GiB RAM".
    static func machineDescription() -> String {
        var model = "unknown CPU"
        var cores = ProcessInfo.processInfo.activeProcessorCount
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
            let lines = cpuinfo.split(separator: "\n")
            if let line = lines.first(where: { $0.hasPrefix("model name") }),
                let colon = line.firstIndex(of: ":")
            {
                model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            let processors = lines.filter { $0.hasPrefix("processor") }.count
            if processors > 0 { cores = processors }
        }
        var memory = Double(ProcessInfo.processInfo.physicalMemory)
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
            let kilobytes = Double(
                line.dropFirst("MemTotal:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        {
            memory = kilobytes * 1024
        }
        return "\(model), \(cores) cores, \(String(format: "%.1f", memory / 1_073_741_824)) GiB RAM"
    }

    /// `git rev-parse --short HEAD` in the current directory, or "unknown".
    static func commit() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "unknown"
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : "unknown"
    }

    /// The running executable, for re-running one tree per child process.
    static func executablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return Bundle.main.executablePath
    }

    /// The current time as ISO 8601 (UTC, seconds).
    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
