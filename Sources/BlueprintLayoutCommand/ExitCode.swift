/// Exit codes: 0 success, 1 a check or file failed, 2 the command line was wrong, 3 standard
/// output or standard error could not be written (a closed pipe, a full disk).
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let output: Int32 = 3
}
