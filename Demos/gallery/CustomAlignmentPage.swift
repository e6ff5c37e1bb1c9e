import CursesUI
import Foundation

extension HorizontalAlignment {
    /// Where the values of the form start.
    fileprivate enum ValueStart: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    fileprivate static let valueStart = HorizontalAlignment(ValueStart.self)
}

extension VerticalAlignment {
    /// The chosen name, which the marker in the other column points at.
    fileprivate enum Chosen: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.top] }
    }
    fileprivate static let chosen = VerticalAlignment(Chosen.self)
}

/// Custom alignments (`AlignmentID`): form values in different rows line up, and a marker in
/// one stack follows the chosen row of another.
struct CustomAlignmentPage: View {
    private let names = ["Ada", "Grace", "Linus", "Ken"]
    @State private var chosen = 0

    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .valueStart) {
                HStack {
                    Text("Name:")
                    Text(names[chosen]).bold().alignmentGuide(.valueStart) { d in d[.leading] }
                }
                HStack {
                    Text("Occupation:")
                    Text("programmer").alignmentGuide(.valueStart) { d in d[.leading] }
                }
            }
            Divider()
            HStack(alignment: .chosen) {
                VStack(alignment: .leading) {
                    ForEach(names.indices, id: \.self) { index in
                        if index == chosen {
                            Text(names[index]).bold().alignmentGuide(.chosen) { d in d[VerticalAlignment.center] }
                        } else {
                            Text(names[index])
                        }
                    }
                }
                Text("◀ chosen").alignmentGuide(.chosen) { d in d.height / 2 }
            }
            Button("Next name") { chosen = (chosen + 1) % names.count }
        }
    }
}
