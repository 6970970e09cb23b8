import CGtk
import FieldCore

/// What one layout pass of a ``StackLayoutManager`` works in: the children it lays out,
/// what it measured of them, and the frames the solver gives them.
///
/// For a thousand children each of these arrays is a large allocation, and the first large
/// allocation after many small frees pays for the heap consolidating them, where `GtkBox`
/// measures into its stack. So the buffers outlive their pass: a manager keeps them from a
/// measure to the measure or allocation that uses it, and otherwise gives them back to a
/// pool that every stack shares, so a pass allocates nothing once they have grown to the
/// largest stack's children.
struct StackLayoutPass {
    /// The children GTK lays out (the visible ones), in order.
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    /// What the solver knows of each child, in the same order.
    var measured: [StackChild] = []
    /// The solver's frames from the last layout of this pass.
    var frames: [Rect] = []
    /// The solver's own working storage.
    var scratch = StackLayout.Scratch()

    /// Buffers for a pass: spare ones when there are some.
    @MainActor static func take() -> StackLayoutPass {
        spares.popLast() ?? StackLayoutPass()
    }

    /// Gives `pass`'s buffers back for another pass to use.
    @MainActor static func giveBack(_ pass: StackLayoutPass) {
        // A stack inside a stack takes a second pass while the outer one holds its own;
        // deeper nesting is rare enough to allocate.
        if spares.count < 2 { spares.append(pass) }
    }

    @MainActor private static var spares: [StackLayoutPass] = []
}
