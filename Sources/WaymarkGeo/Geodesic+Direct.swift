#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Geodesic {
    /// Solves the direct problem: where a geodesic starting at `from` with `azimuth` ends after `distance`.
    ///
    /// - Parameters:
    ///   - from: start point (latitude in [-90, 90]).
    ///   - azimuth: initial azimuth in degrees clockwise from north (any range).
    ///   - distance: metres along the geodesic; negative goes backwards; 0 returns the start.
    /// - Returns: the destination (longitude normalised to [-180, 180]) and the final azimuth.
    public func direct(from: Coordinate, azimuth: Double, distance: Double) -> GeodesicDirect {
        let tiny = Double.leastNormalMagnitude.squareRoot()
        let azi1 = AngleMath.round(AngleMath.normalize(azimuth))
        let sa = AngleMath.sincosd(azi1)
        let salp1 = sa.sin, calp1 = sa.cos
        let lat1 = AngleMath.round(from.latitude)
        let sb = AngleMath.sincosd(lat1)
        var sbet1 = f1 * sb.sin, cbet1 = sb.cos
        AngleMath.norm(&sbet1, &cbet1)
        cbet1 = max(tiny, cbet1)

        let salp0 = salp1 * cbet1
        let calp0 = (calp1 * calp1 + (salp1 * sbet1) * (salp1 * sbet1)).squareRoot()
        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        let comg1 = csig1
        AngleMath.norm(&ssig1, &csig1)

        let eps = epsilon(k2: calp0 * calp0 * ep2)
        let a1 = GeodesicSeries.a1(eps)
        var c1 = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0), c1p = c1
        GeodesicSeries.c1(eps, &c1)
        GeodesicSeries.c1p(eps, &c1p)
        let b11 = GeodesicSeries.sinSeries(c1, ssig1, csig1)
        let s11 = sin(b11), c11 = cos(b11)
        let stau1 = ssig1 * c11 + csig1 * s11
        let ctau1 = csig1 * c11 - ssig1 * s11

        let tau12 = distance / (b * a1)
        let st = sin(tau12), ct = cos(tau12)
        let b12 = -GeodesicSeries.sinSeries(c1p, stau1 * ct + ctau1 * st, ctau1 * ct - stau1 * st)
        let sig12 = tau12 - (b12 - b11)
        let ssig12 = sin(sig12), csig12 = cos(sig12)

        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        let sbet2 = calp0 * ssig2
        var cbet2 = (salp0 * salp0 + (calp0 * csig2) * (calp0 * csig2)).squareRoot()
        if cbet2 == 0 { cbet2 = tiny; csig2 = tiny }
        let salp2 = salp0, calp2 = calp0 * csig2
        let somg2 = salp0 * ssig2, comg2 = csig2
        let omg12 = atan2(somg2 * comg1 - comg2 * somg1, comg2 * comg1 + somg2 * somg1)
        let c3 = c3(eps)
        let b31 = GeodesicSeries.sinSeries5(c3, ssig1, csig1)
        let lam12 = omg12 - flattening * salp0 * a3(eps)
            * (sig12 + (GeodesicSeries.sinSeries5(c3, ssig2, csig2) - b31))
        let lon12 = lam12 / AngleMath.degree
        let lon2 = AngleMath.normalize(AngleMath.normalize(from.longitude) + AngleMath.normalize(lon12))
        let lat2 = AngleMath.atan2d(sbet2, f1 * cbet2)
        return GeodesicDirect(destination: Coordinate(latitude: lat2, longitude: lon2),
                              finalAzimuth: AngleMath.azimuth(salp2, calp2))
    }
}
