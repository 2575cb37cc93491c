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
