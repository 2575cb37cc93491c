/**
 * The second pass of `npm run lint`'s import rules (the first: .dependency-cruiser.cjs).
 * - no-module-cycles: the gateway's modules (gateway/src/modules/<name>) depend on each other in
 *   one direction only; a module that needs another's help gets it injected by the composition
 *   root (services.ts, resolvers.ts) or through the project kinds (projects/project-kinds.ts).
 * Counted on run-time imports only: dependency-cruiser's folder rules cannot leave out type-only
 * imports, and every module's resolvers are typed with the request's context, which the
 * composition root assembles from every module (generated/resolvers-types.ts). Type-only cycles
 * between files are refused by the first pass.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      severity: 'error',
      scope: 'folder',
      from: { path: '^gateway/src/modules/[^/]+' },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$)|(/dist/)|(/generated/)' },
  },
};
