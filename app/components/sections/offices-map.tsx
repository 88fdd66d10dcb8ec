import { useId } from "react";
import { site } from "~/config/site";
/**
 * The firm's offices on a dotted outline of the Americas: where it works, drawn from the offices'
 * coordinates (`site.offices`). Inline SVG, no image to download, its labels drawn in the page's
 * font. The outline is a rough one on purpose: a map's idea, not a map.
 */
interface MappedOffice {
  id: string;
  city: string;
  /** "Florida, United States": the office's region and country in the page's language. */
  place: string;
  coordinates: { latitude: number; longitude: number };
}

const west = -140;
const north = 62;
const scale = 4;
const width = 110 * scale;
const height = 118 * scale;

// prettier-ignore
/** The Americas from the Yukon to Tierra del Fuego, in [longitude, latitude], clockwise. */
const outline: [number, number][] = [
  [-140, 62], [-140, 59], [-133, 56], [-129, 52], [-124, 48], [-124, 42], [-121, 36], [-117, 32],
  [-112, 29], [-109, 23], [-105, 20], [-100, 17], [-95, 15.5], [-91, 14], [-87, 12.5], [-85, 10],
  [-81, 7.5], [-78, 7.5], [-80, 1], [-81, -5], [-77, -12], [-71, -18], [-71, -28], [-72.5, -36],
  [-74, -43], [-75, -50], [-71, -54], [-66, -55], [-68, -50], [-65.5, -45], [-63, -41], [-57, -37],
  [-53, -34], [-48.5, -27], [-44, -23], [-40, -20], [-39, -14], [-35, -9], [-35, -5], [-40, -2.5],
  [-45, -1], [-50, 0.5], [-52, 5], [-57, 6], [-61, 9], [-64, 10.5], [-69, 11.5], [-72, 12],
  [-76, 9.5], [-79, 9], [-83, 10.5], [-84, 15], [-88, 16], [-87, 21], [-90.5, 21], [-91, 18.5],
  [-95, 18.5], [-97.5, 21.5], [-97, 26], [-94, 29.5], [-89, 30], [-85, 30], [-82.7, 28], [-81, 25.2],
  [-80, 27], [-81.3, 30.5], [-76, 35], [-74, 40], [-70, 42], [-66, 44.5], [-61, 45.5], [-56, 51.5],
  [-60, 55], [-64, 59], [-70, 61], [-77, 60], [-77, 56], [-80, 51.5], [-85, 55], [-93, 59], [-95, 62],
];

const project = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  x: (longitude - west) * scale,
  y: (north - latitude) * scale,
});

const round = (value: number) => Math.round(value * 10) / 10;
const outlinePath = `M${outline
  .map(([longitude, latitude]) => {
    const { x, y } = project({ latitude, longitude });
    return `${round(x)} ${round(y)}`;
  })
  .join("L")}Z`;

export function OfficesMap({ offices }: { offices: MappedOffice[] }) {
  return <DottedMap offices={offices} labelled />;
}

/**
 * The same map beside the home page's headline: the outline, the offices' squares and routes and
 * their cities' names (proper names, the same in every language), hidden from assistive technology:
 * the footer lists the offices.
 */
export function OfficesBackdrop({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={className}>
      <DottedMap offices={site.offices.map((office) => ({ ...office, place: "" }))} labelled={false} />
    </div>
  );
}

function DottedMap({ offices, labelled }: { offices: MappedOffice[]; labelled: boolean }) {
  const dotsId = useId();
  // West to east: each office's label goes on the side with room, the links follow the order.
  const points = offices
    .map((office) => ({ ...office, ...project(office.coordinates) }))
    .sort((a, b) => a.x - b.x);
  const links = points.slice(1).map((to, index) => {
    const from = points[index]!;
    // A gentle arc, bowed to the north-east of the straight line.
    const cx = (from.x + to.x) / 2 + (to.y - from.y) * 0.25;
    const cy = (from.y + to.y) / 2 - (to.x - from.x) * 0.25;
    return `M${round(from.x)} ${round(from.y)}Q${round(cx)} ${round(cy)} ${round(to.x)} ${round(to.y)}`;
  });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      {...(labelled ? { role: "img", "aria-label": offices.map((office) => office.city).join(", ") } : {})}
      focusable="false"
      className={labelled ? "mx-auto block h-auto w-full max-w-md" : "block h-full w-auto"}
    >
      <defs>
        <pattern id={dotsId} width="9" height="9" patternUnits="userSpaceOnUse">
          <circle cx="4.5" cy="4.5" r="1.6" className="fill-navy-500" />
        </pattern>
      </defs>
      <path d={outlinePath} fill={`url(#${dotsId})`} />
      <g fill="none" className="stroke-accent-400" strokeWidth="1.5" strokeLinecap="round">
        {links.map((d) => (
          <path key={d} d={d} strokeDasharray="1 5" />
        ))}
      </g>
      {points.map((point) => {
        // The label on the side with room: right of the office, or left of it in the east.
        const right = point.x / width < 0.6;
        const x = point.x + (right ? 20 : -20);
        return (
          <g key={point.id}>
            <circle cx={point.x} cy={point.y} r="14" className="fill-accent-400/15" />
            <rect x={point.x - 5} y={point.y - 5} width="10" height="10" className="fill-accent-300" />
            <text
              x={x}
              y={point.place ? point.y - 3 : point.y + 7}
              textAnchor={right ? "start" : "end"}
              className="fill-white text-[20px] font-semibold"
            >
              {point.city}
            </text>
            {point.place ? (
              <text
                x={x}
                y={point.y + 17}
                textAnchor={right ? "start" : "end"}
                className="fill-navy-300 text-[15.5px]"
              >
                {point.place}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
