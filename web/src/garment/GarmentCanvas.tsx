import { Canvas } from '@react-three/fiber';
import { useMemo, type CSSProperties } from 'react';
import { NeutralToneMapping } from 'three';
import { GarmentScene, type GarmentSceneProps } from './GarmentScene';
import { CAMERA_FOV, STUDIO_BACKGROUND } from './studio';

export interface GarmentCanvasProps extends GarmentSceneProps {
  /** Canvas size in px; by default it fills its parent. */
  width?: number;
  height?: number;
  /** Background colour, or null for a transparent canvas. */
  background?: string | null;
  className?: string;
  style?: CSSProperties;
}

/**
 * The 3D garment in a canvas (C1, C5), set up for repeatable pictures (R1): device pixel
 * ratio 1, render on demand only (never on its own in snapshot mode, with `onReady`), drawing
 * buffer kept for reading the picture, neutral tone mapping so
 * team colours stay true, soft shadows.
 */
export function GarmentCanvas({
  width,
  height,
  background = STUDIO_BACKGROUND,
  className,
  style,
  ...scene
}: GarmentCanvasProps) {
  const gl = useMemo(
    () => ({
      antialias: true,
      alpha: background === null,
      preserveDrawingBuffer: true,
      powerPreference: 'high-performance' as const,
      toneMapping: NeutralToneMapping,
      toneMappingExposure: 1,
    }),
    [background],
  );
  const camera = useMemo(
    () => ({
      fov: CAMERA_FOV,
      near: 0.05,
      far: 20,
      position: [0, 0.4, 3] as [number, number, number],
    }),
    [],
  );
  const expectedSize = useMemo(
    () => (width !== undefined && height !== undefined ? { width, height } : undefined),
    [width, height],
  );
  return (
    <div
      className={className}
      style={{
        position: 'relative',
        width: width ?? '100%',
        height: height ?? '100%',
        ...style,
      }}
    >
      <Canvas dpr={1} frameloop={scene.onReady ? 'never' : 'demand'} shadows="soft" gl={gl} camera={camera}>
        {background ? <color attach="background" args={[background]} /> : null}
        <GarmentScene {...scene} expectedSize={scene.expectedSize ?? expectedSize} />
      </Canvas>
    </div>
  );
}

export default GarmentCanvas;
