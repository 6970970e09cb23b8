// The widget tests check the documentation's examples too.
@_exported import DocumentationExamples
