import Foundation
import Observation

/// What the sign-up page collects, as the app's own typed model: the page's form edits it
/// by key path, so reading a value is reading a property.
@Observable
public final class SignUpAccount {
    /// The user name.
    public var username = ""
    /// The e-mail address.
    public var email = ""
    /// The phone number, without the mask's literals ("" for none).
    public var phone = ""
    /// The password.
    public var password = ""
    /// The password typed again.
    public var confirmation = ""
    /// The date of birth, nil until chosen.
    public var birthDate: Date?
    /// The country, "" until chosen.
    public var country = ""

    /// An empty account.
    public init() {}
}
