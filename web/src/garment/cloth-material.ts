/**
 * The outside of the cloth (C2): three's physically based MeshStandardMaterial with
 * the garment's ambient occlusion read per vertex (the `occlusion` attribute: the share of the sky
 * its own cloth hides, 0..1, from `@tas/garments` `vertexOcclusion`, cached with the drape) where
 * three would read an aoMap. Underarms, the cloth under a hood, inner legs and folds lose
 * {@link AMBIENT_OCCLUSION_STRENGTH} of the studio's ambient, hemisphere and environment light,
 * and {@link DIRECT_OCCLUSION_STRENGTH} of the lamps' diffuse light: the key light's shadow map
 * (about 2 mm a texel, its bias 12 mm along the normal) leaves out the shade where cloth nearly
 * touches cloth. One program for the player, the snapshot page and the showroom cards (whose
 * warm-up compiles it).
 */
import { MeshStandardMaterial, type MeshStandardMaterialParameters } from 'three';

/** The geometry attribute holding each vertex's occlusion (one float, 0 open .. 1 hidden). */
export const OCCLUSION_ATTRIBUTE = 'occlusion';
/** Share of the indirect light (ambient, hemisphere, environment) that fully hidden cloth loses. */
export const AMBIENT_OCCLUSION_STRENGTH = 0.9;
/** Share of the lamps' diffuse light that fully hidden cloth loses. */
export const DIRECT_OCCLUSION_STRENGTH = 0.45;

const glsl = (x: number) => x.toFixed(4);

const VERTEX_DECLARATIONS = `#include <common>
attribute float ${OCCLUSION_ATTRIBUTE};
varying float vClothHidden;`;

const FRAGMENT_DECLARATIONS = `#include <common>
varying float vClothHidden;`;

/** three's aomap_fragment, reading the interpolated vertex value instead of a texture. */
const OCCLUSION_FRAGMENT = `
	float ambientOcclusion = 1.0 - ${glsl(AMBIENT_OCCLUSION_STRENGTH)} * vClothHidden;
	reflectedLight.indirectDiffuse *= ambientOcclusion;
	reflectedLight.directDiffuse *= 1.0 - ${glsl(DIRECT_OCCLUSION_STRENGTH)} * vClothHidden;
	#if defined( USE_ENVMAP ) && defined( STANDARD )
		float dotNV = saturate( dot( geometryNormal, geometryViewDir ) );
		reflectedLight.indirectSpecular *= computeSpecularOcclusion( dotNV, ambientOcclusion, material.roughness );
	#endif
`;

/**
 * A MeshStandardMaterial for the cloth's outside that shades its indirect light by the geometry's
 * {@link OCCLUSION_ATTRIBUTE}. Every mesh drawn with it needs that attribute (panel-mesh.ts
 * `panelGeometry` always sets it; a mesh without it reads 0, in the open). A three release without
 * the chunks it replaces would draw without occlusion, which the visual test would show.
 */
export function clothOutsideMaterial(parameters: MeshStandardMaterialParameters): MeshStandardMaterial {
  const material = new MeshStandardMaterial(parameters);
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', VERTEX_DECLARATIONS)
      .replace('#include <begin_vertex>', `#include <begin_vertex>\n\tvClothHidden = ${OCCLUSION_ATTRIBUTE};`);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', FRAGMENT_DECLARATIONS)
      .replace('#include <aomap_fragment>', OCCLUSION_FRAGMENT);
  };
  material.customProgramCacheKey = () => 'tas-cloth-occlusion';
  return material;
}
