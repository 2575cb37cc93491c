/**
 * The team stores module's door: its service, its project kind, its workers and the ports it
 * needs. Other modules call these, never its repository. Its resolvers are the composition
 * root's alone (resolvers.ts imports them as it does every module's), so that the door, which
 * the root's services are built from, reaches nothing that names the request context.
 */
export { storesService, type StoresService } from './stores.service.js';
export type {
  StoresDeps,
  PaymentPort,
  PaymentStart,
  PaymentStarted,
  StoreRoundDecision,
  StoreMinimumDecision,
} from './stores.service.js';
export { keyedBudget, type KeyedBudget } from './store-deps.js';
export {
  productionOrders,
  type ProductionDesk,
  type ProductionOrders,
  type ProductionOrdersPort,
} from './store-production.js';
export { startStoreWorkers } from './store-jobs.worker.js';
export {
  registerStorePictureRoutes,
  picturePath,
  pictureView,
  printPicturePath,
  PRINT_PICTURE_WIDTH,
  storePrintPictures,
} from './store-pictures.js';
