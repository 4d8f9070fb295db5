// The JavaScript anchor for `make bench` (WAYMARK_BENCH=geo): geokdbush 2.1.0 over kdbush 4 on the
// same workload as Sources/WaymarkBench/GeoBench.swift — 1,000,000 points and 100,000 queries
// uniform on the sphere from SplitMix64 seeded 42 (latitude asin(2u − 1), longitude 360v − 180,
// u and v the top 53 bits of one draw each, points first, then queries).
//
// Usage: node scripts/bench/geokdbush_anchor.mjs GEOKDBUSH_DIR
// GEOKDBUSH_DIR is a geokdbush checkout whose node_modules holds kdbush and tinyqueue (npm install, or
// copies of their sources). Nothing of theirs is kept in this repository.
// Prints one `anchor.<name> <value>` line per figure; times are in-process medians (ms, µs/query), each
// with the process CPU time of the median run (`_cpu_`): the build timed 7 times, each query pass 3 times
// after one untimed pass, as GeoBench times Waymark's. GeoBench runs this once a round, alternating with
// its own measurement, and divides round by round.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
if (!dir) {
    console.error('usage: node geokdbush_anchor.mjs GEOKDBUSH_DIR');
    process.exit(2);
}
const geokdbush = await import(pathToFileURL(path.join(dir, 'index.js')).href);
const KDBush = (await import(pathToFileURL(path.join(dir, 'node_modules', 'kdbush', 'index.js')).href)).default;

// SplitMix64, as WaymarkCore.SeededGenerator (seed 42) in GeoBench.swift.
let state = 42n;
const mask = (1n << 64n) - 1n;
function next() {
    state = (state + 0x9E3779B97F4A7C15n) & mask;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & mask;
    return z ^ (z >> 31n);
}
const unit = () => Number(next() >> 11n) / 9007199254740992;
function coordinates(n) {
    const lat = new Float64Array(n), lon = new Float64Array(n);
    for (let i = 0; i < n; i++) {
        lat[i] = Math.asin(2 * unit() - 1) * 180 / Math.PI;
        lon[i] = 360 * unit() - 180;
    }
    return { lat, lon, n };
}
const points = coordinates(1_000_000);
const queries = coordinates(100_000);
let checksum = 0;
for (let i = 0; i < points.n; i++) checksum += points.lat[i] + points.lon[i];
for (let i = 0; i < queries.n; i++) checksum += queries.lat[i] + queries.lon[i];
console.log(`anchor.checksum ${checksum.toFixed(6)}`);

// Runs `body` `runs` times; returns the median wall time (ms) and the process CPU time of that run
// (ms, user + system, so a busy machine shows the cost without the waiting).
function timed(runs, body) {
    const times = [];
    for (let r = 0; r < runs; r++) {
        const c0 = process.cpuUsage();
        const t0 = process.hrtime.bigint();
        body();
        const wall = Number(process.hrtime.bigint() - t0) / 1e6;
        const c = process.cpuUsage(c0);
        times.push({ wall, cpu: (c.user + c.system) / 1e3 });
    }
    times.sort((a, b) => a.wall - b.wall);
    return times[times.length >> 1];
}

let index;
const build = timed(7, () => {
    index = new KDBush(points.n);
    for (let i = 0; i < points.n; i++) index.add(points.lon[i], points.lat[i]);
    index.finish();
});
console.log(`anchor.build_ms ${build.wall.toFixed(1)}`);
console.log(`anchor.build_cpu_ms ${build.cpu.toFixed(1)}`);

let found = 0;
const within = () => {
    found = 0;
    for (let i = 0; i < queries.n; i++) found += geokdbush.around(index, queries.lon[i], queries.lat[i], Infinity, 10).length;
};
within();  // warm-up
const withinMs = timed(3, within);
console.log(`anchor.within10km_us ${(withinMs.wall * 1e3 / queries.n).toFixed(3)}`);
console.log(`anchor.within10km_cpu_us ${(withinMs.cpu * 1e3 / queries.n).toFixed(3)}`);
console.log(`anchor.within10km_hits ${found}`);

const nearest = () => {
    found = 0;
    for (let i = 0; i < queries.n; i++) found += geokdbush.around(index, queries.lon[i], queries.lat[i], 10).length;
};
nearest();  // warm-up
const nearestMs = timed(3, nearest);
console.log(`anchor.nearest10_us ${(nearestMs.wall * 1e3 / queries.n).toFixed(3)}`);
console.log(`anchor.nearest10_cpu_us ${(nearestMs.cpu * 1e3 / queries.n).toFixed(3)}`);
console.log(`anchor.nearest10_hits ${found}`);
