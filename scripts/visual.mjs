#!/usr/bin/env node
// `npm run visual [-- --update]`: the visual regression (R4). Renders the reference set (every
// garment template x FRONT, BACK, LEFT, RIGHT) through the render service, compares each picture
// with visual/baseline/<template>-<view>.png and writes test-results/visual/ (summary.txt,
// summary.json, index.html, <name>.actual.png and <name>.diff.png of mismatches). Needs the built
// web app (npm run build). The code is TypeScript in render-service/test/visual/, run through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('../render-service/test/visual/cli.ts', import.meta.url);
