/**
 * The configurations module's door for the other modules: configuration rows by id, the style a
 * configuration is of, and a new configuration of given content. Configurations are written only
 * by this module; other modules call these, never its repository.
 */
export {
  configurationById,
  configurationsByIds,
  insertUnhashedConfiguration,
  styleIdOfConfiguration,
  type ConfigurationContent,
} from './configurations.repository.js';
export type { ConfigurationsService, configurationsService } from './configurations.service.js';
export { sha256, stableJson } from './content-hash.js';
export { normalizeDecorations } from './decoration-rules.js';
export type { DecorationInput } from './decoration-rules.js';
export { renderHashOf, rendererLook } from './render-specs.js';
export type { HashedSpec, RenderSpec } from './render-specs.js';
export { lookOfProject, lookOnStyle, teamLookConfigurations } from './team-look-configurations.js';
export type { TeamLookConfigurations } from './team-look-configurations.js';
export { teamLookDecorations } from './team-look.js';
export type { TeamLook } from './team-look.js';
