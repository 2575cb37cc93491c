/**
 * The offscreen WebGL stage of the showroom's card pictures (card-renderer.ts): one renderer,
 * scene, camera and studio with the player's and the snapshots' settings, the warm-up meshes
 * that compile a garment's shaders ahead of its first picture, and the GPU fence a picture waits
 * on before the next one starts.
 */
import {
  CanvasTexture,
  BackSide,
  BoxGeometry,
  Color,
  FrontSide,
  Mesh,
  MeshStandardMaterial,
  NeutralToneMapping,
  PCFSoftShadowMap,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
  type Texture,
} from 'three';
import type { BuiltGarment } from '../../garment/build-garment';
import { clothOutsideMaterial } from '../../garment/cloth-material';
import { CAMERA_FOV, createStudio, lightWithEnvironment, STUDIO_BACKGROUND, type Studio } from '../../garment/studio';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size';

/**
 * The key light's shadow map of card pictures, px: a card is drawn at its displayed size (about
 * 210 px wide at 1280 px), where the snapshots' 1024 shows nothing more.
 */
const CARD_SHADOW_MAP_SIZE = 512;

export interface Stage {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  studio: Studio;
  environment: Texture;
  /** The garment on stage: freed only once the next one was drawn (its shader programs are reused). */
  garment: BuiltGarment | null;
  lost: boolean;
  /** Resources freed with the stage (the warm-up's materials, whose programs pictures reuse). */
  keep: { dispose(): void }[];
}

/**
 * A new stage drawing at most CARD_WIDTH x CARD_HEIGHT; its `lost` turns true when the browser
 * takes its GPU context away.
 */
export function createStage(): Stage {
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false });
  // Reading a new program's logs waits for the GPU process (0.1 to 0.3 s each, on the page's
  // main thread); the shaders are three.js's own, checked by the player and the snapshots.
  renderer.debug.checkShaderErrors = false;
  // Asked once here, while the page is idle: the first such query waits for the GPU process.
  renderer.capabilities.getMaxAnisotropy();
  renderer.setPixelRatio(1);
  renderer.setSize(CARD_WIDTH, CARD_HEIGHT, false);
  // The player's and the snapshot page's settings (GarmentCanvas): true team colours, soft shadows.
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = 1;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFSoftShadowMap;
  const scene = new Scene();
  scene.background = new Color(STUDIO_BACKGROUND);
  const environment = lightWithEnvironment(renderer, scene).texture;
  const studio = createStudio({ shadowMapSize: CARD_SHADOW_MAP_SIZE });
  scene.add(studio.root);
  const camera = new PerspectiveCamera(CAMERA_FOV, CARD_WIDTH / CARD_HEIGHT, 0.05, 20);
  const stage: Stage = { renderer, scene, camera, studio, environment, garment: null, lost: false, keep: [] };
  renderer.domElement.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    stage.lost = true;
  });
  return stage;
}

/**
 * Adds meshes with the materials a garment is drawn with (build-garment.ts: a textured,
 * normal-mapped outside and a plain inside) to the stage's scene, so that compiling the scene
 * compiles their shaders. Returns the meshes, to take off the scene once compiled.
 */
export function addWarmUpMeshes(stage: Stage): Mesh[] {
  const { scene } = stage;
  const texture = () => new CanvasTexture(Object.assign(document.createElement('canvas'), { width: 2, height: 2 }));
  const map = texture();
  const normalMap = texture();
  const outside = clothOutsideMaterial({ map, normalMap, roughness: 0.86, metalness: 0, side: FrontSide });
  const inside = new MeshStandardMaterial({ roughness: 0.95, metalness: 0, side: BackSide });
  const geometry = new BoxGeometry(0.1, 0.1, 0.1);
  const meshes = [new Mesh(geometry, outside), new Mesh(geometry, inside)];
  for (const mesh of meshes) {
    mesh.castShadow = mesh.material === outside;
    mesh.receiveShadow = true;
    scene.add(mesh);
  }
  // The warm-up materials are kept until the stage goes: disposing them would release the
  // programs the pictures reuse.
  stage.keep.push(geometry, outside, inside, map, normalMap);
  return meshes;
}

/** Frees everything the stage holds, its GPU context included. */
export function disposeStage(stage: Stage): void {
  stage.garment?.dispose();
  stage.studio.dispose();
  stage.environment.dispose();
  for (const resource of stage.keep) resource.dispose();
  stage.renderer.dispose();
  stage.renderer.forceContextLoss();
}

/** How often the GPU's progress is asked while it draws a card, ms. */
const GPU_POLL_MS = 8;
/** Past this, a picture is taken even if the GPU has not said it finished, ms. */
const GPU_WAIT_LIMIT_MS = 10_000;

/**
 * Waits, without blocking the page, until the GPU has run every command given so far (a WebGL 2
 * fence; WebGL 1 has none and resolves at once). Resolves with the time waited, ms.
 */
export function gpuFinished(renderer: WebGLRenderer): Promise<number> {
  const started = performance.now();
  const gl = renderer.getContext();
  if (!(typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext)) {
    return Promise.resolve(0);
  }
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return Promise.resolve(0);
  gl.flush();
  return new Promise((resolve) => {
    const poll = () => {
      const status = gl.clientWaitSync(sync, 0, 0);
      const waited = performance.now() - started;
      if (status === gl.TIMEOUT_EXPIRED && waited < GPU_WAIT_LIMIT_MS && !gl.isContextLost()) {
        setTimeout(poll, GPU_POLL_MS);
        return;
      }
      gl.deleteSync(sync);
      resolve(waited);
    };
    poll();
  });
}
