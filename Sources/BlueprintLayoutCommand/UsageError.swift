/// A wrong command line; printed to stderr with a pointer to `--help`, exit code 2.
struct UsageError: Error {
    var message: String
    var command: String?
}
