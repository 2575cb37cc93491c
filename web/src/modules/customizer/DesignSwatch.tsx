/**
 * A small picture of a design (layout) on a panel (default the front) of the product's garment (C1), in the team
 * colours: the front panel (with `flat`, the garment's front flat: sleeves and hood behind it),
 * its sewn zones, the design's pattern zones (`designZones` of @tas/garments, the same the 3D
 * texture paints) and the trims over them. An inline SVG drawn
 * from data: nothing is downloaded, so the design picker's at most 7 previews cost no requests.
 */
import { designZones, flatBounds, frontFlat, toFrontFlat } from '@tas/garments';
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
  /** The panel drawn (default `front`): a proof sheet draws every panel flat. */
  panel?: string;
  /**
   * Draw the front flat (@tas/garments `frontFlat`): the sleeves and the hood behind the front
   * panel, each with its own zones and the design's pattern on it, so the picture shows the
   * garment's own cut (design pickers, product thumbnails).
   */
  flat?: boolean;
}) {
  const id = useId();
  const front = garment.panels.find((p) => p.name === panel);
  const layers = useMemo(
    () => (!front ? [] : flat ? frontFlat(garment) : [{ panel, outline: [...front.outline], behind: false }]),
    [flat, front, garment, panel],
  );
  const zones = useMemo(
    () =>
      layers.length > 0
        ? designZones(
            garment,
            code,
            layers.map((l) => l.panel),
          )
        : [],
    [garment, code, layers],
  );
  if (!front) return null;
  const [minX, minY, maxX, maxY] = flatBounds(layers);
  const color = (index: number) => colors[index] ?? colors[0] ?? '#9ca3af';
  const stroke = (maxY - minY) / 120;
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
        {layers.map((layer, k) => (
          <clipPath key={layer.panel} id={`${id}-clip${k}`}>
            <path d={pathOf(layer.outline)} />
          </clipPath>
        ))}
        {zones.map((z, i) => {
          if (!z.gradient) return null;
          // A gradient in the panel's coordinates, carried to where the flat draws the panel.
          const source = garment.panels.find((p) => p.name === z.panel)!;
          const ends = (flat
            ? toFrontFlat(source, [z.gradient.x0, z.gradient.y0, z.gradient.x1, z.gradient.y1])
            : null) ?? [z.gradient.x0, z.gradient.y0, z.gradient.x1, z.gradient.y1];
          return (
            <linearGradient
              key={i}
              id={`${id}-g${i}`}
              gradientUnits="userSpaceOnUse"
              x1={ends[0]}
              y1={ends[1]}
              x2={ends[2]}
              y2={ends[3]}
            >
              {z.gradient.stops.map((s, k) => (
                <stop key={k} offset={s.offset} stopColor={color(s.colorIndex)} stopOpacity={s.opacity} />
              ))}
            </linearGradient>
          );
        })}
      </defs>
      {/* Panel mm are y up; the SVG is y down. */}
      {layers.map((layer, k) => {
        const source = garment.panels.find((p) => p.name === layer.panel)!;
        // Points of this panel where the picture draws them (a sleeve folded, a hood seen from the front).
        const place = (points: readonly number[]) => (flat ? toFrontFlat(source, points) : null) ?? points;
        const templateZones = garment.zones.filter((z) => z.panel === layer.panel);
        return (
          <g key={layer.panel}>
            <g transform="scale(1 -1)" clipPath={`url(#${id}-clip${k})`}>
              <path d={pathOf(layer.outline)} fill={color(0)} />
              {templateZones
                .filter((z) => z.colorIndex !== TRIM_COLOR_INDEX)
                .map((z) => (
                  <path key={z.name} d={pathOf(place(z.outline))} fill={color(z.colorIndex)} />
                ))}
              {zones.map((z, i) =>
                z.panel === layer.panel ? (
                  <path
                    key={i}
                    d={pathOf(place(z.outline))}
                    fill={z.gradient ? `url(#${id}-g${i})` : color(z.colorIndex)}
                    fillOpacity={z.opacity}
                  />
                ) : null,
              )}
              {templateZones
                .filter((z) => z.colorIndex === TRIM_COLOR_INDEX)
                .map((z) => (
                  <path key={z.name} d={pathOf(place(z.outline))} fill={color(z.colorIndex)} />
                ))}
            </g>
            <path
              d={pathOf(layer.outline)}
              transform="scale(1 -1)"
              fill="none"
              stroke="rgba(0,0,0,0.35)"
              strokeWidth={stroke}
            />
          </g>
        );
      })}
    </svg>
  );
}
