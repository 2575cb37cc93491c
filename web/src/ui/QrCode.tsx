/**
 * A QR code of `value` as crisp SVG squares (the project's link on the back cover of a
 * playbook), drawn from the `qrcode` library's module matrix, with error correction M and a
 * quiet zone of two modules. Pure rendering: the same text gives the same picture.
 */
import QRCode from 'qrcode';
import { useMemo } from 'react';

export function QrCode({
  value,
  size,
  label,
  className,
}: {
  value: string;
  size: number;
  label: string;
  className?: string;
}) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) parts.push(`M${col + 2} ${row + 2}h1v1h-1z`);
    return { d: parts.join(''), span: modules.size + 4 };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.span} ${path.span}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.span} height={path.span} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
