// A master-detail browser, written the way SwiftUI tutorials write it; only the import differs
// from the SwiftUI original. The end-to-end tests drive it in tmux.
import CursesUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let park: String
    let state: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska", isFavorite: true),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana", isFavorite: false),
    ]
}

@main
struct LandmarksApp: App {
    @State private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(modelData)
        }
    }
}

struct ContentView: View {
    @Environment(ModelData.self) var modelData
    @State private var selection: Landmark.ID?
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        VStack(spacing: 0) {
            NavigationSplitView {
                VStack(alignment: .leading) {
                    Toggle("Favorites only", isOn: $showFavoritesOnly)
                    List(filteredLandmarks, selection: $selection) { landmark in
                        LandmarkRow(landmark: landmark)
                    }
                }
                .navigationTitle("Landmarks")
            } detail: {
                if let selection, let landmark = modelData.landmarks.first(where: { $0.id == selection }) {
                    LandmarkDetail(landmark: landmark)
                } else {
                    ContentUnavailableView("Select a landmark", systemImage: "map")
                }
            }
            KeyHelpBar()
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Text(landmark.name)
            if landmark.isFavorite {
                Label("Favorite", systemImage: "star.fill")
            }
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        VStack(alignment: .leading) {
            HStack {
                Text(landmark.name)
                    .bold()
                Toggle("Favorite", isOn: $modelData.landmarks[landmarkIndex].isFavorite)
            }
            HStack {
                Text(landmark.park)
                Spacer()
                Text(landmark.state)
            }
            .foregroundStyle(.secondary)
            Divider()
            Text("About \(landmark.name)")
        }
        .navigationTitle(landmark.name)
    }
}
