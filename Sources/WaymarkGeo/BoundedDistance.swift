/// The geodesic distance after the first step of Newton's method, corrected to first order, with a
/// proven bound of its difference from the full solution (docs/geo.md, "Distances").
///
/// Karney's solver guesses the azimuth α1 at the first point, evaluates where the geodesic with that
/// azimuth meets the second point's parallel, and corrects α1 until the longitude residual `v` vanishes
/// (usually one Newton step: the guess leaves `v` between 1e-12 and 1e-10 rad). The geodesic of the
/// guess ends at `P2'` on the parallel of `P2` (reduced latitude β2), `v` east of it, and its length
/// `s'` is the exact distance to `P2'`. Moving the end along that parallel (radius `a cos β2`) changes the
/// length at the rate `a cos β2 sin α2 = a sin α0` per radian (first variation of arc length; Clairaut),
/// so the distance to `P2` is `s = s' − a sin α0 · v + R`. Along the family of geodesics from `P1` to the
/// parallel, `sin α0 = cos β1 sin α1` changes by at most `cos β1 |Δα1|`, and `dλ/dα1 = m12 / (a cos α2
/// cos β2)` (Karney 2013, eq. 46) gives `|Δα1| ≤ a cos β2 |Δλ| / m12`, so
/// `|R| ≤ a² cos β1 cos β2 v² / (2 m12min)`. On WGS84 the Gaussian curvature is at most `1/b²`, so by
/// the Rauch (Sturm) comparison `m12 ≥ b sin(s/b) ≥ s (1 − (s/b)² / 6)` for `s ≤ √2 b`, and every
/// geodesic of the family is at least `s' − a|v|` long (its length changes at most at rate `a`).
///
/// Both values are computed in floating point with the same series; ``roundOff`` (absolute and
/// relative) covers their rounding and the full solver's own last residual (below 8 ε rad). It is not
/// derived but set from measurement: about 6 times the largest such difference seen (3.3e-9 m over 1.4
/// million random pairs up to 1°), and checked over the GeographicLib fixtures and random and awkward
/// pairs at every distance (`BoundedDistanceTests`). A bound above ``largest`` is not used: the full
/// solution is computed instead.
enum BoundedDistance {
    /// Largest error bound accepted (metres); beyond it the caller gets the full solution.
    static let largest = 1e-6
    /// Round-off allowance: absolute metres, and relative to the distance.
    static let roundOff = (absolute: 2e-8, relative: 4e-15)

    /// The corrected distance and its bound from the state of the first λ12 evaluation (`v` its
    /// residual, `salp1` the guessed azimuth's sine, in the solver's canonical frame), or nil when the
    /// bound does not hold or is above ``largest``.
    @inline(__always)
    static func firstStep(_ g: Geodesic, _ res: LambdaResult, v: Double, salp1: Double, cbet1: Double,
                          cbet2: Double) -> (distance: Double, error: Double)? {
        let sGuess = g.arcDistance(eps: res.eps, sig12: res.sig12, ssig1: res.ssig1, csig1: res.csig1,
                                   ssig2: res.ssig2, csig2: res.csig2) * g.b
        return corrected(g, sGuess: sGuess, v: v, salp0: salp1 * cbet1, cbet1: cbet1, cbet2: cbet2)
    }

    /// `s' − a sin α0 · v` and its bound (see the type's documentation), or nil.
    @inline(__always)
    static func corrected(_ g: Geodesic, sGuess: Double, v: Double, salp0: Double, cbet1: Double,
                          cbet2: Double) -> (distance: Double, error: Double)? {
        let av = g.equatorialRadius * abs(v)
        let sMin = sGuess - av - 1e-6, sMax = sGuess + av + 1e-6
        // Comparison bound of m12 only where b·x(1 − x²/6) increases (x ≤ √2) and is positive.
        guard sMin > 0, sMax <= 1.4 * g.b else { return nil }
        let x = sMin / g.b
        let m12Min = sMin * (1 - x * x / 6) * (1 - 1e-12)
        let second = av * av * cbet1 * cbet2 / (2 * m12Min) * (1 + 1e-9)
        let error = second + roundOff.absolute + roundOff.relative * sGuess
        guard error <= largest else { return nil }
        return (sGuess - g.equatorialRadius * salp0 * v, error)
    }
}
