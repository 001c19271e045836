import { qrShape } from "@/lib/legal/qr";

type Props = { text: string; label: string; className?: string };

/** A QR code drawn at build time as inline SVG: sharp at any zoom, no script, no extra request. */
export function QrCode({ text, label, className }: Props) {
  const { extent, path } = qrShape(text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      // The white background is the quiet zone around the modules.
      className={`bg-white ${className ?? ""}`}
    >
      <path d={path} stroke="#000" />
    </svg>
  );
}
