/** The customer's pages (a visitor with an open locker) under axe at 1280 and 390 px (a11y-pages.ts). */
import { checkPages, PAGES } from './a11y-pages';

checkPages(
  PAGES.filter((c) => c.as === 'visitor'),
  'AXE803',
);
