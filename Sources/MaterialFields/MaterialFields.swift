import GtkInterop
