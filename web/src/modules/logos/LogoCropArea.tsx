/**
 * The crop step's cropper (D6): drag to position, a Zoom slider (@tas/rules LOGO_CROP_ZOOM)
 * and the aspect ratio (LOGO_CROP_ASPECTS; Free keeps the picture's own). Keeps its own state;
 * `initial` starts it where a kept crop ended (Edit crop). `onChange` hears every settled crop:
 * the cropper's percent and pixel areas, the zoom and the aspect id. Mount it with a `key` per
 * picture so that each picture starts afresh.
 */
import { LOGO_CROP_ZOOM } from '@tas/rules';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Segmented } from '../../ui/Segmented';
import { ASPECTS, initialAreaOf, type LogoCropValue } from './logo-file';

export interface CropChange {
  areas: { pct: Area; px: Area };
  zoom: number;
  aspect: string;
}

export function LogoCropArea({
  image,
  initial,
  onChange,
}: {
  /** An object URL (or path) of the picture. */
  image: string;
  initial?: LogoCropValue | null;
  onChange: (change: CropChange) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(initial?.zoom ?? LOGO_CROP_ZOOM.min);
  const [aspectId, setAspectId] = useState<string>(initial?.aspect ?? 'free');
  const [mediaAspect, setMediaAspect] = useState(1);
  const [areas, setAreas] = useState<{ pct: Area; px: Area } | null>(null);
  const aspect = ASPECTS.find((x) => x.id === aspectId)?.value ?? mediaAspect;
  const report = (next: Partial<CropChange>) => {
    const a = next.areas ?? areas;
    if (a) onChange({ areas: a, zoom: next.zoom ?? zoom, aspect: next.aspect ?? aspectId });
  };
  return (
    <>
      <div className="logo-crop__area">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={LOGO_CROP_ZOOM.min}
          maxZoom={LOGO_CROP_ZOOM.max}
          aspect={aspect}
          objectFit="contain"
          initialCroppedAreaPercentages={initial ? initialAreaOf(initial) : undefined}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onMediaLoaded={(m) => setMediaAspect(m.naturalWidth / m.naturalHeight || 1)}
          onCropComplete={(pct, px) => {
            setAreas({ pct, px });
            report({ areas: { pct, px } });
          }}
        />
      </div>
      <div className="logo-crop__controls">
        <label className="logo-crop__zoom">
          <span className="field__label">Zoom</span>
          <input
            type="range"
            min={LOGO_CROP_ZOOM.min}
            max={LOGO_CROP_ZOOM.max}
            step={0.05}
            value={zoom}
            onChange={(e) => {
              setZoom(Number(e.target.value));
              report({ zoom: Number(e.target.value) });
            }}
            aria-label="Zoom"
          />
        </label>
        <Segmented
          label="Aspect ratio"
          options={ASPECTS.map((x) => ({ value: x.id, label: x.label }))}
          value={aspectId}
          onChange={(id) => {
            setAspectId(id);
            report({ aspect: id });
          }}
        />
      </div>
    </>
  );
}
