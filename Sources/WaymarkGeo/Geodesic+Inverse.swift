#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Geodesic {
    /// Solves the inverse problem: the shortest geodesic between `a` and `b`.
    ///
    /// Converges for every pair, including nearly antipodal points, coincident points and the poles.
    /// Longitudes may be given in any range; latitudes must be in [-90, 90].
    public func inverse(_ a: Coordinate, _ b: Coordinate) -> GeodesicInverse {
        let r = solveInverse(a.latitude, a.longitude, b.latitude, b.longitude)
        return GeodesicInverse(distance: r.s12, initialAzimuth: r.azi1, finalAzimuth: r.azi2)
    }

    /// Distance only; skips the azimuth conversion.
    @inline(__always)
    func inverseDistance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        solveInverse(lat1, lon1, lat2, lon2, azimuths: false).s12
    }

    /// Distance only from a centre whose reduced latitude is prepared once (``InverseCentre``): the
    /// same operations as ``inverseDistance(_:_:_:_:)`` on `centre.latitude`, so the same bits.
    @inline(__always)
    func inverseDistance(from centre: InverseCentre, _ lat2: Double, _ lon2: Double) -> Double {
        solveInverse(centre.latitude, centre.longitude, lat2, lon2, azimuths: false, centre: centre).s12
    }

    /// The distance from a prepared centre within a proven bound of ``inverseDistance(from:_:_:)``
    /// (``BoundedDistance``): `error` is 0 when the value is that distance to the bit.
    @inline(__always)
    func boundedDistance(from centre: InverseCentre, _ lat2: Double, _ lon2: Double) -> (distance: Double, error: Double) {
        if let r = BoundedDistance.shortLine(self, centre, lat2, lon2) { return r }
        let r = solveInverse(centre.latitude, centre.longitude, lat2, lon2, azimuths: false, centre: centre, bounded: true)
        return (r.s12, r.error)
    }

    /// `sin β` and `cos β` of the reduced latitude of `lat` (rounded, sign-adjusted degrees), as the
    /// solver computes them: taken from `centre` when `lat` is bit for bit one of its two prepared values.
    @inline(__always)
    func reducedLatitude(_ lat: Double, _ centre: InverseCentre?) -> (sbet: Double, cbet: Double) {
        if let centre {
            if lat.bitPattern == centre.southern.bitPattern { return (centre.sbetSouthern, centre.cbetSouthern) }
            if lat.bitPattern == centre.northern.bitPattern { return (centre.sbetNorthern, centre.cbetNorthern) }
        }
        return reducedLatitude(lat)
    }

    /// `sin β` and `cos β` of the reduced latitude of `lat` (normalised, `cos β` at least `√tiny`).
    @inline(__always)
    func reducedLatitude(_ lat: Double) -> (sbet: Double, cbet: Double) {
        let tiny = Double.leastNormalMagnitude.squareRoot()
        let t = AngleMath.sincosd(lat)
        var sbet = f1 * t.sin, cbet = t.cos
        AngleMath.norm(&sbet, &cbet)
        return (sbet, max(tiny, cbet))
    }

    /// Inverse problem on raw degrees (Karney 2013, §4). `centre`, when given, must be prepared from
    /// `lat1In` and `lon1`.
    ///
    /// `bounded` (distance only) may stop Newton's method after its first evaluation of λ12 and return
    /// the first-order corrected distance with a proven bound of its difference from the full solution
    /// (``BoundedDistance``); `error` is 0 whenever the full solution was computed.
    func solveInverse(_ lat1In: Double, _ lon1: Double, _ lat2In: Double, _ lon2: Double, azimuths: Bool = true,
                      centre: InverseCentre? = nil, bounded: Bool = false)
        -> (s12: Double, azi1: Double, azi2: Double, error: Double)
    {
        let tiny = Double.leastNormalMagnitude.squareRoot()
        let tol0 = Double.ulpOfOne
        let tol2 = tol0.squareRoot()
        let tolb = tol0 * tol2
        let maxit1 = 20, maxit2 = maxit1 + Double.significandBitCount + 10

        // Longitude difference in [0, 180] and the signs that map the problem to the canonical case.
        var lon12 = AngleMath.difference(lon1, lon2)
        var lonsign: Double = lon12.sign == .minus ? -1 : 1
        lon12 = AngleMath.round(lon12 * lonsign)
        let sc = AngleMath.sincosd(lon12)
        let slam12 = sc.sin, clam12 = sc.cos
        let lam12 = lon12 * AngleMath.degree

        var lat1 = AngleMath.round(lat1In), lat2 = AngleMath.round(lat2In)
        // Make |lat1| >= |lat2|.
        let swapp: Double = abs(lat1) < abs(lat2) ? -1 : 1
        if swapp < 0 {
            lonsign = -lonsign
            swap(&lat1, &lat2)
        }
        // Make lat1 <= 0.
        let latsign: Double = lat1 < 0 ? 1 : -1
        lat1 *= latsign
        lat2 *= latsign

        let r1 = reducedLatitude(lat1, centre), r2 = reducedLatitude(lat2, centre)
        let sbet1 = r1.sbet, cbet1 = r1.cbet
        var sbet2 = r2.sbet, cbet2 = r2.cbet

        // Keep symmetric cases exactly symmetric (|bet1| == |bet2|).
        if cbet1 < -sbet1 {
            if cbet2 == cbet1 { sbet2 = sbet2 < 0 ? sbet1 : -sbet1 }
        } else {
            if abs(sbet2) == -sbet1 { cbet2 = cbet1 }
        }

        let dn1 = (1 + ep2 * sbet1 * sbet1).squareRoot()
        let dn2 = (1 + ep2 * sbet2 * sbet2).squareRoot()

        var s12x = 0.0, m12x = 0.0
        var salp1 = 0.0, calp1 = 0.0, salp2 = 0.0, calp2 = 0.0
        var sig12 = 0.0
        var meridian = lat1 == -90 || slam12 == 0

        if meridian {
            // Along a meridian: the auxiliary-sphere arc is known directly.
            calp1 = clam12; salp1 = slam12
            calp2 = 1; salp2 = 0
            let ssig1 = sbet1, csig1 = calp1 * cbet1
            let ssig2 = sbet2, csig2 = calp2 * cbet2
            sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
            let l = lengths(eps: epsilon(k2: ep2), sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                            ssig2: ssig2, csig2: csig2, dn2: dn2)
            s12x = l.s12b; m12x = l.m12b
            if sig12 < 1 || m12x >= 0 {
                if sig12 < 3 * tiny || (sig12 < tol0 && (s12x < 0 || m12x < 0)) {
                    sig12 = 0; m12x = 0; s12x = 0
                }
                m12x *= b
                s12x *= b
            } else {
                meridian = false
            }
        }

        if !meridian && sbet1 == 0 && (flattening <= 0 || 180 - lon12 >= flattening * 180) {
            // Along the equator (both points on it and less than (1 − f)·180° apart).
            calp1 = 0; calp2 = 0; salp1 = 1; salp2 = 1
            s12x = equatorialRadius * lam12
        } else if !meridian {
            let start = inverseStart(sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2,
                                     dn2: dn2, lam12: lam12, slam12: slam12, clam12: clam12)
            sig12 = start.sig12
            salp1 = start.salp1; calp1 = start.calp1
            if sig12 >= 0 {
                // Short line: the starting guess is already exact to round-off.
                salp2 = start.salp2; calp2 = start.calp2
                s12x = sig12 * b * start.dnm
            } else {
                // Newton's method on alpha1 with a bisection bracket.
                var salp1a = tiny, calp1a = 1.0, salp1b = tiny, calp1b = -1.0
                var tripn = false, tripb = false
                var numit = 0
                var res = LambdaResult()
                while numit < maxit2 {
                    res = lambda12(sbet1: sbet1, cbet1: cbet1, sbet2: sbet2, cbet2: cbet2,
                                   salp1: salp1, calp1: calp1, slam120: slam12, clam120: clam12)
                    let v = res.lam12
                    if tripb || !(abs(v) >= (tripn ? 8 : 1) * tol0) { break }
                    if bounded && numit == 0,
                       let early = BoundedDistance.firstStep(self, res, v: v, salp1: salp1, cbet1: cbet1, cbet2: cbet2) {
                        return (early.distance, 0, 0, early.error)
                    }
                    if v > 0 && (numit > maxit1 || calp1 / salp1 > calp1b / salp1b) {
                        salp1b = salp1; calp1b = calp1
                    } else if v < 0 && (numit > maxit1 || calp1 / salp1 < calp1a / salp1a) {
                        salp1a = salp1; calp1a = calp1
                    }
                    numit += 1
                    // The derivative is only needed when a Newton step is about to be taken.
                    let dv = numit <= maxit1 ? lambdaDerivative(res, sbet1: sbet1, cbet2: cbet2, dn1: dn1, dn2: dn2) : 0
                    if numit <= maxit1 && dv > 0 {
                        let dalp1 = -v / dv
                        if abs(dalp1) < Double.pi {
                            // Newton steps are tiny once close; a short series is exact there.
                            let sdalp1: Double, cdalp1: Double
                            if abs(dalp1) < 1e-3 {
                                let d2 = dalp1 * dalp1
                                sdalp1 = dalp1 * (1 - d2 / 6 * (1 - d2 / 20))
                                cdalp1 = 1 - d2 / 2 * (1 - d2 / 12 * (1 - d2 / 30))
                            } else {
                                sdalp1 = sin(dalp1); cdalp1 = cos(dalp1)
                            }
                            let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                            if nsalp1 > 0 {
                                calp1 = calp1 * cdalp1 - salp1 * sdalp1
                                salp1 = nsalp1
                                AngleMath.norm(&salp1, &calp1)
                                tripn = abs(v) <= 16 * tol0
                                continue
                            }
                        }
                    }
                    salp1 = (salp1a + salp1b) / 2
                    calp1 = (calp1a + calp1b) / 2
                    AngleMath.norm(&salp1, &calp1)
                    tripn = false
                    tripb = abs(salp1a - salp1) + (calp1a - calp1) < tolb
                        || abs(salp1 - salp1b) + (calp1 - calp1b) < tolb
                }
                salp2 = res.salp2; calp2 = res.calp2
                sig12 = res.sig12
                s12x = arcDistance(eps: res.eps, sig12: res.sig12, ssig1: res.ssig1, csig1: res.csig1,
                                   ssig2: res.ssig2, csig2: res.csig2) * b
            }
        }

        let s12 = 0 + s12x
        if !azimuths { return (s12, 0, 0, 0) }
        if swapp < 0 {
            swap(&salp1, &salp2)
            swap(&calp1, &calp2)
        }
        salp1 *= swapp * lonsign; calp1 *= swapp * latsign
        salp2 *= swapp * lonsign; calp2 *= swapp * latsign
        return (s12, AngleMath.azimuth(salp1, calp1), AngleMath.azimuth(salp2, calp2), 0)
    }

    /// `ε` from `k² = e'² cos² α0` (Karney 2013, eq. 16).
    @inline(__always)
    func epsilon(k2: Double) -> Double {
        k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }

    /// Distance and reduced length on the unit auxiliary sphere scale (multiply by `b`).
    @inline(__always)
    func lengths(eps: Double, sig12: Double, ssig1: Double, csig1: Double, dn1: Double,
                 ssig2: Double, csig2: Double, dn2: Double) -> (s12b: Double, m12b: Double)
    {
        var c1 = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0), c2 = c1
        GeodesicSeries.c1(eps, &c1)
        GeodesicSeries.c2(eps, &c2)
        let a1 = GeodesicSeries.a1(eps), a2 = GeodesicSeries.a2(eps)
        let b1 = GeodesicSeries.sinSeries(c1, ssig2, csig2) - GeodesicSeries.sinSeries(c1, ssig1, csig1)
        let b2 = GeodesicSeries.sinSeries(c2, ssig2, csig2) - GeodesicSeries.sinSeries(c2, ssig1, csig1)
        let s12b = a1 * (sig12 + b1)
        let j12 = (a1 - a2) * sig12 + (a1 * b1 - a2 * b2)
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (s12b, m12b)
    }

    /// Distance only, on the scale of `b` (Karney 2013, eqs. 7, 15).
    @inline(__always)
    func arcDistance(eps: Double, sig12: Double, ssig1: Double, csig1: Double, ssig2: Double, csig2: Double) -> Double {
        var c1 = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        GeodesicSeries.c1(eps, &c1)
        let b1 = GeodesicSeries.sinSeries(c1, ssig2, csig2) - GeodesicSeries.sinSeries(c1, ssig1, csig1)
        return GeodesicSeries.a1(eps) * (sig12 + b1)
    }
}
