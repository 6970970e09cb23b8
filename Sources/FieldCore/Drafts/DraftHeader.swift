/// The fields every version of the draft format starts with, read first so a file of
/// another form or format is named as such rather than as a damaged draft.
struct DraftHeader: Decodable {
    var format: String
    var version: Int
    var formID: String
}
