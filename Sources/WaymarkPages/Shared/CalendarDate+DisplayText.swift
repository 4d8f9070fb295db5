import WaymarkModel

extension CalendarDate {
    /// `1 June 2025`.
    var displayText: String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(day) \(months[(month - 1) % 12]) \(year)"
    }
}
