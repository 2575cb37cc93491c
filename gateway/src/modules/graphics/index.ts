export { GRAPHICS, GRAPHICS_ATTRIBUTION, getGraphic, graphicDigest } from './graphics-library.js';
