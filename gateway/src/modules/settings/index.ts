export { normaliseEmail, normalisePhone } from './settings.service.js';
