public enum LayoutModelPlaceholder {}
