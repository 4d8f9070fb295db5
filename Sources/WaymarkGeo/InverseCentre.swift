/// The centre of many inverse problems (a nearest or radius query), with the reduced latitude the
/// solver would compute for it prepared once.
///
/// The solver evaluates the reduced latitude of `−|φ|` when the centre is the point farther from the
/// equator, else of `±|φ|` by the other point's hemisphere (Karney 2013, §4); both values are kept,
/// computed by the same code, and used only when the solver's latitude equals one of them bit for bit,
/// so every distance is the same as without a centre.
struct InverseCentre {
    let latitude: Double
    let longitude: Double
    /// `−|round(φ)|` and `+|round(φ)|` with their `sin β`, `cos β`.
    let southern: Double, northern: Double
    let sbetSouthern: Double, cbetSouthern: Double
    let sbetNorthern: Double, cbetNorthern: Double

    init(_ geodesic: Geodesic, latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
        let rounded = AngleMath.round(latitude)
        southern = -abs(rounded)
        northern = abs(rounded)
        (sbetSouthern, cbetSouthern) = geodesic.reducedLatitude(southern)
        (sbetNorthern, cbetNorthern) = geodesic.reducedLatitude(northern)
    }
}
