/**
 * `npm run covers`: draws the six house covers of the blog (`public/images/blog/1.svg` to `6.svg`)
 * in the brand's one pattern, the dots of the offices' map (`OfficesMap`): a navy field of faint
 * dots, and on it the article's figure drawn by lighting dots, teal for what the article is about,
 * white for its frame. Run it after changing a figure; commit the result. An editor's cover for a
 * new article is a photo or an SVG of their own (`docs/publishing.md`).
 *
 * Every lit dot is one segment of a single path with round caps (`M x y h0`), a few bytes each: a
 * cover weighs a few kilobytes, as the illustrations it replaces did.
 */
import fs from "node:fs";

const width = 1200;
const height = 630;
/** The grid's pitch: the offices' map sets its dots 9 apart on a 360-wide figure. */
const pitch = 20;
const columns = Math.floor(width / pitch);
const rows = Math.floor(height / pitch);
const origin = { x: (width - (columns - 1) * pitch) / 2, y: (height - (rows - 1) * pitch) / 2 };

type Tone = "accent" | "frame";
/** A figure: the dots it lights, by column and row, each in a tone. */
type Figure = Map<string, Tone>;

function figure(): Figure & { light(column: number, row: number, tone: Tone): void } {
  const lit = new Map<string, Tone>() as Figure & { light(column: number, row: number, tone: Tone): void };
  lit.light = (column, row, tone) => {
    const c = Math.round(column);
    const r = Math.round(row);
    if (c < 0 || r < 0 || c >= columns || r >= rows) return;
    // Teal wins where a frame and the subject meet.
    if (lit.get(`${c},${r}`) !== "accent") lit.set(`${c},${r}`, tone);
  };
  return lit;
}

type Lit = ReturnType<typeof figure>;

/** The dots along a line, one per grid step of its longer side. */
function line(lit: Lit, from: [number, number], to: [number, number], tone: Tone, every = 1) {
  const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]));
  for (let step = 0; step <= steps; step += every) {
    const t = steps === 0 ? 0 : step / steps;
    lit.light(from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, tone);
  }
}

function polyline(lit: Lit, points: [number, number][], tone: Tone, every = 1) {
  points.slice(1).forEach((point, index) => line(lit, points[index]!, point, tone, every));
}

function box(lit: Lit, left: number, top: number, right: number, bottom: number, tone: Tone, filled = false) {
  for (let c = left; c <= right; c++)
    for (let r = top; r <= bottom; r++)
      if (filled || c === left || c === right || r === top || r === bottom) lit.light(c, r, tone);
}

/** The dots within `radius` of a centre (`ring`: only those near its edge). */
function disc(lit: Lit, cx: number, cy: number, radius: number, tone: Tone, ring = false) {
  for (let c = Math.floor(cx - radius); c <= Math.ceil(cx + radius); c++)
    for (let r = Math.floor(cy - radius); r <= Math.ceil(cy + radius); r++) {
      const distance = Math.hypot(c - cx, r - cy);
      if (distance <= radius + 0.25 && (!ring || distance >= radius - 0.75)) lit.light(c, r, tone);
    }
}

/** The edge of a shape (the dots inside it with a neighbour outside). */
function outline(lit: Lit, inside: (column: number, row: number) => boolean, tone: Tone) {
  for (let c = 0; c < columns; c++)
    for (let r = 0; r < rows; r++)
      if (inside(c, r) && !(inside(c - 1, r) && inside(c + 1, r) && inside(c, r - 1) && inside(c, r + 1)))
        lit.light(c, r, tone);
}

/** A smooth curve through `points` (Catmull-Rom), sampled finely enough to leave no gap. */
function curve(lit: Lit, points: [number, number][], tone: Tone, thickness = 0) {
  for (let index = 0; index < points.length - 1; index++) {
    const [p0, p1, p2, p3] = [
      points[index - 1] ?? points[index]!,
      points[index]!,
      points[index + 1]!,
      points[index + 2] ?? points[index + 1]!,
    ];
    for (let t = 0; t <= 1; t += 0.02) {
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (axis: 0 | 1) =>
        0.5 *
        (2 * p1[axis] +
          (-p0[axis] + p2[axis]) * t +
          (2 * p0[axis] - 5 * p1[axis] + 4 * p2[axis] - p3[axis]) * t2 +
          (-p0[axis] + 3 * p1[axis] - 3 * p2[axis] + p3[axis]) * t3);
      for (let offset = 0; offset <= thickness; offset++) lit.light(at(0), at(1) + offset, tone);
    }
  }
}

/**
 * The figure of each article, on a grid of `columns` × `rows` (60 × 31), inside columns 12 to 48:
 * the featured card crops a cover's sides to fit its height, and keeps the middle 60 %.
 */
