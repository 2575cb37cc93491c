import { flushSync, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Mesh, Vector3, type MeshStandardMaterial, type PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { buildGarment, type BuiltGarment } from './build-garment';
import type { RenderSpec, View } from './render-spec';
import { createStudio, frameCamera, lightWithEnvironment, VIEW_AZIMUTH } from './studio';
import { usePanelDrag, type PanelDragHandlers } from './use-panel-drag';

export interface GarmentSceneProps {
  spec: RenderSpec;
  view: View;
  /** Let the user orbit the garment (the player); snapshots leave it off. */
  orbit?: boolean;
  /**
   * Snapshot mode (R1): once per spec/view/size, as soon as the garment is built and the
   * canvas has its size, the scene is drawn once, synchronously, and this is called right after
   * (same task): the canvas's drawing buffer then holds the final picture, ready to read. No
   * frame loop runs in this mode (the canvas's `frameloop` is 'never'). `info` says where the
   * time went, ms.
   */
  onReady?: (canvas: HTMLCanvasElement, info: ReadyInfo) => void;
  /**
   * Player mode (the frame loop on demand): called after a frame that shows the current spec,
   * view and size has been rendered, once per change of those (the player's busy state, C1).
   */
  onDrawn?: () => void;
  /** Called when the garment cannot be built; without it the error is thrown to the boundary. */
  onError?: (error: Error) => void;
  /** When given, readiness also waits until the canvas has this size in px. */
  expectedSize?: { width: number; height: number };
  /** Changing it asks for a new `onReady` even when nothing else changed (snapshot requests). */
  readyKey?: unknown;
  /**
   * Texture density of the garment's print, px per mm (default 2, for close-ups in the
   * player). Snapshots use less: a 470x588 picture shows under 1 px per mm.
   */
  pxPerMm?: number;
  /**
   * Mipmaps of the print texture (default true: the player zooms in and out). A snapshot whose
   * print is drawn at about its own density leaves them out: on the software GPU their
   * generation was a quarter of a warm snapshot (94 of 391 ms).
   */
  mipmaps?: boolean;
  /** Drag to place (C3): what a drag on the garment does; without it the garment only orbits. */
  panelDrag?: PanelDragHandlers;
}

/** Where a snapshot's time went in the page, ms. */
export interface ReadyInfo {
  /** Panel meshes of a newly built garment (0 when the template's meshes were cached). */
  meshMs: number;
  /** The print texture (atlas) of a newly built garment; 0 when the garment was already built. */
  textureMs: number;
  /** Uploading the garment's textures to the GPU with their mipmaps (0 when already there). */
  uploadMs: number;
  /** gl.render until the GPU is done: the shadow map and the frame, rasterised. */
  drawMs: number;
}

/**
 * The garment scene (C1, C2, C5), inside a react-three-fiber `<Canvas>`: studio lights, an
 * environment for soft reflections, the generated garment and the camera of the named view.
 * Rendering is on demand (no animation); the previous garment's GPU resources are freed as soon
 * as the next one is in place.
 */
export function GarmentScene({
  spec,
  view,
  orbit = false,
  onReady,
  onError,
  onDrawn,
  expectedSize,
  readyKey,
  pxPerMm,
  mipmaps = true,
  panelDrag,
}: GarmentSceneProps) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const studio = useMemo(() => createStudio(), []);
  const [garment, setGarment] = useState<BuiltGarment | null>(null);
  /** The spec content the shown garment was built from: readiness waits for the current one. */
  const builtFor = useRef<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const current = useRef<BuiltGarment | null>(null);
  const retired = useRef<BuiltGarment[]>([]);
  const drawnWith = useRef<BuiltGarment | null>(null);
  const callbacks = useRef({ onReady, onError, onDrawn });
  callbacks.current = { onReady, onError, onDrawn };
  /** Player mode: the next frame draws a change, and `onDrawn` follows that frame. */
  const drawnPending = useRef(false);
  /** The readyKey of the last snapshot drawn, and the garment whose build times were reported. */
  const drawnFor = useRef<unknown[] | null>(null);
  const timedGarment = useRef<BuiltGarment | null>(null);
  const controls = useRef<OrbitControls | null>(null);
  usePanelDrag(gl.domElement, camera, current, controls, panelDrag);
  const expectedWidth = expectedSize?.width;
  const expectedHeight = expectedSize?.height;

  useEffect(() => () => studio.dispose(), [studio]);

  useEffect(() => {
    const env = lightWithEnvironment(gl, scene);
    invalidate();
    return () => {
      if (scene.environment === env.texture) scene.environment = null;
      env.dispose();
    };
  }, [gl, scene, invalidate]);

  // Rebuild only when the spec's content changes: a second view of the same configuration
  // reuses the garment already on the GPU.
  const specKey = useMemo(() => JSON.stringify(spec), [spec]);
  const specRef = useRef(spec);
  specRef.current = spec;

  useEffect(() => {
    let live = true;
    const key = specKey;
    buildGarment(specRef.current, {
      pxPerMm,
      maxTextureSize: gl.capabilities.maxTextureSize,
      anisotropy: Math.min(8, gl.capabilities.getMaxAnisotropy()),
      mipmaps,
    }).then(
      (built) => {
        if (!live) {
          built.dispose();
          return;
        }
        // The previous garment is freed only after the new one has been drawn once: its
        // materials then hand their compiled shader programs over instead of forcing a
        // recompile (seconds on a software GPU).
        if (current.current) retired.current.push(current.current);
        current.current = built;
        builtFor.current = key;
        // Committed at once: the snapshot is drawn in this task, not after the scheduler's next
        // turn (11 ms a snapshot on this machine).
        flushSync(() => setGarment(built));
      },
      (error: unknown) => {
        if (!live) return;
        const e = error instanceof Error ? error : new Error(String(error));
        if (callbacks.current.onError) callbacks.current.onError(e);
        else setFailure(e);
      },
    );
    return () => {
      live = false;
    };
  }, [specKey, gl, pxPerMm, mipmaps]);

  useEffect(
    () => () => {
      current.current?.dispose();
      current.current = null;
      for (const g of retired.current.splice(0)) g.dispose();
    },
    [],
  );

  useEffect(() => {
    if (!orbit) return;
    const c = new OrbitControls(camera, gl.domElement);
    c.enableDamping = false;
    c.enablePan = false;
    c.minPolarAngle = 0.35;
    c.maxPolarAngle = Math.PI - 0.55;
    const onChange = (): void => {
      const offset = new Vector3().subVectors(camera.position, c.target);
      studio.aim(Math.atan2(offset.x, offset.z));
      invalidate();
    };
    c.addEventListener('change', onChange);
    controls.current = c;
    return () => {
      c.removeEventListener('change', onChange);
      c.dispose();
      controls.current = null;
    };
  }, [orbit, camera, gl, studio, invalidate]);

  useLayoutEffect(() => {
    // A new spec whose garment is still being built: the old garment must not signal ready.
    if (!garment || builtFor.current !== specKey || size.width <= 0 || size.height <= 0) return;
    frameCamera(camera, garment.bounds, view, size.width / size.height);
    studio.fit(garment.bounds);
    studio.aim(VIEW_AZIMUTH[view]);
    const c = controls.current;
    if (c) {
      garment.bounds.getCenter(c.target);
      const distance = camera.position.distanceTo(c.target);
      c.minDistance = distance * 0.45;
      c.maxDistance = distance * 1.6;
      c.update();
    }
    const sized = expectedWidth === undefined || (size.width === expectedWidth && size.height === expectedHeight);
    const onReadyNow = callbacks.current.onReady;
    if (!onReadyNow) {
      drawnPending.current = true;
      invalidate();
      return;
    }
    const drawKey = [readyKey, garment, view, size.width, size.height];
    const last = drawnFor.current;
    if (!sized || (last && last.every((v, i) => v === drawKey[i]))) return;
    // Snapshot mode: one synchronous frame, then the picture is read in this same task. The
    // frame is complete (the texture uploads and the shadow map are part of it), so the
    // picture equals the one the frame loop showed after two frames, without waiting for them.
    drawnFor.current = drawKey;
    // Reading one pixel waits until the GPU is done (finish() does not, in Chrome).
    const context = gl.getContext();
    const sync = () => context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, new Uint8Array(4));
    const started = performance.now();
    // The new garment's textures first (upload and mipmaps; nothing when already on the GPU),
    // to tell that time from the frame's.
    garment.group.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      const material = o.material as MeshStandardMaterial;
      for (const texture of [material.map, material.normalMap]) if (texture) gl.initTexture(texture);
    });
    sync();
    const uploadMs = performance.now() - started;
    gl.render(scene, camera);
    sync();
    const drawMs = performance.now() - started - uploadMs;
    if (retired.current.length > 0) for (const g of retired.current.splice(0)) g.dispose();
    const fresh = timedGarment.current !== garment;
    timedGarment.current = garment;
    onReadyNow(gl.domElement, {
      meshMs: fresh ? garment.timings.meshMs : 0,
      textureMs: fresh ? garment.timings.textureMs : 0,
      uploadMs,
      drawMs,
    });
  }, [
    gl,
    scene,
    garment,
    specKey,
    view,
    size.width,
    size.height,
    camera,
    studio,
    invalidate,
    expectedWidth,
    expectedHeight,
    readyKey,
  ]);

  useFrame(() => {
    // This callback runs before each render: if the last frame showed the current garment,
    // the retired ones can go.
    if (drawnWith.current === current.current && retired.current.length > 0)
      for (const g of retired.current.splice(0)) g.dispose();
    drawnWith.current = garment;
    // This runs before the frame's render, in the same task: a microtask queued here runs once
    // that render is done, so one frame per change (each costs up to a second of CPU on a
    // software GPU) and `onDrawn` says the change is on screen.
    if (drawnPending.current) {
      drawnPending.current = false;
      queueMicrotask(() => callbacks.current.onDrawn?.());
    }
  });

  // Without an onError handler a failed build goes to the nearest error boundary (the player's).
  if (failure) throw failure;

  return (
    <>
      <primitive object={studio.root} />
      {garment ? <primitive object={garment.group} /> : null}
    </>
  );
}
