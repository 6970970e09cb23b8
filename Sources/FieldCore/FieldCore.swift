public enum FieldCore {}
