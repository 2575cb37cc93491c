export { defaultCatalogs } from './playbook-pages.js';
