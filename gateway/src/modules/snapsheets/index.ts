/**
 * The snapsheets module's door for the other modules: a project's snapsheet products with the
 * content of their configurations, and pointing a product at another configuration (the files
 * module does when a logo leaves a project). Snapsheet products are written only by this module;
 * other modules call these, never its repository.
 */
export { productConfigurationsOfProject, setProductConfiguration } from './snapsheets.repository.js';
