/** The dealer's pages and dialogs under axe at 1280 and 390 px (a11y-pages.ts). */
import { checkPages, PAGES } from './a11y-pages';

checkPages(
  PAGES.filter((c) => c.as === 'dealer'),
  'AXE801',
);
