#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// State of one evaluation of λ12(α1) in the inverse solver.
struct LambdaResult {
    var lam12 = 0.0, salp2 = 0.0, calp2 = 0.0, sig12 = 0.0
    var ssig1 = 0.0, csig1 = 0.0, ssig2 = 0.0, csig2 = 0.0
    var eps = 0.0, calp1 = 0.0
}

extension Geodesic {
    /// Starting azimuth for Newton's method (Karney 2013, §4–5). Returns `sig12 >= 0` when the line is
    /// so short that the spherical solution with the mean radius is already exact.
    func inverseStart(sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double,
                      lam12: Double, slam12: Double, clam12: Double)
        -> (sig12: Double, salp1: Double, calp1: Double, salp2: Double, calp2: Double, dnm: Double)
    {
        let tol0 = Double.ulpOfOne
        let tol1 = 200 * tol0
        let tol2 = tol0.squareRoot()
        let xthresh = 1000 * tol2
        var sig12 = -1.0, salp2 = 0.0, calp2 = 0.0, dnm = 1.0

        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1
        let shortline = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12: Double, comg12: Double
        if shortline {
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            dnm = (1 + ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (f1 * dnm)
            somg12 = sin(omg12); comg12 = cos(omg12)
        } else {
            somg12 = slam12; comg12 = clam12
        }

        var salp1 = cbet2 * somg12
        var calp1 = comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
        let ssig12 = (salp1 * salp1 + calp1 * calp1).squareRoot()
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12

        if shortline && ssig12 < etol2 {
            salp2 = cbet1 * somg12
            calp2 = sbet12 - cbet1 * sbet2 * (comg12 >= 0 ? somg12 * somg12 / (1 + comg12) : 1 - comg12)
            AngleMath.norm(&salp2, &calp2)
            sig12 = atan2(ssig12, csig12)
        } else if abs(n) > 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(n) * Double.pi * cbet1 * cbet1 {
            // The spherical guess is good enough.
        } else {
            // Nearly antipodal: scale to the astroid problem (Karney 2013, §5).
            let lam12x = atan2(-slam12, -clam12)  // λ12 − π
            let k2 = sbet1 * sbet1 * ep2
            let eps = epsilon(k2: k2)
            let lamscale = flattening * cbet1 * a3(eps) * Double.pi
            let betscale = lamscale * cbet1
            let x = lam12x / lamscale
            let y = sbet12a / betscale
            if y > -tol1 && x > -1 - xthresh {
                salp1 = min(1, -x)
                calp1 = -(1 - salp1 * salp1).squareRoot()
            } else {
                let k = Geodesic.astroid(x, y)
                let omg12a = lamscale * (-x * k / (1 + k))
                somg12 = sin(omg12a); comg12 = -cos(omg12a)
                salp1 = cbet2 * somg12
                calp1 = sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
            }
        }
        if !(salp1 <= 0) {
            AngleMath.norm(&salp1, &calp1)
        } else {
            salp1 = 1; calp1 = 0
        }
        return (sig12, salp1, calp1, salp2, calp2, dnm)
    }

    /// The positive root `k` of `k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0` (Karney 2013, eq. 55).
    static func astroid(_ x: Double, _ y: Double) -> Double {
        let p = x * x, q = y * y
        let r = (p + q - 1) / 6
        if q == 0 && r <= 0 { return 0 }
        let s = p * q / 4
        let r2 = r * r, r3 = r * r2
        let disc = s * (s + 2 * r3)
        var u = r
        if disc >= 0 {
            var t3 = s + r3
            t3 += t3 < 0 ? -disc.squareRoot() : disc.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let ang = atan2((-disc).squareRoot(), -(s + r3))
            u += 2 * r * cos(ang / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }

    /// λ12 − λ12(target) as a function of α1 (Karney 2013, eqs. 5–8).
    @inline(__always)
    func lambda12(sbet1: Double, cbet1: Double, sbet2: Double, cbet2: Double,
                  salp1: Double, calp1 calp1In: Double, slam120: Double, clam120: Double) -> LambdaResult
    {
        let tiny = Double.leastNormalMagnitude.squareRoot()
        var r = LambdaResult()
        var calp1 = calp1In
        if sbet1 == 0 && calp1 == 0 { calp1 = -tiny }
        let salp0 = salp1 * cbet1
        let calp0 = (calp1 * calp1 + (salp1 * sbet1) * (salp1 * sbet1)).squareRoot()

        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = calp1 * cbet1
        let comg1 = csig1
        AngleMath.norm(&ssig1, &csig1)

        let salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
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

        let sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let somg12 = max(0, comg1 * somg2 - somg1 * comg2)
        let comg12 = comg1 * comg2 + somg1 * somg2
        let eta = atan2(somg12 * clam120 - comg12 * slam120, comg12 * clam120 + somg12 * slam120)
        let eps = epsilon(k2: calp0 * calp0 * ep2)
        let c3 = c3(eps)
        let b312 = GeodesicSeries.sinSeries5(c3, ssig2, csig2) - GeodesicSeries.sinSeries5(c3, ssig1, csig1)
        let domg12 = -flattening * a3(eps) * salp0 * (sig12 + b312)
        r.lam12 = eta + domg12
        r.calp1 = calp1
        r.salp2 = salp2; r.calp2 = calp2; r.sig12 = sig12
        r.ssig1 = ssig1; r.csig1 = csig1; r.ssig2 = ssig2; r.csig2 = csig2
        r.eps = eps
        return r
    }

    /// dλ12/dα1 at the state of the last ``lambda12`` evaluation (Karney 2013, eq. 46).
    @inline(__always)
    func lambdaDerivative(_ r: LambdaResult, sbet1: Double, cbet2: Double, dn1: Double, dn2: Double) -> Double {
        if r.calp2 == 0 { return -2 * f1 * dn1 / sbet1 }
        let m12b = lengths(eps: r.eps, sig12: r.sig12, ssig1: r.ssig1, csig1: r.csig1, dn1: dn1,
                           ssig2: r.ssig2, csig2: r.csig2, dn2: dn2).m12b
        return m12b * f1 / (r.calp2 * cbet2)
    }
}
