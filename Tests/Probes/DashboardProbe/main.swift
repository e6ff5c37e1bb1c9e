import CursesUI

// Not a demo: a "dashboard grid" written as SwiftUI tutorials write one — a LazyVGrid of metric
// cards with GeometryReader-sized bars, a ViewThatFits header and a Grid of services — compiled
// with only the import changed, for the end-to-end tests. 'q' quits.

struct Metric: Identifiable {
    let id: Int
    let title: String
    var value: Double
}

struct Service: Identifiable {
    let id = UUID()
    let name: String
    let status: String
    let uptime: String
}

struct MetricCard: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(metric.title)
                Spacer()
                Text("\(Int(metric.value))%").bold()
            }
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Color.gray
                    Color.blue
                        .frame(width: geometry.size.width * metric.value / 100)
                }
            }
            .frame(height: 1)
        }
        .padding(.horizontal, 1)
        .border(Color.gray)
    }
}

struct DashboardView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var metrics = [
        Metric(id: 1, title: "CPU", value: 42),
        Metric(id: 2, title: "Memory", value: 63),
        Metric(id: 3, title: "Disk", value: 28),
        Metric(id: 4, title: "Network", value: 75),
        Metric(id: 5, title: "GPU", value: 12),
        Metric(id: 6, title: "Swap", value: 5),
    ]
    @State private var refreshes = 0

    private let services = [
        Service(name: "api", status: "up", uptime: "12d"),
        Service(name: "worker", status: "degraded", uptime: "3h"),
    ]
    private let columns = [GridItem(.adaptive(minimum: 20), spacing: 2)]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            header
            ScrollView {
                LazyVGrid(columns: columns, spacing: 0) {
                    ForEach(metrics) { metric in
                        MetricCard(metric: metric)
                    }
                }
            }
            .frame(maxHeight: 6)
            Grid(alignment: .leading, horizontalSpacing: 2) {
                GridRow {
                    Text("Service").bold()
                    Text("Status").bold()
                    Text("Uptime").bold()
                }
                Divider()
                ForEach(services) { service in
                    GridRow {
                        Text(service.name)
                        Text(service.status)
                        Text(service.uptime).gridColumnAlignment(.trailing)
                    }
                }
            }
            HStack {
                Button("Refresh") { refresh() }
                Text("Refreshed \(refreshes) times")
            }
        }
        .padding(.horizontal)
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private var header: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("Server Dashboard").bold()
                Spacer()
                Text("All systems operational")
            }
            Text("Dashboard").bold()
        }
    }

    private func refresh() {
        refreshes += 1
        for index in metrics.indices {
            metrics[index].value = Double((Int(metrics[index].value) * 7 + 13) % 100)
        }
    }
}

@main
struct DashboardApp: App {
    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}
