export type { PrintGrants } from './print-grants.js';
export { RenderCallError } from './render-client.js';
export type { RenderClient } from './render-client.js';
export type { RenderService } from './render.service.js';
