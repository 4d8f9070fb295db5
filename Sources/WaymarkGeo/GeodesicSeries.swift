/// The series of Karney (2013), "Algorithms for geodesics", J. Geodesy 87:43–55, expanded to
/// sixth order in the third flattening `n` and in `ε` (eqs. 17, 18, 21, 24, 25, 42, 43).
///
/// Coefficient arrays are 1-based in the paper; here index 0 is unused so `c[l]` is `C_l`.
enum GeodesicSeries {
    /// Number of terms kept in each Fourier series.
    static let order = 6

    /// `A1` (eq. 17): the scale of the distance integral `I1`.
    @inline(__always)
    static func a1(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (e2 * (e2 + 4) + 64) / 256
        return (1 + t) / (1 - eps)
    }

    /// `C1l` (eq. 18) into `c[1...6]`.
    @inline(__always)
    static func c1(_ eps: Double, _ c: inout (Double, Double, Double, Double, Double, Double)) {
        let e2 = eps * eps
        var d = eps
        c.0 = d * (e2 * (6 - e2) - 16) / 32
        d *= eps
        c.1 = d * (e2 * (64 - 9 * e2) - 128) / 2048
        d *= eps
        c.2 = d * (9 * e2 - 16) / 768
        d *= eps
        c.3 = d * (3 * e2 - 5) / 512
        d *= eps
        c.4 = -7 * d / 1280
        d *= eps
        c.5 = -7 * d / 2048
    }

    /// `C1'l` (eq. 21) into `c[1...6]`: the reverted series giving σ from τ.
    @inline(__always)
    static func c1p(_ eps: Double, _ c: inout (Double, Double, Double, Double, Double, Double)) {
        let e2 = eps * eps
        var d = eps
        c.0 = d * (e2 * (205 * e2 - 432) + 768) / 1536
        d *= eps
        c.1 = d * (e2 * (4005 * e2 - 4736) + 3840) / 12288
        d *= eps
        c.2 = d * (116 - 225 * e2) / 384
        d *= eps
        c.3 = d * (2695 - 7173 * e2) / 7680
        d *= eps
        c.4 = 3467 * d / 7680
        d *= eps
        c.5 = 38081 * d / 61440
    }

    /// `A2` (eq. 42): the scale of the reduced-length integral `I2`.
    @inline(__always)
    static func a2(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (e2 * (25 * e2 + 36) + 64) / 256
        return (1 + t) * (1 - eps)
    }

    /// `C2l` (eq. 43) into `c[1...6]`.
    @inline(__always)
    static func c2(_ eps: Double, _ c: inout (Double, Double, Double, Double, Double, Double)) {
        let e2 = eps * eps
        var d = eps
        c.0 = d * (e2 * (e2 + 2) + 16) / 32
        d *= eps
        c.1 = d * (e2 * (35 * e2 + 64) + 384) / 2048
        d *= eps
        c.2 = d * (15 * e2 + 80) / 768
        d *= eps
        c.3 = d * (7 * e2 + 35) / 512
        d *= eps
        c.4 = 63 * d / 1280
        d *= eps
        c.5 = 77 * d / 2048
    }

    /// Clenshaw summation of `Σ_{l=1}^{6} c_l sin(2 l σ)` given `sin σ` and `cos σ`.
    @inline(__always)
    static func sinSeries(_ c: (Double, Double, Double, Double, Double, Double), _ s: Double, _ co: Double) -> Double {
        let ar = 2 * (co - s) * (co + s)
        var y0 = 0.0, y1 = 0.0
        var y = ar * y1 - y0 + c.5; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.4; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.3; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.2; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.1; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.0; y0 = y1; y1 = y
        return 2 * s * co * y1
    }

    /// Clenshaw summation of `Σ_{l=1}^{5} c_l sin(2 l σ)` (the `C3` series, fifth order).
    @inline(__always)
    static func sinSeries5(_ c: (Double, Double, Double, Double, Double), _ s: Double, _ co: Double) -> Double {
        sinSeries((c.0, c.1, c.2, c.3, c.4, 0), s, co)
    }
}
