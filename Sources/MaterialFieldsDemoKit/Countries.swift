/// Sample data for the demo's pickers.
enum Countries {
    static let names = [
        "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "China", "Czechia", "Denmark",
        "Egypt", "Finland", "France", "Germany", "Greece", "India", "Ireland", "Italy", "Japan", "Kenya", "Mexico",
        "Netherlands", "New Zealand", "Nigeria", "Norway", "Poland", "Portugal", "South Africa", "Spain", "Sweden",
        "Switzerland", "United Kingdom", "United States", "Uruguay", "Vietnam",
    ]

    /// Provinces or states for the countries the contact form knows.
    static let regions: [String: [String]] = [
        "Canada": ["Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador",
                   "Nova Scotia", "Ontario", "Prince Edward Island", "Quebec", "Saskatchewan"],
        "Australia": ["New South Wales", "Queensland", "South Australia", "Tasmania", "Victoria", "Western Australia"],
        "United States": ["California", "Florida", "Illinois", "New York", "Texas", "Washington"],
        "Japan": ["Hokkaido", "Kyoto", "Okinawa", "Osaka", "Tokyo"],
    ]
}
