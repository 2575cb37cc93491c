/** A colour dot for a `#rrggbb` hex; light colours get a border so white stays visible. */
export function Swatch({ hex, size = 16, title }: { hex: string; size?: number; title?: string }) {
  return (
    <span
      className="swatch"
      style={{ width: size, height: size, background: hex }}
      title={title}
      aria-hidden={title ? undefined : true}
    />
  );
}

/** A row of colour dots, e.g. a customer's or project's team colours. */
export function SwatchRow({ colors, size = 14 }: { colors: readonly { hex: string; name: string }[]; size?: number }) {
  return (
    <span className="swatch-row" aria-label={colors.map((c) => c.name).join(', ')} role="img">
      {colors.map((c, i) => (
        <Swatch key={`${c.hex}-${i}`} hex={c.hex} size={size} />
      ))}
    </span>
  );
}
