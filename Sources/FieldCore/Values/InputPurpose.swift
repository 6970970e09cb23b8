/// What an entry is for: on screen it sets the input purpose and hints (on-screen
/// keyboards, spell checking, input methods) and, for passwords, hides the text.
public enum InputPurpose: String, Sendable, CaseIterable {
    /// Any text; an e-mail address; a number; a phone number; a web address; a person's
    /// name (words capitalised); a password or PIN (hidden, with a reveal toggle).
    case freeForm, email, number, phone, url, name, password, pin
    /// A payment card's number, and its security code (CVC): digits, shown as typed, and
    /// private (never written to a draft).
    case cardNumber, securityCode

    /// Whether the text is hidden (with a reveal toggle).
    public var isSecret: Bool { self == .password || self == .pin }

    /// Whether the text is never written to a form's draft on disk: a secret, a card
    /// number or a security code.
    public var isPrivate: Bool { isSecret || self == .cardNumber || self == .securityCode }
}
