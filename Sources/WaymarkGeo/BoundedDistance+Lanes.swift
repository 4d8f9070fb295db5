extension BoundedDistance {
    typealias Lanes = SIMD4<Double>

    /// ``shortLineRest(_:_:)`` for four lines at once, one in each lane of a `SIMD4<Double>`: the same
    /// operations in the same order (each lane's arithmetic is IEEE, so each result is the scalar one to
    /// the bit), which the processor runs side by side instead of one long chain of divisions and square
    /// roots after the other. A lane that leaves the common path — a guard of the scalar code, a sine or
    /// cosine beyond the first quarter turn, both points on one parallel, or an arctangent outside the
    /// Taylor range — is computed by the scalar code instead, so the results are always exactly those of
    /// ``shortLineRest(_:_:)``.
    @inline(__always)
    static func shortLineRest(_ g: Geodesic, _ s: FourStarts) -> FourResults {
        func lanes(_ f: (ShortLineStart) -> Double) -> Lanes { Lanes(f(s.0), f(s.1), f(s.2), f(s.3)) }
        let sbet1 = lanes(\.sbet1), cbet1 = lanes(\.cbet1), sbet2 = lanes(\.sbet2), cbet2 = lanes(\.cbet2)
        let lon12 = lanes(\.lon12), lam12 = lanes(\.lam12), slam12 = lanes(\.slam12), clam12 = lanes(\.clam12)

        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        var ok = (cbet12 .>= 0) .& (sbet12 .< 0.5) .& (cbet2 * lam12 .< 0.5)
        var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
        sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
        let dnm = (1 + g.ep2 * sbetm2).squareRoot()
        let omg12 = lon12 / (g.f1 * dnm)
        // `UnitVector.sinCos(degrees:)` takes no quarter turn off below 45°: `Int(x / 90 + 0.5)` is 0.
        ok .&= (omg12 .< 180) .& (omg12 / 90 + 0.5 .< 1) .& (omg12 .>= 0)
        let so = sinCosFirstQuarter(degrees: omg12)
        let somg12 = so.sin, comg12 = so.cos
        ok .&= comg12 .>= 0
        var salp1 = cbet2 * somg12
        var calp1 = sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
        let ssig12 = (salp1 * salp1 + calp1 * calp1).squareRoot()
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12
        ok .&= (ssig12 .>= g.etol2) .& ((csig12 .>= 0) .| SIMDMask(repeating: abs(g.n) > 0.1)) .& (salp1 .> 0)
        norm(&salp1, &calp1)

        let salp0 = salp1 * cbet1
        let calp0 = (calp1 * calp1 + (salp1 * sbet1) * (salp1 * sbet1)).squareRoot()
        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = calp1 * cbet1
        let comg1 = csig1
        norm(&ssig1, &csig1)
        let across = (cbet2 - cbet1) * (cbet1 + cbet2), along = (sbet1 - sbet2) * (sbet1 + sbet2)
        let calp2 = ((calp1 * cbet1) * (calp1 * cbet1) + along.replacing(with: across, where: cbet1 .< -sbet1))
            .squareRoot() / cbet2
        var ssig2 = sbet2
        let somg2 = salp0 * sbet2
        var csig2 = calp2 * cbet2
        let comg2 = csig2
        norm(&ssig2, &csig2)
        let sigY = csig1 * ssig2 - ssig1 * csig2
        let sig12 = smallAtan2(Lanes.zero.replacing(with: sigY, where: sigY .>= 0), csig1 * csig2 + ssig1 * ssig2, &ok)
        let somgY = comg1 * somg2 - somg1 * comg2
        let somg12b = Lanes.zero.replacing(with: somgY, where: somgY .>= 0)
        let comg12b = comg1 * comg2 + somg1 * somg2
        let eta = smallAtan2(somg12b * clam12 - comg12b * slam12, comg12b * clam12 + somg12b * slam12, &ok)
        let k2 = calp0 * calp0 * g.ep2
        let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
        let c3 = c3Lanes(g, eps)
        let b312 = sinSeries((c3.0, c3.1, c3.2, c3.3, c3.4, .zero), ssig2, csig2)
            - sinSeries((c3.0, c3.1, c3.2, c3.3, c3.4, .zero), ssig1, csig1)
        let x = g.a3x
        let a3 = 1 - eps * (x.1 + eps * (x.2 + eps * (x.3 + eps * (x.4 + eps * x.5))))
        let v = eta - g.flattening * a3 * salp0 * (sig12 + b312)
        let c1 = c1Lanes(eps)
        let b1 = sinSeries(c1, ssig2, csig2) - sinSeries(c1, ssig1, csig1)
        let e2 = eps * eps
        let t = e2 * (e2 * (e2 + 4) + 64) / 256
        let sGuess = (1 + t) / (1 - eps) * (sig12 + b1) * g.b

        func result(_ i: Int, _ start: ShortLineStart) -> (distance: Double, error: Double)? {
            // Both points on one parallel take `|cos α1|` in the scalar code: that lane goes there.
            let sameParallel = start.cbet2 == start.cbet1 && abs(start.sbet2) == -start.sbet1
            return ok[i] && !sameParallel
                ? corrected(g, sGuess: sGuess[i], v: v[i], salp0: salp0[i], cbet1: start.cbet1, cbet2: start.cbet2)
                : shortLineRest(g, start)
        }
        return (result(0, s.0), result(1, s.1), result(2, s.2), result(3, s.3))
    }

    typealias FourStarts = (ShortLineStart, ShortLineStart, ShortLineStart, ShortLineStart)
    typealias FourResults = ((distance: Double, error: Double)?, (distance: Double, error: Double)?,
                             (distance: Double, error: Double)?, (distance: Double, error: Double)?)

    /// `UnitVector.sinCos(degrees:)` in each lane for angles it takes no quarter turn off (`x / 90 + 0.5`
    /// below 1).
    @inline(__always)
    static func sinCosFirstQuarter(degrees x: Lanes) -> (sin: Lanes, cos: Lanes) {
        let r = (x - 0) * AngleMath.degree
        let r2 = r * r
        var s = Lanes(repeating: -1.0 / 1_307_674_368_000)
        s = s * r2 + 1.0 / 6_227_020_800
        s = s * r2 - 1.0 / 39_916_800
        s = s * r2 + 1.0 / 362_880
        s = s * r2 - 1.0 / 5_040
        s = s * r2 + 1.0 / 120
        s = s * r2 - 1.0 / 6
        s = r + r * r2 * s
        var k = Lanes(repeating: 1.0 / 20_922_789_888_000)
        k = k * r2 - 1.0 / 87_178_291_200
        k = k * r2 + 1.0 / 479_001_600
        k = k * r2 - 1.0 / 3_628_800
        k = k * r2 + 1.0 / 40_320
        k = k * r2 - 1.0 / 720
        k = k * r2 + 1.0 / 24
        k = k * r2 - 0.5
        k = 1 + r2 * k
        return (s, k)
    }

    /// `AngleMath.norm` in each lane (a lane of length 0 is left as it is).
    @inline(__always)
    static func norm(_ y: inout Lanes, _ x: inout Lanes) {
        let h = (x * x + y * y).squareRoot()
        let positive = h .> 0
        y = y.replacing(with: y / h, where: positive)
        x = x.replacing(with: x / h, where: positive)
    }

    /// ``smallAtan2(_:_:)`` in each lane; a lane outside its Taylor range is taken out of `ok`.
    @inline(__always)
    static func smallAtan2(_ y: Lanes, _ x: Lanes, _ ok: inout SIMDMask<SIMD4<Int64>>) -> Lanes {
        let absY = y.replacing(with: -y, where: y .< 0)
        ok .&= (x .> 0) .& (absY .<= 0.125 * x)
        let t = y / x, t2 = t * t
        var p = Lanes(repeating: 1.0 / 17)
        p = p * t2 - 1.0 / 15
        p = p * t2 + 1.0 / 13
        p = p * t2 - 1.0 / 11
        p = p * t2 + 1.0 / 9
        p = p * t2 - 1.0 / 7
        p = p * t2 + 1.0 / 5
        p = p * t2 - 1.0 / 3
        return t + t * t2 * p
    }

    /// `Geodesic.c3` in each lane.
    @inline(__always)
    static func c3Lanes(_ g: Geodesic, _ eps: Lanes) -> (Lanes, Lanes, Lanes, Lanes, Lanes) {
        let x = g.c3x
        let e2 = eps * eps, e3 = e2 * eps, e4 = e3 * eps, e5 = e4 * eps
        let c1 = eps * x.0 + e2 * x.1 + e3 * x.2 + e4 * x.3 + e5 * x.4
        let c2 = e2 * x.5 + e3 * x.6 + e4 * x.7 + e5 * x.8
        let c3 = e3 * x.9 + e4 * x.10 + e5 * x.11
        let c4 = e4 * x.12 + e5 * x.13
        let c5 = e5 * x.14
        return (c1, c2, c3, c4, c5)
    }

    /// `GeodesicSeries.c1` in each lane.
    @inline(__always)
    static func c1Lanes(_ eps: Lanes) -> (Lanes, Lanes, Lanes, Lanes, Lanes, Lanes) {
        let e2 = eps * eps
        var d = eps
        let c0 = d * (e2 * (6 - e2) - 16) / 32
        d *= eps
        let c1 = d * (e2 * (64 - 9 * e2) - 128) / 2048
        d *= eps
        let c2 = d * (9 * e2 - 16) / 768
        d *= eps
        let c3 = d * (3 * e2 - 5) / 512
        d *= eps
        let c4 = -7 * d / 1280
        d *= eps
        let c5 = -7 * d / 2048
        return (c0, c1, c2, c3, c4, c5)
    }

    /// `GeodesicSeries.sinSeries` in each lane.
    @inline(__always)
    static func sinSeries(_ c: (Lanes, Lanes, Lanes, Lanes, Lanes, Lanes), _ s: Lanes, _ co: Lanes) -> Lanes {
        let ar = 2 * (co - s) * (co + s)
        var y0 = Lanes.zero, y1 = Lanes.zero
        var y = ar * y1 - y0 + c.5; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.4; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.3; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.2; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.1; y0 = y1; y1 = y
        y = ar * y1 - y0 + c.0; y0 = y1; y1 = y
        return 2 * s * co * y1
    }
}

