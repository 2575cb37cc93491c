import { ShaderLib, type WebGLProgramParametersWithUniforms, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import { decodeOcclusion, garments } from '@tas/garments';
import { loadDrapeCache } from '@tas/garments/drape-cache';
import { layoutAtlas } from './atlas';
import { clothOutsideMaterial, OCCLUSION_ATTRIBUTE } from './cloth-material';
import { drapedMeshes } from './draped-meshes';
import { panelGeometry } from './panel-mesh';

describe("the cloth's ambient occlusion (C2)", () => {
  it("comes with the cached drape: one value per vertex of every panel, the build's own", async () => {
    const garment = garments['shorts']!;
    const entry = await loadDrapeCache(garment.id);
    const cached = decodeOcclusion(entry!);
    expect(cached).toBeDefined();
    const meshes = (await drapedMeshes(garment))!;
    expect(meshes.map((m) => m.occlusion!.length)).toEqual(meshes.map((m) => m.positions.length / 3));
    expect(meshes.map((m) => [...m.occlusion!])).toEqual(cached!.map((a) => [...a]));
    // Shorts hide sky between the legs and under the waistband; most of the cloth is open.
    const all = meshes.flatMap((m) => [...m.occlusion!]);
    expect(Math.max(...all)).toBeGreaterThan(0.15);
    expect(all.filter((v) => v === 0).length).toBeGreaterThan(all.length / 4);
  });

  it("is a geometry attribute of every panel: the drape's values, else 0 (in the open)", async () => {
    const garment = garments['shorts']!;
    const meshes = (await drapedMeshes(garment))!;
    const layout = layoutAtlas(garment.panels, 1, 4096);
    const name = garment.panels[0]!.name;
    const draped = panelGeometry(meshes[0]!, layout, name).getAttribute(OCCLUSION_ATTRIBUTE);
    expect([...(draped.array as Float32Array)]).toEqual([...meshes[0]!.occlusion!]);
    const plain = panelGeometry({ ...meshes[0]!, occlusion: undefined }, layout, name).getAttribute(
      OCCLUSION_ATTRIBUTE,
    );
    expect(plain.count).toBe(meshes[0]!.positions.length / 3);
    expect([...(plain.array as Float32Array)].every((v) => v === 0)).toBe(true);
  });

  it("replaces three's aoMap chunk of the standard material with the per-vertex occlusion", () => {
    const material = clothOutsideMaterial({ roughness: 0.86 });
    const shader = {
      vertexShader: ShaderLib.physical.vertexShader,
      fragmentShader: ShaderLib.physical.fragmentShader,
      uniforms: {},
    } as unknown as WebGLProgramParametersWithUniforms;
    material.onBeforeCompile(shader, {} as WebGLRenderer);
    expect(shader.vertexShader).toContain(`attribute float ${OCCLUSION_ATTRIBUTE};`);
    expect(shader.vertexShader).toContain(`vClothHidden = ${OCCLUSION_ATTRIBUTE};`);
    expect(shader.fragmentShader).not.toContain('#include <aomap_fragment>');
    expect(shader.fragmentShader).toContain('reflectedLight.indirectDiffuse *= ambientOcclusion;');
    expect(shader.fragmentShader).toContain('reflectedLight.directDiffuse *= 1.0 - 0.4500 * vClothHidden;');
    // Its own program: a plain MeshStandardMaterial does not share the patched shaders.
    expect(material.customProgramCacheKey()).toBe('tas-cloth-occlusion');
  });
});
