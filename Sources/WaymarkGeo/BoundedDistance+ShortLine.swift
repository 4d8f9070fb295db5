#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoundedDistance {
    /// The first step of the solver for the common case — neither point on a meridian through the other
    /// nor both on the equator, a short line (Karney 2013, §4: `cos β12 ≥ 0`, `sin β12 < ½`,
    /// `cos β2 λ12 < ½`) that is not nearly antipodal and not below the solver's direct short-line
    /// limit — with inline trigonometry instead of the C library's: the same quantities as
    /// ``Geodesic/solveInverse(_:_:_:_:azimuths:centre:bounded:)`` computes to within a few ulps (the
    /// starting azimuth may be any guess: the bound is taken at whatever azimuth it gives). Nil for every
    /// other case, which the solver handles.
    @inline(__always)
    static func shortLine(_ g: Geodesic, _ centre: InverseCentre, _ lat2In: Double, _ lon2: Double)
        -> (distance: Double, error: Double)?
    {
        guard let start = shortLineStart(g, centre, lat2In, lon2) else { return nil }
        return shortLineRest(g, start)
    }

    /// The canonical frame of a short line (Karney 2013, §4): reduced latitudes of the two points and
    /// the longitude difference with its sine and cosine.
    struct ShortLineStart {
        var sbet1: Double, cbet1: Double, sbet2: Double, cbet2: Double
        var lon12: Double, lam12: Double, slam12: Double, clam12: Double
    }

    /// The first part of ``shortLine(_:_:_:_:)``: the canonical frame, or nil for a case it does not take.
    @inline(__always)
    static func shortLineStart(_ g: Geodesic, _ centre: InverseCentre, _ lat2In: Double, _ lon2: Double)
        -> ShortLineStart?
    {
        var lon12 = AngleMath.difference(centre.longitude, lon2)
        var lonsign: Double = lon12.sign == .minus ? -1 : 1
        lon12 = AngleMath.round(lon12 * lonsign)
        guard lon12 > 0 && lon12 < 180 else { return nil }
        let sc = UnitVector.sinCos(degrees: lon12)
        let slam12 = sc.sin, clam12 = sc.cos
        let lam12 = lon12 * AngleMath.degree

        var lat1 = AngleMath.round(centre.latitude), lat2 = AngleMath.round(lat2In)
        let swapp = abs(lat1) < abs(lat2)
        if swapp {
            lonsign = -lonsign
            swap(&lat1, &lat2)
        }
        let latsign: Double = lat1 < 0 ? 1 : -1
        lat1 *= latsign
        lat2 *= latsign
        guard lat1 > -90 else { return nil }
        let r1 = reduced(g, lat1, centre), r2 = reduced(g, lat2, centre)
        let sbet1 = r1.sbet, cbet1 = r1.cbet
        var sbet2 = r2.sbet, cbet2 = r2.cbet
        guard sbet1 != 0 else { return nil }
        if cbet1 < -sbet1 {
            if cbet2 == cbet1 { sbet2 = sbet2 < 0 ? sbet1 : -sbet1 }
        } else {
            if abs(sbet2) == -sbet1 { cbet2 = cbet1 }
        }
        return ShortLineStart(sbet1: sbet1, cbet1: cbet1, sbet2: sbet2, cbet2: cbet2, lon12: lon12, lam12: lam12,
                              slam12: slam12, clam12: clam12)
    }

    /// The rest of ``shortLine(_:_:_:_:)`` from its canonical frame.
    @inline(__always)
    static func shortLineRest(_ g: Geodesic, _ start: ShortLineStart) -> (distance: Double, error: Double)? {
        let sbet1 = start.sbet1, cbet1 = start.cbet1, sbet2 = start.sbet2, cbet2 = start.cbet2
        let lon12 = start.lon12, lam12 = start.lam12, slam12 = start.slam12, clam12 = start.clam12

        // Starting azimuth (Karney 2013, §4), short lines only.
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        guard cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5 else { return nil }
        var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
        sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
        let dnm = (1 + g.ep2 * sbetm2).squareRoot()
        let omg12 = lon12 / (g.f1 * dnm)
        guard omg12 < 180 else { return nil }
        let so = UnitVector.sinCos(degrees: omg12)
        let somg12 = so.sin, comg12 = so.cos
        guard comg12 >= 0 else { return nil }
        var salp1 = cbet2 * somg12
        var calp1 = sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
        let ssig12 = (salp1 * salp1 + calp1 * calp1).squareRoot()
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12
        guard ssig12 >= g.etol2, csig12 >= 0 || abs(g.n) > 0.1 else { return nil }
        guard salp1 > 0 else { return nil }
        AngleMath.norm(&salp1, &calp1)

        // λ12 at that azimuth (Karney 2013, eqs. 5–8), as ``Geodesic/lambda12``.
        let salp0 = salp1 * cbet1
        let calp0 = (calp1 * calp1 + (salp1 * sbet1) * (salp1 * sbet1)).squareRoot()
        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = calp1 * cbet1
        let comg1 = csig1
        AngleMath.norm(&ssig1, &csig1)
        let calp2 = cbet2 != cbet1 || abs(sbet2) != -sbet1
            ? ((calp1 * cbet1) * (calp1 * cbet1)
                + (cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)))
                .squareRoot() / cbet2
            : abs(calp1)
        var ssig2 = sbet2
        let somg2 = salp0 * sbet2
        var csig2 = calp2 * cbet2
        let comg2 = csig2
        AngleMath.norm(&ssig2, &csig2)
        let sig12 = smallAtan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let somg12b = max(0, comg1 * somg2 - somg1 * comg2)
        let comg12b = comg1 * comg2 + somg1 * somg2
        let eta = smallAtan2(somg12b * clam12 - comg12b * slam12, comg12b * clam12 + somg12b * slam12)
        let eps = g.epsilon(k2: calp0 * calp0 * g.ep2)
        let c3 = g.c3(eps)
        let b312 = GeodesicSeries.sinSeries5(c3, ssig2, csig2) - GeodesicSeries.sinSeries5(c3, ssig1, csig1)
        let v = eta - g.flattening * g.a3(eps) * salp0 * (sig12 + b312)
        let sGuess = g.arcDistance(eps: eps, sig12: sig12, ssig1: ssig1, csig1: csig1, ssig2: ssig2, csig2: csig2) * g.b
        return corrected(g, sGuess: sGuess, v: v, salp0: salp0, cbet1: cbet1, cbet2: cbet2)
    }

    /// `sin β`, `cos β` of a canonical latitude: the centre's prepared values when it is one of them,
    /// else with inline trigonometry.
    @inline(__always)
    static func reduced(_ g: Geodesic, _ lat: Double, _ centre: InverseCentre) -> (sbet: Double, cbet: Double) {
        if lat.bitPattern == centre.southern.bitPattern { return (centre.sbetSouthern, centre.cbetSouthern) }
        if lat.bitPattern == centre.northern.bitPattern { return (centre.sbetNorthern, centre.cbetNorthern) }
        let t = UnitVector.sinCos(degrees: lat)
        var sbet = g.f1 * t.sin, cbet = t.cos
        AngleMath.norm(&sbet, &cbet)
        return (sbet, max(Double.leastNormalMagnitude.squareRoot(), cbet))
    }

    /// `atan2(y, x)` for `x > 0` and `|y| ≤ x / 8` by its Taylor series in `t = y / x` to `t¹⁷`
    /// (truncation below 3e-18 relative); the C library's elsewhere.
    @inline(__always)
    static func smallAtan2(_ y: Double, _ x: Double) -> Double {
        guard x > 0, abs(y) <= 0.125 * x else { return atan2(y, x) }
        let t = y / x, t2 = t * t
        var p = 1.0 / 17
        p = p * t2 - 1.0 / 15
        p = p * t2 + 1.0 / 13
        p = p * t2 - 1.0 / 11
        p = p * t2 + 1.0 / 9
        p = p * t2 - 1.0 / 7
        p = p * t2 + 1.0 / 5
        p = p * t2 - 1.0 / 3
        return t + t * t2 * p
    }
}