extension Geodesic {
    typealias Bounded = (distance: Double, error: Double)

    /// ``boundedDistance(from:_:_:)`` for four points at once: the same four results, the common short
    /// lines computed side by side (``BoundedDistance/shortLineRest(_:_:)``).
    @inline(__always)
    func boundedDistances(from centre: InverseCentre, _ p: (Coordinate, Coordinate, Coordinate, Coordinate))
        -> (Bounded, Bounded, Bounded, Bounded)
    {
        if let s0 = BoundedDistance.shortLineStart(self, centre, p.0.latitude, p.0.longitude),
           let s1 = BoundedDistance.shortLineStart(self, centre, p.1.latitude, p.1.longitude),
           let s2 = BoundedDistance.shortLineStart(self, centre, p.2.latitude, p.2.longitude),
           let s3 = BoundedDistance.shortLineStart(self, centre, p.3.latitude, p.3.longitude) {
            let r = BoundedDistance.shortLineRest(self, (s0, s1, s2, s3))
            return (r.0 ?? solvedBounded(centre, p.0), r.1 ?? solvedBounded(centre, p.1),
                    r.2 ?? solvedBounded(centre, p.2), r.3 ?? solvedBounded(centre, p.3))
        }
        func one(_ c: Coordinate) -> Bounded { boundedDistance(from: centre, c.latitude, c.longitude) }
        return (one(p.0), one(p.1), one(p.2), one(p.3))
    }

    /// The solver's bounded distance (what ``boundedDistance(from:_:_:)`` returns when the short line
    /// does not apply).
    @inline(__always)
    func solvedBounded(_ centre: InverseCentre, _ p: Coordinate) -> Bounded {
        let r = solveInverse(centre.latitude, centre.longitude, p.latitude, p.longitude, azimuths: false, centre: centre,
                             bounded: true)
        return (r.s12, r.error)
    }
}
