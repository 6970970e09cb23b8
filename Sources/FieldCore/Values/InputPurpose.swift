/// What an entry is for: on screen it sets the input purpose and hints (on-screen
/// keyboards, spell checking, input methods) and, for passwords, hides the text.
public enum InputPurpose: String, Sendable, CaseIterable {
    /// Any text; an e-mail address; a number; a phone number; a web address; a person's
    /// name (words capitalised); a password or PIN (hidden, with a reveal toggle).
    case freeForm, email, number, phone, url, name, password, pin

    /// Whether the text is hidden (with a reveal toggle).
    public var isSecret: Bool { self == .password || self == .pin }
}