const figures: Record<number, (lit: Lit) => void> = {
  // The future of AI: a network's layers of nodes, the one path through them that the article follows, lit.
  1: (lit) => {
    const layers = [
      [13, [9, 15, 21]],
      [21, [6, 12, 18, 24]],
      [29, [9, 15, 21]],
      [37, [6, 12, 18, 24]],
      [44, [12, 18]],
    ] as const;
    const path = [15, 12, 15, 18, 18];
    layers.forEach(([x, ys]) => ys.forEach((y) => disc(lit, x, y, 1, "frame")));
    polyline(
      lit,
      layers.map(([x], index) => [x, path[index]!] as [number, number]),
      "accent",
    );
    layers.forEach(([x], index) => disc(lit, x, path[index]!, 1.5, "accent"));
    disc(lit, 44, 18, 4, "accent", true);
  },
  // Measuring a transformation's return: columns of dots that rise, the last one lit, a trend over them.
  2: (lit) => {
    const heights = [5, 7, 6, 10, 12, 11, 16, 19];
    heights.forEach((h, index) => {
      const left = 14 + index * 4;
      box(lit, left, 26 - h, left + 1, 26, index === heights.length - 1 ? "accent" : "frame", true);
    });
    line(lit, [12, 27], [48, 27], "frame");
    polyline(
      lit,
      heights.map((h, index) => [14.5 + index * 4, 23 - h] as [number, number]),
      "accent",
    );
  },
  // Automation beside people: three automated steps, each handing on to the next, the last to a
  // person (the ring), who keeps the judgement.
  3: (lit) => {
    [12, 21, 30].forEach((left) => {
      box(lit, left, 12, left + 5, 18, "frame");
      box(lit, left + 2, 14, left + 3, 16, "accent", true);
      line(lit, [left + 6, 15], [left + 8, 15], "accent");
    });
    line(lit, [38, 15], [40, 15], "accent");
    disc(lit, 45, 15, 4, "accent", true);
    disc(lit, 45, 15, 1, "accent");
  },
  // From analytics to action: a line of data rising to a decision point, against a dotted forecast.
  4: (lit) => {
    box(lit, 12, 5, 48, 26, "frame");
    curve(
      lit,
      [
        [15, 22],
        [21, 19],
        [26, 21],
        [31, 15],
        [36, 17],
        [41, 10],
        [45, 8],
      ],
      "accent",
      1,
    );
    line(lit, [15, 23], [45, 18], "frame", 2);
    disc(lit, 45, 8, 2, "accent");
  },
  // Cloud migration: three racks below, a cloud above, the moves between them.
  5: (lit) => {
    const puffs = [
      [23, 11, 4],
      [30, 8.5, 5.5],
      [37, 11, 4],
    ] as const;
    outline(
      lit,
      (c, r) => r <= 14 && puffs.some(([x, y, radius]) => Math.hypot(c - x, r - y) <= radius),
      "accent",
    );
    [13, 27, 41].forEach((left) => {
      for (const top of [21, 24, 27]) box(lit, left, top, left + 6, top + 1, "frame");
      line(lit, [left + 3, 19], [left + 3 < 30 ? 27 : 33, 16], "accent", 2);
    });
  },
  // The psychology of change: the change curve, its dip and its climb past where it started.
  6: (lit) => {
    line(lit, [12, 27], [48, 27], "frame", 2);
    curve(
      lit,
      [
        [12, 9],
        [17, 10],
        [22, 19],
        [27, 23],
        [32, 20],
        [38, 12],
        [43, 7],
        [48, 4],
      ],
      "accent",
      1,
    );
  },
};

/** The lit dots of one tone as one path: a zero-length segment per dot, drawn by round caps. */
function dots(lit: Figure, tone: Tone) {
  return [...lit]
    .filter(([, value]) => value === tone)
    .map(([key]) => {
      const [c, r] = key.split(",").map(Number) as [number, number];
      return `M${origin.x + c * pitch} ${origin.y + r * pitch}h0`;
    })
    .join("");
}

function cover(draw: (lit: Lit) => void): string {
  const lit = figure();
  draw(lit);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1f3a"/>
      <stop offset="1" stop-color="#12305a"/>
    </linearGradient>
    <pattern id="dots" x="${origin.x - pitch / 2}" y="${origin.y - pitch / 2}" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse">
      <circle cx="${pitch / 2}" cy="${pitch / 2}" r="2" fill="#fff" fill-opacity="0.08"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <path d="${dots(lit, "frame")}" stroke="#fff" stroke-opacity="0.42" stroke-width="6" stroke-linecap="round"/>
  <path d="${dots(lit, "accent")}" stroke="#2dd4bf" stroke-width="8" stroke-linecap="round"/>
</svg>
`;
}

for (const [id, draw] of Object.entries(figures)) {
  const file = `public/images/blog/${id}.svg`;
  fs.writeFileSync(file, cover(draw));
  console.log(`${file}: ${fs.statSync(file).size} bytes`);
}
