extension DefaultTheme {
    static let files: [String: String] = [:]
}
