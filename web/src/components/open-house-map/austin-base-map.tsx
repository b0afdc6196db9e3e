import { projectToPercent, type TLatLng } from '../../lib/map/map-projection';

/** The drawing's coordinate space: 400 × 300 for the 4:3 map, so 1 % of the width is 4 units. */
const WIDTH = 400;
const HEIGHT = 300;

/** A (lat, lng) in the drawing's units. */
const xy = ([lat, lng]: readonly [number, number]) => {
  const { x, y } = projectToPercent({ lat, lng } satisfies TLatLng);
  return { x: (x / 100) * WIDTH, y: (y / 100) * HEIGHT };
};
const path = (points: readonly (readonly [number, number])[]) =>
  points
    .map(xy)
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

/* Approximate courses (lat, lng) of the features a visitor finds their way by; the same projection as the pins. */
const RIVER = [[30.367, -97.9], [30.345, -97.86], [30.32, -97.815], [30.296, -97.787], [30.278, -97.775], [30.267, -97.762], [30.264, -97.75], [30.262, -97.737], [30.252, -97.72], [30.248, -97.705], [30.243, -97.69], [30.232, -97.665], [30.222, -97.64], [30.21, -97.61], [30.2, -97.59]] as const;
const INTERSTATE_35 = [[30.367, -97.69], [30.33, -97.703], [30.3, -97.718], [30.28, -97.73], [30.267, -97.737], [30.254, -97.735], [30.23, -97.752], [30.2, -97.775], [30.167, -97.79]] as const;
const MOPAC = [[30.367, -97.742], [30.33, -97.752], [30.3, -97.771], [30.276, -97.771], [30.25, -97.786], [30.22, -97.81], [30.167, -97.85]] as const;
const US_183 = [[30.367, -97.79], [30.35, -97.745], [30.335, -97.71], [30.31, -97.68], [30.27, -97.665], [30.22, -97.66], [30.167, -97.67]] as const;
const BEN_WHITE = [[30.23, -97.893], [30.228, -97.83], [30.224, -97.8], [30.218, -97.76], [30.214, -97.72], [30.205, -97.67], [30.19, -97.593]] as const;
const US_290_EAST = [[30.322, -97.71], [30.328, -97.67], [30.34, -97.62], [30.345, -97.593]] as const;
const CONGRESS = [[30.2747, -97.7404], [30.262, -97.745], [30.245, -97.75], [30.22, -97.762], [30.167, -97.785]] as const;
const LAMAR = [[30.367, -97.722], [30.33, -97.738], [30.3, -97.747], [30.27, -97.752], [30.245, -97.765], [30.2, -97.79]] as const;

const LABELS: readonly { text: string; at: readonly [number, number]; isMajor?: boolean }[] = [
  { text: 'Downtown', at: [30.2705, -97.7431], isMajor: true },
  { text: 'Lady Bird Lake', at: [30.2575, -97.762] },
  { text: 'Hyde Park', at: [30.307, -97.73] },
  { text: 'Mueller', at: [30.298, -97.699] },
  { text: 'East Austin', at: [30.266, -97.712] },
  { text: 'Zilker', at: [30.262, -97.778] },
  { text: 'South Congress', at: [30.238, -97.756] },
  { text: 'Tarrytown', at: [30.297, -97.77] },
  { text: 'Crestview', at: [30.348, -97.729] },
  { text: 'I-35', at: [30.345, -97.7], isMajor: true },
  { text: 'MoPac', at: [30.345, -97.755], isMajor: true },
];

const GRID_LINES = Array.from({ length: 9 }, (_, i) => (i + 1) * 10);

/**
 * A self-contained drawing of central Austin (river, major roads, a street grid, neighbourhood names):
 * no map service and no external request. Decorative: the pins and the list carry the information.
 */
export function AustinBaseMap() {
  const zilker = xy([30.2665, -97.7725]);
  const capitol = xy([30.2747, -97.7404]);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
      <rect width={WIDTH} height={HEIGHT} fill="#f3f1ea" />
      <g stroke="#e4e0d4" strokeWidth="0.6">
        {GRID_LINES.map((p) => (
          <line key={`v${p}`} x1={(p / 100) * WIDTH} y1="0" x2={(p / 100) * WIDTH} y2={HEIGHT} />
        ))}
        {GRID_LINES.map((p) => (
          <line key={`h${p}`} x1="0" y1={(p / 100) * HEIGHT} x2={WIDTH} y2={(p / 100) * HEIGHT} />
        ))}
      </g>
      <ellipse cx={zilker.x} cy={zilker.y} rx="14" ry="8" fill="#d5e8c8" />
      <polyline points={path(RIVER)} fill="none" stroke="#a9cfe8" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <polyline points={path(LAMAR)} stroke="#ffffff" strokeWidth="2" />
        <polyline points={path(CONGRESS)} stroke="#ffffff" strokeWidth="2" />
        <polyline points={path(BEN_WHITE)} stroke="#f6d08a" strokeWidth="3" />
        <polyline points={path(US_290_EAST)} stroke="#f6d08a" strokeWidth="3" />
        <polyline points={path(US_183)} stroke="#f6d08a" strokeWidth="3" />
        <polyline points={path(MOPAC)} stroke="#f2b66b" strokeWidth="3.5" />
        <polyline points={path(INTERSTATE_35)} stroke="#f2b66b" strokeWidth="4" />
      </g>
      <circle cx={capitol.x} cy={capitol.y} r="2.5" fill="#9a8f7a" />
      <g fontFamily="ui-sans-serif, system-ui, sans-serif" textAnchor="middle" fill="#6b6458">
        {LABELS.map(({ text, at, isMajor }) => {
          const { x, y } = xy(at);
          return (
            <text key={text} x={x} y={y} fontSize={isMajor ? 8 : 6.5} fontWeight={isMajor ? 600 : 400} stroke="#f3f1ea" strokeWidth="2" paintOrder="stroke">
              {text}
            </text>
          );
        })}
      </g>
      <g transform={`translate(${WIDTH - 78}, ${HEIGHT - 14})`} fill="#6b6458" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="6.5">
        {/* 0.3° of longitude span 28.9 km at Austin's latitude: 5 km is 69 units of the 400. */}
        <rect width="69" height="2" y="4" />
        <text x="0" y="0">0</text>
        <text x="69" y="0" textAnchor="end">5 km</text>
      </g>
      <g transform={`translate(${WIDTH - 14}, 16)`} fill="#6b6458" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="7" textAnchor="middle">
        <path d="M0,-9 L4,1 L0,-2 L-4,1 Z" />
        <text y="10">N</text>
      </g>
    </svg>
  );
}
