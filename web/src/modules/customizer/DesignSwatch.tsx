/**
 * A small picture of a design (layout) on a panel (default the front) of the product's garment (C1), in the team
 * colours: the front panel, its sewn zones, the design's pattern zones (`designZones` of
 * @tas/garments, the same the 3D texture paints) and the trims over them. An inline SVG drawn
 * from data: nothing is downloaded, so the design picker's at most 7 previews cost no requests.
 */
import { designZones, flatBounds, frontFlat } from '@tas/garments';
import { useId, useMemo } from 'react';
import type { Garment } from '../../gql/graphql';

/** Template zones of this colour index are trims (rib, cuffs, bands), drawn over the design. */
const TRIM_COLOR_INDEX = 2;

function pathOf(outline: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < outline.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${outline[i]} ${outline[i + 1]}`;
  return `${d}Z`;
}

export function DesignSwatch({
  garment,
  code,
  colors,
  size = 56,
  panel = 'front',
  flat = false,
}: {
  garment: Pick<Garment, 'id' | 'panels' | 'zones'>;
  code: string;
  /** Team colours `#rrggbb` in zone colour order. */
  colors: readonly string[];
  /** Height in px. */
  size?: number;
  /** The panel drawn (default `front`): a proof sheet draws every panel flat (issue 18). */
  panel?: string;
  /**
   * Draw the front flat (@tas/garments `frontFlat`): sleeves and hood behind the front panel in
   * the primary colour, so the picture shows the garment's cut (product thumbnails).
   */
  flat?: boolean;
}) {
  const id = useId();
  const front = garment.panels.find((p) => p.name === panel);
  const zones = useMemo(() => (front ? designZones(garment, code, [panel]) : []), [garment, code, front, panel]);
  const behind = useMemo(() => (flat ? frontFlat(garment).filter((s) => s.behind) : []), [flat, garment]);
  if (!front) return null;
  const [minX, minY, maxX, maxY] = flatBounds([{ panel, outline: front.outline, behind: false }, ...behind]);
  const color = (index: number) => colors[index] ?? colors[0] ?? '#9ca3af';
  const templateZones = garment.zones.filter((z) => z.panel === panel);
  const clip = `${id}-clip`;
  return (
    <svg
      className="design-swatch"
      aria-hidden="true"
      focusable="false"
      height={size}
      width={(size * (maxX - minX)) / (maxY - minY)}
      viewBox={`${minX} ${-maxY} ${maxX - minX} ${maxY - minY}`}
    >
      <defs>
        <clipPath id={clip}>
          <path d={pathOf(front.outline)} />
        </clipPath>
        {zones.map((z, i) =>
          z.gradient ? (
            <linearGradient
              key={i}
              id={`${id}-g${i}`}
              gradientUnits="userSpaceOnUse"
              x1={z.gradient.x0}
              y1={z.gradient.y0}
              x2={z.gradient.x1}
              y2={z.gradient.y1}
            >
              {z.gradient.stops.map((s, k) => (
                <stop key={k} offset={s.offset} stopColor={color(s.colorIndex)} stopOpacity={s.opacity} />
              ))}
            </linearGradient>
          ) : null,
        )}
      </defs>
      {/* Panel mm are y up; the SVG is y down. */}
      {behind.map((shape) => (
        <path
          key={shape.panel}
          d={pathOf(shape.outline)}
          transform="scale(1 -1)"
          fill={color(0)}
          stroke="rgba(0,0,0,0.35)"
          strokeWidth={(maxY - minY) / 120}
        />
      ))}
      <g transform="scale(1 -1)" clipPath={`url(#${clip})`}>
        <path d={pathOf(front.outline)} fill={color(0)} />
        {templateZones
          .filter((z) => z.colorIndex !== TRIM_COLOR_INDEX)
          .map((z) => (
            <path key={z.name} d={pathOf(z.outline)} fill={color(z.colorIndex)} />
          ))}
        {zones.map((z, i) => (
          <path
            key={i}
            d={pathOf(z.outline)}
            fill={z.gradient ? `url(#${id}-g${i})` : color(z.colorIndex)}
            fillOpacity={z.opacity}
          />
        ))}
        {templateZones
          .filter((z) => z.colorIndex === TRIM_COLOR_INDEX)
          .map((z) => (
            <path key={z.name} d={pathOf(z.outline)} fill={color(z.colorIndex)} />
          ))}
      </g>
      <path
        d={pathOf(front.outline)}
        transform="scale(1 -1)"
        fill="none"
        stroke="rgba(0,0,0,0.35)"
        strokeWidth={(maxY - minY) / 120}
      />
    </svg>
  );
}
