import FieldCore

/// Sample data for the demo's suggestion fields.
enum Cities {
    /// Cities a traveller might type, with their accents.
    static let names = [
        "Amsterdam", "Athens", "Auckland", "Bangkok", "Barcelona", "Beijing", "Berlin", "Bogotá", "Brussels",
        "Budapest", "Buenos Aires", "Cairo", "Cape Town", "Chicago", "Copenhagen", "Dublin", "Edinburgh", "Helsinki",
        "Hong Kong", "Istanbul", "Jakarta", "Kraków", "Kyoto", "Lagos", "Lima", "Lisbon", "London", "Los Angeles",
        "Lyon", "Madrid", "Melbourne", "Mexico City", "Montréal", "Mumbai", "Munich", "Nairobi", "New Delhi",
        "New York", "Ōsaka", "Oslo", "Paris", "Prague", "Reykjavík", "Rio de Janeiro", "Rome", "San Francisco",
        "Santiago", "São Paulo", "Seoul", "Singapore", "Stockholm", "Sydney", "Tokyo", "Toronto", "Vancouver",
        "Vienna", "Warsaw", "Zürich",
    ]

    /// A pretend directory of colleagues on a slow network: each search takes `latency`,
    /// and a short text takes longer than a long one, so answers come back out of order.
    static func searchColleagues(_ text: String) async -> [String] {
        let colleagues = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Grace Hopper", "Katherine Johnson",
                          "Linus Torvalds", "Margaret Hamilton", "Tim Berners-Lee"]
        try? await Task.sleep(for: .milliseconds(text.count < 2 ? 900 : 300))
        return SuggestionIndex(colleagues).matches(for: text, limit: 8)
    }
}
