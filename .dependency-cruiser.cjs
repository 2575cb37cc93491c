/**
 * Import rules checked by `npm run lint` (dependency-cruiser). Only imports
 * that remain at run time count (`import type` is erased by the compiler).
 * - no-circular: no file imports itself through others, in any workspace.
 * - no-module-cycles: the gateway's modules (gateway/src/modules/<name>) depend on each other in
 *   one direction only; a module that needs another's help gets it injected by the composition
 *   root (services.ts, resolvers.ts) or through the project kinds (projects/project-kinds.ts).
 * - no-foreign-repository: a module's repositories are its own; another module calls the use
 *   cases its door (index.ts) exports, so each table has one writing module.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      scope: 'folder',
      from: { path: '^gateway/src/modules/[^/]+' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      from: { path: '^gateway/src/modules/([^/]+)/' },
      to: { path: '^gateway/src/modules/[^/]+/.*[.]repository[.]ts$', pathNot: '^gateway/src/modules/$1/' },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$)|(/dist/)|(/generated/)' },
  },
};
